#include "ui/common/listcolumnwidths.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QTreeView>

#include <algorithm>

namespace Audience::Ui {

namespace {

constexpr int listWidthSampleSize = 200;
constexpr int listColumnMostCharacters = 64;

// The first rows the view shows, open tree rows' children included, as (index, depth).
QList<std::pair<QModelIndex, int>> sampleListRows(const QAbstractItemView &view)
{
    QList<std::pair<QModelIndex, int>> rows;
    const auto *tree = qobject_cast<const QTreeView *>(&view);
    QList<std::pair<QModelIndex, int>> parents{{QModelIndex(), -1}};
    const QAbstractItemModel *model = view.model();
    while (!parents.isEmpty() && rows.size() < listWidthSampleSize) {
        const auto [parent, depth] = parents.takeFirst();
        for (int row = 0; row < model->rowCount(parent) && rows.size() < listWidthSampleSize; ++row) {
            const QModelIndex index = model->index(row, 0, parent);
            rows.append({index, depth + 1});
            if (tree && tree->isExpanded(index))
                parents.append({index, depth + 1});
        }
    }
    return rows;
}

} // namespace

QHeaderView *ListColumnWidths::headerOf(const QAbstractItemView &view)
{
    if (const auto *tree = qobject_cast<const QTreeView *>(&view))
        return tree->header();
    if (const auto *table = qobject_cast<const QTableView *>(&view))
        return table->horizontalHeader();
    return nullptr;
}

int ListColumnWidths::typicalWidth(const QAbstractItemView &view, int column, int percentile)
{
    const QHeaderView *header = headerOf(view);
    const int headerWidth = header ? header->sectionSizeHint(column) : 0;
    const auto *tree = qobject_cast<const QTreeView *>(&view);
    QList<int> widths;
    for (const auto &[index, depth] : sampleListRows(view)) {
        const QModelIndex cell = index.siblingAtColumn(column);
        int width = view.sizeHintForIndex(cell).width();
        if (tree && column == 0)
            width += tree->indentation() * (depth + (tree->rootIsDecorated() ? 1 : 0));
        widths.append(width);
    }
    int typical = 0;
    if (!widths.isEmpty()) {
        // The nearest rank: of 10 rows the 8th narrowest, of 2 rows the wider.
        const auto rank = qsizetype((widths.size() * percentile + 99) / 100) - 1;
        std::nth_element(widths.begin(), widths.begin() + rank, widths.end());
        typical = widths.at(rank);
    }
    const int most = view.fontMetrics().averageCharWidth() * listColumnMostCharacters;
    return std::max(headerWidth, std::min(typical, most));
}

QList<int> ListColumnWidths::sharedColumns(const QAbstractItemView &view)
{
    QList<int> shared;
    const QHeaderView *header = headerOf(view);
    for (int column = 0; header && view.model() && column < view.model()->columnCount(); ++column) {
        if (!header->isSectionHidden(column) && header->sectionResizeMode(column) == QHeaderView::Stretch)
            shared.append(column);
    }
    return shared;
}

int ListColumnWidths::columnWidth(const QAbstractItemView &view, int column, const QList<int> &shared, int percentile)
{
    const QHeaderView *header = headerOf(view);
    if (!header || shared.contains(column))
        return typicalWidth(view, column, percentile);
    const bool stretchedLast = header->stretchLastSection() && column == header->logicalIndex(header->count() - 1);
    switch (header->sectionResizeMode(column)) {
    case QHeaderView::Interactive:
    case QHeaderView::Fixed:
        return stretchedLast ? typicalWidth(view, column, percentile) : header->sectionSize(column);
    case QHeaderView::ResizeToContents:
        // What Qt gives it (its widest cell shown), which it may not have yet.
        return std::max({header->sectionSize(column), header->sectionSizeHint(column), view.sizeHintForColumn(column)});
    case QHeaderView::Stretch:
    default:
        return typicalWidth(view, column, percentile);
    }
}

int ListColumnWidths::listWidth(const QAbstractItemView &view, const QList<int> &shared, int percentile)
{
    const QAbstractItemModel *model = view.model();
    const QHeaderView *header = headerOf(view);
    if (!model || model->rowCount() == 0)
        return 0;
    int width = 0;
    const int columns = header ? model->columnCount() : 1;
    for (int column = 0; column < columns; ++column) {
        if (header && header->isSectionHidden(column))
            continue;
        width += columnWidth(view, column, shared, percentile);
    }
    return width + 2 * view.frameWidth() + view.verticalScrollBar()->sizeHint().width();
}

void ListColumnWidths::shareWidth(QAbstractItemView &view, int listWidth, const QList<int> &shared,
                                  const QList<std::pair<int, int>> &givingWay)
{
    QHeaderView *header = headerOf(view);
    if (!header || !view.model())
        return;
    for (const auto &[column, natural] : givingWay)
        header->resizeSection(column, natural);
    int others = 0;
    for (int column = 0; column < view.model()->columnCount(); ++column) {
        if (!header->isSectionHidden(column) && !shared.contains(column))
            others += columnWidth(view, column, shared);
    }
    if (shared.size() < 2)
        return;
    QList<int> typical;
    QList<int> least; // what each needs to be read: its typical width, or readableCharacters
    qint64 total = 0;
    int readable = 0;
    for (int column : std::as_const(shared)) {
        typical.append(typicalWidth(view, column));
        least.append(std::min(typical.last(), view.fontMetrics().averageCharWidth() * readableCharacters));
        total += typical.last();
        readable += least.last();
    }
    int room = listWidth - 2 * view.frameWidth() - view.verticalScrollBar()->sizeHint().width() - others;
    // Too little for names and titles to be read: the columns that may give way narrow first.
    for (const auto &[column, natural] : givingWay) {
        if (room >= readable)
            break;
        const int given = std::min(readable - room, natural - header->sectionSizeHint(column));
        if (given <= 0 || header->isSectionHidden(column))
            continue;
        header->resizeSection(column, natural - given);
        room += given;
    }
    // Each its least first (a name is read as well as a title). What is over goes to the first,
    // the row's name, up to its typical width: a user finds a row by its name, and the others
    // (a title) are whole in the detail. The rest in proportion to what each needs beyond its least.
    const int firstWidth = std::min(typical.at(0), room - (readable - least.at(0)));
    const int restRoom = room - firstWidth;
    const int restReadable = readable - least.at(0);
    const qint64 restTotal = total - typical.at(0);
    for (int i = 0; i + 1 < shared.size(); ++i) {
        int width = typical.at(i);
        if (room < readable)
            width = readable == 0 ? 0 : int(qint64(least.at(i)) * std::max(room, 0) / readable);
        else if (room < total && i == 0)
            width = firstWidth;
        else if (room < total)
            width = least.at(i) + int(qint64(typical.at(i) - least.at(i)) * (restRoom - restReadable) / std::max<qint64>(restTotal - restReadable, 1));
        header->setSectionResizeMode(shared.at(i), QHeaderView::Interactive);
        header->resizeSection(shared.at(i), std::max(width, header->minimumSectionSize()));
    }
}

} // namespace Audience::Ui
