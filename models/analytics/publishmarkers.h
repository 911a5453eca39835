#pragma once

#include <QDateTime>
#include <QList>
#include <QStringList>

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

// The known publishes of these audiences, oldest first, one per version.
QList<PublishMarker> knownPublishes(const QStringList &audienceIds, const VersionFollower &versions,
                                    const KnownAudiences &known);

} // namespace Audience::Models
