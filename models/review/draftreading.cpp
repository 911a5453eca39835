#include "models/review/draftreading.h"

#include <algorithm>

namespace Audience::Models {

DraftReading DraftReading::of(const Net::ConversationContext &context, const QList<Net::Change> &pendingChanges)
{
    DraftReading reading;
    reading.rows = NetChanges::compute(context, pendingChanges);
    reading.findings = PublishChecks::run(reading.rows);
    reading.changing = NetChanges::changingCount(reading.rows);
    reading.errors = PublishChecks::count(reading.findings, PublishChecks::Severity::Error);
    reading.warnings = PublishChecks::count(reading.findings, PublishChecks::Severity::Warning);
    return reading;
}

DraftReading DraftReading::of(const Net::Conversation &conversation)
{
    return of(conversation.context.value(), conversation.pendingChanges.value());
}

bool DraftReading::hasPendingChanges() const
{
    return std::any_of(rows.cbegin(), rows.cend(), [](const FieldNetChange &row) { return !row.steps.isEmpty(); });
}

QString DraftReading::titleAfter() const
{
    for (const FieldNetChange &row : rows) {
        if (row.field == QLatin1String("metaTitle"))
            return row.after;
    }
    return {};
}

} // namespace Audience::Models
