#pragma once

#include "models/analytics/analyticsfigures.h"
#include "models/analytics/impactstatistics.h"
#include "models/analytics/publishmarkers.h"

#include <QMap>
#include <QTimeZone>

namespace Audience::Models {

// One rate of a publish's impact: before and after, each with its Wilson 95 % interval, the
// difference, the two-sided p-value of the two-proportion z-test, and the same rate in the page's
// other audiences over the same windows (for the difference-in-differences).
struct RateComparison
{
    enum class Rate { Conversion, FormSubmit, Bounce, Cta };
    Rate rate = Rate::Conversion;
    qint64 successesBefore = 0;
    qint64 trialsBefore = 0;
    qint64 successesAfter = 0;
    qint64 trialsAfter = 0;
    std::optional<double> before;
    std::optional<double> after;
    std::optional<ImpactStatistics::Interval> beforeInterval;
    std::optional<ImpactStatistics::Interval> afterInterval;
    std::optional<double> difference; // after - before, as a fraction (0.05 = 5 points)
    std::optional<ImpactStatistics::ZTest> test;
    std::optional<double> othersBefore;
    std::optional<double> othersAfter;
    qint64 othersTrialsBefore = 0; // what the others' rates are over
    qint64 othersTrialsAfter = 0;
    std::optional<double> differenceInDifferences;

    static QList<Rate> allRates() { return {Rate::Conversion, Rate::FormSubmit, Rate::Bounce, Rate::Cta}; }
    // Lower is better (bounce): a fall is good news.
    static bool lowerIsBetter(Rate rate) { return rate == Rate::Bounce; }
};

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

    const RateComparison &rate(RateComparison::Rate which) const;
    qint64 sessionsBefore() const { return rates.isEmpty() ? 0 : rates.first().trialsBefore; }
    qint64 sessionsAfter() const { return rates.isEmpty() ? 0 : rates.first().trialsAfter; }

    // `days`: the page's days (any range; those of the windows are read). `pagePublishes`: every
    // publish known of the page's audiences. `today`: the date in `zone` now.
    static ImpactReport compute(const QString &pageId, const PublishMarker &publish, int weeks, QDate today,
                                const QTimeZone &zone, const Days &days, const QList<PublishMarker> &pagePublishes);
};

} // namespace Audience::Models
