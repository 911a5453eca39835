#include "models/analytics/impactreport.h"

#include "models/analytics/publishwatchdays.h"

#include <cmath>
#include <tuple>
#include <utility>

namespace Audience::Models {

namespace IS = ImpactStatistics;
using Rate = RateComparison::Rate;

namespace {

qint64 count(std::optional<double> value)
{
    return value && *value > 0 ? qint64(std::llround(*value)) : 0;
}

// A rate's part and whole in a window's figures.
std::pair<qint64, qint64> countsOf(Rate rate, const AnalyticsFigures &f)
{
    switch (rate) {
    case Rate::Conversion:
        return {count(f.conversions), count(f.sessions)};
    case Rate::FormSubmit:
        return {count(f.formSubmits), count(f.sessions)};
    case Rate::Bounce:
        return {count(f.bounces), count(f.bounceEligible)};
    case Rate::Cta:
        return {count(f.ctaSessions), count(f.sessions)};
    }
    return {0, 0};
}

std::optional<double> ratio(std::pair<qint64, qint64> counts)
{
    return counts.second > 0 ? std::optional<double>(double(counts.first) / double(counts.second)) : std::nullopt;
}

struct WindowItems
{
    QList<Net::AudienceAnalytics> mine;
    QList<Net::AudienceAnalytics> others;
    int daysMissing = 0;
};

// The items of the days first..last (up to the last day over), this audience's apart from the rest.
WindowItems collect(const ImpactReport::Days &days, QDate first, QDate last, const QString &audienceId)
{
    WindowItems window;
    for (QDate day = first; day.isValid() && day <= last; day = day.addDays(1)) {
        const auto found = days.constFind(day);
        if (found == days.constEnd()) {
            ++window.daysMissing;
            continue;
        }
        for (const Net::AudienceAnalytics &item : *found)
            (item.audienceId.value() == audienceId ? window.mine : window.others).append(item);
    }
    return window;
}

RateComparison compare(Rate rate, const ImpactReport &r)
{
    RateComparison c;
    c.rate = rate;
    std::tie(c.successesBefore, c.trialsBefore) = countsOf(rate, r.before);
    std::tie(c.successesAfter, c.trialsAfter) = countsOf(rate, r.after);
    c.before = ratio({c.successesBefore, c.trialsBefore});
    c.after = ratio({c.successesAfter, c.trialsAfter});
    c.beforeInterval = IS::wilson(c.successesBefore, c.trialsBefore);
    c.afterInterval = IS::wilson(c.successesAfter, c.trialsAfter);
    if (c.before && c.after)
        c.difference = *c.after - *c.before;
    c.test = IS::twoProportion(c.successesBefore, c.trialsBefore, c.successesAfter, c.trialsAfter);
    if (r.othersExist) {
        c.othersBefore = ratio(countsOf(rate, r.othersBefore));
        c.othersAfter = ratio(countsOf(rate, r.othersAfter));
        c.othersTrialsBefore = countsOf(rate, r.othersBefore).second;
        c.othersTrialsAfter = countsOf(rate, r.othersAfter).second;
        if (c.before && c.after && c.othersBefore && c.othersAfter)
            c.differenceInDifferences = IS::differenceInDifferences(*c.before, *c.after, *c.othersBefore, *c.othersAfter);
    }
    return c;
}

} // namespace

DateRange ImpactReport::daysToLoad(QDate publishDay, int weeks)
{
    const int around = 7 * std::max(weeks, 1);
    return {publishDay.addDays(-std::max(around, PublishWatch::daysBefore)),
            publishDay.addDays(std::max(around, PublishWatch::defaultWatchDays - 1))};
}

WatchFinding ImpactReport::judge(const PublishMarker &publish, QDate today, const QTimeZone &zone, const Days &days,
                                 const std::optional<QDateTime> &nextOfTheAudience)
{
    const QDate publishDay = publish.at.toTimeZone(zone).date();
    const QDate last = PublishWatchDays::lastDayJudged(publish.at, zone, today, PublishWatch::defaultWatchDays, nextOfTheAudience);
    const PublishWatchDays::Days watchDays =
        PublishWatchDays::read(publish.audienceId, publishDay, last, [&days](QDate day) -> std::optional<QList<Net::AudienceAnalytics>> {
            const auto found = days.constFind(day);
            if (found == days.constEnd())
                return std::nullopt;
            return *found;
        });
    return PublishWatch::judge(watchDays.before, watchDays.after);
}

const RateComparison &ImpactReport::rate(Rate which) const
{
    for (const RateComparison &c : rates) {
        if (c.rate == which)
            return c;
    }
    static const RateComparison none;
    return none;
}

ImpactReport ImpactReport::compute(const QString &pageId, const PublishMarker &publish, int weeks, QDate today,
                                   const QTimeZone &zone, const Days &days, const QList<PublishMarker> &pagePublishes)
{
    ImpactReport r;
    r.pageId = pageId;
    r.publish = publish;
    r.weeks = std::max(weeks, 1);
    r.publishDay = publish.at.toTimeZone(zone).date();
    r.windows = IS::windows(r.publishDay, r.weeks, today);
    const WindowItems before = collect(days, r.windows.beforeFirst, r.windows.beforeLast, publish.audienceId);
    const QDate afterOver = r.windows.afterFirst.addDays(r.windows.afterDaysElapsed - 1);
    const WindowItems after = collect(days, r.windows.afterFirst, afterOver, publish.audienceId);
    r.daysMissing = before.daysMissing + after.daysMissing;
    r.before = AnalyticsFigures::total(before.mine);
    r.after = AnalyticsFigures::total(after.mine);
    r.othersExist = !before.others.isEmpty() || !after.others.isEmpty();
    r.othersBefore = AnalyticsFigures::total(before.others);
    r.othersAfter = AnalyticsFigures::total(after.others);
    for (Rate rate : RateComparison::allRates())
        r.rates.append(compare(rate, r));

    const RateComparison &conversion = r.rate(Rate::Conversion);
    r.enoughData = IS::enoughData(conversion.trialsBefore, conversion.successesBefore, conversion.trialsAfter,
                                  conversion.successesAfter);
    if (!r.enoughData)
        r.daysUntilEnoughData = IS::daysUntilEnoughData(conversion.trialsAfter, conversion.successesAfter,
                                                        r.windows.afterDaysElapsed);
    if (r.enoughData && conversion.before && conversion.after)
        r.checkThis = IS::looksTooGoodToBeTrue(*conversion.before, *conversion.after,
                                               conversion.trialsBefore + conversion.trialsAfter);

    const QDateTime windowStart = r.windows.beforeFirst.startOfDay(zone);
    const QDateTime windowEnd = r.windows.afterLast.addDays(1).startOfDay(zone);
    std::optional<QDateTime> nextOfTheAudience;
    for (const PublishMarker &other : pagePublishes) {
        if (other.versionId != publish.versionId && other.at >= windowStart && other.at < windowEnd)
            r.otherPublishes.append(other);
        if (other.audienceId == publish.audienceId && other.at > publish.at && (!nextOfTheAudience || other.at < *nextOfTheAudience))
            nextOfTheAudience = other.at;
    }
    r.judgement = judge(publish, today, zone, days, nextOfTheAudience);
    r.judgedDaysAfter = r.judgement.conversion.daysAfter;
    return r;
}

} // namespace Audience::Models
