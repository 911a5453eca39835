#pragma once

#include "models/analytics/analyticsrange.h"
#include "models/analytics/publishmarkers.h"
#include "models/analytics/publishwatch.h"
#include "models/analytics/publishwatchdays.h"
#include "net/analyticstypes.h"

#include <QDateTime>
#include <QList>
#include <QTimeZone>

#include <functional>
#include <optional>

namespace Audience::Models {

class KnownAudiences;
class VersionFollower;

// One publish the watch looks at: every publish this console made or learnt of (the versions it
// has seen with a publishedAt, and the live versions of the audiences it knows), for
// `watchDays` days after it went live, and no longer than until the same audience's next publish
// (after which the days say what that one did).
struct WatchedPublish
{
    QString pageId;
    PublishMarker publish;
    // The same audience's next publish, when the console knows one.
    std::optional<QDateTime> nextPublishAt;
    // The end of its watch: the publish plus the watch's length.
    QDateTime watchEndsAt;

    // "ver_…": one watch per version.
    QString key() const { return publish.versionId; }
};

// The pure part of the watch: which publishes are watched now, which days of the page's
// per-audience analytics each needs, and those days as PublishWatch reads them.
namespace WatchedPublishes {

// The publishes watched at `nowUtc`, oldest first: those that went live less than `watchDays`
// days ago, whose page is known (the analytics are per page).
QList<WatchedPublish> list(const VersionFollower &versions, const KnownAudiences &known, const QDateTime &nowUtc,
                           int watchDays);
// The publishes watched now (as list()) and, apart, those whose watch ended less than `keptDays`
// ago, each oldest first, in one pass: the ended ones are judged again on the very days their watch
// had (the same finding), so that an alert found while they were watched stays in "Needs a look"
// after the watch ends, until it is dismissed.
std::pair<QList<WatchedPublish>, QList<WatchedPublish>> watchedAndEnded(const VersionFollower &versions, const KnownAudiences &known,
                                                                       const QDateTime &nowUtc, int watchDays, int keptDays);

// The day the publish went live, in `zone`.
QDate publishDay(const WatchedPublish &watched, const QTimeZone &zone);
// The whole days after the publish day that count (never today, which is not over; never the
// day of the next publish or later; never past the watch's end); empty when none yet.
DateRange daysAfter(const WatchedPublish &watched, const QTimeZone &zone, QDate today);
// Every day the publish needs: the days before (PublishWatch::daysBefore) and the days after
// (invalid when there are none).
DateRange daysNeeded(const WatchedPublish &watched, const QTimeZone &zone, QDate today);

using DayOf = PublishWatchDays::DayOf;
using Days = PublishWatchDays::Days;
// The audience's days as PublishWatch::judge reads them (PublishWatchDays::read, as the impact
// card reads them). A day whose answer is known but names no sessions of the audience is a day
// with none; a day not known (it failed to load) is left out before the publish, and ends the
// days after (what follows it is not "running").
Days daysOf(const WatchedPublish &watched, const QTimeZone &zone, QDate today, const DayOf &dayOf);

} // namespace WatchedPublishes

} // namespace Audience::Models
