// GET /v0/pages/{page_id}/analytics/audiences, GET /v0/pages/{page_id}/audience_sessions/{id}
#include "apierror.h"
#include "clock.h"
#include "pagestore.h"
#include "queryreader.h"
#include "router.h"
#include "routes.h"
#include "services.h"
#include "sessionstore.h"

namespace Sandbox {

void addAnalyticsRoutes(Router &router, Services &services)
{
    router.add("GET", QStringLiteral("/v0/pages/{page_id}/analytics/audiences"), [&services](const ApiRequest &request) {
        const QueryReader query(request.query);
        const auto start = query.dateTime(QStringLiteral("startDate"));
        const auto end = query.dateTime(QStringLiteral("endDate"), QueryReader::DayEdge::End);
        if (start && end && *start > *end)
            throw ApiError::invalidParameter(QStringLiteral("endDate"), QStringLiteral("must not be before startDate"));
        const QString pageId = request.param(QStringLiteral("page_id"));
        if (!services.pages.exists(pageId))
            throw ApiError::notFound(QStringLiteral("Page"));
        const QJsonArray items = services.sessions.analytics(pageId, start ? Clock::format(*start) : QString(),
                                                             end ? Clock::format(*end) : QString());
        return ApiResponse::json(QJsonObject{{QStringLiteral("items"), items}});
    });

    router.add("GET", QStringLiteral("/v0/pages/{page_id}/audience_sessions/{audience_session_id}"),
               [&services](const ApiRequest &request) {
                   const auto session = services.sessions.get(request.param(QStringLiteral("page_id")),
                                                              request.param(QStringLiteral("audience_session_id")));
                   if (!session)
                       throw ApiError::notFound(QStringLiteral("Audience session"));
                   return ApiResponse::json(*session);
               });
}

} // namespace Sandbox
