#pragma once

// One change of the editing agent (net/conversationtypes.h) as the tests of what goes live write it:
// a field, the value before and the value after, pending unless a test says otherwise.
#include "net/conversationtypes.h"

namespace Audience::Testing {

inline Net::Change pendingChange(const QString &field, const QString &previous, const QString &next)
{
    Net::Change result;
    result.field = field;
    result.previousValue = previous;
    result.newValue = next;
    result.status = QStringLiteral("pending");
    return result;
}

} // namespace Audience::Testing
