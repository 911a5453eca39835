#include "net/pagetypes.h"

namespace Audience::Net {

using L1 = QLatin1StringView;

PageStatus pageStatusFromString(const QString &status)
{
    if (status == u"archived")
        return PageStatus::Archived;
    if (status == u"draft")
        return PageStatus::Draft;
    if (status == u"published")
        return PageStatus::Published;
    return PageStatus::Unknown;
}

PageType pageTypeFromString(const QString &type)
{
    if (type == u"inbound")
        return PageType::Inbound;
    if (type == u"outbound")
        return PageType::Outbound;
    if (type == u"call_followup")
        return PageType::CallFollowup;
    if (type == u"sales_deck")
        return PageType::SalesDeck;
    if (type == u"custom")
        return PageType::Custom;
    return PageType::Unknown;
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageAction &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("actionId"), out.actionId);
    o.loose(L1("actionIndex"), out.actionIndex);
    o.loose(L1("purpose"), out.purpose);
    o.loose(L1("buttonTitle"), out.buttonTitle);
    o.loose(L1("actionType"), out.actionType);
    o.loose(L1("url"), out.url);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, WidgetImage &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("altText"), out.altText);
    o.loose(L1("url"), out.url);
    o.loose(L1("fileId"), out.fileId);
    o.loose(L1("assetId"), out.assetId);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, WidgetLogo &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("image"), out.image);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ActionCardWidget &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("type"), out.type);
    o.loose(L1("title"), out.title);
    o.loose(L1("logos"), out.logos);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, FooterLink &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("id"), out.id);
    o.loose(L1("text"), out.text);
    o.loose(L1("url"), out.url);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, FooterLinkGroup &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("id"), out.id);
    o.loose(L1("title"), out.title);
    o.loose(L1("links"), out.links);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageScript &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("content"), out.content);
    o.loose(L1("enabled"), out.enabled);
    o.loose(L1("injectionPoint"), out.injectionPoint);
    o.loose(L1("name"), out.name);
    o.loose(L1("description"), out.description);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageMetadata &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("title"), out.title);
    o.loose(L1("description"), out.description);
    o.loose(L1("keywords"), out.keywords);
    o.loose(L1("author"), out.author);
    o.loose(L1("robots"), out.robots);
    o.loose(L1("canonicalUrl"), out.canonicalUrl);
    o.loose(L1("ogTitle"), out.ogTitle);
    o.loose(L1("ogDescription"), out.ogDescription);
    o.loose(L1("ogType"), out.ogType);
    o.loose(L1("ogImageUrl"), out.ogImageUrl);
    o.loose(L1("ogImageFileId"), out.ogImageFileId);
    o.loose(L1("ogImageAlt"), out.ogImageAlt);
    o.loose(L1("ogSiteName"), out.ogSiteName);
    o.loose(L1("ogUrl"), out.ogUrl);
    o.loose(L1("twitterCard"), out.twitterCard);
    o.loose(L1("twitterTitle"), out.twitterTitle);
    o.loose(L1("twitterDescription"), out.twitterDescription);
    o.loose(L1("twitterImageUrl"), out.twitterImageUrl);
    o.loose(L1("twitterImageFileId"), out.twitterImageFileId);
    o.loose(L1("twitterImageAlt"), out.twitterImageAlt);
    o.loose(L1("twitterSite"), out.twitterSite);
    o.loose(L1("twitterCreator"), out.twitterCreator);
    o.loose(L1("themeColor"), out.themeColor);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Page &out)
{
    ObjectReader o(value, path, context);
    o.required(L1("actions"), out.actions);
    o.required(L1("actionCardWidgets"), out.actionCardWidgets);
    o.nullable(L1("archivedAt"), out.archivedAt);
    o.required(L1("audiencesCount"), out.audiencesCount);
    o.required(L1("brandId"), out.brandId);
    o.required(L1("createdAt"), out.createdAt);
    o.nullable(L1("deletedAt"), out.deletedAt);
    o.optional(L1("footerLinks"), out.footerLinks);
    o.required(L1("name"), out.name);
    o.required(L1("pageContext"), out.pageContext);
    o.required(L1("pageId"), out.pageId);
    o.required(L1("pageType"), out.pageType);
    o.required(L1("scripts"), out.scripts);
    o.required(L1("status"), out.status);
    o.required(L1("title"), out.title);
    o.required(L1("updatedAt"), out.updatedAt);
    o.optional(L1("headerActionId"), out.headerActionId);
    o.optional(L1("metadata"), out.metadata);
}

} // namespace Audience::Net
