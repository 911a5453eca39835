#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// Pages (spec 4.6, 4.7). Replies are parented to `context` (or to the client when null).
class PagesApi
{
public:
    explicit PagesApi(ApiClient &client)
        : m_client(client)
    {
    }
    // GET /v0/pages
    Reply<PageList> *list(const CursorQuery &query, QObject *context = nullptr);
    // GET /v0/pages/{pageId}
    Reply<Page> *get(const QString &pageId, QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
