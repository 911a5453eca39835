#pragma once

class QAbstractItemView;

namespace Audience::Ui {

// A row chosen through the accessibility bus (the action voice control and switch access use on a
// row, or an assistive tool's "select row") is selected without being made current, while a click
// does both; the places open their detail on the current row, so such a choice opened nothing.
// After this, a lone selected row that is not current becomes current (the selection stays as it
// is), so choosing a row through the accessibility bus opens what a click opens. A click, the
// keyboard and a selection of several rows are left as they are. Call it after the view's model is
// set (a new model brings a new selection model); a second call on one view does nothing.
// ListDetailPlace does it for every place's list, makeRowTable() for every row table.
void makeCurrentFollowSelection(QAbstractItemView *view);

} // namespace Audience::Ui
