#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// Webhook subscriptions (spec 4.21, 4.22).
class WebhooksApi
{
public:
    explicit WebhooksApi(ApiClient &client)
        : m_client(client)
    {
    }
    // GET /v0/webhook_subscriptions/{subscriptionId}
    Reply<WebhookSubscription> *get(const QString &subscriptionId, QObject *context = nullptr);
    // PATCH /v0/webhook_subscriptions/{subscriptionId}: absent fields unchanged.
    Reply<WebhookSubscription> *update(const QString &subscriptionId, const WebhookUpdate &update,
                                       QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
