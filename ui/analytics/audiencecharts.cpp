#include "ui/analytics/audiencecharts.h"

#include "ui/analytics/chartstyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QEvent>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace Audience::Ui {

using Models::AnalyticsFigures;
using Models::FigureText;
using Metric = AnalyticsFigures::Metric;

QList<AudienceBar> busiestAudiences(const QList<Net::AudienceAnalytics> &items, const QHash<QString, QString> &names,
                                    int top)
{
    QList<Net::AudienceAnalytics> sorted = items;
    const auto sessions = [](const Net::AudienceAnalytics &item) {
        return item.totalSessions.hasValue() ? item.totalSessions.value() : 0.0;
    };
    std::stable_sort(sorted.begin(), sorted.end(), [&](const Net::AudienceAnalytics &a, const Net::AudienceAnalytics &b) {
        return sessions(a) > sessions(b);
    });
    QList<AudienceBar> bars;
    const qsizetype shown = sorted.size() > top ? top : sorted.size();
    for (qsizetype index = 0; index < shown; ++index) {
        const QString id = sorted.at(index).audienceId.value();
        bars.append({id, names.value(id, id), AnalyticsFigures::fromItem(sorted.at(index))});
    }
    if (sorted.size() > top) {
        const QList<Net::AudienceAnalytics> rest = sorted.mid(top);
        bars.append({QString(), QCoreApplication::translate("Audience::Ui::SessionsChartView", "Other audiences (%n)",
                                                            nullptr, int(rest.size())),
                     AnalyticsFigures::total(rest)});
    }
    return bars;
}

namespace {

QChart *newChart()
{
    auto *chart = new QChart();
    chart->setAnimationOptions(QChart::NoAnimation); // figures, not a show: drawn at once
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

QStringList categories(const QList<AudienceBar> &bars)
{
    QStringList labels;
    for (const AudienceBar &bar : bars)
        labels.append(ChartStyle::elided(bar.name));
    // QBarCategoryAxis needs distinct labels: two names that elide alike get a counter.
    for (qsizetype i = 0; i < labels.size(); ++i) {
        int copy = 2;
        for (qsizetype j = i + 1; j < labels.size(); ++j) {
            if (labels.at(j) == labels.at(i))
                labels[j] += QStringLiteral(" (%1)").arg(copy++);
        }
    }
    return labels;
}

// Replaces the chart's series and axes with one horizontal bar series over `bars`.
QHorizontalBarSeries *resetBars(QChart *chart, const QList<AudienceBar> &bars, double maximum, const QString &valueFormat)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    auto *series = new QHorizontalBarSeries();
    chart->addSeries(series);
    auto *names = new QBarCategoryAxis();
    names->append(categories(bars));
    chart->addAxis(names, Qt::AlignLeft);
    auto *values = new QValueAxis();
    values->setRange(0, maximum > 0 ? maximum * 1.05 : 1);
    values->setLabelFormat(valueFormat);
    values->applyNiceNumbers();
    chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(names);
    series->attachAxis(values);
    return series;
}

} // namespace

SessionsChartView::SessionsChartView(QWidget *parent)
    : QChartView(newChart(), parent)
{
    setObjectName(QStringLiteral("sessionsChart"));
    setAccessibleName(tr("Sessions per audience"));
    setRenderHint(QPainter::Antialiasing);
    chart()->setTitle(tr("Sessions per audience"));
    chart()->legend()->hide();
    ChartStyle::apply(chart(), palette());
}

void SessionsChartView::setBars(const QList<AudienceBar> &bars)
{
    // The chart draws the first category at the bottom: reverse, so the busiest is on top.
    m_bars = bars;
    std::reverse(m_bars.begin(), m_bars.end());
    m_total = 0;
    double maximum = 0;
    auto *set = new QBarSet(tr("Sessions"));
    set->setColor(ChartStyle::seriesColour(0));
    set->setBorderColor(ChartStyle::seriesColour(0));
    for (const AudienceBar &bar : std::as_const(m_bars)) {
        const double sessions = bar.figures.sessions.value_or(0);
        set->append(sessions);
        m_total += sessions;
        maximum = std::max(maximum, sessions);
    }
    QHorizontalBarSeries *series = resetBars(chart(), m_bars, maximum, QStringLiteral("%d"));
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    connect(set, &QBarSet::hovered, this, &SessionsChartView::onHovered);
    connect(set, &QBarSet::doubleClicked, this, [this](int index) {
        if (index >= 0 && index < m_bars.size() && !m_bars.at(index).audienceId.isEmpty())
            emit audienceActivated(m_bars.at(index).audienceId);
    });
    ChartStyle::apply(chart(), palette());
    set->setLabelColor(palette().color(QPalette::Text));
}

void SessionsChartView::onHovered(bool status, int index)
{
    if (!status || index < 0 || index >= m_bars.size()) {
        QToolTip::hideText();
        return;
    }
    const AudienceBar &bar = m_bars.at(index);
    const double sessions = bar.figures.sessions.value_or(0);
    const QString share = m_total > 0 ? QLocale().toString(sessions / m_total * 100, 'f', 1) : FigureText::noValue();
    QToolTip::showText(QCursor::pos(),
                       tr("%1\n%n session(s), %2 % of all the page's sessions", nullptr, int(sessions)).arg(bar.name, share),
                       this);
}

void SessionsChartView::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        ChartStyle::apply(chart(), palette());
}

RatesChartView::RatesChartView(QWidget *parent)
    : QChartView(newChart(), parent)
{
    setObjectName(QStringLiteral("ratesChart"));
    setAccessibleName(tr("Rates per audience"));
    setRenderHint(QPainter::Antialiasing);
    chart()->setTitle(tr("Conversion, form-submit and bounce rate per audience"));
    ChartStyle::apply(chart(), palette());
}

void RatesChartView::setBars(const QList<AudienceBar> &bars)
{
    m_bars = bars;
    std::reverse(m_bars.begin(), m_bars.end());
    const QList<Metric> metrics{Metric::ConversionRate, Metric::FormSubmitRate, Metric::BounceRate};
    double maximum = 0;
    QList<QBarSet *> sets;
    for (qsizetype m = 0; m < metrics.size(); ++m) {
        auto *set = new QBarSet(FigureText::metricName(metrics.at(m)));
        set->setBrush(ChartStyle::seriesBrush(int(m) + 1, int(m)));
        set->setBorderColor(ChartStyle::seriesColour(int(m) + 1));
        for (const AudienceBar &bar : std::as_const(m_bars)) {
            const double percent = bar.figures.value(metrics.at(m)).value_or(0) * 100;
            set->append(percent);
            maximum = std::max(maximum, percent);
        }
        sets.append(set);
    }
    QHorizontalBarSeries *series = resetBars(chart(), m_bars, std::min(100.0, maximum), QStringLiteral("%.0f %%"));
    for (QBarSet *set : std::as_const(sets)) {
        series->append(set);
        connect(set, &QBarSet::hovered, this, &RatesChartView::onHovered);
    }
    ChartStyle::apply(chart(), palette());
}

void RatesChartView::onHovered(bool status, int index)
{
    if (!status || index < 0 || index >= m_bars.size()) {
        QToolTip::hideText();
        return;
    }
    const AudienceBar &bar = m_bars.at(index);
    QToolTip::showText(QCursor::pos(),
                       tr("%1\nConversion rate: %2\nForm-submit rate: %3\nBounce rate: %4\nSessions: %5")
                           .arg(bar.name, FigureText::format(Metric::ConversionRate, bar.figures.conversionRate),
                                FigureText::format(Metric::FormSubmitRate, bar.figures.formSubmitRate),
                                FigureText::format(Metric::BounceRate, bar.figures.bounceRate),
                                FigureText::format(Metric::Sessions, bar.figures.sessions)),
                       this);
}

void RatesChartView::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        ChartStyle::apply(chart(), palette());
}

} // namespace Audience::Ui
