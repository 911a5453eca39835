#include "models/analytics/analyticsfigures.h"

#include <algorithm>

#include <QLocale>

#include <cmath>

namespace Audience::Models {

using Metric = AnalyticsFigures::Metric;

namespace {

std::optional<double> number(const Net::OptionalNullable<double> &field)
{
    if (!field.hasValue() || !std::isfinite(field.value()))
        return std::nullopt;
    return field.value();
}

// A rate the service sent, unless the count under it says there is nothing to rate.
std::optional<double> rate(const Net::OptionalNullable<double> &field, std::optional<double> denominator)
{
    if (denominator && *denominator <= 0)
        return std::nullopt;
    return number(field);
}

std::optional<double> ratio(std::optional<double> part, std::optional<double> whole)
{
    if (!part || !whole || *whole <= 0)
        return std::nullopt;
    return *part / *whole;
}

// Sums a count over the items; missing as soon as one item lacks it (a partial sum would mislead).
std::optional<double> sum(const QList<AnalyticsFigures> &rows, std::optional<double> AnalyticsFigures::*field)
{
    double total = 0;
    for (const AnalyticsFigures &row : rows) {
        if (!(row.*field))
            return std::nullopt;
        total += *(row.*field);
    }
    return total;
}

// Σ(average × sessions) / Σ sessions over the items that have both; an item with no sessions weighs nothing.
std::optional<double> weightedAverage(const QList<AnalyticsFigures> &rows, std::optional<double> AnalyticsFigures::*field)
{
    double weighted = 0, weight = 0;
    for (const AnalyticsFigures &row : rows) {
        if (!(row.*field) || !row.sessions || *row.sessions <= 0)
            continue;
        weighted += *(row.*field) * *row.sessions;
        weight += *row.sessions;
    }
    return weight > 0 ? std::optional<double>(weighted / weight) : std::nullopt;
}

} // namespace

QList<Metric> AnalyticsFigures::allMetrics()
{
    QList<Metric> metrics;
    for (int index = 0; index < metricCount; ++index)
        metrics.append(Metric(index));
    return metrics;
}

AnalyticsFigures AnalyticsFigures::fromItem(const Net::AudienceAnalytics &item)
{
    AnalyticsFigures figures;
    figures.sessions = number(item.totalSessions);
    figures.conversions = number(item.conversionCount);
    figures.formSubmits = number(item.formSubmitCount);
    figures.bounces = number(item.bounceCount);
    figures.bounceEligible = number(item.bounceEligibleSessions);
    figures.ctaSessions = number(item.ctaSessions);
    figures.conversionRate = rate(item.conversionRate, figures.sessions);
    figures.formSubmitRate = rate(item.formSubmitRate, figures.sessions);
    figures.bounceRate = rate(item.bounceRate, figures.bounceEligible);
    figures.ctaRate = ratio(figures.ctaSessions, figures.sessions);
    // Averages over no session mean nothing either.
    const bool none = figures.sessions && *figures.sessions <= 0;
    figures.avgInteractions = none ? std::nullopt : number(item.avgInteractionsPerSession);
    figures.avgScrollDepth = none ? std::nullopt : number(item.avgScrollDepthPercentage);
    figures.avgTimeSeconds = none ? std::nullopt : number(item.avgTimeSpentSeconds);
    return figures;
}

AnalyticsFigures AnalyticsFigures::ofLine(const QList<Net::AudienceAnalytics> &items, const QString &audienceId)
{
    if (audienceId.isEmpty())
        return total(items);
    const auto it = std::find_if(items.cbegin(), items.cend(),
                                 [&](const Net::AudienceAnalytics &item) { return item.audienceId.value() == audienceId; });
    return it != items.cend() ? fromItem(*it) : total({});
}

AnalyticsFigures AnalyticsFigures::total(const QList<Net::AudienceAnalytics> &items)
{
    QList<AnalyticsFigures> rows;
    rows.reserve(items.size());
    for (const Net::AudienceAnalytics &item : items)
        rows.append(fromItem(item));
    AnalyticsFigures total;
    total.sessions = sum(rows, &AnalyticsFigures::sessions);
    total.conversions = sum(rows, &AnalyticsFigures::conversions);
    total.formSubmits = sum(rows, &AnalyticsFigures::formSubmits);
    total.bounces = sum(rows, &AnalyticsFigures::bounces);
    total.bounceEligible = sum(rows, &AnalyticsFigures::bounceEligible);
    total.ctaSessions = sum(rows, &AnalyticsFigures::ctaSessions);
    total.conversionRate = ratio(total.conversions, total.sessions);
    total.formSubmitRate = ratio(total.formSubmits, total.sessions);
    total.bounceRate = ratio(total.bounces, total.bounceEligible);
    total.ctaRate = ratio(total.ctaSessions, total.sessions);
    total.avgInteractions = weightedAverage(rows, &AnalyticsFigures::avgInteractions);
    total.avgScrollDepth = weightedAverage(rows, &AnalyticsFigures::avgScrollDepth);
    total.avgTimeSeconds = weightedAverage(rows, &AnalyticsFigures::avgTimeSeconds);
    return total;
}

std::optional<double> AnalyticsFigures::value(Metric metric) const
{
    switch (metric) {
    case Metric::Sessions:
        return sessions;
    case Metric::Conversions:
        return conversions;
    case Metric::ConversionRate:
        return conversionRate;
    case Metric::FormSubmits:
        return formSubmits;
    case Metric::FormSubmitRate:
        return formSubmitRate;
    case Metric::Bounces:
        return bounces;
    case Metric::BounceEligible:
        return bounceEligible;
    case Metric::BounceRate:
        return bounceRate;
    case Metric::CtaSessions:
        return ctaSessions;
    case Metric::CtaRate:
        return ctaRate;
    case Metric::AvgInteractions:
        return avgInteractions;
    case Metric::AvgScrollDepth:
        return avgScrollDepth;
    case Metric::AvgTimeSeconds:
        return avgTimeSeconds;
    }
    return std::nullopt;
}

bool AnalyticsFigures::isRate(Metric metric)
{
    return metric == Metric::ConversionRate || metric == Metric::FormSubmitRate || metric == Metric::BounceRate
           || metric == Metric::CtaRate;
}

std::optional<double> AnalyticsFigures::trialsOf(Metric rate) const
{
    switch (rate) {
    case Metric::ConversionRate:
    case Metric::FormSubmitRate:
    case Metric::CtaRate:
        return sessions;
    case Metric::BounceRate:
        return bounceEligible;
    default:
        return std::nullopt;
    }
}

std::optional<double> AnalyticsFigures::successesOf(Metric rate) const
{
    switch (rate) {
    case Metric::ConversionRate:
        return conversions;
    case Metric::FormSubmitRate:
        return formSubmits;
    case Metric::CtaRate:
        return ctaSessions;
    case Metric::BounceRate:
        return bounces;
    default:
        return std::nullopt;
    }
}

std::optional<ImpactStatistics::Interval> AnalyticsFigures::interval(Metric rate) const
{
    const auto trials = trialsOf(rate);
    const auto successes = successesOf(rate);
    if (!trials || !successes)
        return std::nullopt;
    return ImpactStatistics::wilson(std::llround(*successes), std::llround(*trials));
}

bool AnalyticsFigures::hasFewSessions(Metric rate) const
{
    const auto trials = trialsOf(rate);
    return trials && *trials > 0 && *trials < fewSessionsBelow;
}

bool AnalyticsFigures::lowerIsBetter(Metric metric)
{
    return metric == Metric::Bounces || metric == Metric::BounceRate;
}

FigureDelta FigureDelta::between(std::optional<double> current, std::optional<double> previous, Metric metric)
{
    FigureDelta delta;
    if (!current || !previous)
        return delta;
    delta.absolute = *current - *previous;
    // Below a hair's breadth (rounding of the service's averages) counts as no change.
    const double epsilon = 1e-9;
    if (std::abs(*delta.absolute) < epsilon)
        delta.direction = Direction::Same;
    else
        delta.direction = *delta.absolute > 0 ? Direction::Up : Direction::Down;
    if (std::abs(*previous) > epsilon)
        delta.relative = *delta.absolute / std::abs(*previous);
    if (delta.direction != Direction::Same)
        delta.improved = (delta.direction == Direction::Up) != AnalyticsFigures::lowerIsBetter(metric);
    return delta;
}

QString FigureText::format(Metric metric, std::optional<double> value, const QLocale &locale)
{
    if (!value)
        return noValue();
    switch (metric) {
    case Metric::ConversionRate:
    case Metric::FormSubmitRate:
    case Metric::BounceRate:
    case Metric::CtaRate:
        return tr("%1 %").arg(locale.toString(*value * 100, 'f', 1));
    case Metric::AvgScrollDepth:
        return tr("%1 %").arg(locale.toString(*value, 'f', 0));
    case Metric::AvgTimeSeconds:
        return duration(*value, locale);
    case Metric::AvgInteractions:
        return locale.toString(*value, 'f', 1);
    default:
        return locale.toString(qint64(std::llround(*value)));
    }
}

QString FigureText::delta(const FigureDelta &delta, const QLocale &locale)
{
    switch (delta.direction) {
    case FigureDelta::Direction::Unknown:
        return {};
    case FigureDelta::Direction::Same:
        return tr("= 0 %");
    case FigureDelta::Direction::Up:
    case FigureDelta::Direction::Down:
        break;
    }
    const QString arrow = delta.direction == FigureDelta::Direction::Up ? QStringLiteral("▲") : QStringLiteral("▼");
    if (!delta.relative)
        return tr("%1 new").arg(arrow); // from nothing: no percentage means anything
    const double percent = std::abs(*delta.relative) * 100;
    return tr("%1 %2 %").arg(arrow, locale.toString(percent, 'f', percent < 10 ? 1 : 0));
}

QString FigureText::metricName(Metric metric)
{
    switch (metric) {
    case Metric::Sessions:
        return tr("Sessions");
    case Metric::Conversions:
        return tr("Conversions");
    case Metric::ConversionRate:
        return tr("Conversion rate");
    case Metric::FormSubmits:
        return tr("Form submits");
    case Metric::FormSubmitRate:
        return tr("Form-submit rate");
    case Metric::Bounces:
        return tr("Bounces");
    case Metric::BounceEligible:
        return tr("Bounce-eligible");
    case Metric::BounceRate:
        return tr("Bounce rate");
    case Metric::CtaSessions:
        return tr("CTA sessions");
    case Metric::CtaRate:
        return tr("CTA rate");
    case Metric::AvgInteractions:
        return tr("Avg. interactions");
    case Metric::AvgScrollDepth:
        return tr("Avg. scroll depth");
    case Metric::AvgTimeSeconds:
        return tr("Avg. time");
    }
    return {};
}

QString FigureText::metricExplanation(Metric metric)
{
    switch (metric) {
    case Metric::Sessions:
        return tr("Visits that matched the audience in the range.");
    case Metric::Conversions:
        return tr("Sessions that converted (a form submitted, or a call to action followed).");
    case Metric::ConversionRate:
        return tr("Conversions divided by sessions. For the page: all conversions over all sessions.");
    case Metric::FormSubmits:
        return tr("Sessions in which the form was submitted.");
    case Metric::FormSubmitRate:
        return tr("Form submits divided by sessions. For the page: all form submits over all sessions.");
    case Metric::Bounces:
        return tr("Sessions that left without engaging.");
    case Metric::BounceEligible:
        return tr("Sessions whose analysis is complete, the only ones known to have bounced or not.");
    case Metric::BounceRate:
        return tr("Bounces divided by bounce-eligible sessions. For the page: all bounces over all eligible sessions.");
    case Metric::CtaSessions:
        return tr("Sessions in which a call to action was clicked.");
    case Metric::CtaRate:
        return tr("CTA sessions divided by sessions. For the page: all CTA sessions over all sessions.");
    case Metric::AvgInteractions:
        return tr("Clicks and questions per session. For the page: weighted by each audience's sessions.");
    case Metric::AvgScrollDepth:
        return tr("How far down the page visitors scrolled. For the page: weighted by each audience's sessions.");
    case Metric::AvgTimeSeconds:
        return tr("Time spent on the page per session. For the page: weighted by each audience's sessions.");
    }
    return {};
}

QString FigureText::duration(double seconds, const QLocale &locale)
{
    const qint64 whole = std::llround(std::max(0.0, seconds));
    if (whole < 60)
        return tr("%1 s").arg(locale.toString(whole));
    if (whole < 3600)
        return tr("%1 min %2 s").arg(locale.toString(whole / 60), locale.toString(whole % 60));
    return tr("%1 h %2 min").arg(locale.toString(whole / 3600), locale.toString((whole % 3600) / 60));
}

} // namespace Audience::Models

namespace Audience::Models {

QString FigureText::basis(Metric rate, const AnalyticsFigures &figures)
{
    const auto trials = figures.trialsOf(rate);
    if (!trials)
        return {};
    const int n = int(std::llround(*trials));
    return rate == Metric::BounceRate ? tr("of %Ln bounce-eligible session(s)", nullptr, n)
                                      : tr("of %Ln session(s)", nullptr, n);
}

QString FigureText::shortBasis(Metric rate, const AnalyticsFigures &figures, const QLocale &locale)
{
    const auto trials = figures.trialsOf(rate);
    return trials ? tr("of %1").arg(locale.toString(qint64(std::llround(*trials)))) : QString();
}

QString FigureText::fewSessions()
{
    return tr("few sessions");
}

QString FigureText::basisWithWarning(const QString &basis, bool few)
{
    return few ? tr("%1 · %2").arg(basis, fewSessions()) : basis;
}

QString FigureText::interval(Metric rate, const AnalyticsFigures &figures, const QLocale &locale)
{
    const auto range = figures.interval(rate);
    if (!range)
        return {};
    QString text = tr("95 % interval: %1 to %2 (Wilson). The rate behind these sessions is likely in this range; "
                      "the fewer the sessions, the wider it is.")
                       .arg(format(rate, range->low, locale), format(rate, range->high, locale));
    if (figures.hasFewSessions(rate)) {
        text += QLatin1Char('\n');
        text += tr("Few sessions: fewer than %1, so this rate can swing widely by chance alone.")
                    .arg(locale.toString(int(AnalyticsFigures::fewSessionsBelow)));
    }
    return text;
}

} // namespace Audience::Models
