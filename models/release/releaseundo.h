#pragma once

#include "models/audiences/audiencekey.h"
#include "models/common/batchrunner.h"
#include "models/release/releaselog.h"
#include "models/workspace/publishundo.h"
#include "net/apierror.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <memory>
#include <optional>
#include <vector>

namespace Audience::Models {

class BulkInstruction;
class MessageOutbox;
class PublishActions;
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
// The undo goes on without the members it cannot undo: one whose publish failed in the release
// (nothing of it went live), or whose conversation could not be read (Read Again reads those, and
// only those, again), is listed with its reason and leaves the others to Send and Publish. A
// failure a retry cannot mend (the service refused the publish: 409, 422, 404) is not retried by
// itself; one that may mend (no answer, a server error) is retried with its key by the next click.
// Each member's outcome is a pure function of a snapshot of its parts (judge(state(i))).
class ReleaseUndo : public QObject
{
    Q_OBJECT
public:
    enum class Outcome {
        Reading,       // its plan is being read
        NotUndoable,   // the release did not put it live: nothing to undo (notUndoable says why)
        Unreadable,    // its conversation could not be read: Read Again
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

    // One member as it stands, read from its parts at one moment.
    struct MemberState
    {
        QString notUndoable; // why the release left nothing of it to undo; empty: it can be undone
        PublishUndo::Stage stage = PublishUndo::Stage::Idle;
        bool hasPlan = false;    // its plan was read (a read that failed leaves none)
        bool readFailed = false; // a read failed (the plan's, the proof's, or one before an action): Read Again
        bool resendable = false; // a new instruction may be sent and its draft proved (Ready, Ask Again)
        bool undone = false;     // its undo's publish went live (kept across runs)
        bool publishRefused = false; // the service refused its draft's publish for good (not retried)
        std::optional<BatchRunner::Stage> instruction; // its row in the instructions' run, if any
        std::optional<BatchRunner::Stage> publish;     // its row in the publishes' run, for its current draft
    };
    // What a member's state comes to. Pure: the same state, the same outcome.
    static Outcome judge(const MemberState &member);

    // None is owned; all must outlive this object (the connection's).
    ReleaseUndo(ServiceLink &service, StoreLink &store, MessageOutbox &outbox, VersionFollower &versions, PublishActions &publishes,
                QObject *parent = nullptr);
    ~ReleaseUndo() override;

    // Reads the plan of every member the release published. False when nothing can be read
    // (no member, not connected) or a run is under way.
    bool start(const ReleaseLog::Release &release);

    QString releaseId() const { return m_releaseId; }
    int count() const { return int(m_members.size()); }
    AudienceKey audience(int index) const;
    PublishUndo &member(int index) const { return *m_members.at(size_t(index)).undo; }
    // Every member's plan read (or known not to be undoable, or not readable).
    bool isRead() const;
    MemberState state(int index) const;
    int count(Outcome outcome) const;
    Outcome outcome(int index) const { return judge(state(index)); }
    // "Undone: version 9 is live", "Not proven: Meta title: …", "Failed: …", "Nothing to undo: …",
    // "Not undone: its publish failed in the release, so nothing of it is live to undo."
    QString outcomeText(int index) const;
    // "4 undone, 1 not proven, 1 nothing to undo".
    QString summary() const;

    // Sends every Ready member's instruction, and Ask Again for every NotProven or Failed one with
    // a plan (the same values, a new message). First, an instruction that failed in a way a retry
    // may mend is retried with its key. False when there is nothing to do.
    bool send();
    // send() has something to do (the dialog's Send is enabled only then).
    bool canSend() const;
    // Reads again the members whose conversation could not be read. False when there is none.
    bool readAgain();
    // Publishes the proven drafts as one release; first, a publish that failed in a way a retry may
    // mend goes again with its key. A publish the service refused is not sent again. False when
    // there is nothing to publish or the run refused.
    bool publish();

    // The runners, for the dialog's BatchRunView.
    BulkInstruction *instructions() const { return m_instructions.get(); }
    ReleaseRun *run() const { return m_run.get(); }

signals:
    void changed();

private:
    struct Member
    {
        AudienceKey audience;
        QString versionId;
        QString notUndoable;
        std::unique_ptr<PublishUndo> undo;
    };
    void onInstructionRow(int row);
    void onRunRow(int row);
    // Why the release put nothing of this member live (its publish failed there), from the
    // journal; empty when it went live or the journal does not say.
    QString notUndoableReason(const ReleaseLog::Member &member) const;
    // Failed with an error a retry cannot mend (the service refused it).
    static bool isLasting(const Net::ApiError &error);
    bool instructionFailedForGood(int row) const;
    // What send() does: the instruction rows it retries with their keys, else the members it sends.
    QList<int> instructionsToRetry() const;
    QList<int> membersToSend() const;
    bool publishFailedForGood(int row) const;
    static int rowIn(const QHash<QString, int> &rows, const QString &audienceId);

    ServiceLink &m_service;
    StoreLink &m_store;
    MessageOutbox &m_outbox;
    VersionFollower &m_versions;
    PublishActions &m_publishes;
    std::unique_ptr<BulkInstruction> m_instructions;
    std::unique_ptr<ReleaseRun> m_run;
    QString m_releaseId;
    std::vector<Member> m_members;
    QHash<QString, int> m_memberIndex;     // audienceId → member
    QHash<QString, int> m_instructionRows; // audienceId → its row in the instructions' current run
    QHash<QString, int> m_runRows;         // audienceId → its row in the publishes' current run
    QSet<QString> m_undone;                // audienceIds whose undo's publish went live (kept across runs)
    QHash<QString, QString> m_refused;     // draft versionId → why the service refused its publish for good
};

} // namespace Audience::Models
