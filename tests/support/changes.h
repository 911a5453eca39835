#pragma once

// One change of the editing agent (net/conversationtypes.h) as the tests of what goes live write it:
// a field, the value before and the value after, pending unless a test says otherwise; and the
// messages that carry changes.
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

// A message of the conversation: the user's (which makes the next version), or an answer with its changes.
inline Net::Message userMessage(const QString &id)
{
    Net::Message message;
    message.messageId = id;
    message.role = QStringLiteral("user");
    return message;
}

inline Net::Message answerMessage(const QString &id, const QList<Net::Change> &changes)
{
    Net::Message message;
    message.messageId = id;
    message.role = QStringLiteral("assistant");
    message.changes = changes;
    return message;
}

} // namespace Audience::Testing
