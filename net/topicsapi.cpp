#include "net/topicsapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

namespace Audience::Net {

using namespace CallSupport;

Reply<TopicList> *TopicsApi::search(const SearchQuery &query, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"topics", u"search"}));
    Validator validator;
    addPaging(request, validator, query.cursor, query.limit);
    addIfSet(request, QStringLiteral("query"), query.query);
    finish(request, validator);
    return m_client.send<TopicList>(std::move(request), context);
}

Reply<TopicEntryList> *TopicsApi::entries(const QString &topicId, const CursorQuery &query, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"topics", topicId, u"entries"}));
    Validator validator;
    validator.pathParameter(QStringLiteral("topicId"), topicId);
    addPaging(request, validator, query.cursor, query.limit);
    finish(request, validator);
    return m_client.send<TopicEntryList>(std::move(request), context);
}

Reply<TopicEntry> *TopicsApi::createEntry(const QString &topicId, const NewTopicEntry &entry, QObject *context)
{
    RequestSpec request = spec("POST", RequestSpec::buildPath({u"v0", u"topics", topicId, u"entries"}));
    Validator validator;
    validator.pathParameter(QStringLiteral("topicId"), topicId);
    const QJsonObject content{{QStringLiteral("type"), entry.content.type}, {QStringLiteral("content"), entry.content.content}};
    QJsonObject body{{QStringLiteral("content"), content}};
    if (entry.sortOrder) {
        validator.integerRange(QStringLiteral("sortOrder"), *entry.sortOrder, 0, Validator::maxInteger);
        body.insert(QStringLiteral("sortOrder"), QJsonValue(*entry.sortOrder));
    }
    setJsonBody(request, body);
    finish(request, validator);
    return m_client.send<TopicEntry>(std::move(request), context);
}

} // namespace Audience::Net
