#pragma once

#include <QString>
#include <QStringList>

#include <memory>

class QLockFile;

namespace Audience::Models {

// The console processes ("runs") open on one profile, as last looked at: this console's own run and
// any other console's. A write journaled by a run that is not among them was sent by a console that
// is gone, and is "not confirmed"; one journaled by another live run is in progress in another
// window (DESIGN: "Not confirmed" is said only of a write whose console is gone).
class LiveRuns
{
public:
    LiveRuns() = default;
    LiveRuns(QString own, QStringList others);

    QString own() const { return m_own; }
    QStringList others() const { return m_others; }
    // Own first, then the others.
    QStringList all() const;
    bool isAlive(const QString &runId) const { return runId == m_own || m_others.contains(runId); }
    bool isOwn(const QString &runId) const { return runId == m_own; }

    friend bool operator==(const LiveRuns &, const LiveRuns &) = default;

private:
    QString m_own;
    QStringList m_others;
};

// Tells live runs from dead ones through a lock file per run in the profile's folder
// (runs/<run id>.lock): each console holds its own for as long as it runs. Another console's lock
// file that can be taken over belonged to a process that is gone (closed, crashed or killed: the
// operating system releases the lock, and QLockFile sees that its process no longer runs).
class RunRegistry
{
public:
    RunRegistry();
    ~RunRegistry();
    RunRegistry(const RunRegistry &) = delete;
    RunRegistry &operator=(const RunRegistry &) = delete;

    // Holds this run's lock file in `profileFolder`. False when it cannot be made (a read-only
    // folder): then this console cannot tell others it runs, and says so where it must.
    bool hold(const QString &profileFolder, const QString &ownRunId);
    void release();

    // Looks at every run's lock file now (a few small file operations).
    LiveRuns look() const;

private:
    QString m_folder;
    QString m_own;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace Audience::Models
