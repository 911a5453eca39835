// The sandbox launcher against the real audience-sandbox: start on a free port with a key through the
// environment, connect, stop, no process left behind (also when the console is killed); failures say
// why with the sandbox's own stderr, in whole lines. One that ends by itself while running is told
// apart from a failed start, and restarts on its port (any free one when that is taken). And "Test
// connection" against that real sandbox.
#include "app/connectiontester.h"
#include "app/sandboxlauncher.h"
#include "support/sandboxprocess.h"

#include <QCoreApplication>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdio>
#include <sys/types.h>
#include <signal.h>

using Audience::App::ConnectionTester;
using Audience::App::SandboxLauncher;
using namespace std::chrono_literals;

namespace {

// Alive means running: a zombie nobody has reaped yet (possible in containers) counts as gone.
bool processAlive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (stat.open(QIODevice::ReadOnly)) {
        const QByteArray line = stat.readAll();
        const qsizetype close = line.lastIndexOf(')');
        return close < 0 || line.mid(close + 2, 1) != "Z";
    }
    if (QFile::exists(QStringLiteral("/proc/self")))
        return false;
    return ::kill(pid_t(pid), 0) == 0;
}

QString writeScript(const QTemporaryDir &dir, const QString &name, const QByteArray &body)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write("#!/bin/sh\n" + body);
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

// Child mode: a stand-in for the console that launches the sandbox, prints its pid, and waits to be
// killed.
int childLaunch(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    SandboxLauncher launcher(args.at(3));
    launcher.setExecutable(args.at(2));
    QObject::connect(&launcher, &SandboxLauncher::ready, &app, [&launcher] {
        const QByteArray line = QByteArray::number(launcher.processId()) + '\n';
        std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
        std::fflush(stdout);
    });
    QObject::connect(&launcher, &SandboxLauncher::failed, &app, [](const QString &message, const QString &err) {
        std::fprintf(stderr, "%s\n%s\n", qPrintable(message), qPrintable(err));
        QCoreApplication::exit(1);
    });
    launcher.start();
    return QCoreApplication::exec();
}

} // namespace

class TestSandboxLauncher : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    const QString m_sandbox = Audience::Testing::SandboxProcess::executablePath();

private slots:
    void findsTheProgramThroughTheOverride()
    {
        qputenv("AUDIENCE_SANDBOX_BIN", m_sandbox.toLocal8Bit());
        QCOMPARE(SandboxLauncher::findExecutable(), m_sandbox);
        qputenv("AUDIENCE_SANDBOX_BIN", m_dir.filePath(QStringLiteral("not-there")).toLocal8Bit());
        QCOMPARE(SandboxLauncher::findExecutable(), QString());

        SandboxLauncher launcher(m_dir.path());
        QSignalSpy failed(&launcher, &SandboxLauncher::failed);
        launcher.start();
        QCOMPARE(failed.size(), 1);
        QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("AUDIENCE_SANDBOX_BIN")),
                 qPrintable(failed.at(0).at(0).toString()));
        QCOMPARE(launcher.state(), SandboxLauncher::State::Stopped);
        qunsetenv("AUDIENCE_SANDBOX_BIN");
        QVERIFY(SandboxLauncher::searchLocations().contains(QCoreApplication::applicationDirPath()));
    }

    void startsConnectsAndStops()
    {
        SandboxLauncher launcher(m_dir.path());
        launcher.setExecutable(m_sandbox);
        QSignalSpy ready(&launcher, &SandboxLauncher::ready);
        QSignalSpy failed(&launcher, &SandboxLauncher::failed);
        launcher.start();
        QCOMPARE(launcher.state(), SandboxLauncher::State::Starting);
        QVERIFY2(ready.wait(30000), qPrintable(failed.isEmpty() ? launcher.standardErrorTail()
                                                                  : failed.at(0).at(0).toString() + u'\n'
                                                                        + failed.at(0).at(1).toString()));
        QCOMPARE(launcher.state(), SandboxLauncher::State::Running);
        const QUrl url = launcher.url();
        QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
        QVERIFY(url.port() > 0);
        const QByteArray key = launcher.apiKey();
        QVERIFY(key.size() >= 32);
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("sandbox.db"))));

        const qint64 pid = launcher.processId();
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmdline.open(QIODevice::ReadOnly)) {
            const QByteArray arguments = cmdline.readAll();
            QVERIFY(!arguments.contains(key));
            QVERIFY(arguments.contains("--exit-with-parent"));
        }

        QNetworkAccessManager network;
        QNetworkRequest request(url.resolved(QUrl(QStringLiteral("/v0/pages?limit=1"))));
        request.setRawHeader("x-api-key", key);
        QNetworkReply *reply = network.get(request);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        reply->deleteLater();

        QSignalSpy stopped(&launcher, &SandboxLauncher::stopped);
        launcher.stop();
        QCOMPARE(launcher.state(), SandboxLauncher::State::Stopping);
        QVERIFY(stopped.wait(15000));
        QCOMPARE(launcher.state(), SandboxLauncher::State::Stopped);
        QVERIFY(launcher.apiKey().isEmpty());
        QVERIFY(!processAlive(pid));
        QCOMPARE(failed.size(), 0);
    }

    void testsConnectionsInWords()
    {
        SandboxLauncher launcher(m_dir.path());
        launcher.setExecutable(m_sandbox);
        QSignalSpy ready(&launcher, &SandboxLauncher::ready);
        launcher.start();
        QVERIFY2(ready.wait(30000), qPrintable(launcher.standardErrorTail()));

        QNetworkAccessManager network;
        ConnectionTester tester(&network);
        const auto test = [&](const QUrl &url, const QByteArray &key) {
            std::optional<ConnectionTester::Outcome> outcome;
            tester.test(url, false, key, this, [&outcome](const ConnectionTester::Outcome &o) { outcome = o; });
            [&] { QTRY_VERIFY_WITH_TIMEOUT(outcome.has_value(), 20000); }();
            return outcome.value_or(ConnectionTester::Outcome{});
        };

        const ConnectionTester::Outcome good = test(launcher.url(), launcher.apiKey());
        QVERIFY2(good.success(), qPrintable(good.text));

        const ConnectionTester::Outcome wrongKey = test(launcher.url(), "not-the-key");
        QVERIFY(wrongKey.answered);
        QVERIFY(!wrongKey.keyAccepted);
        QVERIFY2(wrongKey.text.contains(QStringLiteral("did not accept the key")), qPrintable(wrongKey.text));

        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
        const quint16 port = closed.serverPort();
        closed.close();
        const ConnectionTester::Outcome nobody = test(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)), "k");
        QVERIFY(!nobody.answered);
        QVERIFY(!nobody.success());
        QVERIFY2(nobody.text.contains(QStringLiteral("did not answer")), qPrintable(nobody.text));

        QSignalSpy stopped(&launcher, &SandboxLauncher::stopped);
        launcher.stop();
        QVERIFY(stopped.wait(15000));
    }

    void failureShowsTheSandboxsOwnWords()
    {
        SandboxLauncher launcher(m_dir.path());
        launcher.setExecutable(writeScript(m_dir, QStringLiteral("broken-sandbox"),
                                           "echo 'cannot open database: disk on fire' >&2\nexit 3\n"));
        QSignalSpy failed(&launcher, &SandboxLauncher::failed);
        QSignalSpy stopped(&launcher, &SandboxLauncher::stopped);
        launcher.start();
        QVERIFY(failed.wait(15000));
        QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("exit code 3")),
                 qPrintable(failed.at(0).at(0).toString()));
        QVERIFY(failed.at(0).at(1).toString().contains(QStringLiteral("disk on fire")));
        QTRY_COMPARE(launcher.state(), SandboxLauncher::State::Stopped);
        QCOMPARE(failed.size(), 1);
    }

    void aSandboxThatEndsByItselfRestartsOnItsPort()
    {
        SandboxLauncher launcher(m_dir.path());
        launcher.setExecutable(m_sandbox);
        QSignalSpy ready(&launcher, &SandboxLauncher::ready);
        QSignalSpy failed(&launcher, &SandboxLauncher::failed);
        QSignalSpy lost(&launcher, &SandboxLauncher::stoppedWhileRunning);
        launcher.start();
        QVERIFY2(ready.wait(30000), qPrintable(launcher.standardErrorTail()));
        const quint16 port = quint16(launcher.url().port());
        QCOMPARE(launcher.lastPort(), port);

        // Ended from outside: it exits cleanly (code 0). Not a failure to start.
        QSignalSpy stopped(&launcher, &SandboxLauncher::stopped);
        QCOMPARE(::kill(pid_t(launcher.processId()), SIGTERM), 0);
        QVERIFY(stopped.wait(15000));
        QCOMPARE(lost.size(), 1);
        QCOMPARE(lost.at(0).at(0).toString(), QStringLiteral("exit code 0"));
        QCOMPARE(failed.size(), 0);

        // Restart: the same port.
        launcher.restart();
        QVERIFY2(ready.wait(30000), qPrintable(launcher.standardErrorTail()));
        QCOMPARE(quint16(launcher.url().port()), port);
        QCOMPARE(failed.size(), 0);

        // Its port taken meanwhile: any free one.
        QVERIFY(stopped.size() == 1);
        QCOMPARE(::kill(pid_t(launcher.processId()), SIGTERM), 0);
        QTRY_COMPARE_WITH_TIMEOUT(stopped.size(), 2, 15000);
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress::LocalHost, port));
        launcher.restart();
        QVERIFY2(ready.wait(30000), qPrintable(launcher.standardErrorTail()));
        QVERIFY(quint16(launcher.url().port()) != port);
        QCOMPARE(failed.size(), 0);
        launcher.stop();
        QTRY_COMPARE_WITH_TIMEOUT(stopped.size(), 3, 15000);
    }

    void aLongLogIsKeptInWholeLines()
    {
        SandboxLauncher launcher(m_dir.path());
        // About 300 KiB of log, more than is kept, then a failure.
        launcher.setExecutable(writeScript(m_dir, QStringLiteral("chatty-sandbox"),
                                           "i=0\nwhile [ $i -lt 8000 ]; do echo \"line $i of the log, every word whole\" >&2; i=$((i+1)); done\n"
                                           "exit 3\n"));
        QSignalSpy failed(&launcher, &SandboxLauncher::failed);
        launcher.start();
        QVERIFY(failed.wait(30000));
        const QStringList lines = failed.at(0).at(1).toString().split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.constFirst(), QStringLiteral("(Earlier lines of the log are left out.)"));
        QCOMPARE(lines.constLast(), QStringLiteral("line 7999 of the log, every word whole"));
        QVERIFY(lines.size() > 1000);
        static const QRegularExpression whole(QStringLiteral("^line \\d+ of the log, every word whole$"));
        for (qsizetype i = 1; i < lines.size(); ++i)
            QVERIFY2(whole.match(lines.at(i)).hasMatch(), qPrintable(lines.at(i)));
    }

    void aProgramThatCannotRunIsReported()
    {
        SandboxLauncher launcher(m_dir.path());
        launcher.setExecutable(m_dir.filePath(QStringLiteral("missing/audience-sandbox")));
        QSignalSpy failed(&launcher, &SandboxLauncher::failed);
        launcher.start();
        QVERIFY(failed.wait(15000));
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("missing/audience-sandbox")));
        QCOMPARE(launcher.state(), SandboxLauncher::State::Stopped);
    }

    void aSandboxThatNeverGetsReadyIsEndedAfterTheTimeout()
    {
        SandboxLauncher launcher(m_dir.path());
        launcher.setExecutable(writeScript(m_dir, QStringLiteral("mute-sandbox"), "exec sleep 600\n"));
        launcher.setStartTimeout(300ms);
        QSignalSpy failed(&launcher, &SandboxLauncher::failed);
        launcher.start();
        const qint64 pid = launcher.processId();
        QVERIFY(pid > 0);
        QVERIFY(failed.wait(15000));
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("ready")));
        QTRY_COMPARE_WITH_TIMEOUT(launcher.state(), SandboxLauncher::State::Stopped, 15000);
        QVERIFY(!processAlive(pid));
    }

    void aSandboxThatIgnoresTerminateIsKilledAfterTheGracePeriod()
    {
        SandboxLauncher launcher(m_dir.path());
        launcher.setExecutable(writeScript(m_dir, QStringLiteral("stubborn-sandbox"),
                                           "trap '' TERM\n"
                                           "echo '{\"event\":\"ready\",\"url\":\"http://127.0.0.1:9\"}'\n"
                                           "exec sleep 600\n"));
        launcher.setStopGracePeriod(300ms);
        QSignalSpy ready(&launcher, &SandboxLauncher::ready);
        launcher.start();
        QVERIFY(ready.wait(15000));
        const qint64 pid = launcher.processId();
        QSignalSpy stopped(&launcher, &SandboxLauncher::stopped);
        launcher.stop();
        QVERIFY(stopped.wait(15000));
        QVERIFY(!processAlive(pid));
    }

    void aReadyLineThatPointsAwayIsRefused()
    {
        SandboxLauncher launcher(m_dir.path());
        launcher.setExecutable(writeScript(m_dir, QStringLiteral("remote-sandbox"),
                                           "echo '{\"event\":\"ready\",\"url\":\"http://203.0.113.7:80\"}'\n"
                                           "exec sleep 600\n"));
        QSignalSpy ready(&launcher, &SandboxLauncher::ready);
        QSignalSpy failed(&launcher, &SandboxLauncher::failed);
        launcher.start();
        QVERIFY(failed.wait(15000));
        QCOMPARE(ready.size(), 0);
        QTRY_COMPARE(launcher.state(), SandboxLauncher::State::Stopped);
    }

    void noSandboxOutlivesAKilledConsole()
    {
        QTemporaryDir data;
        QProcess console;
        console.setProcessChannelMode(QProcess::SeparateChannels);
        console.start(QCoreApplication::applicationFilePath(),
                      {QStringLiteral("--child-launch"), m_sandbox, data.path()});
        QVERIFY(console.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(console.canReadLine() || console.state() == QProcess::NotRunning, 30000);
        const qint64 sandboxPid = console.readLine().trimmed().toLongLong();
        QVERIFY2(sandboxPid > 0, console.readAllStandardError().constData());
        QVERIFY(processAlive(sandboxPid));
        // Whatever happens below, this test leaves no sandbox behind.
        const auto cleanup = qScopeGuard([sandboxPid] {
            if (processAlive(sandboxPid))
                ::kill(pid_t(sandboxPid), SIGKILL);
        });

        console.kill(); // SIGKILL: the console gets no chance to stop its sandbox
        QVERIFY(console.waitForFinished(10000));
        // The sandbox notices (--exit-with-parent) and goes.
        QTRY_VERIFY2_WITH_TIMEOUT(!processAlive(sandboxPid), "the sandbox outlived its parent", 15000);
    }
};

int main(int argc, char *argv[])
{
    if (argc >= 4 && qstrcmp(argv[1], "--child-launch") == 0)
        return childLaunch(argc, argv);
    QCoreApplication app(argc, argv);
    TestSandboxLauncher test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sandboxlauncher.moc"
