#pragma once

#include <QColor>
#include <QList>
#include <QAbstractSeries>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QChart;
class QGraphicsSimpleTextItem;

namespace Audience::Ui {

// The value at the end of each bar of a horizontal bar series with one set, in words we format
// ourselves: QtCharts' own labels print "@value" with six significant digits ("5.77008e+07") and are
// cut at the plot's edge. A label sits after its bar when it fits, inside the bar's end when it does
// not, and is elided (the full value stays in the bar's tooltip) when neither has the room. Labels
// follow the plot as it is laid out again (a resize).
class BarValueLabels : public QObject
{
    Q_OBJECT
public:
    // Lives as long as `chart`, whose scene holds the labels.
    explicit BarValueLabels(QChart *chart);
    ~BarValueLabels() override;

    // One label per bar of `series` (bar i is category i), reading `texts`; `values` place them.
    void setBars(QAbstractSeries *series, const QList<double> &values, const QStringList &texts);
    // `outside` after a bar, `inside` on the bar's colour.
    void setColours(const QColor &outside, const QColor &inside);

    // The texts as shown (elided where they are), for tests.
    QStringList shownTexts() const;

private:
    void place();

    QChart *m_chart;
    QPointer<QAbstractSeries> m_series; // the chart deletes it when its bars are replaced
    QList<double> m_values;
    QStringList m_texts;
    QList<QGraphicsSimpleTextItem *> m_items;
    QColor m_outside = Qt::black;
    QColor m_inside = Qt::white;
};

} // namespace Audience::Ui
