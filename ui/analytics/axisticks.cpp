#include "ui/analytics/axisticks.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Audience::Ui {

int AxisTicks::intervals() const
{
    return step > 0 ? int(std::lround(maximum / step)) : 1;
}

AxisTicks AxisTicks::forRange(double largest, int maxIntervals, bool wholeNumbers, double emptyMaximum)
{
    maxIntervals = std::max(1, maxIntervals);
    if (!(largest > 0) || !std::isfinite(largest)) // also NaN
        largest = 0;
    if (largest == 0) {
        // Nothing to scale: a plain axis, not ticks that all round to 0.
        const double end = emptyMaximum > 0 ? emptyMaximum : 1;
        return {end, end, 0};
    }
    const double raw = largest / maxIntervals;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double normalised = raw / magnitude;
    // The smallest nice step that needs no more than maxIntervals intervals.
    const double factor = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 5 ? 5 : 10;
    double step = factor * magnitude;
    if (wholeNumbers)
        step = std::max(1.0, step);
    AxisTicks ticks;
    ticks.step = step;
    // Rounded first: 0.3 / 0.1 is 2.9999999999999996.
    ticks.maximum = std::ceil(std::round(largest / step * 1e9) / 1e9) * step;
    ticks.decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
    return ticks;
}

int AxisTicks::intervalsFitting(double length, const QFont &font, const QString &widestLabel)
{
    const double labelWidth = std::max(1.0, QFontMetricsF(font).horizontalAdvance(widestLabel));
    return std::clamp(int(length / (2 * labelWidth)), 1, 8);
}

QString AxisTicks::label(double value, const QString &suffix) const
{
    return QLocale().toString(value, 'f', decimals) + suffix;
}

void AxisTicks::applyTo(QValueAxis *axis, const QString &suffix) const
{
    axis->setRange(0, maximum);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setMinorTickCount(0);
    // "%.Nf" with numbers localized: QtCharts formats the value through the chart's QLocale
    // (separators and all) and adds what follows the conversion as it is, "%" included.
    axis->setLabelFormat(QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f") + suffix);
}

} // namespace Audience::Ui
