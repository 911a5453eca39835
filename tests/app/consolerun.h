#pragma once

#include "support/testhttp.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <optional>

namespace Audience::Testing {

// One run of console_driver (the real console plus a script, tests/app/consolescript.h) on a
// throwaway HOME, for tst_crashrestore: started, read line by line, killed with SIGKILL.
class ConsoleRun
{
public:
    // `home` is the throwaway HOME; XDG_DATA_HOME and XDG_CONFIG_HOME go under it.
    explicit ConsoleRun(QString home);
    ~ConsoleRun(); // kills it if it still runs
    ConsoleRun(const ConsoleRun &) = delete;
    ConsoleRun &operator=(const ConsoleRun &) = delete;

    // Starts `console_driver --sandbox --script <steps>` with AUDIENCE_SANDBOX_ARGS set to
    // `sandboxArguments` (the embedded sandbox's faults). False when it cannot be started.
    bool start(const QString &sandboxArguments, const QStringList &steps);
    // The value of the next line named `name` ("name" or "name=value") after the lines already
    // taken, waiting for it (polling, like QTRY_) up to timeoutMs; nullopt when it did not come.
    std::optional<QString> next(const QString &name, int timeoutMs = 120000);
    // SIGKILL (QProcess::kill()), then waits until the process is gone.
    void kill();
    // Waits until the process ended by itself (a script's "quit"); false when it still runs.
    bool waitForExit(int timeoutMs = 60000);
    // What it printed (all of stdout, the end of stderr), for failure messages.
    QString transcript() const;

private:
    void read();

    QString m_home;
    QProcess m_process;
    QStringList m_lines;
    qsizetype m_taken = 0; // lines already returned by next()
    QByteArray m_partial;
    QByteArray m_errors;
};

// The audience-sandbox processes whose command line names this folder (their database is in it),
// from /proc.
QList<qint64> sandboxesUnder(const QString &home);
// A sandbox's key, from its environment (AUDIENCE_SANDBOX_API_KEY); empty when unreadable. Never
// printed.
QByteArray sandboxKey(qint64 pid);
// SIGKILL to each of them (stragglers a failed case left).
void killProcesses(const QList<qint64> &pids);
// The sandbox of a running console at `url`, over HTTP with the sandbox's own key (read from its
// environment, never printed), to see the true state of the service; nullopt when there is not
// exactly one sandbox under `home`.
std::optional<TestHttp> serviceOf(const QString &home, const QString &url);
// Creates the file a script's await: step waits for (the parent's go-ahead).
bool goAhead(const QString &path);
// How many user messages with this text an audience's conversation (as the service sends it) holds.
int userMessagesWith(const QJsonObject &conversation, const QString &text);

} // namespace Audience::Testing
