#pragma once

#include "models/common/writetracker.h"
#include "models/workspace/instructionwatch.h"
#include "models/workspace/publishhistory.h"
#include "models/workspace/undoplan.h"
#include "models/workspace/undostates.h"

#include <QObject>
#include <QPointer>

namespace Audience::Models {

class MessageOutbox;
class PublishActions;

// "Undo this publish", the one entry point: the impact card, the Versions tab's timeline and
// Activity's completed publish all start one with (page, audience, the version published). The
// interface publishes drafts only, so an undo copies forward: a new draft whose fields equal what
// was live before that publish, proved equal field by field, then published through the usual
// confirmation.
//   1. Preview: what the publish changed (PublishHistory) and what is live now give the plan
//      (UndoPlan): each field's current value → its value before; a field a later publish changed
//      again, or one the console cannot vouch for, is a conflict, kept at its live value until the
//      user takes the old one.
//   2. Send: what is live is read again first (a publish may have landed: then the plan changes and
//      the pane says what changed, nothing is sent); then one message dictating each value exactly
//      (MessageOutbox::sendUndo, journaled as WriteKind::UndoInstruction). The draft's fields as they
//      were before this first send are kept: only what was pending then is "pending before the undo".
//   3. Proof: once the agent's version is a draft, the conversation is read again and each dictated
//      field is compared with its target, and every other field the draft changed since the send is
//      named (UndoProof). Publish is offered only when all are equal and no other field changed
//      unasked (or the user took that change); otherwise Ask Again: read again, then the same values
//      in a new message, with each field the agent changed unasked dictated back as it was. After a
//      send that was not confirmed, Ask Again retries that message under its clientMessageId.
//   4. Publish: read again first (a publish that landed turns into a conflict, the draft is proved
//      again on what was read), then through PublishActions, its journal entry naming what it undid.
// The stages are one table (next()): a stage and an event give the next stage. A read again before
// an action (check()) keeps the stage and what it showed; when it fails, the action waits until a
// read succeeds (readAgain()).
class PublishUndo : public QObject
{
    Q_OBJECT
public:
    // The states, the events and the table that moves between them (UndoStates).
    using State = UndoStates::State;
    using Event = UndoStates::Event;
    using Stage = UndoStates::Stage;
    static std::optional<State> next(State state, Event event) { return UndoStates::next(state, event); }
    static Stage stageOf(State state) { return UndoStates::stageOf(state); }

    // The read again before an action: none, under way, or failed (the action waits).
    enum class Check { None, Reading, Failed };
    Q_ENUM(Check)

    // None is owned; all must outlive this object (the connection's).
    PublishUndo(ServiceLink &service, StoreLink &store, MessageOutbox &outbox, VersionFollower &versions, PublishActions &publishes,
                QObject *parent = nullptr);

    // Starts the undo of `versionId`'s publish (a version the console has seen published);
    // `audienceName` names it in the journal. False when it cannot start (no IDs, not connected).
    bool start(const QString &pageId, const QString &audienceId, const QString &versionId, const QString &audienceName = {});
    void reset();

    State state() const { return m_state; }
    Stage stage() const { return stageOf(m_state); }
    // Any state that ended in a failure (read, send, draft, proof read, publish).
    bool isFailed() const;
    Check check() const { return m_check; }
    // Where it stands, in words ("The agent is writing the draft…").
    QString stageText() const;
    // Why the stage failed, in words (empty in a stage that is no failure).
    QString errorText() const { return m_error; }
    // What a read again found (what changed since, or that the connection was lost); empty: nothing.
    QString notice() const { return m_notice; }
    QString pageId() const { return m_pageId; }
    QString audienceId() const { return m_audienceId; }
    QString versionId() const { return m_versionId; }
    qint64 versionNumber() const { return m_plan.versionNumber; }
    const UndoPlan &plan() const { return m_plan; }
    // What that publish changed, as far as it is known (and how: recorded, derived).
    std::optional<PublishedChange> undone() const { return m_history.publish(m_versionId); }
    // Keep the later value or take the old one, for a conflicting field (in the preview, and
    // before Ask Again).
    bool setChoice(const QString &field, UndoField::Choice choice);
    // The preview as "what goes live" rows: each field the undo changes, live → target.
    QList<FieldNetChange> previewRows() const;

    // What the user may do now: Send (Ready, NotSent), Ask Again (NotProven, NotADraft, SendFailed),
    // Publish (Proven, PublishFailed), Read Again (a failed read, or a failed check). The first
    // three are false while a check reads, and after one failed until a read succeeds.
    bool canSend() const;
    bool canAskAgain() const;
    bool canPublish() const;
    bool canReadAgain() const;

    // Send, or Ask Again: reads what is live again, then sends (Ask Again after a send not confirmed
    // retries that message, the same clientMessageId). False when nothing was started.
    bool send();
    bool askAgain() { return canAskAgain() && send(); }
    // Reads again after a failed read (the plan's, the proof's, or a check's).
    bool readAgain();
    QString instruction() const { return m_plan.instruction(); }
    // The journal's name for the instruction: "version 3 of Heads of FP&A at SaaS scale-ups".
    QString instructionLabel() const;
    // The instruction was sent by a runner instead (BulkInstruction, for the undo of a release) and
    // its version settled: proves that draft as if send() had sent it. Ready, NotProven, NotADraft,
    // SendFailed or NotSent with a plan only; false otherwise.
    bool proveDraft(const QString &clientMessageId, const Net::AudienceVersion &draft);
    QString clientMessageId() const { return m_messageId; }

    QString draftVersionId() const { return m_draftVersionId; }
    qint64 draftVersionNumber() const { return m_draftVersionNumber; }
    const UndoProof &proof() const { return m_proof; }
    // The draft's rows as read for the proof (what goes live with it, against what is live).
    const QList<FieldNetChange> &draftRows() const { return m_draftRows; }
    // Takes a field the agent changed unasked, as it is in the draft (NotProven, after seeing it).
    bool acceptExtra(const QString &field);
    // Fields the proven draft changes besides the undo's (pending before it was sent, or taken by
    // the user): they go live with it. Their labels.
    QStringList alsoChanging() const;
    // The newest draft's conversation, read for the proof (its context and pending changes are
    // what the publish confirmation shows).
    const PublishHistory &history() const { return m_history; }

    // Publishes the proven draft (Proven: after a read again; PublishFailed: a retry under the same
    // key); the caller has had the confirmation accepted.
    bool publish();
    // The journal's name for that publish: "Heads of FP&A at SaaS scale-ups, undoing version 3".
    QString publishLabel() const;

signals:
    void changed();

private:
    // What the read in flight is for.
    enum class Read { None, Plan, Check, Proof };
    // What waits for a check.
    enum class Action { Send, AskAgain, Publish, Look };

    bool fire(Event event, const QString &error = {});
    bool startCheck(Action action);
    void onHistory();
    void onPlanRead();
    void onCheckRead();
    void sendNow();
    void askAgainNow();
    void publishNow();
    UndoPlan planFromHistory() const;
    void onAccepted(const QString &clientMessageId, const QString &versionId);
    void onSendFailed(const QString &clientMessageId, const QString &why);
    void onSettled(const QString &clientMessageId, const Net::AudienceVersion &version);
    void prove();
    void onPublishState(const QString &versionId, WriteTracker::State state);

    MessageOutbox &m_outbox;
    VersionFollower &m_versions;
    PublishActions &m_publishes;
    ServiceLink &m_service;
    StoreLink &m_store; // where an undo that goes live is kept (UndonePublishes)
    PublishHistory m_history;
    InstructionWatch m_instructions; // the instruction's send, acceptance and version
    State m_state = State::Idle;
    Check m_check = Check::None;
    Read m_reading = Read::None;
    Action m_waiting = Action::Look;
    QString m_error;
    QString m_notice;
    QString m_pageId;
    QString m_audienceId;
    QString m_versionId;
    QString m_audienceName;
    UndoPlan m_plan;
    QList<FieldNetChange> m_planRows;                  // the rows of the last read of the plan
    std::optional<QList<FieldNetChange>> m_beforeUndo; // the rows read before the first send
    QList<FieldNetChange> m_draftRows;                 // the rows read for the proof
    QHash<QString, QString> m_accepted;                // field → the drafted value the user took
    QString m_messageId;
    QString m_draftVersionId;
    qint64 m_draftVersionNumber = 0;
    UndoProof m_proof;
};

} // namespace Audience::Models
