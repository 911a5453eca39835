// GET /v0/accounts/{account_id}
#include "accountstore.h"
#include "apierror.h"
#include "router.h"
#include "routes.h"
#include "services.h"

namespace Sandbox {

void addAccountsRoutes(Router &router, Services &services)
{
    router.add("GET", QStringLiteral("/v0/accounts/{account_id}"), [&services](const ApiRequest &request) {
        // An ID that cannot match ^account_[a-z0-9]{26}$ names no account: 404 like any unknown ID.
        const auto account = services.accounts.get(request.param(QStringLiteral("account_id")));
        if (!account)
            throw ApiError::notFound(QStringLiteral("Account"));
        return ApiResponse::json(*account);
    });
}

} // namespace Sandbox
