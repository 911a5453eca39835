#include "ui/analytics/kpitile.h"

#include "ui/analytics/figuredelegate.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::AnalyticsFigures;
using Models::FigureText;

KpiTile::KpiTile(AnalyticsFigures::Metric metric, QWidget *parent)
    : QFrame(parent)
    , m_metric(metric)
{
    setObjectName(QStringLiteral("kpiTile"));
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    m_title = new QLabel(FigureText::metricName(metric), this);
    m_title->setForegroundRole(QPalette::PlaceholderText);
    m_value = new QLabel(FigureText::noValue(), this);
    m_value->setObjectName(QStringLiteral("kpiValue"));
    QFont big = m_value->font();
    big.setPointSizeF(big.pointSizeF() * 1.7);
    big.setBold(true);
    m_value->setFont(big);
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_delta = new QLabel(this);
    m_delta->setObjectName(QStringLiteral("kpiDelta"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_value);
    layout->addWidget(m_delta);
    setToolTip(FigureText::metricExplanation(metric));
    setAccessibleName(FigureText::metricName(metric));
}

void KpiTile::setFigures(const AnalyticsFigures &current, const std::optional<AnalyticsFigures> &previous)
{
    const auto value = current.value(m_metric);
    m_value->setText(FigureText::format(m_metric, value));
    QString tip = FigureText::metricExplanation(m_metric);
    if (previous) {
        const auto before = previous->value(m_metric);
        const auto delta = Models::FigureDelta::between(value, before, m_metric);
        m_delta->setText(FigureText::delta(delta));
        m_improved = delta.improved ? (*delta.improved ? 1 : -1) : 0;
        tip = tr("Previous period: %1\n%2").arg(FigureText::format(m_metric, before), tip);
    } else {
        m_delta->clear();
        m_improved = 0;
    }
    m_delta->setVisible(previous.has_value());
    setToolTip(tip);
    setAccessibleDescription(tr("%1 %2").arg(m_value->text(), m_delta->text()).trimmed());
    updateDeltaColour();
}

void KpiTile::clear()
{
    m_value->setText(FigureText::noValue());
    m_delta->clear();
    m_improved = 0;
}

QString KpiTile::valueText() const
{
    return m_value->text();
}

QString KpiTile::deltaText() const
{
    return m_delta->text();
}

void KpiTile::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_delta) // also sent while the constructor runs
        updateDeltaColour();
}

void KpiTile::updateDeltaColour()
{
    QPalette palette = m_delta->palette();
    palette.setColor(QPalette::WindowText, deltaColour(m_improved, this->palette()));
    m_delta->setPalette(palette);
}

} // namespace Audience::Ui
