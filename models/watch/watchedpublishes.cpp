#include "models/watch/watchedpublishes.h"

#include "models/analytics/publishwatchdays.h"
#include "models/audiences/knownaudiences.h"
#include "models/workspace/versionfollower.h"

#include <QSet>

#include <algorithm>

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

} // namespace

namespace {

// The publishes whose watch ends in (endsAfter, endsBy], oldest first.
QList<WatchedPublish> publishesEnding(const VersionFollower &versions, const KnownAudiences &known, const QDateTime &nowUtc,
                                      int watchDays, const QDateTime &endsAfter, const QDateTime &endsBy)
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
            if (publish.at > nowUtc || endsAt <= endsAfter || endsAt > endsBy)
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

} // namespace

QList<WatchedPublish> list(const VersionFollower &versions, const KnownAudiences &known, const QDateTime &nowUtc, int watchDays)
{
    // Still watched: ending after now (and, publishes being in the past, at most watchDays from now).
    return publishesEnding(versions, known, nowUtc, watchDays, nowUtc, nowUtc.addDays(std::max(watchDays, 1) + 1));
}

std::pair<QList<WatchedPublish>, QList<WatchedPublish>> watchedAndEnded(const VersionFollower &versions, const KnownAudiences &known,
                                                                       const QDateTime &nowUtc, int watchDays, int keptDays)
{
    std::pair<QList<WatchedPublish>, QList<WatchedPublish>> both;
    for (const WatchedPublish &one : publishesEnding(versions, known, nowUtc, watchDays, nowUtc.addDays(-keptDays),
                                                     nowUtc.addDays(std::max(watchDays, 1) + 1)))
        (one.watchEndsAt > nowUtc ? both.first : both.second).append(one);
    return both;
}


QDate publishDay(const WatchedPublish &watched, const QTimeZone &zone)
{
    return watched.publish.at.toTimeZone(zone).date();
}

DateRange daysAfter(const WatchedPublish &watched, const QTimeZone &zone, QDate today)
{
    const QDate first = publishDay(watched, zone).addDays(1);
    const int watchDays = int(watched.publish.at.daysTo(watched.watchEndsAt));
    const QDate last = PublishWatchDays::lastDayJudged(watched.publish.at, zone, today, watchDays, watched.nextPublishAt);
    if (last < first)
        return DateRange::none();
    return {first, last};
}

DateRange daysNeeded(const WatchedPublish &watched, const QTimeZone &zone, QDate today)
{
    const DateRange after = daysAfter(watched, zone, today);
    if (!after.isValid())
        return DateRange::none(); // nothing to judge yet: nothing to ask for
    return {publishDay(watched, zone).addDays(-PublishWatch::daysBefore), after.last};
}

Days daysOf(const WatchedPublish &watched, const QTimeZone &zone, QDate today, const DayOf &dayOf)
{
    const DateRange after = daysAfter(watched, zone, today);
    if (!after.isValid())
        return {};
    return PublishWatchDays::read(watched.publish.audienceId, publishDay(watched, zone), after.last, dayOf);
}

} // namespace Audience::Models::WatchedPublishes
