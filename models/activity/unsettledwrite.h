#pragma once

#include "models/store/journalentry.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace Audience::Models {

class JournalActions;
class StoreLink;
class WriteJournal;

// The write of one kind on one target (a person's update, a log entry for a person, an entry of a
// topic, a subscription's update) that an earlier run of the console left not confirmed (it closed
// before the answer) or failed, for the place that made it to show with the choices Activity
// offers: Retry, Discard and Show in Activity. Retry and Discard are the connection's
// JournalActions (the same as Activity's); the words are JournalWords'. The newest such entry is
// shown; once it is done or discarded the next one, if any, takes its place (one that a Retry got
// done stays, saying so, when there is no next one).
class UnsettledWrite : public QObject
{
    Q_OBJECT
public:
    // The writes of `kind` (its row's operation name in the journal). The journal is read through
    // `store` while it is open; Retry and Discard go through `actions`. Neither is owned; both must
    // outlive this.
    UnsettledWrite(StoreLink &store, JournalActions &actions, WriteKind kind, QObject *parent = nullptr);

    // The person, topic or subscription the place shows; empty: none.
    void setTargetId(const QString &targetId);
    QString targetId() const { return m_targetId; }

    // The entry to show, while there is one.
    const std::optional<JournalEntry> &entry() const { return m_entry; }
    // What it is, in words ("Add a log entry to Ada Lovelace").
    QString title() const;
    // How it stands and what Retry does, in words (JournalWords::unsettledNotice); while a retry
    // is on its way, says so.
    QString notice() const;
    bool canRetry() const;
    bool canDiscard() const;
    // A retry was sent and its answer has not come.
    bool isRetrying() const;
    // The entry shown went through on a Retry: the place says so until it shows another target.
    bool isSettled() const;
    // What the last Retry or Discard came to, in words (empty before one).
    QString lastOutcome() const { return m_lastOutcome; }

    bool retry();
    bool discard();

signals:
    void changed();
    // What a Retry or Discard of this place's entry came to.
    void finished(qint64 id, bool ok, const QString &outcome);

private:
    void attach(WriteJournal *journal);
    void findNewest();
    void onEntryChanged(qint64 id);
    void setEntry(std::optional<JournalEntry> entry);
    LiveRuns liveRuns() const;

    JournalActions &m_actions;
    QString m_operation;
    QString m_targetId;
    QPointer<WriteJournal> m_journal;
    std::optional<JournalEntry> m_entry;
    QString m_lastOutcome;
};

} // namespace Audience::Models
