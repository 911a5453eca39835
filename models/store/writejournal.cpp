#include "models/store/writejournal.h"

#include "models/store/profiledatabase.h"
#include "models/store/unrecordedoutcomes.h"


namespace Audience::Models {

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

WriteJournal::WriteJournal(ProfileDatabase &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_unrecorded(new UnrecordedOutcomes([this](const UnrecordedOutcomes::Outcome &kept) {
        return finish(kept.id, kept.outcome, kept.answer, kept.error);
    }, this))
{
    recount();
    // Another console on the profile: its outcomes, and its end, change what is not confirmed.
    connect(&m_store, &ProfileDatabase::changedElsewhere, this, &WriteJournal::followElsewhere);
    connect(&m_store, &ProfileDatabase::liveRunsChanged, this, &WriteJournal::followElsewhere);
}

void WriteJournal::recount()
{
    const LiveRuns live = liveRuns();
    QSet<qint64> gone;
    QSet<qint64> elsewhere;
    const auto pending = m_store.pendingJournalRunsOfOthers(m_store.runId());
    if (!pending)
        return; // the counts stay as they were; the next change tries again
    for (const auto &[id, runId] : *pending)
        (live.isAlive(runId) ? elsewhere : gone).insert(id);
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

StoreResult<void> WriteJournal::tellChanged(StoreResult<void> written, qint64 id)
{
    if (!written)
        return written;
    emit entryChanged(id);
    if (m_notConfirmedIds.remove(id))
        emit notConfirmedCountChanged();
    return written;
}

QString WriteJournal::runId() const
{
    return m_store.runId();
}

StoreResult<qint64> WriteJournal::recordIntent(const JournalNote &note, const QString &idempotencyKey,
                                               const std::function<StoreResult<void>()> &alongside)
{
    qint64 id = 0;
    const StoreResult<void> recorded = m_store.inTransaction([&]() -> StoreResult<void> {
        if (alongside) {
            if (StoreResult<void> done = alongside(); !done)
                return done;
        }
        const StoreResult<qint64> inserted = m_store.insertJournalEntry(note, m_store.runId(), idempotencyKey);
        if (!inserted)
            return inserted.error();
        id = *inserted;
        return {};
    });
    if (!recorded)
        return recorded.error();
    emit entryAdded(id);
    return id;
}

StoreResult<void> WriteJournal::recordRequest(qint64 id, const QByteArray &method, const QString &path, const QByteArray &body)
{
    return m_store.setJournalRequest(id, method, path, body);
}

StoreResult<void> WriteJournal::recordAttempt(qint64 id)
{
    StoreResult<void> attempt = tellChanged(m_store.setJournalAttempt(id, m_store.runId()), id);
    if (attempt)
        m_unrecorded->drop(id); // an older outcome must not overwrite this attempt
    return attempt;
}

bool WriteJournal::recordDone(qint64 id, const QByteArray &answer)
{
    return finishOrKeep(id, JournalEntry::Outcome::Done, answer, {}).ok();
}

bool WriteJournal::recordFailed(qint64 id, const QString &error)
{
    return finishOrKeep(id, JournalEntry::Outcome::Failed, {}, error).ok();
}

bool WriteJournal::recordDiscarded(qint64 id)
{
    return finishOrKeep(id, JournalEntry::Outcome::Discarded, {}, {}).ok();
}

StoreResult<void> WriteJournal::finishOrKeep(qint64 id, JournalEntry::Outcome outcome, const QByteArray &answer, const QString &error)
{
    StoreResult<void> finished = finish(id, outcome, answer, error);
    // The service's answer is known: losing it would make the next run call the write "not
    // confirmed". Kept until the store can be written again.
    if (!finished)
        m_unrecorded->keep({id, outcome, answer, error}, finished.error());
    return finished;
}

StoreResult<void> WriteJournal::finish(qint64 id, JournalEntry::Outcome outcome, const QByteArray &answer, const QString &error)
{
    return tellChanged(m_store.setJournalOutcome(id, outcome, answer, error), id);
}

std::optional<JournalEntry> WriteJournal::entry(qint64 id) const
{
    return m_store.journalEntry(id).value_or(std::nullopt);
}

QList<JournalEntry> WriteJournal::notConfirmed() const
{
    QList<JournalEntry> entries = m_store.pendingJournalEntriesOfOthers(m_store.runId()).value_or(QList<JournalEntry>());
    const LiveRuns live = liveRuns();
    entries.removeIf([&live](const JournalEntry &entry) { return !entry.isNotConfirmed(live); });
    return entries;
}

std::optional<JournalEntry> WriteJournal::findByKey(const QString &idempotencyKey) const
{
    if (idempotencyKey.isEmpty())
        return std::nullopt;
    return m_store.journalEntryByKey(idempotencyKey).value_or(std::nullopt);
}

int WriteJournal::forgetOlderThan(const QDateTime &before)
{
    const int count = m_store.forgetJournalEntriesBefore(before).value_or(-1);
    if (count > 0)
        emit entriesForgotten(count);
    return qMax(count, 0);
}

} // namespace Audience::Models
