#pragma once

// The wire objects of the Audience Pages API (shared/spec/audience-pages-api.md, section 2) as
// QJsonObject, for every test that plays the service: the one place where tests write wire JSON.
//
// Each struct starts spec-valid: every required field present, the nullable ones null, values of
// one demo-like audience "aud_1" of page "page_1". A test sets what it is about with designated
// initializers (in declaration order) and calls toJson():
//
//   Wire::Page{.pageId = QStringLiteral("page_7"), .status = QStringLiteral("draft")}.toJson()
//   Wire::List{.items = Wire::array(pages), .hasMore = true, .nextCursor = QStringLiteral("25")}.toJson()
//   Wire::Message{.role = QStringLiteral("assistant"), .changes = {Wire::Change{}}}.toJson()
//
// To send something the spec does not allow (a wrong type, a required field missing), edit the
// QJsonObject that toJson() returns.
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace Audience::Testing::Wire {

// Each object's toJson(), in order.
template <typename T>
QJsonArray array(const QList<T> &objects)
{
    QJsonArray result;
    for (const T &object : objects)
        result.append(object.toJson());
    return result;
}

// The pagination envelope of list and search answers.
struct List
{
    QJsonArray items = {};
    bool hasMore = false;
    QJsonValue nextCursor = QJsonValue::Null;
    QJsonValue totalCount = QJsonValue::Undefined; // undefined: the number of items; null where allowed
    QJsonObject toJson() const;
};

// Items [start, start + limit) of `total`, made by item(index), with the index of the next item as
// the cursor (a keyset-like cursor, as the fakes of GET /v0/pages serve it).
List slice(qsizetype total, qsizetype start, qsizetype limit, const std::function<QJsonObject(qsizetype)> &item);

struct Page
{
    QString pageId = QStringLiteral("page_1");
    QString name = QStringLiteral("Spring launch");
    QString title = QStringLiteral("Spring launch for finance teams");
    QString pageType = QStringLiteral("inbound");
    QString status = QStringLiteral("published");
    qint64 audiencesCount = 5;
    QString brandId = QStringLiteral("brand_1");
    QString pageContext = QStringLiteral("context");
    QString createdAt = QStringLiteral("2024-01-01T00:00:00Z");
    QString updatedAt = QStringLiteral("2024-03-01T10:00:00Z");
    QJsonValue archivedAt = QJsonValue::Null;
    QJsonValue deletedAt = QJsonValue::Null;
    QJsonArray actions = {};
    QJsonArray actionCardWidgets = {};
    QJsonArray footerLinks = {};
    QJsonArray scripts = {};
    std::optional<QJsonObject> metadata = {}; // PageMetadata, optional
    QJsonObject toJson() const;
};

struct AudienceSearchItem
{
    QString audienceId = QStringLiteral("aud_1");
    QString effectiveName = QStringLiteral("Store managers");
    QString pageId = QStringLiteral("page_1");
    QString pageName = QStringLiteral("Spring launch");
    QJsonObject toJson() const;
};

struct AudienceVersion
{
    QString versionId = QStringLiteral("ver_1");
    QString audienceId = QStringLiteral("aud_1");
    qint64 versionNumber = 1;
    QString status = QStringLiteral("published");
    QString createdAt = QStringLiteral("2024-01-01T00:00:00Z");
    QJsonValue publishedAt = QStringLiteral("2024-01-01T00:00:00Z"); // set it to null for a version not published
    QJsonValue queuedAt = QJsonValue::Null;
    QJsonValue queueDurationMs = QJsonValue::Null;
    QJsonValue becameDraftAt = QJsonValue::Null;
    QJsonValue cancelledAt = QJsonValue::Null;
    QJsonValue obsoleteAt = QJsonValue::Null;
    QJsonValue archivedAt = QJsonValue::Null;
    bool isNewPageAgent = false;
    QJsonValue supplementaryContext = QJsonValue::Null;
    QJsonObject toJson() const;
};

struct Audience
{
    QString audienceId = QStringLiteral("aud_1");
    QString pageId = QStringLiteral("page_1");
    QString computedName = QStringLiteral("Store managers");
    QString effectiveName = QStringLiteral("Store managers");
    QJsonValue customName = QJsonValue::Null;
    QString status = QStringLiteral("published");
    QString createdAt = QStringLiteral("2024-01-01T00:00:00Z");
    QJsonValue archivedAt = QJsonValue::Null;
    // Both required; when not given, version 1 of this audience (versionId "<audienceId>_v1"),
    // published, as the sandbox creates every audience.
    std::optional<AudienceVersion> latestVersion = {};
    std::optional<AudienceVersion> publishedVersion = {};
    QJsonValue supplementaryContext = QJsonValue::Null;
    QJsonValue actionFormIdOverride = QJsonValue::Null;
    QJsonValue actionFormInstructionsOverride = QJsonValue::Null;
    QJsonValue actionUrlOverride = QJsonValue::Null;
    QJsonValue personId = QJsonValue::Null;
    QJsonValue personRouteKey = QJsonValue::Null;
    bool isNewPageAgent = false;
    std::optional<QJsonObject> effectiveMetadata = {}; // PageMetadata, optional
    std::optional<QJsonObject> metadataOverride = {};  // PageMetadata, optional
    QJsonObject toJson() const;
};

// The conversation's objects (GET and POST .../audiences/{audience_id}/messages).

struct ToolCall
{
    QString id = QStringLiteral("call_1");
    QString name = QStringLiteral("update_audience_draft");
    QString status = QStringLiteral("completed");
    QJsonObject arguments = {};
    QJsonValue result = QJsonValue::Null;
    QJsonValue error = QJsonValue::Null; // a string when the call failed
    QJsonObject toJson() const;
};

struct Change
{
    QString changeId = QStringLiteral("chg_1");
    QString field = QStringLiteral("supplementaryContext");
    QString previousValue = QStringLiteral("Visitors manage stores.");
    QString newValue = QStringLiteral("Visitors manage stores in several regions.");
    QString status = QStringLiteral("applied");
    QJsonObject toJson() const;
};

struct Message
{
    QString messageId = QStringLiteral("msg_1");
    QString role = QStringLiteral("user");
    QString content = QStringLiteral("Mention the regions.");
    double timestamp = 1763632800000.0; // milliseconds since the epoch
    bool hasSnapshot = false;
    QList<ToolCall> toolCalls = {};
    QList<Change> changes = {};
    std::optional<QJsonArray> contentParts = {}; // when not given, one text part with the content
    QString reasoning = {};
    bool isInterrupted = false;
    QJsonObject toJson() const;
};

struct ConversationContext
{
    QString audienceId = QStringLiteral("aud_1");
    QString pageId = QStringLiteral("page_1");
    QString currentSupplementaryContext = QStringLiteral("Visitors manage stores.");
    QString currentMetaTitle = QStringLiteral("Spring launch");
    QString currentMetaDescription = QStringLiteral("What the spring launch offers.");
    QString currentMetaKeywords = QStringLiteral("spring, launch"); // a string here, unlike PageMetadata.keywords
    QString pageContext = QStringLiteral("context");
    QJsonObject toJson() const;
};

// The answer of GET .../messages: {conversation, messages, context, pendingChanges}.
struct Conversation
{
    QString conversationId = QStringLiteral("conv_1");
    QString audienceId = QStringLiteral("aud_1");
    QString publishedMessageId = {};
    QString createdAt = QStringLiteral("2024-01-01T00:00:00Z");
    QString updatedAt = QStringLiteral("2024-01-01T00:00:00Z");
    QList<Message> messages = {};
    ConversationContext context = {};
    QList<Change> pendingChanges = {};
    QJsonObject toJson() const;
};

// The answer of POST .../messages.
struct MessageAccepted
{
    bool accepted = true;
    QString audienceId = QStringLiteral("aud_1");
    QString clientMessageId = QStringLiteral("cm-1");
    QString versionId = QStringLiteral("ver_2");
    QJsonObject toJson() const;
};

// Analytics (GET /v0/pages/{page_id}/analytics/audiences and .../audience_sessions/{id}).

// One item of the audience analytics answer. The spec says of no field whether it is required:
// set one to QJsonValue::Undefined to leave it out, or to null. The rates are not derived from the
// counts: a test sets what its case needs (defaults: 100 sessions, 10 conversions, rate 0.1 …).
struct AudienceAnalytics
{
    QString audienceId = QStringLiteral("aud_1");
    QJsonValue totalSessions = 100;
    QJsonValue conversionCount = 10;
    QJsonValue conversionRate = 0.1;
    QJsonValue formSubmitCount = 5;
    QJsonValue formSubmitRate = 0.05;
    QJsonValue bounceCount = 20;
    QJsonValue bounceEligibleSessions = 80;
    QJsonValue bounceRate = 0.25;
    QJsonValue ctaSessions = 12;
    QJsonValue avgInteractionsPerSession = 2.5;
    QJsonValue avgScrollDepthPercentage = 60;
    QJsonValue avgTimeSpentSeconds = 95;
    QJsonObject toJson() const;
};

// The answer of GET .../analytics/audiences: {items} only, no pagination.
struct AudienceAnalyticsList
{
    QList<AudienceAnalytics> items = {};
    QJsonObject toJson() const;
};

// The answer of GET /v0/pages/{page_id}/audience_sessions/{id}: a converted session of 4 min 10 s
// from google / cpc, analysed.
struct AudienceSession
{
    QString analyticsSessionId = QStringLiteral("as_1");
    QJsonValue audienceId = QStringLiteral("aud_1");
    QJsonValue audienceSessionId = QStringLiteral("ses_1");
    QString computationStatus = QStringLiteral("completed");
    QJsonValue formSubmissionEmail = QJsonValue::Null;
    QJsonValue formSubmissionId = QJsonValue::Null;
    QJsonValue formSubmissionIdentifier = QJsonValue::Null;
    QJsonValue formSubmissionIdentifierType = QJsonValue::Null;
    QJsonValue formSubmissionPhone = QJsonValue::Null;
    bool hasConversion = true;
    bool hasFormSubmit = false;
    bool isBounce = false;
    QJsonValue maxScrollDepthPercentage = 80;
    QJsonValue pageId = QStringLiteral("page_1");
    QJsonValue pageTitle = QStringLiteral("Spring launch for finance teams");
    QJsonValue pageUrl = QStringLiteral("https://example.com/spring");
    double questionsAskedCount = 1;
    QJsonValue sessionEndedAt = QStringLiteral("2024-03-01T10:04:10Z");
    QString sessionStartedAt = QStringLiteral("2024-03-01T10:00:00Z");
    QJsonValue timeSpentSeconds = 250;
    double totalClicksCount = 3;
    QJsonValue utmCampaign = QJsonValue::Null;
    QJsonValue utmContent = QJsonValue::Null;
    QJsonValue utmMedium = QStringLiteral("cpc");
    QJsonValue utmSource = QStringLiteral("google");
    QJsonValue utmTerm = QJsonValue::Null;
    QJsonObject toJson() const;
};

} // namespace Audience::Testing::Wire
