#include "models/analytics/impactstatistics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Audience::Models::ImpactStatistics {

std::optional<Interval> wilson(qint64 successes, qint64 trials, double z)
{
    if (trials <= 0 || successes < 0 || successes > trials)
        return std::nullopt;
    const double n = double(trials);
    const double p = double(successes) / n;
    const double z2 = z * z;
    const double denominator = 1 + z2 / n;
    const double centre = (p + z2 / (2 * n)) / denominator;
    const double halfWidth = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator;
    // Rounding can leave a hair outside 0..1 at the ends.
    return Interval{std::clamp(centre - halfWidth, 0.0, 1.0), std::clamp(centre + halfWidth, 0.0, 1.0)};
}

std::optional<ZTest> twoProportion(qint64 successesBefore, qint64 trialsBefore, qint64 successesAfter, qint64 trialsAfter)
{
    if (trialsBefore <= 0 || trialsAfter <= 0 || successesBefore < 0 || successesAfter < 0 || successesBefore > trialsBefore
        || successesAfter > trialsAfter)
        return std::nullopt;
    const double before = double(successesBefore) / double(trialsBefore);
    const double after = double(successesAfter) / double(trialsAfter);
    const double pooled = double(successesBefore + successesAfter) / double(trialsBefore + trialsAfter);
    const double standardError = std::sqrt(pooled * (1 - pooled) * (1.0 / double(trialsBefore) + 1.0 / double(trialsAfter)));
    if (standardError <= 0)
        return std::nullopt;
    const double z = (after - before) / standardError;
    // Two-sided: P(|Z| >= |z|) = erfc(|z| / sqrt 2).
    return ZTest{z, std::erfc(std::fabs(z) / std::sqrt(2.0))};
}

Windows windows(const QDate &publishDay, int weeks, const QDate &today)
{
    const int days = 7 * std::max(weeks, 1);
    Windows result;
    result.beforeLast = publishDay.addDays(-1);
    result.beforeFirst = publishDay.addDays(-days);
    result.afterFirst = publishDay.addDays(1);
    result.afterLast = publishDay.addDays(days);
    // Today is not over yet: only the days before it count as elapsed.
    const qint64 elapsed = result.afterFirst.daysTo(today);
    result.afterDaysElapsed = int(std::clamp<qint64>(elapsed, 0, days));
    return result;
}

bool enoughData(qint64 sessionsBefore, qint64 conversionsBefore, qint64 sessionsAfter, qint64 conversionsAfter)
{
    return sessionsBefore >= minimumSessions && sessionsAfter >= minimumSessions && conversionsBefore >= minimumConversions
        && conversionsAfter >= minimumConversions;
}

bool looksTooGoodToBeTrue(double rateBefore, double rateAfter, qint64 sessionsTotal)
{
    if (sessionsTotal >= 1000)
        return false;
    if (rateBefore <= 0)
        return rateAfter > 0; // from nothing to something is an unbounded relative change
    return std::fabs(rateAfter - rateBefore) / rateBefore > 0.5;
}

std::optional<int> daysUntilEnoughData(qint64 sessionsSoFar, qint64 conversionsSoFar, int daysElapsed)
{
    if (daysElapsed <= 0 || (sessionsSoFar <= 0 && conversionsSoFar <= 0))
        return std::nullopt;
    if (sessionsSoFar >= minimumSessions && conversionsSoFar >= minimumConversions)
        return std::nullopt;
    const auto daysFor = [daysElapsed](qint64 soFar, qint64 needed) -> double {
        if (soFar >= needed)
            return 0;
        if (soFar <= 0)
            return std::numeric_limits<double>::infinity();
        const double perDay = double(soFar) / double(daysElapsed);
        return double(needed - soFar) / perDay;
    };
    const double days = std::max(daysFor(sessionsSoFar, minimumSessions), daysFor(conversionsSoFar, minimumConversions));
    if (!std::isfinite(days))
        return std::nullopt;
    return int(std::ceil(days));
}

double differenceInDifferences(double rateBefore, double rateAfter, double othersBefore, double othersAfter)
{
    return (rateAfter - rateBefore) - (othersAfter - othersBefore);
}

} // namespace Audience::Models::ImpactStatistics
