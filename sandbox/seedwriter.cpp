#include "seedwriter.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QStringList>


namespace Sandbox {

namespace {

QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(value);
}

// For NOT NULL text columns: a null QString would bind as NULL.
QString plain(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

QVariant when(const QDateTime &value)
{
    return value.isValid() ? QVariant(SeedWriter::timestamp(value)) : QVariant(QMetaType::fromType<QString>());
}

QVariant json(const QJsonArray &value)
{
    return QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact));
}

QVariant jsonOrNull(const QJsonObject &value)
{
    if (value.isEmpty())
        return QVariant(QMetaType::fromType<QString>());
    return QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact));
}

QVariant number(double value)
{
    return value < 0 ? QVariant(QMetaType::fromType<double>()) : QVariant(value);
}

} // namespace

SeedWriter::SeedWriter(QSqlDatabase db)
    : m_db(std::move(db))
{
}

QString SeedWriter::timestamp(const QDateTime &when)
{
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm), then the time of day.
    const qint64 ms = when.toMSecsSinceEpoch();
    qint64 days = ms / 86400000;
    qint64 rest = ms % 86400000;
    if (rest < 0) {
        rest += 86400000;
        --days;
    }
    days += 719468;
    const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
    const qint64 dayOfEra = days - era * 146097;
    const qint64 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const qint64 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const qint64 mp = (5 * dayOfYear + 2) / 153;
    const int day = int(dayOfYear - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    const int year = int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0));
    // Digits written by hand: snprintf was a visible share of seeding millions of rows.
    char16_t text[] = u"0000-00-00T00:00:00.000Z";
    const auto put = [&text](int at, int width, int value) {
        for (int i = at + width - 1; i >= at; --i, value /= 10)
            text[i] = char16_t(u'0' + value % 10);
    };
    put(0, 4, year);
    put(5, 2, month);
    put(8, 2, day);
    put(11, 2, int(rest / 3600000));
    put(14, 2, int(rest / 60000 % 60));
    put(17, 2, int(rest / 1000 % 60));
    put(20, 3, int(rest % 1000));
    return QString(reinterpret_cast<const QChar *>(text), 24);
}

QString SeedWriter::existingFallbackDomain() const
{
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("SELECT id FROM tenant_domains WHERE is_fallback = 1 LIMIT 1")) && query.next())
        return query.value(0).toString();
    return {};
}

bool SeedWriter::exec(const QString &table, const QString &columns, const QVariantList &values)
{
    std::shared_ptr<QSqlQuery> &query = m_statements[table];
    if (!query) {
        query = std::make_shared<QSqlQuery>(m_db);
        QStringList marks;
        for (qsizetype i = 0; i < values.size(); ++i)
            marks.append(QStringLiteral("?"));
        if (!query->prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(table, columns, marks.join(u',')))) {
            if (m_error.isEmpty())
                m_error = QStringLiteral("%1: %2").arg(table, query->lastError().text());
            return false;
        }
    }
    for (qsizetype i = 0; i < values.size(); ++i)
        query->bindValue(int(i), values.at(i));
    if (!query->exec()) {
        if (m_error.isEmpty())
            m_error = QStringLiteral("%1: %2").arg(table, query->lastError().text());
        return false;
    }
    ++m_rows;
    return true;
}

bool SeedWriter::page(const Seed::PageRow &r)
{
    return exec(QStringLiteral("pages"),
                QStringLiteral("id, brand_id, name, title, page_context, page_type, status, header_action_id, metadata_json,"
                               " actions_json, action_card_widgets_json, footer_links_json, scripts_json, created_at,"
                               " updated_at, archived_at, deleted_at"),
                {r.id, r.brandId, r.name, r.title, plain(r.pageContext), r.pageType, r.status, text(r.headerActionId),
                 jsonOrNull(r.metadata), json(r.actions), json(r.actionCardWidgets), json(r.footerLinks), json(r.scripts),
                 when(r.createdAt), when(r.updatedAt), when(r.archivedAt), when(r.deletedAt)});
}

bool SeedWriter::person(const Seed::PersonRow &r)
{
    return exec(QStringLiteral("persons"),
                QStringLiteral("id, name, email, domain, slug, phone_number, linkedin_profile_url, created_at, updated_at"),
                {r.id, r.name, text(r.email), text(r.domain), r.slug, text(r.phoneNumber), text(r.linkedinProfileUrl),
                 when(r.createdAt), when(r.updatedAt)});
}

bool SeedWriter::personLog(const Seed::PersonLogRow &r)
{
    return exec(QStringLiteral("person_logs"),
                QStringLiteral("id, person_id, source, type, payload_json, idempotency_key, created_at, updated_at, deleted_at"),
                {r.id, r.personId, r.source, r.type, QString::fromUtf8(QJsonDocument(r.payload).toJson(QJsonDocument::Compact)),
                 text(r.idempotencyKey), when(r.createdAt), when(r.updatedAt), when(r.deletedAt)});
}

bool SeedWriter::account(const Seed::AccountRow &r)
{
    return exec(QStringLiteral("accounts"),
                QStringLiteral("id, domain, name, created_at, updated_at, latest_activity_at"),
                {r.id, r.domain, text(r.name), when(r.createdAt), when(r.updatedAt), when(r.latestActivityAt)});
}

bool SeedWriter::accountPerson(const QString &accountId, const QString &personId, const QDateTime &linkedAt)
{
    return exec(QStringLiteral("account_persons"), QStringLiteral("account_id, person_id, linked_at"),
                {accountId, personId, when(linkedAt)});
}

bool SeedWriter::audience(const Seed::AudienceRow &r)
{
    return exec(QStringLiteral("audiences"),
                QStringLiteral("id, page_id, computed_name, custom_name, person_id, person_route_key,"
                               " action_form_id_override, action_form_instructions_override, action_url_override,"
                               " is_new_page_agent, latest_version_id, published_version_id, created_at, updated_at,"
                               " archived_at"),
                {r.id, r.pageId, r.computedName, text(r.customName), text(r.personId), text(r.personRouteKey),
                 text(r.actionFormIdOverride), text(r.actionFormInstructionsOverride), text(r.actionUrlOverride),
                 r.isNewPageAgent ? 1 : 0, r.latestVersionId, r.publishedVersionId, when(r.createdAt),
                 when(r.updatedAt), when(r.archivedAt)});
}

bool SeedWriter::version(const Seed::VersionRow &r)
{
    return exec(QStringLiteral("audience_versions"),
                QStringLiteral("id, audience_id, version_number, status, is_new_page_agent, supplementary_context,"
                               " metadata_override_json, custom_name, created_at, queued_at, became_draft_at,"
                               " queue_duration_ms, cancelled_at, published_at, obsolete_at, archived_at"),
                {r.id, r.audienceId, r.versionNumber, r.status, r.isNewPageAgent ? 1 : 0, text(r.supplementaryContext),
                 jsonOrNull(r.metadataOverride), text(r.customName), when(r.createdAt), when(r.queuedAt),
                 when(r.becameDraftAt),
                 r.queueDurationMs < 0 ? QVariant(QMetaType::fromType<qint64>()) : QVariant(r.queueDurationMs),
                 when(r.cancelledAt), when(r.publishedAt), when(r.obsoleteAt), when(r.archivedAt)});
}

bool SeedWriter::conversation(const Seed::ConversationRow &r)
{
    return exec(QStringLiteral("conversations"),
                QStringLiteral("id, audience_id, published_message_id, created_at, updated_at"),
                {r.id, r.audienceId, text(r.publishedMessageId), when(r.createdAt), when(r.updatedAt)});
}

bool SeedWriter::message(const Seed::MessageRow &r)
{
    return exec(QStringLiteral("messages"),
                QStringLiteral("id, conversation_id, version_id, role, content, timestamp_ms, has_snapshot,"
                               " tool_calls_json, content_parts_json, reasoning, is_interrupted, client_message_id,"
                               " created_at"),
                {r.id, r.conversationId, text(r.versionId), r.role, plain(r.content), r.createdAt.toMSecsSinceEpoch(),
                 r.hasSnapshot ? 1 : 0, json(r.toolCalls), json(r.contentParts), plain(r.reasoning),
                 r.isInterrupted ? 1 : 0, text(r.clientMessageId), when(r.createdAt)});
}

bool SeedWriter::change(const Seed::ChangeRow &r)
{
    return exec(QStringLiteral("changes"),
                QStringLiteral("id, audience_id, version_id, message_id, field, previous_value, new_value, status, created_at"),
                {r.id, r.audienceId, r.versionId, r.messageId, r.field, plain(r.previousValue), plain(r.newValue), r.status,
                 when(r.createdAt)});
}

bool SeedWriter::session(const Seed::SessionRow &r)
{
    return exec(QStringLiteral("audience_sessions"),
                QStringLiteral("analytics_session_id, audience_session_id, page_id, audience_id, computation_status,"
                               " form_submission_email, form_submission_id, form_submission_identifier,"
                               " form_submission_identifier_type, form_submission_phone, has_conversion, has_form_submit,"
                               " has_cta_click, is_bounce, max_scroll_depth_percentage, page_title, page_url,"
                               " questions_asked_count, session_started_at, session_ended_at, time_spent_seconds,"
                               " total_clicks_count, utm_campaign, utm_content, utm_medium, utm_source, utm_term"),
                {r.analyticsSessionId, text(r.audienceSessionId), text(r.pageId), text(r.audienceId), r.computationStatus,
                 text(r.formSubmissionEmail), text(r.formSubmissionId), text(r.formSubmissionIdentifier),
                 text(r.formSubmissionIdentifierType), text(r.formSubmissionPhone), r.hasConversion ? 1 : 0,
                 r.hasFormSubmit ? 1 : 0, r.hasCtaClick ? 1 : 0, r.isBounce ? 1 : 0,
                 number(r.maxScrollDepthPercentage), text(r.pageTitle), text(r.pageUrl), r.questionsAskedCount,
                 when(r.startedAt), when(r.endedAt), number(r.timeSpentSeconds), r.totalClicksCount,
                 text(r.utmCampaign), text(r.utmContent), text(r.utmMedium), text(r.utmSource), text(r.utmTerm)});
}

bool SeedWriter::topic(const Seed::TopicRow &r)
{
    return exec(QStringLiteral("topics"),
                QStringLiteral("id, title, purpose, sort_order, is_default, created_at, updated_at"),
                {r.id, r.title, plain(r.purpose), r.sortOrder, r.isDefault ? 1 : 0, when(r.createdAt), when(r.updatedAt)});
}

bool SeedWriter::topicEntry(const Seed::TopicEntryRow &r)
{
    return exec(QStringLiteral("topic_entries"),
                QStringLiteral("id, topic_id, sort_order, content_type, content_text, created_at, updated_at"),
                {r.id, r.topicId, r.sortOrder, r.contentType, r.contentText, when(r.createdAt), when(r.updatedAt)});
}

bool SeedWriter::tenantDomain(const QString &id, const QString &hostname, bool isFallback)
{
    return exec(QStringLiteral("tenant_domains"), QStringLiteral("id, hostname, is_fallback"),
                {id, hostname, isFallback ? 1 : 0});
}

bool SeedWriter::pageLink(const Seed::PageLinkRow &r)
{
    return exec(QStringLiteral("page_links"),
                QStringLiteral("id, tenant_domain_id, path, target_type, target_audience_id, page_id, created_at,"
                               " updated_at, deleted_at"),
                {r.id, r.tenantDomainId, r.path, r.targetType, text(r.targetAudienceId), text(r.pageId),
                 when(r.createdAt), when(r.updatedAt), when(r.deletedAt)});
}

bool SeedWriter::webhookSubscription(const Seed::WebhookSubscriptionRow &r)
{
    return exec(QStringLiteral("webhook_subscriptions"),
                QStringLiteral("id, url, events_json, active, secret, created_at, updated_at"),
                {r.id, r.url, r.allEvents ? QVariant(QMetaType::fromType<QString>()) : json(r.events), r.active ? 1 : 0,
                 r.secret, when(r.createdAt), when(r.updatedAt)});
}

void Seed::settleAnalysis(Seed::SessionRow &row, SeedRandom &random, bool lastDay, double seconds)
{
    row.computationStatus = lastDay && random.chance(0.25) ? QStringLiteral("pending")
        : random.chance(0.015) ? QStringLiteral("failed") : QStringLiteral("completed");
    if (row.computationStatus == u"pending") {
        row.maxScrollDepthPercentage = -1; // not known yet: null
    } else {
        row.timeSpentSeconds = seconds;
        row.endedAt = row.startedAt.addMSecs(qint64(seconds * 1000));
    }
}

} // namespace Sandbox
