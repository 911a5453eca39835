#include "models/store/profilestore.h"

#include "models/store/journaltextindex.h"
#include "models/store/storeschema.h"

#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <QUuid>

#include <atomic>
#include <chrono>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcProfileStore, "audience.models.store")

namespace {

// A connection name of its own for every store object: Qt Sql's connections are per name and per
// thread, and two stores (two profiles, or a test's two "consoles") must never share one.
QString newConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("audience-profile-store-%1").arg(++counter);
}

qint64 steadyMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

} // namespace

ProfileStore::ProfileStore(QObject *parent)
    : QObject(parent)
    , m_connectionName(newConnectionName())
    , m_runId(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

ProfileStore::~ProfileStore()
{
    close();
}

QString ProfileStore::pathInFolder(const QString &profileFolder)
{
    return profileFolder.isEmpty() ? QString() : QDir(profileFolder).filePath(QStringLiteral("console.sqlite"));
}

bool ProfileStore::open(const QString &path)
{
    close();
    m_path = path;
    m_error.clear();
    if (path.isEmpty() || !QDir().mkpath(QFileInfo(path).absolutePath())) {
        m_error = tr("The profile's folder for %1 cannot be created.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
        db.setDatabaseName(path);
        // Another console on the same profile may hold the write lock for a moment: wait for it
        // (SQLite's own busy handler, in the driver), but only briefly: this is the GUI thread.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(guiBusyTimeoutMs));
        if (!db.open()) {
            m_error = tr("The profile's store %1 cannot be opened: %2").arg(QDir::toNativeSeparators(path), db.lastError().text());
        } else if (!configure()) {
            m_error = tr("The profile's store %1 cannot be set up: %2").arg(QDir::toNativeSeparators(path), db.lastError().text());
        } else {
            QString why;
            if (StoreSchema::migrate(db, &why)) {
                m_open = true;
                m_checkpointTimer = new QTimer(this);
                m_checkpointTimer->setInterval(backlogIntervalMs);
                m_sinceBackgroundWork.start();
                connect(m_checkpointTimer, &QTimer::timeout, this, &ProfileStore::checkpointInBackground);
                m_checkpointTimer->start();
            }
            else
                m_error = why;
        }
    }
    if (!m_open) {
        qCWarning(lcProfileStore) << m_error;
        QSqlDatabase::removeDatabase(m_connectionName);
    }
    return m_open;
}

bool ProfileStore::configure()
{
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false)); // not open() yet: database() refuses
    // WAL: readers never wait for the writer, and a commit is one append; NORMAL: a commit is not
    // synced by itself, only checkpoints are (in WAL mode a power cut may lose the last commits,
    // never corrupt the file: the trade SQLite documents for WAL + NORMAL).
    return query.exec(QStringLiteral("PRAGMA journal_mode=WAL")) && query.exec(QStringLiteral("PRAGMA synchronous=NORMAL"))
        && query.exec(QStringLiteral("PRAGMA foreign_keys=ON")) && query.exec(QStringLiteral("PRAGMA wal_autocheckpoint=0"))
        // Once checkpointed, a log grown by a burst of writes is cut back to this size.
        && query.exec(QStringLiteral("PRAGMA journal_size_limit=%1").arg(walSizeLimitBytes));
}

void ProfileStore::checkpointInBackground()
{
    // The timer ticks every backlogIntervalMs; the worker runs at one tick in ten, or at each while
    // the text index is behind.
    if (!m_open || (!m_textBacklog->load() && m_sinceBackgroundWork.isValid() && m_sinceBackgroundWork.elapsed() < checkpointIntervalMs))
        return;
    if (m_checkpointRunning->exchange(true))
        return; // one at a time; the next tick tries again
    m_sinceBackgroundWork.start();
    QThreadPool::globalInstance()->start([path = m_path, running = m_checkpointRunning, backlog = m_textBacklog,
                                          lastWrite = m_lastWriteMs] {
        // Qt Sql: a connection belongs to the thread that opened it, so the worker opens its own.
        const QString name = QStringLiteral("audience-store-checkpoint-%1").arg(quintptr(QThread::currentThreadId()));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(workerBusyTimeoutMs));
            if (db.open()) {
                backlog->store(indexJournalText(db, *lastWrite));
                QSqlQuery query(db);
                // PASSIVE: copies what it can without waiting on readers or writers.
                if (!query.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")))
                    qCWarning(lcProfileStore) << "checkpoint failed:" << query.lastError().text();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        running->store(false);
    });
}

void ProfileStore::holdBackgroundWork(bool hold)
{
    if (!m_checkpointTimer)
        return;
    if (hold)
        m_checkpointTimer->stop();
    else
        m_checkpointTimer->start();
}

bool ProfileStore::indexJournalText(QSqlDatabase &db, const std::atomic<qint64> &lastWriteMs)
{
    constexpr qint64 longestWaitMs = 1000; // for a quiet moment; then the next tick tries again
    qint64 waited = 0;
    for (int handled = 0; handled < textIndexPerTick;) {
        // A batch holds the write lock: begun while the GUI thread writes, it would make the
        // next write wait (SQLite's busy handler sleeps a millisecond at least).
        const qint64 sinceWrite = steadyMs() - lastWriteMs.load();
        if (sinceWrite < quietBeforeIndexingMs) {
            if (waited >= longestWaitMs)
                return true;
            const qint64 nap = quietBeforeIndexingMs - sinceWrite;
            QThread::msleep(quint64(nap));
            waited += nap;
            continue;
        }
        QString why;
        const int batch = JournalTextIndex::indexQueued(db, textIndexBatch, &why);
        if (batch < 0) {
            qCWarning(lcProfileStore) << "the journal's text could not be indexed:" << why;
            return false;
        }
        if (batch < textIndexBatch)
            return false; // the queue is empty
        handled += batch;
    }
    return JournalTextIndex::queuedCount(db) > 0;
}

void ProfileStore::noteWrite()
{
    m_lastWriteMs->store(steadyMs());
}

void ProfileStore::close()
{
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    m_open = false;
    m_transactionDepth = 0;
    delete std::exchange(m_checkpointTimer, nullptr);
}

QSqlDatabase ProfileStore::database() const
{
    return m_open ? QSqlDatabase::database(m_connectionName, false) : QSqlDatabase();
}

void ProfileStore::noteFailure(const QSqlError &error)
{
    const StoreError failure = StoreError::fromSqlError(error);
    if (!failure.isNone())
        m_lastFailure = failure;
}

bool ProfileStore::inTransaction(const std::function<bool()> &work)
{
    if (!m_open)
        return false;
    QSqlDatabase db = database();
    if (m_transactionDepth > 0) {
        ++m_transactionDepth;
        const bool ok = work();
        --m_transactionDepth;
        if (!ok)
            m_transactionFailed = true;
        return ok;
    }
    noteWrite();
    m_lastFailure = {};
    if (!db.transaction()) {
        qCWarning(lcProfileStore) << "cannot begin a transaction:" << db.lastError().text();
        noteFailure(db.lastError());
        return false;
    }
    m_transactionDepth = 1;
    m_transactionFailed = false;
    const bool ok = work() && !m_transactionFailed;
    m_transactionDepth = 0;
    if (ok && db.commit())
        return true;
    qCWarning(lcProfileStore) << "transaction rolled back:" << db.lastError().text();
    if (ok) // the commit itself failed; otherwise the failed statement noted its own error
        noteFailure(db.lastError());
    db.rollback();
    return false;
}

} // namespace Audience::Models
