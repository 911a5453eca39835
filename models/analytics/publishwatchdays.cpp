#include "models/analytics/publishwatchdays.h"

#include "models/analytics/analyticsfigures.h"

#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace Audience::Models::PublishWatchDays {

namespace {

// A count as the service sent it (a double on the wire), never negative.
qint64 countOf(std::optional<double> value)
{
    return value && *value > 0 ? qint64(std::llround(*value)) : 0;
}

} // namespace

WatchDay dayOf(QDate day, const QList<Net::AudienceAnalytics> &items, const QString &audienceId)
{
    WatchDay watchDay;
    watchDay.day = day;
    for (const Net::AudienceAnalytics &item : items) {
        const QString who = item.audienceId.value();
        if (who.isEmpty())
            continue; // not an audience's line
        const AnalyticsFigures figures = AnalyticsFigures::fromItem(item);
        if (who == audienceId) {
            watchDay.sessions = countOf(figures.sessions);
            watchDay.conversions = countOf(figures.conversions);
            watchDay.formSubmits = countOf(figures.formSubmits);
        } else {
            watchDay.controlSessions += countOf(figures.sessions);
            watchDay.controlConversions += countOf(figures.conversions);
            watchDay.controlFormSubmits += countOf(figures.formSubmits);
        }
    }
    return watchDay;
}

Days read(const QString &audienceId, QDate publishDay, QDate lastAfter, const DayOf &dayOf)
{
    Days days;
    for (QDate day = publishDay.addDays(-PublishWatch::daysBefore); day < publishDay; day = day.addDays(1)) {
        if (const auto items = dayOf(day))
            days.before.append(PublishWatchDays::dayOf(day, *items, audienceId));
    }
    for (QDate day = publishDay.addDays(1); lastAfter.isValid() && day <= lastAfter; day = day.addDays(1)) {
        const auto items = dayOf(day);
        if (!items)
            break;
        days.after.append(PublishWatchDays::dayOf(day, *items, audienceId));
    }
    return days;
}

QDate lastDayJudged(const QDateTime &publishedAt, const QTimeZone &zone, QDate today, int watchDays,
                    const std::optional<QDateTime> &nextPublishAt)
{
    QDate last = today.addDays(-1);
    // The day the watch ends is not whole inside it; nor is the day of the next publish.
    last = std::min(last, publishedAt.addDays(watchDays).toTimeZone(zone).date().addDays(-1));
    if (nextPublishAt)
        last = std::min(last, nextPublishAt->toTimeZone(zone).date().addDays(-1));
    return last;
}

} // namespace Audience::Models::PublishWatchDays
