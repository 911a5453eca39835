#include "models/store/profiledatabase.h"

#include "models/store/journaltextindex.h"
#include "models/store/storefault.h"
#include "models/store/storefiles.h"
#include "models/store/storeschema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QLoggingCategory>
#include <QSqlError>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <QUuid>

#include <atomic>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcProfileDatabase, "audience.models.store")

namespace {

// A store that no console can open as it is, and that is set aside rather than refused: damaged,
// or of a newer schema. Never an in-memory one (nothing to move).
bool mustBeSetAside(const StoreSchema::Result &result, const QString &path)
{
    if (path == QLatin1StringView(":memory:"))
        return false;
    return result.kind == StoreSchema::Result::Kind::Newer
           || (result.kind == StoreSchema::Result::Kind::Failed && StoreFault::of(result.sqlError) == StoreFault::Kind::Damaged);
}

QString settingAsideReason(const StoreSchema::Result &result)
{
    return result.kind == StoreSchema::Result::Kind::Newer ? result.error : StoreFault::words(StoreFault::Kind::Damaged, result.sqlError);
}

// How long a console waits for another one that is moving a damaged store aside.
constexpr int settingAsideWaitMs = 10000;

} // namespace

ProfileDatabase::ProfileDatabase(QObject *parent)
    : QObject(parent)
    , StoreConnection(QStringLiteral("profile"))
    , m_runId(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_liveRuns(m_runId, {})
{
}

ProfileDatabase::~ProfileDatabase()
{
    close();
}

QString ProfileDatabase::pathInFolder(const QString &profileFolder)
{
    return profileFolder.isEmpty() ? QString() : QDir(profileFolder).filePath(QStringLiteral("console.sqlite"));
}

bool ProfileDatabase::open(const QString &path, Unusable unusable)
{
    close();
    m_path = path;
    m_error.clear();
    m_problems.clear();
    m_textIndex = false;
    if (path.isEmpty() || !QDir().mkpath(QFileInfo(path).absolutePath())) {
        m_error = tr("The profile's folder for %1 cannot be created.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    StoreSchema::Result result = connectAndMigrate();
    if (unusable == Unusable::SetAside && mustBeSetAside(result, m_path))
        result = setAsideAndStartAfresh(result);
    if (!result.ok()) {
        m_error = openFailureWords(result);
        qCWarning(lcProfileDatabase) << m_error;
        closeConnection();
        return false;
    }
    m_open = true;
    QSqlDatabase db = database();
    // Opening waited for other consoles (openingBusyTimeoutMs); from now on this connection is the
    // GUI thread's, which waits at most guiBusyTimeoutMs: a write refused after that says so in words.
    setWaits(Waits::GuiThread);
    m_textIndex = !m_pretendFts5IsMissing && JournalTextIndex::isAvailable(db);
    startFollowing();
    startBackgroundWork();
    return true;
}

StoreSchema::Result ProfileDatabase::connectAndMigrate()
{
    if (!StoreFiles::startsLikeADatabase(m_path)) {
        // Said as SQLite would say it (SQLITE_NOTADB), so that it is moved aside like any damage.
        const QSqlError notADatabase(tr("file is not a database"), {}, QSqlError::ConnectionError, QStringLiteral("26"));
        return {StoreSchema::Result::Kind::Failed, -1, notADatabase.text(), notADatabase};
    }
    if (const StoreResult<void> opened = openConnection(m_path, Waits::Opening); !opened)
        return {StoreSchema::Result::Kind::Failed, -1, opened.error().sqlError.text(), opened.error().sqlError};
    QSqlDatabase db = database();
    return StoreSchema::migrate(db, StoreSchema::Options{m_pretendFts5IsMissing, [this] { return takeInjectedFault(); }});
}

StoreSchema::Result ProfileDatabase::setAsideAndStartAfresh(const StoreSchema::Result &found)
{
    closeConnection();
    QLockFile lock(m_path + QStringLiteral("-aside.lock"));
    if (!lock.tryLock(settingAsideWaitMs)) {
        StoreSchema::Result result = found;
        result.error = tr("%1, and it could not be moved aside: another console is doing so; open the profile again")
                           .arg(settingAsideReason(found));
        return result;
    }
    // Looked at again under the lock: another console may have moved it aside a moment ago, and
    // what is here now is the fresh store it made.
    const StoreSchema::Result again = connectAndMigrate();
    if (!mustBeSetAside(again, m_path))
        return again;
    closeConnection();
    const bool newer = again.kind == StoreSchema::Result::Kind::Newer;
    QString why;
    const QString aside = StoreFiles::moveAside(m_path, newer ? QStringLiteral("newer") : QStringLiteral("damaged"),
                                                QDateTime::currentDateTimeUtc(), &why);
    if (aside.isEmpty()) {
        StoreSchema::Result result = again;
        result.error = tr("%1, and it could not be moved aside (%2): it was left as it is").arg(settingAsideReason(again), why);
        return result;
    }
    const QString path = QDir::toNativeSeparators(m_path);
    const QString asideName = QDir::toNativeSeparators(aside);
    m_problems.append(newer ? tr("The profile's store %1 was written by a newer Audience Console (schema %2; this one knows %3). "
                                 "It was moved aside as %4, nothing in it deleted, and a new, empty store was started. "
                                 "To use it again, close this console, put it back as %1 and open the profile with the newer console.")
                                  .arg(path)
                                  .arg(again.foundVersion)
                                  .arg(StoreSchema::currentVersion())
                                  .arg(asideName)
                            : tr("The profile's store %1 was damaged (%2). It was moved aside as %3, nothing in it deleted, "
                                 "and a new, empty store was started: what the console had learnt and the journal of earlier "
                                 "writes are in the file moved aside.")
                                  .arg(path, again.sqlError.text(), asideName));
    qCWarning(lcProfileDatabase) << m_problems.constLast();
    return connectAndMigrate();
}

QString ProfileDatabase::openFailureWords(const StoreSchema::Result &result) const
{
    const QString path = QDir::toNativeSeparators(m_path);
    const StoreFault::Kind fault = StoreFault::of(result.sqlError);
    // A reason given by setting aside, or the schema's own words when SQLite's code says nothing more.
    if (mustBeSetAside(result, m_path) || fault == StoreFault::Kind::Other || fault == StoreFault::Kind::None)
        return tr("The profile's store %1 cannot be opened: %2").arg(path, result.error);
    return tr("The profile's store %1 cannot be opened: %2").arg(path, StoreFault::words(fault, result.sqlError));
}

void ProfileDatabase::startBackgroundWork()
{
    m_checkpointTimer = new QTimer(this);
    m_checkpointTimer->setInterval(backlogIntervalMs);
    m_sinceBackgroundWork.start();
    connect(m_checkpointTimer, &QTimer::timeout, this, &ProfileDatabase::checkpointInBackground);
    m_checkpointTimer->start();
}

void ProfileDatabase::checkpointInBackground()
{
    // The timer ticks every backlogIntervalMs; the worker runs at one tick in ten, or at each while
    // the text index is behind.
    if (!m_open || (!m_textBacklog->load() && m_sinceBackgroundWork.isValid() && m_sinceBackgroundWork.elapsed() < checkpointIntervalMs))
        return;
    if (m_checkpointRunning->exchange(true))
        return; // one at a time; the next tick tries again
    m_sinceBackgroundWork.start();
    m_background.start([path = m_path, running = m_checkpointRunning, backlog = m_textBacklog, textIndex = m_textIndex,
                                          lastWrite = lastWriteClock()] {
        // Qt Sql: a connection belongs to the thread that opened it, so the worker opens its own.
        StoreConnection worker(QStringLiteral("background"));
        if (worker.openConnection(path, Waits::Worker)) {
            // Without the index (no FTS5), entries stay queued: a console that can make it later
            // indexes them all.
            QSqlDatabase db = worker.database();
            backlog->store(textIndex && indexJournalText(db, *lastWrite));
            if (const StoreResult<void> checkpointed = worker.checkpoint(); !checkpointed)
                qCWarning(lcProfileDatabase) << "checkpoint failed:" << checkpointed.error().detail;
        }
        worker.closeConnection();
        running->store(false);
    });
}

void ProfileDatabase::startFollowing()
{
    // Without a lock file of its own, other consoles would take this one's writes in flight for
    // writes not confirmed: said in the problems, where the main window shows them.
    if (!m_runs.hold(QFileInfo(m_path).absolutePath(), m_runId))
        m_problems.append(tr("Another window on this profile cannot tell that this one is open (the profile's folder "
                             "cannot be written): it may offer this window's writes in flight for Retry."));
    m_liveRuns = m_runs.look();
    m_dataVersion = dataVersion().value_or(-1);
    m_followTimer = new QTimer(this);
    m_followTimer->setInterval(followIntervalMs);
    connect(m_followTimer, &QTimer::timeout, this, &ProfileDatabase::followNow);
    m_followTimer->start();
}

void ProfileDatabase::followNow()
{
    if (!m_open)
        return;
    const LiveRuns runs = m_runs.look();
    if (runs != m_liveRuns) {
        m_liveRuns = runs;
        emit liveRunsChanged(m_liveRuns);
    }
    const qint64 version = dataVersion().value_or(-1);
    if (version >= 0 && version != m_dataVersion) {
        m_dataVersion = version;
        emit changedElsewhere();
    }
}

void ProfileDatabase::holdBackgroundWork(bool hold)
{
    if (!m_checkpointTimer)
        return;
    if (hold)
        m_checkpointTimer->stop();
    else
        m_checkpointTimer->start();
}

bool ProfileDatabase::indexJournalText(QSqlDatabase &db, const std::atomic<qint64> &lastWriteMs)
{
    constexpr qint64 longestWaitMs = 1000; // for a quiet moment; then the next tick tries again
    qint64 waited = 0;
    for (int handled = 0; handled < textIndexPerTick;) {
        // A batch holds the write lock: begun while the GUI thread writes, it would make the
        // next write wait (SQLite's busy handler sleeps a millisecond at least).
        const qint64 sinceWrite = steadyClockMs() - lastWriteMs.load();
        if (sinceWrite < quietBeforeIndexingMs) {
            if (waited >= longestWaitMs)
                return true;
            const qint64 nap = quietBeforeIndexingMs - sinceWrite;
            QThread::msleep(quint64(nap));
            waited += nap;
            continue;
        }
        const StoreResult<int> batch = JournalTextIndex::indexQueued(db, textIndexBatch);
        if (!batch) {
            qCWarning(lcProfileDatabase) << "the journal's text could not be indexed:" << batch.error().detail;
            return false;
        }
        if (*batch < textIndexBatch)
            return false; // the queue is empty
        handled += *batch;
    }
    return JournalTextIndex::queuedCount(db).value_or(-1) > 0;
}

void ProfileDatabase::close()
{
    m_background.waitForDone();
    closeConnection();
    m_open = false;
    m_textIndex = false;
    delete std::exchange(m_checkpointTimer, nullptr);
    delete std::exchange(m_followTimer, nullptr);
    m_runs.release();
    m_liveRuns = LiveRuns(m_runId, {});
}

} // namespace Audience::Models
