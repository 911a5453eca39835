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
bool run(QSqlQuery &query, const QString &sql, int limit, QString *error)
{
    if (!query.prepare(sql)) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    if (limit >= 0)
        query.bindValue(QStringLiteral(":limit"), limit);
    if (!query.exec()) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    return true;
}

} // namespace

bool create(QSqlDatabase &db, const QString &module, QString *error)
{
    QSqlQuery query(db);
    const QString table = QStringLiteral("CREATE VIRTUAL TABLE journal_text USING %1(%2, tokenize = 'trigram')").arg(module, columnList());
    if (query.exec(table) && query.exec(QStringLiteral("INSERT OR IGNORE INTO journal_text_queue (id) SELECT id FROM journal")))
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

bool isAvailable(QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("SELECT rowid FROM journal_text WHERE journal_text MATCH '\"abc\"' LIMIT 0"));
}

int indexQueued(QSqlDatabase &db, int maxEntries, QString *error)
{
    QSqlQuery query(db);
    // IMMEDIATE: the write lock from the start, so the queue read by the three statements below is
    // the same queue (a plain BEGIN could also fail on upgrading its read lock).
    if (!run(query, QStringLiteral("BEGIN IMMEDIATE"), -1, error))
        return -1;
    // The three run on the same batch: the oldest `:limit` queued entries.
    int handled = -1;
    if (run(query, QStringLiteral("DELETE FROM journal_text WHERE rowid IN (SELECT id FROM journal_text_queue ORDER BY id LIMIT :limit)"),
            maxEntries, error)
        && run(query, QStringLiteral("INSERT INTO journal_text (rowid, %1) SELECT id, %1 FROM journal"
                                     " WHERE id IN (SELECT id FROM journal_text_queue ORDER BY id LIMIT :limit)")
                          .arg(columnList()),
               maxEntries, error)
        && run(query, QStringLiteral("DELETE FROM journal_text_queue WHERE id IN (SELECT id FROM journal_text_queue ORDER BY id LIMIT :limit)"),
               maxEntries, error)) {
        handled = query.numRowsAffected();
        if (!run(query, QStringLiteral("COMMIT"), -1, error))
            handled = -1;
    }
    if (handled < 0) {
        QSqlQuery rollback(db);
        rollback.exec(QStringLiteral("ROLLBACK"));
    }
    return handled;
}

int queuedCount(QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM journal_text_queue")) && query.next() ? query.value(0).toInt() : -1;
}

QString phrase(const QString &text)
{
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace Audience::Models::JournalTextIndex
