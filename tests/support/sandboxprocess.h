#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QUrl>

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

    QUrl baseUrl() const { return m_baseUrl; }
    QByteArray apiKey() const { return m_apiKey; }
    QString errorString() const { return m_error; }
    QByteArray standardError();
    QProcess &process() { return m_process; }

    static QString executablePath();

private:
    QProcess m_process;
    QUrl m_baseUrl;
    QByteArray m_apiKey;
    QString m_error;
};

} // namespace Audience::Testing
