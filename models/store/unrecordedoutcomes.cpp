#include "models/store/unrecordedoutcomes.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>
#include <utility>

namespace Audience::Models {

Q_DECLARE_LOGGING_CATEGORY(lcProfileStore)

UnrecordedOutcomes::UnrecordedOutcomes(Recorder record, QObject *parent)
    : QObject(parent)
    , m_record(std::move(record))
{
    m_retry.setInterval(retryIntervalMs);
    connect(&m_retry, &QTimer::timeout, this, &UnrecordedOutcomes::recordNow);
}

void UnrecordedOutcomes::keep(const Outcome &outcome, const StoreError &why)
{
    const int before = count();
    drop(outcome.id);
    m_waiting.append(outcome);
    m_why = why;
    m_retry.start();
    qCWarning(lcProfileStore) << "outcome of journal entry" << outcome.id << "kept until the store takes it:" << why.detail;
    if (count() != before)
        emit countChanged(count());
}

void UnrecordedOutcomes::drop(qint64 id)
{
    const int before = count();
    m_waiting.removeIf([id](const Outcome &waiting) { return waiting.id == id; });
    if (m_waiting.isEmpty())
        m_retry.stop();
    if (count() != before)
        emit countChanged(count());
}

void UnrecordedOutcomes::recordNow()
{
    const int before = count();
    // The record function may keep() again when it fails: take the queue out first.
    QList<Outcome> waiting = std::exchange(m_waiting, {});
    qsizetype recorded = 0;
    while (recorded < waiting.size() && m_record(waiting.at(recorded)))
        ++recorded;
    waiting.remove(0, recorded);
    for (const Outcome &newer : std::as_const(m_waiting)) // kept meanwhile: newer than the old ones
        waiting.removeIf([&newer](const Outcome &old) { return old.id == newer.id; });
    m_waiting = waiting + m_waiting;
    if (m_waiting.isEmpty())
        m_retry.stop();
    if (count() != before)
        emit countChanged(count());
}

bool UnrecordedOutcomes::recordInStoreAt(const QString &path, const Outcome &outcome, int busyTimeoutMs)
{
    // A name of its own: Qt Sql's connections are per name, and this one lives for one statement.
    static std::atomic<quint64> counter{0};
    const QString name = QStringLiteral("audience-late-outcome-%1").arg(++counter);
    bool recorded = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs));
        if (db.open()) {
            QSqlQuery query(db);
            query.prepare(QStringLiteral("UPDATE journal SET outcome = ?, finished_at = ?, answer = ?, error = ? WHERE id = ?"));
            query.addBindValue(JournalEntry::outcomeName(outcome.outcome));
            query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
            query.addBindValue(outcome.answer.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(QString::fromUtf8(outcome.answer)));
            query.addBindValue(outcome.error.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(outcome.error));
            query.addBindValue(outcome.id);
            recorded = query.exec();
            if (!recorded)
                qCWarning(lcProfileStore) << "a late outcome could not be recorded in" << path << ":" << query.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return recorded;
}

} // namespace Audience::Models
