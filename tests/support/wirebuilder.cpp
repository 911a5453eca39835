#include "support/wirebuilder.h"

#include <utility>

namespace Audience::Testing::Wire {

namespace {

template <typename Optional>
void insertIfSet(QJsonObject &object, const QString &key, const Optional &value)
{
    if (value)
        object.insert(key, *value);
}

} // namespace

QJsonObject List::toJson() const
{
    return {{QStringLiteral("items"), items},
            {QStringLiteral("hasMore"), hasMore},
            {QStringLiteral("nextCursor"), nextCursor},
            {QStringLiteral("totalCount"), totalCount.isUndefined() ? QJsonValue(qint64(items.size())) : totalCount}};
}

List slice(qsizetype total, qsizetype start, qsizetype limit, const std::function<QJsonObject(qsizetype)> &item)
{
    List list;
    for (qsizetype index = start; index < total && index < start + limit; ++index)
        list.items.append(item(index));
    const qsizetype next = start + list.items.size();
    list.hasMore = next < total;
    if (list.hasMore)
        list.nextCursor = QString::number(next);
    list.totalCount = qint64(total);
    return list;
}

QJsonObject Page::toJson() const
{
    QJsonObject object{
        {QStringLiteral("actions"), actions},
        {QStringLiteral("actionCardWidgets"), actionCardWidgets},
        {QStringLiteral("archivedAt"), archivedAt},
        {QStringLiteral("audiencesCount"), audiencesCount},
        {QStringLiteral("brandId"), brandId},
        {QStringLiteral("createdAt"), createdAt},
        {QStringLiteral("deletedAt"), deletedAt},
        {QStringLiteral("footerLinks"), footerLinks},
        {QStringLiteral("name"), name},
        {QStringLiteral("pageContext"), pageContext},
        {QStringLiteral("pageId"), pageId},
        {QStringLiteral("pageType"), pageType},
        {QStringLiteral("scripts"), scripts},
        {QStringLiteral("status"), status},
        {QStringLiteral("title"), title},
        {QStringLiteral("updatedAt"), updatedAt},
    };
    insertIfSet(object, QStringLiteral("metadata"), metadata);
    return object;
}

QJsonObject AudienceSearchItem::toJson() const
{
    return {{QStringLiteral("audienceId"), audienceId},
            {QStringLiteral("effectiveName"), effectiveName},
            {QStringLiteral("pageId"), pageId},
            {QStringLiteral("pageName"), pageName}};
}

QJsonObject AudienceVersion::toJson() const
{
    return {{QStringLiteral("archivedAt"), archivedAt},
            {QStringLiteral("audienceId"), audienceId},
            {QStringLiteral("becameDraftAt"), becameDraftAt},
            {QStringLiteral("cancelledAt"), cancelledAt},
            {QStringLiteral("createdAt"), createdAt},
            {QStringLiteral("isNewPageAgent"), isNewPageAgent},
            {QStringLiteral("obsoleteAt"), obsoleteAt},
            {QStringLiteral("publishedAt"), publishedAt},
            {QStringLiteral("queueDurationMs"), queueDurationMs},
            {QStringLiteral("queuedAt"), queuedAt},
            {QStringLiteral("status"), status},
            {QStringLiteral("supplementaryContext"), supplementaryContext},
            {QStringLiteral("versionId"), versionId},
            {QStringLiteral("versionNumber"), versionNumber}};
}

QJsonObject Audience::toJson() const
{
    const AudienceVersion firstVersion{.versionId = audienceId + QStringLiteral("_v1"), .audienceId = audienceId};
    QJsonObject object{
        {QStringLiteral("actionFormIdOverride"), actionFormIdOverride},
        {QStringLiteral("actionFormInstructionsOverride"), actionFormInstructionsOverride},
        {QStringLiteral("actionUrlOverride"), actionUrlOverride},
        {QStringLiteral("archivedAt"), archivedAt},
        {QStringLiteral("audienceId"), audienceId},
        {QStringLiteral("computedName"), computedName},
        {QStringLiteral("createdAt"), createdAt},
        {QStringLiteral("customName"), customName},
        {QStringLiteral("effectiveName"), effectiveName},
        {QStringLiteral("isNewPageAgent"), isNewPageAgent},
        {QStringLiteral("latestVersion"), latestVersion.value_or(firstVersion).toJson()},
        {QStringLiteral("pageId"), pageId},
        {QStringLiteral("personId"), personId},
        {QStringLiteral("personRouteKey"), personRouteKey},
        {QStringLiteral("publishedVersion"), publishedVersion.value_or(firstVersion).toJson()},
        {QStringLiteral("status"), status},
        {QStringLiteral("supplementaryContext"), supplementaryContext},
    };
    insertIfSet(object, QStringLiteral("effectiveMetadata"), effectiveMetadata);
    insertIfSet(object, QStringLiteral("metadataOverride"), metadataOverride);
    return object;
}

QJsonObject ToolCall::toJson() const
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("name"), name},
            {QStringLiteral("status"), status},
            {QStringLiteral("arguments"), arguments},
            {QStringLiteral("result"), result},
            {QStringLiteral("error"), error}};
}

QJsonObject Change::toJson() const
{
    return {{QStringLiteral("changeId"), changeId},
            {QStringLiteral("field"), field},
            {QStringLiteral("previousValue"), previousValue},
            {QStringLiteral("newValue"), newValue},
            {QStringLiteral("status"), status}};
}

QJsonObject Message::toJson() const
{
    const QJsonArray textPart{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), content}}};
    return {{QStringLiteral("messageId"), messageId},
            {QStringLiteral("role"), role},
            {QStringLiteral("content"), content},
            {QStringLiteral("timestamp"), timestamp},
            {QStringLiteral("hasSnapshot"), hasSnapshot},
            {QStringLiteral("toolCalls"), array(toolCalls)},
            {QStringLiteral("changes"), array(changes)},
            {QStringLiteral("contentParts"), contentParts.value_or(textPart)},
            {QStringLiteral("reasoning"), reasoning},
            {QStringLiteral("isInterrupted"), isInterrupted}};
}

QJsonObject ConversationContext::toJson() const
{
    return {{QStringLiteral("audienceId"), audienceId},
            {QStringLiteral("pageId"), pageId},
            {QStringLiteral("currentSupplementaryContext"), currentSupplementaryContext},
            {QStringLiteral("currentMetaTitle"), currentMetaTitle},
            {QStringLiteral("currentMetaDescription"), currentMetaDescription},
            {QStringLiteral("currentMetaKeywords"), currentMetaKeywords},
            {QStringLiteral("pageContext"), pageContext}};
}

QJsonObject Conversation::toJson() const
{
    const QJsonObject conversation{{QStringLiteral("conversationId"), conversationId},
                                   {QStringLiteral("audienceId"), audienceId},
                                   {QStringLiteral("publishedMessageId"), publishedMessageId},
                                   {QStringLiteral("createdAt"), createdAt},
                                   {QStringLiteral("updatedAt"), updatedAt}};
    return {{QStringLiteral("conversation"), conversation},
            {QStringLiteral("messages"), array(messages)},
            {QStringLiteral("context"), context.toJson()},
            {QStringLiteral("pendingChanges"), array(pendingChanges)}};
}

QJsonObject MessageAccepted::toJson() const
{
    return {{QStringLiteral("accepted"), accepted},
            {QStringLiteral("audienceId"), audienceId},
            {QStringLiteral("clientMessageId"), clientMessageId},
            {QStringLiteral("versionId"), versionId}};
}

QJsonObject AudienceAnalytics::toJson() const
{
    QJsonObject object{{QStringLiteral("audienceId"), audienceId}};
    const std::pair<QString, QJsonValue> fields[] = {
        {QStringLiteral("avgInteractionsPerSession"), avgInteractionsPerSession},
        {QStringLiteral("avgScrollDepthPercentage"), avgScrollDepthPercentage},
        {QStringLiteral("avgTimeSpentSeconds"), avgTimeSpentSeconds},
        {QStringLiteral("bounceCount"), bounceCount},
        {QStringLiteral("bounceEligibleSessions"), bounceEligibleSessions},
        {QStringLiteral("bounceRate"), bounceRate},
        {QStringLiteral("conversionCount"), conversionCount},
        {QStringLiteral("conversionRate"), conversionRate},
        {QStringLiteral("ctaSessions"), ctaSessions},
        {QStringLiteral("formSubmitCount"), formSubmitCount},
        {QStringLiteral("formSubmitRate"), formSubmitRate},
        {QStringLiteral("totalSessions"), totalSessions},
    };
    for (const auto &[key, value] : fields) {
        if (!value.isUndefined())
            object.insert(key, value);
    }
    return object;
}

QJsonObject AudienceAnalyticsList::toJson() const
{
    return {{QStringLiteral("items"), array(items)}};
}

QJsonObject AudienceSession::toJson() const
{
    return {{QStringLiteral("analyticsSessionId"), analyticsSessionId},
            {QStringLiteral("audienceId"), audienceId},
            {QStringLiteral("audienceSessionId"), audienceSessionId},
            {QStringLiteral("computationStatus"), computationStatus},
            {QStringLiteral("formSubmissionEmail"), formSubmissionEmail},
            {QStringLiteral("formSubmissionId"), formSubmissionId},
            {QStringLiteral("formSubmissionIdentifier"), formSubmissionIdentifier},
            {QStringLiteral("formSubmissionIdentifierType"), formSubmissionIdentifierType},
            {QStringLiteral("formSubmissionPhone"), formSubmissionPhone},
            {QStringLiteral("hasConversion"), hasConversion},
            {QStringLiteral("hasFormSubmit"), hasFormSubmit},
            {QStringLiteral("isBounce"), isBounce},
            {QStringLiteral("maxScrollDepthPercentage"), maxScrollDepthPercentage},
            {QStringLiteral("pageId"), pageId},
            {QStringLiteral("pageTitle"), pageTitle},
            {QStringLiteral("pageUrl"), pageUrl},
            {QStringLiteral("questionsAskedCount"), questionsAskedCount},
            {QStringLiteral("sessionEndedAt"), sessionEndedAt},
            {QStringLiteral("sessionStartedAt"), sessionStartedAt},
            {QStringLiteral("timeSpentSeconds"), timeSpentSeconds},
            {QStringLiteral("totalClicksCount"), totalClicksCount},
            {QStringLiteral("utmCampaign"), utmCampaign},
            {QStringLiteral("utmContent"), utmContent},
            {QStringLiteral("utmMedium"), utmMedium},
            {QStringLiteral("utmSource"), utmSource},
            {QStringLiteral("utmTerm"), utmTerm}};
}

} // namespace Audience::Testing::Wire
