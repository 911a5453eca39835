#pragma once

#include "models/analytics/impactstatistics.h"
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
        CtaRate,
        AvgInteractions,
        AvgScrollDepth,
        AvgTimeSeconds,
    };
    static constexpr int metricCount = 13;
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
    // The service sends no CTA rate: it is always CTA sessions over sessions.
    std::optional<double> ctaRate;
    std::optional<double> avgInteractions;
    std::optional<double> avgScrollDepth;
    std::optional<double> avgTimeSeconds;

    // One audience's item. Missing, null and non-finite numbers have no value; a rate whose
    // denominator count is known to be 0 has none either.
    static AnalyticsFigures fromItem(const Net::AudienceAnalytics &item);
    // The page: counts summed; rates from the summed counts (a rate whose counts are missing from
    // some item is left without value rather than guessed); averages weighted by each item's sessions.
    static AnalyticsFigures total(const QList<Net::AudienceAnalytics> &items);
    // One line of a day's answer: the page's total (empty audienceId) or one audience's figures. An
    // audience missing from the answer had no session that day: its figures are zero.
    static AnalyticsFigures ofLine(const QList<Net::AudienceAnalytics> &items, const QString &audienceId);

    std::optional<double> value(Metric metric) const;
    static bool isRate(Metric metric);

    // Honest about small numbers (issue "Did it work"). A rate's n: the sessions it is a share of
    // (the bounce-eligible ones for the bounce rate), and its successes; nullopt for a figure that
    // is not a rate, or a count unknown.
    std::optional<double> trialsOf(Metric rate) const;
    std::optional<double> successesOf(Metric rate) const;
    // The rate's Wilson 95 % interval from its counts (nullopt without sessions or counts).
    std::optional<ImpactStatistics::Interval> interval(Metric rate) const;
    // Below this many sessions a rate is shown dimmed, with "few sessions": one session more or less
    // moves it by several points.
    static constexpr double fewSessionsBelow = 30;
    // A rate with some sessions under it, but fewer than fewSessionsBelow.
    bool hasFewSessions(Metric rate) const;
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
    // The n under a rate, for a tile: "of 1,234 sessions", "of 980 bounce-eligible sessions"
    // (the default locale's separators); "" for a figure that is not a rate or an unknown count.
    static QString basis(AnalyticsFigures::Metric rate, const AnalyticsFigures &figures);
    // The same, short, for a table cell: "of 1,234".
    static QString shortBasis(AnalyticsFigures::Metric rate, const AnalyticsFigures &figures,
                              const QLocale &locale = QLocale());
    // The words beside a dimmed rate.
    static QString fewSessions();
    // `basis` and, when few, "few sessions": "of 24 sessions · few sessions".
    static QString basisWithWarning(const QString &basis, bool few);
    // The rate's Wilson interval in words, with what a few sessions mean when they are few; "" when
    // there is no interval.
    static QString interval(AnalyticsFigures::Metric rate, const AnalyticsFigures &figures,
                            const QLocale &locale = QLocale());
};

} // namespace Audience::Models
