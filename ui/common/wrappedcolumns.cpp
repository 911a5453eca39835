#include "ui/common/wrappedcolumns.h"

#include <QHeaderView>
#include <QPointer>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QTreeView>

namespace Audience::Ui {

namespace {

class WrappingDelegate : public QStyledItemDelegate
{
public:
    WrappingDelegate(QTreeView *view, const QList<int> &columns)
        : QStyledItemDelegate(view)
        , m_view(view)
        , m_columns(columns)
    {
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QSize unwrapped = QStyledItemDelegate::sizeHint(option, index);
        const int width = widthOf(index);
        if (width <= 0)
            return unwrapped;
        QStyleOptionViewItem wrapped(option);
        initStyleOption(&wrapped, index);
        wrapped.rect = QRect(0, 0, width, unwrapped.height()); // a valid rect: the style wraps only within one
        wrapped.features |= QStyleOptionViewItem::WrapText;
        const QSize size = m_view->style()->sizeFromContents(QStyle::CT_ItemViewItem, &wrapped, QSize(), m_view);
        return {unwrapped.width(), std::max(unwrapped.height(), size.height())};
    }

private:
    // The width the cell's text wraps at, 0 when it does not wrap (a column sized to its content).
    int widthOf(const QModelIndex &index) const
    {
        const QHeaderView *header = m_view->header();
        if (index.column() == 0 && m_view->isFirstColumnSpanned(index.row(), index.parent()))
            return m_view->viewport()->width() - header->sectionViewportPosition(0) - indentOf(index);
        if (!m_columns.contains(index.column()))
            return 0;
        return header->sectionSize(index.column()) - (index.column() == header->logicalIndex(0) ? indentOf(index) : 0);
    }

    int indentOf(const QModelIndex &index) const
    {
        int depth = m_view->rootIsDecorated() ? 1 : 0;
        for (QModelIndex at = index.parent(); at.isValid(); at = at.parent())
            ++depth;
        return depth * m_view->indentation();
    }

    QTreeView *m_view;
    QList<int> m_columns;
};

} // namespace

void wrapColumns(QTreeView *view, const QList<int> &columns)
{
    view->setWordWrap(true);
    view->setUniformRowHeights(false);
    view->setItemDelegate(new WrappingDelegate(view, columns));
    for (const int column : columns)
        view->header()->setSectionResizeMode(column, QHeaderView::Stretch);
    // They fill the width: a stretched last section would keep at least its default size (100 px)
    // and push the row past the view's edge.
    view->header()->setStretchLastSection(false);
    // Widths change in bursts (every column of a resize): the rows are measured once after it.
    auto *relayout = new QTimer(view);
    relayout->setSingleShot(true);
    relayout->setInterval(0);
    QObject::connect(relayout, &QTimer::timeout, view, [view] { view->doItemsLayout(); });
    QObject::connect(view->header(), &QHeaderView::sectionResized, relayout, [relayout, columns](int column) {
        if (columns.contains(column) || column == 0)
            relayout->start();
    });
}

} // namespace Audience::Ui
