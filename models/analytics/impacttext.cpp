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
