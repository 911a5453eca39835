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
    if (!index.isValid())
        return false;
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty())
        return false;
    // What of the cell is shown: a list's row wider than its view is cut at the view's edge.
    const QRect cell = view->visualRect(index).intersected(viewport->rect());
    // The text, the decoration beside it and the cell's padding: more than the cell has is cut.
    const int decoration = index.data(Qt::DecorationRole).isValid() ? view->iconSize().width() + 6 : 0;
    if (view->fontMetrics().horizontalAdvance(text) + decoration + 12 <= cell.width())
        return false; // whole: the view shows the model's own tooltip, if any
    // Cut: the whole text, and under it what the model's own tooltip says (a page's ID).
    const QString own = index.data(Qt::ToolTipRole).toString();
    QString tip = text;
    if (!own.isEmpty())
        tip = own.contains(text) ? own : text + u'\n' + own;
    QToolTip::showText(help->globalPos(), tip, viewport, cell);
    return true;
}

} // namespace Audience::Ui
