// GET a version, POST publish.
#include "apierror.h"
#include "audiencestore.h"
#include "clock.h"
#include "conversationstore.h"
#include "idempotencystore.h"
#include "requestvalidator.h"
#include "router.h"
#include "routes.h"
#include "services.h"
#include "sql.h"

namespace Sandbox {

namespace {

struct Target
{
    AudienceRow audience;
    VersionRow version;
};

Target requireVersion(Services &services, const ApiRequest &request)
{
    const auto audience = services.audiences.find(request.param(QStringLiteral("page_id")),
                                                  request.param(QStringLiteral("audience_id")));
    if (!audience)
        throw ApiError::notFound(QStringLiteral("Audience"));
    const auto version = services.audiences.version(audience->id, request.param(QStringLiteral("version_id")));
    if (!version)
        throw ApiError::notFound(QStringLiteral("Version"));
    return Target{*audience, *version};
}

} // namespace

void addVersionsRoutes(Router &router, Services &services)
{
    const QString versionPath = QStringLiteral("/v0/pages/{page_id}/audiences/{audience_id}/versions/{version_id}");

    router.add("GET", versionPath, [&services](const ApiRequest &request) {
        const Target target = requireVersion(services, request);
        return ApiResponse::json(services.audiences.versionJson(target.version.id));
    });

    // Only a draft can be published. Publishing the live version again is a no-op answering 200.
    // A repeated operationKey replays the first answer; the same key on another version is a 409.
    router.add("POST", versionPath + QStringLiteral("/publish"), [&services](const ApiRequest &request) {
        RequestValidator body(request.body);
        const auto operationKey = body.string(QStringLiteral("operationKey"), RequestValidator::Need::Optional, 1, 128);
        body.finish();
        const Target target = requireVersion(services, request);

        if (operationKey) {
            if (const auto record = services.idempotency.find(QStringLiteral("publish"), *operationKey)) {
                if (record->targetId != target.version.id)
                    throw ApiError::conflict(QStringLiteral("This operationKey was already used to publish another version."));
                return ApiResponse::replayOf(record->response, record->status);
            }
        }
        if (target.audience.archived)
            throw ApiError::conflict(QStringLiteral("The audience is archived; restore it before publishing."));
        if (target.version.status == u"published" && target.audience.publishedVersionId == target.version.id)
            return ApiResponse::replayOf(services.audiences.versionJson(target.version.id));
        if (target.version.status != u"draft")
            throw ApiError::conflict(QStringLiteral("Only a draft version can be published; this one is %1.")
                                         .arg(target.version.status));

        const QString now = Clock::now();
        Transaction transaction(services.sql);
        services.audiences.markPublished(target.audience, target.version, now);
        services.conversations.applyChanges(target.audience.id, target.version.number);
        services.conversations.setPublishedMessage(target.audience.id, target.version.id, now);
        const QJsonObject published = services.audiences.versionJson(target.version.id);
        if (operationKey)
            services.idempotency.save(QStringLiteral("publish"), *operationKey,
                                      IdempotencyStore::Record{target.version.id, 200, published}, now);
        transaction.commit();

        if (services.events)
            services.events(QStringLiteral("page.version.published"),
                            QJsonObject{{QStringLiteral("pageId"), target.audience.pageId},
                                        {QStringLiteral("audienceId"), target.audience.id},
                                        {QStringLiteral("version"), published}});
        return ApiResponse::json(published);
    });
}

} // namespace Sandbox
