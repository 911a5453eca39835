#include "models/common/writekinds.h"

#include "net/apiclient.h"
#include "net/persontypes.h"
#include "net/requestspec.h"
#include "net/topictypes.h"
#include "net/webhooktypes.h"

#include <QCoreApplication>

#include <QtGlobal>

#include <algorithm>
#include <array>

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
constexpr auto table = std::to_array<WriteKindRow>({
    {.kind = WriteKind::SendMessage,
     .operation = "sendMessage",
     .area = "workspace",
     .target = WriteTarget::Audience,
     .retry = RetryWay::ThroughArea,
     .handler = AreaHandler::Messages,
     .areaItem = AreaItem::IdempotencyKey,
     .safety = RepeatSafety::IdempotencyKey,
     .detail = WordsDetail::MessageExcerpt,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Send a message to %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Sent a message to %1")},
    {.kind = WriteKind::PublishVersion,
     .operation = "publishVersion",
     .area = "workspace",
     .target = WriteTarget::Audience,
     .retry = RetryWay::ThroughArea,
     .handler = AreaHandler::Publishes,
     .areaItem = AreaItem::TargetId,
     .safety = RepeatSafety::IdempotencyKey,
     .canCheck = true,
     .detail = WordsDetail::VersionNumber,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Publish version %2 of %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Published version %2 of %1")},
    {.kind = WriteKind::ArchiveAudience,
     .operation = "archiveAudience",
     .area = "audiences",
     .target = WriteTarget::Audience,
     .retry = RetryWay::ThroughArea,
     .handler = AreaHandler::AudienceArchive,
     .areaItem = AreaItem::AudienceId,
     .safety = RepeatSafety::IdempotencyKey,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Archive %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Archived %1")},
    {.kind = WriteKind::RestoreAudience,
     .operation = "restoreAudience",
     .area = "audiences",
     .target = WriteTarget::Audience,
     .retry = RetryWay::ThroughArea,
     .handler = AreaHandler::AudienceArchive,
     .areaItem = AreaItem::AudienceId,
     .safety = RepeatSafety::IdempotencyKey,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Restore %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Restored %1")},
    {.kind = WriteKind::UpdatePerson,
     .operation = "updatePerson",
     .area = "people",
     .target = WriteTarget::Person,
     .retry = RetryWay::AsRecorded,
     .handler = AreaHandler::None,
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
     .handler = AreaHandler::None,
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
     .handler = AreaHandler::None,
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
     .handler = AreaHandler::None,
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
     .handler = AreaHandler::Messages,
     .areaItem = AreaItem::IdempotencyKey,
     .safety = RepeatSafety::IdempotencyKey,
     .detail = WordsDetail::MessageExcerpt,
     .intent = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Send the undo of %1"),
     .done = QT_TRANSLATE_NOOP("Audience::Models::WriteKinds", "Sent the undo of %1")},
});

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

// How Retry sends a row again and what it needs agree: an area takes back (and checks) exactly the
// rows it retries, and finds them by an item; every other row is sent again as recorded.
constexpr bool retryFieldsAgree()
{
    for (const WriteKindRow &row : table) {
        const bool throughArea = row.retry == RetryWay::ThroughArea;
        if (throughArea != (row.handler != AreaHandler::None) || throughArea != (row.areaItem != AreaItem::None)
            || throughArea == (row.sendAsRecorded != nullptr) || (row.canCheck && !throughArea))
            return false;
    }
    return true;
}
static_assert(retryFieldsAgree(), "writeKindTable: a ThroughArea row names its handler and item; any other sends as recorded");

} // namespace

std::span<const WriteKindRow> writeKindTable()
{
    return table;
}

const WriteKindRow &writeKindRow(WriteKind kind)
{
    const auto index = static_cast<std::size_t>(kind);
    Q_ASSERT_X(index < table.size(), "writeKindRow", "a WriteKind without its row in writekinds.cpp");
    return table[index];
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
