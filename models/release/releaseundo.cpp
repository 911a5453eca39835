#include "models/release/releaseundo.h"

#include "models/release/bulkinstruction.h"
#include "models/release/releaserun.h"
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
    m_audiences.clear();
    m_undone.clear();
    m_releaseId = release.releaseId;
    for (const ReleaseLog::Member &published : release.members) {
        if (!published.skipped.isEmpty())
            continue; // the release did not publish it: nothing of it to undo
        auto undo = std::make_unique<PublishUndo>(m_service, m_store, m_outbox, m_versions, m_publishes);
        connect(undo.get(), &PublishUndo::changed, this, &ReleaseUndo::changed);
        PublishUndo *member = undo.get();
        m_audiences.append(published.audience);
        m_members.push_back(std::move(undo));
        member->start(published.audience.pageId, published.audience.audienceId, published.versionId, published.audience.label);
    }
    emit changed();
    return std::any_of(m_members.cbegin(), m_members.cend(), [](const auto &m) { return m->stage() != PublishUndo::Stage::Failed; });
}

AudienceKey ReleaseUndo::audience(int index) const
{
    return m_audiences.at(index);
}

bool ReleaseUndo::isRead() const
{
    return std::none_of(m_members.cbegin(), m_members.cend(), [](const auto &m) {
        return m->stage() == PublishUndo::Stage::Idle || m->stage() == PublishUndo::Stage::Reading;
    });
}

int ReleaseUndo::indexOfAudience(const QString &audienceId) const
{
    for (int i = 0; i < count(); ++i) {
        if (member(i).audienceId() == audienceId)
            return i;
    }
    return -1;
}

int ReleaseUndo::rowOf(const BulkInstruction &runner, const QString &audienceId)
{
    for (int row = 0; row < runner.itemCount(); ++row) {
        if (runner.row(row).audience.audienceId == audienceId)
            return row;
    }
    return -1;
}

int ReleaseUndo::rowOf(const ReleaseRun &runner, const QString &audienceId)
{
    for (int row = 0; row < runner.itemCount(); ++row) {
        if (runner.row(row).member.audience.audienceId == audienceId)
            return row;
    }
    return -1;
}

ReleaseUndo::Outcome ReleaseUndo::outcome(int index) const
{
    const PublishUndo &undo = member(index);
    using Stage = BatchRunner::Stage;
    if (m_undone.contains(undo.audienceId()))
        return Outcome::Undone;
    if (const int row = rowOf(*m_run, undo.audienceId()); row >= 0 && m_run->row(row).member.versionId == undo.draftVersionId()) {
        switch (m_run->stage(row)) {
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
    switch (undo.stage()) {
    case PublishUndo::Stage::Idle:
    case PublishUndo::Stage::Reading:
        return Outcome::Reading;
    case PublishUndo::Stage::NothingToUndo:
        return Outcome::NothingToUndo;
    case PublishUndo::Stage::Ready: {
        // Sent by the runner: the PublishUndo learns of it once the draft settles.
        const int row = rowOf(*m_instructions, undo.audienceId());
        if (row < 0)
            return Outcome::Ready;
        const Stage stage = m_instructions->stage(row);
        return stage == Stage::Failed || stage == Stage::Cancelled ? Outcome::Failed : Outcome::Working;
    }
    case PublishUndo::Stage::Sending:
    case PublishUndo::Stage::Drafting:
    case PublishUndo::Stage::Proving:
        return Outcome::Working;
    case PublishUndo::Stage::Proven:
        return Outcome::Proven;
    case PublishUndo::Stage::NotProven:
        return Outcome::NotProven;
    case PublishUndo::Stage::Failed:
        return Outcome::Failed;
    case PublishUndo::Stage::Publishing:
        return Outcome::Publishing;
    case PublishUndo::Stage::Published:
        return Outcome::Undone;
    }
    return Outcome::Reading;
}

QString ReleaseUndo::outcomeText(int index) const
{
    const PublishUndo &undo = member(index);
    switch (outcome(index)) {
    case Outcome::Reading:
        return undo.stageText();
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
    case Outcome::Proven: {
        // A draft pending before the undo was built on: its changes go live too, so they are named.
        const QStringList also = undo.alsoChanging();
        if (also.isEmpty())
            return undo.proof().summary();
        return tr("%1 The draft also changes %2: it was pending before the undo and goes live with it.")
            .arg(undo.proof().summary(), also.join(QStringLiteral(", ")));
    }
    case Outcome::NotProven:
        return tr("Not proven: %1").arg(undo.proof().differences().join(QLatin1Char(' ')));
    case Outcome::Failed: {
        if (const int row = rowOf(*m_run, undo.audienceId()); row >= 0 && m_run->row(row).member.versionId == undo.draftVersionId())
            return tr("Failed: %1").arg(m_run->reason(row));
        if (const int row = rowOf(*m_instructions, undo.audienceId()); row >= 0 && undo.stage() == PublishUndo::Stage::Ready)
            return tr("Failed: %1").arg(m_instructions->reason(row));
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
        n += this->outcome(i) == outcome ? 1 : 0;
    return n;
}

QString ReleaseUndo::summary() const
{
    QStringList parts;
    const auto add = [&](Outcome outcome, const QString &words) {
        if (const int n = count(outcome))
            parts.append(words.arg(n));
    };
    add(Outcome::Undone, tr("%1 undone"));
    add(Outcome::Proven, tr("%1 proven"));
    add(Outcome::NotProven, tr("%1 not proven"));
    add(Outcome::Failed, tr("%1 failed"));
    add(Outcome::NothingToUndo, tr("%1 nothing to undo"));
    add(Outcome::Working, tr("%1 in progress"));
    add(Outcome::Publishing, tr("%1 publishing"));
    return parts.join(QStringLiteral(", "));
}

bool ReleaseUndo::send()
{
    if (m_instructions->isRunning() || m_run->isRunning())
        return false;
    // A send that failed goes again with its clientMessageId: applied once however often it goes.
    if (m_instructions->count(BatchRunner::Stage::Failed) > 0)
        return m_instructions->retryFailed() > 0;
    // A member whose plan could not be read (not connected, the conversation not read) is read again first.
    bool readAgain = false;
    for (int i = 0; i < count(); ++i) {
        PublishUndo &undo = member(i);
        if (undo.stage() == PublishUndo::Stage::Failed && undo.plan().fields.isEmpty())
            readAgain = undo.start(undo.pageId(), undo.audienceId(), undo.versionId(), m_audiences.at(i).label) || readAgain;
    }
    if (readAgain)
        return true;
    QList<BulkInstruction::Message> messages;
    for (int i = 0; i < count(); ++i) {
        const PublishUndo &undo = member(i);
        const Outcome now = outcome(i);
        const bool again = now == Outcome::NotProven || (now == Outcome::Failed && !undo.plan().fields.isEmpty());
        if ((now == Outcome::Ready || again) && !undo.plan().dictated().isEmpty()
            && rowOf(*m_run, undo.audienceId()) < 0)
            messages.append({m_audiences.at(i), undo.instruction(), undo.instructionLabel()});
    }
    return !messages.isEmpty() && m_instructions->start(messages);
}

void ReleaseUndo::onInstructionRow(int row)
{
    const BulkInstruction::Row &sent = m_instructions->row(row);
    const int index = indexOfAudience(sent.audience.audienceId);
    if (index >= 0 && m_instructions->stage(row) == BatchRunner::Stage::Done && member(index).draftVersionId() != sent.versionId) {
        if (const auto draft = m_versions.version(sent.versionId))
            member(index).proveDraft(sent.clientMessageId, *draft);
    }
    emit changed();
}

void ReleaseUndo::onRunRow(int row)
{
    if (m_run->stage(row) == BatchRunner::Stage::Done)
        m_undone.insert(m_run->row(row).member.audience.audienceId);
    emit changed();
}

bool ReleaseUndo::publish()
{
    if (m_instructions->isRunning() || m_run->isRunning())
        return false;
    if (m_run->wasStarted() && m_run->count(BatchRunner::Stage::Failed) > 0)
        return m_run->retryFailed() > 0; // each with its operationKey
    QList<ReleaseRun::Member> members;
    for (int i = 0; i < count(); ++i) {
        const PublishUndo &undo = member(i);
        if (outcome(i) != Outcome::Proven)
            continue;
        members.append({{undo.pageId(), undo.audienceId(), undo.publishLabel()}, undo.draftVersionId(), undo.draftVersionNumber()});
    }
    return !members.isEmpty() && m_run->start(members);
}

} // namespace Audience::Models
