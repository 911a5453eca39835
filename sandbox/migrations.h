#pragma once

#include <QSqlDatabase>
#include <QString>

namespace Sandbox {

// The versioned SQLite schema. Each migration is a list of SQL statements that moves the database
// from version N-1 to N; the current version lives in PRAGMA user_version. Migrations only ever get
// appended: a shipped migration is never edited, so an old database file upgrades step by step.
class Migrations
{
public:
    // Number of the newest schema version this binary knows.
    static int latestVersion();

    // Brings `db` up to latestVersion(), each step in its own transaction. Returns false and fills
    // `error` when a statement fails or when the file is newer than this binary understands.
    static bool apply(QSqlDatabase &db, QString *error);
};

} // namespace Sandbox
