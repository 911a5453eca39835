#include "models/store/journaltextindex.h"

#include "models/store/storestatements.h"

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

// The connection is the caller's (the background worker's, a test's): its statements are the
// store's entries (storestatements.cpp), prepared here for the one batch.
bool run(QSqlQuery &query, const QString &sql, int limit, QString *error)
{
    if (!query.prepare(sql)) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    if (limit >= 0)
        query.addBindValue(limit);
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
    const QString table = StoreStatements::sql(Statement::TextIndexCreate).arg(module, columnList());
    if (query.exec(table) && query.exec(StoreStatements::sql(Statement::TextIndexQueueAll)))
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

bool isAvailable(QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(StoreStatements::sql(Statement::TextIndexProbe));
}

int indexQueued(QSqlDatabase &db, int maxEntries, QString *error)
{
    QSqlQuery query(db);
    // IMMEDIATE: the write lock from the start, so the queue read by the three statements below is
    // the same queue (a plain BEGIN could also fail on upgrading its read lock).
    if (!run(query, StoreStatements::sql(Statement::BeginImmediate), -1, error))
        return -1;
    int handled = -1;
    if (run(query, StoreStatements::sql(Statement::TextIndexUnindexBatch), maxEntries, error)
        && run(query, StoreStatements::sql(Statement::TextIndexIndexBatch).arg(columnList()), maxEntries, error)
        && run(query, StoreStatements::sql(Statement::TextIndexDequeueBatch), maxEntries, error)) {
        handled = query.numRowsAffected();
        if (!run(query, StoreStatements::sql(Statement::Commit), -1, error))
            handled = -1;
    }
    if (handled < 0) {
        QSqlQuery rollback(db);
        rollback.exec(StoreStatements::sql(Statement::Rollback));
    }
    return handled;
}

int queuedCount(QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(StoreStatements::sql(Statement::TextIndexQueuedCount)) && query.next() ? query.value(0).toInt() : -1;
}

QString phrase(const QString &text)
{
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace Audience::Models::JournalTextIndex
