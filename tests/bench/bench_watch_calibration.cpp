// bench_watch_calibration (issue "Judgement you can trust", item 2): the judging engine replayed on
// simulated publishes, thousands per case, exactly as the watch and the impact card call it:
// PublishWatch::judge(the 14 days before the publish day, every whole day after so far), once a
// day from the first whole day after to the 13th, the alert counted on the first day it fires.
//
// The world simulated (every number here is an assumption, printed with the table):
//   - an audience with N sessions a day (Poisson), converting at 10 % and submitting forms at 4 %;
//     the page's other audiences (the control): four more like it, 4 N sessions a day at the same rates;
//   - patterns: independent days; weekends (Saturday and Sunday) with 40 % fewer sessions and a
//     20 % lower rate, on the whole page; a 10 % lognormal day-to-day spread of each series' rates
//     (drawn apart for the audience and the control, which sums four audiences like it: 5 %; the
//     control does not cancel it); both; both
//     with a 3-day dip of the whole page (days 2 to 4 after: sessions and rates halved, the control
//     alike); both without a control (the page's only audience: the engine falls back on the days
//     before);
//   - every case publishes on every weekday (the publish's weekday cycles through the week);
//   - effects on the audience alone, from the publish on: none (every alert is a false alarm); a
//     30 % fall of the conversion rate; conversions stopped while form submits go on.
// Printed: per case, the false-alarm rate per publish; for the fall and the stop, the share detected
// (within the 13 days, within 7, within 2) and the median day of detection. Figures for
// docs/analytics.md and docs/performance.md, never assertions.
#include "models/analytics/publishwatch.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace Audience::Models;

namespace {

constexpr int daysAfterWatched = 13; // the whole days of a 14-day watch
constexpr double conversionRate = 0.10;
constexpr double formSubmitRate = 0.04;
constexpr double controlShare = 4.0; // the control: four other audiences like this one

enum class Effect { None, Fall30, Stop };

struct Pattern
{
    const char *name;
    bool weekends = false;
    bool spread = false;
    bool pageDip = false;
    bool control = true;
};

struct Outcome
{
    int alerted = 0;
    int collapses = 0; // of the alerts, those of the collapse rule (stopped, tracking)
    int within7 = 0;
    int within2 = 0;
    std::vector<int> days;
};

class World
{
public:
    World(const Pattern &pattern, double sessionsADay, quint64 seed)
        : m_pattern(pattern)
        , m_sessions(sessionsADay)
        , m_random(seed)
    {
    }

    // One publish on `publishDay`: the days before and the 13 whole days after.
    void simulate(QDate publishDay, Effect effect, QList<WatchDay> &before, QList<WatchDay> &after)
    {
        before.clear();
        after.clear();
        for (int offset = -PublishWatch::daysBefore; offset <= daysAfterWatched; ++offset) {
            if (offset == 0)
                continue; // the publish day is left out
            const WatchDay day = dayOf(publishDay.addDays(offset), offset, effect);
            (offset < 0 ? before : after).append(day);
        }
    }

private:
    WatchDay dayOf(QDate date, int offset, Effect effect)
    {
        const bool weekend = m_pattern.weekends && date.dayOfWeek() >= 6;
        const bool dip = m_pattern.pageDip && offset >= 2 && offset <= 4;
        const double sessionFactor = (weekend ? 0.6 : 1.0) * (dip ? 0.5 : 1.0);
        const double rateFactor = (weekend ? 0.8 : 1.0) * (dip ? 0.5 : 1.0);
        WatchDay day;
        day.day = date;
        double mine = rateFactor * spread();
        double conversionEffect = 1;
        if (offset > 0 && effect == Effect::Fall30)
            conversionEffect = 0.7;
        if (offset > 0 && effect == Effect::Stop)
            conversionEffect = 0;
        day.sessions = poisson(m_sessions * sessionFactor);
        day.conversions = binomial(day.sessions, conversionRate * mine * conversionEffect);
        day.formSubmits = binomial(day.sessions, formSubmitRate * mine);
        if (m_pattern.control) {
            const double others = rateFactor * spread(0.05);
            day.controlSessions = poisson(m_sessions * controlShare * sessionFactor);
            day.controlConversions = binomial(day.controlSessions, conversionRate * others);
            day.controlFormSubmits = binomial(day.controlSessions, formSubmitRate * others);
        }
        return day;
    }

    // Lognormal with a mean of 1: 10 % for one audience; 5 % for the control, the sum of four others.
    double spread(double sigma = 0.1)
    {
        if (!m_pattern.spread)
            return 1;
        return std::exp(std::normal_distribution<double>(-sigma * sigma / 2, sigma)(m_random));
    }
    qint64 poisson(double mean) { return std::poisson_distribution<qint64>(mean)(m_random); }
    qint64 binomial(qint64 trials, double p)
    {
        if (trials <= 0 || p <= 0)
            return 0;
        return std::binomial_distribution<qint64>(trials, std::min(p, 1.0))(m_random);
    }

    Pattern m_pattern;
    double m_sessions;
    std::mt19937_64 m_random;
};

// The watch's looks, day after day, until the first alert: the day it fired (0: none in 13 days),
// and its kind.
std::pair<int, WatchFinding::Kind> firstAlert(const QList<WatchDay> &before, const QList<WatchDay> &after, Effect effect)
{
    for (int days = 1; days <= after.size(); ++days) {
        const WatchFinding finding = PublishWatch::judge(before, after.mid(0, days));
        if (!finding.isAlert())
            continue;
        // A stop counts when it is about conversions; any alert counts for the fall.
        if (effect == Effect::Stop && finding.kind != WatchFinding::Kind::TrackingMayBeBroken && finding.rate != WatchFinding::Rate::Conversion)
            continue;
        return {days, finding.kind};
    }
    return {0, WatchFinding::Kind::Nothing};
}

Outcome replay(const Pattern &pattern, double sessionsADay, Effect effect, int publishes, quint64 seed)
{
    World world(pattern, sessionsADay, seed);
    Outcome outcome;
    QList<WatchDay> before, after;
    const QDate monday(2026, 3, 2);
    for (int i = 0; i < publishes; ++i) {
        world.simulate(monday.addDays(7 * (i / 7) + i % 7), effect, before, after);
        const auto [day, kind] = firstAlert(before, after, effect);
        if (day == 0)
            continue;
        ++outcome.alerted;
        outcome.collapses += kind != WatchFinding::Kind::MayHaveHurt;
        outcome.within7 += day <= 7;
        outcome.within2 += day <= 2;
        outcome.days.push_back(day);
    }
    return outcome;
}

double percent(int part, int whole)
{
    return whole > 0 ? 100.0 * part / whole : 0;
}

int medianDay(std::vector<int> days)
{
    if (days.empty())
        return 0;
    std::sort(days.begin(), days.end());
    return days[days.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    int publishes = 2000;
    double onlySessions = 0; // --sessions N: that traffic alone
    int onlyPattern = -1; // --pattern I: that pattern alone (0 = the first)
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--publishes") == 0)
            publishes = std::max(7, std::atoi(argv[i + 1]));
        if (std::strcmp(argv[i], "--sessions") == 0)
            onlySessions = std::atof(argv[i + 1]);
        if (std::strcmp(argv[i], "--pattern") == 0)
            onlyPattern = std::atoi(argv[i + 1]);
    }
    const std::vector<Pattern> patterns{
        {"independent days", false, false, false, true},
        {"weekends", true, false, false, true},
        {"10 % day spread", false, true, false, true},
        {"weekends + spread", true, true, false, true},
        {"both + 3-day page dip", true, true, true, true},
        {"both, no control", true, true, false, false},
    };
    const std::vector<double> traffic{40, 200, 500, 5000};
    QElapsedTimer clock;
    clock.start();
    std::printf("%d simulated publishes per case, on every weekday; conversion 10 %%, form submit 4 %%, the control "
                "four audiences like it (4x the sessions); %d days before; alert level %.2f (form submits %.2f) spent over "
                "%d looks; collapse below %.1f %%\n\n",
                publishes, PublishWatch::daysBefore, PublishWatch::alertPValue, PublishWatch::secondSignalPValue,
                PublishWatch::plannedLooks, PublishWatch::collapseProbability * 100);
    std::printf("| sessions a day | pattern | false alarms (of them collapse rule) | 30 %% fall: detected (≤ 7 days) | median day | stop: detected (≤ 2 days) | median day |\n");
    std::printf("|---:|---|---:|---:|---:|---:|---:|\n");
    for (const double sessions : traffic) {
        for (std::size_t p = 0; p < patterns.size(); ++p) {
            const Pattern &pattern = patterns[p];
            if ((onlySessions > 0 && sessions != onlySessions) || (onlyPattern >= 0 && int(p) != onlyPattern))
                continue;
            // A seed per case, whatever else runs: a case alone gives the figures it gives in the table.
            quint64 seed = 20261129 + quint64(sessions) * 100 + p * 10;
            const Outcome none = replay(pattern, sessions, Effect::None, publishes, ++seed);
            const Outcome fall = replay(pattern, sessions, Effect::Fall30, publishes, ++seed);
            const Outcome stop = replay(pattern, sessions, Effect::Stop, publishes, ++seed);
            std::printf("| %.0f | %s | %.1f %% (%.1f %%) | %.1f %% (%.1f %%) | %d | %.1f %% (%.1f %%) | %d |\n", sessions, pattern.name,
                        percent(none.alerted, publishes), percent(none.collapses, publishes), percent(fall.alerted, publishes), percent(fall.within7, publishes),
                        medianDay(fall.days), percent(stop.alerted, publishes), percent(stop.within2, publishes),
                        medianDay(stop.days));
            std::fflush(stdout);
        }
    }
    std::printf("\n(%.1f s)\n", double(clock.elapsed()) / 1000);
    return 0;
}
