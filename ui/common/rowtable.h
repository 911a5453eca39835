#pragma once

#include <QString>

class QAbstractItemModel;
class QTableView;
class QWidget;

namespace Audience::Ui {

// A table of rows to pick one from (pages, people, topics, links…), set up alike everywhere: whole
// rows selected one at a time, read-only, no row numbers, one line per cell (elided, not wrapped),
// alternating row colours; Tab leaves it and the arrows walk it.
QTableView *makeRowTable(const QString &objectName, const QString &accessibleName, QAbstractItemModel *model,
                         QWidget *parent);

} // namespace Audience::Ui
