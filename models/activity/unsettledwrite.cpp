#include "models/activity/unsettledwrite.h"

#include "models/activity/journalactions.h"
#include "models/activity/journalwords.h"
#include "models/common/storelink.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"

namespace Audience::Models {

UnsettledWrite::UnsettledWrite(StoreLink &store, JournalActions &actions, WriteKind kind, QObject *parent)
    : QObject(parent)
    , m_actions(actions)
    , m_operation(operationName(kind))
{
    // The store opens after the first pages, later than the places are made.
    connect(&store, &StoreLink::journalChanged, this, &UnsettledWrite::attach);
    attach(store.journal());
    connect(&actions, &JournalActions::finished, this, [this](qint64 id, bool ok, const QString &outcome) {
        if (!m_entry || m_entry->id != id)
            return;
        m_lastOutcome = outcome;
        emit finished(id, ok, outcome);
        emit changed();
    });
}

void UnsettledWrite::attach(WriteJournal *journal)
{
    if (m_journal)
        disconnect(m_journal, nullptr, this, nullptr);
    m_journal = journal;
    if (m_journal)
        connect(m_journal, &WriteJournal::entryChanged, this, &UnsettledWrite::onEntryChanged);
    findNewest();
}

void UnsettledWrite::setTargetId(const QString &targetId)
{
    if (targetId == m_targetId)
        return;
    m_targetId = targetId;
    m_lastOutcome.clear();
    findNewest();
}

LiveRuns UnsettledWrite::liveRuns() const
{
    return m_journal ? m_journal->liveRuns() : LiveRuns();
}

void UnsettledWrite::findNewest()
{
    if (!m_journal || m_targetId.isEmpty() || !m_journal->store().isOpen()) {
        setEntry(std::nullopt);
        return;
    }
    // Only an earlier run's: a write of this run that failed is still in its form, with its error.
    setEntry(m_journal->store().newestUnsettledJournalEntry(liveRuns().own(), m_operation, m_targetId).value_or(std::nullopt));
}

void UnsettledWrite::onEntryChanged(qint64 id)
{
    if (!m_entry || m_entry->id != id)
        return;
    const std::optional<JournalEntry> now = m_journal->entry(id);
    // Retried (pending in this run) or failed again: still this place's to show. Done or
    // discarded: settled, and the next one, if any, is shown; else one that went through stays,
    // to say so, until the place shows another target.
    if (now && (now->outcome == JournalEntry::Outcome::Pending || now->outcome == JournalEntry::Outcome::Failed)) {
        setEntry(now);
        return;
    }
    findNewest();
    if (!m_entry && now && now->outcome == JournalEntry::Outcome::Done)
        setEntry(now);
}

bool UnsettledWrite::isSettled() const
{
    return m_entry && (m_entry->outcome == JournalEntry::Outcome::Done || m_entry->outcome == JournalEntry::Outcome::Discarded);
}

void UnsettledWrite::setEntry(std::optional<JournalEntry> entry)
{
    m_entry = std::move(entry);
    emit changed();
}

QString UnsettledWrite::title() const
{
    return m_entry ? JournalWords::what(*m_entry) : QString();
}

QString UnsettledWrite::notice() const
{
    if (!m_entry || isSettled())
        return {}; // lastOutcome() says what came of it
    if (m_entry->isInOtherWindow(liveRuns()))
        return JournalWords::inOtherWindow();
    if (isRetrying())
        return JournalWords::outcomeWord(ActivityOutcome::InProgress);
    return JournalWords::unsettledNotice(*m_entry, liveRuns());
}

bool UnsettledWrite::isRetrying() const
{
    return m_entry && m_entry->outcome == JournalEntry::Outcome::Pending && liveRuns().isAlive(m_entry->runId);
}

bool UnsettledWrite::canRetry() const
{
    return m_entry && !isRetrying() && !isSettled() && JournalActions::canRetry(*m_entry);
}

bool UnsettledWrite::canDiscard() const
{
    return m_entry && !isRetrying() && !isSettled() && JournalActions::canDiscard(*m_entry);
}

bool UnsettledWrite::retry()
{
    return canRetry() && m_actions.retry(m_entry->id);
}

bool UnsettledWrite::discard()
{
    return canDiscard() && m_actions.discard(m_entry->id);
}

} // namespace Audience::Models
