#include "models/store/storestatements.h"

#include "models/store/storeconnection.h"

#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

namespace Audience::Models {

Q_DECLARE_LOGGING_CATEGORY(lcProfileDatabase)

namespace {

struct Entry
{
    Statement key;
    const char *name;
    bool composed;
    const char *sql;
};

#define AUDIENCE_STATEMENT(key, sql) {Statement::key, #key, false, sql}
#define AUDIENCE_COMPOSED(key, sql) {Statement::key, #key, true, sql}

// One entry a statement, in the order of the enum (checked below). Times are ISO 8601 UTC with
// milliseconds, so they sort as text.
constexpr Entry entries[] = {
    AUDIENCE_STATEMENT(JournalModeWal, "PRAGMA journal_mode=WAL"),
    AUDIENCE_STATEMENT(SynchronousNormal, "PRAGMA synchronous=NORMAL"),
    AUDIENCE_STATEMENT(ForeignKeysOn, "PRAGMA foreign_keys=ON"),
    AUDIENCE_STATEMENT(NoAutoCheckpoint, "PRAGMA wal_autocheckpoint=0"),
    AUDIENCE_COMPOSED(JournalSizeLimit, "PRAGMA journal_size_limit=%1"),
    AUDIENCE_COMPOSED(BusyTimeout, "PRAGMA busy_timeout = %1"),
    AUDIENCE_STATEMENT(UserVersion, "PRAGMA user_version"),
    AUDIENCE_STATEMENT(DataVersion, "PRAGMA data_version"),
    // PASSIVE: copies what it can without waiting on readers or writers.
    AUDIENCE_STATEMENT(CheckpointPassive, "PRAGMA wal_checkpoint(PASSIVE)"),
    // IMMEDIATE, not Qt's transaction() (a plain, deferred BEGIN): the write lock is taken before
    // the work reads, so no other console writes between its read and its write.
    AUDIENCE_STATEMENT(BeginImmediate, "BEGIN IMMEDIATE"),
    AUDIENCE_STATEMENT(Commit, "COMMIT"),
    AUDIENCE_STATEMENT(Rollback, "ROLLBACK"),

    AUDIENCE_COMPOSED(TextIndexCreate, "CREATE VIRTUAL TABLE journal_text USING %1(%2, tokenize = 'trigram')"),
    AUDIENCE_STATEMENT(TextIndexProbe, "SELECT rowid FROM journal_text WHERE journal_text MATCH '\"abc\"' LIMIT 0"),
    AUDIENCE_STATEMENT(TextIndexQueueAll, "INSERT OR IGNORE INTO journal_text_queue (id) SELECT id FROM journal"),
    // The three run on the same batch: the oldest ? queued entries.
    AUDIENCE_STATEMENT(TextIndexUnindexBatch,
                       "DELETE FROM journal_text WHERE rowid IN (SELECT id FROM journal_text_queue ORDER BY id LIMIT ?)"),
    AUDIENCE_COMPOSED(TextIndexIndexBatch, "INSERT INTO journal_text (rowid, %1) SELECT id, %1 FROM journal"
                                           " WHERE id IN (SELECT id FROM journal_text_queue ORDER BY id LIMIT ?)"),
    AUDIENCE_STATEMENT(TextIndexDequeueBatch,
                       "DELETE FROM journal_text_queue WHERE id IN (SELECT id FROM journal_text_queue ORDER BY id LIMIT ?)"),
    AUDIENCE_STATEMENT(TextIndexQueuedCount, "SELECT COUNT(*) FROM journal_text_queue"),

    AUDIENCE_STATEMENT(JournalInsert,
                       "INSERT INTO journal (started_at, run_id, operation, area, page_id, audience_id, target_id, target_label,"
                       " body, idempotency_key, outcome, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 1)"),
    // A request without a body keeps the note's body, if any.
    AUDIENCE_STATEMENT(JournalRequest, "UPDATE journal SET method = ?, path = ?, body = COALESCE(?, body) WHERE id = ?"),
    AUDIENCE_STATEMENT(JournalAttempt, "UPDATE journal SET outcome = 'pending', run_id = ?, attempts = attempts + 1,"
                                       " finished_at = NULL, error = NULL WHERE id = ?"),
    AUDIENCE_STATEMENT(JournalFinish, "UPDATE journal SET outcome = ?, finished_at = ?, answer = ?, error = ? WHERE id = ?"),
    // A discard keeps what an earlier attempt said (its error), so the entry still tells why.
    AUDIENCE_STATEMENT(JournalDiscard, "UPDATE journal SET outcome = ?, finished_at = ? WHERE id = ?"),
    AUDIENCE_STATEMENT(JournalEntryById, "SELECT * FROM journal WHERE id = ?"),
    AUDIENCE_STATEMENT(JournalPendingRunsOfOthers, "SELECT id, run_id FROM journal WHERE outcome = 'pending' AND run_id <> ?"),
    AUDIENCE_STATEMENT(JournalPendingOfOthers, "SELECT * FROM journal WHERE outcome = 'pending' AND run_id <> ? ORDER BY id"),
    AUDIENCE_STATEMENT(JournalByKey, "SELECT * FROM journal WHERE idempotency_key = ? ORDER BY id DESC LIMIT 1"),
    AUDIENCE_STATEMENT(JournalNewestUnsettled, "SELECT * FROM journal WHERE outcome IN ('pending', 'failed') AND run_id <> ?"
                                               " AND operation = ? AND target_id = ? ORDER BY id DESC LIMIT 1"),
    // Pending entries are kept: they are still the user's to decide.
    AUDIENCE_STATEMENT(JournalForget, "DELETE FROM journal WHERE started_at < ? AND outcome <> 'pending'"),
    AUDIENCE_STATEMENT(JournalForgettableCount, "SELECT COUNT(*) FROM journal WHERE started_at < ? AND outcome <> 'pending'"),
    // Keyset paging: the next page starts below the last id read, through the primary key.
    AUDIENCE_COMPOSED(JournalPage, "SELECT * FROM journal WHERE (%1) ORDER BY id DESC LIMIT ?"),
    AUDIENCE_COMPOSED(JournalPageBelow, "SELECT * FROM journal WHERE (%1) AND id < ? ORDER BY id DESC LIMIT ?"),
    AUDIENCE_COMPOSED(JournalKeptById, "SELECT * FROM journal WHERE id = ? AND (%1)"),
    AUDIENCE_COMPOSED(JournalCount, "SELECT COUNT(*) FROM journal WHERE (%1)"),
    AUDIENCE_COMPOSED(JournalAll, "SELECT * FROM journal WHERE (%1) ORDER BY id DESC"),

    AUDIENCE_STATEMENT(DraftsAll, "SELECT audience_id, text FROM composer_drafts"),
    AUDIENCE_STATEMENT(DraftUpsert, "INSERT INTO composer_drafts (audience_id, text, updated_at) VALUES (?, ?, ?)"
                                    " ON CONFLICT(audience_id) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at"),
    AUDIENCE_STATEMENT(DraftDelete, "DELETE FROM composer_drafts WHERE audience_id = ?"),

    AUDIENCE_STATEMENT(KnownAudiencesAll, "SELECT audience_id, page_id, record FROM known_audiences"),
    AUDIENCE_STATEMENT(KnownAudienceUpsert,
                       "INSERT INTO known_audiences (audience_id, page_id, record, updated_at) VALUES (?, ?, ?, ?)"
                       " ON CONFLICT(audience_id) DO UPDATE SET page_id = excluded.page_id, record = excluded.record,"
                       " updated_at = excluded.updated_at"),

    AUDIENCE_STATEMENT(VersionsSeenAll, "SELECT version_id, page_id, record FROM versions_seen"),
    // Keeps the page already stored when none is given.
    AUDIENCE_STATEMENT(VersionSeenUpsert,
                       "INSERT INTO versions_seen (version_id, audience_id, page_id, version_number, status, record, updated_at)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(version_id) DO UPDATE SET audience_id = excluded.audience_id,"
                       " page_id = CASE WHEN excluded.page_id <> '' THEN excluded.page_id ELSE versions_seen.page_id END,"
                       " version_number = excluded.version_number, status = excluded.status, record = excluded.record,"
                       " updated_at = excluded.updated_at"),

    AUDIENCE_STATEMENT(AnalyticsDaysOfPage, "SELECT day, items FROM analytics_days WHERE page_id = ? AND zone = ? AND day BETWEEN ? AND ?"),
    AUDIENCE_STATEMENT(AnalyticsDayWrite,
                       "INSERT OR REPLACE INTO analytics_days (page_id, zone, day, items, fetched_at) VALUES (?, ?, ?, ?, ?)"),
    AUDIENCE_STATEMENT(AnalyticsDaysForget, "DELETE FROM analytics_days WHERE page_id = ? AND day BETWEEN ? AND ?"),
    AUDIENCE_STATEMENT(AnalyticsDaysClear, "DELETE FROM analytics_days"),
    AUDIENCE_STATEMENT(AnalyticsDayCount, "SELECT COUNT(*) FROM analytics_days WHERE page_id = ?"),
    AUDIENCE_STATEMENT(AnalyticsDayDates, "SELECT day FROM analytics_days WHERE page_id = ? AND zone = ? AND day BETWEEN ? AND ?"),

    AUDIENCE_STATEMENT(KeptListRows, "SELECT item_id, position, entry FROM kept_lists WHERE list = ? ORDER BY position"),
    AUDIENCE_STATEMENT(KeptListDelete, "DELETE FROM kept_lists WHERE list = ? AND item_id = ?"),
    AUDIENCE_STATEMENT(KeptListWrite, "INSERT OR REPLACE INTO kept_lists (list, item_id, position, entry) VALUES (?, ?, ?, ?)"),
    // A list written once, even empty, leaves a row in the list of markers, named after it.
    AUDIENCE_STATEMENT(KeptListMarkWritten, "INSERT OR IGNORE INTO kept_lists (list, item_id, position, entry) VALUES (?, ?, 0, '{}')"),
    AUDIENCE_STATEMENT(KeptListIsWritten, "SELECT 1 FROM kept_lists WHERE list = ? AND item_id = ?"),

    // Newest first: seq grows with every release begun.
    AUDIENCE_STATEMENT(ReleasesAll, "SELECT release_id, run_id, started_at, finished FROM releases ORDER BY seq DESC"),
    AUDIENCE_STATEMENT(ReleaseMembersAll,
                       "SELECT release_id, page_id, audience_id, label, version_id, version_number, operation_key, skipped"
                       " FROM release_members ORDER BY release_id, position"),
    AUDIENCE_STATEMENT(ReleaseExists, "SELECT 1 FROM releases WHERE release_id = ?"),
    AUDIENCE_STATEMENT(ReleaseDelete, "DELETE FROM releases WHERE release_id = ?"),
    AUDIENCE_STATEMENT(ReleaseMembersDelete, "DELETE FROM release_members WHERE release_id = ?"),
    AUDIENCE_STATEMENT(ReleaseInsert, "INSERT INTO releases (release_id, run_id, started_at, finished) VALUES (?, ?, ?, ?)"),
    AUDIENCE_STATEMENT(ReleaseMemberInsert,
                       "INSERT INTO release_members (release_id, position, page_id, audience_id, label, version_id,"
                       " version_number, operation_key, skipped) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
    // Keeps the newest ? releases.
    AUDIENCE_STATEMENT(ReleasesTrim, "DELETE FROM releases WHERE seq NOT IN (SELECT seq FROM releases ORDER BY seq DESC LIMIT ?)"),
    AUDIENCE_STATEMENT(ReleaseMembersOrphaned, "DELETE FROM release_members WHERE release_id NOT IN (SELECT release_id FROM releases)"),
    AUDIENCE_STATEMENT(ReleaseMemberSkip, "UPDATE release_members SET skipped = ? WHERE release_id = ? AND version_id = ?"),
    AUDIENCE_STATEMENT(ReleaseFinish, "UPDATE releases SET finished = 1 WHERE release_id = ?"),

    AUDIENCE_STATEMENT(PublishChangesForget, "DELETE FROM publish_changes WHERE version_id = ?"),
    AUDIENCE_STATEMENT(PublishChangeWrite,
                       "INSERT OR REPLACE INTO publish_changes (version_id, audience_id, page_id, version_number, field, before,"
                       " after, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
    // Oldest publish first, its fields in the order they were recorded.
    AUDIENCE_STATEMENT(PublishChangesOfAudience,
                       "SELECT version_id, page_id, version_number, field, before, after, recorded_at FROM publish_changes"
                       " WHERE audience_id = ? ORDER BY version_number, rowid"),
    AUDIENCE_STATEMENT(WatchDismissalsAll, "SELECT version_id, finding FROM watch_dismissals"),
    AUDIENCE_STATEMENT(WatchDismissalInsert,
                       "INSERT OR REPLACE INTO watch_dismissals (version_id, finding, audience_id, dismissed_at) VALUES (?, ?, ?, ?)"),
    AUDIENCE_STATEMENT(WatchDismissalDelete, "DELETE FROM watch_dismissals WHERE version_id = ? AND finding = ?"),
};

#undef AUDIENCE_STATEMENT
#undef AUDIENCE_COMPOSED

constexpr bool inEnumOrder()
{
    for (std::size_t i = 0; i < std::size(entries); ++i) {
        if (std::size_t(entries[i].key) != i)
            return false;
    }
    return std::size(entries) == std::size_t(Statement::Count);
}
static_assert(inEnumOrder(), "one entry per Statement, in the enum's order");

const Entry &entryOf(Statement key)
{
    return entries[std::size_t(key)];
}

} // namespace

namespace StoreStatements {

QString sql(Statement key)
{
    return QString::fromLatin1(entryOf(key).sql);
}

bool isComposed(Statement key)
{
    return entryOf(key).composed;
}

const char *name(Statement key)
{
    return entryOf(key).name;
}

} // namespace StoreStatements

PreparedStatements::PreparedStatements() = default;

PreparedStatements::~PreparedStatements() = default;

void PreparedStatements::clear()
{
    for (std::unique_ptr<QSqlQuery> &slot : m_slots)
        slot.reset();
    m_inUse.fill(false);
}

StoreQuery::StoreQuery(StoreConnection &connection, Statement key, std::unique_ptr<QSqlQuery> owned)
    : m_connection(&connection)
    , m_key(key)
    , m_query(owned.get())
    , m_owned(std::move(owned))
{
}

StoreQuery::StoreQuery(StoreConnection &connection, Statement key, std::unique_ptr<QSqlQuery> *slot, bool *slotInUse)
    : m_connection(&connection)
    , m_key(key)
    , m_query(slot->get())
    , m_slot(slot)
    , m_slotInUse(slotInUse)
{
    *m_slotInUse = true;
}

StoreQuery::StoreQuery(StoreQuery &&other) noexcept
    : m_connection(other.m_connection)
    , m_key(other.m_key)
    , m_query(std::exchange(other.m_query, nullptr))
    , m_owned(std::move(other.m_owned))
    , m_slot(std::exchange(other.m_slot, nullptr))
    , m_slotInUse(std::exchange(other.m_slotInUse, nullptr))
    , m_prepareFailure(std::move(other.m_prepareFailure))
{
}

StoreQuery::~StoreQuery()
{
    if (m_query)
        m_query->finish();
    if (m_slotInUse)
        *m_slotInUse = false;
}

void StoreQuery::forget()
{
    if (m_slot && m_slot->get() == m_query)
        m_owned = std::move(*m_slot);
}

StoreQuery &StoreQuery::bind(const QVariant &value)
{
    m_query->addBindValue(value);
    return *this;
}

StoreQuery &StoreQuery::bindText(const QString &text)
{
    return bind(text.isNull() ? QStringLiteral("") : text);
}

StoreQuery &StoreQuery::bindOptionalText(const QString &text)
{
    return bind(text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text));
}

bool StoreQuery::exec()
{
    const std::optional<QSqlError> injected = m_connection->takeInjectedFault();
    if (!injected && !m_prepareFailure && m_query->exec())
        return true;
    forget();
    const QSqlError failure = injected ? *injected : lastError();
    qCWarning(lcProfileDatabase) << "store statement" << StoreStatements::name(m_key) << "failed:" << failure.text();
    m_connection->noteFailure(failure);
    return false;
}

bool StoreQuery::next()
{
    return m_query->next();
}

QVariant StoreQuery::value(int column) const
{
    return m_query->value(column);
}

QSqlError StoreQuery::lastError() const
{
    return m_prepareFailure ? *m_prepareFailure : m_query->lastError();
}

int StoreQuery::rowsAffected() const
{
    return m_query->numRowsAffected();
}

} // namespace Audience::Models
