#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// Analytics (spec 4.15, 4.16).
class AnalyticsApi
{
public:
    explicit AnalyticsApi(ApiClient &client)
        : m_client(client)
    {
    }
    // GET /v0/pages/{pageId}/analytics/audiences
    Reply<AudienceAnalyticsList> *audiences(const QString &pageId, const AnalyticsRange &range = {},
                                            QObject *context = nullptr);
    // GET /v0/pages/{pageId}/audience_sessions/{sessionId}
    Reply<AudienceSession> *session(const QString &pageId, const QString &sessionId, QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
