#pragma once

#include "models/workspace/netchanges.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Audience::Models {

class PublishUndo;

// What one member of a release's undo shows, in one place for the release's model (its outcome in
// words) and its dialog (the preview and the confirmation): the rows of its preview with the note
// above them, and the proof's sentence naming what else its proven draft puts live.
class UndoMemberWords
{
    Q_DECLARE_TR_FUNCTIONS(UndoMemberWords)
public:
    struct Preview
    {
        enum class Of { Nothing, Plan, Draft };
        Of of = Of::Nothing;
        QList<FieldNetChange> rows; // Plan: live now → the value before; Draft: what goes live with it
        QString key;                // the rows' identity, for the view (a draft's ID, or "undo:" + the version undone)
        QString note;               // the sentence above the rows
    };
    // The agent's draft once it was proved (`proved`), else the plan; nothing without either.
    static Preview preview(const PublishUndo &undo, bool proved);

    // The proof's summary, then what else goes live with the draft (UndoProof::alsoGoesLive: a
    // draft pending before the undo, a change the user took), when anything does.
    static QString provenText(const PublishUndo &undo);
    // The confirmation's line for one member: "Audience A: The draft also changes Name: …"; empty
    // when nothing else goes live.
    static QString confirmationLine(const QString &audienceLabel, const PublishUndo &undo);
};

} // namespace Audience::Models
