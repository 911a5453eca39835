// The real audience-console executable: its command line, and the sandbox profile from start to a
// SIGTERM, after which neither the console nor its sandbox is left.
#include "support/testmain.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>

#include <csignal>
#include <sys/types.h>
#include <signal.h>

namespace tst_console {

namespace {

const QString console = QStringLiteral(AUDIENCE_CONSOLE_PATH);

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QStringList &arguments)
{
    QProcess process;
    process.start(console, arguments);
    Run result;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

QByteArray procFile(qint64 pid, const char *name)
{
    QFile file(QStringLiteral("/proc/%1/%2").arg(pid).arg(QString::fromLatin1(name)));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The children of a process, from /proc/*/stat (field 4 is the parent's pid).
QList<qint64> childrenOf(qint64 parent)
{
    QList<qint64> children;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric)
            continue;
        const QByteArray stat = procFile(pid, "stat");
        const qsizetype close = stat.lastIndexOf(')');
        if (close < 0)
            continue;
        const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
        if (fields.size() > 1 && fields.at(1).toLongLong() == parent)
            children.append(pid);
    }
    return children;
}

bool alive(qint64 pid)
{
    const QByteArray stat = procFile(pid, "stat");
    const qsizetype close = stat.lastIndexOf(')');
    return close >= 0 && stat.mid(close + 2, 1) != "Z";
}

} // namespace

class TestConsole : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral("/proc/self/stat")))
            QSKIP("needs /proc to find the sandbox child");
    }

    void versionAndHelp()
    {
        const Run version = run({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.contains(AUDIENCE_VERSION_STRING), version.out.constData());
        const Run help = run({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--profile"));
        QVERIFY(help.out.contains("--sandbox"));
    }

    void badCommandLinesExitWithTwo()
    {
        const Run unknown = run({QStringLiteral("--profile"), QStringLiteral("No such profile")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("No such profile"), unknown.err.constData());
        QVERIFY(unknown.err.contains("Demo sandbox")); // it lists the profiles there are
        QCOMPARE(run({QStringLiteral("--bogus")}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("--sandbox"), QStringLiteral("--profile"), QStringLiteral("x")}).exitCode, 2);
    }

    void theSandboxProfileStartsItsSandboxAndStopsItOnSigterm()
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("AUDIENCE_SANDBOX_BIN")); // found next to the console, in ../sandbox/
        process.setProcessEnvironment(environment);
        process.start(console, {QStringLiteral("--sandbox")});
        QVERIFY(process.waitForStarted(10000));
        const auto cleanup = qScopeGuard([&process] {
            if (process.state() != QProcess::NotRunning) {
                process.kill();
                process.waitForFinished();
            }
        });
        QByteArray log;
        QTRY_VERIFY2_WITH_TIMEOUT((log += process.readAllStandardError()).contains("connected to profile"),
                                  log.constData(), 60000);

        const QList<qint64> children = childrenOf(process.processId());
        QCOMPARE(children.size(), 1);
        const qint64 sandbox = children.first();
        const auto killSandbox = qScopeGuard([sandbox] {
            if (alive(sandbox))
                ::kill(pid_t(sandbox), SIGKILL);
        });
        const QByteArray commandLine = procFile(sandbox, "cmdline");
        QVERIFY(commandLine.contains("audience-sandbox"));
        QVERIFY(commandLine.contains("--exit-with-parent"));
        QVERIFY(commandLine.contains(QDir::homePath().toLocal8Bit())); // the database is in the data folder
        const QByteArray environ = procFile(sandbox, "environ");
        const qsizetype keyAt = environ.indexOf("AUDIENCE_SANDBOX_API_KEY=");
        QVERIFY(keyAt >= 0);
        const QByteArray key = environ.mid(keyAt + 25, environ.indexOf('\0', keyAt) - keyAt - 25);
        QVERIFY(key.size() >= 32);
        QVERIFY(!commandLine.contains(key));
        QVERIFY(!log.contains(key));

        process.terminate(); // SIGTERM: the console stops its sandbox, then quits
        QVERIFY(process.waitForFinished(20000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(!alive(sandbox));
        QVERIFY(!(log + process.readAllStandardError()).contains(key));
    }
};

} // namespace tst_console

AUDIENCE_TEST_GUILESS_MAIN(tst_console, TestConsole)
#include "tst_console.moc"
