#pragma once

#include "models/activity/journalwords.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QVariantList>

#include <optional>

namespace Audience::Models {

// What the Activity place shows of the journal: the entries of one outcome, one area, one page or
// audience, a date range, and a search. Applied in SQL (toSql()), so a filter over 100 000 entries
// reads only the rows it shows.
struct JournalFilter
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::JournalFilter)
public:
    std::optional<ActivityOutcome> outcome; // none: every outcome
    QString area;                           // "": every area (JournalNote::area's values)
    QString pageOrAudience;                 // part of a page's or audience's ID, or of the target's name
    QDate from;                             // the user's local days, both included; invalid: open
    QDate to;
    QString search; // over the target's name, the IDs, the key, the body, the answer and the error

    bool isEmpty() const;
    bool operator==(const JournalFilter &other) const = default;

    // Whether the store has the journal's text index (ProfileStore::hasTextIndex()): without it
    // (a SQLite without FTS5) the search reads the journal by LIKE.
    enum class TextIndex { Available, Missing };

    // The conditions as SQL for `SELECT … FROM journal WHERE <where>` ("1" when there are none),
    // with their values to bind in order. `live` tells "not confirmed" (a run that is gone) from "in progress".
    struct Sql
    {
        QString where;
        QVariantList values;
    };
    Sql toSql(const LiveRuns &live, TextIndex textIndex) const;

    // The filter in words, for the heading of an export ("Failed · People · “anna”"); empty when
    // there is no filter.
    QString describe() const;
};

} // namespace Audience::Models
