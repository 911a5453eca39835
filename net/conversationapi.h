#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// The audience draft conversation (spec 4.13, 4.14).
class ConversationApi
{
public:
    explicit ConversationApi(ApiClient &client)
        : m_client(client)
    {
    }
    // GET /v0/pages/{pageId}/audiences/{audienceId}/messages
    Reply<Conversation> *history(const QString &pageId, const QString &audienceId, QObject *context = nullptr);
    // POST /v0/pages/{pageId}/audiences/{audienceId}/messages (202). An empty clientMessageId is
    // made by the client and exposed as reply->idempotencyKey().
    Reply<MessageAccepted> *send(const QString &pageId, const QString &audienceId, const OutgoingMessage &message,
                                 QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
