#pragma once

#include "models/workspace/worddiff.h"
#include "net/conversationtypes.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Audience::Models {

// What goes live, one field at a time: the draft's pending changes read as the net difference
// against what is live now. The interface has no "get the published content", so the live value
// is derived: a field's first pending change says what it replaced (its previousValue); a field
// with no pending change is live as the context shows it (context.current…). The value after
// publishing is the field's last pending change's newValue. The steps in between stay available.
struct FieldNetChange
{
    QString field;      // the wire name, e.g. "metaTitle"
    QString label;      // in words ("Meta title"); the wire name itself for a field we do not know
    bool known = false; // false: shown raw, without a word diff
    bool keywords = false;
    QString live;
    QString after;
    QList<Net::Change> steps; // the agent's steps, oldest first (empty: the field does not change)

    // The field ends up different from what is live.
    bool changes() const { return live != after; }
    // Steps that end where they started (A→B→A).
    bool noNetChange() const { return !steps.isEmpty() && live == after; }
};

// A keyword list compared item by item: what the after list adds, what it drops, what it keeps.
struct KeywordListDiff
{
    QStringList added;
    QStringList removed;
    QStringList kept;
};

class NetChanges
{
public:
    // One row per field: the four context fields first (in the order the context names them), then
    // any other field in the order its first change came.
    static QList<FieldNetChange> compute(const Net::ConversationContext &context, const QList<Net::Change> &pendingChanges);
    // How many fields end up different.
    static int changingCount(const QList<FieldNetChange> &rows);

    // The keywords of a value as sent ("a, b, c"), trimmed, empty items kept (a check reports them).
    static QStringList splitKeywords(const QString &value);
    static KeywordListDiff keywordDiff(const QString &live, const QString &after);
    // The word diff of live → after (a text field) for the diff view.
    static QList<WordDiff::Piece> textDiff(const FieldNetChange &row);

    static bool isKeywordField(const QString &field);
};

} // namespace Audience::Models
