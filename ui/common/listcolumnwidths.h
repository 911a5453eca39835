#pragma once

#include <QList>

#include <utility>

class QAbstractItemView;
class QHeaderView;

namespace Audience::Ui {

// The width a list needs to show a typical row whole, for a list-and-detail place to give it
// (ListDetailPlace). Typical, not the widest: a column counts the width most of its cells need
// (the 80th percentile of the first 200 rows shown), so one long cell does not widen the list;
// never less than its header.
class ListColumnWidths
{
public:
    // The share of rows a list fitted to its columns shows whole, unless a place asks for more.
    static constexpr int typicalPercentile = 80;

    // What `column` needs: its header, and the `percentile`th percentile of its cells, with a
    // tree's indent in the first column; at most about 64 average characters.
    static int typicalWidth(const QAbstractItemView &view, int column, int percentile = typicalPercentile);
    // What one column takes in the list: a column the place or the user sized (Interactive, Fixed)
    // its width; one that follows its content (ResizeToContents) its widest cell shown, as Qt
    // gives it; one that shares the width (Stretch, or the stretched last) its typical width.
    // `shared`: the columns that share the list's width (sharedColumns(), as they were first).
    static int columnWidth(const QAbstractItemView &view, int column, const QList<int> &shared,
                           int percentile = typicalPercentile);
    // The visible columns that share the width (Stretch).
    static QList<int> sharedColumns(const QAbstractItemView &view);
    // What the visible columns need (columnWidth), with the view's frame and a vertical scroll
    // bar. Zero when the view has no rows yet.
    static int listWidth(const QAbstractItemView &view, const QList<int> &shared, int percentile = typicalPercentile);
    // Shares what the other columns leave of `listWidth` (the view's whole width) among the
    // columns that share the width (Stretch): each its readable least, then the first (the row's
    // name) up to its typical width, then the others in proportion to their typical widths rather
    // than alike (a title needs more than a name): all but the last become Interactive at that width,
    // the last stays Stretch and takes what is left, so the columns fill the view and no more.
    // `givingWay`: columns (with the width each has when the room allows, in the order they give
    // way) that narrow towards their header, eliding their cells, before the shared columns go
    // below a readable width (about readableCharacters each): names and titles are cut last.
    static void shareWidth(QAbstractItemView &view, int listWidth, const QList<int> &shared,
                           const QList<std::pair<int, int>> &givingWay = {});
    static constexpr int readableCharacters = 12;
    // The view's column header (a table's horizontal one), or null.
    static QHeaderView *headerOf(const QAbstractItemView &view);
};

} // namespace Audience::Ui
