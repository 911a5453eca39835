#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// Audiences (spec 4.8-4.10).
class AudiencesApi
{
public:
    explicit AudiencesApi(ApiClient &client)
        : m_client(client)
    {
    }
    // GET /v0/audiences/search
    Reply<AudienceSearchResult> *search(const AudienceSearchQuery &query, QObject *context = nullptr);
    // DELETE /v0/pages/{pageId}/audiences/{audienceId}
    Reply<AudienceRecord> *archive(const QString &pageId, const QString &audienceId, QObject *context = nullptr);
    // POST /v0/pages/{pageId}/audiences/{audienceId}/restore (body {})
    Reply<AudienceRecord> *restore(const QString &pageId, const QString &audienceId, QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
