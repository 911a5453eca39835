#include "models/release/undomemberwords.h"

#include "models/workspace/publishundo.h"

#include <QLocale>

namespace Audience::Models {

UndoMemberWords::Preview UndoMemberWords::preview(const PublishUndo &undo, bool proved)
{
    if (proved && !undo.draftVersionId().isEmpty()) {
        // What goes live with the agent's draft (a draft pending before the undo included), as read for the proof.
        return {Preview::Of::Draft, undo.history().rows(), undo.draftVersionId(),
                tr("The agent's draft, version %1, against what was live when it was proved:").arg(undo.draftVersionNumber())};
    }
    if (undo.plan().fields.isEmpty())
        return {};
    return {Preview::Of::Plan, undo.previewRows(), QStringLiteral("undo:") + undo.versionId(),
            tr("Preview: each field version %1 changed, live now → its value before version %1.").arg(undo.versionNumber())};
}

QString UndoMemberWords::alsoChanging(const PublishUndo &undo)
{
    return QLocale().createSeparatedList(undo.alsoChanging());
}

QString UndoMemberWords::provenText(const PublishUndo &undo)
{
    const QString also = alsoChanging(undo);
    if (also.isEmpty())
        return undo.proof().summary();
    return tr("%1 The draft also changes %2: it was pending before the undo and goes live with it.").arg(undo.proof().summary(), also);
}

QString UndoMemberWords::confirmationLine(const QString &audienceLabel, const PublishUndo &undo)
{
    const QString also = alsoChanging(undo);
    return also.isEmpty() ? QString() : tr("%1 also changes %2 (a draft pending before the undo).").arg(audienceLabel, also);
}

} // namespace Audience::Models
