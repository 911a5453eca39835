#pragma once

#include "models/analytics/impactreport.h"

#include <QDate>
#include <QList>

#include <optional>

namespace Audience::Models {

// One day of one audience: what the watch reads of the page's per-audience analytics.
struct WatchDay
{
    QDate day;
    qint64 sessions = 0;
    qint64 conversions = 0;
    qint64 formSubmits = 0;
};

// What the watch found about one publish (issue "Undo and watch"): nothing, "this publish may have
// hurt", or "tracking may be broken". Never an action: the user decides (nothing is ever undone
// automatically).
struct WatchFinding
{
    enum class Kind { Nothing, MayHaveHurt, TrackingMayBeBroken };
    Kind kind = Kind::Nothing;
    // MayHaveHurt: the rate that fell (conversion or form submit), before and after (the whole
    // "after" so far, through `since` + 1 day), and the p-value on the second of the two days.
    RateComparison::Rate rate = RateComparison::Rate::Conversion;
    double before = 0;
    double after = 0;
    double pValue = 1;
    // TrackingMayBeBroken: the conversions and form submits a day before, on average.
    double successesADayBefore = 0;
    // The first of the two days running the finding holds on.
    QDate since;

    bool isAlert() const { return kind != Kind::Nothing; }
};

// The rules that watch a publish after it went live, over the days before it and each whole day
// after it (the publish day left out, as the impact card does). Pure: tests give it days worked
// out by hand (tests/models/tst_publishwatch.cpp).
//
// "This publish may have hurt" (after SiteSpect's "hurting KPI" and Optimizely's guardrails): the
// conversion rate or the form-submit rate of every day after so far is lower than before, with
// p < 0.05 (the impact card's two-proportion z-test) on two days running, and the card's gates are
// passed on both of those days (at least 100 sessions and 10 successes of that rate on each side).
//
// "Tracking may be broken": two whole days running with no conversion and no form submit, while
// sessions went on (each of the two days has at least half the sessions of an average day before)
// and before had at least one conversion or form submit a day on average. It is checked first: it
// explains a fall better than the publish does.
class PublishWatch
{
public:
    // How long a publish is watched, by default (a setting); and how often while the console is open.
    static constexpr int defaultWatchDays = 14;
    static constexpr int rereadIntervalHours = 6;
    static constexpr double alertPValue = 0.05;

    // `before`: the days of the window before the publish; `after`: each whole day since, oldest
    // first (days with no analytics count as days with no sessions).
    static WatchFinding judge(const QList<WatchDay> &before, const QList<WatchDay> &after);

private:
    static std::optional<WatchFinding> trackingBroken(const QList<WatchDay> &before, const QList<WatchDay> &after);
    static std::optional<WatchFinding> hurt(const QList<WatchDay> &before, const QList<WatchDay> &after);
};

} // namespace Audience::Models
