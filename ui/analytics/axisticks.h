#pragma once

#include <QString>

class QFont;
class QValueAxis;

namespace Audience::Ui {

// The ticks of a value axis that starts at 0, on "nice" numbers (1, 2 or 5 × 10^k) so that labels
// read as round figures ("20,000,000", not "19,234,877"), few enough that they never overlap.
// QValueAxis::applyNiceNumbers() picks the tick count from the range alone, and its labels are
// printf-formatted: with big counts they crowd into "0 200..400..", with an all-zero series they
// read "0 0 0 0 0 1".
struct AxisTicks
{
    double maximum = 1; // the axis' end, a whole number of steps
    double step = 1;
    int decimals = 0; // what a label needs to tell steps apart

    int intervals() const;

    // Ticks for values in 0..`largest`, at most `maxIntervals` of them (at least 1). `wholeNumbers`
    // for counts: never a step below 1. All-zero data (largest ≤ 0) gets 0..`emptyMaximum` in one step.
    static AxisTicks forRange(double largest, int maxIntervals, bool wholeNumbers, double emptyMaximum = 1);
    // How many intervals fit in `length` pixels when a label is about as wide as `widestLabel` in
    // `font` (a horizontal axis) with a label's width of gap between two: at least 1, at most 8.
    static int intervalsFitting(double length, const QFont &font, const QString &widestLabel);

    // The tick label of `value`: localized, with group separators ("57,700,800"), then `suffix`.
    QString label(double value, const QString &suffix = {}) const;
    // Sets `axis` to 0..maximum with a tick every step from 0; its labels localized like label().
    // The axis' chart must localize numbers (QChart::setLocalizeNumbers).
    void applyTo(QValueAxis *axis, const QString &suffix = {}) const;
};

} // namespace Audience::Ui
