#include "ui/common/rowtable.h"

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
    table->setTabKeyNavigation(false);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    return table;
}

} // namespace Audience::Ui
