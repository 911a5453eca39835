#include "models/workspace/publishundo.h"

#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/changelabels.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/undonepublishes.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"

#include <algorithm>

namespace Audience::Models {

PublishUndo::PublishUndo(ServiceLink &service, StoreLink &store, MessageOutbox &outbox, VersionFollower &versions,
                         PublishActions &publishes, QObject *parent)
    : QObject(parent)
    , m_outbox(outbox)
    , m_versions(versions)
    , m_publishes(publishes)
    , m_service(service)
    , m_store(store)
    , m_history(service, store, versions)
    , m_instructions(outbox, versions)
{
    connect(&m_history, &PublishHistory::changed, this, &PublishUndo::onHistory);
    connect(&m_instructions, &InstructionWatch::sendFailed, this, &PublishUndo::onSendFailed);
    connect(&m_instructions, &InstructionWatch::accepted, this, &PublishUndo::onAccepted);
    connect(&m_instructions, &InstructionWatch::settled, this, &PublishUndo::onSettled);
    connect(&publishes, &PublishActions::stateChanged, this, &PublishUndo::onPublishState);
}

bool PublishUndo::start(const QString &pageId, const QString &audienceId, const QString &versionId, const QString &audienceName)
{
    if (pageId.isEmpty() || audienceId.isEmpty() || versionId.isEmpty())
        return false;
    reset();
    m_pageId = pageId;
    m_audienceId = audienceId;
    m_versionId = versionId;
    m_audienceName = audienceName;
    fire(Event::Start);
    // What a read is for is set once it is asked for: a read that cannot start says so at once
    // (changed() with nothing loading), and must not count as read.
    if (!m_history.load(pageId, audienceId)) {
        fire(Event::ReadFailed, tr("Not connected: the conversation cannot be read."));
        return false;
    }
    m_reading = Read::Plan;
    return true;
}

void PublishUndo::reset()
{
    m_plan = {};
    m_proof = {};
    m_planRows.clear();
    m_beforeUndo.reset();
    m_draftRows.clear();
    m_accepted.clear();
    m_messageId.clear();
    m_instructions.clear();
    m_draftVersionId.clear();
    m_draftVersionNumber = 0;
    m_error.clear();
    m_notice.clear();
    m_check = Check::None;
    m_reading = Read::None;
    m_state = State::Idle;
}

bool PublishUndo::fire(Event event, const QString &error)
{
    const std::optional<State> to = next(m_state, event);
    if (!to)
        return false;
    m_state = *to;
    m_error = error;
    emit changed();
    return true;
}

bool PublishUndo::isFailed() const
{
    switch (m_state) {
    case State::ReadFailed:
    case State::NotSent:
    case State::SendFailed:
    case State::NotADraft:
    case State::ProofReadFailed:
    case State::PublishFailed:
        return true;
    default:
        return false;
    }
}

bool PublishUndo::canSend() const
{
    return m_check == Check::None && (m_state == State::Ready || m_state == State::NotSent) && !m_plan.instruction().isEmpty();
}

bool PublishUndo::canAskAgain() const
{
    if (m_check != Check::None)
        return false;
    if (m_state == State::SendFailed)
        return true;
    return (m_state == State::NotProven || m_state == State::NotADraft) && !m_plan.instruction().isEmpty();
}

bool PublishUndo::canPublish() const
{
    // A failed read again blocks it until a read succeeds (readAgain()).
    return m_check == Check::None && (m_state == State::Proven || m_state == State::PublishFailed);
}

bool PublishUndo::canReadAgain() const
{
    return m_check == Check::Failed || m_state == State::ReadFailed || m_state == State::ProofReadFailed;
}

bool PublishUndo::setChoice(const QString &field, UndoField::Choice choice)
{
    const bool choosing = m_state == State::Ready || m_state == State::NotSent || m_state == State::NotProven || m_state == State::NotADraft;
    if (!choosing || m_check == Check::Reading)
        return false;
    if (!m_plan.setChoice(field, choice))
        return false;
    emit changed();
    return true;
}

QList<FieldNetChange> PublishUndo::previewRows() const
{
    QList<FieldNetChange> rows;
    for (const UndoField &field : m_plan.fields) {
        FieldNetChange row;
        row.field = field.field;
        row.label = field.label;
        row.known = ChangeLabels::field(field.field) != field.field;
        row.keywords = NetChanges::isKeywordField(field.field);
        row.live = field.currentShown();
        row.after = field.isDictated() ? field.target : row.live;
        rows.append(row);
    }
    return rows;
}

bool PublishUndo::send()
{
    if (canSend())
        return startCheck(Action::Send);
    if (canAskAgain())
        return startCheck(Action::AskAgain);
    return false;
}

bool PublishUndo::readAgain()
{
    if (m_check == Check::Failed)
        return startCheck(Action::Look);
    if (m_state == State::ReadFailed) {
        const QString name = m_audienceName;
        return start(m_pageId, m_audienceId, m_versionId, name);
    }
    if (m_state == State::ProofReadFailed) {
        if (!m_history.reload()) {
            m_error = tr("Not connected: the draft cannot be read for the proof.");
            emit changed();
            return false;
        }
        m_reading = Read::Proof;
        return fire(Event::ReadAgain);
    }
    return false;
}

void PublishUndo::sendNow()
{
    // Only what was pending when the instruction was first sent is "pending before the undo":
    // what the drafts of this undo changed afterwards, the agent changed.
    if (!m_beforeUndo)
        m_beforeUndo = m_planRows;
    m_proof = {};
    m_draftRows.clear();
    m_draftVersionId.clear();
    m_draftVersionNumber = 0;
    const QString id = m_outbox.sendUndo(m_pageId, m_audienceId, m_plan.instruction(), instructionLabel());
    if (id.isEmpty()) {
        const QString why = m_outbox.lastRefusal();
        fire(Event::SendRefused, why.isEmpty() ? tr("The instruction could not be sent: the console is not connected.") : why);
        return;
    }
    m_messageId = id;
    m_instructions.watch(id);
    fire(Event::SendStarted);
}

void PublishUndo::askAgainNow()
{
    if (m_state == State::SendFailed) {
        // Not confirmed: the service may have it. The same message under the same clientMessageId,
        // so it cannot be applied twice.
        if (m_outbox.retry(m_messageId))
            fire(Event::SendStarted);
        else
            fire(Event::SendRefused, tr("The instruction could not be sent again under the same key: %1").arg(m_error));
        return;
    }
    // Each field the agent changed unasked is dictated back as it was before the undo.
    for (const UndoProof::Extra &extra : std::as_const(m_proof.extras)) {
        if (!extra.accepted && extra.canHold)
            m_plan.hold(extra.field, extra.before);
    }
    sendNow();
}

QString PublishUndo::instructionLabel() const
{
    const QString name = m_audienceName.isEmpty() ? m_audienceId : m_audienceName;
    return tr("version %1 of %2").arg(m_plan.versionNumber).arg(name);
}

bool PublishUndo::proveDraft(const QString &clientMessageId, const Net::AudienceVersion &draft)
{
    if (m_plan.instruction().isEmpty() || draft.versionId.isEmpty() || !next(m_state, Event::SentElsewhere))
        return false;
    if (!m_beforeUndo)
        m_beforeUndo = m_planRows;
    m_proof = {};
    m_draftRows.clear();
    m_messageId = clientMessageId;
    m_draftVersionId = draft.versionId;
    m_draftVersionNumber = 0;
    fire(Event::SentElsewhere);
    onSettled(clientMessageId, draft);
    return true;
}

void PublishUndo::onSendFailed(const QString &clientMessageId, const QString &why)
{
    if (clientMessageId == m_messageId)
        fire(Event::SendFailed, why);
}

void PublishUndo::onAccepted(const QString &clientMessageId, const QString &versionId)
{
    if (clientMessageId != m_messageId || !next(m_state, Event::Accepted))
        return;
    m_draftVersionId = versionId;
    fire(Event::Accepted);
    m_instructions.followVersion(m_pageId, m_audienceId, clientMessageId, versionId);
}

void PublishUndo::onSettled(const QString &clientMessageId, const Net::AudienceVersion &version)
{
    if (m_state != State::Drafting || clientMessageId != m_messageId || version.versionId != m_draftVersionId)
        return;
    m_draftVersionNumber = version.versionNumber;
    if (!InstructionWatch::isDraft(version)) {
        fire(Event::SettledOther, tr("%1 Nothing to prove: Ask Again sends the values again.").arg(InstructionWatch::notADraft(version)));
        return;
    }
    fire(Event::SettledAsDraft);
    if (!m_history.reload()) {
        fire(Event::DraftReadFailed, tr("Not connected: the draft cannot be read for the proof."));
        return;
    }
    m_reading = Read::Proof;
}

// Proves the draft on the conversation just read (for the proof, or again before Publish).
void PublishUndo::prove()
{
    // The conversation's context is its newest draft: it must be this one, or the proof would read another.
    // Newer ones this console made are among the versions it follows; one made elsewhere shows in
    // the conversation's messages.
    const QList<Net::AudienceVersion> versions = m_versions.versions(m_audienceId);
    qint64 newer = !versions.isEmpty() && versions.first().versionId != m_draftVersionId ? versions.first().versionNumber : 0;
    if (const auto &conversation = m_history.conversation(); conversation && m_draftVersionNumber > 0) {
        if (const qint64 newest = UndoPlan::newestVersionOf(*conversation); newest > m_draftVersionNumber)
            newer = std::max(newer, newest);
    }
    if (newer > 0) {
        fire(Event::DraftSuperseded, tr("A newer version (%1) was made after the undo's draft, so the draft cannot be proved. "
                                        "Ask Again makes a new one.")
                                         .arg(newer));
        return;
    }
    m_draftRows = m_history.rows();
    m_proof = UndoProof::prove(m_plan, m_draftRows, m_beforeUndo.value_or(m_planRows), m_accepted);
    fire(m_proof.proven() ? Event::DraftEqual : Event::DraftDiffers);
}

bool PublishUndo::acceptExtra(const QString &field)
{
    if (m_state != State::NotProven || m_check == Check::Reading)
        return false;
    const auto extra = std::find_if(m_proof.extras.cbegin(), m_proof.extras.cend(), [&field](const UndoProof::Extra &e) { return e.field == field; });
    if (extra == m_proof.extras.cend())
        return false;
    m_accepted.insert(field, extra->draft);
    m_proof = UndoProof::prove(m_plan, m_draftRows, m_beforeUndo.value_or(m_planRows), m_accepted);
    fire(m_proof.proven() ? Event::DraftEqual : Event::DraftDiffers);
    return true;
}

QStringList PublishUndo::alsoChanging() const
{
    QStringList labels = m_proof.pending;
    for (const UndoProof::Extra &extra : m_proof.extras) {
        if (extra.accepted)
            labels.append(extra.label);
    }
    return labels;
}

QString PublishUndo::publishLabel() const
{
    const QString name = m_audienceName.isEmpty() ? m_audienceId : m_audienceName;
    return tr("%1, undoing version %2").arg(name).arg(m_plan.versionNumber);
}

bool PublishUndo::publish()
{
    if (!canPublish())
        return false;
    if (m_state == State::PublishFailed) {
        // The same publish under the same key: the service answers what it did. A read again first
        // could only see this very publish as a change.
        if (m_publishes.state(m_draftVersionId) == WriteTracker::State::Failed && m_publishes.retry(m_draftVersionId))
            return fire(Event::PublishStarted);
        if (m_publishes.state(m_draftVersionId) != WriteTracker::State::None)
            return false;
    }
    return startCheck(Action::Publish);
}

void PublishUndo::publishNow()
{
    // Proved again on what was just read: the draft must still be the newest, and still equal.
    prove();
    if (!m_proof.proven() || (m_state != State::Proven && m_state != State::PublishFailed))
        return;
    // Kept before it is sent: once this draft is seen live, the publish it undoes is known as undone.
    if (ProfileDatabase *store = m_store.store())
        UndonePublishes::record(*store, {m_versionId, m_plan.versionNumber, m_audienceId, m_pageId, m_draftVersionId, m_draftVersionNumber, {}});
    if (!m_publishes.publish(m_pageId, m_audienceId, m_draftVersionId, Net::ApiClient::makeIdempotencyKey(), QStringLiteral("workspace"),
                             publishLabel())) {
        fire(Event::PublishRefused, m_publishes.isRefusedByStore(m_draftVersionId) ? m_publishes.errorText(m_draftVersionId)
                                                                                    : tr("The publish could not be started."));
        return;
    }
    fire(Event::PublishStarted);
}

void PublishUndo::onPublishState(const QString &versionId, WriteTracker::State state)
{
    if (versionId != m_draftVersionId || m_state != State::Publishing)
        return;
    if (state == WriteTracker::State::Done) {
        // The conversation read for the proof names the version live before: read it again, so
        // what the undone publish changed is still read against the right published message.
        m_history.reload();
        fire(Event::PublishDone);
    } else if (state == WriteTracker::State::Failed) {
        fire(Event::PublishFailed, m_publishes.errorText(versionId)); // Publish again retries it (same key)
    }
}

QString PublishUndo::stageText() const
{
    switch (m_state) {
    case State::Idle:
        return {};
    case State::Reading:
        return tr("Reading what this publish changed and what is live now…");
    case State::Ready:
        return tr("Sending asks the agent for a new draft with these values. Nothing goes live until you publish it.");
    case State::NothingToUndo:
        return m_plan.problem;
    case State::Sending:
        return tr("Sending the instruction…");
    case State::Drafting:
        return tr("The agent is writing the draft…");
    case State::Proving:
        return tr("Reading the draft to prove it…");
    case State::Proven:
    case State::NotProven:
        return m_proof.summary();
    case State::ReadFailed:
    case State::ProofReadFailed:
        return tr("%1 Read Again tries once more.").arg(m_error);
    case State::NotSent:
        return tr("Not sent: %1").arg(m_error);
    case State::SendFailed:
        return tr("The instruction was sent, but the service did not confirm it: %1. Ask Again sends the same message again, "
                  "under the same key, so the agent cannot get it twice.")
            .arg(m_error);
    case State::NotADraft:
        return m_error;
    case State::Publishing:
        return tr("Publishing version %1…").arg(m_draftVersionNumber);
    case State::PublishFailed:
        return tr("The publish failed: %1. Publish again tries it once more, under the same key.").arg(m_error);
    case State::Published: {
        QString text = tr("Published version %1: %2").arg(m_draftVersionNumber).arg(m_plan.outcome());
        if (const QString also = m_proof.alsoGoesLive(); !also.isEmpty())
            text += u' ' + also;
        return text;
    }
    }
    return {};
}

} // namespace Audience::Models
