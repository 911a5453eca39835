#include "sandboxshapes.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <functional>

namespace Audience::Testing {

namespace {

enum class Kind { String, Timestamp, Boolean, Number, Integer, Object, Array, Any };

using Problems = QStringList;
using Checker = std::function<void(const QJsonValue &, const QString &, Problems &)>;

struct Field
{
    QString name;
    Kind kind;
    bool nullable = false;
    bool optional = false;
    QStringList allowed = {};   // enum values, for strings
    Checker nested = {};        // applied to the object, or to each element of an array
};

Field req(const char *name, Kind kind, Checker nested = {})
{
    return Field{QString::fromLatin1(name), kind, false, false, {}, std::move(nested)};
}
Field nullable(const char *name, Kind kind)
{
    return Field{QString::fromLatin1(name), kind, true, false, {}, {}};
}
Field optional(const char *name, Kind kind, Checker nested = {})
{
    return Field{QString::fromLatin1(name), kind, false, true, {}, std::move(nested)};
}
Field oneOf(const char *name, const QStringList &allowed, bool isNullable = false)
{
    return Field{QString::fromLatin1(name), Kind::String, isNullable, false, allowed, {}};
}

QString kindName(Kind kind)
{
    switch (kind) {
    case Kind::String: return QStringLiteral("string");
    case Kind::Timestamp: return QStringLiteral("ISO 8601 UTC timestamp with ms");
    case Kind::Boolean: return QStringLiteral("boolean");
    case Kind::Number: return QStringLiteral("number");
    case Kind::Integer: return QStringLiteral("integer 0..max_int");
    case Kind::Object: return QStringLiteral("object");
    case Kind::Array: return QStringLiteral("array");
    case Kind::Any: return QStringLiteral("any");
    }
    return {};
}

bool hasKind(const QJsonValue &value, Kind kind)
{
    switch (kind) {
    case Kind::String: return value.isString();
    case Kind::Timestamp: return isTimestamp(value);
    case Kind::Boolean: return value.isBool();
    case Kind::Number: return value.isDouble();
    case Kind::Integer: {
        if (!value.isDouble())
            return false;
        const double number = value.toDouble();
        return std::floor(number) == number && number >= 0 && number <= double(maxInt);
    }
    case Kind::Object: return value.isObject();
    case Kind::Array: return value.isArray();
    case Kind::Any: return !value.isUndefined();
    }
    return false;
}

QString shortJson(const QJsonValue &value)
{
    if (value.isString())
        return QLatin1Char('"') + value.toString().left(60) + QLatin1Char('"');
    if (value.isNull())
        return QStringLiteral("null");
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 17);
    if (value.isArray())
        return QStringLiteral("[array]");
    return QStringLiteral("{object}");
}

void checkFields(const QJsonValue &value, const QString &where, const QList<Field> &fields, Problems &problems)
{
    if (!value.isObject()) {
        problems << where + QStringLiteral(": expected an object, got ") + shortJson(value);
        return;
    }
    const QJsonObject object = value.toObject();
    for (const Field &field : fields) {
        const QString path = where + QLatin1Char('.') + field.name;
        if (!object.contains(field.name)) {
            if (!field.optional)
                problems << path + QStringLiteral(": missing");
            continue;
        }
        const QJsonValue fieldValue = object.value(field.name);
        if (fieldValue.isNull() && field.nullable)
            continue;
        if (!hasKind(fieldValue, field.kind)) {
            problems << path + QStringLiteral(": expected ") + kindName(field.kind)
                    + (field.nullable ? QStringLiteral(" or null") : QString()) + QStringLiteral(", got ")
                    + shortJson(fieldValue);
            continue;
        }
        if (!field.allowed.isEmpty() && !field.allowed.contains(fieldValue.toString()))
            problems << path + QStringLiteral(": ") + shortJson(fieldValue) + QStringLiteral(" is not one of ")
                    + field.allowed.join(QLatin1Char(','));
        if (!field.nested)
            continue;
        if (field.kind == Kind::Array) {
            const QJsonArray items = fieldValue.toArray();
            for (qsizetype i = 0; i < items.size(); ++i)
                field.nested(items.at(i), path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'), problems);
        } else {
            field.nested(fieldValue, path, problems);
        }
    }
}

Checker fieldsOf(QList<Field> fields)
{
    return [fields = std::move(fields)](const QJsonValue &value, const QString &where, Problems &problems) {
        checkFields(value, where, fields, problems);
    };
}

Checker stringItems()
{
    return [](const QJsonValue &value, const QString &where, Problems &problems) {
        if (!value.isString())
            problems << where + QStringLiteral(": expected a string, got ") + shortJson(value);
    };
}

const QStringList versionStates{QStringLiteral("archived"),  QStringLiteral("cancelled"),
                                QStringLiteral("draft"),     QStringLiteral("pending"),
                                QStringLiteral("processing"), QStringLiteral("published"),
                                QStringLiteral("queued")};

const QStringList webhookEvents{QStringLiteral("page.version.created"), QStringLiteral("page.version.processed"),
                                QStringLiteral("page.version.published"), QStringLiteral("form.submitted"),
                                QStringLiteral("form.enriched"), QStringLiteral("form.enrichment_failed")};

Checker pageMetadata()
{
    QList<Field> fields;
    for (const char *name : {"title", "description", "author", "canonicalUrl", "ogTitle", "ogDescription", "ogType",
                             "ogImageUrl", "ogImageFileId", "ogImageAlt", "ogSiteName", "ogUrl", "twitterCard",
                             "twitterTitle", "twitterDescription", "twitterImageUrl", "twitterImageFileId",
                             "twitterImageAlt", "twitterSite", "twitterCreator", "themeColor"})
        fields << req(name, Kind::String);
    fields << req("keywords", Kind::Array, stringItems()) << req("robots", Kind::Array, stringItems());
    return fieldsOf(fields);
}

Checker page()
{
    const Checker action = fieldsOf({req("actionId", Kind::String), req("actionIndex", Kind::Number),
                                     req("purpose", Kind::String), req("buttonTitle", Kind::String),
                                     req("actionType", Kind::String), req("url", Kind::String)});
    const Checker image = fieldsOf({req("altText", Kind::String), req("url", Kind::String),
                                    req("fileId", Kind::String), req("assetId", Kind::String)});
    const Checker widget = fieldsOf({req("type", Kind::String), req("title", Kind::String),
                                     req("logos", Kind::Array, fieldsOf({req("image", Kind::Object, image)}))});
    const Checker link = fieldsOf({req("id", Kind::String), req("text", Kind::String), req("url", Kind::String)});
    const Checker footer = fieldsOf({req("id", Kind::String), req("title", Kind::String),
                                     req("links", Kind::Array, link)});
    const Checker script = fieldsOf({req("content", Kind::String), req("enabled", Kind::Boolean),
                                     req("injectionPoint", Kind::String), req("name", Kind::String),
                                     req("description", Kind::String)});
    return fieldsOf({
        req("actions", Kind::Array, action),
        req("actionCardWidgets", Kind::Array, widget),
        nullable("archivedAt", Kind::Timestamp),
        req("audiencesCount", Kind::Integer),
        req("brandId", Kind::String),
        req("createdAt", Kind::Timestamp),
        nullable("deletedAt", Kind::Timestamp),
        req("footerLinks", Kind::Array, footer),
        req("name", Kind::String),
        req("pageContext", Kind::String),
        req("pageId", Kind::String),
        oneOf("pageType", {QStringLiteral("inbound"), QStringLiteral("outbound"), QStringLiteral("call_followup"),
                           QStringLiteral("sales_deck"), QStringLiteral("custom")}),
        req("scripts", Kind::Array, script),
        oneOf("status", {QStringLiteral("archived"), QStringLiteral("draft"), QStringLiteral("published")}),
        req("title", Kind::String),
        req("updatedAt", Kind::Timestamp),
        optional("headerActionId", Kind::String),
        optional("metadata", Kind::Object, pageMetadata()),
    });
}

Checker audienceVersion()
{
    return fieldsOf({
        nullable("archivedAt", Kind::Timestamp),
        req("audienceId", Kind::String),
        nullable("becameDraftAt", Kind::Timestamp),
        nullable("cancelledAt", Kind::Timestamp),
        req("createdAt", Kind::Timestamp),
        req("isNewPageAgent", Kind::Boolean),
        nullable("obsoleteAt", Kind::Timestamp),
        nullable("publishedAt", Kind::Timestamp),
        nullable("queueDurationMs", Kind::Number),
        nullable("queuedAt", Kind::Timestamp),
        oneOf("status", versionStates),
        nullable("supplementaryContext", Kind::String),
        req("versionId", Kind::String),
        req("versionNumber", Kind::Integer),
    });
}

Checker audience()
{
    return fieldsOf({
        nullable("actionFormIdOverride", Kind::String),
        nullable("actionFormInstructionsOverride", Kind::String),
        nullable("actionUrlOverride", Kind::String),
        nullable("archivedAt", Kind::Timestamp),
        req("audienceId", Kind::String),
        req("computedName", Kind::String),
        req("createdAt", Kind::Timestamp),
        nullable("customName", Kind::String),
        req("effectiveName", Kind::String),
        req("isNewPageAgent", Kind::Boolean),
        req("latestVersion", Kind::Object, audienceVersion()),
        req("pageId", Kind::String),
        nullable("personId", Kind::String),
        nullable("personRouteKey", Kind::String),
        req("publishedVersion", Kind::Object, audienceVersion()),
        oneOf("status", versionStates),
        nullable("supplementaryContext", Kind::String),
        optional("effectiveMetadata", Kind::Object, pageMetadata()),
        optional("metadataOverride", Kind::Object, pageMetadata()),
    });
}

Checker change()
{
    return fieldsOf({req("changeId", Kind::String), req("field", Kind::String), req("previousValue", Kind::String),
                     req("newValue", Kind::String), req("status", Kind::String)});
}

Checker conversation()
{
    const Checker toolCall = fieldsOf({req("id", Kind::String), req("name", Kind::String), req("status", Kind::String),
                                       req("arguments", Kind::Object), req("result", Kind::Any),
                                       optional("error", Kind::String)});
    const Checker part = fieldsOf({req("type", Kind::String), req("text", Kind::String)});
    const Checker message = fieldsOf({
        req("messageId", Kind::String), req("role", Kind::String), req("content", Kind::String),
        req("timestamp", Kind::Number), req("hasSnapshot", Kind::Boolean), req("toolCalls", Kind::Array, toolCall),
        req("changes", Kind::Array, change()), req("contentParts", Kind::Array, part),
        req("reasoning", Kind::String), req("isInterrupted", Kind::Boolean),
    });
    return fieldsOf({
        req("conversation", Kind::Object,
            fieldsOf({req("conversationId", Kind::String), req("audienceId", Kind::String),
                      optional("publishedMessageId", Kind::String), req("createdAt", Kind::Timestamp),
                      req("updatedAt", Kind::Timestamp)})),
        req("messages", Kind::Array, message),
        req("context", Kind::Object,
            fieldsOf({req("audienceId", Kind::String), req("pageId", Kind::String),
                      req("currentSupplementaryContext", Kind::String), req("currentMetaTitle", Kind::String),
                      req("currentMetaDescription", Kind::String), req("currentMetaKeywords", Kind::String),
                      req("pageContext", Kind::String)})),
        req("pendingChanges", Kind::Array, change()),
    });
}

Checker person()
{
    return fieldsOf({
        req("personId", Kind::String),
        req("name", Kind::String),
        nullable("email", Kind::String),
        nullable("domain", Kind::String),
        req("slug", Kind::String),
        nullable("phoneNumber", Kind::String),
        nullable("linkedinProfileUrl", Kind::String),
        req("createdAt", Kind::Timestamp),
        req("updatedAt", Kind::Timestamp),
    });
}

Checker topicEntry()
{
    return fieldsOf({
        req("topicEntryId", Kind::String),
        req("topicId", Kind::String),
        req("sortOrder", Kind::Number),
        req("content", Kind::Object, fieldsOf({req("type", Kind::String), req("content", Kind::String)})),
        req("createdAt", Kind::Timestamp),
        req("updatedAt", Kind::Timestamp),
    });
}

Checker session()
{
    QList<Field> fields{
        req("analyticsSessionId", Kind::String),
        nullable("audienceId", Kind::String),
        nullable("audienceSessionId", Kind::String),
        oneOf("computationStatus", {QStringLiteral("pending"), QStringLiteral("completed"), QStringLiteral("failed")}),
        nullable("formSubmissionEmail", Kind::String),
        nullable("formSubmissionId", Kind::String),
        nullable("formSubmissionIdentifier", Kind::String),
        oneOf("formSubmissionIdentifierType", {QStringLiteral("email"), QStringLiteral("linkedin"), QStringLiteral("tel")},
              true),
        nullable("formSubmissionPhone", Kind::String),
        req("hasConversion", Kind::Boolean),
        req("hasFormSubmit", Kind::Boolean),
        req("isBounce", Kind::Boolean),
        nullable("maxScrollDepthPercentage", Kind::Number),
        nullable("pageId", Kind::String),
        nullable("pageTitle", Kind::String),
        nullable("pageUrl", Kind::String),
        req("questionsAskedCount", Kind::Number),
        nullable("sessionEndedAt", Kind::Timestamp),
        req("sessionStartedAt", Kind::Timestamp),
        nullable("timeSpentSeconds", Kind::Number),
        req("totalClicksCount", Kind::Number),
    };
    for (const char *name : {"utmCampaign", "utmContent", "utmMedium", "utmSource", "utmTerm"})
        fields << nullable(name, Kind::String);
    return fieldsOf(fields);
}

Checker analyticsItem()
{
    QList<Field> fields{req("audienceId", Kind::String)};
    for (const char *name : {"avgInteractionsPerSession", "avgScrollDepthPercentage", "avgTimeSpentSeconds", "bounceRate",
                             "conversionRate", "formSubmitRate", "totalSessions", "bounceCount",
                             "bounceEligibleSessions", "conversionCount", "ctaSessions", "formSubmitCount"})
        fields << req(name, Kind::Number);
    return fieldsOf(fields);
}

Checker checkerFor(Resource resource)
{
    switch (resource) {
    case Resource::Page: return page();
    case Resource::Audience: return audience();
    case Resource::AudienceVersion: return audienceVersion();
    case Resource::AudienceSearchItem:
        return fieldsOf({req("audienceId", Kind::String), req("effectiveName", Kind::String),
                         req("pageId", Kind::String), req("pageName", Kind::String)});
    case Resource::Conversation: return conversation();
    case Resource::MessageAccepted:
        return fieldsOf({req("accepted", Kind::Boolean), req("audienceId", Kind::String),
                         req("clientMessageId", Kind::String), req("versionId", Kind::String)});
    case Resource::AudienceSession: return session();
    case Resource::AnalyticsItem: return analyticsItem();
    case Resource::Person: return person();
    case Resource::PersonLog:
        return fieldsOf({req("personId", Kind::String), req("personLogId", Kind::String), req("source", Kind::String),
                         req("type", Kind::String), req("payload", Kind::Object), req("idempotencyKey", Kind::String),
                         req("createdAt", Kind::Timestamp), req("updatedAt", Kind::Timestamp),
                         optional("deletedAt", Kind::Timestamp)});
    case Resource::PersonLogCreated:
        return fieldsOf({req("personId", Kind::String), req("personLogId", Kind::String),
                         req("createdAt", Kind::Timestamp), req("createdPerson", Kind::Boolean),
                         req("source", Kind::String), req("type", Kind::String)});
    case Resource::Account:
        return fieldsOf({req("accountId", Kind::String), req("domain", Kind::String), nullable("name", Kind::String),
                         req("createdAt", Kind::Timestamp), req("updatedAt", Kind::Timestamp),
                         nullable("latestActivityAt", Kind::Timestamp), req("linkedPersons", Kind::Array, person())});
    case Resource::Topic:
        return fieldsOf({req("topicId", Kind::String), req("title", Kind::String), req("purpose", Kind::String),
                         req("sortOrder", Kind::Number), req("isDefault", Kind::Boolean),
                         req("createdAt", Kind::Timestamp), req("updatedAt", Kind::Timestamp),
                         req("entries", Kind::Array, topicEntry())});
    case Resource::TopicEntry: return topicEntry();
    case Resource::PageLink:
        return fieldsOf({req("pageLinkId", Kind::String), req("tenantDomainId", Kind::String),
                         req("path", Kind::String),
                         req("target", Kind::Object,
                             fieldsOf({oneOf("targetType", {QStringLiteral("audience"), QStringLiteral("page"),
                                                            QStringLiteral("page_routing")}),
                                       optional("audienceId", Kind::String)})),
                         req("createdAt", Kind::Timestamp), req("updatedAt", Kind::Timestamp),
                         optional("deletedAt", Kind::Timestamp)});
    case Resource::WebhookSubscription: {
        Field events = req("events", Kind::Array, [](const QJsonValue &value, const QString &where, Problems &problems) {
            if (!webhookEvents.contains(value.toString()))
                problems << where + QStringLiteral(": not an event type: ") + shortJson(value);
        });
        events.nullable = true;
        return fieldsOf({req("subscriptionId", Kind::String), req("url", Kind::String), events,
                         req("active", Kind::Boolean), req("createdAt", Kind::Timestamp),
                         req("updatedAt", Kind::Timestamp)});
    }
    }
    return {};
}

} // namespace

bool isTimestamp(const QJsonValue &value)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$"));
    if (!value.isString() || !pattern.match(value.toString()).hasMatch())
        return false;
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs).isValid();
}

QStringList shapeProblems(Resource resource, const QJsonValue &value, const QString &where)
{
    Problems problems;
    checkerFor(resource)(value, where, problems);
    return problems;
}

QStringList envelopeProblems(const QJsonValue &value, Resource item, TotalCount totalCount)
{
    Field total = req("totalCount", Kind::Integer);
    total.nullable = totalCount == TotalCount::IntegerOrNull;
    Field cursor = req("nextCursor", Kind::String);
    cursor.nullable = true;
    Problems problems;
    checkFields(value, QStringLiteral("$"), {req("items", Kind::Array, checkerFor(item)), req("hasMore", Kind::Boolean),
                                             cursor, total},
                problems);
    const QJsonObject envelope = value.toObject();
    if (envelope.value(QStringLiteral("nextCursor")).isString() && envelope.value(QStringLiteral("nextCursor")).toString().isEmpty())
        problems << QStringLiteral("$.nextCursor: empty string (must be min length 1 or null)");
    // Audience search takes no cursor, so it may say hasMore without giving one.
    if (item != Resource::AudienceSearchItem
        && envelope.value(QStringLiteral("hasMore")).toBool() != envelope.value(QStringLiteral("nextCursor")).isString())
        problems << QStringLiteral("$: hasMore and nextCursor disagree");
    return problems;
}

QStringList errorProblems(const HttpResponse &response, int status, const QString &code)
{
    Problems problems;
    if (response.status != status)
        problems << QStringLiteral("status: expected %1, got ").arg(status) + response.describe();
    const QJsonDocument document = response.json();
    if (!document.isObject()) {
        problems << QStringLiteral("body is not a JSON object: ") + QString::fromUtf8(response.body.left(200));
        return problems;
    }
    const Checker detail = fieldsOf({req("field", Kind::String), req("problem", Kind::String)});
    checkFields(document.object(), QStringLiteral("$"),
                {req("error", Kind::Object,
                     fieldsOf({req("code", Kind::String), req("message", Kind::String),
                               optional("details", Kind::Array, detail)}))},
                problems);
    const QString actual = response.errorCode();
    if (actual != code)
        problems << QStringLiteral("error.code: expected %1, got %2").arg(code, actual);
    if (response.object().value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString().isEmpty())
        problems << QStringLiteral("error.message is empty");
    if (!response.header("Content-Type").startsWith("application/json"))
        problems << QStringLiteral("Content-Type: ") + QString::fromLatin1(response.header("Content-Type"));
    return problems;
}

} // namespace Audience::Testing
