#pragma once

#include <QJsonArray>
#include <QString>

namespace Audience::Models::RecentListFile {

// The file of a per-profile "opened before" list (accounts, analytics sessions):
// {"format": 1, "recent": [ … ]}, written atomically. The entries' fields are the caller's.

// The entries, or none when the path is empty, the file is missing or it does not parse (a damaged
// file loses the list, nothing else: it is a convenience).
QJsonArray read(const QString &path);
// Writes `entries` (nothing when the path is empty), making the profile's folder if needed.
void write(const QString &path, const QJsonArray &entries);

} // namespace Audience::Models::RecentListFile
