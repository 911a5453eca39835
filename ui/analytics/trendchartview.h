#pragma once

#include "models/analytics/publishmarkers.h"
#include "models/analytics/rollingrate.h"
#include "models/analytics/trendloader.h"

#include <QChartView>
#include <QPointer>

class QDateTimeAxis;
class QValueAxis;

namespace Audience::Ui {

// One line pair of the trend: sessions per day (solid, left axis) and the conversion rate (dashed,
// right axis), in one colour. The rate is `rates` when given (daily, or over the days of the chart's
// rate window, each with its n), else each point's daily rate.
struct TrendLine
{
    QString name;
    QList<Models::TrendPoint> points;
    QList<Models::WindowRate> rates = {};
};

// The daily trend on a date axis, with the publishes the console knows drawn as vertical markers,
// so "did the last publish move conversion?" can be read off it. Hovering a point or a marker says
// what it is. Days not loaded are left out of the lines.
class TrendChartView : public QChartView
{
    Q_OBJECT
public:
    explicit TrendChartView(QWidget *parent = nullptr);

    // `markerNames`: audienceId → name, for the markers' tooltips.
    void setTrend(const Models::DateRange &range, const QList<TrendLine> &lines,
                  const QList<Models::PublishMarker> &markers, const QHash<QString, QString> &markerNames);
    // How many days each rate point is over (1: daily; RollingRate::weekDays: rolling): the title,
    // the rate axis and the points' tooltips say which. Takes effect at the next setTrend().
    void setRateWindowDays(int days) { m_rateWindowDays = days; }
    int rateWindowDays() const { return m_rateWindowDays; }
    QString rateAxisTitle() const;
    int lineCount() const { return m_lineCount; }
    int markerCount() const { return m_markerCount; }

signals:
    // A publish marker was clicked: its impact card is asked for.
    void publishClicked(const Audience::Models::PublishMarker &marker);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Axes
    {
        QDateTimeAxis *days = nullptr;
        QValueAxis *sessions = nullptr;
        QValueAxis *rate = nullptr;
    };
    Axes addAxes(const Models::DateRange &range);
    void addLine(const TrendLine &line, const Axes &axes, const Models::DateRange &range, double *maxSessions,
                 double *maxRate);
    void addPublishMarker(const Models::PublishMarker &marker, const QDateTime &local, const Axes &axes, const QString &who);
    void fitDayTicks();
    QString rateTip(const QString &line, const Models::WindowRate &rate) const;

    QPointer<QDateTimeAxis> m_days;
    qint64 m_dayCount = 0;
    int m_lineCount = 0;
    int m_markerCount = 0;
    int m_rateWindowDays = 1;
};

} // namespace Audience::Ui
