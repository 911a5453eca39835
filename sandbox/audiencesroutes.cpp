// GET /v0/audiences/search, DELETE (archive) and POST restore of an audience.
#include "apierror.h"
#include "audiencestore.h"
#include "clock.h"
#include "queryreader.h"
#include "requestvalidator.h"
#include "router.h"
#include "routes.h"
#include "services.h"
#include "sql.h"

namespace Sandbox {

namespace {

AudienceRow requireAudience(Services &services, const ApiRequest &request)
{
    const auto audience = services.audiences.find(request.param(QStringLiteral("page_id")),
                                                  request.param(QStringLiteral("audience_id")));
    if (!audience)
        throw ApiError::notFound(QStringLiteral("Audience"));
    return *audience;
}

} // namespace

void addAudiencesRoutes(Router &router, Services &services)
{
    router.add("GET", QStringLiteral("/v0/audiences/search"), [&services](const ApiRequest &request) {
        const QueryReader query(request.query);
        const int limit = query.limit();
        const auto result = services.audiences.search(query.text(QStringLiteral("query")).trimmed(), limit);
        PageOfRows page;
        page.items = result.items;
        page.hasMore = result.hasMore; // no cursor here: nextCursor is always null
        return ApiResponse::json(envelope(page, result.total));
    });

    router.add("DELETE", QStringLiteral("/v0/pages/{page_id}/audiences/{audience_id}"),
               [&services](const ApiRequest &request) {
                   const AudienceRow audience = requireAudience(services, request);
                   if (audience.archived)
                       throw ApiError::conflict(QStringLiteral("The audience is already archived."));
                   Transaction transaction(services.sql);
                   services.audiences.setArchived(audience.id, true, Clock::now());
                   transaction.commit();
                   return ApiResponse::json(services.audiences.json(audience.id));
               });

    router.add("POST", QStringLiteral("/v0/pages/{page_id}/audiences/{audience_id}/restore"),
               [&services](const ApiRequest &request) {
                   RequestValidator body(request.body); // must be an object (or empty); fields ignored
                   body.finish();
                   const AudienceRow audience = requireAudience(services, request);
                   if (!audience.archived)
                       throw ApiError::conflict(QStringLiteral("The audience is not archived."));
                   Transaction transaction(services.sql);
                   services.audiences.setArchived(audience.id, false, Clock::now());
                   transaction.commit();
                   return ApiResponse::json(services.audiences.json(audience.id));
               });
}

} // namespace Sandbox
