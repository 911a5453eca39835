#include "models/release/releaseundo.h"

#include "models/release/bulkinstruction.h"
#include "models/release/releaserun.h"
#include "models/release/undomemberwords.h"
#include "models/common/storelink.h"
#include "models/store/writejournal.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/publishundo.h"
#include "models/workspace/versionfollower.h"
#include "net/audiencetypes.h"

#include <algorithm>

namespace Audience::Models {

ReleaseUndo::ReleaseUndo(ServiceLink &service, StoreLink &store, MessageOutbox &outbox, VersionFollower &versions,
                         PublishActions &publishes, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_store(store)
    , m_outbox(outbox)
    , m_versions(versions)
    , m_publishes(publishes)
    , m_instructions(std::make_unique<BulkInstruction>(&outbox, &versions))
    , m_run(std::make_unique<ReleaseRun>(service, store, publishes, versions))
{
    connect(m_instructions.get(), &BatchRunner::itemChanged, this, &ReleaseUndo::onInstructionRow);
    connect(m_run.get(), &BatchRunner::itemChanged, this, &ReleaseUndo::onRunRow);
}

ReleaseUndo::~ReleaseUndo() = default;

bool ReleaseUndo::start(const ReleaseLog::Release &release)
{
    if (m_instructions->isRunning() || m_run->isRunning())
        return false;
    m_members.clear();
    m_memberIndex.clear();
    m_instructionRows.clear();
    m_runRows.clear();
    m_undone.clear();
    m_refused.clear();
    m_releaseId = release.releaseId;
    bool anyToRead = false;
    for (const ReleaseLog::Member &published : release.members) {
        if (!published.skipped.isEmpty())
            continue; // the release did not publish it: nothing of it to undo
        Member member{published.audience, published.versionId, notUndoableReason(published),
                      std::make_unique<PublishUndo>(m_service, m_store, m_outbox, m_versions, m_publishes)};
        connect(member.undo.get(), &PublishUndo::changed, this, &ReleaseUndo::changed);
        PublishUndo *undo = member.undo.get();
        const bool undoable = member.notUndoable.isEmpty();
        m_memberIndex.insert(published.audience.audienceId, int(m_members.size()));
        m_members.push_back(std::move(member));
        // Its plan is read only when the release put it live: one it failed to publish has none.
        if (undoable)
            anyToRead = undo->start(published.audience.pageId, published.audience.audienceId, published.versionId,
                                    published.audience.label)
                        || anyToRead;
    }
    emit changed();
    return anyToRead;
}

QString ReleaseUndo::notUndoableReason(const ReleaseLog::Member &member) const
{
    const WriteJournal *journal = m_store.journal();
    if (!journal || member.operationKey.isEmpty())
        return {}; // not known: its PublishUndo reads whether it went live
    switch (ReleaseLog::outcomeOf(member, *journal).outcome) {
    case ReleaseLog::Outcome::Failed:
        return tr("its publish failed in the release: nothing to undo.");
    case ReleaseLog::Outcome::NotStarted:
        return tr("its publish never started in the release: nothing to undo.");
    case ReleaseLog::Outcome::Skipped:
    case ReleaseLog::Outcome::Published:
    case ReleaseLog::Outcome::NotConfirmed: // it may have gone live: its PublishUndo reads whether it did
        break;
    }
    return {};
}

AudienceKey ReleaseUndo::audience(int index) const
{
    return m_members.at(size_t(index)).audience;
}

bool ReleaseUndo::isRead() const
{
    return std::none_of(m_members.cbegin(), m_members.cend(), [](const Member &m) {
        return m.notUndoable.isEmpty() && (m.undo->stage() == PublishUndo::Stage::Idle || m.undo->stage() == PublishUndo::Stage::Reading);
    });
}

int ReleaseUndo::rowIn(const QHash<QString, int> &rows, const QString &audienceId)
{
    return rows.value(audienceId, -1);
}

ReleaseUndo::MemberState ReleaseUndo::state(int index) const
{
    const Member &member = m_members.at(size_t(index));
    const PublishUndo &undo = *member.undo;
    MemberState state;
    state.notUndoable = member.notUndoable;
    state.stage = undo.stage();
    state.hasPlan = !undo.plan().fields.isEmpty();
    state.readFailed = undo.state() == PublishUndo::State::ReadFailed || undo.state() == PublishUndo::State::ProofReadFailed
                       || undo.check() == PublishUndo::Check::Failed;
    state.resendable = PublishUndo::next(undo.state(), PublishUndo::Event::SentElsewhere).has_value();
    state.undone = m_undone.contains(member.audience.audienceId);
    state.publishRefused = !undo.draftVersionId().isEmpty() && m_refused.contains(undo.draftVersionId());
    if (const int row = rowIn(m_instructionRows, member.audience.audienceId); row >= 0)
        state.instruction = m_instructions->stage(row);
    if (const int row = rowIn(m_runRows, member.audience.audienceId); row >= 0 && m_run->row(row).member.versionId == undo.draftVersionId())
        state.publish = m_run->stage(row);
    return state;
}

ReleaseUndo::Outcome ReleaseUndo::judge(const MemberState &member)
{
    using Stage = BatchRunner::Stage;
    if (!member.notUndoable.isEmpty())
        return Outcome::NotUndoable;
    if (member.undone)
        return Outcome::Undone;
    if (member.publishRefused)
        return Outcome::Failed;
    if (member.publish) {
        switch (*member.publish) {
        case Stage::Done:
            return Outcome::Undone;
        case Stage::Failed:
        case Stage::Skipped:
        case Stage::Cancelled:
            return Outcome::Failed;
        case Stage::Waiting:
        case Stage::Running:
            return Outcome::Publishing;
        }
    }
    switch (member.stage) {
    case PublishUndo::Stage::Idle:
    case PublishUndo::Stage::Reading:
        return Outcome::Reading;
    case PublishUndo::Stage::NothingToUndo:
        return Outcome::NothingToUndo;
    case PublishUndo::Stage::Ready:
        // Sent by the runner: the PublishUndo learns of it once the draft settles.
        if (!member.instruction)
            return Outcome::Ready;
        return *member.instruction == Stage::Failed || *member.instruction == Stage::Cancelled ? Outcome::Failed : Outcome::Working;
    case PublishUndo::Stage::Sending:
    case PublishUndo::Stage::Drafting:
    case PublishUndo::Stage::Proving:
        return Outcome::Working;
    case PublishUndo::Stage::Proven:
        return Outcome::Proven;
    case PublishUndo::Stage::NotProven:
        return Outcome::NotProven;
    case PublishUndo::Stage::Failed:
        // A read failed (or no plan was read): only Read Again helps.
        return member.readFailed || !member.hasPlan ? Outcome::Unreadable : Outcome::Failed;
    case PublishUndo::Stage::Publishing:
        return Outcome::Publishing;
    case PublishUndo::Stage::Published:
        return Outcome::Undone;
    }
    return Outcome::Reading;
}

QString ReleaseUndo::outcomeText(int index) const
{
    const Member &member = m_members.at(size_t(index));
    const PublishUndo &undo = *member.undo;
    switch (outcome(index)) {
    case Outcome::Reading:
        return undo.stageText();
    case Outcome::NotUndoable:
        return tr("Not undone: %1").arg(member.notUndoable);
    case Outcome::Unreadable:
        return tr("Not read: its conversation could not be read (%1). Read Again reads it; the others go on without it.")
            .arg(undo.errorText());
    case Outcome::NothingToUndo:
        return tr("Nothing to undo: %1").arg(undo.plan().problem);
    case Outcome::Ready: {
        const QString ready = tr("%n field(s) to set back", nullptr, int(undo.plan().dictated().size()));
        const int conflicts = undo.plan().conflictCount();
        if (conflicts == 0)
            return ready;
        // Never overwritten silently: kept until the user takes the old values (PublishUndo::setChoice).
        return tr("%1; %n field(s) changed again by a later publish, kept at the later value", nullptr, conflicts).arg(ready);
    }
    case Outcome::Working:
        return undo.stage() == PublishUndo::Stage::Ready ? tr("Sending the instruction…") : undo.stageText();
    case Outcome::Proven:
        return UndoMemberWords::provenText(undo);
    case Outcome::NotProven:
        return tr("Not proven: %1").arg(undo.proof().differences().join(QLatin1Char(' ')));
    case Outcome::Failed: {
        if (const auto refused = m_refused.constFind(undo.draftVersionId()); !undo.draftVersionId().isEmpty() && refused != m_refused.cend())
            return tr("Failed: %1 The service refused it, so it is not sent again; the others go on without it.").arg(*refused);
        const MemberState now = state(index);
        if (now.publish)
            return tr("Failed: %1").arg(m_run->reason(rowIn(m_runRows, member.audience.audienceId)));
        if (now.instruction && undo.stage() == PublishUndo::Stage::Ready)
            return tr("Failed: %1").arg(m_instructions->reason(rowIn(m_instructionRows, member.audience.audienceId)));
        return tr("Failed: %1").arg(undo.errorText());
    }
    case Outcome::Publishing:
        return tr("Publishing version %1…").arg(undo.draftVersionNumber());
    case Outcome::Undone:
        return tr("Undone: version %1 is live, with the values from before version %2.").arg(undo.draftVersionNumber()).arg(undo.versionNumber());
    }
    return {};
}

int ReleaseUndo::count(Outcome outcome) const
{
    int n = 0;
    for (int i = 0; i < count(); ++i)
        n += this->outcome(i) == outcome ? 1 : 0; // each outcome in constant time: linear in all
    return n;
}

QString ReleaseUndo::summary() const
{
    QHash<Outcome, int> counts;
    for (int i = 0; i < count(); ++i)
        ++counts[outcome(i)];
    QStringList parts;
    const auto add = [&](Outcome outcome, const QString &words) {
        if (const int n = counts.value(outcome))
            parts.append(words.arg(n));
    };
    add(Outcome::Undone, tr("%1 undone"));
    add(Outcome::Proven, tr("%1 proven"));
    add(Outcome::NotProven, tr("%1 not proven"));
    add(Outcome::Failed, tr("%1 failed"));
    add(Outcome::NothingToUndo, tr("%1 nothing to undo"));
    add(Outcome::NotUndoable, tr("%1 not undone (not published by the release)"));
    add(Outcome::Unreadable, tr("%1 not read"));
    add(Outcome::Working, tr("%1 in progress"));
    add(Outcome::Publishing, tr("%1 publishing"));
    return parts.join(QStringLiteral(", "));
}

bool ReleaseUndo::isLasting(const Net::ApiError &error)
{
    switch (error.kind) {
    case Net::ApiError::Kind::Conflict:
    case Net::ApiError::Kind::Validation:
    case Net::ApiError::Kind::NotFound:
    case Net::ApiError::Kind::Forbidden:
        return true; // the service said no: the same request gets the same answer
    default:
        return false; // no answer, a server error, the store busy…: a retry may go through
    }
}

bool ReleaseUndo::instructionFailedForGood(int row) const
{
    const QString messageId = m_instructions->row(row).clientMessageId;
    return !messageId.isEmpty() && isLasting(m_outbox.tracker()->error(messageId));
}

bool ReleaseUndo::publishFailedForGood(int row) const
{
    // A row that failed reading its version again has no publish error: the read may go through.
    return m_run->step(row) == ReleaseRun::PublishStep && isLasting(m_publishes.tracker()->error(m_run->row(row).member.versionId));
}

QList<int> ReleaseUndo::instructionsToRetry() const
{
    // A send that failed for want of an answer goes again with its clientMessageId: applied once
    // however often it goes. One the service refused is left to Ask Again.
    QList<int> rows;
    for (int row = 0; row < m_instructions->itemCount(); ++row) {
        if (m_instructions->stage(row) == BatchRunner::Stage::Failed && !instructionFailedForGood(row))
            rows.append(row);
    }
    return rows;
}

QList<int> ReleaseUndo::membersToSend() const
{
    QList<int> indexes;
    for (int i = 0; i < count(); ++i) {
        const MemberState now = state(i);
        const Outcome outcome = judge(now);
        // Ask Again for a draft not proven, or after a send or a draft that failed; a publish that
        // failed is Publish's (retried with its key, or refused for good and left), and a member
        // not undoable or not read is left out.
        const bool again = outcome == Outcome::NotProven || (outcome == Outcome::Failed && !now.publish && !now.publishRefused);
        if ((outcome == Outcome::Ready || again) && now.resendable && !member(i).plan().dictated().isEmpty())
            indexes.append(i);
    }
    return indexes;
}

bool ReleaseUndo::canSend() const
{
    return !m_instructions->isRunning() && !m_run->isRunning() && (!instructionsToRetry().isEmpty() || !membersToSend().isEmpty());
}

bool ReleaseUndo::send()
{
    if (m_instructions->isRunning() || m_run->isRunning())
        return false;
    if (const QList<int> rows = instructionsToRetry(); !rows.isEmpty()) {
        bool retried = false;
        for (const int row : rows)
            retried = m_instructions->retry(row) || retried;
        return retried;
    }
    QList<BulkInstruction::Message> messages;
    for (const int i : membersToSend()) {
        const PublishUndo &undo = member(i);
        messages.append({m_members.at(size_t(i)).audience, undo.instruction(), undo.instructionLabel()});
    }
    if (messages.isEmpty() || !m_instructions->start(messages))
        return false;
    m_instructionRows.clear();
    for (int row = 0; row < m_instructions->itemCount(); ++row)
        m_instructionRows.insert(m_instructions->row(row).audience.audienceId, row);
    return true;
}

bool ReleaseUndo::readAgain()
{
    if (m_instructions->isRunning() || m_run->isRunning())
        return false;
    bool reading = false;
    for (int i = 0; i < count(); ++i) {
        if (outcome(i) != Outcome::Unreadable)
            continue;
        reading = m_members.at(size_t(i)).undo->readAgain() || reading;
    }
    return reading;
}

void ReleaseUndo::onInstructionRow(int row)
{
    const BulkInstruction::Row &sent = m_instructions->row(row);
    const int index = m_memberIndex.value(sent.audience.audienceId, -1);
    if (index >= 0 && m_instructions->stage(row) == BatchRunner::Stage::Done && member(index).draftVersionId() != sent.versionId) {
        if (const auto draft = m_versions.version(sent.versionId))
            member(index).proveDraft(sent.clientMessageId, *draft);
    }
    emit changed();
}

void ReleaseUndo::onRunRow(int row)
{
    const ReleaseRun::Row &published = m_run->row(row);
    if (m_run->stage(row) == BatchRunner::Stage::Done)
        m_undone.insert(published.member.audience.audienceId);
    else if (m_run->stage(row) == BatchRunner::Stage::Failed && publishFailedForGood(row))
        m_refused.insert(published.member.versionId, m_run->reason(row));
    emit changed();
}

bool ReleaseUndo::publish()
{
    if (m_instructions->isRunning() || m_run->isRunning())
        return false;
    // A publish that failed for want of an answer goes again with its operationKey; one the
    // service refused is not sent again (it stays Failed, with why).
    bool retried = false;
    for (int row = 0; row < m_run->itemCount(); ++row) {
        if (m_run->stage(row) == BatchRunner::Stage::Failed && !m_refused.contains(m_run->row(row).member.versionId))
            retried = m_run->retry(row) || retried;
    }
    if (retried)
        return true;
    QList<ReleaseRun::Member> members;
    for (int i = 0; i < count(); ++i) {
        const PublishUndo &undo = member(i);
        if (outcome(i) == Outcome::Proven)
            members.append({{undo.pageId(), undo.audienceId(), undo.publishLabel()}, undo.draftVersionId(), undo.draftVersionNumber()});
    }
    if (members.isEmpty() || !m_run->start(members))
        return false;
    m_runRows.clear();
    for (int row = 0; row < m_run->itemCount(); ++row)
        m_runRows.insert(m_run->row(row).member.audience.audienceId, row);
    return true;
}

} // namespace Audience::Models
