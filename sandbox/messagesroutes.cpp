// GET and POST /v0/pages/{page_id}/audiences/{audience_id}/messages (the draft conversation).
#include "apierror.h"
#include "audiencestore.h"
#include "clock.h"
#include "conversationstore.h"
#include "idempotencystore.h"
#include "ids.h"
#include "requestvalidator.h"
#include "router.h"
#include "routes.h"
#include "services.h"
#include "sql.h"
#include "versionlifecycle.h"

namespace Sandbox {

void addMessagesRoutes(Router &router, Services &services)
{
    const QString path = QStringLiteral("/v0/pages/{page_id}/audiences/{audience_id}/messages");

    router.add("GET", path, [&services](const ApiRequest &request) {
        const auto audience = services.audiences.find(request.param(QStringLiteral("page_id")),
                                                      request.param(QStringLiteral("audience_id")));
        if (!audience)
            throw ApiError::notFound(QStringLiteral("Audience"));
        QJsonObject answer = services.conversations.read(audience->id, services.audiences.createdAt(audience->id));
        answer.insert(QStringLiteral("context"), services.lifecycle.context(audience->id, audience->pageId));
        return ApiResponse::json(answer);
    });

    // Stores the user message, creates version N+1 "queued" and answers 202 at once; the lifecycle
    // takes it further. A version still queued/processing is cancelled first. A clientMessageId seen
    // before on this audience replays the first answer and creates nothing.
    router.add("POST", path, [&services](const ApiRequest &request) {
        RequestValidator body(request.body);
        const auto message = body.string(QStringLiteral("message"), RequestValidator::Need::Required, 1, 50000);
        const auto clientMessageId = body.string(QStringLiteral("clientMessageId"), RequestValidator::Need::Optional, 1, 100);
        body.object(QStringLiteral("selectedElement"), RequestValidator::Need::Optional); // accepted, not interpreted
        body.finish();
        const auto audience = services.audiences.find(request.param(QStringLiteral("page_id")),
                                                      request.param(QStringLiteral("audience_id")));
        if (!audience)
            throw ApiError::notFound(QStringLiteral("Audience"));

        const QString scope = QStringLiteral("message:") + audience->id;
        if (clientMessageId) {
            if (const auto record = services.idempotency.find(scope, *clientMessageId))
                return ApiResponse::replayOf(record->response, record->status);
        }
        if (audience->archived)
            throw ApiError::conflict(QStringLiteral("The audience is archived; restore it before editing."));

        const QString now = Clock::now();
        const QString clientId = clientMessageId.value_or(Ids::make(u"cmsg"));
        Transaction transaction(services.sql);
        const QString conversationId = services.conversations.ensure(audience->id, now);
        if (const auto latest = services.audiences.version(audience->id, audience->latestVersionId);
            latest && (latest->status == u"queued" || latest->status == u"processing")) {
            services.audiences.markCancelled(latest->id, now);
            services.conversations.interruptVersion(conversationId, latest->id);
        }
        const VersionRow version = services.audiences.createQueuedVersion(
            audience->id, services.audiences.settledVersion(audience->id), now);
        services.conversations.addUserMessage(conversationId, version.id, *message, clientId, now);
        services.conversations.touch(conversationId, now);
        const QJsonObject answer{{QStringLiteral("accepted"), true},
                                 {QStringLiteral("audienceId"), audience->id},
                                 {QStringLiteral("clientMessageId"), clientId},
                                 {QStringLiteral("versionId"), version.id}};
        services.idempotency.save(scope, clientId, IdempotencyStore::Record{version.id, 202, answer}, now);
        transaction.commit();

        if (services.events)
            services.events(QStringLiteral("page.version.created"),
                            QJsonObject{{QStringLiteral("pageId"), audience->pageId},
                                        {QStringLiteral("audienceId"), audience->id},
                                        {QStringLiteral("version"), services.audiences.versionJson(version.id)}});
        services.lifecycle.schedule(version.id, audience->id);
        return ApiResponse::json(answer, 202);
    });
}

} // namespace Sandbox
