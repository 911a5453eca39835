#include "ui/analytics/barvaluelabels.h"

#include <QAbstractSeries>
#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QValueAxis>

namespace Audience::Ui {

namespace {

constexpr double gap = 4; // between a bar's end and its label, in pixels

} // namespace

BarValueLabels::BarValueLabels(QChart *chart)
    : QObject(chart)
    , m_chart(chart)
{
    connect(chart, &QChart::plotAreaChanged, this, &BarValueLabels::place);
}

BarValueLabels::~BarValueLabels() = default;

void BarValueLabels::setBars(QAbstractSeries *series, const QList<double> &values, const QStringList &texts)
{
    Q_ASSERT(values.size() == texts.size());
    m_series = series;
    m_values = values;
    m_texts = texts;
    while (m_items.size() > m_texts.size())
        delete m_items.takeLast();
    while (m_items.size() < m_texts.size()) {
        auto *item = new QGraphicsSimpleTextItem(m_chart);
        item->setZValue(1000); // above the bars and the grid
        m_items.append(item);
    }
    // Placed again when the value axis's range changes (its ticks are fitted to the width after
    // the bars came): a label placed for the old range sat past the longest bar's end, white on
    // white, and the largest bars showed no value.
    for (QAbstractAxis *axis : series->attachedAxes())
        if (auto *values = qobject_cast<QValueAxis *>(axis))
            connect(values, &QValueAxis::rangeChanged, this, &BarValueLabels::place, Qt::UniqueConnection);
    place();
}

void BarValueLabels::setColours(const QColor &outside, const QColor &inside)
{
    m_outside = outside;
    m_inside = inside;
    place();
}

QStringList BarValueLabels::shownTexts() const
{
    QStringList texts;
    for (const QGraphicsSimpleTextItem *item : m_items)
        texts.append(item->isVisible() ? item->text() : QString());
    return texts;
}

void BarValueLabels::place()
{
    const QRectF plot = m_chart->plotArea();
    if (!m_series || plot.isEmpty()) {
        for (QGraphicsSimpleTextItem *item : std::as_const(m_items))
            item->hide();
        return;
    }
    for (qsizetype bar = 0; bar < m_items.size(); ++bar) {
        QGraphicsSimpleTextItem *item = m_items.at(bar);
        item->setFont(m_chart->font());
        const QFontMetricsF metrics(item->font());
        const QPointF start = m_chart->mapToPosition(QPointF(0, double(bar)), m_series);
        const QPointF end = m_chart->mapToPosition(QPointF(m_values.at(bar), double(bar)), m_series);
        const double outsideRoom = plot.right() - end.x() - gap;
        const double insideRoom = end.x() - start.x() - 2 * gap;
        const QString &text = m_texts.at(bar);
        const double width = metrics.horizontalAdvance(text);
        // After the bar if it fits there, else inside it if it fits there, else elided where there
        // is more room.
        const bool outside = width <= outsideRoom || (width > insideRoom && outsideRoom >= insideRoom);
        const double room = outside ? outsideRoom : insideRoom;
        const QString shown = width <= room ? text : metrics.elidedText(text, Qt::ElideRight, qMax(0.0, room));
        item->setText(shown);
        item->setVisible(!shown.isEmpty());
        item->setBrush(outside ? m_outside : m_inside);
        const double shownWidth = metrics.horizontalAdvance(shown);
        const double x = outside ? end.x() + gap : end.x() - gap - shownWidth;
        item->setPos(x, end.y() - metrics.height() / 2);
    }
}

} // namespace Audience::Ui
