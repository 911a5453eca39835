#include "audiencehistory.h"

#include "seedwriter.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Sandbox {

namespace {

// The metadata override after `reply`: the base override with the keys of the changed fields replaced,
// as the lifecycle does (versionlifecycle.cpp), so untouched keys keep following the page.
QJsonObject overrideAfter(QJsonObject override, const AgentReply &reply)
{
    for (const AgentChange &change : reply.changes) {
        if (change.field == u"metaTitle")
            override.insert(QStringLiteral("title"), reply.updated.metaTitle);
        else if (change.field == u"metaDescription")
            override.insert(QStringLiteral("description"), reply.updated.metaDescription);
        else if (change.field == u"metaKeywords")
            override.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(reply.updated.metaKeywords));
    }
    return override;
}

QString nullIfEmpty(const QString &value)
{
    return value.isEmpty() ? QString() : value;
}

struct WrittenVersion
{
    Seed::VersionRow row;
    AgentContext content;
    QString assistantMessageId;
};

} // namespace

bool AudienceHistory::write(const AudienceSeed &seed)
{
    using Outcome = AudienceEdit::Outcome;
    QList<WrittenVersion> versions;

    const auto versionRow = [&seed](int number, const AgentContext &content, const QJsonObject &override,
                                    const QDateTime &createdAt) {
        Seed::VersionRow row;
        row.id = QStringLiteral("ver_%1_%2").arg(seed.idStem).arg(number);
        row.audienceId = seed.id;
        row.versionNumber = number;
        row.isNewPageAgent = seed.isNewPageAgent;
        row.supplementaryContext = nullIfEmpty(content.supplementaryContext);
        row.customName = nullIfEmpty(content.customName);
        row.metadataOverride = override;
        row.createdAt = createdAt;
        row.queuedAt = createdAt;
        return row;
    };

    // Version 1: born with the audience and published within the hour.
    {
        WrittenVersion first{versionRow(1, seed.initial, seed.initialOverride, seed.createdAt), seed.initial, {}};
        first.row.status = QStringLiteral("published");
        first.row.becameDraftAt = seed.createdAt.addSecs(42);
        first.row.queueDurationMs = 42000;
        first.row.publishedAt = seed.createdAt.addSecs(50 * 60);
        versions.append(first);
    }
    qsizetype live = 0; // index of the published version

    Seed::ConversationRow conversation;
    conversation.id = QStringLiteral("conv_%1").arg(seed.idStem);
    conversation.audienceId = seed.id;
    conversation.createdAt = seed.createdAt;
    conversation.updatedAt = seed.createdAt;
    QList<Seed::MessageRow> messages;
    QList<Seed::ChangeRow> changes;
    QDateTime lastActivity = versions.first().row.publishedAt;

    for (qsizetype k = 0; k < seed.edits.size(); ++k) {
        const AudienceEdit &edit = seed.edits.at(k);
        const int number = int(k) + 2;
        // The newest draft or published version is what the next edit builds on.
        qsizetype base = live;
        for (qsizetype i = 0; i < versions.size(); ++i) {
            const QString &status = versions.at(i).row.status;
            if ((status == u"draft" || status == u"published") && versions.at(i).row.versionNumber > versions.at(base).row.versionNumber)
                base = i;
        }
        const AgentContext baseContent = versions.at(base).content; // copies: `versions` grows below
        const QJsonObject baseOverride = versions.at(base).row.metadataOverride;
        WrittenVersion next{versionRow(number, baseContent, baseOverride, edit.askedAt), baseContent, {}};
        const QString stem = QStringLiteral("%1_%2").arg(seed.idStem).arg(number);

        Seed::MessageRow user;
        user.id = QStringLiteral("msg_%1_u").arg(stem);
        user.conversationId = conversation.id;
        user.versionId = next.row.id;
        user.role = QStringLiteral("user");
        user.content = edit.instruction;
        user.clientMessageId = QStringLiteral("seed-%1").arg(stem);
        user.createdAt = edit.askedAt;
        user.contentParts = {QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), edit.instruction}}};
        messages.append(user);
        lastActivity = std::max(lastActivity, edit.askedAt);

        if (edit.outcome == Outcome::Queued) {
            next.row.status = QStringLiteral("queued");
            versions.append(next);
            continue;
        }

        const qint64 processingMs = 18000 + (number * 7919 + int(seed.idStem.size()) * 104729) % 40000;
        const QDateTime startedAt = edit.askedAt.addMSecs(300 + (number * 37) % 900);
        Seed::MessageRow assistant;
        assistant.id = QStringLiteral("msg_%1_a").arg(stem);
        assistant.conversationId = conversation.id;
        assistant.versionId = next.row.id;
        assistant.role = QStringLiteral("assistant");
        next.assistantMessageId = assistant.id;
        QJsonObject toolCall{{QStringLiteral("id"), QStringLiteral("call_%1").arg(stem)},
                             {QStringLiteral("name"), QString::fromLatin1(EditingAgent::toolName)},
                             {QStringLiteral("arguments"), QJsonObject()},
                             {QStringLiteral("result"), QJsonValue::Null},
                             {QStringLiteral("error"), QJsonValue::Null}};

        if (edit.outcome == Outcome::Processing || edit.outcome == Outcome::Cancelled) {
            // The agent had not answered yet: an empty assistant message with a running tool call, which the
            // next message interrupted when the version was cancelled (as messagesroutes.cpp does).
            const bool cancelled = edit.outcome == Outcome::Cancelled;
            toolCall.insert(QStringLiteral("status"), cancelled ? QStringLiteral("cancelled") : QStringLiteral("running"));
            if (cancelled)
                toolCall.insert(QStringLiteral("error"), QStringLiteral("Interrupted by a newer message."));
            assistant.createdAt = startedAt;
            assistant.isInterrupted = cancelled;
            if (cancelled) { // the note conversationstore.cpp leaves on an interrupted message
                assistant.content = QStringLiteral("Stopped: a newer message replaced this request.");
                assistant.contentParts = {QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                      {QStringLiteral("text"), assistant.content}}};
            }
            assistant.toolCalls = {toolCall};
            messages.append(assistant);
            next.row.status = cancelled ? QStringLiteral("cancelled") : QStringLiteral("processing");
            if (cancelled)
                next.row.cancelledAt = k + 1 < seed.edits.size() ? seed.edits.at(k + 1).askedAt : startedAt.addSecs(300);
            versions.append(next);
            continue;
        }

        // The agent answered: the version got its content and the assistant message its changes.
        const AgentReply reply = m_agent.respond(edit.instruction, baseContent);
        const QDateTime answeredAt = edit.askedAt.addMSecs(processingMs);
        next.content = reply.updated;
        next.row = versionRow(number, reply.updated, overrideAfter(baseOverride, reply), edit.askedAt);
        toolCall.insert(QStringLiteral("status"), QStringLiteral("completed"));
        if (reply.toolCall) {
            toolCall.insert(QStringLiteral("arguments"), reply.toolCall->arguments);
            toolCall.insert(QStringLiteral("result"), reply.toolCall->result);
        } else {
            toolCall.insert(QStringLiteral("result"), QJsonObject{{QStringLiteral("status"), QStringLiteral("no_changes")}});
        }
        assistant.content = reply.replyText;
        assistant.reasoning = reply.reasoning;
        assistant.createdAt = answeredAt;
        assistant.hasSnapshot = true;
        assistant.contentParts = {QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), reply.replyText}}};
        assistant.toolCalls = {toolCall};
        messages.append(assistant);
        lastActivity = std::max(lastActivity, answeredAt);
        for (qsizetype c = 0; c < reply.changes.size(); ++c) {
            const AgentChange &agentChange = reply.changes.at(c);
            changes.append({QStringLiteral("chg_%1_%2").arg(stem).arg(c + 1), seed.id, next.row.id, assistant.id,
                            agentChange.field, agentChange.previousValue, agentChange.newValue,
                            QStringLiteral("pending"), answeredAt});
        }

        next.row.status = QStringLiteral("draft");
        next.row.becameDraftAt = answeredAt;
        next.row.queueDurationMs = processingMs;
        if (edit.outcome == Outcome::Published) {
            const QDateTime publishedAt = answeredAt.addSecs(35 * 60);
            // The live version and older drafts leave the stage; pending changes up to this version are applied.
            for (WrittenVersion &older : versions) {
                if (older.row.status == u"published" || older.row.status == u"draft") {
                    older.row.status = QStringLiteral("archived");
                    older.row.obsoleteAt = publishedAt;
                    older.row.archivedAt = publishedAt;
                }
            }
            next.row.status = QStringLiteral("published");
            next.row.publishedAt = publishedAt;
            live = versions.size();
            lastActivity = std::max(lastActivity, publishedAt);
            for (Seed::ChangeRow &change : changes) {
                if (change.status == u"pending")
                    change.status = QStringLiteral("applied"); // published along with this version
            }
        }
        versions.append(next);
    }

    const WrittenVersion &published = versions.at(live);
    Seed::AudienceRow audience;
    audience.id = seed.id;
    audience.pageId = seed.pageId;
    audience.computedName = seed.computedName;
    audience.isNewPageAgent = seed.isNewPageAgent;
    audience.customName = published.row.customName;
    audience.personId = seed.personId;
    audience.personRouteKey = seed.personRouteKey;
    audience.actionUrlOverride = seed.actionUrlOverride;
    audience.actionFormIdOverride = seed.actionFormIdOverride;
    audience.actionFormInstructionsOverride = seed.actionFormInstructionsOverride;
    audience.latestVersionId = versions.constLast().row.id;
    audience.publishedVersionId = published.row.id;
    audience.createdAt = seed.createdAt;
    audience.archivedAt = seed.archivedAt;
    audience.updatedAt = seed.archivedAt.isValid() ? std::max(seed.archivedAt, lastActivity) : lastActivity;
    conversation.publishedMessageId = published.assistantMessageId;
    conversation.updatedAt = lastActivity;

    // Parents before children, as the foreign keys require.
    bool ok = m_writer.audience(audience);
    for (const WrittenVersion &version : std::as_const(versions))
        ok = m_writer.version(version.row) && ok;
    if (!seed.edits.isEmpty() || seed.conversationWithoutEdits)
        ok = m_writer.conversation(conversation) && ok;
    for (const Seed::MessageRow &message : std::as_const(messages))
        ok = m_writer.message(message) && ok;
    for (const Seed::ChangeRow &change : std::as_const(changes))
        ok = m_writer.change(change) && ok;
    ++m_audiences;
    return ok;
}

} // namespace Sandbox
