// The journal of writes (table journal), as StoreConnection's typed functions.
#include "models/store/storeconnection.h"

#include "models/store/journalconditionsql.h"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace Audience::Models {

namespace {

QString now()
{
    return StoreConnection::timeText(QDateTime::currentDateTimeUtc());
}

QDateTime parseTime(const QVariant &value)
{
    if (value.isNull())
        return {};
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    time.setTimeSpec(Qt::UTC);
    return time;
}

QVariant optionalText(const QByteArray &text)
{
    return text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(QString::fromUtf8(text));
}

// A row of `SELECT * FROM journal`.
JournalEntry readEntry(const QSqlQuery &query)
{
    const QSqlRecord record = query.record();
    const auto value = [&](const char *column) { return query.value(record.indexOf(QLatin1StringView(column))); };
    const auto text = [&](const char *column) { return value(column).toString(); };
    JournalEntry entry;
    entry.id = value("id").toLongLong();
    entry.startedAt = parseTime(value("started_at"));
    entry.finishedAt = parseTime(value("finished_at"));
    entry.runId = text("run_id");
    entry.note.operation = text("operation");
    entry.note.area = text("area");
    entry.note.pageId = text("page_id");
    entry.note.audienceId = text("audience_id");
    entry.note.targetId = text("target_id");
    entry.note.targetLabel = text("target_label");
    entry.idempotencyKey = text("idempotency_key");
    entry.method = text("method").toLatin1();
    entry.path = text("path");
    entry.outcome = JournalEntry::outcomeFromName(text("outcome"));
    entry.body = text("body").toUtf8();
    entry.answer = text("answer").toUtf8();
    entry.error = text("error");
    entry.attempts = value("attempts").toInt();
    return entry;
}

} // namespace

std::optional<JournalEntry> StoreConnection::oneEntry(StoreQuery &query)
{
    if (!query.exec() || !query.next())
        return std::nullopt;
    return readEntry(query.query());
}

qint64 StoreConnection::insertJournalEntry(const JournalNote &note, const QString &runId, const QString &idempotencyKey)
{
    StoreQuery query = statement(Statement::JournalInsert);
    query.bind(now()).bindText(runId).bindText(note.operation).bindText(note.area).bindText(note.pageId);
    query.bindText(note.audienceId).bindText(note.targetId).bindText(note.targetLabel);
    query.bind(note.body.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                   : QVariant(QString::fromUtf8(QJsonDocument(note.body).toJson(QJsonDocument::Compact))));
    query.bindText(idempotencyKey);
    noteWrite();
    return query.exec() ? query.query().lastInsertId().toLongLong() : 0;
}

bool StoreConnection::setJournalRequest(qint64 id, const QByteArray &method, const QString &path, const QByteArray &body)
{
    StoreQuery query = statement(Statement::JournalRequest);
    query.bindText(QString::fromLatin1(method)).bindText(path).bind(optionalText(body)).bind(id);
    noteWrite();
    return query.exec();
}

bool StoreConnection::setJournalAttempt(qint64 id, const QString &runId)
{
    StoreQuery query = statement(Statement::JournalAttempt);
    query.bindText(runId).bind(id);
    noteWrite();
    return query.exec();
}

bool StoreConnection::setJournalOutcome(qint64 id, JournalEntry::Outcome outcome, const QByteArray &answer, const QString &error)
{
    const bool discarded = outcome == JournalEntry::Outcome::Discarded;
    StoreQuery query = statement(discarded ? Statement::JournalDiscard : Statement::JournalFinish);
    query.bind(JournalEntry::outcomeName(outcome)).bind(now());
    if (!discarded)
        query.bind(optionalText(answer)).bindOptionalText(error);
    query.bind(id);
    noteWrite();
    return query.exec();
}

std::optional<JournalEntry> StoreConnection::journalEntry(qint64 id)
{
    StoreQuery query = statement(Statement::JournalEntryById);
    query.bind(id);
    return oneEntry(query);
}

std::optional<JournalEntry> StoreConnection::journalEntryByKey(const QString &idempotencyKey)
{
    StoreQuery query = statement(Statement::JournalByKey);
    query.bind(idempotencyKey);
    return oneEntry(query);
}

std::optional<QList<std::pair<qint64, QString>>> StoreConnection::pendingJournalRunsOfOthers(const QString &runId)
{
    StoreQuery query = statement(Statement::JournalPendingRunsOfOthers);
    query.bindText(runId);
    if (!query.exec())
        return std::nullopt;
    QList<std::pair<qint64, QString>> pending;
    while (query.next())
        pending.append({query.value(0).toLongLong(), query.value(1).toString()});
    return pending;
}

QList<JournalEntry> StoreConnection::pendingJournalEntriesOfOthers(const QString &runId)
{
    StoreQuery query = statement(Statement::JournalPendingOfOthers);
    query.bindText(runId);
    QList<JournalEntry> entries;
    if (!query.exec())
        return entries;
    while (query.next())
        entries.append(readEntry(query.query()));
    return entries;
}

std::optional<JournalEntry> StoreConnection::newestUnsettledJournalEntry(const QString &runId, const QString &operation,
                                                                         const QString &targetId)
{
    StoreQuery query = statement(Statement::JournalNewestUnsettled);
    query.bindText(runId).bindText(operation).bindText(targetId);
    return oneEntry(query);
}

int StoreConnection::forgetJournalEntriesBefore(const QDateTime &before)
{
    StoreQuery query = statement(Statement::JournalForget);
    query.bind(timeText(before));
    noteWrite();
    return query.exec() ? query.rowsAffected() : -1;
}

qint64 StoreConnection::forgettableJournalEntriesBefore(const QDateTime &before)
{
    StoreQuery query = statement(Statement::JournalForgettableCount);
    query.bind(timeText(before));
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

bool StoreConnection::journalPage(const JournalSelection &selection, qint64 belowId, int limit, QList<JournalEntry> *page,
                                  QString *error)
{
    const JournalConditionSql::Sql where = JournalConditionSql::of(selection);
    StoreQuery query = composed(belowId > 0 ? Statement::JournalPageBelow : Statement::JournalPage, {where.where});
    for (const QVariant &value : where.values)
        query.bind(value);
    if (belowId > 0)
        query.bind(belowId);
    query.bind(limit);
    if (!query.exec()) {
        *error = query.lastError().text();
        return false;
    }
    while (query.next())
        page->append(readEntry(query.query()));
    return true;
}

std::optional<JournalEntry> StoreConnection::journalEntryIfKept(const JournalSelection &selection, qint64 id, bool *failed)
{
    const JournalConditionSql::Sql where = JournalConditionSql::of(selection);
    StoreQuery query = composed(Statement::JournalKeptById, {where.where});
    query.bind(id);
    for (const QVariant &value : where.values)
        query.bind(value);
    *failed = !query.exec();
    if (*failed || !query.next())
        return std::nullopt;
    return readEntry(query.query());
}

qint64 StoreConnection::journalMatchCount(const JournalSelection &selection)
{
    const JournalConditionSql::Sql where = JournalConditionSql::of(selection);
    StoreQuery query = composed(Statement::JournalCount, {where.where});
    for (const QVariant &value : where.values)
        query.bind(value);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

qint64 StoreConnection::forEachJournalRow(const JournalSelection &selection, const std::function<bool(const QStringList &)> &columns,
                                          const std::function<bool(const JournalRow &)> &visit, QString *error)
{
    const JournalConditionSql::Sql where = JournalConditionSql::of(selection);
    StoreQuery query = composed(Statement::JournalAll, {where.where});
    for (const QVariant &value : where.values)
        query.bind(value);
    if (!query.exec()) {
        *error = query.lastError().text();
        return -1;
    }
    const QSqlRecord record = query.query().record();
    QStringList names;
    for (int i = 0; i < record.count(); ++i)
        names.append(record.fieldName(i));
    if (!columns(names))
        return -1;
    qint64 count = 0;
    JournalRow row;
    while (query.next()) {
        row.values.clear();
        for (int i = 0; i < names.size(); ++i)
            row.values.append(query.value(i));
        row.entry = readEntry(query.query());
        if (!visit(row))
            return -1;
        ++count;
    }
    if (query.lastError().isValid()) {
        *error = query.lastError().text();
        return -1;
    }
    return count;
}

} // namespace Audience::Models
