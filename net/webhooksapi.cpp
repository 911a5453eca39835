#include "net/webhooksapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Audience::Net {

using namespace CallSupport;

Reply<WebhookSubscription> *WebhooksApi::get(const QString &subscriptionId, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"webhook_subscriptions", subscriptionId}));
    Validator validator;
    validator.pathParameter(QStringLiteral("subscriptionId"), subscriptionId);
    finish(request, validator);
    return m_client.send<WebhookSubscription>(std::move(request), context);
}

Reply<WebhookSubscription> *WebhooksApi::update(const QString &subscriptionId, const WebhookUpdate &update, QObject *context)
{
    RequestSpec request = spec("PATCH", RequestSpec::buildPath({u"v0", u"webhook_subscriptions", subscriptionId}));
    Validator validator;
    validator.pathParameter(QStringLiteral("subscriptionId"), subscriptionId);
    QJsonObject body;
    if (update.url) {
        validator.uri(QStringLiteral("url"), *update.url);
        body.insert(QStringLiteral("url"), *update.url);
    }
    if (update.events.isNull()) {
        // The spec's PATCH body takes an array of event types; null is only what a read may show.
        validator.add(QStringLiteral("events"),
                      QCoreApplication::translate("Audience::Net::WebhooksApi", "Must be a list of events (it may be empty), not nothing."));
    } else if (update.events.hasValue()) {
        const QStringList known = knownWebhookEvents();
        for (const QString &event : update.events.value())
            validator.oneOf(QStringLiteral("events"), event, known);
        body.insert(QStringLiteral("events"), QJsonArray::fromStringList(update.events.value()));
    }
    if (update.active)
        body.insert(QStringLiteral("active"), *update.active);
    setJsonBody(request, body);
    finish(request, validator);
    return m_client.send<WebhookSubscription>(std::move(request), context);
}

} // namespace Audience::Net
