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
    enum class Choice { KeepLater, TakeOld };

    QString field; // the wire name
    QString label; // in words ("Meta title")
    QString current;     // live now
    QString target;      // the value before the publish
    QString publishedAs; // what that publish put live
    // Changed again since that publish (by a later one): the user chooses, nothing is overwritten
    // silently. Until they choose, the later value is kept.
    bool conflict = false;
    QString conflictWith; // "version 5", or that a publish the console does not know changed it
    Choice choice = Choice::KeepLater;
    QString cannotDictate; // why this value cannot be dictated exactly (empty: it can)

    bool isBackAlready() const;
    // Part of the instruction: it differs from its target, and no conflict keeps the later value.
    bool isDictated() const { return !isBackAlready() && cannotDictate.isEmpty() && (!conflict || choice == Choice::TakeOld); }
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
    static UndoPlan build(const PublishedChange &undone, const QList<PublishedChange> &later, const QHash<QString, QString> &liveNow);

    QList<UndoField> dictated() const;
    bool setChoice(const QString &field, UndoField::Choice choice);
    int conflictCount() const;
    // The one message: each dictated field on a line of its own, `Set the meta title to "…"`, the
    // value exactly, quoted as docs/sandbox.md ("Dictated values") says. Empty when nothing is dictated.
    QString instruction() const;

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

// The proof of an undo's draft: each dictated field compared with its target.
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
    };
    QList<Line> lines;
    qint64 versionNumber = 0; // the publish undone

    static UndoProof prove(const UndoPlan &plan, const QHash<QString, QString> &draft);

    int equalCount() const;
    bool allEqual() const { return !lines.isEmpty() && equalCount() == lines.size(); }
    // "Proof: 3 of 3 fields equal the values before version 19."
    QString summary() const;
    // One sentence per field that differs.
    QStringList differences() const;
};

} // namespace Audience::Models
