#include "profileband.h"

#include <QEvent>
#include <QLayout>
#include <QPainter>

namespace Audience::Ui {

ProfileBand::ProfileBand(QWidget *bar)
    : QWidget(bar)
    , m_bar(bar)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    hide();
    bar->installEventFilter(this);
}

void ProfileBand::showBand(const QColor &colour, bool dashed)
{
    if (colour == m_colour && dashed == m_dashed)
        return;
    const bool roomChanges = colour.isValid() != m_colour.isValid();
    m_colour = colour;
    m_dashed = dashed;
    if (roomChanges) {
        QMargins margins = m_bar->contentsMargins();
        margins.setBottom(colour.isValid() ? thickness : 0);
        m_bar->setContentsMargins(margins);
        // The band is the bar's bottom edge: no frame or margin of the style's around the buttons
        // besides, as when it was a style sheet's "border: none; border-bottom: …".
        if (QLayout *layout = m_bar->layout()) {
            if (colour.isValid()) {
                m_styleMargins = layout->contentsMargins();
                layout->setContentsMargins(QMargins());
            } else {
                layout->setContentsMargins(m_styleMargins);
            }
        }
    }
    setVisible(colour.isValid());
    followBar();
    update();
}

bool ProfileBand::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_bar && event->type() == QEvent::Resize)
        followBar();
    return QWidget::eventFilter(watched, event);
}

void ProfileBand::followBar()
{
    setGeometry(0, m_bar->height() - thickness, m_bar->width(), thickness);
    raise();
}

void ProfileBand::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (!m_dashed) {
        painter.fillRect(rect(), m_colour);
        return;
    }
    // Dashes four times as long as the line is thick, gaps twice: as a style sheet's "dashed" draws.
    QPen pen(m_colour, thickness, Qt::DashLine, Qt::FlatCap);
    painter.setPen(pen);
    const qreal middle = height() / 2.0;
    painter.drawLine(QPointF(0, middle), QPointF(width(), middle));
}

} // namespace Audience::Ui
