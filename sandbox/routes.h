#pragma once

namespace Sandbox {

class Router;
struct Services;

// One function per resource area adds that area's routes (paths exactly as in the spec).
void addPagesRoutes(Router &router, Services &services);
void addAudiencesRoutes(Router &router, Services &services);
void addVersionsRoutes(Router &router, Services &services);
void addMessagesRoutes(Router &router, Services &services);
void addAnalyticsRoutes(Router &router, Services &services);
void addPersonsRoutes(Router &router, Services &services);
void addAccountsRoutes(Router &router, Services &services);
void addTopicsRoutes(Router &router, Services &services);
void addPageLinksRoutes(Router &router, Services &services);
void addWebhooksRoutes(Router &router, Services &services);

inline void addAllRoutes(Router &router, Services &services)
{
    addPagesRoutes(router, services);
    addAudiencesRoutes(router, services);
    addVersionsRoutes(router, services);
    addMessagesRoutes(router, services);
    addAnalyticsRoutes(router, services);
    addPersonsRoutes(router, services);
    addAccountsRoutes(router, services);
    addTopicsRoutes(router, services);
    addPageLinksRoutes(router, services);
    addWebhooksRoutes(router, services);
}

} // namespace Sandbox
