#pragma once

#include <QDateTime>
#include <QList>
#include <QStringList>

#include <optional>

namespace Audience::Net {
struct AudienceVersion;
} // namespace Audience::Net

namespace Audience::Models {

class KnownAudiences;
class VersionFollower;

// A moment an audience's version went live, as far as the console knows: the interface cannot
// list versions, so these come from the versions it has seen (followed, opened, published here, or
// named by a full audience record). Drawn on the trend's date axis.
struct PublishMarker
{
    QDateTime at; // UTC
    QString audienceId;
    QString versionId;
    qint64 versionNumber = 0;
};

// The publish of one version, when it has a publishedAt that reads as a time.
std::optional<PublishMarker> publishOf(const Net::AudienceVersion &version);

// The publish a done journal entry made (a publishVersion): the answer's publishedAt, else the
// version as the console knows it, else the time the answer came. None for any other entry.
struct JournalEntry;
std::optional<PublishMarker> publishOf(const JournalEntry &entry, const VersionFollower *versions = nullptr);

// The known publishes of these audiences, oldest first, one per version.
QList<PublishMarker> knownPublishes(const QStringList &audienceIds, const VersionFollower &versions,
                                    const KnownAudiences &known);

} // namespace Audience::Models
