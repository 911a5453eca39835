#pragma once

#include "models/store/storeerror.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

class QSqlError;
class QTimer;

namespace Audience::Models {

// The profile's memory: one SQLite database in the profile's folder (console.sqlite), opened
// through Qt Sql's SQLite driver with WAL and synchronous=NORMAL, its schema versioned by
// PRAGMA user_version (storeschema.cpp). It holds what the console learnt (audiences, versions,
// recent lists, webhooks), what the user typed (composer drafts) and the journal of every write
// (WriteJournal). Never a secret: no API key, no webhook signing secret.
//
// Each store owns its own named connection, used on the thread that opened it (the GUI thread):
// its statements are small and indexed (docs/performance.md measures them). Two consoles on one
// profile each open their own; SQLite's locks keep each other's rows. A busy writer is waited for
// briefly on the GUI thread (guiBusyTimeoutMs: the window never freezes behind another program's
// lock; the write is refused in words and retried), at length on the worker's connection.
class ProfileStore : public QObject
{
    Q_OBJECT
public:
    explicit ProfileStore(QObject *parent = nullptr);
    ~ProfileStore() override;

    // <folder>/console.sqlite.
    static QString pathInFolder(const QString &profileFolder);

    // Opens (creating and migrating as needed) the database at `path`. False, with the reason in
    // words in error(), when it cannot be opened or is of a newer schema than this console knows.
    bool open(const QString &path);
    bool isOpen() const { return m_open; }
    QString path() const { return m_path; }
    QString error() const { return m_error; }
    // Closes the connection (also done on destruction).
    void close();

    // The store's connection (invalid while closed). Queries made on it belong to this thread.
    QSqlDatabase database() const;
    // This console process: a write journaled by another run and never answered is "not
    // confirmed"; one journaled by this run is still in flight.
    QString runId() const { return m_runId; }

    // Runs `work` in one transaction: committed when it returns true, rolled back otherwise (or
    // when the commit fails). Nested calls join the outer transaction.
    bool inTransaction(const std::function<bool()> &work);

    // What was found when the store was opened and needs the user's attention (a profile file
    // that could not be read, kept aside under another name), in words.
    QStringList problems() const { return m_problems; }
    void addProblem(const QString &problem) { m_problems.append(problem); }

    // Why the store last refused a statement (cleared when a transaction begins): the words a
    // refused write shows. The store's users report their failures here (noteFailure).
    StoreError lastFailure() const { return m_lastFailure; }
    void noteFailure(const QSqlError &error);

    // How long a statement waits for another connection's write lock before it is refused: on
    // the GUI thread within the 50 ms DESIGN allows it, on the background worker as long as needed.
    static constexpr int guiBusyTimeoutMs = 40;
    static constexpr int workerBusyTimeoutMs = 5000;

    // Holds the background worker back (true) or lets it run again: for a benchmark that measures
    // the store as it made it.
    void holdBackgroundWork(bool hold);

    // How often the background worker indexes the journal's queued text (JournalTextIndex) and
    // folds the write-ahead log into the database, off the GUI thread; every backlogIntervalMs
    // while the worker left entries queued.
    static constexpr int checkpointIntervalMs = 5000;
    static constexpr int backlogIntervalMs = 500;
    static constexpr int walSizeLimitBytes = 4 * 1024 * 1024;
    // Entries indexed per tick, in transactions of textIndexBatch, each begun only once the
    // console has written nothing to the store for quietBeforeIndexingMs: the GUI thread's writes
    // never queue behind the index (bench_journal). During a burst of writes the index waits, and
    // a search finds the queued entries by LIKE.
    static constexpr int textIndexPerTick = 2000;
    static constexpr int textIndexBatch = 25;
    static constexpr int quietBeforeIndexingMs = 30;

    // The console is writing to the store now (WriteJournal, inTransaction()): the background
    // worker holds its next batch back.
    void noteWrite();

private:
    bool configure();
    // SQLite's own checkpoint runs inside the commit that crosses its threshold, and syncs the
    // file: a stall of several milliseconds on the thread that commits. This store turns that off
    // and checkpoints from a worker thread, with a connection of the worker's own; the same worker
    // first indexes the journal's queued text.
    void checkpointInBackground();
    // On the worker's connection: indexes up to textIndexPerTick queued entries. True when some
    // are still queued after it.
    static bool indexJournalText(QSqlDatabase &db, const std::atomic<qint64> &lastWriteMs);

    QString m_connectionName;
    QString m_path;
    QString m_error;
    QString m_runId;
    QStringList m_problems;
    QTimer *m_checkpointTimer = nullptr;
    QElapsedTimer m_sinceBackgroundWork; // since the worker last started
    std::shared_ptr<std::atomic_bool> m_checkpointRunning = std::make_shared<std::atomic_bool>(false);
    // Set by the worker when it left entries queued: the next tick comes sooner.
    std::shared_ptr<std::atomic_bool> m_textBacklog = std::make_shared<std::atomic_bool>(false);
    // When the console last wrote (steady clock, ms), read by the worker.
    std::shared_ptr<std::atomic<qint64>> m_lastWriteMs = std::make_shared<std::atomic<qint64>>(0);
    StoreError m_lastFailure;
    int m_transactionDepth = 0;
    bool m_transactionFailed = false;
    bool m_open = false;
};

} // namespace Audience::Models
