#pragma once

// Wire types of an audience's draft conversation (spec section 2 "Audience draft conversation",
// sections 4.13 and 4.14). The spec gives no required notes here: every field is loose.
#include "net/pagetypes.h"

#include <QJsonObject>
#include <QJsonValue>

namespace Audience::Net {

struct ConversationInfo
{
    LooseString conversationId;
    LooseString audienceId;
    LooseString publishedMessageId;
    LooseString createdAt;
    LooseString updatedAt;
};

struct ConversationContext
{
    LooseString audienceId;
    LooseString pageId;
    LooseString currentSupplementaryContext;
    LooseString currentMetaTitle;
    LooseString currentMetaDescription;
    LooseString currentMetaKeywords; // a string here, unlike PageMetadata.keywords
    LooseString pageContext;
};

struct ToolCall
{
    LooseString id;
    LooseString name;
    LooseString status; // "running" is the one known value
    OptionalNullable<QJsonObject> arguments;
    std::optional<QJsonValue> result; // any JSON value, null included; std::nullopt when absent
    LooseString error;
};

struct Change
{
    LooseString changeId;
    LooseString field; // e.g. "supplementaryContext"
    LooseString previousValue;
    LooseString newValue;
    LooseString status; // e.g. "applied"
};

struct ContentPart
{
    LooseString type;
    LooseString text;
};

struct Message
{
    LooseString messageId;
    LooseString role; // e.g. "user"
    LooseString content;
    OptionalNullable<double> timestamp;
    OptionalNullable<bool> hasSnapshot;
    OptionalNullable<QList<ToolCall>> toolCalls;
    OptionalNullable<QList<Change>> changes;
    OptionalNullable<QList<ContentPart>> contentParts;
    LooseString reasoning;
    OptionalNullable<bool> isInterrupted;
};

struct Conversation
{
    OptionalNullable<ConversationInfo> conversation;
    OptionalNullable<QList<Message>> messages;
    OptionalNullable<ConversationContext> context;
    OptionalNullable<QList<Change>> pendingChanges;
};

// The answer to POST .../messages (202): the message was accepted for processing.
struct MessageAccepted
{
    bool accepted = false;
    QString audienceId;
    QString clientMessageId;
    QString versionId;
};

// The body of POST .../messages. An empty clientMessageId is filled in by the client (one per
// user action, reused by every retry; read it back from the reply).
struct OutgoingMessage
{
    QString message;
    QString clientMessageId;
    std::optional<QJsonObject> selectedElement;
};

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ConversationInfo &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ConversationContext &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ToolCall &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Change &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ContentPart &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Message &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Conversation &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, MessageAccepted &out);

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::ToolCall)
Q_DECLARE_METATYPE(Audience::Net::Change)
Q_DECLARE_METATYPE(Audience::Net::Message)
Q_DECLARE_METATYPE(Audience::Net::Conversation)
Q_DECLARE_METATYPE(Audience::Net::MessageAccepted)
