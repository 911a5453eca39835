#include "audiencehistory.h"

#include "seedwriter.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace Sandbox {

namespace {

using Outcome = AudienceEdit::Outcome;

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

QJsonArray textParts(const QString &text)
{
    return {QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}}};
}

struct WrittenVersion
{
    Seed::VersionRow row;
    AgentContext content;
    QString assistantMessageId;
};

// Everything written for one audience, gathered first so that the rows can go out parents first.
struct History
{
    QList<WrittenVersion> versions;
    qsizetype live = 0; // index of the published version
    Seed::ConversationRow conversation;
    QList<Seed::MessageRow> messages;
    QList<Seed::ChangeRow> changes;
    QDateTime lastActivity;
};

// One edit as the steps below see it.
struct EditStep
{
    const AudienceEdit &edit;
    int number;            // of the version the edit asked for
    QString stem;          // "<idStem>_<number>", which names the edit's messages, tool call and changes
    std::optional<QDateTime> nextAskedAt; // when the following edit came; none for the last edit
};

Seed::VersionRow versionRow(const AudienceSeed &seed, int number, const AgentContext &content,
                            const QJsonObject &override, const QDateTime &createdAt)
{
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
}

// Version 1: born with the audience and published within the hour.
WrittenVersion firstVersion(const AudienceSeed &seed)
{
    const Seed::VersionRow row = versionRow(seed, 1, seed.initial, seed.initialOverride, seed.createdAt);
    WrittenVersion first{row, seed.initial, {}};
    first.row.status = QStringLiteral("published");
    first.row.becameDraftAt = seed.createdAt.addSecs(42);
    first.row.queueDurationMs = 42000;
    first.row.publishedAt = seed.createdAt.addSecs(50 * 60);
    return first;
}

History startHistory(const AudienceSeed &seed)
{
    History history;
    history.versions.append(firstVersion(seed));
    history.conversation.id = QStringLiteral("conv_%1").arg(seed.idStem);
    history.conversation.audienceId = seed.id;
    history.conversation.createdAt = seed.createdAt;
    history.conversation.updatedAt = seed.createdAt;
    history.lastActivity = history.versions.first().row.publishedAt;
    return history;
}

// The newest draft or published version is what the next edit builds on.
const WrittenVersion &baseOfNextEdit(const History &history)
{
    qsizetype base = history.live;
    for (qsizetype i = 0; i < history.versions.size(); ++i) {
        const Seed::VersionRow &row = history.versions.at(i).row;
        if ((row.status == u"draft" || row.status == u"published")
            && row.versionNumber > history.versions.at(base).row.versionNumber)
            base = i;
    }
    return history.versions.at(base);
}

Seed::MessageRow userMessage(const History &history, const WrittenVersion &next, const EditStep &step)
{
    Seed::MessageRow user;
    user.id = QStringLiteral("msg_%1_u").arg(step.stem);
    user.conversationId = history.conversation.id;
    user.versionId = next.row.id;
    user.role = QStringLiteral("user");
    user.content = step.edit.instruction;
    user.clientMessageId = QStringLiteral("seed-%1").arg(step.stem);
    user.createdAt = step.edit.askedAt;
    user.contentParts = textParts(step.edit.instruction);
    return user;
}

Seed::MessageRow assistantMessage(const History &history, const WrittenVersion &next, const EditStep &step)
{
    Seed::MessageRow assistant;
    assistant.id = QStringLiteral("msg_%1_a").arg(step.stem);
    assistant.conversationId = history.conversation.id;
    assistant.versionId = next.row.id;
    assistant.role = QStringLiteral("assistant");
    return assistant;
}

// The tool call before the agent filled it in; each outcome adds its status.
QJsonObject toolCallStub(const EditStep &step)
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("call_%1").arg(step.stem)},
                       {QStringLiteral("name"), QString::fromLatin1(EditingAgent::toolName)},
                       {QStringLiteral("arguments"), QJsonObject()},
                       {QStringLiteral("result"), QJsonValue::Null},
                       {QStringLiteral("error"), QJsonValue::Null}};
}

// The calls an answered edit made before update_audience_draft: call_<stem>_1, _2, ...
QJsonArray lookupCalls(const EditStep &step)
{
    QJsonArray calls;
    for (qsizetype i = 0; i < step.edit.lookups.size(); ++i) {
        const SeedToolCall &lookup = step.edit.lookups.at(i);
        const bool failed = !lookup.error.isEmpty();
        calls.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("call_%1_%2").arg(step.stem).arg(i + 1)},
                                 {QStringLiteral("name"), lookup.name},
                                 {QStringLiteral("status"), failed ? QStringLiteral("failed") : QStringLiteral("completed")},
                                 {QStringLiteral("arguments"), lookup.arguments},
                                 {QStringLiteral("result"), failed ? QJsonValue(QJsonValue::Null) : lookup.result},
                                 {QStringLiteral("error"), failed ? QJsonValue(lookup.error) : QJsonValue(QJsonValue::Null)}});
    }
    return calls;
}

// The agent had not answered yet: an empty assistant message with a running tool call, which the next
// message interrupted when the version was cancelled (as messagesroutes.cpp does). Interrupted during
// the writing step, the message keeps the reasoning and partial reply the lifecycle had written.
void leaveUnanswered(History &history, WrittenVersion &next, const EditStep &step, const EditingAgent &agent)
{
    const bool cancelled = step.edit.outcome == Outcome::Cancelled;
    const QDateTime startedAt = step.edit.askedAt.addMSecs(300 + (step.number * 37) % 900);
    QJsonObject toolCall = toolCallStub(step);
    toolCall.insert(QStringLiteral("status"),
                    cancelled ? QStringLiteral("cancelled") : QStringLiteral("running"));
    if (cancelled)
        toolCall.insert(QStringLiteral("error"), QStringLiteral("Interrupted by a newer message."));
    Seed::MessageRow assistant = assistantMessage(history, next, step);
    next.assistantMessageId = assistant.id;
    assistant.createdAt = startedAt;
    assistant.isInterrupted = cancelled;
    if (cancelled && step.edit.interruptedWhileWriting) { // what versionlifecycle.cpp's writing step shows
        const AgentReply reply = agent.respond(step.edit.instruction, next.content);
        assistant.content = EditingAgent::partialText(reply.replyText);
        assistant.reasoning = reply.reasoning;
        assistant.contentParts = textParts(assistant.content);
    } else if (cancelled) { // the note conversationstore.cpp leaves on an interrupted message
        assistant.content = QStringLiteral("Stopped: a newer message replaced this request.");
        assistant.contentParts = textParts(assistant.content);
    }
    assistant.toolCalls = {toolCall};
    history.messages.append(assistant);
    next.row.status = cancelled ? QStringLiteral("cancelled") : QStringLiteral("processing");
    if (cancelled)
        next.row.cancelledAt = step.nextAskedAt.value_or(startedAt.addSecs(300));
}

// The live version and older drafts leave the stage; pending changes up to this version are applied.
void publish(History &history, WrittenVersion &next, const QDateTime &answeredAt)
{
    const QDateTime publishedAt = answeredAt.addSecs(35 * 60);
    for (WrittenVersion &older : history.versions) {
        if (older.row.status == u"published" || older.row.status == u"draft") {
            older.row.status = QStringLiteral("archived");
            older.row.obsoleteAt = publishedAt;
            older.row.archivedAt = publishedAt;
        }
    }
    next.row.status = QStringLiteral("published");
    next.row.publishedAt = publishedAt;
    history.live = history.versions.size(); // `next` is appended right after
    history.lastActivity = std::max(history.lastActivity, publishedAt);
    for (Seed::ChangeRow &change : history.changes) {
        if (change.status == u"pending")
            change.status = QStringLiteral("applied");
    }
}

// The agent answered: the version got its content and the assistant message its changes. `next` still
// holds the content of the version it was built on.
void answer(History &history, WrittenVersion &next, const EditStep &step, const AudienceSeed &seed,
            const EditingAgent &agent)
{
    const qint64 processingMs = 18000 + (step.number * 7919 + int(seed.idStem.size()) * 104729) % 40000;
    const AgentReply reply = agent.respond(step.edit.instruction, next.content);
    const QDateTime answeredAt = step.edit.askedAt.addMSecs(processingMs);
    const QJsonObject override = overrideAfter(next.row.metadataOverride, reply);
    next.content = reply.updated;
    next.row = versionRow(seed, step.number, reply.updated, override, step.edit.askedAt);
    QJsonObject toolCall = toolCallStub(step);
    toolCall.insert(QStringLiteral("status"), QStringLiteral("completed"));
    if (reply.toolCall) {
        toolCall.insert(QStringLiteral("arguments"), reply.toolCall->arguments);
        toolCall.insert(QStringLiteral("result"), reply.toolCall->result);
    } else {
        toolCall.insert(QStringLiteral("result"),
                        QJsonObject{{QStringLiteral("status"), QStringLiteral("no_changes")}});
    }
    Seed::MessageRow assistant = assistantMessage(history, next, step);
    next.assistantMessageId = assistant.id;
    assistant.content = step.edit.replyPreface.isEmpty() ? reply.replyText
                                                         : step.edit.replyPreface + u' ' + reply.replyText;
    assistant.reasoning = reply.reasoning;
    assistant.createdAt = answeredAt;
    assistant.hasSnapshot = true;
    assistant.contentParts = textParts(assistant.content);
    assistant.toolCalls = lookupCalls(step);
    assistant.toolCalls.append(toolCall);
    history.messages.append(assistant);
    history.lastActivity = std::max(history.lastActivity, answeredAt);
    for (qsizetype c = 0; c < reply.changes.size(); ++c) {
        const AgentChange &agentChange = reply.changes.at(c);
        history.changes.append({QStringLiteral("chg_%1_%2").arg(step.stem).arg(c + 1), seed.id, next.row.id,
                                assistant.id, agentChange.field, agentChange.previousValue,
                                agentChange.newValue, QStringLiteral("pending"), answeredAt});
    }
    next.row.status = QStringLiteral("draft");
    next.row.becameDraftAt = answeredAt;
    next.row.queueDurationMs = processingMs;
    if (step.edit.outcome == Outcome::Published)
        publish(history, next, answeredAt);
}

// Edit k: the user's message, a new version built on the newest settled one, and what became of it.
void addEdit(History &history, const AudienceSeed &seed, qsizetype k, const EditingAgent &agent)
{
    const int number = int(k) + 2;
    const EditStep step{seed.edits.at(k), number, QStringLiteral("%1_%2").arg(seed.idStem).arg(number),
                        k + 1 < seed.edits.size() ? std::optional(seed.edits.at(k + 1).askedAt)
                                                  : std::nullopt};
    const WrittenVersion &base = baseOfNextEdit(history);
    // A copy of the base, not a reference: `history.versions` grows below.
    WrittenVersion next{
        versionRow(seed, step.number, base.content, base.row.metadataOverride, step.edit.askedAt),
        base.content, {}};
    history.messages.append(userMessage(history, next, step));
    history.lastActivity = std::max(history.lastActivity, step.edit.askedAt);
    if (step.edit.outcome == Outcome::Queued)
        next.row.status = QStringLiteral("queued");
    else if (step.edit.outcome == Outcome::Processing || step.edit.outcome == Outcome::Cancelled)
        leaveUnanswered(history, next, step, agent);
    else
        answer(history, next, step, seed, agent);
    history.versions.append(next);
}

Seed::AudienceRow audienceRow(const AudienceSeed &seed, const History &history)
{
    const WrittenVersion &published = history.versions.at(history.live);
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
    audience.latestVersionId = history.versions.constLast().row.id;
    audience.publishedVersionId = published.row.id;
    audience.createdAt = seed.createdAt;
    audience.archivedAt = seed.archivedAt;
    audience.updatedAt = seed.archivedAt.isValid() ? std::max(seed.archivedAt, history.lastActivity)
                                                   : history.lastActivity;
    return audience;
}

// Parents before children, as the foreign keys require.
bool writeRows(SeedWriter &writer, const AudienceSeed &seed, const History &history)
{
    bool ok = writer.audience(audienceRow(seed, history));
    for (const WrittenVersion &version : history.versions)
        ok = writer.version(version.row) && ok;
    if (!seed.edits.isEmpty() || seed.conversationWithoutEdits)
        ok = writer.conversation(history.conversation) && ok;
    for (const Seed::MessageRow &message : history.messages)
        ok = writer.message(message) && ok;
    for (const Seed::ChangeRow &change : history.changes)
        ok = writer.change(change) && ok;
    return ok;
}

} // namespace

bool AudienceHistory::write(const AudienceSeed &seed)
{
    History history = startHistory(seed);
    for (qsizetype k = 0; k < seed.edits.size(); ++k)
        addEdit(history, seed, k, m_agent);
    history.conversation.publishedMessageId = history.versions.at(history.live).assistantMessageId;
    history.conversation.updatedAt = history.lastActivity;
    const bool ok = writeRows(m_writer, seed, history);
    ++m_audiences;
    return ok;
}

} // namespace Sandbox
