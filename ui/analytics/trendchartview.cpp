#include "ui/analytics/trendchartview.h"

#include "models/analytics/analyticsfigures.h"
#include "ui/analytics/axisticks.h"
#include "ui/analytics/chartstyle.h"

#include <QCursor>
#include <QDateTimeAxis>
#include <QEvent>
#include <QResizeEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

namespace Audience::Ui {

using Models::FigureText;
using Metric = Models::AnalyticsFigures::Metric;

namespace {

// Days sit at noon on the axis, so a day's point is in the middle of its column.
qreal msecsOf(QDate day)
{
    return qreal(QDateTime(day, QTime(12, 0)).toMSecsSinceEpoch());
}

QColor publishColour(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128 ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
}

} // namespace

TrendChartView::TrendChartView(QWidget *parent)
    : QChartView(new QChart(), parent)
{
    setObjectName(QStringLiteral("trendChart"));
    setAccessibleName(tr("Daily trend"));
    setRenderHint(QPainter::Antialiasing);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setLocalizeNumbers(true); // axis labels with the locale's separators
    chart()->setLocale(QLocale());
    chart()->setTitle(tr("Sessions and conversion rate per day"));
    ChartStyle::apply(chart(), palette());
}

void TrendChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitDayTicks();
}

void TrendChartView::fitDayTicks()
{
    // As many date labels as fit the width whole (about 80 px each), never more than there are days:
    // Qt Charts elides labels that do not fit instead of leaving some out.
    if (!m_days)
        return;
    // The plot is the width less the two value axes and their titles (~140 px).
    const int fitting = std::max(2, (width() - 140) / 80);
    m_days->setTickCount(int(std::min<qint64>({m_dayCount + 1, qint64(fitting), qint64(8)})));
}

void TrendChartView::setTrend(const Models::DateRange &range, const QList<TrendLine> &lines,
                              const QList<Models::PublishMarker> &markers, const QHash<QString, QString> &markerNames)
{
    QChart *chart = this->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    m_lineCount = 0;
    m_markerCount = 0;
    chart->setTitle(m_rateWindowDays > 1 ? tr("Sessions per day and conversion rate over %n day(s)", nullptr, m_rateWindowDays)
                                         : tr("Sessions and conversion rate per day"));
    if (range.isAllTime() || !range.isValid())
        return;

    const Axes axes = addAxes(range);
    double maxSessions = 0, maxRate = 0;
    for (const TrendLine &line : lines)
        addLine(line, axes, range, &maxSessions, &maxRate);
    // Round, localized ticks; an all-zero trend reads 0–1 and 0–100, not ticks that round to 0.
    AxisTicks::forRange(maxSessions * 1.05, 5, true, 1).applyTo(axes.sessions);
    AxisTicks::forRange(std::min(100.0, maxRate * 1.1), 5, false, 100).applyTo(axes.rate);

    const QDateTime start(range.first, QTime(0, 0));
    const QDateTime end(range.last.addDays(1), QTime(0, 0));
    for (const Models::PublishMarker &marker : markers) {
        const QDateTime local = marker.at.toLocalTime();
        if (local >= start && local < end)
            addPublishMarker(marker, local, axes, markerNames.value(marker.audienceId, marker.audienceId));
    }
    ChartStyle::apply(chart, palette());
}

// The days along the bottom, sessions on the left, the rate on the right.
TrendChartView::Axes TrendChartView::addAxes(const Models::DateRange &range)
{
    QChart *chart = this->chart();
    auto *days = new QDateTimeAxis();
    // The weekday helps on a week or two; over longer ranges it only crowds the labels.
    days->setFormat(range.dayCount() > 14 ? QStringLiteral("d MMM") : QStringLiteral("ddd d MMM"));
    days->setRange(QDateTime(range.first, QTime(0, 0)), QDateTime(range.last, QTime(23, 59)));
    chart->addAxis(days, Qt::AlignBottom);
    m_days = days;
    m_dayCount = range.dayCount();
    fitDayTicks();
    auto *sessionsAxis = new QValueAxis();
    sessionsAxis->setTitleText(tr("Sessions (solid lines)"));
    chart->addAxis(sessionsAxis, Qt::AlignLeft);
    auto *rateAxis = new QValueAxis();
    rateAxis->setTitleText(rateAxisTitle());
    chart->addAxis(rateAxis, Qt::AlignRight);
    return {days, sessionsAxis, rateAxis};
}

// One line of the trend: its sessions (solid) and its rate (dashed), with their tooltips.
void TrendChartView::addLine(const TrendLine &line, const Axes &axes, const Models::DateRange &range, double *maxSessions,
                             double *maxRate)
{
    QChart *chart = this->chart();
    QDateTimeAxis *days = axes.days;
    QValueAxis *sessionsAxis = axes.sessions;
    QValueAxis *rateAxis = axes.rate;
    const QColor colour = ChartStyle::seriesColour(m_lineCount);
    auto *sessions = new QLineSeries();
    // The legend names each line pair once (the colour); the axes say which is solid and dashed.
    sessions->setName(ChartStyle::elided(line.name));
    sessions->setPen(QPen(colour, 2));
    sessions->setPointsVisible(range.dayCount() <= 31);
    auto *rate = new QLineSeries();
    rate->setName(tr("%1: conversion rate").arg(ChartStyle::elided(line.name)));
    rate->setPen(QPen(colour, 1.5, Qt::DashLine));
    QHash<QDate, Models::WindowRate> rateOf; // for the tooltips: each rate point's n
    for (const Models::TrendPoint &point : line.points) {
        if (point.sessions) {
            sessions->append(msecsOf(point.day), *point.sessions);
            *maxSessions = std::max(*maxSessions, *point.sessions);
        }
        if (line.rates.isEmpty() && point.conversionRate) {
            rate->append(msecsOf(point.day), *point.conversionRate * 100);
            *maxRate = std::max(*maxRate, *point.conversionRate * 100);
        }
    }
    for (const Models::WindowRate &window : line.rates) {
        if (!window.rate)
            continue; // a day without sessions, or a window not whole: a gap, not 0 %
        rate->append(msecsOf(window.day), *window.rate * 100);
        *maxRate = std::max(*maxRate, *window.rate * 100);
        rateOf.insert(window.day, window);
    }
    const QString name = line.name;
    for (QLineSeries *series : {sessions, rate}) {
        chart->addSeries(series);
        if (series == rate)
            for (QLegendMarker *legend : chart->legend()->markers(series))
                legend->setVisible(false);
        series->attachAxis(days);
        series->attachAxis(series == sessions ? sessionsAxis : rateAxis);
        const bool isRate = series == rate;
        connect(series, &QLineSeries::hovered, this, [this, name, isRate, rateOf](const QPointF &point, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const QDate day = QDateTime::fromMSecsSinceEpoch(qint64(point.x())).date();
            if (isRate && rateOf.contains(day)) {
                QToolTip::showText(QCursor::pos(), rateTip(name, rateOf.value(day)), this);
                return;
            }
            const QString value = isRate ? FigureText::format(Metric::ConversionRate, point.y() / 100)
                                         : FigureText::format(Metric::Sessions, point.y());
            QToolTip::showText(QCursor::pos(),
                               tr("%1\n%2: %3").arg(name, QLocale().toString(day, QLocale::ShortFormat), value), this);
        });
    }
    ++m_lineCount;
}

// A publish is a thin vertical line over the whole height, left out of the legend.
void TrendChartView::addPublishMarker(const Models::PublishMarker &marker, const QDateTime &local, const Axes &axes,
                                      const QString &who)
{
    QChart *chart = this->chart();
    auto *line = new QLineSeries();
    const qreal x = qreal(local.toMSecsSinceEpoch());
    line->append(x, 0);
    line->append(x, axes.sessions->max());
    // Dashed and in a colour no series uses, so it reads as an event, not a line of figures.
    line->setPen(QPen(publishColour(palette()), 2, Qt::DashLine));
    line->setName(tr("Publish"));
    chart->addSeries(line);
    line->attachAxis(axes.days);
    line->attachAxis(axes.sessions);
    // One legend entry says what the markers are, however many there are.
    for (QLegendMarker *legend : chart->legend()->markers(line))
        legend->setVisible(m_markerCount == 0);
    const QString tip = tr("%1: version %2 published\n%3\nClick to see whether it worked.")
                            .arg(who, QLocale().toString(marker.versionNumber),
                                 QLocale().toString(local, QLocale::ShortFormat));
    connect(line, &QLineSeries::clicked, this, [this, marker] { emit publishClicked(marker); });
    connect(line, &QLineSeries::hovered, this, [this, tip](const QPointF &, bool state) {
        if (state)
            QToolTip::showText(QCursor::pos(), tip, this);
        else
            QToolTip::hideText();
    });
    ++m_markerCount;
}

QString TrendChartView::rateAxisTitle() const
{
    return m_rateWindowDays > 1 ? tr("Conversion rate over %n day(s), % (dashed lines)", nullptr, m_rateWindowDays)
                                : tr("Conversion rate, % (dashed lines)");
}

QString TrendChartView::rateTip(const QString &line, const Models::WindowRate &rate) const
{
    // "Whole page\n7 days to 12/11/26: 4.2 % of 312 sessions"; "· few sessions" under 30.
    Models::AnalyticsFigures figures;
    figures.sessions = rate.trials;
    const QString value = tr("%1 %2").arg(FigureText::format(Metric::ConversionRate, rate.rate),
                                          FigureText::basis(Metric::ConversionRate, figures));
    const QString day = QLocale().toString(rate.day, QLocale::ShortFormat);
    const QString when = m_rateWindowDays > 1 ? tr("%n day(s) to %1", nullptr, m_rateWindowDays).arg(day) : day;
    return tr("%1\n%2: %3").arg(line, when,
                                FigureText::basisWithWarning(value, figures.hasFewSessions(Metric::ConversionRate)));
}

void TrendChartView::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        ChartStyle::apply(chart(), palette());
}

} // namespace Audience::Ui
