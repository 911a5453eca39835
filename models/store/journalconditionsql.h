#pragma once

#include "models/store/journalconditions.h"

#include <QString>
#include <QList>
#include <QVariant>

#include <utility>

namespace Audience::Models::JournalConditionSql {

// The conditions as SQL for `SELECT … FROM journal WHERE <where>` ("1" when there are none), with
// their values to bind by name (:c0, :c1, …): what the composed journal statements
// (journalrows.cpp) are filled in with.
struct Sql
{
    QString where;
    QList<std::pair<QString, QVariant>> values; // placeholder, value
};
Sql of(const JournalSelection &selection);

} // namespace Audience::Models::JournalConditionSql
