#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sandbox {

class Sql;

// The draft conversation of each audience: its messages and the changes the agent proposed.
// A conversation row is created on the first message; until then reads show an empty one whose ID
// is derived from the audience ID ("aud_x" -> "conv_x"), so a GET never has to write.
class ConversationStore
{
public:
    explicit ConversationStore(Sql &sql) : m_sql(sql) {}

    static QString conversationIdFor(const QString &audienceId);
    // The stored conversation's ID (seeded ones may differ from the derived form), else the derived one.
    QString idFor(const QString &audienceId);
    QString ensure(const QString &audienceId, const QString &now);
    void touch(const QString &conversationId, const QString &now);

    QString addUserMessage(const QString &conversationId, const QString &versionId, const QString &text,
                           const QString &clientMessageId, const QString &now);
    QString addAssistantMessage(const QString &conversationId, const QString &versionId,
                                const QJsonObject &toolCall, const QString &now);
    std::optional<QString> assistantMessageFor(const QString &conversationId, const QString &versionId);
    // The text of the user message that asked for `versionId` (empty when there is none).
    QString instructionFor(const QString &conversationId, const QString &versionId);
    // The ID of the first tool call of a message (empty when it has none).
    QString firstToolCallId(const QString &messageId);
    // The reply so far while the version is still processing (the tool call stays running).
    void writePartialReply(const QString &messageId, const QString &content, const QString &reasoning);
    void completeAssistantMessage(const QString &messageId, const QString &content, const QString &reasoning,
                                  const QJsonArray &toolCalls, bool hasSnapshot);
    // The version was cancelled: its assistant message (if any) is interrupted (keeping the partial
    // reply it had, or a short note when it had none), its tool call cancelled, its proposed changes
    // discarded.
    void interruptVersion(const QString &conversationId, const QString &versionId);

    void addChange(const QString &audienceId, const QString &versionId, const QString &messageId,
                   const QString &field, const QString &previousValue, const QString &newValue, const QString &now);
    // Publishing version number `upTo` applies the pending changes of it and of the drafts before it.
    void applyChanges(const QString &audienceId, qint64 upTo);
    void setPublishedMessage(const QString &audienceId, const QString &versionId, const QString &now);

    // {conversation, messages, pendingChanges} (the caller adds context).
    QJsonObject read(const QString &audienceId, const QString &audienceCreatedAt);

private:
    Sql &m_sql;
};

} // namespace Sandbox
