#pragma once

#include "models/store/journalentry.h"
#include "models/store/storeresult.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

namespace Audience::Models {

class ProfileDatabase;
class UnrecordedOutcomes;

// The journal of the console's writes, in the profile's store (table `journal`): WriteTracker
// records each write's intent before it is sent and its outcome after (DESIGN: "every write is
// journaled there before it is sent and its outcome after"). A write whose answer never came stays
// pending; seen from the next run it is "not confirmed", and offered again (Retry with the same
// key, or Check). Nothing is forgotten by itself: forgetOlderThan() is the user's.
class WriteJournal : public QObject
{
    Q_OBJECT
public:
    // The store is not owned and must outlive the journal.
    explicit WriteJournal(ProfileDatabase &store, QObject *parent = nullptr);
    ~WriteJournal() override;

    ProfileDatabase &store() const { return m_store; }
    QString runId() const;
    // The consoles open on this profile, this one among them (ProfileDatabase::liveRuns()).
    LiveRuns liveRuns() const;

    // Records a write about to be sent: pending, this run, now, with the note's body when it has one. `alongside` runs in the same
    // transaction (a sent message leaves the composer's draft in the same commit); when it
    // fails nothing is recorded. Returns the entry's id, or why nothing was written.
    StoreResult<qint64> recordIntent(const JournalNote &note, const QString &idempotencyKey,
                                     const std::function<StoreResult<void>()> &alongside = {});
    // What the request turned out to be, right after it was made (still before its bytes can
    // have reached the service for a write with a body; see WriteTracker).
    StoreResult<void> recordRequest(qint64 id, const QByteArray &method, const QString &path, const QByteArray &body);
    // Another attempt of the same write (a retry, the same key): pending again, in this run.
    StoreResult<void> recordAttempt(qint64 id);
    bool recordDone(qint64 id, const QByteArray &answer);
    bool recordFailed(qint64 id, const QString &error);
    // The user gave up on a write that was not confirmed (or failed).
    bool recordDiscarded(qint64 id);

    std::optional<JournalEntry> entry(qint64 id) const;
    // The writes of runs that are gone, never answered, oldest first.
    QList<JournalEntry> notConfirmed() const;
    // How many of those are still undecided (retried, answered or discarded ones leave), without
    // asking the database: notConfirmedCountChanged() says when it changes, also when another
    // console on the profile records an outcome or goes away.
    int notConfirmedCount() const { return int(m_notConfirmedIds.size()); }
    // The writes another console open on this profile sent and has not seen answered yet: in
    // progress in that window, never offered for Retry here.
    int inOtherWindowCount() const { return int(m_inOtherWindowIds.size()); }
    // The newest entry for this idempotency key, if any.
    std::optional<JournalEntry> findByKey(const QString &idempotencyKey) const;
    // Forgets the finished entries that started before `before` (pending ones are kept: they are
    // still the user's to decide). Returns how many.
    int forgetOlderThan(const QDateTime &before);

    // The outcomes the store refused to record, kept and recorded again until it takes them.
    UnrecordedOutcomes *unrecordedOutcomes() const { return m_unrecorded; }

signals:
    void entryAdded(qint64 id);
    void entryChanged(qint64 id);
    // Entries were forgotten: lists over the journal read it again.
    void entriesForgotten(int count);
    void notConfirmedCountChanged();
    void inOtherWindowCountChanged();
    // Another console wrote to the journal (or opened, or went away): lists over it read it again.
    void changedElsewhere();

private:
    StoreResult<void> finish(qint64 id, JournalEntry::Outcome outcome, const QByteArray &answer, const QString &error);
    // Reads which pending writes belong to gone runs and which to other live ones.
    void recount();
    // What another console did shows here without a restart.
    void followElsewhere();
    // After a change of entry `id` was written (`written`), tells the lists over the journal.
    StoreResult<void> tellChanged(StoreResult<void> written, qint64 id);
    StoreResult<void> finishOrKeep(qint64 id, JournalEntry::Outcome outcome, const QByteArray &answer, const QString &error);

    ProfileDatabase &m_store;
    UnrecordedOutcomes *m_unrecorded = nullptr;
    QSet<qint64> m_notConfirmedIds;  // pending, of runs that are gone
    QSet<qint64> m_inOtherWindowIds; // pending, of other live runs
};

} // namespace Audience::Models
