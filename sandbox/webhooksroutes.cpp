// GET and PATCH /v0/webhook_subscriptions/{subscription_id}
#include "apierror.h"
#include "clock.h"
#include "requestvalidator.h"
#include "router.h"
#include "routes.h"
#include "services.h"
#include "sql.h"
#include "webhookstore.h"

namespace Sandbox {

void addWebhooksRoutes(Router &router, Services &services)
{
    const QString path = QStringLiteral("/v0/webhook_subscriptions/{subscription_id}");

    router.add("GET", path, [&services](const ApiRequest &request) {
        const auto subscription = services.webhooks.get(request.param(QStringLiteral("subscription_id")));
        if (!subscription)
            throw ApiError::notFound(QStringLiteral("Webhook subscription"));
        return ApiResponse::json(*subscription);
    });

    // url: absolute http(s) URI; events: array of the six event types (duplicates dropped, [] allowed,
    // null refused: events may be null on read only); active: boolean. Absent fields are kept.
    router.add("PATCH", path, [&services](const ApiRequest &request) {
        using Need = RequestValidator::Need;
        RequestValidator body(request.body);
        WebhookStore::Update update;
        update.url = body.string(QStringLiteral("url"), Need::Optional, 1, 2048);
        if (update.url && !Rules::isHttpUrl(*update.url)) {
            body.ruleProblem(QStringLiteral("url"), QStringLiteral("must be an absolute http or https URI"));
            update.url.reset();
        }
        if (const auto events = body.array(QStringLiteral("events"), Need::Optional)) {
            QJsonArray cleaned;
            for (qsizetype i = 0; i < events->size(); ++i) {
                const QJsonValue event = events->at(i);
                const QString field = QStringLiteral("events[%1]").arg(i);
                if (!event.isString())
                    body.typeProblem(field, QStringLiteral("must be a string"));
                else if (!WebhookStore::eventTypes.contains(event.toString()))
                    body.ruleProblem(field, QStringLiteral("must be one of: %1").arg(WebhookStore::eventTypes.join(u", ")));
                else if (!cleaned.contains(event))
                    cleaned.append(event);
            }
            update.events = cleaned;
        }
        update.active = body.boolean(QStringLiteral("active"), Need::Optional);
        body.finish();

        const QString id = request.param(QStringLiteral("subscription_id"));
        if (!services.webhooks.get(id))
            throw ApiError::notFound(QStringLiteral("Webhook subscription"));
        Transaction transaction(services.sql);
        services.webhooks.update(id, update, Clock::now());
        transaction.commit();
        return ApiResponse::json(*services.webhooks.get(id));
    });
}

} // namespace Sandbox
