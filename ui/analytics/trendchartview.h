#pragma once

#include "models/analytics/publishmarkers.h"
#include "models/analytics/trendloader.h"

#include <QChartView>
#include <QPointer>

class QDateTimeAxis;

namespace Audience::Ui {

// One line pair of the trend: sessions per day (solid, left axis) and conversion rate per day
// (dashed, right axis), in one colour.
struct TrendLine
{
    QString name;
    QList<Models::TrendPoint> points;
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
    int lineCount() const { return m_lineCount; }
    int markerCount() const { return m_markerCount; }

signals:
    // A publish marker was clicked: its impact card is asked for.
    void publishClicked(const Audience::Models::PublishMarker &marker);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitDayTicks();

    QPointer<QDateTimeAxis> m_days;
    qint64 m_dayCount = 0;
    int m_lineCount = 0;
    int m_markerCount = 0;
};

} // namespace Audience::Ui
