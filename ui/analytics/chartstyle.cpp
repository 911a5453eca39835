#include "ui/analytics/chartstyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>
#include <QPalette>

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

QString elided(const QString &text, int characters)
{
    if (text.size() <= characters)
        return text;
    return text.left(characters - 1).trimmed() + QStringLiteral("…");
}

} // namespace Audience::Ui::ChartStyle
