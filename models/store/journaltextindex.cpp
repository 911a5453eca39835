#include "models/store/journaltextindex.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace Audience::Models::JournalTextIndex {

namespace {

QString columnList()
{
    QStringList names;
    for (const char *column : columns)
        names.append(QString::fromLatin1(column));
    return names.join(QStringLiteral(", "));
}

// The connection is the caller's (the background worker's, a test's): its statements are
// prepared here for the one batch. `:limit`, when the statement has it, is bound to `limit`.
StoreResult<void> run(QSqlQuery &query, const QString &sql, int limit = -1)
{
    if (!query.prepare(sql))
        return StoreError::fromSqlError(query.lastError());
    if (limit >= 0)
        query.bindValue(QStringLiteral(":limit"), limit);
    if (!query.exec())
        return StoreError::fromSqlError(query.lastError());
    return {};
}

} // namespace

StoreResult<void> create(QSqlDatabase &db, const QString &module)
{
    QSqlQuery query(db);
    const QString table = QStringLiteral("CREATE VIRTUAL TABLE journal_text USING %1(%2, tokenize = 'trigram')").arg(module, columnList());
    if (query.exec(table) && query.exec(QStringLiteral("INSERT OR IGNORE INTO journal_text_queue (id) SELECT id FROM journal")))
        return {};
    return StoreError::fromSqlError(query.lastError());
}

bool isAvailable(QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("SELECT rowid FROM journal_text WHERE journal_text MATCH '\"abc\"' LIMIT 0"));
}

StoreResult<int> indexQueued(QSqlDatabase &db, int maxEntries)
{
    QSqlQuery query(db);
    // IMMEDIATE: the write lock from the start, so the queue read by the three statements below is
    // the same queue (a plain BEGIN could also fail on upgrading its read lock).
    if (StoreResult<void> begun = run(query, QStringLiteral("BEGIN IMMEDIATE")); !begun)
        return begun.error();
    // The three run on the same batch: the oldest `:limit` queued entries.
    StoreResult<void> done = run(query, QStringLiteral("DELETE FROM journal_text WHERE rowid IN"
                                                       " (SELECT id FROM journal_text_queue ORDER BY id LIMIT :limit)"),
                                 maxEntries);
    if (done)
        done = run(query, QStringLiteral("INSERT INTO journal_text (rowid, %1) SELECT id, %1 FROM journal"
                                         " WHERE id IN (SELECT id FROM journal_text_queue ORDER BY id LIMIT :limit)")
                              .arg(columnList()),
                   maxEntries);
    if (done)
        done = run(query, QStringLiteral("DELETE FROM journal_text_queue WHERE id IN"
                                         " (SELECT id FROM journal_text_queue ORDER BY id LIMIT :limit)"),
                   maxEntries);
    const int handled = done ? query.numRowsAffected() : -1;
    if (done)
        done = run(query, QStringLiteral("COMMIT"));
    if (done)
        return handled;
    QSqlQuery rollback(db);
    rollback.exec(QStringLiteral("ROLLBACK"));
    return done.error();
}

StoreResult<int> queuedCount(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM journal_text_queue")))
        return StoreError::fromSqlError(query.lastError());
    return query.next() ? query.value(0).toInt() : 0;
}

QString phrase(const QString &text)
{
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace Audience::Models::JournalTextIndex
