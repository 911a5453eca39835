#include "ui/workspace/whatgoeslivehtml.h"

#include "ui/common/htmltext.h"

#include "ui/workspace/changecards.h"

#include <QPalette>

namespace Audience::Ui {

namespace {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QString chip(const QString &symbol, const QString &text, const QString &background, const QString &tag = {})
{
    const QString body = QStringLiteral("&nbsp;%1&nbsp;%2&nbsp;").arg(symbol, HtmlText::escapedLines(text));
    const QString inner = tag.isEmpty() ? body : QStringLiteral("<%1>%2</%1>").arg(tag, body);
    return QStringLiteral("<span style=\"background-color:%1\">%2</span>").arg(background, inner);
}

} // namespace

QString WhatGoesLiveHtml::keywordChips(const Models::KeywordListDiff &diff, const QPalette &palette)
{
    const bool dark = isDark(palette);
    const QString addedBg = dark ? QStringLiteral("#234d2c") : QStringLiteral("#d3f2da");
    const QString removedBg = dark ? QStringLiteral("#5c2b2b") : QStringLiteral("#fbdada");
    const QString keptBg = palette.color(QPalette::AlternateBase).name();
    QStringList chips;
    // Symbols as well as colours: + added, − removed (struck through), = kept.
    for (const QString &keyword : diff.added)
        chips.append(chip(QStringLiteral("+"), keyword, addedBg, QStringLiteral("u")));
    for (const QString &keyword : diff.removed)
        chips.append(chip(QStringLiteral("−"), keyword, removedBg, QStringLiteral("s")));
    for (const QString &keyword : diff.kept)
        chips.append(chip(QStringLiteral("="), keyword, keptBg));
    if (chips.isEmpty())
        return QStringLiteral("<i>%1</i>").arg(tr("(no keywords)"));
    return chips.join(QStringLiteral(" "));
}

QString WhatGoesLiveHtml::valuesHtml(const Models::FieldNetChange &row, const QPalette &palette)
{
    const QString muted = palette.color(QPalette::PlaceholderText).name();
    const auto orEmpty = [&](const QString &value) {
        return value.isEmpty() ? QStringLiteral("<i style=\"color:%1\">%2</i>").arg(muted, tr("(empty)")) : HtmlText::escapedLines(value);
    };
    if (row.keywords)
        return keywordChips(Models::NetChanges::keywordDiff(row.live, row.after), palette);
    if (!row.known || !row.changes()) {
        // Shown as sent: the live value and, when it differs, the value after publishing.
        QString html = QStringLiteral("<span style=\"color:%1\">%2</span> %3").arg(muted, tr("Live:"), orEmpty(row.live));
        if (row.changes())
            html += QStringLiteral("<br><span style=\"color:%1\">%2</span> %3").arg(muted, tr("After:"), orEmpty(row.after));
        return html;
    }
    QString html;
    if (row.live.isEmpty())
        html += QStringLiteral("<span style=\"color:%1\">%2</span> ").arg(muted, tr("(empty now)"));
    html += ChangeCards::diffHtml(row.live, row.after, palette, true);
    if (row.after.isEmpty())
        html += QStringLiteral(" <span style=\"color:%1\">%2</span>").arg(muted, tr("(empty after)"));
    return html;
}

QString WhatGoesLiveHtml::titleHtml(const Models::FieldNetChange &row, const QPalette &palette)
{
    const QString muted = palette.color(QPalette::PlaceholderText).name();
    const QString state = row.changes() ? tr("changes") : tr("no net change");
    return QStringLiteral("<b>%1</b> <span style=\"color:%2\">· %3</span>").arg(HtmlText::escapedLines(row.label), muted, state);
}

QString WhatGoesLiveHtml::stepsText(int steps)
{
    return tr("%n agent step(s)", nullptr, steps);
}

} // namespace Audience::Ui
