#pragma once

#include "models/store/journalconditions.h"
#include "models/store/journalentry.h"
#include "models/store/publishchangerecord.h"
#include "models/store/releaserecord.h"
#include "models/store/storeerror.h"
#include "models/store/storeresult.h"
#include "models/store/storestatements.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace Audience::Models {

// One connection to a profile's store (console.sqlite), on the thread that opened it, and every
// statement the console runs on it, as typed functions (by subject: journalrows.cpp,
// draftrows.cpp, knownaudiencerows.cpp, versionseenrows.cpp, analyticsdayrows.cpp, watchdismissalrows.cpp,
// keptlistrows.cpp, releaselogrows.cpp, publishchangerows.cpp). Each keeps its SQL next to the
// binds (named placeholders), and the connection keeps each statement prepared by its id
// (storestatements.h). Every one reports failure the same way: a StoreResult, the value or the
// StoreError that says why (storeresult.h).
//
// ProfileDatabase is the GUI thread's connection, which it migrates and follows. A worker makes one
// of its own with the same openConnection() (Qt Sql's connections belong to one thread): the
// background worker, Activity's export. A passing look into another profile's store, which no
// console may have open, is one too (openExisting()).
class StoreConnection
{
public:
    // How long a statement waits for another connection's write lock before it is refused: while
    // the store opens (another console may be migrating it), on the GUI thread (within the 50 ms
    // DESIGN allows it: the write is refused in words and retried), on a worker (as long as needed).
    enum class Waits { Opening, GuiThread, Worker };
    static constexpr int openingBusyTimeoutMs = 5000;
    static constexpr int guiBusyTimeoutMs = 40;
    static constexpr int workerBusyTimeoutMs = 5000;
    static int busyTimeoutMs(Waits waits);
    // Once checkpointed, a log grown by a burst of writes is cut back to this size.
    static constexpr int walSizeLimitBytes = 4 * 1024 * 1024;

    // `purpose` names the connection in Qt Sql (with a number of its own: never shared).
    explicit StoreConnection(const QString &purpose);
    ~StoreConnection();
    StoreConnection(const StoreConnection &) = delete;
    StoreConnection &operator=(const StoreConnection &) = delete;

    // The one way a connection to a store is made: the file at `path` (made when missing), WAL
    // (readers never wait for the writer, and a commit is one append), synchronous=NORMAL (a
    // commit is not synced by itself, only checkpoints are: in WAL mode a power cut may lose the
    // last commits, never corrupt the file), foreign keys, no checkpoint inside a commit (the
    // background worker checkpoints), and the busy timeout of `waits`. SQLite's failure (its
    // StoreError's sqlError) when it cannot be opened or set up.
    StoreResult<void> openConnection(const QString &path, Waits waits);
    // A passing look into another profile's store, for one statement or one list: no follower, no
    // timer, no lock file of a run, nothing set aside. A store with a schema this console does not
    // know (newer, or unreadable) is left as it is (refused). One that is not there is not made
    // (refused), unless `ifMissing` is Make: then it is made with its schema (StoreSchema::migrate),
    // as the profile's console would have made it.
    enum class IfMissing { Fail, Make };
    StoreResult<void> openExisting(const QString &path, Waits waits, IfMissing ifMissing = IfMissing::Fail);
    void setWaits(Waits waits);
    void closeConnection();
    bool isConnected() const { return m_connected; }
    // The connection (invalid while closed). Queries made on it belong to this thread. Tests use
    // it to make faults; the console's own code runs the typed functions below.
    QSqlDatabase database() const;
    QString connectionName() const { return m_connectionName; }

    // Runs `work` in one transaction, begun with the write lock (BEGIN IMMEDIATE) so a
    // read-modify-write reads what no other console can change before it commits: committed when
    // `work` succeeds, rolled back otherwise (or when the commit fails), with the failure of
    // `work` (or of the begin or the commit). Nested calls join the outer transaction: a failed
    // one fails the outer one too.
    StoreResult<void> inTransaction(const std::function<StoreResult<void>()> &work);
    // The console is writing to the store now: the background worker holds its next batch back.
    void noteWrite();
    // When the console last wrote (steadyClockMs()), for the background worker.
    std::shared_ptr<std::atomic<qint64>> lastWriteClock() const { return m_lastWriteMs; }
    static qint64 steadyClockMs();
    // A time as the store keeps it: ISO 8601 UTC with milliseconds, which sorts as text.
    static QString timeText(const QDateTime &time);

    // --- A fault point, for tests (Nextcloud's autotestFailCounter): the `nth` statement this
    // connection runs from now on (1: the next one) fails once, as SQLite fails with `kind` (Full,
    // Busy, ReadOnly, Damaged), without running; 0 turns it off. statementsRun() counts the
    // statements run since, so that a test can walk n over every statement of an action.
    void failStatement(int nth, StoreError::Kind kind);
    int statementsRun() const { return m_statementsRun; }
    // Counts a statement about to run: the injected failure when it is the one to fail.
    std::optional<QSqlError> takeInjectedFault();

    // --- The connection itself (storeconnection.cpp)
    StoreResult<int> userVersion();
    // PRAGMA data_version: moves when another connection commits, never for this one's commits.
    StoreResult<qint64> dataVersion();
    StoreResult<void> checkpoint();

    // --- The journal of writes (journalrows.cpp)
    // The new entry's id, pending in `runId`.
    StoreResult<qint64> insertJournalEntry(const JournalNote &note, const QString &runId, const QString &idempotencyKey);
    StoreResult<void> setJournalRequest(qint64 id, const QByteArray &method, const QString &path, const QByteArray &body);
    StoreResult<void> setJournalAttempt(qint64 id, const QString &runId);
    // Done, failed or discarded (a discard keeps the answer and error an attempt left).
    StoreResult<void> setJournalOutcome(qint64 id, JournalEntry::Outcome outcome, const QByteArray &answer, const QString &error);
    // nullopt when there is no such entry.
    StoreResult<std::optional<JournalEntry>> journalEntry(qint64 id);
    StoreResult<std::optional<JournalEntry>> journalEntryByKey(const QString &idempotencyKey);
    // The pending entries of runs other than `runId`: their ids and runs, or the entries
    // themselves, oldest first.
    StoreResult<QList<std::pair<qint64, QString>>> pendingJournalRunsOfOthers(const QString &runId);
    StoreResult<QList<JournalEntry>> pendingJournalEntriesOfOthers(const QString &runId);
    // The newest pending or failed entry of `operation` on `targetId` sent by a run other than `runId`.
    StoreResult<std::optional<JournalEntry>> newestUnsettledJournalEntry(const QString &runId, const QString &operation,
                                                                         const QString &targetId);
    // Forgets the finished entries that started before `before`: how many.
    StoreResult<int> forgetJournalEntriesBefore(const QDateTime &before);
    StoreResult<qint64> forgettableJournalEntriesBefore(const QDateTime &before);
    // Activity's lists: a page below `belowId` (0: from the newest), newest first; the entry `id`
    // when the selection keeps it (nullopt when not); how many it keeps.
    StoreResult<QList<JournalEntry>> journalPage(const JournalSelection &selection, qint64 belowId, int limit);
    StoreResult<std::optional<JournalEntry>> journalEntryIfKept(const JournalSelection &selection, qint64 id);
    StoreResult<qint64> journalMatchCount(const JournalSelection &selection);
    // Every entry the selection keeps, newest first, each column as stored (`columns` first, once,
    // even when none is kept). A visitor returning false stops it. How many were visited, or
    // nullopt when a visitor stopped it; SQLite's reason when the store could not be read.
    struct JournalRow
    {
        QVariantList values; // in the order of the columns
        JournalEntry entry;
    };
    StoreResult<std::optional<qint64>> forEachJournalRow(const JournalSelection &selection,
                                                         const std::function<bool(const QStringList &columns)> &columns,
                                                         const std::function<bool(const JournalRow &row)> &visit);

    // --- Composer drafts (draftrows.cpp): the text by audience.
    StoreResult<QHash<QString, QString>> composerDrafts();
    // An empty text forgets the draft.
    StoreResult<void> keepComposerDraft(const QString &audienceId, const QString &text);

    // --- What the console learnt (knownaudiencerows.cpp, versionseenrows.cpp): records as the
    // service sent them (JSON), by ID, with their page when known.
    struct LearntRecord
    {
        QString id;
        QString pageId;
        QByteArray json;
    };
    StoreResult<QList<LearntRecord>> knownAudiences();
    StoreResult<void> upsertKnownAudience(const QString &audienceId, const QString &pageId, const QByteArray &json);
    StoreResult<QList<LearntRecord>> versionsSeen();
    // Keeps the page already stored when `pageId` is empty.
    StoreResult<void> upsertVersionSeen(const LearntRecord &version, const QString &audienceId, qint64 versionNumber, const QString &status);

    // --- Past days of analytics (analyticsdayrows.cpp): days as ISO dates, items as JSON.
    StoreResult<QList<std::pair<QString, QByteArray>>> analyticsDays(const QString &pageId, const QString &zone,
                                                                     const QString &firstDay, const QString &lastDay);
    StoreResult<void> writeAnalyticsDay(const QString &pageId, const QString &zone, const QString &day, const QByteArray &items,
                                        const QDateTime &fetchedAt);
    StoreResult<void> forgetAnalyticsDays(const QString &pageId, const QString &firstDay, const QString &lastDay);
    StoreResult<void> clearAnalyticsDays();
    StoreResult<int> analyticsDayCount(const QString &pageId);
    // Only which days are kept (their items are not read).
    StoreResult<QStringList> analyticsDayDates(const QString &pageId, const QString &zone, const QString &firstDay, const QString &lastDay);

    // --- Dismissed alerts of the publish watch (watchdismissalrows.cpp): (version, finding) pairs;
    // a dismissal is kept for good.
    StoreResult<QList<std::pair<QString, QString>>> watchDismissals();
    StoreResult<void> dismissWatchAlert(const QString &versionId, const QString &finding, const QString &audienceId,
                                        const QDateTime &at);
    // Takes a dismissal back (Undo right after Dismiss).
    StoreResult<void> undismissWatchAlert(const QString &versionId, const QString &finding);

    // --- Kept lists (keptlistrows.cpp; KeptList orders them)
    struct KeptListRow
    {
        QString id;
        qint64 position = 0;
        QByteArray entry; // JSON
    };
    StoreResult<QList<KeptListRow>> keptListRows(const QString &list);
    StoreResult<void> deleteKeptListItem(const QString &list, const QString &id);
    StoreResult<void> writeKeptListItem(const QString &list, const KeptListRow &row);
    StoreResult<void> markKeptListWritten(const QString &list);
    StoreResult<bool> isKeptListWritten(const QString &list);

    // --- The release log (releaselogrows.cpp): newest first.
    StoreResult<QList<ReleaseRecord>> releaseRecords();
    // Adds it as the newest, and forgets all but the newest `keep`, in one transaction.
    StoreResult<void> beginRelease(const ReleaseRecord &release, int keep);
    // Refused (StoreError::refused) when there is no such release.
    StoreResult<void> markReleaseMemberSkipped(const QString &releaseId, const QString &versionId, const QString &reason);
    StoreResult<void> finishRelease(const QString &releaseId);

    // --- What each publish changed (publishchangerows.cpp): the fields of one publish replace what
    // was recorded for it before, in one transaction; an audience's, oldest publish first.
    StoreResult<void> recordPublishChanges(const QString &versionId, const QList<PublishChangeRecord> &fields);
    StoreResult<QList<PublishChangeRecord>> publishChangesOf(const QString &audienceId);

private:
    friend class StoreQuery;
    // The statement `key` with its SQL `sql` (named placeholders), prepared on this connection
    // the first time and kept by its key for the next call (unless it fails).
    StoreQuery statement(Statement key, const char *sql);
    // A statement whose SQL is composed for this call (a filter's conditions): prepared for this
    // call only.
    StoreQuery composed(Statement key, const QString &sql);
    StoreResult<void> configure(Waits waits);
    static StoreResult<std::optional<JournalEntry>> oneEntry(StoreQuery &query);

    QString m_connectionName;
    PreparedStatements m_prepared;
    StoreError m_transactionFailure; // of a nested transaction, which fails the outer one
    std::shared_ptr<std::atomic<qint64>> m_lastWriteMs = std::make_shared<std::atomic<qint64>>(0);
    int m_statementsRun = 0;
    int m_failAt = 0;
    StoreError::Kind m_failKind = StoreError::Kind::None;
    int m_transactionDepth = 0;
    bool m_transactionFailed = false;
    bool m_connected = false;
};

} // namespace Audience::Models
