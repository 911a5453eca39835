#include "net/analyticsapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

#include <QCoreApplication>

namespace Audience::Net {

using namespace CallSupport;

static QString isoUtc(const QDateTime &when)
{
    return when.toUTC().toString(Qt::ISODateWithMs);
}

Reply<AudienceAnalyticsList> *AnalyticsApi::audiences(const QString &pageId, const AnalyticsRange &range, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"pages", pageId, u"analytics", u"audiences"}));
    Validator validator;
    validator.pathParameter(QStringLiteral("pageId"), pageId);
    if (range.start.isValid())
        request.addQuery(QStringLiteral("startDate"), isoUtc(range.start));
    if (range.end.isValid())
        request.addQuery(QStringLiteral("endDate"), isoUtc(range.end));
    if (range.start.isValid() && range.end.isValid() && range.end < range.start)
        validator.add(QStringLiteral("endDate"), QCoreApplication::translate("Audience::Net::Validator", "Must not be before the start date."));
    finish(request, validator);
    return m_client.send<AudienceAnalyticsList>(std::move(request), context);
}

Reply<AudienceSession> *AnalyticsApi::session(const QString &pageId, const QString &sessionId, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"pages", pageId, u"audience_sessions", sessionId}));
    Validator validator;
    validator.pathParameter(QStringLiteral("pageId"), pageId);
    validator.pathParameter(QStringLiteral("audienceSessionId"), sessionId);
    finish(request, validator);
    return m_client.send<AudienceSession>(std::move(request), context);
}

} // namespace Audience::Net
