#include "versionlifecycle.h"

#include "apierror.h"
#include "audiencestore.h"
#include "clock.h"
#include "conversationstore.h"
#include "editingagent.h"
#include "ids.h"
#include "pagestore.h"
#include "sql.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimer>

namespace Sandbox {

namespace {

// PageMetadata keys the agent's fields live under.
QString metadataKey(const QString &field)
{
    if (field == u"metaTitle")
        return QStringLiteral("title");
    if (field == u"metaDescription")
        return QStringLiteral("description");
    if (field == u"metaKeywords")
        return QStringLiteral("keywords");
    return {};
}

QStringList keywordsOf(const QJsonValue &value)
{
    QStringList keywords;
    for (const QJsonValue &keyword : value.toArray())
        keywords.append(keyword.toString());
    return keywords;
}

AgentContext agentContext(const std::optional<VersionRow> &base, const QJsonObject &pageMetadata,
                          const QString &liveCustomName)
{
    QJsonObject effective = pageMetadata;
    if (base)
        for (auto it = base->metadataOverride.begin(); it != base->metadataOverride.end(); ++it)
            effective.insert(it.key(), it.value());
    AgentContext context;
    context.supplementaryContext = base ? base->supplementaryContext : QString();
    context.metaTitle = effective.value(QStringLiteral("title")).toString();
    context.metaDescription = effective.value(QStringLiteral("description")).toString();
    context.metaKeywords = keywordsOf(effective.value(QStringLiteral("keywords")));
    context.customName = base && base->hasCustomName ? base->customName : liveCustomName;
    return context;
}

} // namespace

VersionLifecycle::VersionLifecycle(Sql &sql, AudienceStore &audiences, ConversationStore &conversations,
                                   PageStore &pages, const EditingAgent &agent, EventSink events, int delayMs,
                                   QObject *parent)
    : QObject(parent), m_sql(sql), m_audiences(audiences), m_conversations(conversations), m_pages(pages),
      m_agent(agent), m_events(std::move(events)), m_delayMs(std::max(0, delayMs))
{
}

void VersionLifecycle::runSafely(const char *what, const std::function<void()> &step)
{
    try {
        step();
    } catch (const std::exception &error) {
        qWarning("audience-sandbox: %s failed: %s", what, error.what());
    }
}

void VersionLifecycle::after(const char *what, void (VersionLifecycle::*step)(const QString &, const QString &),
                             const QString &versionId, const QString &audienceId)
{
    QTimer::singleShot(m_delayMs, this, [this, what, step, versionId, audienceId]() {
        runSafely(what, [&]() { (this->*step)(versionId, audienceId); });
    });
}

void VersionLifecycle::schedule(const QString &versionId, const QString &audienceId)
{
    after("start processing", &VersionLifecycle::startProcessing, versionId, audienceId);
}

void VersionLifecycle::resumeInFlight()
{
    for (const VersionRow &version : m_audiences.inFlightVersions()) {
        if (version.status == u"queued")
            schedule(version.id, version.audienceId);
        else // processing: its message may or may not show a partial reply yet; writing it again is harmless
            after("write partial reply", &VersionLifecycle::writePartial, version.id, version.audienceId);
    }
}

void VersionLifecycle::startProcessing(const QString &versionId, const QString &audienceId)
{
    const auto version = m_audiences.version(audienceId, versionId);
    if (!version || version->status != u"queued")
        return; // cancelled (or gone) while it waited
    const QString now = Clock::now();
    Transaction transaction(m_sql);
    m_audiences.setStatus(versionId, QStringLiteral("processing"));
    const QString conversationId = m_conversations.ensure(audienceId, now);
    const QJsonObject toolCall{{QStringLiteral("id"), Ids::make(u"call")},
                               {QStringLiteral("name"), QString::fromLatin1(EditingAgent::toolName)},
                               {QStringLiteral("status"), QStringLiteral("running")},
                               {QStringLiteral("arguments"), QJsonObject()},
                               {QStringLiteral("result"), QJsonValue::Null},
                               {QStringLiteral("error"), QJsonValue::Null}};
    m_conversations.addAssistantMessage(conversationId, versionId, toolCall, now);
    m_conversations.touch(conversationId, now);
    transaction.commit();

    after("write partial reply", &VersionLifecycle::writePartial, versionId, audienceId);
}

std::optional<AgentReply> VersionLifecycle::replyFor(const QString &versionId, const QString &audienceId)
{
    const auto audience = m_audiences.findById(audienceId);
    if (!audience)
        return std::nullopt;
    const QString instruction = m_conversations.instructionFor(m_conversations.idFor(audienceId), versionId);
    const AgentContext before = agentContext(m_audiences.settledVersion(audienceId), m_pages.metadata(audience->pageId),
                                             m_audiences.liveCustomName(audienceId));
    return m_agent.respond(instruction, before);
}

void VersionLifecycle::writePartial(const QString &versionId, const QString &audienceId)
{
    const auto version = m_audiences.version(audienceId, versionId);
    if (!version || version->status != u"processing")
        return; // cancelled (or gone) meanwhile
    const QString conversationId = m_conversations.idFor(audienceId);
    const auto messageId = m_conversations.assistantMessageFor(conversationId, versionId);
    const auto reply = replyFor(versionId, audienceId);
    if (messageId && reply) {
        Transaction transaction(m_sql);
        m_conversations.writePartialReply(*messageId, EditingAgent::partialText(reply->replyText), reply->reasoning);
        m_conversations.touch(conversationId, Clock::now());
        transaction.commit();
    }
    after("finish processing", &VersionLifecycle::finish, versionId, audienceId);
}

void VersionLifecycle::finish(const QString &versionId, const QString &audienceId)
{
    const auto version = m_audiences.version(audienceId, versionId);
    const auto audience = m_audiences.findById(audienceId);
    if (!version || !audience || version->status != u"processing")
        return;
    const QString conversationId = m_conversations.idFor(audienceId);
    const QString instruction = m_conversations.instructionFor(conversationId, versionId);
    const auto base = m_audiences.settledVersion(audienceId);
    const AgentContext before = agentContext(base, m_pages.metadata(audience->pageId),
                                             m_audiences.liveCustomName(audienceId));
    const AgentReply reply = m_agent.respond(instruction, before);

    VersionRow content = *version;
    if (base) {
        content.supplementaryContext = base->supplementaryContext;
        content.hasSupplementaryContext = base->hasSupplementaryContext;
        content.metadataOverride = base->metadataOverride;
        content.hasMetadataOverride = base->hasMetadataOverride;
        content.customName = base->customName;
        content.hasCustomName = base->hasCustomName;
    }
    for (const AgentChange &change : reply.changes) {
        if (change.field == u"supplementaryContext") {
            content.supplementaryContext = reply.updated.supplementaryContext;
            content.hasSupplementaryContext = true;
        } else if (change.field == u"customName") {
            content.customName = reply.updated.customName;
            content.hasCustomName = true;
        } else if (const QString key = metadataKey(change.field); !key.isEmpty()) {
            content.metadataOverride.insert(key, key == u"keywords"
                                                     ? QJsonValue(QJsonArray::fromStringList(reply.updated.metaKeywords))
                                                     : QJsonValue(change.newValue));
            content.hasMetadataOverride = true;
        }
    }

    const QDateTime nowTime = QDateTime::currentDateTimeUtc();
    const QString now = Clock::format(nowTime);
    const QDateTime queuedAt = QDateTime::fromString(version->queuedAt, Qt::ISODateWithMs);
    const qint64 queueDurationMs = queuedAt.isValid() ? std::max<qint64>(0, queuedAt.msecsTo(nowTime)) : 0;

    Transaction transaction(m_sql);
    m_audiences.markDraft(content, now, queueDurationMs);
    m_conversations.ensure(audienceId, now);
    QString messageId;
    QJsonObject toolCall{{QStringLiteral("id"), Ids::make(u"call")},
                         {QStringLiteral("name"), QString::fromLatin1(EditingAgent::toolName)},
                         {QStringLiteral("error"), QJsonValue::Null}};
    if (const auto existing = m_conversations.assistantMessageFor(conversationId, versionId)) {
        messageId = *existing;
        if (const QString callId = m_conversations.firstToolCallId(messageId); !callId.isEmpty())
            toolCall.insert(QStringLiteral("id"), callId); // the running call completes under its own ID
    } else {
        messageId = m_conversations.addAssistantMessage(conversationId, versionId, toolCall, now);
    }
    toolCall.insert(QStringLiteral("status"), QStringLiteral("completed"));
    if (reply.toolCall) {
        toolCall.insert(QStringLiteral("arguments"), reply.toolCall->arguments);
        toolCall.insert(QStringLiteral("result"), reply.toolCall->result);
    } else {
        toolCall.insert(QStringLiteral("arguments"), QJsonObject());
        toolCall.insert(QStringLiteral("result"), QJsonObject{{QStringLiteral("status"), QStringLiteral("no_changes")}});
    }
    m_conversations.completeAssistantMessage(messageId, reply.replyText, reply.reasoning, QJsonArray{toolCall}, true);
    for (const AgentChange &change : reply.changes)
        m_conversations.addChange(audienceId, versionId, messageId, change.field, change.previousValue,
                                  change.newValue, now);
    m_conversations.touch(conversationId, now);
    transaction.commit();

    if (m_events)
        m_events(QStringLiteral("page.version.processed"),
                 QJsonObject{{QStringLiteral("pageId"), audience->pageId},
                             {QStringLiteral("audienceId"), audienceId},
                             {QStringLiteral("version"), m_audiences.versionJson(versionId)}});
}

QJsonObject VersionLifecycle::context(const QString &audienceId, const QString &pageId)
{
    const auto base = m_audiences.settledVersion(audienceId);
    const AgentContext current = agentContext(base, m_pages.metadata(pageId), m_audiences.liveCustomName(audienceId));
    return QJsonObject{{QStringLiteral("audienceId"), audienceId},
                       {QStringLiteral("pageId"), pageId},
                       {QStringLiteral("currentSupplementaryContext"), current.supplementaryContext},
                       {QStringLiteral("currentMetaTitle"), current.metaTitle},
                       {QStringLiteral("currentMetaDescription"), current.metaDescription},
                       {QStringLiteral("currentMetaKeywords"), EditingAgent::joinKeywords(current.metaKeywords)},
                       {QStringLiteral("pageContext"), m_pages.pageContext(pageId)}};
}

} // namespace Sandbox
