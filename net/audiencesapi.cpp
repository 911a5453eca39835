#include "net/audiencesapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

namespace Audience::Net {

using namespace CallSupport;

Reply<AudienceSearchResult> *AudiencesApi::search(const AudienceSearchQuery &query, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"audiences", u"search"}));
    Validator validator;
    addIfSet(request, QStringLiteral("query"), query.query);
    addPaging(request, validator, QString(), query.limit); // no cursor on this endpoint
    finish(request, validator);
    return m_client.send<AudienceSearchResult>(std::move(request), context);
}

static RequestSpec audienceRequest(const char *method, const QString &pageId, const QString &audienceId, bool restore)
{
    RequestSpec request = restore ? spec(method, RequestSpec::buildPath({u"v0", u"pages", pageId, u"audiences", audienceId, u"restore"}))
                                  : spec(method, RequestSpec::buildPath({u"v0", u"pages", pageId, u"audiences", audienceId}));
    Validator validator;
    validator.pathParameter(QStringLiteral("pageId"), pageId);
    validator.pathParameter(QStringLiteral("audienceId"), audienceId);
    finish(request, validator);
    return request;
}

Reply<AudienceRecord> *AudiencesApi::archive(const QString &pageId, const QString &audienceId, QObject *context)
{
    return m_client.send<AudienceRecord>(audienceRequest("DELETE", pageId, audienceId, false), context);
}

Reply<AudienceRecord> *AudiencesApi::restore(const QString &pageId, const QString &audienceId, QObject *context)
{
    RequestSpec request = audienceRequest("POST", pageId, audienceId, true);
    setJsonBody(request, QJsonObject()); // the spec: "an empty object is sent"
    return m_client.send<AudienceRecord>(std::move(request), context);
}

} // namespace Audience::Net
