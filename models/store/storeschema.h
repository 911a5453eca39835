#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <functional>
#include <optional>

namespace Audience::Models::StoreSchema {

// The profile store's schema, one step per version (PRAGMA user_version): a database is brought up
// to currentVersion() step by step, each step in its own `BEGIN IMMEDIATE` transaction that reads
// the version again once it holds the write lock, so two consoles opening a new profile at once
// never run a step twice. A step is never changed once released; a change of schema is a new step.
//
// The journal's text index (JournalTextIndex: FTS5 with the trigram tokenizer) is not a step of its
// own: it is added, when this SQLite can make it, in the transaction that ends every migration. A
// SQLite without it opens the store all the same, and Activity's search reads the journal by LIKE.
int currentVersion();

struct Options
{
    // For tests: make the text index as a SQLite without FTS5 would fail to (the same statement
    // with a module SQLite does not know), so that path runs for real.
    bool pretendFts5IsMissing = false;
    // The fault point of the connection that migrates (StoreConnection::takeInjectedFault): the
    // rows a step moves (releaselogstep.cpp) ask it before each statement, so a test's sweep
    // reaches them. Unset: no fault.
    std::function<std::optional<QSqlError>()> injectedFault = {};
};

struct Result
{
    enum class Kind {
        Ready, // at the version asked for (or already beyond it, up to currentVersion())
        Newer, // written by a newer console: left as it is
        Failed // a statement failed: `sqlError` says which way
    };
    Kind kind = Kind::Failed;
    int foundVersion = -1; // the version the database had
    QString error;         // in words, when not Ready
    QSqlError sqlError;    // of the statement that failed (SQLite's code in nativeErrorCode())
    bool ok() const { return kind == Kind::Ready; }
};

// Migrates `db` to the current version, and adds the text index when it is missing and can be made.
Result migrate(QSqlDatabase &db, const Options &options = {});
// The same, up to `version` only (a store as an older console left it, for tests of a migration).
Result migrateTo(QSqlDatabase &db, int version, const Options &options = {});

} // namespace Audience::Models::StoreSchema
