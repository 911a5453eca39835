#pragma once

#include "models/analytics/analyticsfigures.h"

#include <QChartView>
#include <QHash>

namespace Audience::Ui {

// One bar of the audience charts: an audience, or "Other audiences" summed from counts.
struct AudienceBar
{
    QString audienceId; // empty for "others"
    QString name;
    Models::AnalyticsFigures figures;
};

// The audiences to chart: the `top` busiest by sessions, busiest first, and when there are more, a
// last bar for the rest (counts summed, rates from the sums).
QList<AudienceBar> busiestAudiences(const QList<Net::AudienceAnalytics> &items, const QHash<QString, QString> &names,
                                    int top = 15);

// Sessions per audience as horizontal bars, busiest at the top; hovering a bar shows the audience's
// full name, its sessions and its share of the page's.
class SessionsChartView : public QChartView
{
    Q_OBJECT
public:
    explicit SessionsChartView(QWidget *parent = nullptr);
    void setBars(const QList<AudienceBar> &bars);
    int barCount() const { return int(m_bars.size()); }

signals:
    void audienceActivated(const QString &audienceId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onHovered(bool status, int index);
    QList<AudienceBar> m_bars; // bottom to top, as the chart draws them
    double m_total = 0;
};

// Conversion, form-submit and bounce rates per audience side by side (the same audiences as the
// sessions chart); an audience without sessions has no rates and gets no bars.
class RatesChartView : public QChartView
{
    Q_OBJECT
public:
    explicit RatesChartView(QWidget *parent = nullptr);
    void setBars(const QList<AudienceBar> &bars);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onHovered(bool status, int index);
    QList<AudienceBar> m_bars;
};

} // namespace Audience::Ui
