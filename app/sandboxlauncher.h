#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTimer>
#include <QUrl>

#include <chrono>

namespace Audience::App {

// Runs the local audience-sandbox as a child process for the sandbox profile: a free loopback port,
// a database in the app's data folder seeded with demo data, and a fresh random key that goes to it
// through the environment (never the command line) and is kept in this object's memory only.
// Everything is asynchronous: start() returns at once and ready() or failed() follows; stop()
// asks the sandbox to quit, kills it after a grace period, and stopped() follows. A sandbox that
// ends by itself while running is not a failure to start: stoppedWhileRunning() says so, and
// restart() starts it again on the port it had (any free one if that is taken), on the same data.
class SandboxLauncher : public QObject
{
    Q_OBJECT
public:
    enum class State { Stopped, Starting, Running, Stopping };
    Q_ENUM(State)

    // dataFolder holds sandbox.db; empty means QStandardPaths::AppDataLocation.
    explicit SandboxLauncher(QString dataFolder = {}, QObject *parent = nullptr);
    ~SandboxLauncher() override;

    // Where the sandbox program is looked for: $AUDIENCE_SANDBOX_BIN, next to this executable,
    // ../sandbox/ (the build tree), then PATH. Empty when none exists.
    static QString findExecutable();
    static QStringList searchLocations();

    void setExecutable(const QString &path) { m_executable = path; }
    // The database file; defaults to <data folder>/sandbox.db.
    void setDatabasePath(const QString &path) { m_databasePath = path; }
    QString databasePath() const;
    void setExtraArguments(const QStringList &arguments) { m_extraArguments = arguments; }
    void setStartTimeout(std::chrono::milliseconds timeout) { m_startTimeout = timeout; }
    void setStopGracePeriod(std::chrono::milliseconds grace) { m_stopGrace = grace; }

    State state() const { return m_state; }
    bool isRunning() const { return m_state == State::Running; }
    QUrl url() const { return m_url; }
    QByteArray apiKey() const { return m_apiKey; }
    qint64 processId() const { return m_process.processId(); }
    // What the sandbox wrote to stderr (its log), the last 256 KiB of it, shown when it fails or
    // stops. Whole lines only: when earlier ones were dropped, a first line says so.
    QString standardErrorTail() const;
    // The port it listened on when it was last ready; 0 before that.
    quint16 lastPort() const { return m_lastPort; }

public slots:
    void start();
    void stop();
    // Starts it again after it stopped, on the port it had last (so the address stays the one it
    // was), or on any free port when that one cannot be had. A fresh key, as with start().
    void restart();

signals:
    void stateChanged(Audience::App::SandboxLauncher::State state);
    void ready(const QUrl &url);
    // message says what went wrong in words; standardError is the sandbox's own output, if any.
    void failed(const QString &message, const QString &standardError);
    // It ended by itself while running: how ("exit code 0", "it crashed") and its log. stopped()
    // follows.
    void stoppedWhileRunning(const QString &how, const QString &standardError);
    void stopped();

private:
    void setState(State state);
    void readStandardOutput();
    void readStandardError();
    void onProcessError(QProcess::ProcessError error);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void fail(const QString &message);
    static QByteArray freshKey();

    QString m_dataFolder;
    QString m_executable;
    QString m_databasePath;
    QStringList m_extraArguments;
    std::chrono::milliseconds m_startTimeout{std::chrono::seconds(30)};
    std::chrono::milliseconds m_stopGrace{std::chrono::seconds(5)};

    QProcess m_process;
    QTimer m_startTimer;
    QTimer m_killTimer;
    State m_state = State::Stopped;
    QUrl m_url;
    QByteArray m_apiKey;
    QByteArray m_stdoutBuffer;
    QByteArray m_stderrTail;
    bool m_stderrCut = false;        // earlier output was dropped from m_stderrTail
    bool m_failureReported = false;
    quint16 m_lastPort = 0;          // of the last run that got ready
    quint16 m_requestedPort = 0;     // for the start under way (0: any free port)
};

} // namespace Audience::App
