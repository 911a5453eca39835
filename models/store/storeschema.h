#pragma once

#include <QSqlDatabase>
#include <QString>

namespace Audience::Models::StoreSchema {

// The profile store's schema, one step per version (PRAGMA user_version): a database is brought up
// to currentVersion() step by step, each step in its own transaction. A step is never changed once
// released; a change of schema is a new step.
int currentVersion();

// Migrates `db` to the current version. False, with the reason in words, when a step fails or the
// database is newer than this console (it is then left as it is).
bool migrate(QSqlDatabase &db, QString *error);
// The same, up to `version` only (a store as an older console left it, for tests of a migration).
bool migrateTo(QSqlDatabase &db, int version, QString *error);

} // namespace Audience::Models::StoreSchema
