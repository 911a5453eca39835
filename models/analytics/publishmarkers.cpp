#include "models/analytics/publishmarkers.h"

#include "models/audiences/knownaudiences.h"
#include "models/common/datetimeformat.h"
#include "models/store/journalentry.h"
#include "net/jsonreader.h"
#include "models/workspace/versionfollower.h"

#include <QHash>

#include <algorithm>

namespace Audience::Models {

std::optional<PublishMarker> publishOf(const Net::AudienceVersion &version)
{
    if (version.versionId.isEmpty() || !version.publishedAt)
        return std::nullopt;
    const QDateTime at = DateTimeFormat::parse(*version.publishedAt);
    if (!at.isValid())
        return std::nullopt;
    return PublishMarker{at.toUTC(), version.audienceId, version.versionId, version.versionNumber};
}

std::optional<PublishMarker> publishOf(const JournalEntry &entry, const VersionFollower *versions)
{
    if (!isKind(entry.note.kind(), WriteKind::PublishVersion) || entry.outcome != JournalEntry::Outcome::Done)
        return std::nullopt;
    Net::AudienceVersion answered;
    if (!Net::decodeJson(entry.answer, answered)) {
        if (answered.audienceId.isEmpty())
            answered.audienceId = entry.note.audienceId;
        if (const auto publish = publishOf(answered))
            return publish;
    }
    if (versions) {
        if (const auto known = versions->version(entry.note.targetId)) {
            if (const auto publish = publishOf(*known))
                return publish;
        }
    }
    if (!entry.finishedAt.isValid())
        return std::nullopt;
    return PublishMarker{entry.finishedAt.toUTC(), entry.note.audienceId, entry.note.targetId, answered.versionNumber};
}

QList<PublishMarker> knownPublishes(const QStringList &audienceIds, const VersionFollower &versions,
                                    const KnownAudiences &known)
{
    QHash<QString, PublishMarker> byVersion;
    const auto take = [&](const Net::AudienceVersion &version) {
        if (byVersion.contains(version.versionId))
            return;
        if (const auto publish = publishOf(version))
            byVersion.insert(version.versionId, *publish);
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
