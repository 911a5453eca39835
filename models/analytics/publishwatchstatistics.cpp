#include "models/analytics/publishwatchstatistics.h"

#include <algorithm>
#include <cmath>

namespace Audience::Models::PublishWatchStatistics {

void Window::add(double daySuccesses, double dayTrials, double weight)
{
    if (weight <= 0 || dayTrials <= 0)
        return;
    successes += weight * daySuccesses;
    trials += weight * dayTrials;
    weightedTrials2 += weight * weight * dayTrials;
    weightedTrialsSquared2 += weight * weight * dayTrials * dayTrials;
}

double Window::rate() const
{
    return trials > 0 ? (successes + 0.5) / trials : 0;
}

double Window::logRate() const
{
    return std::log(rate());
}

double Window::binomialVariance() const
{
    if (trials <= 0)
        return 0;
    const double p = std::min(rate(), 1.0);
    return (1 - p) * weightedTrials2 / (p * trials * trials);
}

double Window::spreadFactor() const
{
    return trials > 0 ? weightedTrialsSquared2 / (trials * trials) : 0;
}

DayLog dayLog(double successes, double trials)
{
    return {std::log((successes + 0.5) / (trials + 0.5)), 1 / (successes + 0.5) - 1 / (trials + 0.5)};
}

void BetweenDaySpread::add(double value, double variance)
{
    if (!(variance > 0) || !std::isfinite(value))
        return;
    const double w = 1 / variance;
    m_w += w;
    m_w2 += w * w;
    m_wx += w * value;
    m_wx2 += w * value * value;
    m_openVariance += variance;
    ++m_groupDays;
}

void BetweenDaySpread::endGroup()
{
    if (m_groupDays >= 2) {
        // Q = Σw(x − x̄)² = Σwx² − (Σwx)² / Σw; its expectation under no spread is days − 1.
        m_q += m_wx2 - m_wx * m_wx / m_w;
        m_c += m_w - m_w2 / m_w;
        m_days += m_groupDays;
        m_sumVariance += m_openVariance;
        ++m_groups;
    }
    m_w = m_w2 = m_wx = m_wx2 = m_openVariance = 0;
    m_groupDays = 0;
}

double BetweenDaySpread::tau2() const
{
    const int df = m_days - m_groups;
    if (m_days < 3 || df < 1 || m_c <= 0)
        return 0;
    return std::max(0.0, (m_q - df) / m_c);
}

double degreesOfFreedom(double variance, double spreadPart, int dfDays)
{
    if (!(spreadPart > 0) || dfDays < 1)
        return infiniteDf;
    const double share = spreadPart / variance;
    return std::min(infiniteDf, double(dfDays) / (share * share));
}

namespace {

// The continued fraction of the incomplete beta (Numerical Recipes' betacf).
double betaFraction(double a, double b, double x)
{
    constexpr double tiny = 1e-300;
    double c = 1, d = 1 - (a + b) * x / (a + 1);
    d = 1 / (std::fabs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 300; ++m) {
        const double m2 = 2.0 * m;
        double aa = m * (b - m) * x / ((a - 1 + m2) * (a + m2));
        d = 1 + aa * d;
        d = 1 / (std::fabs(d) < tiny ? tiny : d);
        c = 1 + aa / c;
        c = std::fabs(c) < tiny ? tiny : c;
        h *= d * c;
        aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + 1 + m2));
        d = 1 + aa * d;
        d = 1 / (std::fabs(d) < tiny ? tiny : d);
        c = 1 + aa / c;
        c = std::fabs(c) < tiny ? tiny : c;
        const double step = d * c;
        h *= step;
        if (std::fabs(step - 1) < 1e-14)
            break;
    }
    return h;
}

// The regularized incomplete beta I_x(a, b).
double incompleteBeta(double a, double b, double x)
{
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const double front = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log(1 - x));
    if (x < (a + 1) / (a + b + 2))
        return front * betaFraction(a, b, x) / a;
    return 1 - front * betaFraction(b, a, 1 - x) / b;
}

} // namespace

double upperTail(double t, double df)
{
    if (df >= infiniteDf)
        return 0.5 * std::erfc(t / std::sqrt(2.0));
    const double tail = 0.5 * incompleteBeta(df / 2, 0.5, df / (df + t * t));
    return t >= 0 ? tail : 1 - tail;
}

double sequentialP(double theta, double variance, double df, int plannedLooks)
{
    if (!(variance > 0))
        return 1;
    return std::min(1.0, double(std::max(plannedLooks, 1)) * 2 * upperTail(std::fabs(theta) / std::sqrt(variance), df));
}

namespace {

// The standard normal's quantile, by bisection on its tail.
double normalQuantile(double upper)
{
    // Asked again and again for the same level (one per number of looks): kept per thread.
    thread_local double lastUpper = -1, lastQuantile = 0;
    if (upper == lastUpper)
        return lastQuantile;
    double low = 0, high = 40;
    for (int i = 0; i < 60; ++i) {
        const double mid = (low + high) / 2;
        (upperTail(mid) > upper ? low : high) = mid;
    }
    lastUpper = upper;
    lastQuantile = high;
    return high;
}

// Student's t quantile: the Cornish-Fisher expansion in 1 / df (Abramowitz & Stegun 26.7.5) from
// the normal's, exact to about 0.1 % from 8 degrees of freedom; by bisection below that.
double tQuantile(double upper, double df)
{
    const double z = normalQuantile(upper);
    if (df >= infiniteDf)
        return z;
    if (df >= 8) {
        const double z2 = z * z, z3 = z2 * z, z5 = z3 * z2, z7 = z5 * z2, z9 = z7 * z2;
        const double g1 = (z3 + z) / 4;
        const double g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
        const double g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
        const double g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
        return z + g1 / df + g2 / (df * df) + g3 / (df * df * df) + g4 / (df * df * df * df);
    }
    double low = 0, high = 1000;
    for (int i = 0; i < 60; ++i) {
        const double mid = (low + high) / 2;
        (upperTail(mid, df) > upper ? low : high) = mid;
    }
    return high;
}

} // namespace

Interval sequentialInterval(double theta, double variance, double df, int plannedLooks, double alpha)
{
    const double half = tQuantile(alpha / (2 * double(std::max(plannedLooks, 1))), df) * std::sqrt(std::max(variance, 0.0));
    return {theta - half, theta + half};
}

double probabilityOfNone(double expected)
{
    return std::exp(-std::max(expected, 0.0));
}

} // namespace Audience::Models::PublishWatchStatistics
