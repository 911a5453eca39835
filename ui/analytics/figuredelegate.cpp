#include "ui/analytics/figuredelegate.h"

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

void FigureDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(Models::TotalsRowRole).toBool())
        option->font.setBold(true);
}

void FigureDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString delta = index.data(Models::DeltaTextRole).toString();
    if (delta.isEmpty()) {
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
    QFont small = opt.font;
    small.setBold(false);
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter->setFont(small);
    const int improved = index.data(Models::DeltaImprovedRole).toInt();
    painter->setPen(selected ? opt.palette.color(QPalette::HighlightedText) : deltaColour(improved, opt.palette));
    painter->drawText(area.adjusted(0, half, 0, 0), Qt::AlignRight | Qt::AlignTop, delta);
    painter->restore();
}

QSize FigureDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (!index.data(Models::DeltaTextRole).toString().isEmpty()) {
        // Two lines: the value and its change, the change a little smaller.
        size.setHeight(int(size.height() * 1.75));
        const QFontMetrics metrics(option.font);
        size.setWidth(qMax(size.width(), metrics.horizontalAdvance(index.data(Models::DeltaTextRole).toString()) + 14));
    }
    return size;
}

} // namespace Audience::Ui
