#include "models/watch/watchtext.h"

#include "models/analytics/impacttext.h"

namespace Audience::Models {

QString WatchText::headline(const WatchAlert &alert)
{
    switch (alert.finding.kind) {
    case WatchFinding::Kind::MayHaveHurt:
        return tr("This publish may have hurt");
    case WatchFinding::Kind::Stopped:
        return alert.finding.rate == WatchFinding::Rate::FormSubmit ? tr("Form submits stopped after this publish")
                                                                    : tr("Conversions stopped after this publish");
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
    if (!alert.finding.isAlert())
        return {};
    return ImpactText::judgement(alert.finding, locale);
}

QString WatchText::count(int alerts)
{
    return tr("%n publish(es) need a look", nullptr, alerts);
}

} // namespace Audience::Models
