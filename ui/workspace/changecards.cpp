#include "ui/workspace/changecards.h"

#include "ui/common/htmltext.h"

#include "models/workspace/changelabels.h"
#include "models/workspace/worddiff.h"

#include <QPalette>

namespace Audience::Ui {

QString ChangeCards::diffHtml(const QString &before, const QString &after, const QPalette &palette, bool expanded)
{
    using Models::WordDiff;
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    const QString removedBg = dark ? QStringLiteral("#5c2b2b") : QStringLiteral("#fbdada");
    const QString addedBg = dark ? QStringLiteral("#234d2c") : QStringLiteral("#d3f2da");
    QString html;
    int shown = 0;
    WordDiff::Kind previous = WordDiff::Kind::Same;
    for (const WordDiff::Piece &piece : WordDiff::compare(before, after)) {
        // A replacement reads as "old new", not "oldnew": a space between the two runs.
        if (previous == WordDiff::Kind::Removed && piece.kind == WordDiff::Kind::Added)
            html += u' ';
        previous = piece.kind;
        QString text = piece.text;
        if (!expanded && shown + text.size() > collapsedLength) {
            text = text.left(qMax(0, collapsedLength - shown));
            html += HtmlText::escapedLines(text) + QStringLiteral("…");
            return html;
        }
        shown += int(text.size());
        switch (piece.kind) {
        case WordDiff::Kind::Same:
            html += HtmlText::escapedLines(text);
            break;
        case WordDiff::Kind::Removed:
            html += QStringLiteral("<s style=\"background-color:%1\">%2</s>").arg(removedBg, HtmlText::escapedLines(text));
            break;
        case WordDiff::Kind::Added:
            html += QStringLiteral("<u style=\"background-color:%1\">%2</u>").arg(addedBg, HtmlText::escapedLines(text));
            break;
        }
    }
    return html;
}

QString ChangeCards::html(const QList<Net::Change> &changes, const QPalette &palette, bool expanded,
                          const QString &expandAnchor)
{
    const QString border = palette.color(QPalette::Mid).name();
    const QString muted = palette.color(QPalette::PlaceholderText).name();
    QString html;
    for (qsizetype i = 0; i < changes.size(); ++i) {
        const Net::Change &change = changes.at(i);
        const QString before = change.previousValue.value();
        const QString after = change.newValue.value();
        const bool isLong = before.size() > collapsedLength || after.size() > collapsedLength;
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" style=\"border: 1px solid %1; "
                               "margin-top: 4px\"><tr><td>")
                    .arg(border);
        html += QStringLiteral("<b>%1</b> <span style=\"color:%2\">· %3</span><br>")
                    .arg(HtmlText::escapedLines(Models::ChangeLabels::field(change.field.value())), muted,
                         HtmlText::escapedLines(Models::ChangeLabels::changeStatus(change.status.value())));
        if (before.isEmpty() && after.isEmpty())
            html += QStringLiteral("<i>%1</i>").arg(tr("(both values empty)"));
        else if (before.isEmpty())
            html += QStringLiteral("<span style=\"color:%1\">%2</span> ").arg(muted, tr("(was empty)"))
                    + diffHtml(before, after, palette, expanded);
        else
            html += diffHtml(before, after, palette, expanded);
        if (isLong && !expandAnchor.isEmpty())
            html += QStringLiteral(" <a href=\"%1%2\">%3</a>").arg(expandAnchor).arg(i).arg(expanded ? tr("show less") : tr("show all"));
        html += QStringLiteral("</td></tr></table>");
    }
    return html;
}

} // namespace Audience::Ui
