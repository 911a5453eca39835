#pragma once

#include "net/audiencetypes.h"

#include <QList>
#include <QString>

namespace Audience::Models {

// The small JSON file in the profile's folder that kept its known audiences before the profile's
// store, read once, when the store takes it in (ProfileFilesImport), and never written:
//   {"format": 1, "audiences": [<Audience>, …]}
// where each <Audience> is the spec's Audience object as the service sent it (Net::toJsonObject),
// decoded again with the same decoder as a reply. A missing file is an empty list; an unreadable or
// corrupt one is an empty list and a warning (audience.models.known).
class KnownAudiencesFile
{
public:
    explicit KnownAudiencesFile(QString path);

    const QString &path() const { return m_path; }
    QList<Net::AudienceRecord> load() const;

private:
    QString m_path;
};

} // namespace Audience::Models
