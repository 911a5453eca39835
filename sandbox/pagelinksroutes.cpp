// GET /v0/page_links/search
#include "pagelinkstore.h"
#include "queryreader.h"
#include "router.h"
#include "routes.h"
#include "services.h"

namespace Sandbox {

void addPageLinksRoutes(Router &router, Services &services)
{
    router.add("GET", QStringLiteral("/v0/page_links/search"), [&services](const ApiRequest &request) {
        const QueryReader query(request.query);
        const int limit = query.limit();
        const Cursor after = query.cursor(u"page_links");
        PageLinkStore::Filter filter;
        filter.tenantDomainId = query.text(QStringLiteral("tenantDomainId"));
        filter.pageId = query.text(QStringLiteral("pageId"));
        filter.targetType = query.oneOf(QStringLiteral("targetType"),
                                        {QStringLiteral("audience"), QStringLiteral("page"), QStringLiteral("page_routing")});
        filter.text = query.text(QStringLiteral("query")).trimmed();
        const PageOfRows page = services.pageLinks.search(filter, after, limit);
        return ApiResponse::json(envelope(page, services.pageLinks.searchCount(filter)));
    });
}

} // namespace Sandbox
