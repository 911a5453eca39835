#pragma once

#include "models/analytics/analyticsfigures.h"
#include "models/analytics/analyticsrange.h"
#include "models/analytics/impactstatistics.h"
#include "models/analytics/publishmarkers.h"
#include "models/analytics/publishwatch.h"

#include <QMap>
#include <QTimeZone>

namespace Audience::Models {

// "Did this publish work?": one audience's figures in the k whole weeks before a publish and the k
// weeks after it (ImpactStatistics::windows), computed from the days of the page's per-audience
// analytics. Pure: the days come from ImpactLoader (or a test).
struct ImpactReport
{
    using Days = QMap<QDate, QList<Net::AudienceAnalytics>>;

    PublishMarker publish;
    QString pageId;
    int weeks = 1;
    QDate publishDay; // in the report's time zone
    ImpactStatistics::Windows windows;
    // This audience's figures in each window, and the page's other audiences' together.
    AnalyticsFigures before;
    AnalyticsFigures after;
    AnalyticsFigures othersBefore;
    AnalyticsFigures othersAfter;
    bool othersExist = false;
    QList<RateComparison> rates;
    // The gates: no verdict without enough data; at the pace so far, how many more days.
    bool enoughData = false;
    std::optional<int> daysUntilEnoughData;
    // A change of conversion above 50 % on fewer than 1 000 sessions.
    bool checkThis = false;
    // Days of the windows that are over but were not loaded (failed): the figures leave them out.
    int daysMissing = 0;
    // Other publishes of this page (this audience's included) inside the windows.
    QList<PublishMarker> otherPublishes;
    // The judging engine's finding on the watch's days (PublishWatchDays: the 14 days before the
    // publish day and the whole days after it, up to 13, today or the audience's next publish): the
    // very figures the watch's alert shows, whatever the windows chosen here.
    WatchFinding judgement;
    int judgedDaysAfter = 0;

    const RateComparison &rate(RateComparison::Rate which) const;
    qint64 sessionsBefore() const { return rates.isEmpty() ? 0 : rates.first().trialsBefore; }
    qint64 sessionsAfter() const { return rates.isEmpty() ? 0 : rates.first().trialsAfter; }

    // `days`: the page's days (any range; those of the windows are read). `pagePublishes`: every
    // publish known of the page's audiences. `today`: the date in `zone` now.
    static ImpactReport compute(const QString &pageId, const PublishMarker &publish, int weeks, QDate today,
                                const QTimeZone &zone, const Days &days, const QList<PublishMarker> &pagePublishes);
    // The engine's finding on the watch's days of `days` (what the alert rests on).
    static WatchFinding judge(const PublishMarker &publish, QDate today, const QTimeZone &zone, const Days &days,
                              const std::optional<QDateTime> &nextOfTheAudience);
    // The days the card loads: its windows, and the days the engine judges.
    static DateRange daysToLoad(QDate publishDay, int weeks);
};

} // namespace Audience::Models
