#pragma once

#include "models/store/journalentry.h"
#include "models/store/storeerror.h"
#include "models/store/storeresult.h"

#include <QList>
#include <QObject>
#include <QTimer>

#include <functional>

namespace Audience::Models {

// The outcomes of writes (done, failed, discarded) the store refused to record (full, read-only,
// locked): kept in memory, oldest first, and recorded again every retryIntervalMs until the store
// takes them, so an answer the service gave is never called "not confirmed" later. The main
// window's bar says how many wait, and why (countChanged).
class UnrecordedOutcomes : public QObject
{
    Q_OBJECT
public:
    static constexpr int retryIntervalMs = 1000;

    struct Outcome
    {
        qint64 id = 0; // the journal entry
        JournalEntry::Outcome outcome = JournalEntry::Outcome::Done;
        QByteArray answer;
        QString error;
    };
    // Writes one outcome into the store; why not when the store still refuses it.
    using Recorder = std::function<StoreResult<void>(const Outcome &outcome)>;

    explicit UnrecordedOutcomes(Recorder record, QObject *parent = nullptr);

    // Keeps an outcome the store refused, for `why`; a newer outcome of the same entry replaces it.
    void keep(const Outcome &outcome, const StoreError &why);
    // A new attempt of the entry was recorded: an older outcome must not overwrite it.
    void drop(qint64 id);
    int count() const { return int(m_waiting.size()); }
    // True while the outcome of journal entry `id` waits here.
    bool isWaiting(qint64 id) const;
    // Why the store refused the last one.
    StoreError why() const { return m_why; }
    // Records what the store takes now, in order; stops at the first refusal.
    void recordNow();

    // Records an outcome into the store at `path` through a short-lived connection of its own
    // (StoreConnection::openExisting, waiting as the GUI thread does): for an answer that arrived
    // after the profile it was sent from was closed (a profile switch).
    static bool recordInStoreAt(const QString &path, const Outcome &outcome);

signals:
    void countChanged(int count);

private:
    Recorder m_record;
    QList<Outcome> m_waiting;
    StoreError m_why;
    QTimer m_retry;
};

} // namespace Audience::Models
