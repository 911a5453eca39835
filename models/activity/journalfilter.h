#pragma once

#include "models/activity/journalwords.h"
#include "models/store/journalconditions.h"

#include <QCoreApplication>
#include <QString>

namespace Audience::Models {

// What the Activity place shows of the journal: the store's conditions (JournalConditions: one
// outcome, one area, one page or audience, a date range, a search; applied in SQL by the store),
// and the same in words.
struct JournalFilter : JournalConditions
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::JournalFilter)
public:
    bool isEmpty() const;
    bool operator==(const JournalFilter &other) const = default;

    // The filter in words, for the heading of an export ("Failed · People · “anna”"); empty when
    // there is no filter.
    QString describe() const;
};

} // namespace Audience::Models
