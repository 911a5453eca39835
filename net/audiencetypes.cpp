#include "net/audiencetypes.h"

#include "net/loosefields.h"

#include <QJsonArray>

namespace Audience::Net {

using L1 = QLatin1StringView;

VersionStatus versionStatusFromString(const QString &status)
{
    static const std::pair<QStringView, VersionStatus> known[] = {
        {u"archived", VersionStatus::Archived},     {u"cancelled", VersionStatus::Cancelled},
        {u"draft", VersionStatus::Draft},           {u"pending", VersionStatus::Pending},
        {u"processing", VersionStatus::Processing}, {u"published", VersionStatus::Published},
        {u"queued", VersionStatus::Queued},
    };
    for (const auto &[name, value] : known) {
        if (status == name)
            return value;
    }
    return VersionStatus::Unknown;
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceVersion &out)
{
    ObjectReader o(value, path, context);
    o.nullable(L1("archivedAt"), out.archivedAt);
    o.required(L1("audienceId"), out.audienceId);
    o.nullable(L1("becameDraftAt"), out.becameDraftAt);
    o.nullable(L1("cancelledAt"), out.cancelledAt);
    o.required(L1("createdAt"), out.createdAt);
    o.required(L1("isNewPageAgent"), out.isNewPageAgent);
    o.nullable(L1("obsoleteAt"), out.obsoleteAt);
    o.nullable(L1("publishedAt"), out.publishedAt);
    o.nullable(L1("queueDurationMs"), out.queueDurationMs);
    o.nullable(L1("queuedAt"), out.queuedAt);
    o.required(L1("status"), out.status);
    o.nullable(L1("supplementaryContext"), out.supplementaryContext);
    o.required(L1("versionId"), out.versionId);
    o.required(L1("versionNumber"), out.versionNumber);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceRecord &out)
{
    ObjectReader o(value, path, context);
    o.nullable(L1("actionFormIdOverride"), out.actionFormIdOverride);
    o.nullable(L1("actionFormInstructionsOverride"), out.actionFormInstructionsOverride);
    o.nullable(L1("actionUrlOverride"), out.actionUrlOverride);
    o.nullable(L1("archivedAt"), out.archivedAt);
    o.required(L1("audienceId"), out.audienceId);
    o.required(L1("computedName"), out.computedName);
    o.required(L1("createdAt"), out.createdAt);
    o.nullable(L1("customName"), out.customName);
    o.required(L1("effectiveName"), out.effectiveName);
    o.required(L1("isNewPageAgent"), out.isNewPageAgent);
    o.required(L1("latestVersion"), out.latestVersion);
    o.required(L1("pageId"), out.pageId);
    o.nullable(L1("personId"), out.personId);
    o.nullable(L1("personRouteKey"), out.personRouteKey);
    o.required(L1("publishedVersion"), out.publishedVersion);
    o.required(L1("status"), out.status);
    o.nullable(L1("supplementaryContext"), out.supplementaryContext);
    o.optional(L1("effectiveMetadata"), out.effectiveMetadata);
    o.optional(L1("metadataOverride"), out.metadataOverride);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, AudienceSearchItem &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("audienceId"), out.audienceId);
    o.loose(L1("effectiveName"), out.effectiveName);
    o.loose(L1("pageId"), out.pageId);
    o.loose(L1("pageName"), out.pageName);
}

namespace {

template <typename T>
QJsonValue nullableValue(const Nullable<T> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}


// PageMetadata's decoder lives in pagetypes.cpp; its only encoder is needed here, for an Audience.
QJsonObject metadataObject(const PageMetadata &m)
{
    QJsonObject o;
    LooseFields::insert(o, L1("title"), m.title);
    LooseFields::insert(o, L1("description"), m.description);
    LooseFields::insert(o, L1("keywords"), m.keywords);
    LooseFields::insert(o, L1("author"), m.author);
    LooseFields::insert(o, L1("robots"), m.robots);
    LooseFields::insert(o, L1("canonicalUrl"), m.canonicalUrl);
    LooseFields::insert(o, L1("ogTitle"), m.ogTitle);
    LooseFields::insert(o, L1("ogDescription"), m.ogDescription);
    LooseFields::insert(o, L1("ogType"), m.ogType);
    LooseFields::insert(o, L1("ogImageUrl"), m.ogImageUrl);
    LooseFields::insert(o, L1("ogImageFileId"), m.ogImageFileId);
    LooseFields::insert(o, L1("ogImageAlt"), m.ogImageAlt);
    LooseFields::insert(o, L1("ogSiteName"), m.ogSiteName);
    LooseFields::insert(o, L1("ogUrl"), m.ogUrl);
    LooseFields::insert(o, L1("twitterCard"), m.twitterCard);
    LooseFields::insert(o, L1("twitterTitle"), m.twitterTitle);
    LooseFields::insert(o, L1("twitterDescription"), m.twitterDescription);
    LooseFields::insert(o, L1("twitterImageUrl"), m.twitterImageUrl);
    LooseFields::insert(o, L1("twitterImageFileId"), m.twitterImageFileId);
    LooseFields::insert(o, L1("twitterImageAlt"), m.twitterImageAlt);
    LooseFields::insert(o, L1("twitterSite"), m.twitterSite);
    LooseFields::insert(o, L1("twitterCreator"), m.twitterCreator);
    LooseFields::insert(o, L1("themeColor"), m.themeColor);
    return o;
}

} // namespace

QJsonObject toJsonObject(const AudienceVersion &v)
{
    QJsonObject o;
    o.insert(L1("archivedAt"), nullableValue(v.archivedAt));
    o.insert(L1("audienceId"), v.audienceId);
    o.insert(L1("becameDraftAt"), nullableValue(v.becameDraftAt));
    o.insert(L1("cancelledAt"), nullableValue(v.cancelledAt));
    o.insert(L1("createdAt"), v.createdAt);
    o.insert(L1("isNewPageAgent"), v.isNewPageAgent);
    o.insert(L1("obsoleteAt"), nullableValue(v.obsoleteAt));
    o.insert(L1("publishedAt"), nullableValue(v.publishedAt));
    o.insert(L1("queueDurationMs"), nullableValue(v.queueDurationMs));
    o.insert(L1("queuedAt"), nullableValue(v.queuedAt));
    o.insert(L1("status"), v.status);
    o.insert(L1("supplementaryContext"), nullableValue(v.supplementaryContext));
    o.insert(L1("versionId"), v.versionId);
    o.insert(L1("versionNumber"), v.versionNumber);
    return o;
}

QJsonObject toJsonObject(const AudienceRecord &a)
{
    QJsonObject o;
    o.insert(L1("actionFormIdOverride"), nullableValue(a.actionFormIdOverride));
    o.insert(L1("actionFormInstructionsOverride"), nullableValue(a.actionFormInstructionsOverride));
    o.insert(L1("actionUrlOverride"), nullableValue(a.actionUrlOverride));
    o.insert(L1("archivedAt"), nullableValue(a.archivedAt));
    o.insert(L1("audienceId"), a.audienceId);
    o.insert(L1("computedName"), a.computedName);
    o.insert(L1("createdAt"), a.createdAt);
    o.insert(L1("customName"), nullableValue(a.customName));
    o.insert(L1("effectiveName"), a.effectiveName);
    o.insert(L1("isNewPageAgent"), a.isNewPageAgent);
    o.insert(L1("latestVersion"), toJsonObject(a.latestVersion));
    o.insert(L1("pageId"), a.pageId);
    o.insert(L1("personId"), nullableValue(a.personId));
    o.insert(L1("personRouteKey"), nullableValue(a.personRouteKey));
    o.insert(L1("publishedVersion"), toJsonObject(a.publishedVersion));
    o.insert(L1("status"), a.status);
    o.insert(L1("supplementaryContext"), nullableValue(a.supplementaryContext));
    if (a.effectiveMetadata)
        o.insert(L1("effectiveMetadata"), metadataObject(*a.effectiveMetadata));
    if (a.metadataOverride)
        o.insert(L1("metadataOverride"), metadataObject(*a.metadataOverride));
    return o;
}

} // namespace Audience::Net
