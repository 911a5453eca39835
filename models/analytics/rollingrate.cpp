#include "models/analytics/rollingrate.h"

#include "models/analytics/analyticsfigures.h"

#include <algorithm>

namespace Audience::Models::RollingRate {

namespace {

// A day whose counts can be summed: its trials known and, when it has any, its successes too.
bool known(const DayCounts &day)
{
    return day.trials && (*day.trials <= 0 || day.successes);
}

} // namespace

QList<WindowRate> over(const QList<DayCounts> &days, int windowDays)
{
    windowDays = std::max(1, windowDays);
    QList<WindowRate> rates;
    rates.reserve(days.size());
    for (qsizetype last = 0; last < days.size(); ++last) {
        WindowRate window{days.at(last).day, std::nullopt, 0, 0};
        const qsizetype first = last - windowDays + 1;
        bool whole = first >= 0;
        for (qsizetype index = std::max<qsizetype>(first, 0); whole && index <= last; ++index) {
            const DayCounts &day = days.at(index);
            whole = known(day);
            if (whole && *day.trials > 0) {
                window.successes += *day.successes;
                window.trials += *day.trials;
            }
        }
        if (!whole) {
            window.successes = 0;
            window.trials = 0;
        } else if (window.trials > 0) {
            window.rate = window.successes / window.trials;
        }
        rates.append(window);
    }
    return rates;
}

DayCounts conversionsOn(QDate day, const std::optional<QList<Net::AudienceAnalytics>> &items, const QString &audienceId)
{
    DayCounts counts{day, std::nullopt, std::nullopt};
    if (!items)
        return counts;
    const AnalyticsFigures figures = AnalyticsFigures::ofLine(*items, audienceId);
    counts.successes = figures.conversions;
    counts.trials = figures.sessions;
    return counts;
}

} // namespace Audience::Models::RollingRate
