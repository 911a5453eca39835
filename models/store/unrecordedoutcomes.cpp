#include "models/store/unrecordedoutcomes.h"

#include "models/store/storeconnection.h"

#include <QLoggingCategory>

#include <algorithm>

#include <utility>

namespace Audience::Models {

Q_DECLARE_LOGGING_CATEGORY(lcProfileDatabase)

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
    qCWarning(lcProfileDatabase) << "outcome of journal entry" << outcome.id << "kept until the store takes it:" << why.detail;
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

bool UnrecordedOutcomes::isWaiting(qint64 id) const
{
    return std::any_of(m_waiting.cbegin(), m_waiting.cend(), [id](const Outcome &waiting) { return waiting.id == id; });
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

bool UnrecordedOutcomes::recordInStoreAt(const QString &path, const Outcome &outcome)
{
    // A passing look, on the GUI thread: it waits no longer than the console's own connection.
    StoreConnection late(QStringLiteral("late-outcome"));
    if (const StoreResult<void> opened = late.openExisting(path, StoreConnection::Waits::GuiThread); !opened) {
        qCWarning(lcProfileDatabase) << "a late outcome could not be recorded in" << path
                                     << ": the store cannot be opened:" << opened.error().detail;
        return false;
    }
    return late.setJournalOutcome(outcome.id, outcome.outcome, outcome.answer, outcome.error).ok();
}

} // namespace Audience::Models
