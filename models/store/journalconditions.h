#pragma once

#include "models/store/journalentry.h"

#include <QDate>
#include <QString>
#include <QVariantList>

#include <optional>

namespace Audience::Models {

// Which journal entries a list over the journal keeps (Activity's filter, JournalFilter): the
// entries of one outcome, one area, one page or audience, a date range, and a search. The store
// applies them in SQL (journalconditionsql.cpp), so a filter over 100 000 entries reads only the
// rows it shows.
struct JournalConditions
{
    std::optional<ActivityOutcome> outcome; // none: every outcome
    QString area;                           // "": every area (JournalNote::area's values)
    QString pageOrAudience;                 // part of a page's or audience's ID, or of the target's name
    QDate from;                             // the user's local days, both included; invalid: open
    QDate to;
    QString search; // over the target's name, the IDs, the key, the body, the answer and the error

    bool operator==(const JournalConditions &other) const = default;

    // Whether the store has the journal's text index (ProfileDatabase::hasTextIndex()): without it
    // (a SQLite without FTS5) the search reads the journal by LIKE.
    enum class TextIndex { Available, Missing };
};

// The conditions as the store reads them: `live` tells "not confirmed" (a run that is gone) from
// "in progress".
struct JournalSelection
{
    JournalConditions conditions;
    LiveRuns live;
    JournalConditions::TextIndex textIndex = JournalConditions::TextIndex::Available;
};

} // namespace Audience::Models
