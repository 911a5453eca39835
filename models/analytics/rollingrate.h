#pragma once

#include "net/analyticstypes.h"

#include <QDate>
#include <QList>

#include <optional>

namespace Audience::Models {

// The counts of one day that a rate is made of: `successes` out of `trials` (conversions out of
// sessions). No value: the day is not known (not loaded yet, or failed), or a count is missing.
struct DayCounts
{
    QDate day;
    std::optional<double> successes;
    std::optional<double> trials;
};

// A rate over the window of days ending on `day`, made from the window's summed counts.
struct WindowRate
{
    QDate day;
    // None when the window is not whole (a day of it unknown, or before the first day given) or
    // it has no trials at all.
    std::optional<double> rate;
    // The window's sums (what the rate is made of), when the window is whole.
    double successes = 0;
    double trials = 0;
};

// The trend's rate line, daily or rolling (issue "Did it work": a day of 2 to 15 sessions swings
// from 0 % to 60 %; over a week the counts are enough to read). Pure functions, tested in
// tests/models/tst_rollingrate.cpp.
namespace RollingRate {

inline constexpr int weekDays = 7;

// For each of `days` (consecutive, oldest first), the rate over it and the `windowDays` - 1 days
// before it: Σ successes / Σ trials, never an average of the daily rates, so a busy day weighs as
// much as its sessions. A day with no trials adds nothing and breaks nothing; an unknown day
// leaves every window that holds it without a value (a partial sum would pass for a whole one).
// windowDays 1 is the daily rate.
QList<WindowRate> over(const QList<DayCounts> &days, int windowDays);

// One day's conversions and sessions from that day's answer (nullopt: the day is not here): the
// page's sums (audienceId empty) or one audience's; an audience absent from the answer had no
// session that day (0 of 0).
DayCounts conversionsOn(QDate day, const std::optional<QList<Net::AudienceAnalytics>> &items,
                        const QString &audienceId);

} // namespace RollingRate

} // namespace Audience::Models
