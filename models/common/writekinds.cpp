#include "models/common/writekinds.h"

#include "net/apiclient.h"
#include "net/persontypes.h"
#include "net/requestspec.h"
#include "net/topictypes.h"
#include "net/webhooktypes.h"

#include <QCoreApplication>

#include <algorithm>

namespace Audience::Models {

namespace {

// Sends a recorded request again, reading the answer as the type the operation answers with.
template<typename Answer>
Net::ApiReply *sendAs(Net::ApiClient &client, Net::RequestSpec spec, QObject *context)
{
    return client.send<Answer>(std::move(spec), context);
}

// The words are marked here for lupdate (which reads no macro of ours: hence the full
// QT_TRANSLATE_NOOP each time), translated where shown (writeWords).

// clang-format off
constexpr std::array<WriteKindRow, 9> table{{
    {WriteKind::SendMessage, "sendMessage", "workspace", WriteTarget::Audience,
     RetryWay::ThroughArea, AreaItem::IdempotencyKey, RepeatSafety::IdempotencyKey, false, nullptr,
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Send a message to %1"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Sent a message to %1"), nullptr, nullptr},
    {WriteKind::PublishVersion, "publishVersion", "workspace", WriteTarget::Audience,
     RetryWay::ThroughArea, AreaItem::TargetId, RepeatSafety::IdempotencyKey, true, nullptr,
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Publish version %2 of %1"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Published version %2 of %1"), nullptr, nullptr},
    {WriteKind::ArchiveAudience, "archiveAudience", "audiences", WriteTarget::Audience,
     RetryWay::ThroughArea, AreaItem::AudienceId, RepeatSafety::IdempotencyKey, false, nullptr,
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Archive %1"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Archived %1"), nullptr, nullptr},
    {WriteKind::RestoreAudience, "restoreAudience", "audiences", WriteTarget::Audience,
     RetryWay::ThroughArea, AreaItem::AudienceId, RepeatSafety::IdempotencyKey, false, nullptr,
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Restore %1"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Restored %1"), nullptr, nullptr},
    {WriteKind::UpdatePerson, "updatePerson", "people", WriteTarget::Person,
     RetryWay::AsRecorded, AreaItem::None, RepeatSafety::SameResult, false, &sendAs<Net::Person>,
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Update person %1"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Updated person %1"), nullptr, nullptr},
    {WriteKind::CreatePersonLog, "createPersonLog", "people", WriteTarget::Person,
     RetryWay::AsRecorded, AreaItem::None, RepeatSafety::IdempotencyKey, false, &sendAs<Net::PersonLogCreated>,
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Add a log entry for %1"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Added a log entry for %1"),
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Add a log entry"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Added a log entry")},
    {WriteKind::CreateTopicEntry, "createTopicEntry", "topics", WriteTarget::Topic,
     RetryWay::AsRecordedUnlessAlreadyThere, AreaItem::None, RepeatSafety::LookFirst, false, &sendAs<Net::TopicEntry>,
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Add an entry to topic %1"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Added an entry to topic %1"), nullptr, nullptr},
    {WriteKind::UpdateWebhookSubscription, "updateWebhookSubscription", "webhooks", WriteTarget::WebhookSubscription,
     RetryWay::AsRecorded, AreaItem::None, RepeatSafety::SameResult, false, &sendAs<Net::WebhookSubscription>,
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Update webhook subscription %1"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Updated webhook subscription %1"), nullptr, nullptr},
    // %1 is the label the undo gives it: "version 3 of Heads of FP&A at SaaS scale-ups".
    {WriteKind::UndoInstruction, "undoInstruction", "workspace", WriteTarget::Audience,
     RetryWay::ThroughArea, AreaItem::IdempotencyKey, RepeatSafety::IdempotencyKey, false, nullptr,
     QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Send the undo of %1"), QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Sent the undo of %1"), nullptr, nullptr},
}};
// clang-format on

// The table is in the enum's order, so a kind's row is found by its value.
constexpr bool isInEnumOrder()
{
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (static_cast<std::size_t>(table[i].kind) != i)
            return false;
    }
    return true;
}
static_assert(isInEnumOrder(), "writeKindTable: one row per WriteKind, in the enum's order");

} // namespace

const std::array<WriteKindRow, 9> &writeKindTable()
{
    return table;
}

const WriteKindRow &writeKindRow(WriteKind kind)
{
    return table[static_cast<std::size_t>(kind)];
}

const WriteKindRow *writeKindRow(const QString &operation)
{
    const auto row = std::find_if(table.begin(), table.end(), [&operation](const WriteKindRow &candidate) {
        return operation == QLatin1StringView(candidate.operation.data(), qsizetype(candidate.operation.size()));
    });
    return row == table.end() ? nullptr : &*row;
}

QString operationName(WriteKind kind)
{
    const std::string_view name = writeKindRow(kind).operation;
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

QString writeWords(const char *words)
{
    return words ? QCoreApplication::translate("Audience::Models::WriteKinds", words) : QString();
}

} // namespace Audience::Models
