#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QProcess>
#include <QStringList>
#include <QUrl>

#include <functional>

namespace Audience::Testing {

// A real audience-sandbox child process for integration tests: listens on a free loopback port,
// gets a fresh key through the environment, and is killed when this object goes away.
class SandboxProcess
{
public:
    SandboxProcess();
    ~SandboxProcess();
    SandboxProcess(const SandboxProcess &) = delete;
    SandboxProcess &operator=(const SandboxProcess &) = delete;

    // Starts the sandbox with extra arguments (e.g. {"--seed", "demo"}) and waits for its ready
    // line. Returns false, with errorString() set, when it does not come up within timeoutMs.
    bool start(const QStringList &arguments = {}, int timeoutMs = 20000);
    void stop();
    // Stops it (if running) and starts it again on the same port with the same key, as a service
    // that went away and came back at its address.
    bool startAgain(const QStringList &arguments = {}, int timeoutMs = 20000);

    QUrl baseUrl() const { return m_baseUrl; }
    // When this start seeded the database: the instant the seeded times are relative to (the
    // ready line's seededAt). Invalid when it did not seed.
    QDateTime seededAt() const { return m_seededAt; }
    // A clock for the console's models that stays on the day the sandbox seeded: the real time,
    // moved back by the whole days that passed since (none, unless midnight UTC passed meanwhile).
    // Code that compares the demo's days with "today" reads this, so it holds on any date.
    std::function<QDateTime()> seedDayClock() const;
    QByteArray apiKey() const { return m_apiKey; }
    QString errorString() const { return m_error; }
    QByteArray standardError();
    QProcess &process() { return m_process; }

    static QString executablePath();

private:
    bool launch(const QString &listen, const QStringList &arguments, int timeoutMs);

    QProcess m_process;
    QUrl m_baseUrl;
    QDateTime m_seededAt;
    QByteArray m_apiKey;
    QString m_error;
};

} // namespace Audience::Testing
