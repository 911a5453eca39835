// GET /v0/pages, GET /v0/pages/{page_id}
#include "apierror.h"
#include "pagestore.h"
#include "queryreader.h"
#include "router.h"
#include "routes.h"
#include "services.h"

namespace Sandbox {

void addPagesRoutes(Router &router, Services &services)
{
    router.add("GET", QStringLiteral("/v0/pages"), [&services](const ApiRequest &request) {
        const QueryReader query(request.query);
        const int limit = query.limit();
        const Cursor after = query.cursor(u"pages");
        const PageOfRows page = services.pages.list(after, limit);
        return ApiResponse::json(envelope(page, services.pages.count()));
    });

    router.add("GET", QStringLiteral("/v0/pages/{page_id}"), [&services](const ApiRequest &request) {
        const auto page = services.pages.get(request.param(QStringLiteral("page_id")));
        if (!page)
            throw ApiError::notFound(QStringLiteral("Page"));
        return ApiResponse::json(*page);
    });
}

} // namespace Sandbox
