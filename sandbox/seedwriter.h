#pragma once

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include "seedrandom.h"

#include <memory>

namespace Sandbox {

// Rows as the seeders build them (namespace Seed keeps them apart from the stores' own row types), one struct per table (column meaning: migrations.cpp). A null
// QString is written as SQL NULL; timestamps are QDateTime (UTC) and written in the API's format.

namespace Seed {

struct PageRow
{
    QString id, brandId, name, title, pageContext, pageType, status, headerActionId;
    QJsonObject metadata; // empty = no metadata
    QJsonArray actions, actionCardWidgets, footerLinks, scripts;
    QDateTime createdAt, updatedAt, archivedAt, deletedAt;
};

struct PersonRow
{
    QString id, name, email, domain, slug, phoneNumber, linkedinProfileUrl;
    QDateTime createdAt, updatedAt;
};

struct PersonLogRow
{
    QString id, personId, source, type, idempotencyKey;
    QJsonObject payload;
    QDateTime createdAt, updatedAt, deletedAt;
};

struct AccountRow
{
    QString id, domain, name;
    QDateTime createdAt, updatedAt, latestActivityAt;
};

struct AudienceRow
{
    QString id, pageId, computedName, customName, personId, personRouteKey;
    QString actionFormIdOverride, actionFormInstructionsOverride, actionUrlOverride;
    bool isNewPageAgent = false;
    QString latestVersionId, publishedVersionId;
    QDateTime createdAt, updatedAt, archivedAt;
};

struct VersionRow
{
    QString id, audienceId, status, supplementaryContext, customName;
    int versionNumber = 1;
    bool isNewPageAgent = false;
    QJsonObject metadataOverride; // empty = none
    QDateTime createdAt, queuedAt, becameDraftAt, cancelledAt, publishedAt, obsoleteAt, archivedAt;
    qint64 queueDurationMs = -1; // -1 = NULL
};

struct ConversationRow
{
    QString id, audienceId, publishedMessageId;
    QDateTime createdAt, updatedAt;
};

struct MessageRow
{
    QString id, conversationId, versionId, role, content, reasoning, clientMessageId;
    QDateTime createdAt; // also Message.timestamp (ms since epoch)
    bool hasSnapshot = false, isInterrupted = false;
    QJsonArray toolCalls, contentParts;
};

struct ChangeRow
{
    QString id, audienceId, versionId, messageId, field, previousValue, newValue, status;
    QDateTime createdAt;
};

struct SessionRow
{
    QString analyticsSessionId, audienceSessionId, pageId, audienceId, computationStatus;
    QString formSubmissionEmail, formSubmissionId, formSubmissionIdentifier, formSubmissionIdentifierType,
        formSubmissionPhone;
    bool hasConversion = false, hasFormSubmit = false, hasCtaClick = false, isBounce = false;
    double maxScrollDepthPercentage = -1; // -1 = NULL
    QString pageTitle, pageUrl;
    int questionsAskedCount = 0, totalClicksCount = 0;
    QDateTime startedAt, endedAt;
    double timeSpentSeconds = -1; // -1 = NULL
    QString utmCampaign, utmContent, utmMedium, utmSource, utmTerm;
};

// How a seeded session's analysis ended, the same way in every seed: on the last day a quarter is
// still pending (no time spent, no end, scroll depth unknown), and about 1.5 % failed; the rest
// completed and took `seconds`. The seeds' bounce-eligible counts follow from this.
void settleAnalysis(SessionRow &row, SeedRandom &random, bool lastDay, double seconds);

struct TopicRow
{
    QString id, title, purpose;
    int sortOrder = 0;
    bool isDefault = false;
    QDateTime createdAt, updatedAt;
};

struct TopicEntryRow
{
    QString id, topicId, contentType, contentText;
    int sortOrder = 0;
    QDateTime createdAt, updatedAt;
};

struct PageLinkRow
{
    QString id, tenantDomainId, path, targetType, targetAudienceId, pageId;
    QDateTime createdAt, updatedAt, deletedAt;
};

struct WebhookSubscriptionRow
{
    QString id, url, secret;
    QJsonArray events;
    bool allEvents = true; // events_json NULL
    bool active = true;
    QDateTime createdAt, updatedAt;
};

} // namespace Seed

// Writes seed rows with statements prepared once per table, so millions of rows cost a bind and a
// step each. The caller owns the transaction. Every insert returns false (and keeps the first error)
// when SQLite refuses the row.
class SeedWriter
{
public:
    explicit SeedWriter(QSqlDatabase db);

    bool page(const Seed::PageRow &row);
    bool person(const Seed::PersonRow &row);
    bool personLog(const Seed::PersonLogRow &row);
    bool account(const Seed::AccountRow &row);
    bool accountPerson(const QString &accountId, const QString &personId, const QDateTime &linkedAt);
    bool audience(const Seed::AudienceRow &row);
    bool version(const Seed::VersionRow &row);
    bool conversation(const Seed::ConversationRow &row);
    bool message(const Seed::MessageRow &row);
    bool change(const Seed::ChangeRow &row);
    bool session(const Seed::SessionRow &row);
    bool topic(const Seed::TopicRow &row);
    bool topicEntry(const Seed::TopicEntryRow &row);
    bool tenantDomain(const QString &id, const QString &hostname, bool isFallback);
    bool pageLink(const Seed::PageLinkRow &row);
    bool webhookSubscription(const Seed::WebhookSubscriptionRow &row);

    // The tenant domain already marked as fallback (there may be only one), or an empty string.
    QString existingFallbackDomain() const;

    QSqlDatabase database() const { return m_db; }
    qint64 rowsWritten() const { return m_rows; }
    void countRows(qint64 rows) { m_rows += rows; } // rows written around the writer (set-based inserts)
    QString firstError() const { return m_error; }

    // The API's timestamp form, quicker than QDateTime::toString for millions of rows.
    static QString timestamp(const QDateTime &when);

private:
    bool exec(const QString &table, const QString &columns, const QVariantList &values);

    QSqlDatabase m_db;
    QHash<QString, std::shared_ptr<QSqlQuery>> m_statements;
    qint64 m_rows = 0;
    QString m_error;
};

} // namespace Sandbox
