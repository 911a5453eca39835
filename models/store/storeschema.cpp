#include "models/store/storeschema.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace Audience::Models::StoreSchema {

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

// Version 2: the journal's searchable text indexed for Activity's search (JournalTextIndex): an
// FTS5 table with the trigram tokenizer, kept up to date off the GUI thread. The triggers only queue
// the changed entry's id (one small insert in the write's own commit); the store's background
// worker moves queued entries into the index. The entries already journaled are queued here.
const char *const version2[] = {
    "CREATE VIRTUAL TABLE journal_text USING fts5("
    " target_label, page_id, audience_id, target_id, idempotency_key, operation, body, answer, error,"
    " tokenize = 'trigram')",
    "CREATE TABLE journal_text_queue (id INTEGER PRIMARY KEY)",
    "CREATE TRIGGER journal_text_queue_added AFTER INSERT ON journal BEGIN"
    " INSERT OR IGNORE INTO journal_text_queue (id) VALUES (new.id); END",
    "CREATE TRIGGER journal_text_queue_changed AFTER UPDATE OF"
    " target_label, page_id, audience_id, target_id, idempotency_key, operation, body, answer, error ON journal BEGIN"
    " INSERT OR IGNORE INTO journal_text_queue (id) VALUES (new.id); END",
    "CREATE TRIGGER journal_text_queue_deleted AFTER DELETE ON journal BEGIN"
    " INSERT OR IGNORE INTO journal_text_queue (id) VALUES (old.id); END",
    "INSERT INTO journal_text_queue (id) SELECT id FROM journal",
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

struct Step
{
    const char *const *statements;
    qsizetype count;
};

const Step steps[] = {
    {version1, qsizetype(std::size(version1))},
    {version2, qsizetype(std::size(version2))},
    {version3, qsizetype(std::size(version3))},
};

QString tr(const char *text)
{
    return QCoreApplication::translate("Audience::Models::StoreSchema", text);
}

int userVersion(QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("PRAGMA user_version")) && query.next() ? query.value(0).toInt() : -1;
}

bool runStep(QSqlDatabase &db, const Step &step, int toVersion, QString *error)
{
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery query(db);
    for (qsizetype i = 0; i < step.count; ++i) {
        if (!query.exec(QString::fromLatin1(step.statements[i]))) {
            *error = query.lastError().text();
            db.rollback();
            return false;
        }
    }
    if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(toVersion)) || !db.commit()) {
        *error = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

} // namespace

int currentVersion()
{
    return int(std::size(steps));
}

bool migrate(QSqlDatabase &db, QString *error)
{
    return migrateTo(db, currentVersion(), error);
}

bool migrateTo(QSqlDatabase &db, int target, QString *error)
{
    const int version = userVersion(db);
    if (version < 0) {
        *error = tr("The profile's store cannot be read: %1").arg(db.lastError().text());
        return false;
    }
    if (version > currentVersion()) {
        *error = tr("The profile's store was written by a newer Audience Console (schema %1; this one knows %2). "
                    "It was left as it is: use the newer console for this profile.")
                     .arg(version)
                     .arg(currentVersion());
        return false;
    }
    for (int next = version; next < qMin(target, currentVersion()); ++next) {
        QString why;
        if (!runStep(db, steps[next], next + 1, &why)) {
            *error = tr("The profile's store could not be brought to schema %1: %2").arg(next + 1).arg(why);
            return false;
        }
    }
    return true;
}

} // namespace Audience::Models::StoreSchema
