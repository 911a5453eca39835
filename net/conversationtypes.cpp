#include "net/conversationtypes.h"

namespace Audience::Net {

using L1 = QLatin1StringView;

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ConversationInfo &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("conversationId"), out.conversationId);
    o.loose(L1("audienceId"), out.audienceId);
    o.loose(L1("publishedMessageId"), out.publishedMessageId);
    o.loose(L1("createdAt"), out.createdAt);
    o.loose(L1("updatedAt"), out.updatedAt);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ConversationContext &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("audienceId"), out.audienceId);
    o.loose(L1("pageId"), out.pageId);
    o.loose(L1("currentSupplementaryContext"), out.currentSupplementaryContext);
    o.loose(L1("currentMetaTitle"), out.currentMetaTitle);
    o.loose(L1("currentMetaDescription"), out.currentMetaDescription);
    o.loose(L1("currentMetaKeywords"), out.currentMetaKeywords);
    o.loose(L1("pageContext"), out.pageContext);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ToolCall &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("id"), out.id);
    o.loose(L1("name"), out.name);
    o.loose(L1("status"), out.status);
    o.loose(L1("arguments"), out.arguments);
    if (!o.failed()) {
        // `result` is "any type": null is a value like any other, only absence is distinct.
        const JsonValue result = o.find(L1("result"));
        if (!result.isUndefined())
            out.result = result.toJsonValue();
    }
    o.loose(L1("error"), out.error);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Change &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("changeId"), out.changeId);
    o.loose(L1("field"), out.field);
    o.loose(L1("previousValue"), out.previousValue);
    o.loose(L1("newValue"), out.newValue);
    o.loose(L1("status"), out.status);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ContentPart &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("type"), out.type);
    o.loose(L1("text"), out.text);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Message &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("messageId"), out.messageId);
    o.loose(L1("role"), out.role);
    o.loose(L1("content"), out.content);
    o.loose(L1("timestamp"), out.timestamp);
    o.loose(L1("hasSnapshot"), out.hasSnapshot);
    o.loose(L1("toolCalls"), out.toolCalls);
    o.loose(L1("changes"), out.changes);
    o.loose(L1("contentParts"), out.contentParts);
    o.loose(L1("reasoning"), out.reasoning);
    o.loose(L1("isInterrupted"), out.isInterrupted);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Conversation &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("conversation"), out.conversation);
    o.loose(L1("messages"), out.messages);
    o.loose(L1("context"), out.context);
    o.loose(L1("pendingChanges"), out.pendingChanges);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, MessageAccepted &out)
{
    ObjectReader o(value, path, context);
    o.required(L1("accepted"), out.accepted);
    o.required(L1("audienceId"), out.audienceId);
    o.required(L1("clientMessageId"), out.clientMessageId);
    o.required(L1("versionId"), out.versionId);
}

} // namespace Audience::Net
