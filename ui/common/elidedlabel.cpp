#include "ui/common/elidedlabel.h"

#include <QResizeEvent>

namespace Audience::Ui {

ElidedLabel::ElidedLabel(QWidget *parent, Qt::TextElideMode mode)
    : QLabel(parent)
    , m_mode(mode)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_text = text;
    setToolTip(text);
    setAccessibleName(text);
    updateShownText();
    updateGeometry();
}

void ElidedLabel::setWidthSample(const QString &sample)
{
    m_widthSample = sample;
    updateGeometry();
}

int ElidedLabel::chromeWidth() const
{
    // A style sheet's border and padding are part of the frame (a badge's), once it is applied.
    ensurePolished();
    return width() - contentsRect().width() + 2 * margin();
}

void ElidedLabel::setWrapsInstead(bool wraps)
{
    m_wraps = wraps;
    setWordWrap(wraps);
    setSizePolicy(QSizePolicy::Preferred, wraps ? QSizePolicy::Preferred : QSizePolicy::Fixed);
    updateShownText();
    updateGeometry();
}

QSize ElidedLabel::minimumSizeHint() const
{
    if (m_wraps)
        return QLabel::minimumSizeHint();
    return {fontMetrics().horizontalAdvance(QStringLiteral("M…")) + chromeWidth(), QLabel::minimumSizeHint().height()};
}

QSize ElidedLabel::sizeHint() const
{
    const QString &measured = m_widthSample.isEmpty() ? m_text : m_widthSample;
    const int width = fontMetrics().horizontalAdvance(measured) + chromeWidth() + 4;
    if (m_wraps)
        return {width, heightForWidth(width)};
    return {width, QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateShownText();
}

void ElidedLabel::updateShownText()
{
    if (m_wraps) {
        QLabel::setText(m_text);
        return;
    }
    const int room = contentsRect().width() - 2 * margin();
    QLabel::setText(fontMetrics().elidedText(m_text, m_mode, qMax(0, room)));
}

} // namespace Audience::Ui
