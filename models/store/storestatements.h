#pragma once

#include "models/store/storeresult.h"

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

// Every statement the console runs through a StoreConnection, one id each: the slot its
// connection keeps it prepared in, and its name for the log. Its SQL is not here: it is in the
// typed function that binds it (journalrows.cpp, draftrows.cpp, ...), with named placeholders
// (`:id`), given to StoreConnection::statement() with the id. The schema's own steps are in
// storeschema.cpp, the journal's text index in journaltextindex.cpp. Adding a statement is adding
// an id here and a typed function of StoreConnection that runs it: no file outside models/store
// holds SQL.
#define AUDIENCE_STORE_STATEMENTS(X)                                                                                             \
    /* Connection and transactions (storeconnection.cpp) */                                                                     \
    X(UserVersion) X(DataVersion) X(CheckpointPassive) X(BeginImmediate) X(Commit)                                               \
    /* The journal of writes (journalrows.cpp); Page, PageBelow, KeptById, Count and All are composed with a filter */           \
    X(JournalInsert) X(JournalRequest) X(JournalAttempt) X(JournalFinish) X(JournalDiscard) X(JournalEntryById)                  \
    X(JournalPendingRunsOfOthers) X(JournalPendingOfOthers) X(JournalByKey) X(JournalNewestUnsettled) X(JournalForget)          \
    X(JournalForgettableCount) X(JournalPage) X(JournalPageBelow) X(JournalKeptById) X(JournalCount) X(JournalAll)              \
    /* Composer drafts (draftrows.cpp) */                                                                                       \
    X(DraftsAll) X(DraftUpsert) X(DraftDelete)                                                                                   \
    /* Known audiences (knownaudiencerows.cpp), versions seen (versionseenrows.cpp) */                                          \
    X(KnownAudiencesAll) X(KnownAudienceUpsert) X(VersionsSeenAll) X(VersionSeenUpsert)                                          \
    /* Analytics days (analyticsdayrows.cpp) */                                                                                 \
    X(AnalyticsDaysOfPage) X(AnalyticsDayWrite) X(AnalyticsDaysForget) X(AnalyticsDaysClear) X(AnalyticsDayCount)               \
    X(AnalyticsDayDates)                                                                                                         \
    /* Kept lists (keptlistrows.cpp) */                                                                                         \
    X(KeptListRows) X(KeptListDelete) X(KeptListWrite) X(KeptListMarkWritten) X(KeptListIsWritten)                               \
    /* The release log (releaselogrows.cpp) */                                                                                  \
    X(ReleasesAll) X(ReleaseMembersAll) X(ReleaseExists) X(ReleaseDelete) X(ReleaseMembersDelete) X(ReleaseInsert)               \
    X(ReleaseMemberInsert) X(ReleasesTrim) X(ReleaseMembersOrphaned) X(ReleaseMemberSkip) X(ReleaseFinish)                       \
    /* What each publish changed (publishchangerows.cpp) */                                                                     \
    X(PublishChangesForget) X(PublishChangeWrite) X(PublishChangesOfAudience)                                                    \
    /* Dismissed alerts of the publish watch (watchdismissalrows.cpp) */                                                        \
    X(WatchDismissalsAll) X(WatchDismissalInsert) X(WatchDismissalDelete)

#define AUDIENCE_STORE_STATEMENT_ID(key) key,
enum class Statement { AUDIENCE_STORE_STATEMENTS(AUDIENCE_STORE_STATEMENT_ID) Count };
#undef AUDIENCE_STORE_STATEMENT_ID

namespace StoreStatements {
// The id's name, for the log ("JournalInsert").
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

    // Binds the placeholder `name` (":id") of the statement's SQL.
    StoreQuery &bind(const char *name, const QVariant &value);
    StoreQuery &bind(const QString &name, const QVariant &value);
    // A text that is never NULL: the text columns are NOT NULL '' (a null QString binds as NULL).
    StoreQuery &bindText(const char *name, const QString &text);
    // NULL when empty.
    StoreQuery &bindOptionalText(const char *name, const QString &text);
    // Runs it (unless the connection's fault point makes it fail); a failure says why, and the
    // log says which statement failed.
    StoreResult<void> exec();
    bool next();
    QVariant value(int column) const;
    QSqlQuery &query() { return *m_query; }
    // Why reading its rows stopped early, after next() returned false (NoError when they all came).
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
