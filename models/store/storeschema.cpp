#include "models/store/storeschema.h"

#include "models/store/journaltextindex.h"
#include "models/store/releaselogstep.h"
#include "models/store/storefault.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace Audience::Models::StoreSchema {

Q_LOGGING_CATEGORY(lcStoreSchema, "audience.models.store.schema")

namespace {

// Version 1: the journal of writes and what the profile's JSON files used to hold.
const char *const version1[] = {
    // Every write the console makes: its intent before it is sent, its outcome after. Times are
    // ISO 8601 UTC with milliseconds, so they sort as text. method and path are the request's,
    // filled once it is made (right after the intent is committed), so it can be sent again as it
    // was. outcome: pending (sent, no answer yet;
    // "not confirmed" once its run_id is not the running console's), done, failed, discarded.
    "CREATE TABLE journal ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " started_at TEXT NOT NULL,"
    " finished_at TEXT,"
    " run_id TEXT NOT NULL,"
    " operation TEXT NOT NULL,"
    " area TEXT NOT NULL,"
    " page_id TEXT NOT NULL DEFAULT '',"
    " audience_id TEXT NOT NULL DEFAULT '',"
    " target_id TEXT NOT NULL DEFAULT '',"
    " target_label TEXT NOT NULL DEFAULT '',"
    " method TEXT NOT NULL DEFAULT '',"
    " path TEXT NOT NULL DEFAULT '',"
    " body TEXT,"
    " idempotency_key TEXT NOT NULL DEFAULT '',"
    " outcome TEXT NOT NULL,"
    " answer TEXT,"
    " error TEXT,"
    " attempts INTEGER NOT NULL DEFAULT 1)",
    "CREATE INDEX journal_by_start ON journal(started_at)",
    "CREATE INDEX journal_by_outcome ON journal(outcome)",
    // The unsent text of each audience's composer.
    "CREATE TABLE composer_drafts ("
    " audience_id TEXT PRIMARY KEY,"
    " text TEXT NOT NULL,"
    " updated_at TEXT NOT NULL)",
    // The last full Audience record the service sent for each audience (spec's Audience, as JSON).
    "CREATE TABLE known_audiences ("
    " audience_id TEXT PRIMARY KEY,"
    " page_id TEXT NOT NULL,"
    " record TEXT NOT NULL,"
    " updated_at TEXT NOT NULL)",
    // Every version the console has seen (spec's AudienceVersion, as JSON); page_id when known, so
    // a version still in flight is followed again after a restart.
    "CREATE TABLE versions_seen ("
    " version_id TEXT PRIMARY KEY,"
    " audience_id TEXT NOT NULL,"
    " page_id TEXT NOT NULL DEFAULT '',"
    " version_number INTEGER NOT NULL,"
    " status TEXT NOT NULL,"
    " record TEXT NOT NULL,"
    " updated_at TEXT NOT NULL)",
    "CREATE INDEX versions_by_audience ON versions_seen(audience_id)",
    // Small lists the console keeps in the user's order, one row an item: the "opened before"
    // lists (recent-accounts, recent-sessions) and the webhook subscriptions kept at hand
    // (known-webhooks; never their signing secrets). entry is the item as JSON.
    "CREATE TABLE kept_lists ("
    " list TEXT NOT NULL,"
    " item_id TEXT NOT NULL,"
    " position INTEGER NOT NULL,"
    " entry TEXT NOT NULL,"
    " PRIMARY KEY (list, item_id))",
};

// Version 2: the queue of the journal's text for Activity's search index (JournalTextIndex). The
// triggers only queue the changed entry's id (one small insert in the write's own commit); the
// store's background worker moves queued entries into the index. The entries already journaled
// are queued here. The index itself (an FTS5 table) is made by migrateTo() when this SQLite can
// make it: this step once made it too, and so refused the whole store on a SQLite without FTS5.
const char *const version2[] = {
    "CREATE TABLE journal_text_queue (id INTEGER PRIMARY KEY)",
    "CREATE TRIGGER journal_text_queue_added AFTER INSERT ON journal BEGIN"
    " INSERT OR IGNORE INTO journal_text_queue (id) VALUES (new.id); END",
    "CREATE TRIGGER journal_text_queue_changed AFTER UPDATE OF"
    " target_label, page_id, audience_id, target_id, idempotency_key, operation, body, answer, error ON journal BEGIN"
    " INSERT OR IGNORE INTO journal_text_queue (id) VALUES (new.id); END",
    "CREATE TRIGGER journal_text_queue_deleted AFTER DELETE ON journal BEGIN"
    " INSERT OR IGNORE INTO journal_text_queue (id) VALUES (old.id); END",
    "INSERT OR IGNORE INTO journal_text_queue (id) SELECT id FROM journal",
};

// Version 3: the day cache of analytics (models/analytics/analyticsdaycache.h). One row per page,
// time zone and past day: the answer of GET .../analytics/audiences for that day's instants in that
// zone (the spec's AudienceAnalytics items as JSON). Days before today (UTC) only: they are final.
const char *const version3[] = {
    "CREATE TABLE analytics_days ("
    " page_id TEXT NOT NULL,"
    " zone TEXT NOT NULL,"
    " day TEXT NOT NULL,"
    " items TEXT NOT NULL,"
    " fetched_at TEXT NOT NULL,"
    " PRIMARY KEY (page_id, zone, day))",
};

// Version 4: the journal by idempotency key (WriteJournal::findByKey, once per member of a
// release when its outcome is read back, scanned the journal without it).
const char *const version4[] = {
    "CREATE INDEX journal_by_key ON journal(idempotency_key)",
};

// Version 5: the release log's own tables (models/release/releaselog.h), which an older console
// kept as the kept list "releases", one JSON entry a release: its rows are moved here
// (moveReleasesOutOfKeptList). seq orders the releases as they were begun (newest: the largest);
// a release's members keep its order (position).
const char *const version5[] = {
    "CREATE TABLE releases ("
    " seq INTEGER PRIMARY KEY AUTOINCREMENT,"
    " release_id TEXT NOT NULL UNIQUE,"
    " run_id TEXT NOT NULL,"
    " started_at TEXT NOT NULL,"
    " finished INTEGER NOT NULL DEFAULT 0)",
    "CREATE TABLE release_members ("
    " release_id TEXT NOT NULL,"
    " position INTEGER NOT NULL,"
    " page_id TEXT NOT NULL DEFAULT '',"
    " audience_id TEXT NOT NULL DEFAULT '',"
    " label TEXT NOT NULL DEFAULT '',"
    " version_id TEXT NOT NULL DEFAULT '',"
    " version_number INTEGER NOT NULL DEFAULT 0,"
    " operation_key TEXT NOT NULL DEFAULT '',"
    " skipped TEXT NOT NULL DEFAULT '',"
    " PRIMARY KEY (release_id, position))",
};

// Version 6: what each publish this console made changed (models/workspace/publishedchange.h),
// recorded with the publish's intent: per field, the value live before and the value after, as the
// confirmation showed them. A publish that changed nothing keeps one row with an empty field, so it
// reads as recorded. (Step 7 is the watch's.)
const char *const version6[] = {
    "CREATE TABLE publish_changes ("
    " version_id TEXT NOT NULL,"
    " audience_id TEXT NOT NULL,"
    " page_id TEXT NOT NULL DEFAULT '',"
    " version_number INTEGER NOT NULL DEFAULT 0,"
    " field TEXT NOT NULL,"
    " before TEXT NOT NULL,"
    " after TEXT NOT NULL,"
    " recorded_at TEXT NOT NULL,"
    " PRIMARY KEY (version_id, field))",
    "CREATE INDEX publish_changes_by_audience ON publish_changes(audience_id)",
};

// Version 7: the publish watch's dismissed alerts (models/watch/publishwatcher.h). One row per
// version and finding ("mayHaveHurt", "trackingMayBeBroken"); a dismissal is kept for good, so the alert never
// comes back for that publish.
const char *const version7[] = {
    "CREATE TABLE watch_dismissals ("
    " version_id TEXT NOT NULL,"
    " finding TEXT NOT NULL,"
    " audience_id TEXT NOT NULL DEFAULT '',"
    " dismissed_at TEXT NOT NULL,"
    " PRIMARY KEY (version_id, finding))",
};

struct Step
{
    const char *const *statements;
    qsizetype count;
    // Rows to move once the statements ran, in the same transaction (none for most steps).
    bool (*moveRows)(QSqlDatabase &db, const Options &options, QSqlError *failure) = nullptr;
};

const Step steps[] = {
    {version1, qsizetype(std::size(version1))},
    {version2, qsizetype(std::size(version2))},
    {version3, qsizetype(std::size(version3))},
    {version4, qsizetype(std::size(version4))},
    {version5, qsizetype(std::size(version5)), &moveReleasesOutOfKeptList},
    {version6, qsizetype(std::size(version6))},
    {version7, qsizetype(std::size(version7))},
};

QString tr(const char *text)
{
    return QCoreApplication::translate("Audience::Models::StoreSchema", text);
}

int userVersion(QSqlDatabase &db, QSqlError *failure)
{
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    *failure = query.lastError();
    return -1;
}

// Runs `sql` on the connection itself (BEGIN IMMEDIATE, COMMIT, ROLLBACK, SAVEPOINT…: Qt's
// transaction() knows only a plain BEGIN).
bool execute(QSqlDatabase &db, const QString &sql, QSqlError *failure = nullptr)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (failure)
        *failure = query.lastError();
    return false;
}

void rollback(QSqlDatabase &db)
{
    execute(db, QStringLiteral("ROLLBACK"));
}

// Inside the caller's transaction.
bool runStep(QSqlDatabase &db, const Step &step, int toVersion, const Options &options, QSqlError *failure)
{
    for (qsizetype i = 0; i < step.count; ++i) {
        if (!execute(db, QString::fromLatin1(step.statements[i]), failure))
            return false;
    }
    if (step.moveRows && !step.moveRows(db, options, failure))
        return false;
    return execute(db, QStringLiteral("PRAGMA user_version = %1").arg(toVersion), failure);
}

// Inside the caller's transaction, in a savepoint of its own: a SQLite that cannot make the index
// (no FTS5, or no trigram tokenizer) leaves the rest of the transaction as it was. The schema is
// read in any case, which is where a damaged store shows: false, with the failure, when it cannot
// be read.
bool addTextIndexIfMissing(QSqlDatabase &db, bool wanted, const Options &options, QSqlError *failure)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = 'journal_text'")) || !query.next()) {
        *failure = query.lastError();
        return false;
    }
    const bool exists = query.value(0).toInt() > 0;
    query.finish(); // no statement left running across the savepoint
    if (!wanted || exists || !execute(db, QStringLiteral("SAVEPOINT text_index")))
        return true;
    const QString module = options.pretendFts5IsMissing ? QStringLiteral("fts5_missing_for_testing") : QStringLiteral("fts5");
    const StoreResult<void> made = JournalTextIndex::create(db, module);
    if (made) {
        execute(db, QStringLiteral("RELEASE text_index"));
        return true;
    }
    qCInfo(lcStoreSchema) << "no text index for the journal (Activity's search reads it by LIKE):" << made.error().detail;
    execute(db, QStringLiteral("ROLLBACK TO text_index"));
    execute(db, QStringLiteral("RELEASE text_index"));
    return true;
}

Result failed(int foundVersion, const QString &words, const QSqlError &sqlError)
{
    return {Result::Kind::Failed, foundVersion, words, sqlError};
}

Result newer(int foundVersion)
{
    return {Result::Kind::Newer, foundVersion,
            tr("The profile's store was written by a newer Audience Console (schema %1; this one knows %2).")
                .arg(foundVersion)
                .arg(currentVersion()),
            {}};
}

} // namespace

int currentVersion()
{
    return int(std::size(steps));
}

Result migrate(QSqlDatabase &db, const Options &options)
{
    return migrateTo(db, currentVersion(), options);
}

// One transaction a step, each begun with the write lock (IMMEDIATE) and reading the version again
// under it: another console may have run the step meanwhile. The last transaction only reads the
// version and the schema, adds the text index if it is missing, and writes the version again: it
// is also how a damaged schema or a read-only file is found out.
Result migrateTo(QSqlDatabase &db, int target, const Options &options)
{
    QSqlError failure;
    const int found = userVersion(db, &failure);
    if (found < 0)
        return failed(found, tr("The profile's store cannot be read: %1").arg(failure.text()), failure);
    if (found > currentVersion())
        return newer(found);
    for (;;) {
        if (!execute(db, QStringLiteral("BEGIN IMMEDIATE"), &failure)) {
            // Held by another console (or program) and nothing to migrate: the store opens, and a
            // write says so if the lock is still held when it comes.
            if (found >= target && StoreFault::of(failure) == StoreFault::Kind::Locked)
                return {Result::Kind::Ready, found, {}, {}};
            return failed(found, tr("The profile's store cannot be written: %1").arg(failure.text()), failure);
        }
        const int version = userVersion(db, &failure);
        if (version < 0 || version > currentVersion()) {
            rollback(db);
            return version < 0 ? failed(found, tr("The profile's store cannot be read: %1").arg(failure.text()), failure)
                               : newer(version);
        }
        const bool last = version >= qMin(target, currentVersion());
        if (last && !addTextIndexIfMissing(db, version >= 2, options, &failure)) {
            rollback(db);
            return failed(found, tr("The profile's store cannot be read: %1").arg(failure.text()), failure);
        }
        // A write that changes nothing: in WAL mode a read-only file still grants BEGIN IMMEDIATE,
        // and only a write finds it out.
        if (last && !execute(db, QStringLiteral("PRAGMA user_version = %1").arg(version), &failure)) {
            rollback(db);
            return failed(found, tr("The profile's store cannot be written: %1").arg(failure.text()), failure);
        }
        if (!last && !runStep(db, steps[version], version + 1, options, &failure)) {
            rollback(db);
            return failed(found, tr("The profile's store could not be brought to schema %1: %2").arg(version + 1).arg(failure.text()),
                          failure);
        }
        if (!execute(db, QStringLiteral("COMMIT"), &failure)) {
            rollback(db);
            return failed(found, tr("The profile's store could not be written: %1").arg(failure.text()), failure);
        }
        if (last)
            return {Result::Kind::Ready, found, {}, {}};
    }
}

} // namespace Audience::Models::StoreSchema
