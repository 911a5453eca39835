#include "app/sandboxlauncher.h"

#include "models/profiles/profilevalidator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QStandardPaths>

namespace Audience::App {

namespace {

const QString programName = QStringLiteral("audience-sandbox");
constexpr qsizetype stderrTailLimit = 256 * 1024;
constexpr qsizetype stdoutLineLimit = 64 * 1024;

} // namespace

SandboxLauncher::SandboxLauncher(QString dataFolder, QObject *parent)
    : QObject(parent)
    , m_dataFolder(std::move(dataFolder))
{
    m_process.setStandardInputFile(QProcess::nullDevice());
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &SandboxLauncher::readStandardOutput);
    connect(&m_process, &QProcess::readyReadStandardError, this, &SandboxLauncher::readStandardError);
    connect(&m_process, &QProcess::errorOccurred, this, &SandboxLauncher::onProcessError);
    connect(&m_process, &QProcess::finished, this, &SandboxLauncher::onFinished);

    m_startTimer.setSingleShot(true);
    connect(&m_startTimer, &QTimer::timeout, this, [this] {
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(m_startTimeout).count();
        fail(tr("The sandbox did not report that it was ready within %n second(s).", nullptr, int(seconds)));
    });
    m_killTimer.setSingleShot(true);
    connect(&m_killTimer, &QTimer::timeout, this, [this] {
        // It did not quit when asked: end it.
        m_process.kill();
    });
}

SandboxLauncher::~SandboxLauncher()
{
    // Normally the app stopped it already; if not, do not leave it behind. No signals from here on.
    m_process.disconnect(this);
    if (m_process.state() != QProcess::NotRunning)
        m_process.kill();
}

QStringList SandboxLauncher::searchLocations()
{
    const QString appDir = QCoreApplication::applicationDirPath();
    return {appDir, QDir::cleanPath(appDir + QStringLiteral("/../sandbox"))};
}

QString SandboxLauncher::findExecutable()
{
    const QString overridden = qEnvironmentVariable("AUDIENCE_SANDBOX_BIN");
    if (!overridden.isEmpty())
        return QFileInfo(overridden).isExecutable() ? overridden : QString();
    const QString nearby = QStandardPaths::findExecutable(programName, searchLocations());
    if (!nearby.isEmpty())
        return nearby;
    return QStandardPaths::findExecutable(programName);
}

QString SandboxLauncher::databasePath() const
{
    if (!m_databasePath.isEmpty())
        return m_databasePath;
    const QString folder = m_dataFolder.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : m_dataFolder;
    return QDir(folder).filePath(QStringLiteral("sandbox.db"));
}

QString SandboxLauncher::standardErrorTail() const
{
    if (!m_stderrCut)
        return QString::fromLocal8Bit(m_stderrTail);
    // Never from the middle of a line (nor of a character): from the first whole line kept.
    const qsizetype newline = m_stderrTail.indexOf('\n');
    const QByteArray whole = newline >= 0 ? m_stderrTail.mid(newline + 1) : QByteArray();
    return tr("(Earlier lines of the log are left out.)") + u'\n' + QString::fromLocal8Bit(whole);
}

void SandboxLauncher::start()
{
    if (m_state != State::Stopped)
        return;

    const QString program = m_executable.isEmpty() ? findExecutable() : m_executable;
    m_stdoutBuffer.clear();
    m_stderrTail.clear();
    m_stderrCut = false;
    m_url.clear();
    m_failureReported = false;
    if (program.isEmpty()) {
        const QString overridden = qEnvironmentVariable("AUDIENCE_SANDBOX_BIN");
        const QString where = overridden.isEmpty()
            ? (searchLocations() << tr("the folders in PATH")).join(QStringLiteral(", "))
            : overridden;
        fail(tr("The sandbox program “%1” was not found. Looked in: %2. Set AUDIENCE_SANDBOX_BIN to its path.")
                 .arg(programName, where));
        return;
    }

    const QString database = databasePath();
    if (database != QStringLiteral(":memory:") && !QDir().mkpath(QFileInfo(database).absolutePath())) {
        fail(tr("Could not create the folder %1 for the sandbox’s database.").arg(QFileInfo(database).absolutePath()));
        return;
    }

    m_apiKey = freshKey();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("AUDIENCE_SANDBOX_API_KEY"), QString::fromLatin1(m_apiKey));
    m_process.setProcessEnvironment(environment);
    m_process.setProgram(program);
    m_process.setArguments(QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(m_requestedPort),
                                       QStringLiteral("--db"), database,
                                       QStringLiteral("--seed"), QStringLiteral("demo"),
                                       QStringLiteral("--exit-with-parent")}
                           + m_extraArguments);
    setState(State::Starting);
    m_startTimer.start(m_startTimeout);
    m_process.start(QIODevice::ReadOnly);
}

void SandboxLauncher::restart()
{
    if (m_state != State::Stopped)
        return;
    m_requestedPort = m_lastPort;
    start();
}

void SandboxLauncher::stop()
{
    if (m_state == State::Stopped || m_state == State::Stopping)
        return;
    m_startTimer.stop();
    if (m_process.state() == QProcess::NotRunning) {
        setState(State::Stopped);
        emit stopped();
        return;
    }
    setState(State::Stopping);
    m_process.terminate();
    m_killTimer.start(m_stopGrace);
}

void SandboxLauncher::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void SandboxLauncher::readStandardOutput()
{
    m_stdoutBuffer += m_process.readAllStandardOutput();
    if (m_state != State::Starting) {
        m_stdoutBuffer.clear(); // only the ready line matters; the sandbox logs to stderr
        return;
    }
    qsizetype newline;
    while ((newline = m_stdoutBuffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_stdoutBuffer.left(newline).trimmed();
        m_stdoutBuffer.remove(0, newline + 1);
        const QJsonObject event = QJsonDocument::fromJson(line).object();
        if (event.value(QStringLiteral("event")).toString() != QStringLiteral("ready"))
            continue;
        const QUrl url(event.value(QStringLiteral("url")).toString(), QUrl::StrictMode);
        // The key goes to this address over plain HTTP: it must be this computer.
        if (!url.isValid() || url.scheme() != QStringLiteral("http")
            || !Models::ProfileValidator::isLoopbackHost(url.host()) || url.port() <= 0) {
            fail(tr("The sandbox reported an address that is not on this computer: %1").arg(url.toDisplayString()));
            return;
        }
        m_startTimer.stop();
        m_url = url;
        m_lastPort = quint16(url.port());
        m_requestedPort = 0;
        m_stdoutBuffer.clear();
        setState(State::Running);
        emit ready(url);
        return;
    }
    if (m_stdoutBuffer.size() > stdoutLineLimit)
        fail(tr("The sandbox wrote something other than its ready line."));
}

void SandboxLauncher::readStandardError()
{
    if (!m_process.isOpen())
        return; // never started: nothing to read
    m_stderrTail += m_process.readAllStandardError();
    if (m_stderrTail.size() > stderrTailLimit) {
        m_stderrTail.remove(0, m_stderrTail.size() - stderrTailLimit);
        m_stderrCut = true;
    }
}

void SandboxLauncher::onProcessError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart)
        return; // crashes and the like end in finished(), handled there
    m_startTimer.stop();
    fail(tr("Could not start the sandbox program %1: %2").arg(m_process.program(), m_process.errorString()));
}

void SandboxLauncher::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_startTimer.stop();
    m_killTimer.stop();
    readStandardError();
    const QString how = status == QProcess::CrashExit ? tr("it crashed")
                                                      : tr("exit code %1").arg(exitCode);
    if (m_state == State::Starting && m_requestedPort != 0 && !m_failureReported) {
        // Restarting on the port it had, which may be taken now: any free port will do.
        m_requestedPort = 0;
        m_state = State::Stopped; // no signal: from outside it is still starting
        start();
        return;
    }
    if (m_state == State::Starting)
        fail(tr("The sandbox stopped before it was ready (%1).").arg(how));
    else if (m_state == State::Running)
        emit stoppedWhileRunning(how, standardErrorTail());
    m_url.clear();
    m_apiKey.clear();
    setState(State::Stopped);
    emit stopped();
}

void SandboxLauncher::fail(const QString &message)
{
    if (m_failureReported)
        return;
    m_failureReported = true;
    m_requestedPort = 0;
    m_startTimer.stop();
    readStandardError();
    emit failed(message, standardErrorTail());
    if (m_process.state() != QProcess::NotRunning) {
        // Broken as it is, it gets no grace period; finished() brings the state to Stopped.
        m_process.kill();
    } else if (m_state != State::Stopped) {
        m_apiKey.clear();
        setState(State::Stopped);
    }
}

QByteArray SandboxLauncher::freshKey()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
    return "sbx_" + bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

} // namespace Audience::App
