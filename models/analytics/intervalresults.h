#pragma once

#include "models/analytics/impactstatistics.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimeZone>

#include <optional>

namespace Audience::Models {

class AnalyticsDayCache;

// The results of one live interval of a version (a timeline row): its sessions and conversion rate
// with the Wilson 95 % interval, summed over the whole days it was live that the day cache holds.
// Read from the store only: the timeline asks the service for nothing (the impact card and the
// Analytics place fill the cache). Days partly live (the publish day, the day it was replaced) are
// left out, as the impact card leaves the publish day out.
struct IntervalResults
{
    Q_DECLARE_TR_FUNCTIONS(IntervalResults)
public:
    qint64 sessions = 0;
    qint64 conversions = 0;
    int wholeDays = 0;  // whole days it was live (up to yesterday)
    int cachedDays = 0; // of those, the days the cache holds
    // Empty when the counts make no rate: the service reported more conversions than sessions.
    std::optional<ImpactStatistics::Interval> conversionInterval;

    // Too short to judge: fewer whole days than a week or fewer sessions than the impact card's
    // gate (ImpactStatistics::minimumSessions).
    bool tooShort() const;
    double conversionRate() const { return sessions > 0 ? double(conversions) / double(sessions) : 0; }

    // `liveFrom`..`liveUntil` (invalid: live now) of `audienceId` on `pageId`, in `zone`'s days.
    static IntervalResults read(const AnalyticsDayCache &cache, const QString &pageId, const QString &audienceId,
                                const QDateTime &liveFrom, const QDateTime &liveUntil, const QTimeZone &zone = QTimeZone::systemTimeZone());

    // "402 sessions · 15.2 % converted (95 %: 11.9–19.1 %)", or why it cannot be judged.
    QString text() const;
};

} // namespace Audience::Models
