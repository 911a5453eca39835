#include "models/analytics/impacttext.h"

#include "models/analytics/analyticsrange.h"

#include <cmath>

namespace Audience::Models {

namespace IS = ImpactStatistics;
using Rate = RateComparison::Rate;

namespace {

// Below this p-value a change is called unlikely to be chance alone (a two-sided test at 95 %).
constexpr double significance = 0.05;

} // namespace

QString ImpactText::rateName(Rate rate)
{
    switch (rate) {
    case Rate::Conversion:
        return tr("Conversion rate");
    case Rate::FormSubmit:
        return tr("Form submit rate");
    case Rate::Bounce:
        return tr("Bounce rate");
    case Rate::Cta:
        return tr("CTA click rate");
    }
    return {};
}

QString ImpactText::percent(std::optional<double> fraction, const QLocale &locale)
{
    if (!fraction)
        return QStringLiteral("–");
    return tr("%1 %").arg(locale.toString(*fraction * 100, 'f', 1));
}

QString ImpactText::points(std::optional<double> difference, const QLocale &locale)
{
    if (!difference)
        return QStringLiteral("–");
    const double value = *difference * 100;
    const QString number = locale.toString(std::fabs(value), 'f', 1);
    if (std::fabs(value) < 0.05)
        return tr("±%1 points").arg(number);
    return value > 0 ? tr("+%1 points").arg(number) : tr("−%1 points").arg(number);
}

QString ImpactText::interval(const std::optional<IS::Interval> &interval, const QLocale &locale)
{
    if (!interval)
        return QStringLiteral("–");
    return tr("95 % interval %1–%2 %")
        .arg(locale.toString(interval->low * 100, 'f', 1), locale.toString(interval->high * 100, 'f', 1));
}

QString ImpactText::pValue(const std::optional<IS::ZTest> &test, const QLocale &locale)
{
    if (!test)
        return QStringLiteral("–");
    if (test->pValue < 0.001)
        return tr("p < %1").arg(locale.toString(0.001, 'f', 3));
    return tr("p = %1").arg(locale.toString(test->pValue, 'f', test->pValue < 0.01 ? 3 : 2));
}

QString ImpactText::pValue(double p, const QLocale &locale)
{
    return pValue(IS::ZTest{0, p}, locale);
}

QString ImpactText::relative(double change, const QLocale &locale)
{
    const double value = change * 100;
    const QString number = locale.toString(std::fabs(value), 'f', 0);
    if (std::fabs(value) < 0.5)
        return tr("±%1 %").arg(number);
    return value > 0 ? tr("+%1 %").arg(number) : tr("−%1 %").arg(number);
}

namespace {

QString rateNameLower(Rate rate)
{
    return rate == Rate::FormSubmit ? ImpactText::tr("form submit") : ImpactText::tr("conversion");
}

} // namespace

QString ImpactText::estimate(const WatchEstimate &e, WatchFinding::Baseline baseline, const QLocale &locale)
{
    const QString name = rateName(e.rate);
    const QString from = percent(e.before, locale), to = percent(e.after, locale);
    QString control = tr("against the same weekdays before the publish (the page's other audiences are too small to compare with)");
    if (baseline == WatchFinding::Baseline::Control && e.controlBefore && e.controlAfter) {
        const QString controlFrom = percent(e.controlBefore, locale), controlTo = percent(e.controlAfter, locale);
        // Within 5 % of where they were, the others "held steady"; else how they moved is the point.
        const bool steady = *e.controlBefore > 0 && std::fabs(*e.controlAfter / *e.controlBefore - 1) < 0.05;
        control = steady ? tr("while the page's other audiences held steady (%1, then %2)").arg(controlFrom, controlTo)
                         : tr("while the page's other audiences went from %1 to %2").arg(controlFrom, controlTo);
    }
    //: %1 "−50 %", %2 and %3 the interval's ends, %4 "p = 0.006"
    const QString figures = tr("%1 relative (95 % interval %2 to %3, %4)")
                                .arg(relative(e.change, locale), relative(e.low, locale), relative(e.high, locale), pValue(e.pValue, locale));
    if (e.fell()) {
        //: %1 a rate's name, %2 and %3 percentages, %4 the control, %5 the figures, %6 a date
        return tr("%1 fell from %2 to %3 %4: %5, unlikely to be chance alone; since %6.")
            .arg(name, from, to, control, figures, locale.toString(e.fellSince, QLocale::ShortFormat));
    }
    if (e.pValue < PublishWatch::alertPValue && e.change > 0)
        return tr("%1 rose from %2 to %3 %4: %5, unlikely to be chance alone.").arg(name, from, to, control, figures);
    if (!e.judged)
        return tr("%1 went from %2 to %3 %4: too little to judge yet.").arg(name, from, to, control);
    return tr("%1 went from %2 to %3 %4: %5; no clear change, a difference like this often comes from chance alone.")
        .arg(name, from, to, control, figures);
}

QString ImpactText::judgement(const WatchFinding &finding, const QLocale &locale)
{
    const QString since = locale.toString(finding.since, QLocale::ShortFormat);
    const QString chance = finding.chanceOfNone < 0.0001 ? tr("a chance below 0.01 %")
                                                         : tr("a chance of %1 %").arg(locale.toString(finding.chanceOfNone * 100, 'f', 2));
    switch (finding.kind) {
    case WatchFinding::Kind::TrackingMayBeBroken:
        //: %n whole days, %1 a date, %2 a number, %3 "a chance of 0.05 %"
        return tr("No conversion and no form submit on %n whole day(s) running since %1, while sessions went on: at the rates "
                  "before, about %2 were expected (%3 of none).",
                  nullptr, finding.emptyDays)
            .arg(since, locale.toString(finding.expected, 'f', 1), chance);
    case WatchFinding::Kind::Stopped:
        //: %n whole days, %1 "conversion" or "form submit", %2 a date, %3 "form submits" or "conversions", %4 a number, %5 a chance
        return tr("No %1 on %n whole day(s) running since %2, while sessions and %3 went on: at the rate before, about %4 were "
                  "expected (%5 of none).",
                  nullptr, finding.emptyDays)
            .arg(rateNameLower(finding.rate), since,
                 finding.rate == Rate::FormSubmit ? tr("conversions") : tr("form submits"),
                 locale.toString(finding.expected, 'f', 1), chance);
    case WatchFinding::Kind::MayHaveHurt:
        return estimate(finding.estimate(finding.rate), finding.baseline, locale);
    case WatchFinding::Kind::Nothing:
        break;
    }
    switch (finding.judgeable) {
    case WatchFinding::Judgeable::TooFewDays:
        return tr("Too early to judge: no whole day since the publish yet, or no day before it.");
    case WatchFinding::Judgeable::TooFewSuccesses:
        return tr("Too little to judge: a judgement needs %1 conversions in the %2 days before the publish and %3 expected "
                  "after it at that rate.")
            .arg(locale.toString(PublishWatch::minimumSuccessesBefore), locale.toString(PublishWatch::daysBefore),
                 locale.toString(PublishWatch::minimumExpectedAfter));
    case WatchFinding::Judgeable::Judged:
        break;
    }
    return estimate(finding.conversion.judged ? finding.conversion : finding.formSubmit, finding.baseline, locale);
}

QString ImpactText::judgementBasis(const WatchFinding &finding)
{
    const QString days = tr("Judged day by day on the %1 days before the publish day and %n whole day(s) after it, weekdays "
                            "matched; the p-value and interval allow for a look every day.",
                            nullptr, finding.conversion.daysAfter)
                             .arg(PublishWatch::daysBefore);
    if (finding.baseline == WatchFinding::Baseline::Control)
        return days + u' ' + tr("The change is measured against the page's other audiences over the same days, so what moved the whole page is not counted.");
    return days + u' ' + tr("The page's other audiences had fewer conversions than this one (or none), too few to serve as a control: the change is measured against the same weekdays before the publish alone.");
}

QString ImpactText::title(const PublishMarker &publish, const QString &audienceName, const QLocale &locale)
{
    const QString who = audienceName.isEmpty() ? publish.audienceId : audienceName;
    return tr("Version %1 of %2, published %3")
        .arg(locale.toString(publish.versionNumber), who, locale.toString(publish.at.toLocalTime(), QLocale::ShortFormat));
}

QString ImpactText::windows(const ImpactReport &report, const QLocale &locale)
{
    const IS::Windows &w = report.windows;
    return tr("Before: %1 · After: %2 (the publish day, %3, left out; %n week(s) each, same weekdays)", nullptr, report.weeks)
        .arg(DateRange{w.beforeFirst, w.beforeLast}.describe(locale), DateRange{w.afterFirst, w.afterLast}.describe(locale),
             locale.toString(report.publishDay, QLocale::ShortFormat));
}

QString ImpactText::progress(const ImpactReport &report)
{
    if (report.windows.afterComplete())
        return {};
    return tr("The “after” window is still open: %1 of %n day(s) over so far.", nullptr, report.windows.length())
        .arg(report.windows.afterDaysElapsed);
}

QString ImpactText::headline(const ImpactReport &report, const QLocale &locale)
{
    const RateComparison &c = report.rate(Rate::Conversion);
    if (!report.enoughData) {
        const QString needs = tr("A verdict needs at least %1 sessions and %2 conversions on each side.")
                                  .arg(locale.toString(IS::minimumSessions), locale.toString(IS::minimumConversions));
        if (c.trialsBefore < IS::minimumSessions || c.successesBefore < IS::minimumConversions)
            return tr("Not enough data: the weeks before the publish had %1 sessions and %2 conversions.")
                       .arg(locale.toString(c.trialsBefore), locale.toString(c.successesBefore))
                + u' ' + needs;
        if (report.windows.afterComplete())
            return tr("Not enough data: the weeks after the publish had %1 sessions and %2 conversions; longer windows may help.")
                       .arg(locale.toString(c.trialsAfter), locale.toString(c.successesAfter))
                + u' ' + needs;
        if (report.daysUntilEnoughData) {
            const int left = report.windows.length() - report.windows.afterDaysElapsed;
            const QString pace = tr("Not enough data yet: at the current pace about %n more day(s).", nullptr,
                                    *report.daysUntilEnoughData);
            // More days than the window has left: it will close short of the gates.
            const QString beyond = *report.daysUntilEnoughData > left
                ? u' ' + tr("That is more than this window has left; longer windows may help.")
                : QString();
            return pace + beyond + u' ' + needs;
        }
        return tr("Not enough data yet: too little since the publish to tell when there will be enough.") + u' ' + needs;
    }
    return rateSentence(c, locale);
}

QString ImpactText::rateSentence(const RateComparison &c, const QLocale &locale)
{
    const QString name = rateName(c.rate);
    if (!c.before || !c.after)
        return tr("%1: not measured on both sides.").arg(name);
    const QString from = percent(c.before, locale), to = percent(c.after, locale), by = points(c.difference, locale);
    const QString p = pValue(c.test, locale);
    const bool clear = c.test && c.test->pValue < significance;
    if (!clear)
        return tr("%1 went from %2 to %3 (%4): no clear change, a difference like this often comes from chance alone (%5).")
            .arg(name, from, to, by, p);
    if (*c.difference > 0)
        return tr("%1 rose from %2 to %3 (%4): unlikely to be chance alone (%5).").arg(name, from, to, by, p);
    return tr("%1 fell from %2 to %3 (%4): unlikely to be chance alone (%5).").arg(name, from, to, by, p);
}

QString ImpactText::checkThis(const ImpactReport &report)
{
    if (!report.checkThis)
        return {};
    return tr("Check this: a change of more than 50 % on fewer than 1,000 sessions is more often noise than news.");
}

QString ImpactText::restOfPage(const ImpactReport &report, const QLocale &locale)
{
    const RateComparison &c = report.rate(Rate::Conversion);
    if (!report.othersExist || !c.othersBefore || !c.othersAfter)
        return tr("The page has no other audience with sessions in these windows to compare with.");
    QString text = tr("The page's other audiences went from %1 to %2 over the same days (%3, on %4 and %5 sessions); this "
                      "audience moved %6 relative to them.")
                       .arg(percent(c.othersBefore, locale), percent(c.othersAfter, locale),
                            points(*c.othersAfter - *c.othersBefore, locale), locale.toString(c.othersTrialsBefore),
                            locale.toString(c.othersTrialsAfter), points(c.differenceInDifferences, locale));
    // The same gate as for the audience: on fewer sessions the comparison is mostly noise.
    if (c.othersTrialsBefore < IS::minimumSessions || c.othersTrialsAfter < IS::minimumSessions)
        text += u' ' + tr("They had too few sessions for this comparison to carry much weight.");
    return text;
}

QString ImpactText::otherPublishes(const ImpactReport &report, const QHash<QString, QString> &names, const QLocale &locale)
{
    if (report.otherPublishes.isEmpty())
        return {};
    QStringList which;
    for (const PublishMarker &other : report.otherPublishes) {
        const QString who = names.value(other.audienceId, other.audienceId);
        which.append(tr("%1, version %2 (%3)")
                         .arg(who, locale.toString(other.versionNumber), locale.toString(other.at.toLocalTime(), QLocale::ShortFormat)));
    }
    return tr("Also published inside these windows: %1. Their effects cannot be told apart from this one's.")
        .arg(which.join(QStringLiteral("; ")));
}

QString ImpactText::missingDays(const ImpactReport &report)
{
    if (report.daysMissing <= 0)
        return {};
    return tr("%n day(s) of the windows could not be loaded and are left out.", nullptr, report.daysMissing);
}

QString ImpactText::averagesNote()
{
    return tr("Averages are descriptions only: the service gives no spread for them, so no test is made.");
}

QString ImpactText::caveat()
{
    return tr("This is an observational before/after comparison, not a randomised test: seasonality, campaigns and "
              "other changes move these numbers too.");
}

} // namespace Audience::Models
