#pragma once

#include "net/audiencetypes.h"

#include <QList>
#include <QString>

namespace Audience::Models {

// Reads and writes the known audiences of one profile (KnownAudiences) as a small JSON file:
//   {"format": 1, "audiences": [<Audience>, …]}
// where each <Audience> is the spec's Audience object as the service sent it (Net::toJsonObject),
// decoded again with the same decoder as a reply. Written atomically (QSaveFile). A missing file is
// an empty list; an unreadable or corrupt one is an empty list and a warning (audience.models.known).
class KnownAudiencesFile
{
public:
    explicit KnownAudiencesFile(QString path);

    // <AppDataLocation>/profiles/<profileId>/known-audiences.json, by the profile's stable id (never
    // its name). Empty for an id that cannot name a folder (empty, "." or ".."); other characters
    // outside [A-Za-z0-9-._~] are percent-encoded.
    static QString pathForProfile(const QString &profileId);
    // Deletes what is kept for a profile that is being deleted (its folder under profiles/).
    static void removeForProfile(const QString &profileId);

    const QString &path() const { return m_path; }
    QList<Net::AudienceRecord> load() const;
    // Creates the folder when needed. False (and a warning) when the file could not be written.
    bool save(const QList<Net::AudienceRecord> &audiences) const;
    // Adds one audience to what the file holds, or replaces the one with its audienceId.
    bool remember(const Net::AudienceRecord &audience) const;

private:
    QString m_path;
};

} // namespace Audience::Models
