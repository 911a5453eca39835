#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// Page links (spec 4.17).
class PageLinksApi
{
public:
    explicit PageLinksApi(ApiClient &client)
        : m_client(client)
    {
    }
    // GET /v0/page_links/search
    Reply<PageLinkList> *search(const PageLinkQuery &query, QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
