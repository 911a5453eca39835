#pragma once

#include "models/analytics/impactstatistics.h"

#include <QDate>
#include <QList>

#include <optional>

namespace Audience::Models {

// One day of one audience, and of the page's other audiences together (its control): what the
// judging engine reads of the page's per-audience analytics.
struct WatchDay
{
    QDate day;
    qint64 sessions = 0;
    qint64 conversions = 0;
    qint64 formSubmits = 0;
    // The page's other audiences, summed.
    qint64 controlSessions = 0;
    qint64 controlConversions = 0;
    qint64 controlFormSubmits = 0;
};

// One rate judged over the days given: the audience's change relative to its baseline, whether or
// not it alerts (the impact card shows it either way).
struct WatchEstimate
{
    using Rate = RateComparison::Rate;
    Rate rate = Rate::Conversion;
    // False when the gates are not met (too few successes before, or too few expected after).
    bool judged = false;
    // The audience's rate before (its days weighted so that their weekdays match those after) and after.
    double before = 0;
    double after = 0;
    // The control's rates over the same days, weighted alike; nullopt without a usable control.
    std::optional<double> controlBefore;
    std::optional<double> controlAfter;
    // The audience's change relative to the control's (or to the days before alone), as a fraction
    // (−0.5 = halved), with its 95 % interval (valid under daily looks, as the p-value is).
    double change = 0;
    double low = 0;
    double high = 0;
    // The p-value (two-sided) adjusted for the planned looks, the smallest over the days looked at so far.
    double pValue = 1;
    // The whole days after that were judged.
    int daysAfter = 0;
    // A fall unlikely to be chance: the first day after the publish on which it held (invalid if none).
    QDate fellSince;

    bool fell() const { return fellSince.isValid(); }
};

// What the engine found about one publish. Never an action: the user decides (nothing is ever
// undone automatically).
struct WatchFinding
{
    using Rate = RateComparison::Rate;
    enum class Kind {
        Nothing,
        // A rate fell, unlikely to be chance (the sequential test), relative to the control.
        MayHaveHurt,
        // A rate fell to nothing while sessions and the other success signal went on.
        Stopped,
        // Conversions and form submits both fell to nothing while sessions went on.
        TrackingMayBeBroken,
    };
    // Against what the change is measured.
    enum class Baseline {
        Control, // the page's other audiences over the same days
        DaysBefore, // no usable control (none, or fewer successes than the audience): the weekday-matched days before, alone
    };
    // Why nothing could be judged (the gates), or Judged.
    enum class Judgeable { Judged, TooFewDays, TooFewSuccesses };

    Kind kind = Kind::Nothing;
    Baseline baseline = Baseline::DaysBefore;
    Judgeable judgeable = Judgeable::TooFewDays;
    // The rate the finding is about (MayHaveHurt, Stopped; Conversion for TrackingMayBeBroken).
    Rate rate = Rate::Conversion;
    // Both rates' estimates over every day given.
    WatchEstimate conversion;
    WatchEstimate formSubmit;
    // Stopped, TrackingMayBeBroken: the empty days in a row, the successes expected on them at the
    // rate before, and the probability (Poisson) of none at all; the successes a day before.
    int emptyDays = 0;
    double expected = 0;
    double chanceOfNone = 1;
    double successesADayBefore = 0;
    // The day the finding starts (the first empty day, or the first day the fall held).
    QDate since;

    bool isAlert() const { return kind != Kind::Nothing; }
    const WatchEstimate &estimate(Rate which) const { return which == Rate::FormSubmit ? formSubmit : conversion; }
    // The estimate of the rate the finding is about (MayHaveHurt: its before, after, p and interval).
    const WatchEstimate &judged() const { return estimate(rate); }
};

// The one judging engine (issue "Judgement you can trust"): days in, a finding out. The watch
// (WatchJudging) and the impact card (ImpactReport) both call judge() on the same days, so the card
// and the alert never disagree. Pure: tests give it days worked out by hand
// (tests/models/tst_publishwatch.cpp); tests/bench/bench_watch_calibration replays thousands of
// simulated publishes through it.
//
// - The day is the unit: a window's rate is a ratio of summed counts, and its variance adds to the
//   binomial part the spread between days measured from the days themselves (PublishWatchStatistics).
// - Windows balanced by weekday: the days before are weighted so that each weekday counts as often
//   as it does among the days after so far.
// - A control: the page's other audiences. The estimate is the audience's change (log of after over
//   before) less the control's over the same days, so what moved the whole page is not blamed on
//   the publish. Without a usable control, the weekday-matched days before alone, and it says so.
// - A sequential test valid under daily looks: the 5 % level spent evenly over the 13 planned
//   looks (one a whole day of a 14-day watch), each look's estimate on Student's t with the
//   degrees of freedom its measured spread allows. A fall alerts on the first day its adjusted
//   p-value is below alertPValue (the form-submit rate, the second signal, below
//   secondSignalPValue): at most 3 % of publishes without a change raise it, however the looks are
//   correlated (bench_watch_calibration measures under 2 %).
// - A collapse rule: a rate at zero on whole days while sessions and the other success signal go
//   on is judged by the Poisson probability of that many empty days at the rate before (the
//   control's own movement allowed for); below collapseProbability it is "Stopped", and when both
//   signals are gone, "Tracking may be broken".
class PublishWatch
{
public:
    // How long a publish is watched, by default (a setting); and how often while the console is open.
    static constexpr int defaultWatchDays = 14;
    static constexpr int rereadIntervalHours = 6;
    // The days before the publish day the engine compares with: two of each weekday.
    static constexpr int daysBefore = 28;
    // The sequential test's level (two-sided; a fall alone alerts), spent over the planned looks.
    static constexpr double alertPValue = 0.05;
    static constexpr int plannedLooks = defaultWatchDays - 1;
    // The form-submit rate is the second signal: its fall alerts only below this (so that the two
    // rates together stay under 3 % of publishes without a change, by construction).
    static constexpr double secondSignalPValue = 0.01;
    // The gates: successes before (all days), and successes expected after at the rate before.
    static constexpr double minimumSuccessesBefore = 20;
    static constexpr double minimumExpectedAfter = 10;
    // A control is usable with sessions on every day before, and at least as many successes as the
    // audience (before, and after at its rate before), and this many before.
    static constexpr double minimumControlSuccesses = 20;
    // Empty days this unlikely at the rate before are a collapse (0.1 %).
    static constexpr double collapseProbability = 0.001;

    // `before`: the days before the publish day (up to daysBefore, oldest first); `after`: each
    // whole day since, oldest first (days with no analytics count as days with no sessions).
    static WatchFinding judge(const QList<WatchDay> &before, const QList<WatchDay> &after);
};

} // namespace Audience::Models
