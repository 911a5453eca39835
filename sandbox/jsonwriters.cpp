#include "jsonwriters.h"

#include <QJsonDocument>
#include <QVariant>

namespace Sandbox::Json {

QJsonValue text(const QVariant &value)
{
    return value.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(value.toString());
}

void insertText(QJsonObject &object, const QString &key, const QVariant &value)
{
    if (!value.isNull())
        object.insert(key, value.toString());
}

QJsonValue parsed(const QVariant &value)
{
    if (value.isNull())
        return QJsonValue::Null;
    const QJsonDocument document = QJsonDocument::fromJson(value.toByteArray());
    if (document.isArray())
        return document.array();
    if (document.isObject())
        return document.object();
    return QJsonValue::Null;
}

QJsonObject fullMetadata(const QJsonObject &stored)
{
    static const char *const stringKeys[] = {
        "title", "description", "author", "canonicalUrl", "ogTitle", "ogDescription", "ogType", "ogImageUrl",
        "ogImageFileId", "ogImageAlt", "ogSiteName", "ogUrl", "twitterCard", "twitterTitle", "twitterDescription",
        "twitterImageUrl", "twitterImageFileId", "twitterImageAlt", "twitterSite", "twitterCreator", "themeColor"};
    static const char *const listKeys[] = {"keywords", "robots"};
    QJsonObject full;
    for (const char *key : stringKeys) {
        const QString name = QLatin1String(key);
        const QJsonValue value = stored.value(name);
        full.insert(name, value.isString() ? value : QJsonValue(QString()));
    }
    for (const char *key : listKeys) {
        const QString name = QLatin1String(key);
        QJsonArray list;
        for (const QJsonValue &item : stored.value(name).toArray())
            if (item.isString())
                list.append(item);
        full.insert(name, list);
    }
    return full;
}

QJsonObject mergedMetadata(const QJsonValue &page, const QJsonValue &override)
{
    QJsonObject merged = page.toObject();
    const QJsonObject overrides = override.toObject();
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        merged.insert(it.key(), it.value());
    return fullMetadata(merged);
}

// ---- pages ----------------------------------------------------------------------------------------

const QString pageColumns = QStringLiteral(
    "id, brand_id, name, title, page_context, page_type, status, header_action_id, metadata_json, "
    "actions_json, action_card_widgets_json, footer_links_json, scripts_json, created_at, updated_at, "
    "archived_at, deleted_at, "
    "(SELECT COUNT(*) FROM audiences a WHERE a.page_id = pages.id)");

QJsonObject page(const QSqlQuery &row)
{
    QJsonObject object{
        {QStringLiteral("pageId"), row.value(0).toString()},
        {QStringLiteral("brandId"), row.value(1).toString()},
        {QStringLiteral("name"), row.value(2).toString()},
        {QStringLiteral("title"), row.value(3).toString()},
        {QStringLiteral("pageContext"), row.value(4).toString()},
        {QStringLiteral("pageType"), row.value(5).toString()},
        {QStringLiteral("status"), row.value(6).toString()},
        {QStringLiteral("actions"), parsed(row.value(9)).toArray()},
        {QStringLiteral("actionCardWidgets"), parsed(row.value(10)).toArray()},
        {QStringLiteral("footerLinks"), parsed(row.value(11)).toArray()},
        {QStringLiteral("scripts"), parsed(row.value(12)).toArray()},
        {QStringLiteral("createdAt"), row.value(13).toString()},
        {QStringLiteral("updatedAt"), row.value(14).toString()},
        {QStringLiteral("archivedAt"), text(row.value(15))},
        {QStringLiteral("deletedAt"), text(row.value(16))},
        {QStringLiteral("audiencesCount"), row.value(17).toLongLong()},
    };
    if (!row.value(7).isNull())
        object.insert(QStringLiteral("headerActionId"), row.value(7).toString());
    const QJsonValue metadata = parsed(row.value(8));
    if (metadata.isObject())
        object.insert(QStringLiteral("metadata"), fullMetadata(metadata.toObject()));
    return object;
}

// ---- audience versions ----------------------------------------------------------------------------

const QString versionColumnsTemplate = QStringLiteral(
    "%1.id, %1.audience_id, %1.version_number, %1.status, %1.is_new_page_agent, %1.supplementary_context, "
    "%1.created_at, %1.queued_at, %1.became_draft_at, %1.queue_duration_ms, %1.cancelled_at, "
    "%1.published_at, %1.obsolete_at, %1.archived_at");

QString versionColumns(const QString &alias)
{
    return versionColumnsTemplate.arg(alias);
}

QJsonObject version(const QSqlQuery &row, int offset)
{
    const auto at = [&row, offset](int index) { return row.value(offset + index); };
    return QJsonObject{
        {QStringLiteral("versionId"), at(0).toString()},
        {QStringLiteral("audienceId"), at(1).toString()},
        {QStringLiteral("versionNumber"), at(2).toLongLong()},
        {QStringLiteral("status"), at(3).toString()},
        {QStringLiteral("isNewPageAgent"), at(4).toBool()},
        {QStringLiteral("supplementaryContext"), text(at(5))},
        {QStringLiteral("createdAt"), at(6).toString()},
        {QStringLiteral("queuedAt"), text(at(7))},
        {QStringLiteral("becameDraftAt"), text(at(8))},
        {QStringLiteral("queueDurationMs"), at(9).isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(at(9).toLongLong())},
        {QStringLiteral("cancelledAt"), text(at(10))},
        {QStringLiteral("publishedAt"), text(at(11))},
        {QStringLiteral("obsoleteAt"), text(at(12))},
        {QStringLiteral("archivedAt"), text(at(13))},
    };
}

// ---- audiences ------------------------------------------------------------------------------------

// 0..12 audience, 13 page metadata, 14 published override, 15 published supplementary context,
// 16.. latest version (14 columns), 30.. published version (14 columns).
const QString audienceColumns = QStringLiteral(
    "a.id, a.page_id, a.computed_name, a.custom_name, a.person_id, a.person_route_key, "
    "a.action_form_id_override, a.action_form_instructions_override, a.action_url_override, "
    "a.is_new_page_agent, a.created_at, a.updated_at, a.archived_at, "
    "p.metadata_json, pv.metadata_override_json, pv.supplementary_context, ")
    + versionColumnsTemplate.arg(QStringLiteral("lv")) + QStringLiteral(", ")
    + versionColumnsTemplate.arg(QStringLiteral("pv"));

QJsonObject audience(const QSqlQuery &row)
{
    const QJsonObject latest = version(row, 16);
    const QJsonObject published = version(row, 30);
    const QString computedName = row.value(2).toString();
    const QVariant customName = row.value(3);
    const bool archived = !row.value(12).isNull();
    QJsonObject object{
        {QStringLiteral("audienceId"), row.value(0).toString()},
        {QStringLiteral("pageId"), row.value(1).toString()},
        {QStringLiteral("computedName"), computedName},
        {QStringLiteral("customName"), text(customName)},
        {QStringLiteral("effectiveName"), customName.isNull() ? computedName : customName.toString()},
        {QStringLiteral("personId"), text(row.value(4))},
        {QStringLiteral("personRouteKey"), text(row.value(5))},
        {QStringLiteral("actionFormIdOverride"), text(row.value(6))},
        {QStringLiteral("actionFormInstructionsOverride"), text(row.value(7))},
        {QStringLiteral("actionUrlOverride"), text(row.value(8))},
        {QStringLiteral("isNewPageAgent"), row.value(9).toBool()},
        {QStringLiteral("createdAt"), row.value(10).toString()},
        {QStringLiteral("archivedAt"), text(row.value(12))},
        {QStringLiteral("status"), archived ? QStringLiteral("archived") : latest.value(QStringLiteral("status")).toString()},
        {QStringLiteral("supplementaryContext"), text(row.value(15))},
        {QStringLiteral("latestVersion"), latest},
        {QStringLiteral("publishedVersion"), published},
    };
    const QJsonValue pageMetadata = parsed(row.value(13));
    const QJsonValue override = parsed(row.value(14));
    if (override.isObject())
        object.insert(QStringLiteral("metadataOverride"), fullMetadata(override.toObject()));
    if (pageMetadata.isObject() || override.isObject())
        object.insert(QStringLiteral("effectiveMetadata"), mergedMetadata(pageMetadata, override));
    return object;
}

// ---- people ---------------------------------------------------------------------------------------

const QString personColumns = QStringLiteral(
    "id, name, email, domain, slug, phone_number, linkedin_profile_url, created_at, updated_at");

QJsonObject person(const QSqlQuery &row, int offset)
{
    const auto at = [&row, offset](int index) { return row.value(offset + index); };
    return QJsonObject{
        {QStringLiteral("personId"), at(0).toString()},
        {QStringLiteral("name"), at(1).toString()},
        {QStringLiteral("email"), text(at(2))},
        {QStringLiteral("domain"), text(at(3))},
        {QStringLiteral("slug"), at(4).toString()},
        {QStringLiteral("phoneNumber"), text(at(5))},
        {QStringLiteral("linkedinProfileUrl"), text(at(6))},
        {QStringLiteral("createdAt"), at(7).toString()},
        {QStringLiteral("updatedAt"), at(8).toString()},
    };
}

const QString personLogColumns = QStringLiteral(
    "person_id, id, source, type, payload_json, idempotency_key, created_at, updated_at, deleted_at");

QJsonObject personLog(const QSqlQuery &row)
{
    QJsonObject object{
        {QStringLiteral("personId"), row.value(0).toString()},
        {QStringLiteral("personLogId"), row.value(1).toString()},
        {QStringLiteral("source"), row.value(2).toString()},
        {QStringLiteral("type"), row.value(3).toString()},
        {QStringLiteral("payload"), parsed(row.value(4)).toObject()},
        // A log written without a key shows its own ID: the field is a string (never null).
        {QStringLiteral("idempotencyKey"), row.value(5).isNull() ? row.value(1).toString() : row.value(5).toString()},
        {QStringLiteral("createdAt"), row.value(6).toString()},
        {QStringLiteral("updatedAt"), row.value(7).toString()},
    };
    // deletedAt is a plain string in the spec (not "or null"): a live entry has none, so it is left out.
    insertText(object, QStringLiteral("deletedAt"), row.value(8));
    return object;
}

const QString accountColumns = QStringLiteral("id, domain, name, created_at, updated_at, latest_activity_at");

QJsonObject account(const QSqlQuery &row, const QJsonArray &linkedPersons)
{
    return QJsonObject{
        {QStringLiteral("accountId"), row.value(0).toString()},
        {QStringLiteral("domain"), row.value(1).toString()},
        {QStringLiteral("name"), text(row.value(2))},
        {QStringLiteral("createdAt"), row.value(3).toString()},
        {QStringLiteral("updatedAt"), row.value(4).toString()},
        {QStringLiteral("latestActivityAt"), text(row.value(5))},
        {QStringLiteral("linkedPersons"), linkedPersons},
    };
}

// ---- topics ---------------------------------------------------------------------------------------

const QString topicColumns = QStringLiteral("id, title, purpose, sort_order, is_default, created_at, updated_at");

QJsonObject topic(const QSqlQuery &row, const QJsonArray &entries)
{
    return QJsonObject{
        {QStringLiteral("topicId"), row.value(0).toString()},
        {QStringLiteral("title"), row.value(1).toString()},
        {QStringLiteral("purpose"), row.value(2).toString()},
        {QStringLiteral("sortOrder"), row.value(3).toLongLong()},
        {QStringLiteral("isDefault"), row.value(4).toBool()},
        {QStringLiteral("createdAt"), row.value(5).toString()},
        {QStringLiteral("updatedAt"), row.value(6).toString()},
        {QStringLiteral("entries"), entries},
    };
}

const QString topicEntryColumns = QStringLiteral(
    "id, topic_id, sort_order, content_type, content_text, created_at, updated_at");

QJsonObject topicEntry(const QSqlQuery &row)
{
    return QJsonObject{
        {QStringLiteral("topicEntryId"), row.value(0).toString()},
        {QStringLiteral("topicId"), row.value(1).toString()},
        {QStringLiteral("sortOrder"), row.value(2).toLongLong()},
        {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), row.value(3).toString()},
                                                {QStringLiteral("content"), row.value(4).toString()}}},
        {QStringLiteral("createdAt"), row.value(5).toString()},
        {QStringLiteral("updatedAt"), row.value(6).toString()},
    };
}

// ---- page links, sessions, webhooks ---------------------------------------------------------------

const QString pageLinkColumns = QStringLiteral(
    "id, tenant_domain_id, path, target_type, target_audience_id, created_at, updated_at, deleted_at");

QJsonObject pageLink(const QSqlQuery &row)
{
    // target.audienceId and deletedAt are plain strings in the spec: left out when the link leads to no
    // audience, or is not deleted.
    QJsonObject target{{QStringLiteral("targetType"), row.value(3).toString()}};
    insertText(target, QStringLiteral("audienceId"), row.value(4));
    QJsonObject object{
        {QStringLiteral("pageLinkId"), row.value(0).toString()},
        {QStringLiteral("tenantDomainId"), row.value(1).toString()},
        {QStringLiteral("path"), row.value(2).toString()},
        {QStringLiteral("target"), target},
        {QStringLiteral("createdAt"), row.value(5).toString()},
        {QStringLiteral("updatedAt"), row.value(6).toString()},
    };
    insertText(object, QStringLiteral("deletedAt"), row.value(7));
    return object;
}

const QString sessionColumns = QStringLiteral(
    "analytics_session_id, audience_id, audience_session_id, computation_status, form_submission_email, "
    "form_submission_id, form_submission_identifier, form_submission_identifier_type, form_submission_phone, "
    "has_conversion, has_form_submit, is_bounce, max_scroll_depth_percentage, page_id, page_title, page_url, "
    "questions_asked_count, session_ended_at, session_started_at, time_spent_seconds, total_clicks_count, "
    "utm_campaign, utm_content, utm_medium, utm_source, utm_term");

QJsonObject session(const QSqlQuery &row)
{
    const auto number = [&row](int index) {
        return row.value(index).isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(row.value(index).toDouble());
    };
    return QJsonObject{
        {QStringLiteral("analyticsSessionId"), row.value(0).toString()},
        {QStringLiteral("audienceId"), text(row.value(1))},
        {QStringLiteral("audienceSessionId"), text(row.value(2))},
        {QStringLiteral("computationStatus"), row.value(3).toString()},
        {QStringLiteral("formSubmissionEmail"), text(row.value(4))},
        {QStringLiteral("formSubmissionId"), text(row.value(5))},
        {QStringLiteral("formSubmissionIdentifier"), text(row.value(6))},
        {QStringLiteral("formSubmissionIdentifierType"), text(row.value(7))},
        {QStringLiteral("formSubmissionPhone"), text(row.value(8))},
        {QStringLiteral("hasConversion"), row.value(9).toBool()},
        {QStringLiteral("hasFormSubmit"), row.value(10).toBool()},
        {QStringLiteral("isBounce"), row.value(11).toBool()},
        {QStringLiteral("maxScrollDepthPercentage"), number(12)},
        {QStringLiteral("pageId"), text(row.value(13))},
        {QStringLiteral("pageTitle"), text(row.value(14))},
        {QStringLiteral("pageUrl"), text(row.value(15))},
        {QStringLiteral("questionsAskedCount"), row.value(16).toLongLong()},
        {QStringLiteral("sessionEndedAt"), text(row.value(17))},
        {QStringLiteral("sessionStartedAt"), row.value(18).toString()},
        {QStringLiteral("timeSpentSeconds"), number(19)},
        {QStringLiteral("totalClicksCount"), row.value(20).toLongLong()},
        {QStringLiteral("utmCampaign"), text(row.value(21))},
        {QStringLiteral("utmContent"), text(row.value(22))},
        {QStringLiteral("utmMedium"), text(row.value(23))},
        {QStringLiteral("utmSource"), text(row.value(24))},
        {QStringLiteral("utmTerm"), text(row.value(25))},
    };
}

const QString webhookColumns = QStringLiteral("id, url, events_json, active, created_at, updated_at");

QJsonObject webhook(const QSqlQuery &row)
{
    return QJsonObject{
        {QStringLiteral("subscriptionId"), row.value(0).toString()},
        {QStringLiteral("url"), row.value(1).toString()},
        {QStringLiteral("events"), parsed(row.value(2))},
        {QStringLiteral("active"), row.value(3).toBool()},
        {QStringLiteral("createdAt"), row.value(4).toString()},
        {QStringLiteral("updatedAt"), row.value(5).toString()},
    };
}

// ---- conversation ---------------------------------------------------------------------------------

const QString changeColumns = QStringLiteral("id, field, previous_value, new_value, status, message_id");

QJsonObject change(const QSqlQuery &row)
{
    return QJsonObject{
        {QStringLiteral("changeId"), row.value(0).toString()},
        {QStringLiteral("field"), row.value(1).toString()},
        {QStringLiteral("previousValue"), row.value(2).toString()},
        {QStringLiteral("newValue"), row.value(3).toString()},
        {QStringLiteral("status"), row.value(4).toString()},
    };
}

QJsonArray toolCalls(const QJsonArray &stored)
{
    // Stored calls carry "error": null while nothing failed (the lifecycle, the seeder and older
    // databases write it so); the spec types ToolCall.error as a plain string, so a call without an
    // error leaves the field out. result is "any type" and keeps its null.
    QJsonArray calls;
    for (const QJsonValue &value : stored) {
        QJsonObject call = value.toObject();
        for (const QString &key : {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("status"),
                                   QStringLiteral("error")})
            if (call.contains(key) && !call.value(key).isString())
                call.remove(key);
        if (!call.value(QStringLiteral("arguments")).isObject())
            call.insert(QStringLiteral("arguments"), QJsonObject());
        calls.append(call);
    }
    return calls;
}

const QString messageColumns = QStringLiteral(
    "id, role, content, timestamp_ms, has_snapshot, tool_calls_json, content_parts_json, reasoning, is_interrupted");

QJsonObject message(const QSqlQuery &row, const QJsonArray &changes)
{
    return QJsonObject{
        {QStringLiteral("messageId"), row.value(0).toString()},
        {QStringLiteral("role"), row.value(1).toString()},
        {QStringLiteral("content"), row.value(2).toString()},
        {QStringLiteral("timestamp"), row.value(3).toLongLong()},
        {QStringLiteral("hasSnapshot"), row.value(4).toBool()},
        {QStringLiteral("toolCalls"), toolCalls(parsed(row.value(5)).toArray())},
        {QStringLiteral("changes"), changes},
        {QStringLiteral("contentParts"), parsed(row.value(6)).toArray()},
        {QStringLiteral("reasoning"), row.value(7).toString()},
        {QStringLiteral("isInterrupted"), row.value(8).toBool()},
    };
}

} // namespace Sandbox::Json
