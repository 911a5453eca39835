#pragma once

#include <QString>

namespace Audience::Models {

class ProfileDatabase;

// Before the profile's store, a profile's folder held five small JSON files (known audiences,
// composer drafts, recent accounts, recent sessions, known webhooks). The first time the store
// opens beside them, each is taken into it in one transaction and removed. A file that cannot be
// read is never dropped silently: it is renamed aside ("<name>.unreadable-<time>") and named among
// the store's problems(), which the main window shows.
namespace ProfileFilesImport {

// The list names the recent lists use in the store (ByIdLookup::setStore).
QString recentAccountsList();
QString recentSessionsList();

void run(ProfileDatabase &store, const QString &profileFolder);

} // namespace ProfileFilesImport

} // namespace Audience::Models
