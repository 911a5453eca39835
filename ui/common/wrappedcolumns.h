#pragma once

#include <QList>

class QTreeView;

namespace Audience::Ui {

// Columns of a tree or list that share the width the other columns leave and wrap their text at
// words, each row as tall as its wrapped cells, so a long cell ("Too short to judge: not one whole
// day live yet.") is read whole in a narrow pane rather than cut. The other columns keep their
// resize modes. A QTreeView sizes its rows without the columns' widths (Qt leaves word wrap out of
// its row heights), so the rows are measured here with them, and again when a column's width
// changes. A row whose first column spans the others is measured at the whole row's width.
void wrapColumns(QTreeView *view, const QList<int> &columns);

} // namespace Audience::Ui
