#pragma once

#include "models/analytics/publishwatch.h"
#include "net/analyticstypes.h"

#include <functional>
#include <optional>

namespace Audience::Models::PublishWatchDays {

// The days the judging engine reads about one publish, built from the page's per-audience analytics
// day by day: one piece of code for the watch (WatchedPublishes) and the impact card (ImpactReport),
// so that both judge the very same days.

// One day: the audience's line, and the page's other audiences summed (the control). An audience
// missing from the day's answer had no session that day.
WatchDay dayOf(QDate day, const QList<Net::AudienceAnalytics> &items, const QString &audienceId);

// One day's answer of a page, if it is known.
using DayOf = std::function<std::optional<QList<Net::AudienceAnalytics>>(QDate)>;
struct Days
{
    QList<WatchDay> before;
    QList<WatchDay> after;
};
// The PublishWatch::daysBefore days before `publishDay` (a day not known is left out) and the days
// from the day after it to `lastAfter` (a day not known ends them: what follows is not "running").
Days read(const QString &audienceId, QDate publishDay, QDate lastAfter, const DayOf &dayOf);

// The last whole day after a publish the engine judges: never today (not over), never the day of
// the audience's next publish or later, never past the watch's length (`watchDays` after the publish).
QDate lastDayJudged(const QDateTime &publishedAt, const QTimeZone &zone, QDate today, int watchDays,
                    const std::optional<QDateTime> &nextPublishAt);

} // namespace Audience::Models::PublishWatchDays
