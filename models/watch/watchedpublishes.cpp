#include "models/watch/watchedpublishes.h"

#include "models/analytics/analyticsfigures.h"
#include "models/audiences/knownaudiences.h"
#include "models/workspace/versionfollower.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace Audience::Models::WatchedPublishes {

namespace {

QString pageOfAudience(const QString &audienceId, const VersionFollower &versions, const KnownAudiences &known)
{
    const QString page = versions.pageIdOf(audienceId);
    if (!page.isEmpty())
        return page;
    const auto record = known.find(audienceId);
    return record ? record->pageId : QString();
}

// A count as the service sent it (a double on the wire), never negative.
qint64 countOf(std::optional<double> value)
{
    return value && *value > 0 ? qint64(std::llround(*value)) : 0;
}

WatchDay watchDayOf(QDate day, const QList<Net::AudienceAnalytics> &items, const QString &audienceId)
{
    const AnalyticsFigures figures = AnalyticsFigures::ofLine(items, audienceId);
    return {day, countOf(figures.sessions), countOf(figures.conversions), countOf(figures.formSubmits)};
}

} // namespace

QList<WatchedPublish> list(const VersionFollower &versions, const KnownAudiences &known, const QDateTime &nowUtc, int watchDays)
{
    QStringList audienceIds = versions.audienceIds();
    QSet<QString> seen(audienceIds.cbegin(), audienceIds.cend());
    for (const Net::AudienceRecord &audience : known.all()) {
        if (!seen.contains(audience.audienceId)) {
            seen.insert(audience.audienceId);
            audienceIds.append(audience.audienceId);
        }
    }
    QList<WatchedPublish> watched;
    for (const QString &audienceId : std::as_const(audienceIds)) {
        const QString pageId = pageOfAudience(audienceId, versions, known);
        if (pageId.isEmpty())
            continue; // no page, no analytics to read
        const QList<PublishMarker> publishes = knownPublishes({audienceId}, versions, known); // oldest first
        for (qsizetype i = 0; i < publishes.size(); ++i) {
            const PublishMarker &publish = publishes.at(i);
            const QDateTime endsAt = publish.at.addDays(watchDays);
            if (publish.at > nowUtc || endsAt <= nowUtc)
                continue;
            WatchedPublish one{pageId, publish, std::nullopt, endsAt};
            if (i + 1 < publishes.size())
                one.nextPublishAt = publishes.at(i + 1).at;
            watched.append(one);
        }
    }
    std::sort(watched.begin(), watched.end(), [](const WatchedPublish &a, const WatchedPublish &b) {
        return a.publish.at != b.publish.at ? a.publish.at < b.publish.at : a.key() < b.key();
    });
    return watched;
}

QDate publishDay(const WatchedPublish &watched, const QTimeZone &zone)
{
    return watched.publish.at.toTimeZone(zone).date();
}

DateRange daysAfter(const WatchedPublish &watched, const QTimeZone &zone, QDate today)
{
    const QDate first = publishDay(watched, zone).addDays(1);
    QDate last = today.addDays(-1);
    // The day the watch ends is not whole inside it; nor is the day of the next publish.
    last = std::min(last, watched.watchEndsAt.toTimeZone(zone).date().addDays(-1));
    if (watched.nextPublishAt)
        last = std::min(last, watched.nextPublishAt->toTimeZone(zone).date().addDays(-1));
    if (last < first)
        return DateRange::none();
    return {first, last};
}

DateRange daysNeeded(const WatchedPublish &watched, const QTimeZone &zone, QDate today)
{
    const DateRange after = daysAfter(watched, zone, today);
    if (!after.isValid())
        return DateRange::none(); // nothing to judge yet: nothing to ask for
    return {publishDay(watched, zone).addDays(-daysBefore), after.last};
}

Days daysOf(const WatchedPublish &watched, const QTimeZone &zone, QDate today, const DayOf &dayOf)
{
    Days days;
    const DateRange after = daysAfter(watched, zone, today);
    if (!after.isValid())
        return days;
    const QString &audienceId = watched.publish.audienceId;
    const QDate publishedOn = publishDay(watched, zone);
    for (QDate day = publishedOn.addDays(-daysBefore); day < publishedOn; day = day.addDays(1)) {
        if (const auto items = dayOf(day))
            days.before.append(watchDayOf(day, *items, audienceId));
    }
    for (QDate day = after.first; day <= after.last; day = day.addDays(1)) {
        const auto items = dayOf(day);
        if (!items)
            break;
        days.after.append(watchDayOf(day, *items, audienceId));
    }
    return days;
}

} // namespace Audience::Models::WatchedPublishes
