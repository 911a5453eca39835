#include "ui/common/flowlayout.h"

#include <QWidget>

#include <algorithm>

namespace Audience::Ui {

FlowLayout::FlowLayout(QWidget *parent)
    : QLayout(parent)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addWidget(QWidget *widget, bool stretch)
{
    QLayout::addWidget(widget);
    if (stretch)
        m_stretched.append(m_items.constLast());
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem *item = m_items.takeAt(index);
    m_stretched.removeAll(item);
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    if (width != m_heightForWidthOf) {
        m_heightForWidth = layOut(QRect(0, 0, width, 0), false);
        m_heightForWidthOf = width;
    }
    return m_heightForWidth;
}

void FlowLayout::invalidate()
{
    m_sizeHint = QSize();
    m_minimumSize = QSize();
    m_heightForWidthOf = -1;
    QLayout::invalidate();
}

QSize FlowLayout::minimumSize() const
{
    if (m_minimumSize.isValid())
        return m_minimumSize;
    QSize least;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            least = least.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    m_minimumSize = least + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
    return m_minimumSize;
}

QSize FlowLayout::sizeHint() const
{
    if (m_sizeHint.isValid())
        return m_sizeHint;
    // One line, as wide as all of its items.
    int width = 0;
    int height = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width() + (width > 0 ? spacing() : 0);
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    m_sizeHint = {width + margins.left() + margins.right(), height + margins.top() + margins.bottom()};
    return m_sizeHint;
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    layOut(rect, true);
}

int FlowLayout::layOut(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = std::max(0, spacing());
    // The lines first (which items, their widths), then each line placed, its stretched item widened.
    QList<QList<QLayoutItem *>> lines(1);
    int used = 0;
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const int width = std::min(item->sizeHint().width(), std::max(area.width(), item->minimumSize().width()));
        if (!lines.constLast().isEmpty() && used + gap + width > area.width()) {
            lines.append(QList<QLayoutItem *>());
            used = 0;
        }
        used += (lines.constLast().isEmpty() ? 0 : gap) + width;
        lines.last().append(item);
    }
    if (lines.constFirst().isEmpty())
        return contentsMargins().top() + contentsMargins().bottom();
    int y = area.y();
    for (const QList<QLayoutItem *> &line : std::as_const(lines)) {
        int lineWidth = 0;
        int lineHeight = 0;
        QLayoutItem *stretched = nullptr;
        for (QLayoutItem *item : line) {
            lineWidth += std::min(item->sizeHint().width(), std::max(area.width(), item->minimumSize().width())) + gap;
            if (!stretched && m_stretched.contains(item))
                stretched = item;
        }
        lineWidth -= gap;
        int x = area.x();
        for (QLayoutItem *item : line) {
            int width = std::min(item->sizeHint().width(), std::max(area.width(), item->minimumSize().width()));
            if (item == stretched)
                width += std::max(0, area.width() - lineWidth);
            const int height = item->hasHeightForWidth() ? item->heightForWidth(width) : item->sizeHint().height();
            if (apply)
                item->setGeometry(QRect(x, y, width, height));
            x += width + gap;
            lineHeight = std::max(lineHeight, height);
        }
        y += lineHeight + gap;
    }
    return y - gap - area.y() + contentsMargins().top() + contentsMargins().bottom();
}

} // namespace Audience::Ui
