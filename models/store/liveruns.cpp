#include "models/store/liveruns.h"

#include <QDir>
#include <QLockFile>

#include <utility>

namespace Audience::Models {

namespace {

const QString lockSuffix = QStringLiteral(".lock");

QString runsFolder(const QString &profileFolder)
{
    return QDir(profileFolder).filePath(QStringLiteral("runs"));
}

// True when another process holds the lock file: it cannot be taken over. A lock file left by a
// process that is gone is taken over and removed (QLockFile checks the process, not the file's age).
bool isHeldByALiveProcess(const QString &path)
{
    QLockFile probe(path);
    probe.setStaleLockTime(0); // never stale by age: a console may run for weeks
    if (probe.tryLock(0)) {
        probe.unlock(); // removes the file
        return false;
    }
    return probe.error() == QLockFile::LockFailedError;
}

} // namespace

LiveRuns::LiveRuns(QString own, QStringList others)
    : m_own(std::move(own))
    , m_others(std::move(others))
{
}

QStringList LiveRuns::all() const
{
    return QStringList{m_own} + m_others;
}

RunRegistry::RunRegistry() = default;

RunRegistry::~RunRegistry()
{
    release();
}

bool RunRegistry::hold(const QString &profileFolder, const QString &ownRunId)
{
    release();
    m_folder = runsFolder(profileFolder);
    m_own = ownRunId;
    if (!QDir().mkpath(m_folder))
        return false;
    m_lock = std::make_unique<QLockFile>(QDir(m_folder).filePath(ownRunId + lockSuffix));
    m_lock->setStaleLockTime(0);
    if (!m_lock->tryLock(0)) {
        m_lock.reset();
        return false;
    }
    return true;
}

void RunRegistry::release()
{
    if (m_lock)
        m_lock->unlock();
    m_lock.reset();
}

LiveRuns RunRegistry::look() const
{
    QStringList others;
    if (!m_folder.isEmpty()) {
        const QDir folder(m_folder);
        const QStringList files = folder.entryList({QStringLiteral("*") + lockSuffix}, QDir::Files, QDir::Name);
        for (const QString &file : files) {
            const QString runId = file.chopped(lockSuffix.size());
            if (runId != m_own && isHeldByALiveProcess(folder.filePath(file)))
                others.append(runId);
        }
    }
    return LiveRuns(m_own, others);
}

} // namespace Audience::Models
