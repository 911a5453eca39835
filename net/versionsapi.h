#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// Audience versions (spec 4.11, 4.12).
class VersionsApi
{
public:
    explicit VersionsApi(ApiClient &client)
        : m_client(client)
    {
    }
    // GET /v0/pages/{pageId}/audiences/{audienceId}/versions/{versionId}
    Reply<AudienceVersion> *get(const QString &pageId, const QString &audienceId, const QString &versionId,
                                QObject *context = nullptr);
    // POST …/versions/{versionId}/publish. An empty operationKey is made by the client (read it from
    // reply->idempotencyKey() and pass it back to retry the same publish by hand).
    Reply<AudienceVersion> *publish(const QString &pageId, const QString &audienceId, const QString &versionId,
                                    const QString &operationKey = {}, QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
