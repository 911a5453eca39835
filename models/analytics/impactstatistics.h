#pragma once

#include <QDate>
#include <QList>

#include <optional>

namespace Audience::Models::ImpactStatistics {

// The statistics of "did this publish work?" (issue "Did it work"): pure functions over counts, so
// each can be checked against values worked out elsewhere (tests/models/tst_impactstatistics.cpp
// names each source). Rates are always counts over counts, never averages of rates.

// z for a two-sided 95 % interval.
inline constexpr double z95 = 1.959963984540054;

struct Interval
{
    double low = 0;
    double high = 0;
};

// The Wilson score interval of `successes` out of `trials` (Wilson 1927; Newcombe 1998, method 3):
// it stays within 0..1 and behaves on small n, unlike the normal approximation. nullopt when
// trials is 0 or the counts are impossible (successes < 0 or > trials).
std::optional<Interval> wilson(qint64 successes, qint64 trials, double z = z95);

struct ZTest
{
    double z = 0;
    double pValue = 1; // two-sided
};

// The two-proportion z-test with a pooled standard error, `after` against `before`. nullopt when
// either side has no trials, or both rates are 0 or 1 (no variance: nothing to test).
std::optional<ZTest> twoProportion(qint64 successesBefore, qint64 trialsBefore, qint64 successesAfter, qint64 trialsAfter);

// The two windows compared around a publish on `publishDay` (UTC days): `weeks` whole weeks before
// it and as many after it, the publish day itself left out, so each window holds every weekday
// the same number of times (weekends against weekends).
struct Windows
{
    QDate beforeFirst;
    QDate beforeLast;
    QDate afterFirst;
    QDate afterLast;
    // Of the "after" window, the days that are over by `today` (0 .. 7 * weeks); the window is
    // complete when it equals its length.
    int afterDaysElapsed = 0;
    int length() const { return int(beforeFirst.daysTo(beforeLast)) + 1; }
    bool afterComplete() const { return afterDaysElapsed >= length(); }
};
Windows windows(const QDate &publishDay, int weeks, const QDate &today);

// The gates before any verdict (issue "Did it work", after Optimizely's and PostHog's): at least
// this many sessions and conversions on each side.
inline constexpr qint64 minimumSessions = 100;
inline constexpr qint64 minimumConversions = 10;
bool enoughData(qint64 sessionsBefore, qint64 conversionsBefore, qint64 sessionsAfter, qint64 conversionsAfter);

// A relative change above 50 % on fewer than 1 000 sessions (both sides together) is more often
// noise than news: flagged "check this" (GrowthBook flags changes above 50 %).
bool looksTooGoodToBeTrue(double rateBefore, double rateAfter, qint64 sessionsTotal);

// At the pace the "after" window has had so far (its sessions and conversions over the days
// elapsed), how many more days until both gates are met on that side; nullopt when nothing came
// yet (no pace to go by) or the gates are met already.
std::optional<int> daysUntilEnoughData(qint64 sessionsSoFar, qint64 conversionsSoFar, int daysElapsed);

// Difference-in-differences: how much more this audience's rate moved than the rest of the page's
// over the same windows.
double differenceInDifferences(double rateBefore, double rateAfter, double othersBefore, double othersAfter);

} // namespace Audience::Models::ImpactStatistics

namespace Audience::Models {

// One rate of a publish's impact: before and after, each with its Wilson 95 % interval, the
// difference, the two-sided p-value of the two-proportion z-test, and the same rate in the page's
// other audiences over the same windows (for the difference-in-differences).
struct RateComparison
{
    enum class Rate { Conversion, FormSubmit, Bounce, Cta };
    Rate rate = Rate::Conversion;
    qint64 successesBefore = 0;
    qint64 trialsBefore = 0;
    qint64 successesAfter = 0;
    qint64 trialsAfter = 0;
    std::optional<double> before;
    std::optional<double> after;
    std::optional<ImpactStatistics::Interval> beforeInterval;
    std::optional<ImpactStatistics::Interval> afterInterval;
    std::optional<double> difference; // after - before, as a fraction (0.05 = 5 points)
    std::optional<ImpactStatistics::ZTest> test;
    std::optional<double> othersBefore;
    std::optional<double> othersAfter;
    qint64 othersTrialsBefore = 0; // what the others' rates are over
    qint64 othersTrialsAfter = 0;
    std::optional<double> differenceInDifferences;

    static QList<Rate> allRates() { return {Rate::Conversion, Rate::FormSubmit, Rate::Bounce, Rate::Cta}; }
    // Lower is better (bounce): a fall is good news.
    static bool lowerIsBetter(Rate rate) { return rate == Rate::Bounce; }
};

} // namespace Audience::Models
