#pragma once

#include "models/analytics/publishwatch.h"
#include "models/watch/watchedpublishes.h"

namespace Audience::Models {

// What the watch raises about one publish: "this publish may have hurt", "conversions stopped
// after this publish" or "tracking may be broken", with the figures behind it. An alert only says so; the user decides what to do (its
// impact card offers Undo). Nothing is ever undone automatically.
struct WatchAlert
{
    WatchedPublish watched;
    WatchFinding finding;

    // How the finding is named in the store: its kind, and the rate it is about
    // ("mayHaveHurt:conversion", "stopped:formSubmit", "trackingMayBeBroken"), so that a dismissal
    // silences that finding, not every later finding of the version.
    static QString findingName(const WatchFinding &finding)
    {
        const QString rate = finding.rate == WatchFinding::Rate::FormSubmit ? QStringLiteral(":formSubmit") : QStringLiteral(":conversion");
        switch (finding.kind) {
        case WatchFinding::Kind::MayHaveHurt:
            return QStringLiteral("mayHaveHurt") + rate;
        case WatchFinding::Kind::Stopped:
            return QStringLiteral("stopped") + rate;
        case WatchFinding::Kind::TrackingMayBeBroken:
            return QStringLiteral("trackingMayBeBroken");
        case WatchFinding::Kind::Nothing:
            break;
        }
        return QStringLiteral("nothing");
    }
    QString findingName() const { return findingName(finding); }
    // One alert per version and finding: what a dismissal names.
    QString key() const { return watched.key() + u'/' + findingName(); }
    QString pageId() const { return watched.pageId; }
    QString audienceId() const { return watched.publish.audienceId; }
    const PublishMarker &publish() const { return watched.publish; }
};

} // namespace Audience::Models
