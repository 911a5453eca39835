#pragma once

#include <QColor>
#include <QList>

class QChart;
class QPalette;

namespace Audience::Ui {

// Charts follow the application's palette (light or dark): background, text, grid. Series colours
// come from one list chosen to stay apart on both, and for colour-blind readers.
namespace ChartStyle {

void apply(QChart *chart, const QPalette &palette);
QColor seriesColour(int index);
// Elides a category label to `characters` (QtCharts cannot elide by width); the full text goes in
// the tooltip.
QString elided(const QString &text, int characters = 28);

} // namespace ChartStyle

} // namespace Audience::Ui
