#include "ui/common/currentfollowsselection.h"

#include <QAbstractItemView>
#include <QItemSelectionModel>

namespace Audience::Ui {

namespace {

// The one row the selection holds (its first column's index), or an invalid index.
QModelIndex loneSelectedRow(const QItemSelectionModel &selection)
{
    QModelIndex lone;
    for (const QModelIndex &index : selection.selectedIndexes()) {
        const QModelIndex row = index.siblingAtColumn(0);
        if (lone.isValid() && row != lone)
            return {};
        lone = row;
    }
    return lone;
}

} // namespace

void makeCurrentFollowSelection(QAbstractItemView *view)
{
    QItemSelectionModel *selection = view->selectionModel();
    // Once per selection model: a place's list may come from makeRowTable() too.
    const char *const followed = "audienceCurrentFollowsSelection";
    if (!selection || selection->property(followed).toBool())
        return;
    selection->setProperty(followed, true);
    QObject::connect(selection, &QItemSelectionModel::selectionChanged, view, [selection] {
        const QModelIndex row = loneSelectedRow(*selection);
        const QModelIndex current = selection->currentIndex();
        if (row.isValid() && (!current.isValid() || current.siblingAtColumn(0) != row))
            selection->setCurrentIndex(row, QItemSelectionModel::NoUpdate);
    });
}

} // namespace Audience::Ui
