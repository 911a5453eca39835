#include "net/versionsapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

namespace Audience::Net {

using namespace CallSupport;

static void checkIds(Validator &validator, const QString &pageId, const QString &audienceId, const QString &versionId)
{
    validator.pathParameter(QStringLiteral("pageId"), pageId);
    validator.pathParameter(QStringLiteral("audienceId"), audienceId);
    validator.pathParameter(QStringLiteral("versionId"), versionId);
}

Reply<AudienceVersion> *VersionsApi::get(const QString &pageId, const QString &audienceId, const QString &versionId,
                                         QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"pages", pageId, u"audiences", audienceId, u"versions", versionId}));
    Validator validator;
    checkIds(validator, pageId, audienceId, versionId);
    finish(request, validator);
    return m_client.send<AudienceVersion>(std::move(request), context);
}

Reply<AudienceVersion> *VersionsApi::publish(const QString &pageId, const QString &audienceId, const QString &versionId,
                                             const QString &operationKey, QObject *context)
{
    RequestSpec request = spec(
        "POST", RequestSpec::buildPath({u"v0", u"pages", pageId, u"audiences", audienceId, u"versions", versionId, u"publish"}));
    Validator validator;
    checkIds(validator, pageId, audienceId, versionId);
    // One key per user action: made here when the caller has none, reused by every retry.
    request.idempotencyKey = operationKey.isEmpty() ? ApiClient::makeIdempotencyKey() : operationKey;
    validator.length(QStringLiteral("operationKey"), request.idempotencyKey, 1, 128);
    setJsonBody(request, QJsonObject{{QStringLiteral("operationKey"), request.idempotencyKey}});
    finish(request, validator);
    return m_client.send<AudienceVersion>(std::move(request), context);
}

} // namespace Audience::Net
