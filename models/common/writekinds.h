#pragma once

#include <QString>

#include <cstddef>
#include <span>
#include <string_view>

namespace Audience::Net {
class ApiClient;
class ApiReply;
struct RequestSpec;
} // namespace Audience::Net

class QObject;

namespace Audience::Models {

// Every kind of write the console makes, one row each in writeKindTable (writekinds.cpp). What the
// journal, Activity, the main window's bar and each place do with a write follows from its row:
// adding a kind of write is adding one enum value and one row (docs/architecture.md, "The write
// table"). The table's rows are in this order: a new kind goes last, its row last. The journal
// keeps the row's name, never the enum's value.
enum class WriteKind {
    SendMessage,
    PublishVersion,
    ArchiveAudience,
    RestoreAudience,
    UpdatePerson,
    CreatePersonLog,
    CreateTopicEntry,
    UpdateWebhookSubscription,
    // The one message "Undo this publish" sends: the values before a publish, dictated. A message
    // like SendMessage, journaled as its own kind, named for the publish it undoes.
    UndoInstruction,
};

// What a write writes to: which words name it, and which place opens it.
enum class WriteTarget { Audience, Person, Topic, WebhookSubscription };

// How Retry sends a write an earlier run left not confirmed (or that failed) again.
enum class RetryWay {
    // Its area takes it in when the store opens (Connection adopts it through the row's
    // `handler` into the area's WriteTracker) and sends it again, so the area's place shows the
    // new state. The area finds it by `areaItem`.
    ThroughArea,
    // Sent again as the journal recorded it (method, path, body, key), through a WriteTracker.
    AsRecorded,
    // The same, after reading the target's entries: nothing is sent when an identical one is there
    // (a topic entry carries no idempotency key in the spec).
    AsRecordedUnlessAlreadyThere,
};

// Which area takes back a write an earlier run left not confirmed (RetryWay::ThroughArea): the
// connection's hub registers one handler per value (AreaWriteHandlers, models/common/areawrites.h),
// which adopts the journal entry, retries, discards and (a row that canCheck) checks it. None: a
// write sent again as recorded, by no area.
enum class AreaHandler {
    None,
    Messages,        // the workspace's MessageOutbox: a message, an undo's instruction
    Publishes,       // the workspace's PublishActions: a publish (also a release's)
    AudienceArchive, // the audience list's AudienceActions: an archive, a restore
};
inline constexpr std::size_t areaHandlerCount = 4;

// Which field of the journal's note names the write in its area's WriteTracker (ThroughArea).
enum class AreaItem { None, IdempotencyKey, TargetId, AudienceId };

// What Activity's words add to the row's words (JournalWords::what).
enum class WordsDetail {
    None,
    VersionNumber,  // %2 is the version's number (from the answer or the body), else its ID
    MessageExcerpt, // the words are followed by the start of the message sent: “Mention pricing…”
};

// Why sending it twice does no harm, which is what Retry says to the user.
enum class RepeatSafety {
    IdempotencyKey, // the service applies a key once
    SameResult,     // a PATCH: applied twice, the same record
    LookFirst,      // RetryWay::AsRecordedUnlessAlreadyThere
};

struct WriteKindRow
{
    WriteKind kind;
    std::string_view operation; // the journal's name for it (its `operation` column); never changes
    std::string_view area;      // the area that usually makes it (a publish may also come from a release)
    WriteTarget target;
    RetryWay retry;
    // ThroughArea: the area that takes it back, and its item there; None otherwise.
    AreaHandler handler;
    AreaItem areaItem;
    RepeatSafety safety;
    // Check asks the service whether it happened (a publish: did the version go live?).
    bool canCheck;
    // Sends the recorded request again with the answer's type (AsRecorded, AsRecordedUnlessAlreadyThere).
    Net::ApiReply *(*sendAsRecorded)(Net::ApiClient &client, Net::RequestSpec spec, QObject *context);
    // What the words add (a publish's version number, a message's start).
    WordsDetail detail;
    // The words, with %1 the target's name: as an intent (it is not done) and done (past tense).
    // A publish has %2, the version's number; a log entry with no person named uses the next two.
    const char *intent;
    const char *done;
    const char *intentWithoutTarget;
    const char *doneWithoutTarget;
};

// The table's row of a kind.
const WriteKindRow &writeKindRow(WriteKind kind);
// The row of a journal's operation name; null for a name this console does not know (a newer
// console's journal), which is shown as stored and offered for Discard only.
const WriteKindRow *writeKindRow(const QString &operation);
// Every row, in the enum's order.
std::span<const WriteKindRow> writeKindTable();

QString operationName(WriteKind kind);
// Whether `row` (a journal entry's, null for an unknown operation) is the row of `kind`.
inline bool isKind(const WriteKindRow *row, WriteKind kind)
{
    return row && row->kind == kind;
}
// The row's words, translated (context "Audience::Models::WriteKinds").
QString writeWords(const char *words);

} // namespace Audience::Models
