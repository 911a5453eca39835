#include "models/analytics/publishwatch.h"

namespace Audience::Models {

namespace {

using Rate = RateComparison::Rate;

struct Totals
{
    qint64 sessions = 0;
    qint64 conversions = 0;
    qint64 formSubmits = 0;
};

// The first `count` days together (all of them when count < 0).
Totals sum(const QList<WatchDay> &days, qsizetype count = -1)
{
    Totals totals;
    const qsizetype end = count < 0 ? days.size() : qMin(count, days.size());
    for (qsizetype i = 0; i < end; ++i) {
        totals.sessions += days[i].sessions;
        totals.conversions += days[i].conversions;
        totals.formSubmits += days[i].formSubmits;
    }
    return totals;
}

qint64 successes(const Totals &totals, Rate rate)
{
    return rate == Rate::FormSubmit ? totals.formSubmits : totals.conversions;
}

double rateOf(const Totals &totals, Rate rate)
{
    return totals.sessions > 0 ? double(successes(totals, rate)) / double(totals.sessions) : 0;
}

// The rate is lower after than before, the gates are passed, and the fall is unlikely to be chance
// (p < 0.05): the test, or nothing.
std::optional<ImpactStatistics::ZTest> significantFall(const Totals &before, const Totals &after, Rate rate)
{
    const qint64 successesBefore = successes(before, rate);
    const qint64 successesAfter = successes(after, rate);
    if (!ImpactStatistics::enoughData(before.sessions, successesBefore, after.sessions, successesAfter))
        return std::nullopt;
    if (rateOf(after, rate) >= rateOf(before, rate))
        return std::nullopt;
    const std::optional<ImpactStatistics::ZTest> test =
        ImpactStatistics::twoProportion(successesBefore, before.sessions, successesAfter, after.sessions);
    if (!test || test->pValue >= PublishWatch::alertPValue)
        return std::nullopt;
    return test;
}

} // namespace

WatchFinding PublishWatch::judge(const QList<WatchDay> &before, const QList<WatchDay> &after)
{
    if (before.isEmpty() || after.size() < 2)
        return {}; // two days running need two days
    if (const std::optional<WatchFinding> broken = trackingBroken(before, after))
        return *broken;
    if (const std::optional<WatchFinding> fall = hurt(before, after))
        return *fall;
    return {};
}

std::optional<WatchFinding> PublishWatch::trackingBroken(const QList<WatchDay> &before, const QList<WatchDay> &after)
{
    const Totals was = sum(before);
    const double sessionsADay = double(was.sessions) / double(before.size());
    const double successesADay = double(was.conversions + was.formSubmits) / double(before.size());
    if (successesADay < 1)
        return std::nullopt; // nothing to miss: a quiet audience goes days without a conversion
    const auto silent = [sessionsADay](const WatchDay &day) {
        return day.conversions == 0 && day.formSubmits == 0 && double(day.sessions) >= sessionsADay / 2;
    };
    for (qsizetype i = 1; i < after.size(); ++i) {
        if (silent(after[i - 1]) && silent(after[i])) {
            WatchFinding finding;
            finding.kind = WatchFinding::Kind::TrackingMayBeBroken;
            finding.since = after[i - 1].day;
            finding.successesADayBefore = successesADay;
            return finding;
        }
    }
    return std::nullopt;
}

std::optional<WatchFinding> PublishWatch::hurt(const QList<WatchDay> &before, const QList<WatchDay> &after)
{
    const Totals was = sum(before);
    for (const Rate rate : {Rate::Conversion, Rate::FormSubmit}) {
        // Day by day, everything after so far against before: the first two days running on
        // which the fall holds.
        bool heldTheDayBefore = false;
        for (qsizetype days = 1; days <= after.size(); ++days) {
            const Totals since = sum(after, days);
            const std::optional<ImpactStatistics::ZTest> test = significantFall(was, since, rate);
            if (test && heldTheDayBefore) {
                WatchFinding finding;
                finding.kind = WatchFinding::Kind::MayHaveHurt;
                finding.rate = rate;
                finding.before = rateOf(was, rate);
                finding.after = rateOf(since, rate);
                finding.pValue = test->pValue;
                finding.since = after[days - 2].day;
                return finding;
            }
            heldTheDayBefore = test.has_value();
        }
    }
    return std::nullopt;
}

} // namespace Audience::Models
