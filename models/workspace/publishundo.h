#pragma once

#include "models/common/writetracker.h"
#include "models/workspace/publishhistory.h"
#include "models/workspace/undoplan.h"

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
//      again is a conflict, kept at its later value until the user takes the old one.
//   2. Send: one message dictating each value exactly (MessageOutbox::sendUndo, journaled as
//      WriteKind::UndoInstruction; the composer is not touched). The agent's version is followed.
//   3. Proof: once that version is a draft, the conversation is read again and each dictated
//      field of the draft is compared with its target (UndoProof). Publish is offered only when
//      all are equal; otherwise the differences, and Ask Again (the same values, a new message).
//   4. Publish: through PublishActions, what goes live recorded, its journal entry naming what it
//      undid ("…, undoing version 3").
class PublishUndo : public QObject
{
    Q_OBJECT
public:
    enum class Stage {
        Idle,
        Reading,       // the publish's changes and what is live now
        Ready,         // the preview: Send when something is dictated
        NothingToUndo, // plan().problem says why
        Sending,
        Drafting,      // the agent works on the draft
        Proving,       // the draft is read again
        Proven,        // every field equals its target: Publish
        NotProven,     // proof().differences(): Ask Again
        Failed,        // errorText() says why (a send refused, a version cancelled…)
        Publishing,
        Published,
    };
    Q_ENUM(Stage)

    // None is owned; all must outlive this object (the connection's).
    PublishUndo(ServiceLink &service, StoreLink &store, MessageOutbox &outbox, VersionFollower &versions, PublishActions &publishes,
                QObject *parent = nullptr);

    // Starts the undo of `versionId`'s publish (a version the console has seen published);
    // `audienceName` names it in the journal. False when it cannot start (no IDs, not connected).
    bool start(const QString &pageId, const QString &audienceId, const QString &versionId, const QString &audienceName = {});
    void reset();

    Stage stage() const { return m_stage; }
    // Where it stands, in words ("The agent is writing the draft…").
    QString stageText() const;
    QString errorText() const { return m_error; }
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

    // Sends the instruction (Ready, NotProven: Ask Again sends the same values again in a new
    // message; Failed after a send: a new one). False when nothing was sent.
    bool send();
    QString instruction() const { return m_plan.instruction(); }
    // The journal's name for the instruction: "version 3 of Heads of FP&A at SaaS scale-ups".
    QString instructionLabel() const;
    // The instruction was sent by a runner instead (BulkInstruction, for the undo of a release) and
    // its version settled: proves that draft as if send() had sent it. Ready, NotProven or Failed
    // with a plan only; false otherwise.
    bool proveDraft(const QString &clientMessageId, const Net::AudienceVersion &draft);
    QString clientMessageId() const { return m_messageId; }

    QString draftVersionId() const { return m_draftVersionId; }
    qint64 draftVersionNumber() const { return m_draftVersionNumber; }
    const UndoProof &proof() const { return m_proof; }
    // Fields the proven draft changes besides the undo's (a draft pending before it was sent, which
    // it built on): they go live with it, so the pane names them. Their labels.
    QStringList alsoChanging() const;
    // The newest draft's conversation, read for the proof (its context and pending changes are
    // what the publish confirmation shows).
    const PublishHistory &history() const { return m_history; }

    // Publishes the proven draft (Proven only); the caller has had the confirmation accepted.
    bool publish();
    // The journal's name for that publish: "Heads of FP&A at SaaS scale-ups, undoing version 3".
    QString publishLabel() const;

signals:
    void changed();

private:
    void setStage(Stage stage, const QString &error = {});
    void onHistory();
    void buildPlan();
    void onAccepted(const QString &clientMessageId, const QString &versionId);
    void onMessageState(const QString &clientMessageId, WriteTracker::State state);
    void onSettled(const Net::AudienceVersion &version);
    void prove();
    void onPublishState(const QString &versionId, WriteTracker::State state);

    MessageOutbox &m_outbox;
    VersionFollower &m_versions;
    PublishActions &m_publishes;
    ServiceLink &m_service;
    StoreLink &m_store; // where an undo that goes live is kept (UndonePublishes)
    PublishHistory m_history;
    Stage m_stage = Stage::Idle;
    QString m_error;
    QString m_pageId;
    QString m_audienceId;
    QString m_versionId;
    QString m_audienceName;
    UndoPlan m_plan;
    QString m_messageId;
    QString m_draftVersionId;
    qint64 m_draftVersionNumber = 0;
    UndoProof m_proof;
};

} // namespace Audience::Models
