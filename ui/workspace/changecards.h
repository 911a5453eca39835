#pragma once

#include "net/conversationtypes.h"

#include <QCoreApplication>
#include <QString>

class QPalette;

namespace Audience::Ui {

// The diff cards of the workspace as rich text: for each change its field in words, its status,
// and the previous → new value with the changed words marked. Every value is escaped (it came from
// the network); removed words are struck through and added ones underlined, so the change reads
// without colour too. Long values are cut to a few lines unless `expanded`.
class ChangeCards
{
    Q_DECLARE_TR_FUNCTIONS(ChangeCards)
public:
    // Characters of a value shown before "… (show all)" when not expanded.
    static constexpr int collapsedLength = 280;

    // One card per change, as an HTML fragment for a QTextDocument. `expandAnchor`, when given,
    // links the "show all" of a long card (the anchor is followed by the change's index).
    static QString html(const QList<Net::Change> &changes, const QPalette &palette, bool expanded = false,
                        const QString &expandAnchor = {});
    // The word-level diff of one value pair as HTML.
    static QString diffHtml(const QString &before, const QString &after, const QPalette &palette, bool expanded);
};

} // namespace Audience::Ui
