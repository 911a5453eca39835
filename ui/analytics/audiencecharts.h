#pragma once

#include "models/analytics/analyticsfigures.h"

#include <QChartView>
#include <QHash>

namespace Audience::Ui {

class BarValueLabels;

// What the value axis of a bar chart shows: 0..largest (0..emptyMaximum when all is zero), counts in
// whole steps or not, labels ending in `suffix`.
struct ValueScale
{
    double largest = 0;
    bool wholeNumbers = true;
    double emptyMaximum = 1;
    QString suffix;
};

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

// Sessions per audience as horizontal bars, busiest at the top, each with its count in full at its
// end; hovering a bar shows the audience's full name, its sessions and its share of the page's.
class SessionsChartView : public QChartView
{
    Q_OBJECT
public:
    explicit SessionsChartView(QWidget *parent = nullptr);
    void setBars(const QList<AudienceBar> &bars);
    int barCount() const { return int(m_bars.size()); }
    // The bars' value labels as shown, bottom to top (elided where they are).
    QStringList valueLabels() const;

signals:
    void audienceActivated(const QString &audienceId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onHovered(bool status, int index);
    void applyStyle();
    QList<AudienceBar> m_bars; // bottom to top, as the chart draws them
    double m_total = 0;
    ValueScale m_scale;
    BarValueLabels *m_labels = nullptr;
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
    ValueScale m_scale{0, false, 100, QString()};
};

} // namespace Audience::Ui
