#include "models/workspace/publishundo.h"

// The undo's reads of what is live: the plan when the undo starts, and the read again before each
// action (Send, Ask Again, Publish), which turns a publish that landed meanwhile into a conflict.

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

void PublishUndo::onHistory()
{
    if (m_history.isLoading())
        return;
    const Read read = std::exchange(m_reading, Read::None);
    switch (read) {
    case Read::None:
        return; // the versions seen changed, no read of ours
    case Read::Plan:
        onPlanRead();
        return;
    case Read::Check:
        onCheckRead();
        return;
    case Read::Proof:
        if (!m_history.errorText().isEmpty())
            fire(Event::DraftReadFailed, m_history.errorText());
        else
            prove();
        return;
    }
}

UndoPlan PublishUndo::planFromHistory() const
{
    const auto undone = m_history.publish(m_versionId);
    if (!undone)
        return {};
    const qint64 live = m_history.conversation() ? UndoPlan::liveVersionOf(*m_history.conversation()) : 0;
    return UndoPlan::build(*undone, m_history.laterThan(m_versionId), UndoPlan::liveValues(m_history.rows()), live);
}

void PublishUndo::onPlanRead()
{
    if (!m_history.errorText().isEmpty()) {
        fire(Event::ReadFailed, m_history.errorText());
        return;
    }
    if (!m_history.publish(m_versionId)) {
        fire(Event::ReadFailed, tr("The console has not seen this version published."));
        return;
    }
    m_plan = planFromHistory();
    m_planRows = m_history.rows();
    // Undone already, by an undo that went live: not a plan of "no net change" and conflicts.
    if (const auto undo = UndonePublishes::of(m_store.store(), m_versions, m_versionId)) {
        m_plan.fields.clear();
        m_plan.problem = UndonePublishes::nothingToUndo(*undo);
    }
    fire(m_plan.problem.isEmpty() ? Event::PlanRead : Event::PlanEmpty);
}

bool PublishUndo::startCheck(Action action)
{
    m_waiting = action;
    if (!m_history.reload()) {
        m_check = Check::Failed;
        m_notice = tr("Not connected: what is live could not be read again. Nothing was done; Read Again when the connection is back.");
        emit changed();
        return false;
    }
    m_reading = Read::Check;
    m_check = Check::Reading;
    emit changed();
    return true;
}

// The read again before an action: a failed one leaves everything shown as it was read before and
// does nothing; one that finds a publish landed changes the plan and says what changed; else the
// action goes on, on what was just read.
void PublishUndo::onCheckRead()
{
    if (!m_history.errorText().isEmpty() || !m_history.publish(m_versionId)) {
        m_check = Check::Failed;
        const QString why = m_history.errorText().isEmpty() ? tr("the console no longer sees this version published")
                                                            : m_history.errorText();
        m_notice = tr("The connection was lost: what is live could not be read again, so nothing was done. "
                      "What is shown is as it was read before. (%1)")
                       .arg(why);
        emit changed();
        return;
    }
    m_check = Check::None;
    UndoPlan fresh = planFromHistory();
    fresh.keepChoicesOf(m_plan);
    const QStringList changes = fresh.changesSince(m_plan);
    m_plan = fresh;
    m_planRows = m_history.rows();
    if (!changes.isEmpty()) {
        m_notice = tr("Since it was read, a publish changed what is live: %1 Nothing was done; look again, then choose.")
                       .arg(changes.join(u' '));
        if (!m_draftRows.isEmpty())
            m_proof = UndoProof::prove(m_plan, m_draftRows, m_beforeUndo.value_or(m_planRows), m_accepted);
        if (!fire(m_plan.problem.isEmpty() ? Event::PlanChanged : Event::PlanEmpty, m_state == State::NotADraft ? m_error : QString()))
            emit changed();
        return;
    }
    m_notice.clear();
    switch (m_waiting) {
    case Action::Send:
        sendNow();
        return;
    case Action::AskAgain:
        askAgainNow();
        return;
    case Action::Publish:
        publishNow();
        return;
    case Action::Look:
        emit changed();
        return;
    }
}

} // namespace Audience::Models
