#include "ui/analytics/figuredelegate.h"

#include "models/analytics/analyticsfigures.h"
#include "models/common/modelroles.h"

#include <QApplication>
#include <QPainter>

namespace Audience::Ui {

QColor deltaColour(int improved, const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    if (improved > 0)
        return dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x1b, 0x5e, 0x20);
    if (improved < 0)
        return dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xb7, 0x1c, 0x1c);
    return palette.color(QPalette::PlaceholderText);
}

namespace {

// The small line under a rate: its n ("of 1,234") and, when few, the words that say so.
QString basisLine(const QModelIndex &index)
{
    const QString basis = index.data(Models::BasisTextRole).toString();
    return basis.isEmpty() ? basis : Models::FigureText::basisWithWarning(basis, index.data(Models::FewSessionsRole).toBool());
}

} // namespace

void FigureDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(Models::TotalsRowRole).toBool())
        option->font.setBold(true);
    // A rate over few sessions is dimmed; the line under it says why in words.
    if (index.data(Models::FewSessionsRole).toBool())
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
}

void FigureDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString delta = index.data(Models::DeltaTextRole).toString();
    const QString basis = basisLine(index);
    if (delta.isEmpty() && basis.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString value = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget); // background, selection, focus

    const QRect area = opt.rect.adjusted(4, 1, -6, -1);
    const bool selected = opt.state & QStyle::State_Selected;
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    const int half = area.height() / 2;
    painter->drawText(area.adjusted(0, 0, 0, -half), Qt::AlignRight | Qt::AlignBottom, value);
    // The second line, right-aligned: the change (coloured), then the n (muted).
    QFont small = opt.font;
    small.setBold(false);
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter->setFont(small);
    QRect line = area.adjusted(0, half, 0, 0);
    if (!basis.isEmpty()) {
        painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        painter->drawText(line, Qt::AlignRight | Qt::AlignTop, basis);
        line.setRight(line.right() - QFontMetrics(small).horizontalAdvance(basis + QStringLiteral("  ")));
    }
    const int improved = index.data(Models::DeltaImprovedRole).toInt();
    painter->setPen(selected ? opt.palette.color(QPalette::HighlightedText) : deltaColour(improved, opt.palette));
    painter->drawText(line, Qt::AlignRight | Qt::AlignTop, delta);
    painter->restore();
}

QSize FigureDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const QString delta = index.data(Models::DeltaTextRole).toString();
    const QString basis = basisLine(index);
    if (!delta.isEmpty() || !basis.isEmpty()) {
        // Two lines: the value, and its change and n, a little smaller.
        size.setHeight(int(size.height() * 1.75));
        const QFontMetrics metrics(option.font);
        size.setWidth(qMax(size.width(), metrics.horizontalAdvance(delta + QStringLiteral("  ") + basis) + 14));
    }
    return size;
}

} // namespace Audience::Ui
