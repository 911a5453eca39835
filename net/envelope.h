#pragma once

// The pagination envelope of spec section 2 in its three forms.
#include "net/analyticstypes.h"
#include "net/audiencetypes.h"
#include "net/conversationtypes.h"
#include "net/jsonreader.h"
#include "net/persontypes.h"
#include "net/topictypes.h"
#include "net/webhooktypes.h"

namespace Audience::Net {

// List and search responses: {items, hasMore, nextCursor, totalCount}.
template <typename T>
struct PagedEnvelope
{
    QList<T> items;
    bool hasMore = false;
    Nullable<QString> nextCursor;
    qint64 totalCount = 0;
};

// Person search and audience search: the same, with a nullable totalCount.
template <typename T>
struct SearchEnvelope
{
    QList<T> items;
    bool hasMore = false;
    Nullable<QString> nextCursor;
    Nullable<qint64> totalCount;
};

// Audience analytics: {items} only.
template <typename T>
struct ItemsEnvelope
{
    QList<T> items;
};

template <typename T>
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PagedEnvelope<T> &out)
{
    ObjectReader object(value, path, context);
    object.required(QLatin1StringView("items"), out.items);
    object.required(QLatin1StringView("hasMore"), out.hasMore);
    object.nullable(QLatin1StringView("nextCursor"), out.nextCursor);
    object.required(QLatin1StringView("totalCount"), out.totalCount);
}

template <typename T>
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, SearchEnvelope<T> &out)
{
    ObjectReader object(value, path, context);
    object.required(QLatin1StringView("items"), out.items);
    object.required(QLatin1StringView("hasMore"), out.hasMore);
    object.nullable(QLatin1StringView("nextCursor"), out.nextCursor);
    object.nullable(QLatin1StringView("totalCount"), out.totalCount);
}

template <typename T>
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, ItemsEnvelope<T> &out)
{
    ObjectReader object(value, path, context);
    object.required(QLatin1StringView("items"), out.items);
}

using PageList = PagedEnvelope<Page>;
using AudienceSearchResult = SearchEnvelope<AudienceSearchItem>;
using PersonSearchResult = SearchEnvelope<Person>;
using PersonLogList = PagedEnvelope<PersonLog>;
using PageLinkList = PagedEnvelope<PageLink>;
using TopicList = PagedEnvelope<Topic>;
using TopicEntryList = PagedEnvelope<TopicEntry>;
using AudienceAnalyticsList = ItemsEnvelope<AudienceAnalytics>;

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::PageList)
Q_DECLARE_METATYPE(Audience::Net::AudienceSearchResult)
Q_DECLARE_METATYPE(Audience::Net::PersonSearchResult)
Q_DECLARE_METATYPE(Audience::Net::PersonLogList)
Q_DECLARE_METATYPE(Audience::Net::PageLinkList)
Q_DECLARE_METATYPE(Audience::Net::TopicList)
Q_DECLARE_METATYPE(Audience::Net::TopicEntryList)
Q_DECLARE_METATYPE(Audience::Net::AudienceAnalyticsList)
