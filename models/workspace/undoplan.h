#pragma once

#include "models/workspace/netchanges.h"
#include "models/workspace/publishedchange.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

namespace Audience::Models {

// One field of an undo: what is live now, and the value before the publish being undone.
struct UndoField
{
    Q_DECLARE_TR_FUNCTIONS(UndoField)
public:
    enum class Choice { KeepLater, TakeOld };

    QString field; // the wire name
    QString label; // in words ("Meta title")
    QString current;     // live now (meaningless while !currentKnown)
    QString target;      // the value before the publish
    QString publishedAs; // what that publish put live
    // The console read the live value (the conversation's context, or a pending change's previous
    // value) or can vouch for it (every publish since is known and none changed it). When it cannot,
    // the field is a conflict: a publish this console did not see may have changed it.
    bool currentKnown = true;
    // Changed again since that publish (by a later one), or the console cannot vouch for it: the user
    // chooses, nothing is overwritten silently. Until they choose, the live value is kept.
    bool conflict = false;
    QString conflictWith; // "version 5", or "a publish this console did not see"
    Choice choice = Choice::KeepLater;
    QString cannotDictate; // why this value cannot be dictated exactly (empty: it can)

    bool isBackAlready() const;
    // Part of the instruction: it differs from its target, and no conflict keeps the later value.
    bool isDictated() const { return !isBackAlready() && cannotDictate.isEmpty() && (!conflict || choice == Choice::TakeOld); }
    // Kept at its later (live) value: a conflict the user did not take the old value of.
    bool isKept() const { return conflict && choice == Choice::KeepLater && !isBackAlready(); }
    // The conflict in words, before its choice: "Meta title changed again since, by version 5:".
    QString conflictSentence() const;
    // The live value as the choice shows it, or words saying it is not known.
    QString currentShown() const;
};

// A field the undo's draft must hold as it was before the undo (the agent changed it unasked and
// the user asked again): dictated like the undo's fields, and proved like them.
struct HeldField
{
    QString field;
    QString label;
    QString value; // the draft's value before the undo was sent
};

// The undo of one publish: for each field it changed, the current live value → the value before
// it; the instruction that dictates those values to the agent; what the draft must then equal.
class UndoPlan
{
    Q_DECLARE_TR_FUNCTIONS(UndoPlan)
public:
    QString versionId;        // the publish undone
    qint64 versionNumber = 0;
    QList<UndoField> fields;
    QString problem; // why nothing can be undone (the publish is not known, changed nothing…); empty: it can

    // `undone`: what that publish changed; `later`: the publishes after it; `liveNow`: each field's
    // value live now (NetChanges' live column), by wire name.
    // `liveVersion`: the number of the version the conversation names live (liveVersionOf), 0 when
    // it cannot tell: then a field whose live value was not read cannot be vouched for.
    static UndoPlan build(const PublishedChange &undone, const QList<PublishedChange> &later, const QHash<QString, QString> &liveNow,
                          qint64 liveVersion);
    // The version the conversation names live: each message to the agent makes the next version
    // (version 1 is the audience as created), and publishedMessageId is the live version's answer.
    // 0 when it names none, or names a message no version answered.
    static qint64 liveVersionOf(const Net::Conversation &conversation);
    // The newest version the conversation's messages made (one per message to the agent, after
    // version 1); 0 when they do not line up with the versions (liveVersionOf() says 0).
    static qint64 newestVersionOf(const Net::Conversation &conversation);

    QList<HeldField> held; // dictated too: fields asked to stay as they were before the undo

    QList<UndoField> dictated() const;
    bool setChoice(const QString &field, UndoField::Choice choice);
    // Takes over the choices made in `earlier` (the same undo, read before) for fields still in
    // conflict, and its held fields.
    void keepChoicesOf(const UndoPlan &earlier);
    // What differs from `earlier` (the same undo, read before): one sentence per field whose live
    // value or conflict changed ("Meta title is now “Q1” (version 5)."); empty when nothing did.
    QStringList changesSince(const UndoPlan &earlier) const;
    // Asks for `field` to stay at `value` (its value before the undo); false when it cannot be dictated.
    bool hold(const QString &field, const QString &value);
    int conflictCount() const;
    // The one message: each dictated field on a line of its own, `Set the meta title to "…"`, the
    // value exactly, quoted as docs/sandbox.md ("Dictated values") says. Empty when nothing is dictated.
    QString instruction() const;
    // What is live once the undo's draft is published, in words: "Meta title and meta description
    // are back to before version 3; Name was kept at its later value."
    QString outcome() const;

    // `"` + the value with every `\` as `\\` and every `"` as `\"` + `"`.
    static QString quote(const QString &value);
    // The words the agent reads for a field ("meta title"); empty for a field it cannot be told.
    static QString dictationWords(const QString &field);
    // Equal as the draft must be: exactly, or for keywords the same list (trimmed, empty ones dropped).
    static bool sameValue(const QString &field, const QString &a, const QString &b);
    // Each field's value live now and in the newest draft, from NetChanges' rows.
    static QHash<QString, QString> liveValues(const QList<FieldNetChange> &rows);
    static QHash<QString, QString> draftValues(const QList<FieldNetChange> &rows);
};

// The proof of an undo's draft: each dictated field compared with its target, and every other field
// the undo's draft changed (its value differs from the draft's value before the undo was sent). Such
// a change blocks Publish until the user takes it (acceptExtra) or asks again with the field held.
class UndoProof
{
    Q_DECLARE_TR_FUNCTIONS(UndoProof)
public:
    struct Line
    {
        QString field;
        QString label;
        QString target;
        QString draft;
        bool equal = false;
        bool held = false; // a HeldField: target is its value before the undo
    };
    // A field outside the plan that the undo's draft changed: the agent changed it unasked, or it
    // was kept at its later value and changed anyway.
    struct Extra
    {
        QString field;
        QString label;
        QString before; // the draft's value before the undo
        QString draft;
        bool canHold = false;  // Ask Again can dictate it back
        bool accepted = false; // the user took this very value
    };
    QList<Line> lines;
    QList<Extra> extras;
    QStringList pending; // labels: pending before the undo, unchanged by it; they go live with it
    qint64 versionNumber = 0; // the publish undone

    // `draft`: NetChanges' rows of the conversation read after the draft; `beforeUndo`: its rows read
    // before the instruction was first sent; `accepted`: field → the drafted value the user took.
    static UndoProof prove(const UndoPlan &plan, const QList<FieldNetChange> &draft, const QList<FieldNetChange> &beforeUndo,
                           const QHash<QString, QString> &accepted);

    int equalCount() const; // of the undo's own lines (not the held ones)
    int undoLineCount() const;
    bool allEqual() const;
    // Publish may be offered: every line equal, every extra taken.
    bool proven() const;
    // "Proof: 3 of 3 fields equal the values before version 19."
    QString summary() const;
    // One sentence per field that differs, then one per extra not taken ("Not proven: the agent also
    // changed Name: “A” → “B”.").
    QStringList differences() const;
    // What goes live with the draft besides the undo, in a sentence (empty when nothing): pending
    // changes carried along, and changes the user took. The one wording, for every view of an undo.
    QString alsoGoesLive() const;
    // A value inside a sentence: “value”, or "(empty)".
    static QString quoted(const QString &value);
};

} // namespace Audience::Models
