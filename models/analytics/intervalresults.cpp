#include "models/analytics/intervalresults.h"

#include "models/analytics/analyticsdaycache.h"

#include <QLocale>

namespace Audience::Models {

IntervalResults IntervalResults::read(const AnalyticsDayCache &cache, const QString &pageId, const QString &audienceId,
                                      const QDateTime &liveFrom, const QDateTime &liveUntil, const QTimeZone &zone)
{
    IntervalResults results;
    if (!liveFrom.isValid())
        return results;
    const QDate yesterday = cache.nowUtc().toTimeZone(zone).date().addDays(-1);
    const QDate first = liveFrom.toTimeZone(zone).date().addDays(1);
    const QDate last = liveUntil.isValid() ? std::min(liveUntil.toTimeZone(zone).date().addDays(-1), yesterday) : yesterday;
    if (first > last)
        return results;
    results.wholeDays = int(first.daysTo(last)) + 1;
    const auto days = cache.read(pageId, zone, first, last);
    results.cachedDays = int(days.size());
    for (const auto &items : days) {
        for (const Net::AudienceAnalytics &item : items) {
            if (item.audienceId.value() != audienceId)
                continue;
            results.sessions += qint64(item.totalSessions.valueOr(0));
            results.conversions += qint64(item.conversionCount.valueOr(0));
        }
    }
    results.conversionInterval = ImpactStatistics::wilson(results.conversions, results.sessions);
    return results;
}

bool IntervalResults::tooShort() const
{
    return wholeDays < 7 || sessions < ImpactStatistics::minimumSessions;
}

QString IntervalResults::text() const
{
    const QLocale locale;
    if (wholeDays == 0)
        return tr("Too short to judge: not one whole day live yet.");
    if (cachedDays == 0)
        return tr("No days of it kept yet: the impact card or Analytics fetches them.");
    const QString kept = cachedDays < wholeDays ? tr(" (%1 of %n whole day(s) kept)", nullptr, wholeDays).arg(cachedDays) : QString();
    const QString sessionsText = tr("%n session(s)", nullptr, int(sessions));
    if (tooShort())
        return tr("Too short to judge: %1 in %n whole day(s)", nullptr, wholeDays).arg(sessionsText) + kept;
    // Empty when the counts cannot make a rate (more conversions than sessions): said, not read.
    if (!conversionInterval)
        return tr("%1 · %2 conversions reported, more than the sessions: no conversion rate can be given")
                   .arg(sessionsText, locale.toString(conversions))
            + kept;
    const auto percent = [&locale](double share) { return locale.toString(share * 100.0, 'f', 1); };
    return tr("%1 · %2 % converted (95 %: %3–%4 %)")
               .arg(sessionsText, percent(conversionRate()), percent(conversionInterval->low), percent(conversionInterval->high))
        + kept;
}

} // namespace Audience::Models
