#pragma once

#include "support/testhttp.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <optional>

namespace Audience::Testing {

// One run of console_driver (the real console plus a script, tests/app/consolescript.h) on a
// throwaway HOME, for the tests that run the real console (tst_crashrestore, tst_twoconsoles,
// tst_fulldiskconsole): started, read line by line, killed with SIGKILL. The test that compiles
// this file defines CONSOLE_DRIVER_PATH (tests/app/crashrestore.cmake).
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
// The throwaway HOME of one test case of the real console, and its end: the case's consoles are
// gone, their sandboxes must have followed them (--exit-with-parent); whatever went wrong, no
// sandbox outlives the case.
class ConsoleHome
{
public:
    // Why the real console's tests cannot run here (they find its sandbox in /proc), or "".
    static QString cannotRun();

    bool isValid() const { return m_folder.isValid(); }
    QString path() const { return m_folder.path(); }
    // Waits (up to timeoutMs) until no sandbox runs on this HOME: a killed console's went with it.
    bool sandboxFollowed(int timeoutMs = 20000) const;
    // Kills the sandboxes still running on this HOME and waits until they are gone; false when one
    // stayed.
    bool killStragglers(int timeoutMs = 10000) const;

private:
    QTemporaryDir m_folder;
};

// The demo data (docs/sandbox.md) that the real console's tests use: aud_demo_007 (page_demo_02)
// has version 2 live and takes messages; aud_demo_002 (page_demo_01) has version 1 live and
// version 2 a draft, ready to publish.
namespace ConsoleDemo {
inline const QString messageAudience = QStringLiteral("aud_demo_007");
inline const QString messagePage = QStringLiteral("page_demo_02");
inline const QString publishAudience = QStringLiteral("aud_demo_002");
inline const QString publishPage = QStringLiteral("page_demo_01");
inline const QString publishDraft = QStringLiteral("ver_demo_002_2");
// What a comparison shows when the driver never printed the line it waits for.
inline const QString missing = QStringLiteral("(no such line: see the driver's output above)");
} // namespace ConsoleDemo

// Creates the file a script's await: step waits for (the parent's go-ahead).
bool goAhead(const QString &path);
// How many user messages with this text an audience's conversation (as the service sends it) holds.
int userMessagesWith(const QJsonObject &conversation, const QString &text);

} // namespace Audience::Testing
