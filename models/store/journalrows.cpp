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

StoreResult<std::optional<JournalEntry>> StoreConnection::oneEntry(StoreQuery &query)
{
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    if (!query.next())
        return std::optional<JournalEntry>();
    return std::optional<JournalEntry>(readEntry(query.query()));
}

StoreResult<qint64> StoreConnection::insertJournalEntry(const JournalNote &note, const QString &runId, const QString &idempotencyKey)
{
    StoreQuery query = statement(Statement::JournalInsert,
                                 "INSERT INTO journal (started_at, run_id, operation, area, page_id, audience_id, target_id,"
                                 " target_label, body, idempotency_key, outcome, attempts) VALUES (:started_at, :run_id,"
                                 " :operation, :area, :page_id, :audience_id, :target_id, :target_label, :body,"
                                 " :idempotency_key, 'pending', 1)");
    query.bind(":started_at", now()).bindText(":run_id", runId).bindText(":operation", note.operation);
    query.bindText(":area", note.area).bindText(":page_id", note.pageId).bindText(":audience_id", note.audienceId);
    query.bindText(":target_id", note.targetId).bindText(":target_label", note.targetLabel);
    query.bind(":body", note.body.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                            : QVariant(QString::fromUtf8(QJsonDocument(note.body).toJson(QJsonDocument::Compact))));
    query.bindText(":idempotency_key", idempotencyKey);
    noteWrite();
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    return query.query().lastInsertId().toLongLong();
}

StoreResult<void> StoreConnection::setJournalRequest(qint64 id, const QByteArray &method, const QString &path, const QByteArray &body)
{
    // A request without a body keeps the note's body, if any.
    StoreQuery query = statement(Statement::JournalRequest,
                                 "UPDATE journal SET method = :method, path = :path, body = COALESCE(:body, body) WHERE id = :id");
    query.bindText(":method", QString::fromLatin1(method)).bindText(":path", path).bind(":body", optionalText(body)).bind(":id", id);
    noteWrite();
    return query.exec();
}

StoreResult<void> StoreConnection::setJournalAttempt(qint64 id, const QString &runId)
{
    StoreQuery query = statement(Statement::JournalAttempt, "UPDATE journal SET outcome = 'pending', run_id = :run_id,"
                                                            " attempts = attempts + 1, finished_at = NULL, error = NULL WHERE id = :id");
    query.bindText(":run_id", runId).bind(":id", id);
    noteWrite();
    return query.exec();
}

StoreResult<void> StoreConnection::setJournalOutcome(qint64 id, JournalEntry::Outcome outcome, const QByteArray &answer,
                                                     const QString &error)
{
    const bool discarded = outcome == JournalEntry::Outcome::Discarded;
    // A discard keeps what an earlier attempt said (its error), so the entry still tells why.
    StoreQuery query = discarded ? statement(Statement::JournalDiscard,
                                             "UPDATE journal SET outcome = :outcome, finished_at = :finished_at WHERE id = :id")
                                 : statement(Statement::JournalFinish, "UPDATE journal SET outcome = :outcome, finished_at = :finished_at,"
                                                                       " answer = :answer, error = :error WHERE id = :id");
    query.bind(":outcome", JournalEntry::outcomeName(outcome)).bind(":finished_at", now());
    if (!discarded)
        query.bind(":answer", optionalText(answer)).bindOptionalText(":error", error);
    query.bind(":id", id);
    noteWrite();
    return query.exec();
}

StoreResult<std::optional<JournalEntry>> StoreConnection::journalEntry(qint64 id)
{
    StoreQuery query = statement(Statement::JournalEntryById, "SELECT * FROM journal WHERE id = :id");
    query.bind(":id", id);
    return oneEntry(query);
}

StoreResult<std::optional<JournalEntry>> StoreConnection::journalEntryByKey(const QString &idempotencyKey)
{
    StoreQuery query = statement(Statement::JournalByKey, "SELECT * FROM journal WHERE idempotency_key = :idempotency_key"
                                                          " ORDER BY id DESC LIMIT 1");
    query.bind(":idempotency_key", idempotencyKey);
    return oneEntry(query);
}

StoreResult<QList<std::pair<qint64, QString>>> StoreConnection::pendingJournalRunsOfOthers(const QString &runId)
{
    StoreQuery query = statement(Statement::JournalPendingRunsOfOthers,
                                 "SELECT id, run_id FROM journal WHERE outcome = 'pending' AND run_id <> :run_id");
    query.bindText(":run_id", runId);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QList<std::pair<qint64, QString>> pending;
    while (query.next())
        pending.append({query.value(0).toLongLong(), query.value(1).toString()});
    return pending;
}

StoreResult<QList<JournalEntry>> StoreConnection::pendingJournalEntriesOfOthers(const QString &runId)
{
    StoreQuery query = statement(Statement::JournalPendingOfOthers,
                                 "SELECT * FROM journal WHERE outcome = 'pending' AND run_id <> :run_id ORDER BY id");
    query.bindText(":run_id", runId);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QList<JournalEntry> entries;
    while (query.next())
        entries.append(readEntry(query.query()));
    return entries;
}

StoreResult<std::optional<JournalEntry>> StoreConnection::newestUnsettledJournalEntry(const QString &runId, const QString &operation,
                                                                                      const QString &targetId)
{
    StoreQuery query = statement(Statement::JournalNewestUnsettled,
                                 "SELECT * FROM journal WHERE outcome IN ('pending', 'failed') AND run_id <> :run_id"
                                 " AND operation = :operation AND target_id = :target_id ORDER BY id DESC LIMIT 1");
    query.bindText(":run_id", runId).bindText(":operation", operation).bindText(":target_id", targetId);
    return oneEntry(query);
}

StoreResult<int> StoreConnection::forgetJournalEntriesBefore(const QDateTime &before)
{
    // Pending entries are kept: they are still the user's to decide.
    StoreQuery query = statement(Statement::JournalForget, "DELETE FROM journal WHERE started_at < :before AND outcome <> 'pending'");
    query.bind(":before", timeText(before));
    noteWrite();
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    return query.rowsAffected();
}

StoreResult<qint64> StoreConnection::forgettableJournalEntriesBefore(const QDateTime &before)
{
    StoreQuery query = statement(Statement::JournalForgettableCount,
                                 "SELECT COUNT(*) FROM journal WHERE started_at < :before AND outcome <> 'pending'");
    query.bind(":before", timeText(before));
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    return query.next() ? query.value(0).toLongLong() : 0;
}

namespace {

// A journal statement composed with a selection's conditions (JournalConditionSql): `sql` has %1
// for them; their values are bound here, the statement's own by the caller.
QString withConditions(const char *sql, const JournalConditionSql::Sql &where)
{
    return QString::fromLatin1(sql).arg(where.where);
}

void bindConditions(StoreQuery &query, const JournalConditionSql::Sql &where)
{
    for (const auto &[name, value] : where.values)
        query.bind(name, value);
}

} // namespace

StoreResult<QList<JournalEntry>> StoreConnection::journalPage(const JournalSelection &selection, qint64 belowId, int limit)
{
    const JournalConditionSql::Sql where = JournalConditionSql::of(selection);
    // Keyset paging: the next page starts below the last id read, through the primary key.
    StoreQuery query = belowId > 0
                           ? composed(Statement::JournalPageBelow,
                                      withConditions("SELECT * FROM journal WHERE (%1) AND id < :below ORDER BY id DESC LIMIT :limit", where))
                           : composed(Statement::JournalPage, withConditions("SELECT * FROM journal WHERE (%1) ORDER BY id DESC LIMIT :limit", where));
    bindConditions(query, where);
    if (belowId > 0)
        query.bind(":below", belowId);
    query.bind(":limit", limit);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QList<JournalEntry> page;
    while (query.next())
        page.append(readEntry(query.query()));
    return page;
}

StoreResult<std::optional<JournalEntry>> StoreConnection::journalEntryIfKept(const JournalSelection &selection, qint64 id)
{
    const JournalConditionSql::Sql where = JournalConditionSql::of(selection);
    StoreQuery query = composed(Statement::JournalKeptById, withConditions("SELECT * FROM journal WHERE id = :id AND (%1)", where));
    query.bind(":id", id);
    bindConditions(query, where);
    return oneEntry(query);
}

StoreResult<qint64> StoreConnection::journalMatchCount(const JournalSelection &selection)
{
    const JournalConditionSql::Sql where = JournalConditionSql::of(selection);
    StoreQuery query = composed(Statement::JournalCount, withConditions("SELECT COUNT(*) FROM journal WHERE (%1)", where));
    bindConditions(query, where);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    return query.next() ? query.value(0).toLongLong() : 0;
}

StoreResult<std::optional<qint64>> StoreConnection::forEachJournalRow(const JournalSelection &selection,
                                                                      const std::function<bool(const QStringList &)> &columns,
                                                                      const std::function<bool(const JournalRow &)> &visit)
{
    const JournalConditionSql::Sql where = JournalConditionSql::of(selection);
    StoreQuery query = composed(Statement::JournalAll, withConditions("SELECT * FROM journal WHERE (%1) ORDER BY id DESC", where));
    bindConditions(query, where);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    const QSqlRecord record = query.query().record();
    QStringList names;
    for (int i = 0; i < record.count(); ++i)
        names.append(record.fieldName(i));
    if (!columns(names))
        return std::optional<qint64>(); // stopped
    qint64 count = 0;
    JournalRow row;
    while (query.next()) {
        row.values.clear();
        for (int i = 0; i < names.size(); ++i)
            row.values.append(query.value(i));
        row.entry = readEntry(query.query());
        if (!visit(row))
            return std::optional<qint64>(); // stopped
        ++count;
    }
    if (query.lastError().isValid())
        return StoreError::fromSqlError(query.lastError());
    return std::optional<qint64>(count);
}

} // namespace Audience::Models
