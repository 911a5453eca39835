#pragma once

// Wire types of topics (a knowledge base), their entries, and page links (spec section 2).
#include "net/pagetypes.h"

namespace Audience::Net {

struct TopicEntryContent
{
    QString type; // any string; known values not shown
    QString content;
};

struct TopicEntry
{
    QString topicEntryId;
    QString topicId;
    double sortOrder = 0;
    TopicEntryContent content;
    QString createdAt;
    QString updatedAt;
};

// Topic fields carry no required note: all loose.
struct Topic
{
    LooseString topicId;
    LooseString title;
    LooseString purpose;
    OptionalNullable<double> sortOrder;
    OptionalNullable<bool> isDefault;
    LooseString createdAt;
    LooseString updatedAt;
    OptionalNullable<QList<TopicEntry>> entries;
};

// The body of POST /v0/topics/{id}/entries.
struct NewTopicEntry
{
    TopicEntryContent content;
    std::optional<qint64> sortOrder; // 0..9007199254740991
};

struct PageLinkTarget
{
    LooseString targetType; // audience, page, page_routing (as in the search filter)
    LooseString audienceId;
};

struct PageLink
{
    LooseString pageLinkId;
    LooseString tenantDomainId;
    LooseString path;
    OptionalNullable<PageLinkTarget> target;
    LooseString createdAt;
    LooseString updatedAt;
    LooseString deletedAt;
};

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, TopicEntryContent &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, TopicEntry &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Topic &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageLinkTarget &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PageLink &out);

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::TopicEntry)
Q_DECLARE_METATYPE(Audience::Net::Topic)
Q_DECLARE_METATYPE(Audience::Net::NewTopicEntry)
Q_DECLARE_METATYPE(Audience::Net::PageLink)
