#include "net/topictypes.h"

namespace Audience::Net {

using L1 = QLatin1StringView;

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, TopicEntryContent &out)
{
    ObjectReader o(value, path, context);
    o.required(L1("type"), out.type);
    o.required(L1("content"), out.content);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, TopicEntry &out)
{
    ObjectReader o(value, path, context);
    o.required(L1("topicEntryId"), out.topicEntryId);
    o.required(L1("topicId"), out.topicId);
    o.required(L1("sortOrder"), out.sortOrder);
    o.required(L1("content"), out.content);
    o.required(L1("createdAt"), out.createdAt);
    o.required(L1("updatedAt"), out.updatedAt);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Topic &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("topicId"), out.topicId);
    o.loose(L1("title"), out.title);
    o.loose(L1("purpose"), out.purpose);
    o.loose(L1("sortOrder"), out.sortOrder);
    o.loose(L1("isDefault"), out.isDefault);
    o.loose(L1("createdAt"), out.createdAt);
    o.loose(L1("updatedAt"), out.updatedAt);
    o.loose(L1("entries"), out.entries);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageLinkTarget &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("targetType"), out.targetType);
    o.loose(L1("audienceId"), out.audienceId);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageLink &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("pageLinkId"), out.pageLinkId);
    o.loose(L1("tenantDomainId"), out.tenantDomainId);
    o.loose(L1("path"), out.path);
    o.loose(L1("target"), out.target);
    o.loose(L1("createdAt"), out.createdAt);
    o.loose(L1("updatedAt"), out.updatedAt);
    o.loose(L1("deletedAt"), out.deletedAt);
}

} // namespace Audience::Net
