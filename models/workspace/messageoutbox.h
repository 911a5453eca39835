#pragma once

#include "models/audiences/audiencenames.h"
#include "models/common/writetracker.h"
#include "net/audiencetypes.h"
#include "net/conversationtypes.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QSet>

namespace Audience::Models {

class ComposerDrafts;

// The messages the user sent to an audience's editing agent that the conversation does not show yet
// (spec 4.14): each gets its clientMessageId when the user presses Send, and every retry of that
// message reuses it, so a retry after a lost answer never posts twice. While sending, a message is
// Pending; when the send fails it stays here, Failed, with its text, until the user retries or takes
// it back to edit. Once the service accepted it, it stays (Done, waiting for the agent): the spec
// promises nothing about when the history shows an accepted message. It goes when a history loaded
// afterwards holds it (the same role and text), or when its version settled and the history was
// read again (settle()). One per connection (Models::Connection).
// Each send is journaled (WriteTracker) in the same transaction that takes the text out of the
// composer's draft; a message an earlier run sent without an answer comes back (adopt()) as not
// confirmed, with Retry (the same clientMessageId) and Discard.
class MessageOutbox : public QObject
{
    Q_OBJECT
public:
    // The spec's limit on a message (characters).
    static constexpr int maxLength = 50000;

    // Where a text comes from: the audience's own composer (its draft leaves with the send, in the
    // journal's transaction), or elsewhere (one instruction to many audiences: each audience's
    // composer keeps what the user had typed there).
    enum class Source { Composer, Elsewhere };

    struct Outgoing
    {
        QString clientMessageId;
        QString pageId;
        QString audienceId;
        QString text;
        QDateTime createdAt;
        QString versionId; // once accepted
        const void *sentWith = nullptr; // the client it went to: a retry never goes to another service
        WriteTracker::State state = WriteTracker::State::None;
        QString errorText;
        bool notConfirmed = false; // sent by an earlier run that never saw the answer
        bool versionSettled = false; // its version left queued/processing: the next history shows it
        QSet<QString> historyBefore; // the messageIds the history held when it was sent
        Source source = Source::Composer;
        // How the journal names it: a message (empty), or an undo's instruction
        // (JournalOperation::undoInstruction) with the label of what it undoes.
        QString operation;
        QString label;
        // Accepted, but the store could not record it yet: why (WriteTracker::unrecordedText()).
        QString notRecorded;
    };

    explicit MessageOutbox(QObject *parent = nullptr);

    void setClient(Net::ApiClient *client);
    // The composers' drafts a sent text leaves (not owned; may be null).
    void setDrafts(ComposerDrafts *drafts);
    // Where a message's audience gets the name its journal entry shows in Activity (an audience not
    // met yet is named by its ID there).
    void setAudienceNames(const AudienceNames &names) { m_names = names; }
    WriteTracker *tracker() { return &m_writes; }
    // Takes in a message an earlier run journaled and never saw answered: listed with its
    // audience, Failed and not confirmed, until retried or discarded.
    bool adopt(const JournalEntry &entry);
    // Gives up on a failed or not-confirmed message: journaled as discarded, and forgotten.
    bool discard(const QString &clientMessageId);
    bool isNotConfirmed(const QString &clientMessageId) const { return m_writes.isNotConfirmed(clientMessageId); }

    // Why a text cannot be sent as it is (empty, or over the limit), in words; empty when it can.
    static QString validate(const QString &text);
    // Sends a new message; returns its clientMessageId, or empty (nothing sent) when the text does
    // not validate, there is no connection, or the journal refused to record it (the store is
    // locked, full, read-only or damaged): then the text stays the composer's draft and
    // refusal() says why, for the composer to show beside Retry.
    QString send(const QString &pageId, const QString &audienceId, const QString &text, Source source = Source::Composer);
    // The instruction of "Undo this publish": sent like a message from elsewhere (the composer is
    // not touched) and journaled as its own kind (WriteKind::UndoInstruction) under `label`
    // ("version 3 of …"). Returns its clientMessageId, or empty as send() does.
    QString sendUndo(const QString &pageId, const QString &audienceId, const QString &text, const QString &label);
    // Why the last send from this audience's composer was not sent ("Not sent: the profile's store
    // is busy: another program is holding it."); empty once a send went out or was dismissed, and
    // once the store takes writes again (forgetStoreRefusals()).
    QString refusal(const QString &audienceId) const { return m_refusals.value(audienceId); }
    void dismissRefusal(const QString &audienceId);
    // The store takes writes again (the journal recorded something, the drafts were kept): every
    // composer's refusal goes. Called by itself from the tracker's and the drafts' signals.
    void forgetStoreRefusals();
    // Why the last send() was refused by the store, whatever its source; empty when it was not.
    QString lastRefusal() const { return m_lastRefusal; }
    // A message an earlier run left not confirmed that the service turned out to have (StartCheck
    // found it in the conversation): journaled as done with `answer`, and forgotten here (the
    // conversation shows it as the service's own). False when it is not such a message.
    bool confirm(const QString &clientMessageId, const QByteArray &answer);
    // Sends a failed message again with the same clientMessageId.
    bool retry(const QString &clientMessageId);
    // Takes a failed message back (the user edits it): returns its text and forgets it.
    QString takeBack(const QString &clientMessageId);
    // Takes in a history of this audience just loaded: an accepted message goes when the history
    // holds it (a user message with its text, new since it was sent) or when its version settled.
    void settle(const QString &audienceId, const QList<Net::Message> &history);
    // A version left queued/processing: the accepted message that started it goes at the next settle().
    void versionSettled(const Net::AudienceVersion &version);

    // This audience's messages, oldest first.
    QList<Outgoing> outgoing(const QString &audienceId) const;
    std::optional<Outgoing> find(const QString &clientMessageId) const;
    int pendingCount() const { return m_writes.pendingCount(); }

signals:
    // The messages of this audience changed (one more, a new state, one fewer).
    void changed(const QString &audienceId);
    // The service accepted a message: its new version is on its way.
    void accepted(const QString &pageId, const QString &audienceId, const QString &clientMessageId,
                  const QString &versionId);

private:
    QString sendOutgoing(Outgoing message);
    WriteTracker::Write makeWrite(const Outgoing &message);
    // True when `history` holds `message` in a row no earlier message claimed (claimed grows).
    static bool heldBy(const Outgoing &message, const QList<Net::Message> &history, QSet<qsizetype> &claimed);

    WriteTracker m_writes; // by clientMessageId
    QPointer<ComposerDrafts> m_drafts;
    AudienceNames m_names;
    QHash<QString, Outgoing> m_messages;
    QStringList m_order; // clientMessageIds, oldest first
    QHash<QString, QSet<QString>> m_historyIds; // audienceId → the messageIds its last history held
    QHash<QString, QString> m_refusals;         // audienceId → why its composer's last send was not sent
    QString m_lastRefusal;
};

} // namespace Audience::Models
