#include "net/audiencetypes.h"

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

} // namespace Audience::Net
