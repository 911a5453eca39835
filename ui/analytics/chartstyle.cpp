#include "ui/analytics/chartstyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace Audience::Ui::ChartStyle {

void apply(QChart *chart, const QPalette &palette)
{
    // Not setTheme(): it would repaint the series in the theme's colours.
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundRoundness(0);
    chart->setTitleBrush(palette.color(QPalette::Text));
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    chart->setMargins(QMargins(4, 4, 4, 4));
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(palette.color(QPalette::Text));
        axis->setTitleBrush(palette.color(QPalette::Text));
        axis->setLinePenColor(palette.color(QPalette::Mid));
        axis->setGridLineColor(palette.color(QPalette::Midlight));
    }
}

QColor seriesColour(int index)
{
    // Okabe–Ito: distinguishable with the common colour-vision deficiencies, light and dark.
    static const QList<QColor> colours{QColor(0x00, 0x72, 0xb2), QColor(0x00, 0x9e, 0x73), QColor(0xe6, 0x9f, 0x00),
                                       QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00),
                                       QColor(0xf0, 0xe4, 0x42), QColor(0x99, 0x99, 0x99)};
    return colours.at(index % colours.size());
}

QBrush seriesBrush(int index, int pattern)
{
    const QColor colour = seriesColour(index);
    if (pattern % 3 == 0)
        return QBrush(colour);
    // A small tile of the colour with light marks on it: still the series' colour from afar.
    QPixmap tile(8, 8);
    tile.fill(colour);
    QPainter painter(&tile);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor mark(255, 255, 255, 150);
    if (pattern % 3 == 1) {
        painter.setPen(QPen(mark, 1.6));
        painter.drawLine(QPointF(-1, 9), QPointF(9, -1));
        painter.drawLine(QPointF(-5, 5), QPointF(5, -5));
        painter.drawLine(QPointF(3, 13), QPointF(13, 3));
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(mark);
        painter.drawEllipse(QPointF(2, 2), 1.3, 1.3);
        painter.drawEllipse(QPointF(6, 6), 1.3, 1.3);
    }
    painter.end();
    return QBrush(tile);
}

QString elided(const QString &text, int characters)
{
    if (text.size() <= characters)
        return text;
    return text.left(characters - 1).trimmed() + QStringLiteral("…");
}

} // namespace Audience::Ui::ChartStyle
