#include "ui/common/rowtable.h"

#include "ui/common/currentfollowsselection.h"

#include <QHeaderView>
#include <QTableView>

namespace Audience::Ui {

QTableView *makeRowTable(const QString &objectName, const QString &accessibleName, QAbstractItemModel *model,
                         QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setObjectName(objectName);
    table->setAccessibleName(accessibleName);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab leaves the table for what follows it; the arrow keys move inside it. (A table's default,
    // Tab from cell to cell, walks every row and never reaches the detail beside the list.)
    table->setTabKeyNavigation(false);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    makeCurrentFollowSelection(table);
    return table;
}

} // namespace Audience::Ui
