#pragma once

#include <QString>

namespace Audience::Models {

// Where a profile's data lives on this computer: <AppDataLocation>/profiles/<profile id>/, named by
// the profile's stable id (never its name). It holds the profile's store (ProfileDatabase::pathInFolder),
// the lock files of the consoles running on it, and, from older consoles, the JSON files the store
// takes in once (ProfileFilesImport).
class ProfileFolder
{
public:
    // Empty for an id that cannot name a folder (empty, "." or ".."); characters outside
    // [A-Za-z0-9-._~] are percent-encoded, so an id never reaches outside profiles/.
    static QString of(const QString &profileId);
    // Deletes the folder of a profile being deleted, and all it holds. Only ever that folder:
    // nothing for an id that cannot name one, or when there is no data location.
    static void remove(const QString &profileId);
};

} // namespace Audience::Models
