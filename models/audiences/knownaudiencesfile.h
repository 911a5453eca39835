#pragma once

#include "net/audiencetypes.h"

#include <QList>
#include <QString>

namespace Audience::Models {

// Where a profile's data lives, and the small JSON file that kept its known audiences before the
// profile's store (read once, when the store takes it in: ProfileFilesImport):
//   {"format": 1, "audiences": [<Audience>, …]}
// where each <Audience> is the spec's Audience object as the service sent it (Net::toJsonObject),
// decoded again with the same decoder as a reply. A missing file is an empty list; an unreadable or
// corrupt one is an empty list and a warning (audience.models.known).
class KnownAudiencesFile
{
public:
    explicit KnownAudiencesFile(QString path);

    // <AppDataLocation>/profiles/<profileId>/known-audiences.json, by the profile's stable id (never
    // its name). Empty for an id that cannot name a folder (empty, "." or ".."); other characters
    // outside [A-Za-z0-9-._~] are percent-encoded.
    static QString pathForProfile(const QString &profileId);
    // The profile's folder: where its store lives (and its files lived before the store).
    static QString folderForProfile(const QString &profileId);
    // Deletes what is kept for a profile that is being deleted (its folder under profiles/).
    static void removeForProfile(const QString &profileId);

    const QString &path() const { return m_path; }
    QList<Net::AudienceRecord> load() const;

private:
    QString m_path;
};

} // namespace Audience::Models
