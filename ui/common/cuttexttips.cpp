#include "ui/common/cuttexttips.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QToolTip>

namespace Audience::Ui {

bool CutTextTips::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ToolTip || !watched->isWidgetType())
        return false;
    auto *viewport = static_cast<QWidget *>(watched);
    auto *view = qobject_cast<QAbstractItemView *>(viewport->parentWidget());
    if (!view || view->viewport() != viewport)
        return false;
    const auto *help = static_cast<QHelpEvent *>(event);
    const QModelIndex index = view->indexAt(help->pos());
    if (!index.isValid() || !index.data(Qt::ToolTipRole).toString().isEmpty())
        return false;
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty())
        return false;
    const QRect cell = view->visualRect(index);
    // The text, the decoration beside it and the cell's padding: more than the cell has is cut.
    const int decoration = index.data(Qt::DecorationRole).isValid() ? view->iconSize().width() + 6 : 0;
    if (view->fontMetrics().horizontalAdvance(text) + decoration + 12 <= cell.width())
        return false;
    QToolTip::showText(help->globalPos(), text, viewport, cell);
    return true;
}

} // namespace Audience::Ui
