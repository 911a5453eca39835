#pragma once

// Wire types of a Page (spec section 2, "Page" and "PageMetadata"). Plain structs; the decoders
// check what the spec makes required and keep loose fields' absent and null apart.
#include "net/jsonreader.h"
#include "net/nullable.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace Audience::Net {

using LooseString = OptionalNullable<QString>;

struct PageAction
{
    LooseString actionId;
    OptionalNullable<double> actionIndex;
    LooseString purpose;
    LooseString buttonTitle;
    LooseString actionType; // any string; known values not shown by the spec
    LooseString url;
};

struct WidgetImage
{
    LooseString altText;
    LooseString url;
    LooseString fileId;
    LooseString assetId;
};

struct WidgetLogo
{
    OptionalNullable<WidgetImage> image;
};

struct ActionCardWidget
{
    LooseString type;
    LooseString title;
    OptionalNullable<QList<WidgetLogo>> logos;
};

struct FooterLink
{
    LooseString id;
    LooseString text;
    LooseString url;
};

struct FooterLinkGroup
{
    LooseString id;
    LooseString title;
    OptionalNullable<QList<FooterLink>> links;
};

struct PageScript
{
    LooseString content;
    OptionalNullable<bool> enabled;
    LooseString injectionPoint; // "head" is the one known value; any string is kept
    LooseString name;
    LooseString description;
};

struct PageMetadata
{
    LooseString title;
    LooseString description;
    OptionalNullable<QStringList> keywords;
    LooseString author;
    OptionalNullable<QStringList> robots;
    LooseString canonicalUrl;
    LooseString ogTitle;
    LooseString ogDescription;
    LooseString ogType;
    LooseString ogImageUrl;
    LooseString ogImageFileId;
    LooseString ogImageAlt;
    LooseString ogSiteName;
    LooseString ogUrl;
    LooseString twitterCard;
    LooseString twitterTitle;
    LooseString twitterDescription;
    LooseString twitterImageUrl;
    LooseString twitterImageFileId;
    LooseString twitterImageAlt;
    LooseString twitterSite;
    LooseString twitterCreator;
    LooseString themeColor;
};

enum class PageStatus { Archived, Draft, Published, Unknown };
enum class PageType { Inbound, Outbound, CallFollowup, SalesDeck, Custom, Unknown };
PageStatus pageStatusFromString(const QString &status);
PageType pageTypeFromString(const QString &type);

struct Page
{
    QList<PageAction> actions;
    QList<ActionCardWidget> actionCardWidgets;
    Nullable<QString> archivedAt;
    qint64 audiencesCount = 0;
    QString brandId;
    QString createdAt;
    Nullable<QString> deletedAt;
    std::optional<QList<FooterLinkGroup>> footerLinks; // "present in responses"; tolerated when absent
    QString name;
    QString pageContext;
    QString pageId;
    QString pageType; // inbound, outbound, call_followup, sales_deck, custom; unknown values kept
    QList<PageScript> scripts;
    QString status; // archived, draft, published; unknown values kept
    QString title;
    QString updatedAt;
    std::optional<QString> headerActionId;
    std::optional<PageMetadata> metadata;
};

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageAction &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, WidgetImage &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, WidgetLogo &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ActionCardWidget &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, FooterLink &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, FooterLinkGroup &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageScript &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageMetadata &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Page &out);

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::PageAction)
Q_DECLARE_METATYPE(Audience::Net::ActionCardWidget)
Q_DECLARE_METATYPE(Audience::Net::FooterLinkGroup)
Q_DECLARE_METATYPE(Audience::Net::PageScript)
Q_DECLARE_METATYPE(Audience::Net::PageMetadata)
Q_DECLARE_METATYPE(Audience::Net::Page)
