#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// Topics and their entries (spec 4.18-4.20).
class TopicsApi
{
public:
    explicit TopicsApi(ApiClient &client)
        : m_client(client)
    {
    }
    // GET /v0/topics/search
    Reply<TopicList> *search(const SearchQuery &query, QObject *context = nullptr);
    // GET /v0/topics/{topicId}/entries
    Reply<TopicEntryList> *entries(const QString &topicId, const CursorQuery &query, QObject *context = nullptr);
    // POST /v0/topics/{topicId}/entries (201)
    Reply<TopicEntry> *createEntry(const QString &topicId, const NewTopicEntry &entry, QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
