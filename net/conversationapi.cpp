#include "net/conversationapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

namespace Audience::Net {

using namespace CallSupport;

static QString messagesPath(const QString &pageId, const QString &audienceId)
{
    return RequestSpec::buildPath({u"v0", u"pages", pageId, u"audiences", audienceId, u"messages"});
}

Reply<Conversation> *ConversationApi::history(const QString &pageId, const QString &audienceId, QObject *context)
{
    RequestSpec request = spec("GET", messagesPath(pageId, audienceId));
    Validator validator;
    validator.pathParameter(QStringLiteral("pageId"), pageId);
    validator.pathParameter(QStringLiteral("audienceId"), audienceId);
    finish(request, validator);
    return m_client.send<Conversation>(std::move(request), context);
}

Reply<MessageAccepted> *ConversationApi::send(const QString &pageId, const QString &audienceId, const OutgoingMessage &message,
                                              QObject *context)
{
    RequestSpec request = spec("POST", messagesPath(pageId, audienceId));
    Validator validator;
    validator.pathParameter(QStringLiteral("pageId"), pageId);
    validator.pathParameter(QStringLiteral("audienceId"), audienceId);
    validator.length(QStringLiteral("message"), message.message, 1, 50000);
    request.idempotencyKey = message.clientMessageId.isEmpty() ? ApiClient::makeIdempotencyKey() : message.clientMessageId;
    validator.length(QStringLiteral("clientMessageId"), request.idempotencyKey, 1, 100);
    QJsonObject body{{QStringLiteral("message"), message.message}, {QStringLiteral("clientMessageId"), request.idempotencyKey}};
    if (message.selectedElement)
        body.insert(QStringLiteral("selectedElement"), *message.selectedElement);
    setJsonBody(request, body);
    finish(request, validator);
    return m_client.send<MessageAccepted>(std::move(request), context);
}

} // namespace Audience::Net
