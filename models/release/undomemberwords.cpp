#include "models/release/undomemberwords.h"

#include "models/workspace/publishundo.h"


namespace Audience::Models {

UndoMemberWords::Preview UndoMemberWords::preview(const PublishUndo &undo, bool proved)
{
    if (proved && !undo.draftVersionId().isEmpty()) {
        // What goes live with the agent's draft (a draft pending before the undo included), as read for the proof.
        return {Preview::Of::Draft, undo.draftRows(), undo.draftVersionId(),
                tr("The agent's draft, version %1, against what was live when it was proved:").arg(undo.draftVersionNumber())};
    }
    if (undo.plan().fields.isEmpty())
        return {};
    return {Preview::Of::Plan, undo.previewRows(), QStringLiteral("undo:") + undo.versionId(),
            tr("Preview: each field version %1 changed, live now → its value before version %1.").arg(undo.versionNumber())};
}

QString UndoMemberWords::provenText(const PublishUndo &undo)
{
    // The proof's own words for what goes live besides the undo's values (UndoProof::alsoGoesLive).
    const QString also = undo.proof().alsoGoesLive();
    return also.isEmpty() ? undo.proof().summary() : undo.proof().summary() + u' ' + also;
}

QString UndoMemberWords::confirmationLine(const QString &audienceLabel, const PublishUndo &undo)
{
    const QString also = undo.proof().alsoGoesLive();
    return also.isEmpty() ? QString() : tr("%1: %2").arg(audienceLabel, also);
}

} // namespace Audience::Models
