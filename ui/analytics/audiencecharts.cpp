#include "ui/analytics/audiencecharts.h"

#include "ui/analytics/axisticks.h"
#include "ui/analytics/barvaluelabels.h"
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
#include <climits>
#include <cmath>

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
    // Axis labels in the user's locale, group separators and all ("57,700,800").
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
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

// Replaces the chart's series and axes with one horizontal bar series over `bars`; the value axis
// gets its ticks from fitValueAxis().
QHorizontalBarSeries *resetBars(QChart *chart, const QList<AudienceBar> &bars)
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
    chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(names);
    series->attachAxis(values);
    return series;
}

// The chart's bottom (value) axis over 0..`largest` on nice ticks, as many as its labels leave room
// for in the plot's width. Called again whenever the plot changes size.
void fitValueAxis(QChart *chart, const ValueScale &scale)
{
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Horizontal);
    auto *axis = axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.first());
    if (!axis)
        return;
    const AxisTicks widest = AxisTicks::forRange(scale.largest, 8, scale.wholeNumbers, scale.emptyMaximum);
    // Before the first layout the plot has no size: a guess, corrected when it has one.
    const double width = chart->plotArea().width() > 0 ? chart->plotArea().width() : 400;
    const int intervals = AxisTicks::intervalsFitting(width, axis->labelsFont(), widest.label(widest.maximum, scale.suffix));
    AxisTicks::forRange(scale.largest, intervals, scale.wholeNumbers, scale.emptyMaximum).applyTo(axis, scale.suffix);
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
    m_labels = new BarValueLabels(chart());
    connect(chart(), &QChart::plotAreaChanged, this, [this] { fitValueAxis(chart(), m_scale); });
    applyStyle();
}

QStringList SessionsChartView::valueLabels() const
{
    return m_labels->shownTexts();
}

void SessionsChartView::applyStyle()
{
    ChartStyle::apply(chart(), palette());
    // Inside a bar, on the series colour: light text reads on it in both themes.
    m_labels->setColours(palette().color(QPalette::Text), Qt::white);
}

void SessionsChartView::setBars(const QList<AudienceBar> &bars)
{
    // The chart draws the first category at the bottom: reverse, so the busiest is on top.
    m_bars = bars;
    std::reverse(m_bars.begin(), m_bars.end());
    m_total = 0;
    double maximum = 0;
    QList<double> values;
    QStringList texts;
    auto *set = new QBarSet(tr("Sessions"));
    set->setColor(ChartStyle::seriesColour(0));
    set->setBorderColor(ChartStyle::seriesColour(0));
    for (const AudienceBar &bar : std::as_const(m_bars)) {
        const double sessions = bar.figures.sessions.value_or(0);
        set->append(sessions);
        values.append(sessions);
        texts.append(FigureText::format(Metric::Sessions, sessions));
        m_total += sessions;
        maximum = std::max(maximum, sessions);
    }
    QHorizontalBarSeries *series = resetBars(chart(), m_bars);
    series->append(set);
    m_scale = {maximum, true, 1, QString()};
    fitValueAxis(chart(), m_scale);
    m_labels->setBars(series, values, texts);
    connect(set, &QBarSet::hovered, this, &SessionsChartView::onHovered);
    connect(set, &QBarSet::doubleClicked, this, [this](int index) {
        if (index >= 0 && index < m_bars.size() && !m_bars.at(index).audienceId.isEmpty())
            emit audienceActivated(m_bars.at(index).audienceId);
    });
    applyStyle();
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
    // The count in full, grouped ("57,700,800"); the plural form from it, even past int's range.
    QToolTip::showText(QCursor::pos(),
                       tr("%1\n%2 session(s), %3 % of all the page's sessions", nullptr, int(std::min<double>(sessions, INT_MAX)))
                           .arg(bar.name, FigureText::format(Metric::Sessions, sessions), share),
                       this);
}

void SessionsChartView::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyStyle();
}

RatesChartView::RatesChartView(QWidget *parent)
    : QChartView(newChart(), parent)
{
    setObjectName(QStringLiteral("ratesChart"));
    setAccessibleName(tr("Rates per audience"));
    setRenderHint(QPainter::Antialiasing);
    chart()->setTitle(tr("Conversion, form-submit and bounce rate per audience"));
    connect(chart(), &QChart::plotAreaChanged, this, [this] { fitValueAxis(chart(), m_scale); });
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
    QHorizontalBarSeries *series = resetBars(chart(), m_bars);
    // Percentages: all zero reads 0–100 %, never ticks that all round to "0 %".
    //: What follows a percentage on a chart axis ("20 %")
    m_scale = {std::min(100.0, maximum), false, 100, tr(" %")};
    fitValueAxis(chart(), m_scale);
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
