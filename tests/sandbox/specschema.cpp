#include "specschema.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Audience::Testing::SpecSchema {

namespace {

// ---- the spec's tables ------------------------------------------------------------------------------
// Read from spec/audience-pages-api.md. "string or null" -> String | Null; "required" -> Required;
// a table without a Notes column (PersonLog, Topic, PageLink, the sub-objects) marks nothing required.

constexpr unsigned S = String, N = Number, B = Boolean, O = Object, A = Array;
constexpr unsigned R = Required, Opt = Optional, Free = FreeForm;

// Pagination envelope. totalCount is "integer | null" only for person search and audience search.
constexpr Rule envelope[] = {
    {"items", A, R}, {"items[]", O, Opt}, {"hasMore", B, R}, {"nextCursor", S | Null, R}, {"totalCount", N, R},
};
constexpr Rule envelopeNullableTotal[] = {
    {"items", A, R}, {"items[]", O, Opt}, {"hasMore", B, R}, {"nextCursor", S | Null, R}, {"totalCount", N | Null, R},
};

constexpr Rule personLog[] = {
    {"personId", S, Opt}, {"personLogId", S, Opt}, {"source", S, Opt}, {"type", S, Opt}, {"payload", O, Free},
    {"idempotencyKey", S, Opt}, {"createdAt", S, Opt}, {"updatedAt", S, Opt}, {"deletedAt", S, Opt},
};

constexpr Rule person[] = {
    {"personId", S, R},        {"name", S, R},        {"email", S | Null, R},
    {"domain", S | Null, R},   {"slug", S, R},        {"phoneNumber", S | Null, R},
    {"linkedinProfileUrl", S | Null, R}, {"createdAt", S, R}, {"updatedAt", S, R},
};

constexpr Rule account[] = {
    {"accountId", S, R}, {"domain", S, R}, {"name", S | Null, R}, {"createdAt", S, R}, {"updatedAt", S, R},
    {"latestActivityAt", S | Null, R}, {"linkedPersons", A, R}, {"linkedPersons[]", O, Opt},
};

constexpr Rule topic[] = {
    {"topicId", S, Opt}, {"title", S, Opt}, {"purpose", S, Opt}, {"sortOrder", N, Opt}, {"isDefault", B, Opt},
    {"createdAt", S, Opt}, {"updatedAt", S, Opt}, {"entries", A, Opt}, {"entries[]", O, Opt},
};

constexpr Rule topicEntry[] = {
    {"topicEntryId", S, R}, {"topicId", S, R}, {"sortOrder", N, R}, {"content", O, R},
    {"content.type", S, Opt}, {"content.content", S, Opt}, {"createdAt", S, R}, {"updatedAt", S, R},
};

constexpr Rule page[] = {
    {"actions", A, R},
    {"actions[]", O, Opt},
    {"actions[].actionId", S, Opt},
    {"actions[].actionIndex", N, Opt},
    {"actions[].purpose", S, Opt},
    {"actions[].buttonTitle", S, Opt},
    {"actions[].actionType", S, Opt},
    {"actions[].url", S, Opt},
    {"actionCardWidgets", A, R},
    {"actionCardWidgets[]", O, Opt},
    {"actionCardWidgets[].type", S, Opt},
    {"actionCardWidgets[].title", S, Opt},
    {"actionCardWidgets[].logos", A, Opt},
    {"actionCardWidgets[].logos[]", O, Opt},
    {"actionCardWidgets[].logos[].image", O, Opt},
    {"actionCardWidgets[].logos[].image.altText", S, Opt},
    {"actionCardWidgets[].logos[].image.url", S, Opt},
    {"actionCardWidgets[].logos[].image.fileId", S, Opt},
    {"actionCardWidgets[].logos[].image.assetId", S, Opt},
    {"archivedAt", S | Null, R},
    {"audiencesCount", N, R},
    {"brandId", S, R},
    {"createdAt", S, R},
    {"deletedAt", S | Null, R},
    {"footerLinks", A, R}, // "present in responses"
    {"footerLinks[]", O, Opt},
    {"footerLinks[].id", S, Opt},
    {"footerLinks[].title", S, Opt},
    {"footerLinks[].links", A, Opt},
    {"footerLinks[].links[]", O, Opt},
    {"footerLinks[].links[].id", S, Opt},
    {"footerLinks[].links[].text", S, Opt},
    {"footerLinks[].links[].url", S, Opt},
    {"name", S, R},
    {"pageContext", S, R},
    {"pageId", S, R},
    {"pageType", S, R},
    {"scripts", A, R},
    {"scripts[]", O, Opt},
    {"scripts[].content", S, Opt},
    {"scripts[].enabled", B, Opt},
    {"scripts[].injectionPoint", S, Opt},
    {"scripts[].name", S, Opt},
    {"scripts[].description", S, Opt},
    {"status", S, R},
    {"title", S, R},
    {"updatedAt", S, R},
    {"headerActionId", S, Opt},
    {"metadata", O, Opt},
};

// PageMetadata: "all strings unless noted"; keywords and robots are arrays of strings.
constexpr Rule pageMetadata[] = {
    {"title", S, Opt},           {"description", S, Opt},       {"keywords", A, Opt},
    {"keywords[]", S, Opt},      {"author", S, Opt},            {"robots", A, Opt},
    {"robots[]", S, Opt},        {"canonicalUrl", S, Opt},      {"ogTitle", S, Opt},
    {"ogDescription", S, Opt},   {"ogType", S, Opt},            {"ogImageUrl", S, Opt},
    {"ogImageFileId", S, Opt},   {"ogImageAlt", S, Opt},        {"ogSiteName", S, Opt},
    {"ogUrl", S, Opt},           {"twitterCard", S, Opt},       {"twitterTitle", S, Opt},
    {"twitterDescription", S, Opt}, {"twitterImageUrl", S, Opt}, {"twitterImageFileId", S, Opt},
    {"twitterImageAlt", S, Opt}, {"twitterSite", S, Opt},       {"twitterCreator", S, Opt},
    {"themeColor", S, Opt},
};

constexpr Rule audience[] = {
    {"actionFormIdOverride", S | Null, R},
    {"actionFormInstructionsOverride", S | Null, R},
    {"actionUrlOverride", S | Null, R},
    {"archivedAt", S | Null, R},
    {"audienceId", S, R},
    {"computedName", S, R},
    {"createdAt", S, R},
    {"customName", S | Null, R},
    {"effectiveName", S, R},
    {"isNewPageAgent", B, R},
    {"latestVersion", O, R},
    {"pageId", S, R},
    {"personId", S | Null, R},
    {"personRouteKey", S | Null, R},
    {"publishedVersion", O, R},
    {"status", S, R},
    {"supplementaryContext", S | Null, R},
    {"effectiveMetadata", O, Opt},
    {"metadataOverride", O, Opt},
};

constexpr Rule audienceVersion[] = {
    {"archivedAt", S | Null, R},   {"audienceId", S, R},         {"becameDraftAt", S | Null, R},
    {"cancelledAt", S | Null, R},  {"createdAt", S, R},          {"isNewPageAgent", B, R},
    {"obsoleteAt", S | Null, R},   {"publishedAt", S | Null, R}, {"queueDurationMs", N | Null, R},
    {"queuedAt", S | Null, R},     {"status", S, R},             {"supplementaryContext", S | Null, R},
    {"versionId", S, R},           {"versionNumber", N, R},
};

// Audience draft conversation: conversation and context are "all strings".
constexpr Rule conversation[] = {
    {"conversation", O, Opt},
    {"conversation.conversationId", S, Opt},
    {"conversation.audienceId", S, Opt},
    {"conversation.publishedMessageId", S, Opt},
    {"conversation.createdAt", S, Opt},
    {"conversation.updatedAt", S, Opt},
    {"messages", A, Opt},
    {"messages[]", O, Opt},
    {"messages[].messageId", S, Opt},
    {"messages[].role", S, Opt},
    {"messages[].content", S, Opt},
    {"messages[].timestamp", N, Opt},
    {"messages[].hasSnapshot", B, Opt},
    {"messages[].toolCalls", A, Opt},
    {"messages[].toolCalls[]", O, Opt},
    {"messages[].toolCalls[].id", S, Opt},
    {"messages[].toolCalls[].name", S, Opt},
    {"messages[].toolCalls[].status", S, Opt},
    {"messages[].toolCalls[].arguments", O, Free},
    {"messages[].toolCalls[].result", AnyType, Free},
    {"messages[].toolCalls[].error", S, Opt},
    {"messages[].changes", A, Opt},
    {"messages[].changes[]", O, Opt},
    {"messages[].contentParts", A, Opt},
    {"messages[].contentParts[]", O, Opt},
    {"messages[].contentParts[].type", S, Opt},
    {"messages[].contentParts[].text", S, Opt},
    {"messages[].reasoning", S, Opt},
    {"messages[].isInterrupted", B, Opt},
    {"context", O, Opt},
    {"context.audienceId", S, Opt},
    {"context.pageId", S, Opt},
    {"context.currentSupplementaryContext", S, Opt},
    {"context.currentMetaTitle", S, Opt},
    {"context.currentMetaDescription", S, Opt},
    {"context.currentMetaKeywords", S, Opt},
    {"context.pageContext", S, Opt},
    {"pendingChanges", A, Opt},
    {"pendingChanges[]", O, Opt},
};

constexpr Rule change[] = {
    {"changeId", S, Opt}, {"field", S, Opt}, {"previousValue", S, Opt}, {"newValue", S, Opt}, {"status", S, Opt},
};

constexpr Rule audienceSession[] = {
    {"analyticsSessionId", S, R},
    {"audienceId", S | Null, R},
    {"audienceSessionId", S | Null, R},
    {"computationStatus", S, R},
    {"formSubmissionEmail", S | Null, R},
    {"formSubmissionId", S | Null, R},
    {"formSubmissionIdentifier", S | Null, R},
    {"formSubmissionIdentifierType", S | Null, R},
    {"formSubmissionPhone", S | Null, R},
    {"hasConversion", B, R},
    {"hasFormSubmit", B, R},
    {"isBounce", B, R},
    {"maxScrollDepthPercentage", N | Null, R},
    {"pageId", S | Null, R},
    {"pageTitle", S | Null, R},
    {"pageUrl", S | Null, R},
    {"questionsAskedCount", N, R},
    {"sessionEndedAt", S | Null, R},
    {"sessionStartedAt", S, R},
    {"timeSpentSeconds", N | Null, R},
    {"totalClicksCount", N, R},
    {"utmCampaign", S | Null, R},
    {"utmContent", S | Null, R},
    {"utmMedium", S | Null, R},
    {"utmSource", S | Null, R},
    {"utmTerm", S | Null, R},
};

// 4.16: {items: array of AudienceAnalytics} (required); which item fields are required: not shown.
constexpr Rule analyticsList[] = {
    {"items", A, R},
    {"items[]", O, Opt},
    {"items[].avgInteractionsPerSession", N, Opt},
    {"items[].avgScrollDepthPercentage", N, Opt},
    {"items[].avgTimeSpentSeconds", N, Opt},
    {"items[].bounceRate", N, Opt},
    {"items[].conversionRate", N, Opt},
    {"items[].formSubmitRate", N, Opt},
    {"items[].totalSessions", N, Opt},
    {"items[].audienceId", S, Opt},
    {"items[].bounceCount", N, Opt},
    {"items[].bounceEligibleSessions", N, Opt},
    {"items[].conversionCount", N, Opt},
    {"items[].ctaSessions", N, Opt},
    {"items[].formSubmitCount", N, Opt},
};

constexpr Rule pageLink[] = {
    {"pageLinkId", S, Opt}, {"tenantDomainId", S, Opt}, {"path", S, Opt}, {"target", O, Opt},
    {"target.targetType", S, Opt}, {"target.audienceId", S, Opt}, {"createdAt", S, Opt}, {"updatedAt", S, Opt},
    {"deletedAt", S, Opt},
};

constexpr Rule audienceSearchItem[] = {
    {"audienceId", S, Opt}, {"effectiveName", S, Opt}, {"pageId", S, Opt}, {"pageName", S, Opt},
};

constexpr Rule webhookSubscription[] = {
    {"subscriptionId", S, R}, {"url", S, R}, {"events", A | Null, R}, {"events[]", S, Opt},
    {"active", B, R},         {"createdAt", S, R}, {"updatedAt", S, R},
};

// 4.1 response: no "required" note.
constexpr Rule personLogCreated[] = {
    {"personId", S, Opt}, {"personLogId", S, Opt}, {"createdAt", S, Opt}, {"createdPerson", B, Opt},
    {"source", S, Opt},   {"type", S, Opt},
};

// 4.14 response: "all required".
constexpr Rule messageAccepted[] = {
    {"accepted", B, R}, {"audienceId", S, R}, {"clientMessageId", S, R}, {"versionId", S, R},
};

QString parentOf(const QString &path)
{
    if (path.endsWith(QLatin1String("[]")))
        return {}; // an element has no parent object that requires it
    const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
    return dot < 0 ? QString() : path.left(dot);
}

QString nameOf(const QString &path)
{
    const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
    return dot < 0 ? path : path.mid(dot + 1);
}

unsigned typeOf(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String: return String;
    case QJsonValue::Double: return Number;
    case QJsonValue::Bool: return Boolean;
    case QJsonValue::Object: return Object;
    case QJsonValue::Array: return Array;
    case QJsonValue::Null: return Null;
    case QJsonValue::Undefined: break;
    }
    return 0;
}

QString child(const QString &path, const QString &name)
{
    return path.isEmpty() ? name : path + QLatin1Char('.') + name;
}

Schema page_()
{
    Schema schema;
    schema.add(page).add(pageMetadata, QStringLiteral("metadata."));
    return schema;
}

Schema audience_()
{
    Schema schema;
    schema.add(audience)
        .add(audienceVersion, QStringLiteral("latestVersion."))
        .add(audienceVersion, QStringLiteral("publishedVersion."))
        .add(pageMetadata, QStringLiteral("effectiveMetadata."))
        .add(pageMetadata, QStringLiteral("metadataOverride."));
    return schema;
}

} // namespace

QString typeNames(unsigned types)
{
    if (types == AnyType)
        return QStringLiteral("any");
    QStringList names;
    const std::pair<unsigned, const char *> all[] = {{String, "string"}, {Number, "number"}, {Boolean, "boolean"},
                                                     {Object, "object"}, {Array, "array"},   {Null, "null"}};
    for (const auto &[type, name] : all)
        if (types & type)
            names << QLatin1String(name);
    return names.isEmpty() ? QStringLiteral("nothing") : names.join(QLatin1String(" or "));
}

Schema &Schema::add(std::span<const Rule> rules, const QString &prefix)
{
    for (const Rule &rule : rules) {
        const QString path = prefix + QLatin1String(rule.path);
        m_rules.insert(path, Entry{rule.types, rule.flags});
        if (rule.flags & Required)
            m_required[parentOf(path)].append(nameOf(path));
    }
    return *this;
}

QStringList Schema::problems(const QJsonValue &response, const QString &label, QSet<QString> *seen) const
{
    QStringList found;
    walk(response, QString(), QStringLiteral("$"), found, seen);
    for (QString &problem : found)
        problem.prepend(label + QLatin1String(": "));
    return found;
}

void Schema::check(const QString &path, const QJsonValue &value, const QString &where, QStringList &problems,
                   QSet<QString> *seen) const
{
    const auto rule = m_rules.constFind(path);
    if (rule == m_rules.cend()) {
        problems << where + QStringLiteral(": not a field of the spec (") + typeNames(typeOf(value))
                        + QStringLiteral(" sent)");
        return;
    }
    if (seen)
        seen->insert(path);
    if (!(typeOf(value) & rule->types)) {
        problems << where + QStringLiteral(": expected ") + typeNames(rule->types) + QStringLiteral(", got ")
                        + typeNames(typeOf(value));
        return;
    }
    if (!(rule->flags & FreeForm))
        walk(value, path, where, problems, seen);
}

void Schema::walk(const QJsonValue &value, const QString &path, const QString &where, QStringList &problems,
                  QSet<QString> *seen) const
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (const QString &name : m_required.value(path))
            if (!object.contains(name))
                problems << where + QLatin1Char('.') + name + QStringLiteral(": required, missing");
        for (auto it = object.begin(); it != object.end(); ++it)
            check(child(path, it.key()), it.value(), where + QLatin1Char('.') + it.key(), problems, seen);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            check(path + QLatin1String("[]"), array.at(i), where + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'),
                  problems, seen);
    }
}

Schema schemaFor(Response response)
{
    Schema schema;
    switch (response) {
    case Response::PersonLogCreated: return schema.add(personLogCreated);
    case Response::PersonLogList: return schema.add(envelope).add(personLog, QStringLiteral("items[]."));
    case Response::Person: return schema.add(person);
    case Response::PersonSearch: return schema.add(envelopeNullableTotal).add(person, QStringLiteral("items[]."));
    case Response::Account: return schema.add(account).add(person, QStringLiteral("linkedPersons[]."));
    case Response::PageList:
        return schema.add(envelope).add(page, QStringLiteral("items[].")).add(pageMetadata, QStringLiteral("items[].metadata."));
    case Response::Page: return page_();
    case Response::AudienceSearch:
        return schema.add(envelopeNullableTotal).add(audienceSearchItem, QStringLiteral("items[]."));
    case Response::Audience: return audience_();
    case Response::AudienceVersion: return schema.add(audienceVersion);
    case Response::Conversation:
        return schema.add(conversation)
            .add(change, QStringLiteral("messages[].changes[]."))
            .add(change, QStringLiteral("pendingChanges[]."));
    case Response::MessageAccepted: return schema.add(messageAccepted);
    case Response::AudienceSession: return schema.add(audienceSession);
    case Response::AnalyticsList: return schema.add(analyticsList);
    case Response::PageLinkSearch: return schema.add(envelope).add(pageLink, QStringLiteral("items[]."));
    case Response::TopicSearch:
        return schema.add(envelope).add(topic, QStringLiteral("items[].")).add(topicEntry, QStringLiteral("items[].entries[]."));
    case Response::TopicEntryList: return schema.add(envelope).add(topicEntry, QStringLiteral("items[]."));
    case Response::TopicEntry: return schema.add(topicEntry);
    case Response::WebhookSubscription: return schema.add(webhookSubscription);
    }
    return schema;
}

} // namespace Audience::Testing::SpecSchema
