#include "ui/common/wraplabel.h"

#include <QEvent>

#include <algorithm>

namespace Audience::Ui {

WrapLabel::WrapLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
}

WrapLabel::Measured WrapLabel::measuredNow() const
{
    return {text(), margin(), indent(), textFormat(), wordWrap()};
}

int WrapLabel::heightForWidth(int width) const
{
    const Measured now = measuredNow();
    if (now != m_measured) {
        m_measured = now;
        std::fill(std::begin(m_widths), std::end(m_widths), -1);
    }
    for (int slot = 0; slot < remembered; ++slot) {
        if (m_widths[slot] == width)
            return m_heights[slot];
    }
    const int height = QLabel::heightForWidth(width);
    m_widths[m_next] = width;
    m_heights[m_next] = height;
    m_next = (m_next + 1) % remembered;
    return height;
}

void WrapLabel::changeEvent(QEvent *event)
{
    // Another font, style or size of the frame's contents: each height is measured again.
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::ContentsRectChange:
    case QEvent::LayoutDirectionChange:
        std::fill(std::begin(m_widths), std::end(m_widths), -1);
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

} // namespace Audience::Ui
