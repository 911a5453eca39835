#pragma once

#include "net/analyticstypes.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace Audience::Models {

// The figures of one audience (or of the whole page) in a range, read from an AudienceAnalytics
// item or summed from several. Counts are what rates are made of: a page-wide rate is a ratio of
// summed counts, never an average of the audiences' rates, and an average is weighted by sessions.
// A rate with nothing under it (no sessions, no bounce-eligible session) has no value: it is shown
// as "–", not 0 % (the service itself may send 0 or NaN for it).
struct AnalyticsFigures
{
    // The figures a screen can show, in the order of the table's columns.
    enum class Metric {
        Sessions,
        Conversions,
        ConversionRate,
        FormSubmits,
        FormSubmitRate,
        Bounces,
        BounceEligible,
        BounceRate,
        CtaSessions,
        AvgInteractions,
        AvgScrollDepth,
        AvgTimeSeconds,
    };
    static constexpr int metricCount = 12;
    static QList<Metric> allMetrics();

    std::optional<double> sessions;
    std::optional<double> conversions;
    std::optional<double> formSubmits;
    std::optional<double> bounces;
    std::optional<double> bounceEligible;
    std::optional<double> ctaSessions;
    // As the service computed them for one audience (over its sessions).
    std::optional<double> conversionRate;
    std::optional<double> formSubmitRate;
    std::optional<double> bounceRate;
    std::optional<double> avgInteractions;
    std::optional<double> avgScrollDepth;
    std::optional<double> avgTimeSeconds;

    // One audience's item. Missing, null and non-finite numbers have no value; a rate whose
    // denominator count is known to be 0 has none either.
    static AnalyticsFigures fromItem(const Net::AudienceAnalytics &item);
    // The page: counts summed; rates from the summed counts (a rate whose counts are missing from
    // some item is left without value rather than guessed); averages weighted by each item's sessions.
    static AnalyticsFigures total(const QList<Net::AudienceAnalytics> &items);

    std::optional<double> value(Metric metric) const;
    static bool isRate(Metric metric);
    // Lower is better (bounces, bounce rate): a rise is coloured as bad.
    static bool lowerIsBetter(Metric metric);
};

// A figure against the same figure in the previous period.
struct FigureDelta
{
    enum class Direction { Up, Down, Same, Unknown };
    Direction direction = Direction::Unknown;
    // (current - previous) / previous; absent when previous is 0 or either value is missing.
    std::optional<double> relative;
    // current - previous (percentage points for a rate, as a fraction: 0.012 = 1.2 pp).
    std::optional<double> absolute;
    // Whether the change is good news for the metric (a fall in bounce rate is), when known.
    std::optional<bool> improved;

    static FigureDelta between(std::optional<double> current, std::optional<double> previous,
                               AnalyticsFigures::Metric metric);
};

// How figures read in the console: rates as percentages, times as "2 min 5 s", counts with the
// locale's separators; no value as "–".
class FigureText
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::FigureText)
public:
    static QString noValue() { return QStringLiteral("–"); }
    static QString format(AnalyticsFigures::Metric metric, std::optional<double> value, const QLocale &locale = QLocale());
    // "▲ 12.5 %", "▼ 3.0 %", "= 0 %", "new" (previous was 0), "" when unknown.
    static QString delta(const FigureDelta &delta, const QLocale &locale = QLocale());
    // The column header / tile title of a metric ("Conversion rate").
    static QString metricName(AnalyticsFigures::Metric metric);
    // A sentence on how the figure is computed, for tooltips.
    static QString metricExplanation(AnalyticsFigures::Metric metric);
    static QString duration(double seconds, const QLocale &locale = QLocale());
};

} // namespace Audience::Models
