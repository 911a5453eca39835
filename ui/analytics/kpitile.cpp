#include "ui/analytics/kpitile.h"

#include "ui/analytics/figuredelegate.h"
#include "ui/common/elidedlabel.h"

#include <QEvent>
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
    // Every label elides and asks for a fixed sample's width: the tiles share the row alike whatever
    // their figures, and a huge one never widens the window.
    m_title = new ElidedLabel(this);
    m_title->setFullText(FigureText::metricName(metric));
    m_title->setWidthSample(QStringLiteral("Conversion rate"));
    m_title->setForegroundRole(QPalette::PlaceholderText);
    m_value = new ElidedLabel(this);
    m_value->setObjectName(QStringLiteral("kpiValue"));
    QFont big = m_value->font();
    big.setPointSizeF(big.pointSizeF() * 1.5); // seven tiles share the row
    big.setBold(true);
    m_value->setFont(big);
    m_value->setWidthSample(QStringLiteral("88,888"));
    m_value->setFullText(FigureText::noValue());
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_delta = new ElidedLabel(this);
    m_delta->setObjectName(QStringLiteral("kpiDelta"));
    m_delta->setWidthSample(QStringLiteral("▲ 88 %"));
    m_basis = new ElidedLabel(this);
    m_basis->setObjectName(QStringLiteral("kpiBasis"));
    m_basis->setWidthSample(QStringLiteral("of 8,888 sessions"));
    m_basis->setForegroundRole(QPalette::PlaceholderText);
    m_basis->setWrapsInstead(true); // "of 2,795 bounce-eligible sessions" read whole, on two lines if need be
    // Kept in the layout when hidden (a figure that is not a rate): the values stay on one line.
    QSizePolicy basisPolicy = m_basis->sizePolicy();
    basisPolicy.setRetainSizeWhenHidden(true);
    m_basis->setSizePolicy(basisPolicy);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_value);
    layout->addWidget(m_basis);
    layout->addWidget(m_delta);
    setToolTip(FigureText::metricExplanation(metric));
    m_title->setToolTip(QString()); // the tile's says more
    setAccessibleName(FigureText::metricName(metric));
}

void KpiTile::setFigures(const AnalyticsFigures &current, const std::optional<AnalyticsFigures> &previous)
{
    const auto value = current.value(m_metric);
    m_value->setFullText(FigureText::format(m_metric, value));
    QString tip = FigureText::metricExplanation(m_metric);
    if (previous) {
        const auto before = previous->value(m_metric);
        const auto delta = Models::FigureDelta::between(value, before, m_metric);
        m_delta->setFullText(FigureText::delta(delta));
        m_improved = delta.improved ? (*delta.improved ? 1 : -1) : 0;
        tip = tr("Previous period: %1\n%2").arg(FigureText::format(m_metric, before), tip);
    } else {
        m_delta->setFullText(QString());
        m_improved = 0;
    }
    // The whole value (and change) first: the tile may show them elided.
    const QString shown = tr("%1 %2").arg(m_value->fullText(), m_delta->fullText()).trimmed();
    tip = tr("%1: %2").arg(FigureText::metricName(m_metric), shown) + QLatin1Char('\n') + tip;
    m_delta->setVisible(previous.has_value());
    // A rate says how many sessions it is made of; over few, it is dimmed and says so in words.
    const bool rate = AnalyticsFigures::isRate(m_metric);
    m_dimmed = rate && value && current.hasFewSessions(m_metric);
    m_basis->setFullText(rate ? FigureText::basisWithWarning(FigureText::basis(m_metric, current), m_dimmed) : QString());
    m_basis->setVisible(rate);
    if (rate && value)
        tip = rateTip(current) + QLatin1Char('\n') + tip;
    setToolTip(tip);
    // The labels' own tooltips would hide the tile's, which says more.
    for (ElidedLabel *label : {m_title, m_value, m_delta, m_basis})
        label->setToolTip(QString());
    setAccessibleDescription(tr("%1 %2").arg(shown, m_basis->fullText()).trimmed());
    updateColours();
}

void KpiTile::clear()
{
    m_value->setFullText(FigureText::noValue());
    m_delta->setFullText(QString());
    m_basis->setFullText(QString());
    m_value->setToolTip(QString());
    m_delta->setToolTip(QString());
    m_improved = 0;
    m_dimmed = false;
    updateColours();
}

QString KpiTile::rateTip(const AnalyticsFigures &current) const
{
    // "Conversion rate: 4.2 % of 1,234 sessions", then the interval in words.
    QString text = FigureText::basisWithWarning(
        tr("%1 %2").arg(FigureText::format(m_metric, current.value(m_metric)), FigureText::basis(m_metric, current)).trimmed(),
        m_dimmed);
    const QString interval = FigureText::interval(m_metric, current);
    return interval.isEmpty() ? text : text + QLatin1Char('\n') + interval;
}

QString KpiTile::basisText() const
{
    return m_basis->fullText();
}

QString KpiTile::valueText() const
{
    return m_value->fullText();
}

QString KpiTile::deltaText() const
{
    return m_delta->fullText();
}

void KpiTile::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_basis) // also sent while the constructor runs
        updateColours();
}

void KpiTile::updateColours()
{
    QPalette palette = m_delta->palette();
    palette.setColor(QPalette::WindowText, deltaColour(m_improved, this->palette()));
    m_delta->setPalette(palette);
    // Dimmed: the muted text colour, as the basis line under it, which says why in words.
    m_value->setForegroundRole(m_dimmed ? QPalette::PlaceholderText : QPalette::WindowText);
}

} // namespace Audience::Ui
