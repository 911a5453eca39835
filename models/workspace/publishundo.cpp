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
{
    connect(&m_history, &PublishHistory::changed, this, &PublishUndo::onHistory);
    connect(&outbox, &MessageOutbox::accepted, this,
            [this](const QString &, const QString &, const QString &clientMessageId, const QString &versionId) {
                onAccepted(clientMessageId, versionId);
            });
    connect(outbox.tracker(), &WriteTracker::stateChanged, this, &PublishUndo::onMessageState);
    connect(&versions, &VersionFollower::versionSettled, this, &PublishUndo::onSettled);
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
    setStage(Stage::Reading);
    if (!m_history.load(pageId, audienceId)) {
        setStage(Stage::Failed, tr("Not connected: the conversation cannot be read."));
        return false;
    }
    return true;
}

void PublishUndo::reset()
{
    m_plan = {};
    m_proof = {};
    m_messageId.clear();
    m_draftVersionId.clear();
    m_draftVersionNumber = 0;
    m_error.clear();
    m_stage = Stage::Idle;
}

void PublishUndo::setStage(Stage stage, const QString &error)
{
    m_stage = stage;
    m_error = error;
    emit changed();
}

void PublishUndo::onHistory()
{
    if (m_history.isLoading())
        return;
    if (m_stage == Stage::Reading)
        buildPlan();
    else if (m_stage == Stage::Proving)
        prove();
}

void PublishUndo::buildPlan()
{
    if (!m_history.errorText().isEmpty()) {
        setStage(Stage::Failed, m_history.errorText());
        return;
    }
    const auto undone = m_history.publish(m_versionId);
    if (!undone) {
        setStage(Stage::Failed, tr("The console has not seen this version published."));
        return;
    }
    m_plan = UndoPlan::build(*undone, m_history.laterThan(m_versionId), UndoPlan::liveValues(m_history.rows()));
    // Undone already, by an undo that went live: not a plan of "no net change" and conflicts.
    if (const auto undo = UndonePublishes::of(m_store.store(), m_versions, m_versionId)) {
        m_plan.fields.clear();
        m_plan.problem = UndonePublishes::nothingToUndo(*undo);
    }
    setStage(m_plan.problem.isEmpty() ? Stage::Ready : Stage::NothingToUndo);
}

bool PublishUndo::setChoice(const QString &field, UndoField::Choice choice)
{
    if (m_stage != Stage::Ready && m_stage != Stage::NotProven)
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
        row.live = field.current;
        row.after = field.isDictated() ? field.target : field.current;
        rows.append(row);
    }
    return rows;
}

bool PublishUndo::send()
{
    const bool again = m_stage == Stage::NotProven || (m_stage == Stage::Failed && !m_plan.fields.isEmpty());
    if ((m_stage != Stage::Ready && !again) || m_plan.dictated().isEmpty())
        return false;
    const QString label = instructionLabel();
    m_proof = {};
    m_draftVersionId.clear();
    m_draftVersionNumber = 0;
    m_messageId = m_outbox.sendUndo(m_pageId, m_audienceId, m_plan.instruction(), label);
    if (m_messageId.isEmpty()) {
        const QString why = m_outbox.lastRefusal();
        setStage(Stage::Failed, why.isEmpty() ? tr("The instruction could not be sent: the console is not connected.") : why);
        return false;
    }
    setStage(Stage::Sending);
    return true;
}

QString PublishUndo::instructionLabel() const
{
    const QString name = m_audienceName.isEmpty() ? m_audienceId : m_audienceName;
    return tr("version %1 of %2").arg(m_plan.versionNumber).arg(name);
}

bool PublishUndo::proveDraft(const QString &clientMessageId, const Net::AudienceVersion &draft)
{
    const bool canProve = m_stage == Stage::Ready || m_stage == Stage::NotProven || m_stage == Stage::Failed;
    if (!canProve || m_plan.dictated().isEmpty() || draft.versionId.isEmpty())
        return false;
    m_proof = {};
    m_messageId = clientMessageId;
    m_draftVersionId = draft.versionId;
    m_draftVersionNumber = 0;
    setStage(Stage::Drafting);
    onSettled(draft);
    return true;
}

void PublishUndo::onMessageState(const QString &clientMessageId, WriteTracker::State state)
{
    if (clientMessageId != m_messageId || m_stage != Stage::Sending || state != WriteTracker::State::Failed)
        return;
    setStage(Stage::Failed, m_outbox.tracker()->errorText(clientMessageId));
}

void PublishUndo::onAccepted(const QString &clientMessageId, const QString &versionId)
{
    if (clientMessageId != m_messageId || m_messageId.isEmpty())
        return;
    m_draftVersionId = versionId;
    setStage(Stage::Drafting);
    m_versions.follow(m_pageId, m_audienceId, versionId); // the connection follows it too: harmless
}

void PublishUndo::onSettled(const Net::AudienceVersion &version)
{
    if (m_stage != Stage::Drafting || version.versionId != m_draftVersionId)
        return;
    m_draftVersionNumber = version.versionNumber;
    if (Net::versionStatusFromString(version.status) != Net::VersionStatus::Draft) {
        setStage(Stage::Failed, tr("The agent's version %1 ended “%2”, not as a draft: nothing to prove. Ask Again sends the values again.")
                                    .arg(version.versionNumber)
                                    .arg(ChangeLabels::versionStatus(version.status)));
        return;
    }
    setStage(Stage::Proving);
    if (!m_history.reload())
        setStage(Stage::Failed, tr("Not connected: the draft cannot be read for the proof."));
}

void PublishUndo::prove()
{
    if (!m_history.errorText().isEmpty()) {
        setStage(Stage::Failed, m_history.errorText());
        return;
    }
    // The conversation's context is its newest draft: it must be this one, or the proof would read another.
    const QList<Net::AudienceVersion> versions = m_versions.versions(m_audienceId);
    if (!versions.isEmpty() && versions.first().versionId != m_draftVersionId) {
        setStage(Stage::Failed, tr("A newer version (%1) was made after the undo's draft, so the draft cannot be proved. "
                                   "Ask Again makes a new one.")
                                    .arg(versions.first().versionNumber));
        return;
    }
    m_proof = UndoProof::prove(m_plan, UndoPlan::draftValues(m_history.rows()));
    setStage(m_proof.allEqual() ? Stage::Proven : Stage::NotProven);
}

QStringList PublishUndo::alsoChanging() const
{
    QStringList labels;
    if (m_proof.lines.isEmpty())
        return labels;
    for (const FieldNetChange &row : m_history.rows()) {
        const bool undone = std::any_of(m_proof.lines.cbegin(), m_proof.lines.cend(),
                                        [&row](const UndoProof::Line &line) { return line.field == row.field; });
        if (row.changes() && !undone)
            labels.append(row.label);
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
    if (m_stage != Stage::Proven)
        return false;
    if (m_publishes.state(m_draftVersionId) == WriteTracker::State::Failed) { // confirmed before: the same key
        if (!m_publishes.retry(m_draftVersionId))
            return false;
        setStage(Stage::Publishing);
        return true;
    }
    m_publishes.setNetChange(m_draftVersionId, m_draftVersionNumber, m_history.rows());
    // Kept before it is sent: once this draft is seen live, the publish it undoes is known as undone.
    if (ProfileDatabase *store = m_store.store())
        UndonePublishes::record(*store, {m_versionId, m_plan.versionNumber, m_audienceId, m_pageId, m_draftVersionId, m_draftVersionNumber, {}});
    if (!m_publishes.publish(m_pageId, m_audienceId, m_draftVersionId, Net::ApiClient::makeIdempotencyKey(),
                             QStringLiteral("workspace"), publishLabel())) {
        setStage(Stage::Proven, m_publishes.isRefusedByStore(m_draftVersionId) ? m_publishes.errorText(m_draftVersionId)
                                                                                : tr("The publish could not be started."));
        return false;
    }
    setStage(Stage::Publishing);
    return true;
}

void PublishUndo::onPublishState(const QString &versionId, WriteTracker::State state)
{
    if (versionId != m_draftVersionId || m_stage != Stage::Publishing)
        return;
    if (state == WriteTracker::State::Done) {
        // The conversation read for the proof names the version live before: read it again, so
        // what the undone publish changed is still read against the right published message.
        m_history.reload();
        setStage(Stage::Published);
    }
    else if (state == WriteTracker::State::Failed)
        setStage(Stage::Proven, m_publishes.errorText(versionId)); // Publish again retries it (same key)
}

QString PublishUndo::stageText() const
{
    switch (m_stage) {
    case Stage::Idle:
        return {};
    case Stage::Reading:
        return tr("Reading what this publish changed and what is live now…");
    case Stage::Ready:
        return tr("Sending asks the agent for a new draft with these values. Nothing goes live until you publish it.");
    case Stage::NothingToUndo:
        return m_plan.problem;
    case Stage::Sending:
        return tr("Sending the instruction…");
    case Stage::Drafting:
        return tr("The agent is writing the draft…");
    case Stage::Proving:
        return tr("Reading the draft to prove it…");
    case Stage::Proven:
        return m_proof.summary();
    case Stage::NotProven:
        return m_proof.summary();
    case Stage::Failed:
        return m_error;
    case Stage::Publishing:
        return tr("Publishing version %1…").arg(m_draftVersionNumber);
    case Stage::Published:
        return tr("Published version %1: the values from before version %2 are live again.").arg(m_draftVersionNumber).arg(m_plan.versionNumber);
    }
    return {};
}

} // namespace Audience::Models
