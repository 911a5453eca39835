#pragma once

#include <QtGlobal>

#include <optional>

namespace Audience::Models::PublishWatchStatistics {

// The statistics under the judging engine (PublishWatch), pure and small so that each can be
// checked with numbers worked out by hand (tests/models/tst_publishwatchstatistics.cpp).
//
// The day is the unit. A window's rate is a ratio of summed counts, each day weighted (the weights
// balance the weekdays of "before" against those of "after"); its variance on the log scale is
// the binomial part plus a between-day part tau², which is measured from the days themselves
// (DerSimonian and Laird's method of moments, as in a random-effects meta-analysis: each day a
// study), never assumed away.

// One window of one series, accumulated day by day: sum of w·successes, w·trials, w²·trials and
// w²·trials² (what the variance needs).
struct Window
{
    double successes = 0;
    double trials = 0;
    double weightedTrials2 = 0; // sum of w² · trials
    double weightedTrialsSquared2 = 0; // sum of w² · trials²

    void add(double daySuccesses, double dayTrials, double weight = 1);
    bool isEmpty() const { return trials <= 0; }
    // The rate, with half a success added so that a window without one still has a logarithm.
    double rate() const;
    double logRate() const;
    // Var(log rate) from the binomial part alone: (1 − p) Σw²n / (p (Σwn)²).
    double binomialVariance() const;
    // The between-day part per unit of tau²: Σw²n² / (Σwn)² (1 / days for equal days).
    double spreadFactor() const;
};

// One day's log rate and its binomial variance, half a success added (a day without one stays finite):
// log((y + 0.5) / (n + 0.5)) and 1 / (y + 0.5) − 1 / (n + 0.5).
struct DayLog
{
    double value = 0;
    double variance = 0;
};
DayLog dayLog(double successes, double trials);

// The between-day variance tau² of a set of day values with known within-day variances, by the
// method of moments (DerSimonian & Laird 1986), each group of days around its own weighted mean
// (before and after apart, so a real change does not pass for spread). Accumulate, then tau2().
class BetweenDaySpread
{
public:
    // A group's days: call add() for each, then endGroup().
    void add(double value, double variance);
    void endGroup();
    double tau2() const; // max(0, (Q − df) / c); 0 with fewer than 3 days
    int days() const { return m_days; }
    int df() const { return m_days - m_groups; }
    // The days' own variance, on average (what the estimate of tau² is as uncertain as, with it).
    double meanVariance() const { return m_days > 0 ? m_sumVariance / m_days : 0; }

private:
    double m_q = 0, m_c = 0, m_sumVariance = 0, m_openVariance = 0;
    int m_days = 0, m_groups = 0;
    // The open group.
    double m_w = 0, m_w2 = 0, m_wx = 0, m_wx2 = 0;
    int m_groupDays = 0;
};

// A sequential test valid under daily looks: the level alpha spent evenly over the planned looks
// (Bonferroni: valid however the looks are correlated, and they are, sharing the days before).
// Each look's estimate `theta`, with variance `variance`, is compared on Student's t with `df`
// degrees of freedom (Satterthwaite's, from the days the spread was measured on: infinite when the
// spread adds nothing).
inline constexpr double infiniteDf = 1e9;
// Satterthwaite's degrees of freedom of variance = known + tau2 · factor, tau2 measured on `dfDays`.
double degreesOfFreedom(double variance, double spreadPart, int dfDays);
// The probability that Student's t on `df` degrees of freedom exceeds t (the normal's beyond
// infiniteDf): ½ I_{df / (df + t²)}(df / 2, ½), the regularized incomplete beta by its continued
// fraction (Numerical Recipes, 6.4).
double upperTail(double t, double df = infiniteDf);
// This look's p-value (two-sided), adjusted for `plannedLooks` looks: min(1, looks · 2 · P(T > |θ| / √V)).
double sequentialP(double theta, double variance, double df, int plannedLooks);
struct Interval
{
    double low = 0;
    double high = 0;
};
// The look's interval at two-sided level `alpha` spent over `plannedLooks` looks.
Interval sequentialInterval(double theta, double variance, double df, int plannedLooks, double alpha);

// The probability of seeing no success at all when `expected` were expected (Poisson): e^−expected.
double probabilityOfNone(double expected);

} // namespace Audience::Models::PublishWatchStatistics
