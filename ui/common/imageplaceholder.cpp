#include "ui/common/imageplaceholder.h"

#include <QPainter>
#include <QPainterPath>
#include <QUrl>

namespace Audience::Ui {

ImagePlaceholder::ImagePlaceholder(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMinimumSize(48, 40);
}

void ImagePlaceholder::setImage(const QString &url, const QString &altText)
{
    if (url != m_url) {
        m_image = {};
        m_problem.clear();
    }
    m_url = url;
    m_altText = altText;
    setToolTip(url.isEmpty() ? tr("No image") : tr("Image: %1").arg(url));
    setAccessibleName(altText.isEmpty() ? tr("Image placeholder") : altText);
    update();
    askIfShown();
}

void ImagePlaceholder::setLoadedImage(const QImage &image)
{
    m_image = image;
    m_problem.clear();
    update();
}

void ImagePlaceholder::setProblem(const QString &problem)
{
    m_image = {};
    m_problem = problem;
    setToolTip(tr("Image: %1\n%2").arg(m_url, problem));
    update();
}

void ImagePlaceholder::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    askIfShown();
}

void ImagePlaceholder::askIfShown()
{
    // Only a box on screen asks: a preview nobody looks at loads nothing.
    if (isVisible() && !m_url.isEmpty() && m_image.isNull() && m_problem.isEmpty())
        emit imageWanted(m_url);
}

void ImagePlaceholder::setAspectRatio(double ratio)
{
    m_ratio = ratio > 0.1 ? ratio : 1.0;
    updateGeometry();
    update();
}

int ImagePlaceholder::heightForWidth(int width) const
{
    return qMax(minimumHeight(), int(width / m_ratio));
}

QSize ImagePlaceholder::sizeHint() const
{
    const int width = m_ratio >= 1.5 ? 320 : 96;
    return {width, heightForWidth(width)};
}

void ImagePlaceholder::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_image.isNull()) {
        paintPlaceholder(painter);
        return;
    }
    // Filled and cropped at the centre, as the networks crop a card's image.
    const QImage scaled = m_image.scaled(size(), Qt::KeepAspectRatioByExpanding, Qt::SmoothTransformation);
    const QPoint offset((scaled.width() - width()) / 2, (scaled.height() - height()) / 2);
    painter.drawImage(rect(), scaled, QRect(offset, size()));
}

void ImagePlaceholder::paintPlaceholder(QPainter &painter)
{
    const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    painter.setPen(QColor(0xcf, 0xd6, 0xde));
    painter.setBrush(QColor(0xe9, 0xed, 0xf2));
    painter.drawRect(box);

    // A simple "picture" glyph: a frame with a sun and a hill, drawn, so no icon theme is needed.
    const qreal glyph = qMin<qreal>(28, qMin(box.width(), box.height()) / 3);
    const QRectF glyphRect(box.center().x() - glyph / 2, box.top() + box.height() * 0.22, glyph, glyph * 0.8);
    painter.setPen(QPen(QColor(0x8a, 0x96, 0xa3), 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(glyphRect, 2, 2);
    painter.setBrush(QColor(0x8a, 0x96, 0xa3));
    painter.drawEllipse(QPointF(glyphRect.left() + glyph * 0.3, glyphRect.top() + glyph * 0.25), glyph * 0.08, glyph * 0.08);
    QPainterPath hill;
    hill.moveTo(glyphRect.left() + 2, glyphRect.bottom() - 2);
    hill.lineTo(glyphRect.left() + glyph * 0.45, glyphRect.top() + glyph * 0.4);
    hill.lineTo(glyphRect.right() - 2, glyphRect.bottom() - 2);
    hill.closeSubpath();
    painter.drawPath(hill);

    if (box.height() < 64)
        return; // a thumbnail has room for the glyph only; the tooltip tells the rest
    QRectF textRect(box.left() + 8, glyphRect.bottom() + 6, box.width() - 16, box.bottom() - glyphRect.bottom() - 10);
    painter.setPen(QColor(0x4a, 0x55, 0x63));
    QFont font = this->font();
    painter.setFont(font);
    const QFontMetrics metrics(font);
    const QString alt = m_altText.isEmpty() ? (m_url.isEmpty() ? tr("No image") : tr("Image without alt text"))
                                            : m_altText;
    // Why the image is missing comes first: it is what the reader needs to act on.
    const QString first = m_problem.isEmpty() ? alt : tr("Not loaded: %1").arg(m_problem);
    if (!m_problem.isEmpty()) {
        painter.drawText(textRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, first);
        return;
    }
    painter.drawText(textRect, Qt::AlignHCenter | Qt::AlignTop,
                     metrics.elidedText(first, Qt::ElideRight, int(textRect.width())));
    if (!m_url.isEmpty() && textRect.height() > metrics.height() * 2) {
        font.setPointSizeF(font.pointSizeF() * 0.85);
        painter.setFont(font);
        painter.setPen(QColor(0x6b, 0x76, 0x84));
        const QFontMetrics small(font);
        const QString shown = QUrl(m_url).toDisplayString();
        painter.drawText(textRect.adjusted(0, metrics.height() + 2, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                         small.elidedText(shown, Qt::ElideMiddle, int(textRect.width())));
    }
}

} // namespace Audience::Ui
