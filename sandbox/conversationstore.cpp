#include "conversationstore.h"

#include "clock.h"
#include "ids.h"
#include "jsonwriters.h"
#include "sql.h"

#include <QHash>
#include <QJsonDocument>

namespace Sandbox {

namespace {
QString compact(const QJsonArray &array)
{
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}
} // namespace

QString ConversationStore::conversationIdFor(const QString &audienceId)
{
    const qsizetype underscore = audienceId.indexOf(u'_');
    return QStringLiteral("conv_") + (underscore >= 0 ? audienceId.mid(underscore + 1) : audienceId);
}

QString ConversationStore::idFor(const QString &audienceId)
{
    const QVariant id = m_sql.scalar(QStringLiteral("SELECT id FROM conversations WHERE audience_id = ?"), {audienceId});
    return id.isValid() ? id.toString() : conversationIdFor(audienceId);
}

QString ConversationStore::ensure(const QString &audienceId, const QString &now)
{
    const QString id = idFor(audienceId);
    m_sql.run(QStringLiteral("INSERT OR IGNORE INTO conversations (id, audience_id, created_at, updated_at) "
                             "VALUES (?, ?, ?, ?)"),
              {id, audienceId, now, now});
    return id;
}

void ConversationStore::touch(const QString &conversationId, const QString &now)
{
    m_sql.run(QStringLiteral("UPDATE conversations SET updated_at = ? WHERE id = ?"), {now, conversationId});
}

QString ConversationStore::addUserMessage(const QString &conversationId, const QString &versionId, const QString &text,
                                          const QString &clientMessageId, const QString &now)
{
    const QString id = Ids::make(u"msg");
    const QJsonArray parts{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}}};
    m_sql.run(QStringLiteral("INSERT INTO messages (id, conversation_id, version_id, role, content, timestamp_ms, "
                             "content_parts_json, client_message_id, created_at) VALUES (?, ?, ?, 'user', ?, ?, ?, ?, ?)"),
              {id, conversationId, versionId, text, Clock::nowMs(), compact(parts), clientMessageId, now});
    return id;
}

QString ConversationStore::addAssistantMessage(const QString &conversationId, const QString &versionId,
                                               const QJsonObject &toolCall, const QString &now)
{
    const QString id = Ids::make(u"msg");
    m_sql.run(QStringLiteral("INSERT INTO messages (id, conversation_id, version_id, role, content, timestamp_ms, "
                             "tool_calls_json, created_at) VALUES (?, ?, ?, 'assistant', '', ?, ?, ?)"),
              {id, conversationId, versionId, Clock::nowMs(), compact(QJsonArray{toolCall}), now});
    return id;
}

std::optional<QString> ConversationStore::assistantMessageFor(const QString &conversationId, const QString &versionId)
{
    const QVariant id = m_sql.scalar(QStringLiteral("SELECT id FROM messages WHERE conversation_id = ? AND version_id = ? "
                                                    "AND role = 'assistant' ORDER BY timestamp_ms DESC LIMIT 1"),
                                     {conversationId, versionId});
    return id.isValid() ? std::optional<QString>(id.toString()) : std::nullopt;
}

QString ConversationStore::instructionFor(const QString &conversationId, const QString &versionId)
{
    return m_sql.scalar(QStringLiteral("SELECT content FROM messages WHERE conversation_id = ? AND version_id = ? "
                                       "AND role = 'user' ORDER BY rowid DESC LIMIT 1"),
                        {conversationId, versionId}).toString();
}

QString ConversationStore::firstToolCallId(const QString &messageId)
{
    const QJsonArray calls =
        Json::parsed(m_sql.scalar(QStringLiteral("SELECT tool_calls_json FROM messages WHERE id = ?"), {messageId})).toArray();
    return calls.isEmpty() ? QString() : calls.first().toObject().value(QStringLiteral("id")).toString();
}

void ConversationStore::writePartialReply(const QString &messageId, const QString &content, const QString &reasoning)
{
    const QJsonArray parts{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), content}}};
    m_sql.run(QStringLiteral("UPDATE messages SET content = ?, reasoning = ?, content_parts_json = ? WHERE id = ?"),
              {content, reasoning, compact(parts), messageId});
}

void ConversationStore::completeAssistantMessage(const QString &messageId, const QString &content,
                                                 const QString &reasoning, const QJsonArray &toolCalls, bool hasSnapshot)
{
    const QJsonArray parts{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), content}}};
    m_sql.run(QStringLiteral("UPDATE messages SET content = ?, reasoning = ?, content_parts_json = ?, tool_calls_json = ?, "
                             "has_snapshot = ? WHERE id = ?"),
              {content, reasoning, compact(parts), compact(toolCalls), int(hasSnapshot), messageId});
}

void ConversationStore::interruptVersion(const QString &conversationId, const QString &versionId)
{
    if (const auto messageId = assistantMessageFor(conversationId, versionId)) {
        QJsonArray toolCalls = Json::parsed(m_sql.scalar(QStringLiteral("SELECT tool_calls_json FROM messages WHERE id = ?"),
                                                         {*messageId})).toArray();
        for (qsizetype i = 0; i < toolCalls.size(); ++i) {
            QJsonObject call = toolCalls.at(i).toObject();
            if (call.value(QStringLiteral("status")).toString() == u"running") {
                call.insert(QStringLiteral("status"), QStringLiteral("cancelled"));
                call.insert(QStringLiteral("error"), QStringLiteral("Interrupted by a newer message."));
            }
            toolCalls.replace(i, call);
        }
        const QString note = QStringLiteral("Stopped: a newer message replaced this request.");
        const QJsonArray parts{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), note}}};
        m_sql.run(QStringLiteral("UPDATE messages SET is_interrupted = 1, tool_calls_json = ?, "
                                 "content = CASE WHEN content = '' THEN ? ELSE content END, "
                                 "content_parts_json = CASE WHEN content = '' THEN ? ELSE content_parts_json END "
                                 "WHERE id = ?"),
                  {compact(toolCalls), note, compact(parts), *messageId});
    }
    m_sql.run(QStringLiteral("UPDATE changes SET status = 'discarded' WHERE version_id = ?"), {versionId});
}

void ConversationStore::addChange(const QString &audienceId, const QString &versionId, const QString &messageId,
                                  const QString &field, const QString &previousValue, const QString &newValue,
                                  const QString &now)
{
    m_sql.run(QStringLiteral("INSERT INTO changes (id, audience_id, version_id, message_id, field, previous_value, "
                             "new_value, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)"),
              {Ids::make(u"chg"), audienceId, versionId, messageId, field, previousValue, newValue, now});
}

void ConversationStore::applyChanges(const QString &audienceId, qint64 upTo)
{
    m_sql.run(QStringLiteral("UPDATE changes SET status = 'applied' WHERE audience_id = ? AND status = 'pending' AND "
                             "version_id IN (SELECT id FROM audience_versions WHERE audience_id = ? AND version_number <= ?)"),
              {audienceId, audienceId, upTo});
}

void ConversationStore::setPublishedMessage(const QString &audienceId, const QString &versionId, const QString &now)
{
    const QString conversationId = idFor(audienceId);
    const auto messageId = assistantMessageFor(conversationId, versionId);
    if (!messageId)
        return; // a version from seeding without a conversation keeps the old pointer
    m_sql.run(QStringLiteral("UPDATE conversations SET published_message_id = ?, updated_at = ? WHERE id = ?"),
              {*messageId, now, conversationId});
}

QJsonObject ConversationStore::read(const QString &audienceId, const QString &audienceCreatedAt)
{
    const QString conversationId = idFor(audienceId);
    // publishedMessageId is a plain string in the spec ("all strings"): left out until a message is live.
    QJsonObject conversation{{QStringLiteral("conversationId"), conversationId},
                             {QStringLiteral("audienceId"), audienceId},
                             {QStringLiteral("createdAt"), audienceCreatedAt},
                             {QStringLiteral("updatedAt"), audienceCreatedAt}};
    QSqlQuery &row = m_sql.run(QStringLiteral("SELECT published_message_id, created_at, updated_at FROM conversations "
                                              "WHERE id = ?"), {conversationId});
    if (row.next()) {
        Json::insertText(conversation, QStringLiteral("publishedMessageId"), row.value(0));
        conversation.insert(QStringLiteral("createdAt"), row.value(1).toString());
        conversation.insert(QStringLiteral("updatedAt"), row.value(2).toString());
    }
    row.finish();

    QHash<QString, QJsonArray> changesByMessage;
    QJsonArray pending;
    QSqlQuery &changes = m_sql.run(QStringLiteral("SELECT %1 FROM changes WHERE audience_id = ? ORDER BY created_at, id")
                                       .arg(Json::changeColumns), {audienceId});
    while (changes.next()) {
        const QJsonObject change = Json::change(changes);
        changesByMessage[changes.value(5).toString()].append(change);
        if (change.value(QStringLiteral("status")).toString() == u"pending")
            pending.append(change);
    }
    changes.finish();

    QJsonArray messages;
    QSqlQuery &rows = m_sql.run(QStringLiteral("SELECT %1 FROM messages WHERE conversation_id = ? ORDER BY timestamp_ms, "
                                               "rowid").arg(Json::messageColumns), {conversationId});
    while (rows.next())
        messages.append(Json::message(rows, changesByMessage.value(rows.value(0).toString())));
    rows.finish();

    return QJsonObject{{QStringLiteral("conversation"), conversation},
                       {QStringLiteral("messages"), messages},
                       {QStringLiteral("pendingChanges"), pending}};
}

} // namespace Sandbox
