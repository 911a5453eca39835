#pragma once

#include "models/store/journalconditions.h"

#include <QString>
#include <QVariantList>

namespace Audience::Models::JournalConditionSql {

// The conditions as SQL for `SELECT … FROM journal WHERE <where>` ("1" when there are none), with
// their values to bind in order: what the composed journal statements (storestatements.cpp) are
// filled in with.
struct Sql
{
    QString where;
    QVariantList values;
};
Sql of(const JournalSelection &selection);

} // namespace Audience::Models::JournalConditionSql
