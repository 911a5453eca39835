#pragma once

#include <QStyledItemDelegate>

namespace Audience::Ui {

// The colour of a change against the previous period: green for good news, red for bad, the
// muted text colour otherwise; readable on light and dark palettes. The arrow (▲/▼) carries the
// direction, so the colour is never the only sign.
QColor deltaColour(int improved, const QPalette &palette);

// Draws an analytics figure: the value right-aligned and, in a smaller line under it, its change
// when comparing (DeltaTextRole, coloured) and a rate's n (BasisTextRole, muted); a rate over few
// sessions (FewSessionsRole) dimmed, its line saying "few sessions"; the totals row in bold.
class FigureDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Audience::Ui
