#pragma once

#include "models/audiences/audiencekey.h"
#include "models/release/releaselog.h"

#include <QObject>
#include <QSet>

#include <memory>
#include <vector>

namespace Audience::Models {

class BulkInstruction;
class MessageOutbox;
class PublishActions;
class PublishUndo;
class ReleaseRun;
class ServiceLink;
class StoreLink;
class VersionFollower;

// "Undo This Release…": the undo of one publish (PublishUndo), for every audience a past release
// published, as one release.
//   1. Preview: each member's PublishUndo reads what its publish changed and what is live now
//      (its UndoPlan; a conflict keeps the later value unless the user takes the old one).
//   2. Send: one instruction per audience, each its own values, on the one-instruction runner
//      (BulkInstruction::start(messages), journaled as undo instructions; a retry reuses its key).
//   3. Proof: each settled draft is proved by its PublishUndo (proveDraft).
//   4. Publish: only the proven drafts, as one release (ReleaseRun), each member named
//      "…, undoing version N" in the journal and the release log.
// Each audience's outcome is given on its own (outcome(), outcomeText()).
class ReleaseUndo : public QObject
{
    Q_OBJECT
public:
    enum class Outcome {
        Reading,       // its plan is being read
        NothingToUndo, // its PublishUndo's plan says why
        Ready,         // to be sent
        Working,       // sent: the agent drafts, the draft is proved
        Proven,        // to be published with the release
        NotProven,     // the draft's differences
        Failed,        // why, in words
        Publishing,
        Undone,        // the undo's publish went live
    };
    Q_ENUM(Outcome)

    // None is owned; all must outlive this object (the connection's).
    ReleaseUndo(ServiceLink &service, StoreLink &store, MessageOutbox &outbox, VersionFollower &versions, PublishActions &publishes,
                QObject *parent = nullptr);
    ~ReleaseUndo() override;

    // Reads the plan of every member the release did not skip. False when nothing can be read
    // (no member, not connected) or a run is under way.
    bool start(const ReleaseLog::Release &release);

    QString releaseId() const { return m_releaseId; }
    int count() const { return int(m_members.size()); }
    AudienceKey audience(int index) const;
    PublishUndo &member(int index) const { return *m_members.at(size_t(index)); }
    // Every member's plan read (each Ready, NothingToUndo or Failed).
    bool isRead() const;
    int count(Outcome outcome) const;
    Outcome outcome(int index) const;
    // "Undone: version 9 is live", "Not proven: Meta title: …", "Failed: …", "Nothing to undo: …".
    QString outcomeText(int index) const;
    // "4 undone, 1 not proven, 1 nothing to undo".
    QString summary() const;

    // Sends every Ready member's instruction, and Ask Again for every NotProven or Failed one with
    // a plan (the same values, a new message). First, though, a failed send is retried with its key
    // and a plan that could not be read is read again. False when there is nothing to do.
    bool send();
    // Publishes the proven drafts as one release. False when none is proven or the run refused.
    bool publish();

    // The runners, for the dialog's BatchRunView.
    BulkInstruction *instructions() const { return m_instructions.get(); }
    ReleaseRun *run() const { return m_run.get(); }

signals:
    void changed();

private:
    void onInstructionRow(int row);
    void onRunRow(int row);
    int indexOfAudience(const QString &audienceId) const;
    // The member's row in a runner, -1 when it has none.
    static int rowOf(const BulkInstruction &runner, const QString &audienceId);
    static int rowOf(const ReleaseRun &runner, const QString &audienceId);

    ServiceLink &m_service;
    StoreLink &m_store;
    MessageOutbox &m_outbox;
    VersionFollower &m_versions;
    PublishActions &m_publishes;
    std::unique_ptr<BulkInstruction> m_instructions;
    std::unique_ptr<ReleaseRun> m_run;
    QString m_releaseId;
    std::vector<std::unique_ptr<PublishUndo>> m_members;
    QList<AudienceKey> m_audiences; // each member's, as the release named it
    QSet<QString> m_undone;         // audienceIds whose undo's publish went live (kept across runs)
};

} // namespace Audience::Models
