#pragma once

#include "models/store/storeresult.h"

#include <QSqlDatabase>
#include <QString>

#include <array>

namespace Audience::Models::JournalTextIndex {

// The journal's searchable text, indexed for Activity's search (schema step 2): an FTS5 table
// `journal_text` with the trigram tokenizer (any part of 3 characters or more is found through the
// index) over these columns of `journal`, one FTS row per journal entry (its rowid the entry's id).
//
// Journaling a write must stay cheap (bench_journal), so the journal's triggers only queue the id
// of an entry added, changed or deleted into `journal_text_queue`; indexQueued() moves queued
// entries into the index later, off the GUI thread (ProfileDatabase's background worker). Until then
// a search finds a queued entry by LIKE over the same columns (JournalConditionSql).
inline constexpr std::array<const char *, 9> columns{"target_label", "page_id",         "audience_id",
                                                     "target_id",    "idempotency_key", "operation",
                                                     "body",         "answer",          "error"};

// Shortest text the index can find (a trigram); shorter text is searched with LIKE.
inline constexpr int shortestIndexedText = 3;

// Each runs on the connection it is given (the background worker's, a test's), with its SQL here
// (journaltextindex.cpp).
//
// Makes the index (inside the caller's transaction) with `module` (fts5; a test names one SQLite
// does not know), and queues every journal entry for it. SQLite's refusal when this SQLite cannot
// make it: no FTS5, or no trigram tokenizer (before SQLite 3.34).
StoreResult<void> create(QSqlDatabase &db, const QString &module);

// Whether the index exists and this SQLite can read it (a store made with FTS5 may be opened by
// a SQLite without it).
bool isAvailable(QSqlDatabase &db);

// Indexes up to `maxEntries` queued entries, oldest first, in one transaction (the caller keeps it
// short: the GUI thread's next write waits for it). An entry deleted from the journal leaves the
// index. Returns how many queued entries were handled, or why a statement failed (nothing of this
// call is then kept).
StoreResult<int> indexQueued(QSqlDatabase &db, int maxEntries);

// How many entries wait to be indexed.
StoreResult<int> queuedCount(QSqlDatabase &db);

// `text` as one FTS5 phrase for `journal_text MATCH ?` (bound, never spliced into SQL): in
// double quotes, its own double quotes doubled, so nothing in it is read as FTS5 syntax.
QString phrase(const QString &text);

} // namespace Audience::Models::JournalTextIndex
