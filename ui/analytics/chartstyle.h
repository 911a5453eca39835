#pragma once

#include <QBrush>
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
// The fill of series `index` with texture `pattern` (0 solid, 1 diagonal stripes, 2 dots), so bars
// that sit side by side differ by more than colour (printouts, monochrome, colour-blind readers).
QBrush seriesBrush(int index, int pattern);
// Elides a category label to `characters` (QtCharts cannot elide by width); the full text goes in
// the tooltip.
QString elided(const QString &text, int characters = 28);

} // namespace ChartStyle

} // namespace Audience::Ui
