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

// Each row names its fields; a field left out is false or null (no Check, no recorded resend,
// no words for a write without a target).
constexpr std::array<WriteKindRow, 9> table{{
    {.kind = WriteKind::SendMessage,
     .operation = "sendMessage",
     .area = "workspace",
     .target = WriteTarget::Audience,
     .retry = RetryWay::ThroughArea,
     .areaItem = AreaItem::IdempotencyKey,
     .safety = RepeatSafety::IdempotencyKey,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Send a message to %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Sent a message to %1")},
    {.kind = WriteKind::PublishVersion,
     .operation = "publishVersion",
     .area = "workspace",
     .target = WriteTarget::Audience,
     .retry = RetryWay::ThroughArea,
     .areaItem = AreaItem::TargetId,
     .safety = RepeatSafety::IdempotencyKey,
     .canCheck = true,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Publish version %2 of %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Published version %2 of %1")},
    {.kind = WriteKind::ArchiveAudience,
     .operation = "archiveAudience",
     .area = "audiences",
     .target = WriteTarget::Audience,
     .retry = RetryWay::ThroughArea,
     .areaItem = AreaItem::AudienceId,
     .safety = RepeatSafety::IdempotencyKey,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Archive %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Archived %1")},
    {.kind = WriteKind::RestoreAudience,
     .operation = "restoreAudience",
     .area = "audiences",
     .target = WriteTarget::Audience,
     .retry = RetryWay::ThroughArea,
     .areaItem = AreaItem::AudienceId,
     .safety = RepeatSafety::IdempotencyKey,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Restore %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Restored %1")},
    {.kind = WriteKind::UpdatePerson,
     .operation = "updatePerson",
     .area = "people",
     .target = WriteTarget::Person,
     .retry = RetryWay::AsRecorded,
     .areaItem = AreaItem::None,
     .safety = RepeatSafety::SameResult,
     .sendAsRecorded = &sendAs<Net::Person>,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Update person %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Updated person %1")},
    {.kind = WriteKind::CreatePersonLog,
     .operation = "createPersonLog",
     .area = "people",
     .target = WriteTarget::Person,
     .retry = RetryWay::AsRecorded,
     .areaItem = AreaItem::None,
     .safety = RepeatSafety::IdempotencyKey,
     .sendAsRecorded = &sendAs<Net::PersonLogCreated>,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Add a log entry for %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Added a log entry for %1"),
     .intentWithoutTarget = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Add a log entry"),
     .doneWithoutTarget = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Added a log entry")},
    {.kind = WriteKind::CreateTopicEntry,
     .operation = "createTopicEntry",
     .area = "topics",
     .target = WriteTarget::Topic,
     .retry = RetryWay::AsRecordedUnlessAlreadyThere,
     .areaItem = AreaItem::None,
     .safety = RepeatSafety::LookFirst,
     .sendAsRecorded = &sendAs<Net::TopicEntry>,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Add an entry to topic %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Added an entry to topic %1")},
    {.kind = WriteKind::UpdateWebhookSubscription,
     .operation = "updateWebhookSubscription",
     .area = "webhooks",
     .target = WriteTarget::WebhookSubscription,
     .retry = RetryWay::AsRecorded,
     .areaItem = AreaItem::None,
     .safety = RepeatSafety::SameResult,
     .sendAsRecorded = &sendAs<Net::WebhookSubscription>,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Update webhook subscription %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Updated webhook subscription %1")},
    // %1 is the label the undo gives it: "version 3 of Heads of FP&A at SaaS scale-ups".
    {.kind = WriteKind::UndoInstruction,
     .operation = "undoInstruction",
     .area = "workspace",
     .target = WriteTarget::Audience,
     .retry = RetryWay::ThroughArea,
     .areaItem = AreaItem::IdempotencyKey,
     .safety = RepeatSafety::IdempotencyKey,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Send the undo of %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Sent the undo of %1")},
}};

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
