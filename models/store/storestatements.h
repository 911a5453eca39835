#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVariant>

#include <array>
#include <memory>
#include <optional>

class QSqlQuery;

namespace Audience::Models {

class StoreConnection;

// Every statement the console runs on a profile's store, one key each; its SQL is the key's entry
// in the table of storestatements.cpp (the schema's own steps are in storeschema.cpp). Adding a
// statement is adding a key here and its entry there, and a typed function of StoreConnection that
// runs it: no other file holds SQL.
enum class Statement {
    // Connection and transactions (storeconnection.cpp)
    JournalModeWal,
    SynchronousNormal,
    ForeignKeysOn,
    NoAutoCheckpoint,
    JournalSizeLimit, // composed: the limit
    BusyTimeout,      // composed: the milliseconds
    UserVersion,
    DataVersion,
    CheckpointPassive,
    BeginImmediate,
    Commit,
    Rollback,
    // The journal's text index (journaltextindex.cpp; run on the connection it is given)
    TextIndexCreate, // composed: the module, the columns
    TextIndexProbe,
    TextIndexQueueAll,
    TextIndexUnindexBatch,
    TextIndexIndexBatch, // composed: the columns
    TextIndexDequeueBatch,
    TextIndexQueuedCount,
    // The journal of writes (journalrows.cpp)
    JournalInsert,
    JournalRequest,
    JournalAttempt,
    JournalFinish,
    JournalDiscard,
    JournalEntryById,
    JournalPendingRunsOfOthers,
    JournalPendingOfOthers,
    JournalByKey,
    JournalNewestUnsettled,
    JournalForget,
    JournalForgettableCount,
    JournalPage,      // composed: a filter's conditions
    JournalPageBelow, // composed: a filter's conditions
    JournalKeptById,  // composed: a filter's conditions
    JournalCount,     // composed: a filter's conditions
    JournalAll,       // composed: a filter's conditions
    // Composer drafts (draftrows.cpp)
    DraftsAll,
    DraftUpsert,
    DraftDelete,
    // Known audiences (knownaudiencerows.cpp)
    KnownAudiencesAll,
    KnownAudienceUpsert,
    // Versions seen (versionseenrows.cpp)
    VersionsSeenAll,
    VersionSeenUpsert,
    // Analytics days (analyticsdayrows.cpp)
    AnalyticsDaysOfPage,
    AnalyticsDayWrite,
    AnalyticsDaysForget,
    AnalyticsDaysClear,
    AnalyticsDayCount,
    AnalyticsDayDates,
    // Kept lists (keptlistrows.cpp)
    KeptListRows,
    KeptListDelete,
    KeptListWrite,
    KeptListMarkWritten,
    KeptListIsWritten,
    // The release log (releaselogrows.cpp)
    ReleasesAll,
    ReleaseMembersAll,
    ReleaseExists,
    ReleaseDelete,
    ReleaseMembersDelete,
    ReleaseInsert,
    ReleaseMemberInsert,
    ReleasesTrim,
    ReleaseMembersOrphaned,
    ReleaseMemberSkip,
    ReleaseFinish,
    // What each publish changed (publishchangerows.cpp)
    PublishChangesForget,
    PublishChangeWrite,
    PublishChangesOfAudience,
    // Dismissed alerts of the publish watch (watchdismissalrows.cpp)
    WatchDismissalsAll,
    WatchDismissalInsert,
    WatchDismissalDelete,
    Count
};

namespace StoreStatements {
// The key's SQL; a composed one has %1 (and %2…) for what its typed function fills in.
QString sql(Statement key);
// A composed statement's text changes from one call to the next: it is prepared each time.
bool isComposed(Statement key);
// The key's name, for the log ("JournalInsert").
const char *name(Statement key);
} // namespace StoreStatements

// One statement borrowed from its connection, bound and run by a typed function, then given back
// when it goes out of scope: finished (so no read stays open across a transaction) and kept
// prepared for the next use, unless its prepare or its run failed (the store may have been locked
// or its table away for a moment): then it is prepared again the next time, never kept failing.
class StoreQuery
{
public:
    StoreQuery(StoreQuery &&other) noexcept;
    StoreQuery &operator=(StoreQuery &&) = delete;
    ~StoreQuery();

    StoreQuery &bind(const QVariant &value);
    // A text that is never NULL: the text columns are NOT NULL '' (a null QString binds as NULL).
    StoreQuery &bindText(const QString &text);
    // NULL when empty.
    StoreQuery &bindOptionalText(const QString &text);
    // Runs it; on failure the connection notes why (StoreConnection::lastFailure()) and the log
    // says which statement failed.
    bool exec();
    bool next();
    QVariant value(int column) const;
    QSqlQuery &query() { return *m_query; }
    QSqlError lastError() const;
    int rowsAffected() const;

private:
    friend class StoreConnection;
    StoreQuery(StoreConnection &connection, Statement key, std::unique_ptr<QSqlQuery> owned);
    StoreQuery(StoreConnection &connection, Statement key, std::unique_ptr<QSqlQuery> *slot, bool *slotInUse);
    // Takes the query out of its slot: it is prepared again the next time.
    void forget();

    StoreConnection *m_connection;
    Statement m_key;
    QSqlQuery *m_query;
    std::unique_ptr<QSqlQuery> m_owned;           // composed, failed, or borrowed while its slot was in use
    std::unique_ptr<QSqlQuery> *m_slot = nullptr; // the connection's slot it came from, if any
    bool *m_slotInUse = nullptr;
    std::optional<QSqlError> m_prepareFailure; // why it could not be prepared (then it never runs)
};

// The statements prepared on one connection, one slot a key (a Qt Sql query belongs to its
// connection and its thread).
class PreparedStatements
{
public:
    PreparedStatements();
    ~PreparedStatements();
    void clear();

private:
    friend class StoreConnection;
    std::array<std::unique_ptr<QSqlQuery>, std::size_t(Statement::Count)> m_slots;
    std::array<bool, std::size_t(Statement::Count)> m_inUse{};
};

} // namespace Audience::Models
