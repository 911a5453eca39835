#pragma once

#include "models/store/liveruns.h"
#include "models/store/storeconnection.h"
#include "models/store/storeschema.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

class QSqlError;
class QTimer;

namespace Audience::Models {

// The profile's memory: one SQLite database in the profile's folder (console.sqlite; the list of
// profiles is App::ProfileRegistry), opened
// through Qt Sql's SQLite driver with WAL and synchronous=NORMAL, its schema versioned by
// PRAGMA user_version (storeschema.cpp). It holds what the console learnt (audiences, versions,
// recent lists, webhooks), what the user typed (composer drafts) and the journal of every write
// (WriteJournal). Never a secret: no API key, no webhook signing secret.
//
// Each store is its own connection (StoreConnection: every statement the console runs, as typed
// functions), used on the thread that opened it (the GUI thread): its statements are small and
// indexed (docs/performance.md measures them). Two consoles on one profile each open their own;
// SQLite's locks keep each other's rows. A busy writer is waited for briefly on the GUI thread
// (guiBusyTimeoutMs: the window never freezes behind another program's lock; the write is refused
// in words and retried), at length on the worker's connection.
class ProfileDatabase : public QObject, public StoreConnection
{
    Q_OBJECT
public:
    explicit ProfileDatabase(QObject *parent = nullptr);
    ~ProfileDatabase() override;

    // <folder>/console.sqlite.
    static QString pathInFolder(const QString &profileFolder);

    // Opens (creating and migrating as needed) the database at `path`. The store opens whatever
    // happens to it, save what the user must fix:
    //   - damaged (not a database, or a damaged one), or written by a newer console: the file is
    //     moved aside with its companions (StoreFiles::moveAside: console.damaged-<time>.sqlite,
    //     console.newer-<time>.sqlite), named in words in problems(), and a fresh store opens;
    //   - without FTS5 (trigram): it opens without the journal's text index (hasTextIndex());
    //   - locked by another console with nothing to migrate: it opens (a write says so if the lock
    //     is still held then).
    // False, with the reason in words in error(), when it cannot be opened: read-only, its folder
    // cannot be made, locked while it must be migrated, or what is damaged cannot be moved aside.
    //
    // Only the console's own store, whose problems() the main window shows, sets a store aside:
    // opened with LeaveAsItIs it leaves a damaged or newer one as it is and fails, so that nothing
    // is ever moved without a word. (A passing look into another profile's store opens no whole
    // store: StoreConnection::openExisting.)
    enum class Unusable { SetAside, LeaveAsItIs };
    bool open(const QString &path, Unusable unusable = Unusable::SetAside);
    bool isOpen() const { return m_open; }
    QString path() const { return m_path; }
    QString error() const { return m_error; }
    // Whether Activity's search can use the journal's text index (JournalTextIndex); without it
    // (a SQLite without FTS5 or its trigram tokenizer) it reads the journal by LIKE.
    bool hasTextIndex() const { return m_textIndex; }
    // For tests, before open(): open as with a SQLite without FTS5 (StoreSchema::Options).
    void pretendFts5IsMissing(bool pretend) { m_pretendFts5IsMissing = pretend; }
    // Closes the connection (also done on destruction).
    void close();

    // This console process: a write journaled by another run and never answered is "not
    // confirmed"; one journaled by this run is still in flight.
    QString runId() const { return m_runId; }
    // The runs open on this profile, this one among them, as last looked at: every followIntervalMs
    // the store looks again, and says liveRunsChanged() when another console opened or went away.
    LiveRuns liveRuns() const { return m_liveRuns; }
    // Looks at the other consoles' runs and at the file now (what the follower does on its tick).
    void followNow();
    static constexpr int followIntervalMs = 1000;

    // What was found when the store was opened and needs the user's attention (a store or a
    // profile file that could not be read, moved aside under another name), in words.
    QStringList problems() const { return m_problems; }
    void addProblem(const QString &problem) { m_problems.append(problem); }

    // Holds the background worker back (true) or lets it run again: for a benchmark that measures
    // the store as it made it.
    void holdBackgroundWork(bool hold);

    // How often the background worker indexes the journal's queued text (JournalTextIndex) and
    // folds the write-ahead log into the database, off the GUI thread; every backlogIntervalMs
    // while the worker left entries queued.
    static constexpr int checkpointIntervalMs = 5000;
    static constexpr int backlogIntervalMs = 500;
    // Entries indexed per tick, in transactions of textIndexBatch, each begun only once the
    // console has written nothing to the store for quietBeforeIndexingMs: the GUI thread's writes
    // never queue behind the index (bench_journal). During a burst of writes the index waits, and
    // a search finds the queued entries by LIKE.
    static constexpr int textIndexPerTick = 2000;
    static constexpr int textIndexBatch = 25;
    static constexpr int quietBeforeIndexingMs = 30;

signals:
    // Another console on this profile committed to the store (SQLite's data_version moved): lists
    // over the journal read it again.
    void changedElsewhere();
    void liveRunsChanged(const Audience::Models::LiveRuns &runs);

private:
    void startFollowing();
    // Connects to m_path, configures the connection and migrates the schema.
    StoreSchema::Result connectAndMigrate();
    // Moves a damaged or newer store aside and opens a fresh one, under a lock file so two
    // consoles never both do it (the second would move the first one's fresh store).
    StoreSchema::Result setAsideAndStartAfresh(const StoreSchema::Result &found);
    QString openFailureWords(const StoreSchema::Result &result) const;
    void startBackgroundWork();
    // SQLite's own checkpoint runs inside the commit that crosses its threshold, and syncs the
    // file: a stall of several milliseconds on the thread that commits. This store turns that off
    // and checkpoints from a worker thread, with a connection of the worker's own; the same worker
    // first indexes the journal's queued text.
    void checkpointInBackground();
    // On the worker's connection: indexes up to textIndexPerTick queued entries. True when some
    // are still queued after it.
    static bool indexJournalText(QSqlDatabase &db, const std::atomic<qint64> &lastWriteMs);

    QString m_path;
    QString m_error;
    QString m_runId;
    RunRegistry m_runs;
    LiveRuns m_liveRuns;
    QTimer *m_followTimer = nullptr;
    qint64 m_dataVersion = -1;
    QStringList m_problems;
    QTimer *m_checkpointTimer = nullptr;
    QElapsedTimer m_sinceBackgroundWork; // since the worker last started
    std::shared_ptr<std::atomic_bool> m_checkpointRunning = std::make_shared<std::atomic_bool>(false);
    // Set by the worker when it left entries queued: the next tick comes sooner.
    std::shared_ptr<std::atomic_bool> m_textBacklog = std::make_shared<std::atomic_bool>(false);
    bool m_open = false;
    bool m_textIndex = false;
    bool m_pretendFts5IsMissing = false;
    // The background checkpoint and text indexing run here, not on Qt's global pool: close() waits
    // for them, so no worker still uses the SQLite driver while the program ends (a worker left
    // running crashed inside the driver once the application was gone).
    QThreadPool m_background;
};

} // namespace Audience::Models
