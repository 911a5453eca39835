#include "models/watch/watchtext.h"

#include "models/analytics/impacttext.h"

namespace Audience::Models {

QString WatchText::headline(const WatchAlert &alert)
{
    switch (alert.finding.kind) {
    case WatchFinding::Kind::MayHaveHurt:
        return tr("This publish may have hurt");
    case WatchFinding::Kind::TrackingMayBeBroken:
        return tr("Tracking may be broken");
    case WatchFinding::Kind::Nothing:
        break;
    }
    return {};
}

QString WatchText::what(const WatchAlert &alert, const QString &audienceName, const QLocale &locale)
{
    return ImpactText::title(alert.publish(), audienceName, locale);
}

QString WatchText::figures(const WatchAlert &alert, const QLocale &locale)
{
    const WatchFinding &finding = alert.finding;
    const QString since = locale.toString(finding.since, QLocale::ShortFormat);
    if (finding.kind == WatchFinding::Kind::TrackingMayBeBroken) {
        return tr("No conversion and no form submit on two whole days running since %1, while sessions went on "
                  "(before: %2 a day on average).")
            .arg(since, locale.toString(finding.successesADayBefore, 'f', 1));
    }
    if (finding.kind != WatchFinding::Kind::MayHaveHurt)
        return {};
    const ImpactStatistics::ZTest test{0, finding.pValue};
    //: %1 a rate's name ("Conversion rate"), %2 and %3 percentages, %4 "p = 0.012", %5 a date
    return tr("%1 fell from %2 to %3 (%4) on two days running, since %5.")
        .arg(ImpactText::rateName(finding.rate), ImpactText::percent(finding.before, locale),
             ImpactText::percent(finding.after, locale), ImpactText::pValue(test, locale), since);
}

QString WatchText::count(int alerts)
{
    return tr("%n publish(es) need a look", nullptr, alerts);
}

} // namespace Audience::Models
