#include "models/analytics/publishmarkers.h"

#include "models/audiences/knownaudiences.h"
#include "models/common/datetimeformat.h"
#include "models/workspace/versionfollower.h"

#include <QHash>

#include <algorithm>

namespace Audience::Models {

QList<PublishMarker> knownPublishes(const QStringList &audienceIds, const VersionFollower &versions,
                                    const KnownAudiences &known)
{
    QHash<QString, PublishMarker> byVersion;
    const auto take = [&](const Net::AudienceVersion &version) {
        if (version.versionId.isEmpty() || !version.publishedAt || byVersion.contains(version.versionId))
            return;
        const QDateTime at = DateTimeFormat::parse(*version.publishedAt);
        if (at.isValid())
            byVersion.insert(version.versionId, {at.toUTC(), version.audienceId, version.versionId, version.versionNumber});
    };
    for (const QString &audienceId : audienceIds) {
        for (const Net::AudienceVersion &version : versions.versions(audienceId))
            take(version);
        if (const auto audience = known.find(audienceId)) {
            take(audience->publishedVersion);
            take(audience->latestVersion);
        }
    }
    QList<PublishMarker> markers = byVersion.values();
    std::sort(markers.begin(), markers.end(), [](const PublishMarker &a, const PublishMarker &b) {
        return a.at != b.at ? a.at < b.at : a.versionId < b.versionId;
    });
    return markers;
}

} // namespace Audience::Models
