#include "models/analytics/publishwatch.h"

#include "models/analytics/publishwatchstatistics.h"

#include <array>
#include <cmath>

namespace Audience::Models {

namespace {

namespace S = PublishWatchStatistics;
using Rate = RateComparison::Rate;

double successesOf(const WatchDay &day, Rate rate)
{
    return double(rate == Rate::FormSubmit ? day.formSubmits : day.conversions);
}

double controlSuccessesOf(const WatchDay &day, Rate rate)
{
    return double(rate == Rate::FormSubmit ? day.controlFormSubmits : day.controlConversions);
}

Rate otherRate(Rate rate)
{
    return rate == Rate::FormSubmit ? Rate::Conversion : Rate::FormSubmit;
}

// The page's other audiences can serve as the control of `rate`: sessions on every day before,
// and at least as many successes as the audience itself, before and after (a control noisier than
// the audience would hide more than it explains), and enough for their own rate to mean something.
// It depends on the control's size alone, never on how the audience fared.
bool controlUsable(const QList<WatchDay> &before, const QList<WatchDay> &after, Rate rate)
{
    if (before.isEmpty())
        return false;
    double controlBefore = 0, mineBefore = 0, controlAfter = 0, mineExpectedAfter = 0, mineSessionsBefore = 0;
    for (const WatchDay &day : before) {
        if (day.controlSessions <= 0)
            return false;
        controlBefore += controlSuccessesOf(day, rate);
        mineBefore += successesOf(day, rate);
        mineSessionsBefore += double(day.sessions);
    }
    for (const WatchDay &day : after) {
        controlAfter += controlSuccessesOf(day, rate);
        // What the audience would have had at its rate before: its own result does not choose its baseline.
        mineExpectedAfter += mineSessionsBefore > 0 ? double(day.sessions) * mineBefore / mineSessionsBefore : 0;
    }
    return controlBefore >= std::max(PublishWatch::minimumControlSuccesses, mineBefore) && controlAfter >= mineExpectedAfter;
}

// Weights of the days before, so that each weekday counts among them as often as among the first
// `looked` days after (equal weights when a weekday after has no day before to match it).
QList<double> weekdayWeights(const QList<WatchDay> &before, const QList<WatchDay> &after, qsizetype looked)
{
    std::array<int, 8> afterCount{};
    std::array<int, 8> beforeCount{};
    for (qsizetype i = 0; i < looked; ++i)
        ++afterCount[after[i].day.dayOfWeek() % 8];
    for (const WatchDay &day : before)
        ++beforeCount[day.day.dayOfWeek() % 8];
    QList<double> weights(before.size(), 1.0);
    for (int weekday = 0; weekday < 8; ++weekday) {
        if (afterCount[weekday] > 0 && beforeCount[weekday] == 0)
            return weights;
    }
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int weekday = before[i].day.dayOfWeek() % 8;
        weights[i] = double(afterCount[weekday]) / double(beforeCount[weekday]);
    }
    return weights;
}

// One look: the estimate on the days before and the first `looked` days after.
struct Look
{
    S::Window mineBefore, mineAfter, controlBefore, controlAfter;
    double theta = 0;
    double variance = 0;
    double df = PublishWatchStatistics::infiniteDf;
    bool gated = false;
};

void addDayToSpread(S::BetweenDaySpread &spread, const WatchDay &day, Rate rate, bool control)
{
    if (day.sessions <= 0 || (control && day.controlSessions <= 0))
        return;
    S::DayLog value = S::dayLog(successesOf(day, rate), double(day.sessions));
    if (control) {
        const S::DayLog others = S::dayLog(controlSuccessesOf(day, rate), double(day.controlSessions));
        value = {value.value - others.value, value.variance + others.variance};
    }
    spread.add(value.value, value.variance);
}

Look lookAt(const QList<WatchDay> &before, const QList<WatchDay> &after, qsizetype looked, Rate rate, bool control,
            double successesBefore)
{
    Look look;
    const QList<double> weights = weekdayWeights(before, after, looked);
    S::BetweenDaySpread spread;
    for (qsizetype i = 0; i < before.size(); ++i) {
        const WatchDay &day = before[i];
        look.mineBefore.add(successesOf(day, rate), double(day.sessions), weights[i]);
        if (control)
            look.controlBefore.add(controlSuccessesOf(day, rate), double(day.controlSessions), weights[i]);
        addDayToSpread(spread, day, rate, control);
    }
    spread.endGroup();
    for (qsizetype i = 0; i < looked; ++i) {
        const WatchDay &day = after[i];
        look.mineAfter.add(successesOf(day, rate), double(day.sessions));
        if (control)
            look.controlAfter.add(controlSuccessesOf(day, rate), double(day.controlSessions));
        addDayToSpread(spread, day, rate, control);
    }
    spread.endGroup();
    if (look.mineBefore.isEmpty() || look.mineAfter.isEmpty() || (control && (look.controlBefore.isEmpty() || look.controlAfter.isEmpty())))
        return look;
    const double expectedAfter = look.mineAfter.trials * look.mineBefore.successes / look.mineBefore.trials;
    look.gated = successesBefore >= PublishWatch::minimumSuccessesBefore && expectedAfter >= PublishWatch::minimumExpectedAfter;
    look.theta = look.mineAfter.logRate() - look.mineBefore.logRate();
    const double spreadPart = spread.tau2() * (look.mineBefore.spreadFactor() + look.mineAfter.spreadFactor());
    look.variance = look.mineBefore.binomialVariance() + look.mineAfter.binomialVariance() + spreadPart;
    if (control) {
        look.theta -= look.controlAfter.logRate() - look.controlBefore.logRate();
        look.variance += look.controlBefore.binomialVariance() + look.controlAfter.binomialVariance();
    }
    // tau² is measured on few days, and no more precisely than the days' own noise allows: the
    // part of the variance that rests on it is that uncertain (Satterthwaite's degrees of freedom).
    const double uncertainPart = (spread.tau2() + spread.meanVariance()) * (look.mineBefore.spreadFactor() + look.mineAfter.spreadFactor());
    look.df = S::degreesOfFreedom(look.variance, std::min(uncertainPart, look.variance), spread.df());
    return look;
}

double ratio(const S::Window &window)
{
    return window.trials > 0 ? window.successes / window.trials : 0;
}

// Every look from the first day after to the last, as the watch makes them day by day: the
// p-value adjusted for the planned looks, its smallest so far, and the intersection of the looks' intervals.
WatchEstimate estimate(const QList<WatchDay> &before, const QList<WatchDay> &after, Rate rate, bool control)
{
    WatchEstimate result;
    result.rate = rate;
    double successesBefore = 0;
    for (const WatchDay &day : before)
        successesBefore += successesOf(day, rate);
    std::optional<S::Interval> carried;
    Look last;
    const int looks = std::max(PublishWatch::plannedLooks, int(after.size()));
    for (qsizetype looked = 1; looked <= after.size(); ++looked) {
        const Look look = lookAt(before, after, looked, rate, control, successesBefore);
        last = look;
        if (!look.gated || !(look.variance > 0))
            continue;
        const double p = S::sequentialP(look.theta, look.variance, look.df, looks);
        const S::Interval now = S::sequentialInterval(look.theta, look.variance, look.df, looks, PublishWatch::alertPValue);
        // The intervals hold together (the level is spent over all the looks), so their
        // intersection is valid too, and agrees with the smallest p-value: 0 is outside it
        // exactly when some look's p went below the level.
        if (carried && std::max(carried->low, now.low) <= std::min(carried->high, now.high))
            carried = S::Interval{std::max(carried->low, now.low), std::min(carried->high, now.high)};
        else
            carried = now;
        result.pValue = std::min(result.pValue, p);
        const double level = rate == Rate::FormSubmit ? PublishWatch::secondSignalPValue : PublishWatch::alertPValue;
        if (!result.fellSince.isValid() && look.theta < 0 && p < level)
            result.fellSince = after[looked - 1].day;
    }
    result.judged = last.gated && carried.has_value();
    result.daysAfter = int(after.size());
    result.before = ratio(last.mineBefore);
    result.after = ratio(last.mineAfter);
    if (control) {
        result.controlBefore = ratio(last.controlBefore);
        result.controlAfter = ratio(last.controlAfter);
    }
    result.change = std::expm1(last.theta);
    if (carried) {
        result.low = std::expm1(carried->low);
        result.high = std::expm1(carried->high);
    }
    return result;
}

// The worst run of whole days after with none of `rate` while sessions went on (and, unless
// `bothSignals`, while the other signal did not stop too): its length, the successes expected on
// it at the rate before (moved as the control moved, when there is one), and the Poisson chance of none.
struct EmptyRun
{
    qsizetype first = -1;
    int days = 0;
    double expected = 0;
    double chance = 1;
};

EmptyRun worstEmptyRun(const QList<WatchDay> &before, const QList<WatchDay> &after, Rate rate, bool bothSignals, bool control)
{
    double sessions = 0, mine = 0, other = 0, controlSessions = 0, controlMine = 0, controlOther = 0;
    for (const WatchDay &day : before) {
        sessions += double(day.sessions);
        mine += successesOf(day, rate);
        other += successesOf(day, otherRate(rate));
        controlSessions += double(day.controlSessions);
        controlMine += controlSuccessesOf(day, rate);
        controlOther += controlSuccessesOf(day, otherRate(rate));
    }
    EmptyRun worst;
    if (before.isEmpty() || sessions <= 0)
        return worst;
    // What a day is expected to bring of one rate: its sessions at the rate before, times how the
    // control's rate moved that day (never more than before: a control that rose proves nothing).
    const auto expectedOn = [&](const WatchDay &day, double successesBefore, double controlBefore, Rate which) {
        double moved = 1;
        if (control && controlBefore > 0 && controlSessions > 0 && day.controlSessions > 0) {
            const double controlRate = controlBefore / controlSessions;
            moved = std::min(1.0, (controlSuccessesOf(day, which) + 0.5) / double(day.controlSessions) / controlRate);
        }
        return double(day.sessions) * successesBefore / sessions * moved;
    };
    EmptyRun run;
    double otherSeen = 0;
    for (qsizetype i = 0; i <= after.size(); ++i) {
        // A day with sessions counts as much as its sessions make it expected to convert: a quiet
        // day weighs little, and a day with none ends the run (it says nothing).
        const bool empty = i < after.size() && after[i].sessions > 0 && successesOf(after[i], rate) == 0
            && (!bothSignals || successesOf(after[i], otherRate(rate)) == 0);
        if (empty) {
            if (run.first < 0) {
                run = {i, 0, 0, 1};
                otherSeen = 0;
            }
            ++run.days;
            double expected = expectedOn(after[i], mine, controlMine, rate);
            if (bothSignals)
                expected = std::max(expected, expectedOn(after[i], other, controlOther, otherRate(rate)));
            run.expected += expected;
            otherSeen += successesOf(after[i], otherRate(rate));
            continue;
        }
        if (run.first >= 0) {
            run.chance = S::probabilityOfNone(run.expected);
            // A rate that stopped alone needs the other signal still going on.
            if ((bothSignals || otherSeen > 0) && run.chance < worst.chance)
                worst = run;
            run = {};
        }
    }
    return worst;
}

void describeRun(WatchFinding &finding, const EmptyRun &run, const QList<WatchDay> &before, const QList<WatchDay> &after, double successesADay)
{
    finding.since = after[run.first].day;
    finding.emptyDays = run.days;
    finding.expected = run.expected;
    finding.chanceOfNone = run.chance;
    finding.successesADayBefore = before.isEmpty() ? 0 : successesADay / double(before.size());
}

} // namespace

WatchFinding PublishWatch::judge(const QList<WatchDay> &before, const QList<WatchDay> &after)
{
    WatchFinding finding;
    const bool controlled = controlUsable(before, after, Rate::Conversion);
    // The collapse rule allows for how the control moved whenever it had its days before (a
    // control that fell silent too says the whole page did).
    const bool controlSeenBefore = controlUsable(before, {}, Rate::Conversion);
    finding.baseline = controlled ? WatchFinding::Baseline::Control : WatchFinding::Baseline::DaysBefore;
    if (before.isEmpty() || after.isEmpty())
        return finding;
    finding.conversion = estimate(before, after, Rate::Conversion, controlled);
    finding.formSubmit = estimate(before, after, Rate::FormSubmit, controlled && controlUsable(before, after, Rate::FormSubmit));
    finding.judgeable = finding.conversion.judged || finding.formSubmit.judged ? WatchFinding::Judgeable::Judged
                                                                               : WatchFinding::Judgeable::TooFewSuccesses;
    double conversionsBefore = 0, formSubmitsBefore = 0;
    for (const WatchDay &day : before) {
        conversionsBefore += double(day.conversions);
        formSubmitsBefore += double(day.formSubmits);
    }

    // A collapse explains a fall better than the fall does; both signals gone, better still.
    const EmptyRun silent = worstEmptyRun(before, after, Rate::Conversion, true, controlSeenBefore);
    if (silent.days > 0 && silent.chance < collapseProbability) {
        finding.kind = WatchFinding::Kind::TrackingMayBeBroken;
        describeRun(finding, silent, before, after, conversionsBefore + formSubmitsBefore);
        return finding;
    }
    for (const Rate rate : {Rate::Conversion, Rate::FormSubmit}) {
        const EmptyRun stopped = worstEmptyRun(before, after, rate, false, controlSeenBefore);
        if (stopped.days > 0 && stopped.chance < collapseProbability) {
            finding.kind = WatchFinding::Kind::Stopped;
            finding.rate = rate;
            describeRun(finding, stopped, before, after, rate == Rate::FormSubmit ? formSubmitsBefore : conversionsBefore);
            return finding;
        }
    }
    for (const Rate rate : {Rate::Conversion, Rate::FormSubmit}) {
        const WatchEstimate &fall = finding.estimate(rate);
        if (!fall.fell())
            continue;
        finding.kind = WatchFinding::Kind::MayHaveHurt;
        finding.rate = rate;
        finding.since = fall.fellSince;
        return finding;
    }
    return finding;
}

} // namespace Audience::Models
