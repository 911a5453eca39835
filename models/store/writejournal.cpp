#include "models/store/writejournal.h"

#include "models/store/profilestore.h"
#include "models/store/unrecordedoutcomes.h"

#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace Audience::Models {

Q_DECLARE_LOGGING_CATEGORY(lcProfileStore)

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QDateTime parseTime(const QVariant &value)
{
    if (value.isNull())
        return {};
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    time.setTimeSpec(Qt::UTC);
    return time;
}

// An empty QString may be a null one, which binds as NULL; the text columns are NOT NULL ''.
QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

bool exec(QSqlQuery &query)
{
    if (query.exec())
        return true;
    qCWarning(lcProfileStore) << "journal statement failed:" << query.lastError().text();
    return false;
}

} // namespace

QString JournalEntry::outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Pending:
        return QStringLiteral("pending");
    case Outcome::Done:
        return QStringLiteral("done");
    case Outcome::Failed:
        return QStringLiteral("failed");
    case Outcome::Discarded:
        return QStringLiteral("discarded");
    }
    return QStringLiteral("pending");
}

JournalEntry::Outcome JournalEntry::outcomeFromName(const QString &name)
{
    if (name == QLatin1StringView("done"))
        return Outcome::Done;
    if (name == QLatin1StringView("failed"))
        return Outcome::Failed;
    if (name == QLatin1StringView("discarded"))
        return Outcome::Discarded;
    return Outcome::Pending;
}

WriteJournal::WriteJournal(ProfileStore &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_unrecorded(new UnrecordedOutcomes([this](const UnrecordedOutcomes::Outcome &kept) {
        return finish(kept.id, kept.outcome, kept.answer, kept.error);
    }, this))
{
    recount();
    // Another console on the profile: its outcomes, and its end, change what is not confirmed.
    connect(&m_store, &ProfileStore::changedElsewhere, this, &WriteJournal::followElsewhere);
    connect(&m_store, &ProfileStore::liveRunsChanged, this, &WriteJournal::followElsewhere);
}

void WriteJournal::recount()
{
    const LiveRuns live = liveRuns();
    QSet<qint64> gone;
    QSet<qint64> elsewhere;
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT id, run_id FROM journal WHERE outcome = 'pending' AND run_id <> ?"));
    query.addBindValue(m_store.runId());
    if (!exec(query))
        return; // the counts stay as they were; the next change tries again
    while (query.next())
        (live.isAlive(query.value(1).toString()) ? elsewhere : gone).insert(query.value(0).toLongLong());
    const bool goneChanged = gone != m_notConfirmedIds;
    const bool elsewhereChanged = elsewhere != m_inOtherWindowIds;
    m_notConfirmedIds = gone;
    m_inOtherWindowIds = elsewhere;
    if (goneChanged)
        emit notConfirmedCountChanged();
    if (elsewhereChanged)
        emit inOtherWindowCountChanged();
}

void WriteJournal::followElsewhere()
{
    recount();
    emit changedElsewhere();
}

LiveRuns WriteJournal::liveRuns() const
{
    return m_store.liveRuns();
}

WriteJournal::~WriteJournal() = default;

bool WriteJournal::execChange(QSqlQuery &query, qint64 id)
{
    m_store.noteWrite();
    if (!exec(query)) {
        m_store.noteFailure(query.lastError());
        return false;
    }
    emit entryChanged(id);
    if (m_notConfirmedIds.remove(id))
        emit notConfirmedCountChanged();
    return true;
}

QSqlQuery &WriteJournal::prepared(std::unique_ptr<QSqlQuery> &slot, const QString &sql) const
{
    // A statement whose prepare (or last run) failed is prepared again: the store may have been
    // locked or busy then, and a failed prepare kept would fail every write of the session.
    if (!slot || slot->lastError().isValid()) {
        if (!slot)
            slot = std::make_unique<QSqlQuery>(m_store.database());
        if (!slot->prepare(sql))
            qCWarning(lcProfileStore) << "journal statement cannot be prepared:" << slot->lastError().text();
    }
    return *slot;
}

QString WriteJournal::runId() const
{
    return m_store.runId();
}

qint64 WriteJournal::recordIntent(const JournalNote &note, const QString &idempotencyKey,
                                  const std::function<bool()> &alongside)
{
    qint64 id = 0;
    const bool ok = m_store.inTransaction([&] {
        if (alongside && !alongside())
            return false;
        QSqlQuery &query = prepared(m_insert, QStringLiteral(
            "INSERT INTO journal (started_at, run_id, operation, area, page_id, audience_id, target_id, target_label,"
            " body, idempotency_key, outcome, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 1)"));
        query.addBindValue(now());
        query.addBindValue(m_store.runId());
        query.addBindValue(notNull(note.operation));
        query.addBindValue(notNull(note.area));
        query.addBindValue(notNull(note.pageId));
        query.addBindValue(notNull(note.audienceId));
        query.addBindValue(notNull(note.targetId));
        query.addBindValue(notNull(note.targetLabel));
        query.addBindValue(note.body.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                               : QVariant(QString::fromUtf8(QJsonDocument(note.body).toJson(QJsonDocument::Compact))));
        query.addBindValue(notNull(idempotencyKey));
        if (!exec(query)) {
            m_store.noteFailure(query.lastError());
            return false;
        }
        id = query.lastInsertId().toLongLong();
        return true;
    });
    if (!ok)
        return 0;
    emit entryAdded(id);
    return id;
}

bool WriteJournal::recordRequest(qint64 id, const QByteArray &method, const QString &path, const QByteArray &body)
{
    // A request without a body keeps the note's body, if any.
    QSqlQuery &query = prepared(m_request, QStringLiteral("UPDATE journal SET method = ?, path = ?, body = COALESCE(?, body) WHERE id = ?"));
    query.addBindValue(notNull(QString::fromLatin1(method)));
    query.addBindValue(notNull(path));
    query.addBindValue(body.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(QString::fromUtf8(body)));
    query.addBindValue(id);
    m_store.noteWrite();
    if (exec(query))
        return true;
    m_store.noteFailure(query.lastError());
    return false;
}

bool WriteJournal::recordAttempt(qint64 id)
{
    QSqlQuery &query = prepared(m_attempt, QStringLiteral("UPDATE journal SET outcome = 'pending', run_id = ?, attempts = attempts + 1,"
                                                          " finished_at = NULL, error = NULL WHERE id = ?"));
    query.addBindValue(m_store.runId());
    query.addBindValue(id);
    if (!execChange(query, id))
        return false;
    m_unrecorded->drop(id); // an older outcome must not overwrite this attempt
    return true;
}

bool WriteJournal::recordDone(qint64 id, const QByteArray &answer)
{
    return finish(id, JournalEntry::Outcome::Done, answer, {}) || keepUnrecorded(id, JournalEntry::Outcome::Done, answer, {});
}

bool WriteJournal::recordFailed(qint64 id, const QString &error)
{
    return finish(id, JournalEntry::Outcome::Failed, {}, error) || keepUnrecorded(id, JournalEntry::Outcome::Failed, {}, error);
}

bool WriteJournal::recordDiscarded(qint64 id)
{
    return finish(id, JournalEntry::Outcome::Discarded, {}, {}) || keepUnrecorded(id, JournalEntry::Outcome::Discarded, {}, {});
}

bool WriteJournal::keepUnrecorded(qint64 id, JournalEntry::Outcome outcome, const QByteArray &answer, const QString &error)
{
    // The service's answer is known: losing it would make the next run call the write "not
    // confirmed". Kept until the store can be written again.
    m_unrecorded->keep({id, outcome, answer, error}, m_store.lastFailure());
    return false;
}

bool WriteJournal::finish(qint64 id, JournalEntry::Outcome outcome, const QByteArray &answer, const QString &error)
{
    // A discard keeps what an earlier attempt said (its error), so the entry still tells why.
    QSqlQuery &query = outcome == JournalEntry::Outcome::Discarded
                           ? prepared(m_discard, QStringLiteral("UPDATE journal SET outcome = ?, finished_at = ? WHERE id = ?"))
                           : prepared(m_finish, QStringLiteral("UPDATE journal SET outcome = ?, finished_at = ?, answer = ?, error = ? WHERE id = ?"));
    query.addBindValue(JournalEntry::outcomeName(outcome));
    query.addBindValue(now());
    if (outcome != JournalEntry::Outcome::Discarded) {
        query.addBindValue(answer.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(QString::fromUtf8(answer)));
        query.addBindValue(error.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(error));
    }
    query.addBindValue(id);
    return execChange(query, id);
}

JournalEntry WriteJournal::read(const QSqlQuery &query)
{
    const QSqlRecord record = query.record();
    const auto text = [&](const char *column) { return query.value(record.indexOf(QLatin1StringView(column))).toString(); };
    JournalEntry entry;
    entry.id = query.value(record.indexOf(QStringLiteral("id"))).toLongLong();
    entry.startedAt = parseTime(text("started_at"));
    entry.finishedAt = parseTime(query.value(record.indexOf(QStringLiteral("finished_at"))));
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
    entry.attempts = query.value(record.indexOf(QStringLiteral("attempts"))).toInt();
    return entry;
}

std::optional<JournalEntry> WriteJournal::entry(qint64 id) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT * FROM journal WHERE id = ?"));
    query.addBindValue(id);
    if (!exec(query) || !query.next())
        return std::nullopt;
    return read(query);
}

QList<JournalEntry> WriteJournal::notConfirmed() const
{
    QList<JournalEntry> entries;
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT * FROM journal WHERE outcome = 'pending' AND run_id <> ? ORDER BY id"));
    query.addBindValue(m_store.runId());
    if (!exec(query))
        return entries;
    const LiveRuns live = liveRuns();
    while (query.next()) {
        JournalEntry entry = read(query);
        if (entry.isNotConfirmed(live))
            entries.append(std::move(entry));
    }
    return entries;
}

std::optional<JournalEntry> WriteJournal::findByKey(const QString &idempotencyKey) const
{
    if (idempotencyKey.isEmpty())
        return std::nullopt;
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT * FROM journal WHERE idempotency_key = ? ORDER BY id DESC LIMIT 1"));
    query.addBindValue(idempotencyKey);
    if (!exec(query) || !query.next())
        return std::nullopt;
    return read(query);
}

int WriteJournal::forgetOlderThan(const QDateTime &before)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("DELETE FROM journal WHERE started_at < ? AND outcome <> 'pending'"));
    query.addBindValue(before.toUTC().toString(Qt::ISODateWithMs));
    m_store.noteWrite();
    if (!exec(query))
        return 0;
    const int count = query.numRowsAffected();
    if (count > 0)
        emit entriesForgotten(count);
    return count;
}

} // namespace Audience::Models
