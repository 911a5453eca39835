#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace Audience::Models::StoreFiles {

// What SQLite keeps beside a database file, named after it: the write-ahead log and its index,
// and a rollback journal. They belong to that file: one moved without them loses its last
// commits, and one left behind would be read into the next file of that name.
QStringList companionSuffixes();

// SQLite, given a file that is not a database with a write-ahead log beside it, deletes the log
// when it closes the file: such a file is found out by its first bytes, before SQLite opens it.
// True for a database, an empty or missing file (a new store) and ":memory:".
bool startsLikeADatabase(const QString &path);

// Moves the database at `path`, with its companions, aside in its folder as
// <name>.<label>-<yyyy-MM-ddTHH-mm-ssZ>.<suffix> (console.sqlite → console.damaged-2026-11-27T16-50-00Z.sqlite,
// "-2" added if that name is taken). The companions go first, so a failure half-way never leaves a
// log beside a database that is not its own; what was moved is put back when the database cannot
// be. Returns the new path of the database, or an empty string with the reason in `error`.
QString moveAside(const QString &path, const QString &label, const QDateTime &when, QString *error);

} // namespace Audience::Models::StoreFiles
