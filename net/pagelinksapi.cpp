#include "net/pagelinksapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

namespace Audience::Net {

using namespace CallSupport;

Reply<PageLinkList> *PageLinksApi::search(const PageLinkQuery &query, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"page_links", u"search"}));
    Validator validator;
    addPaging(request, validator, query.cursor, query.limit);
    addIfSet(request, QStringLiteral("pageId"), query.pageId);
    addIfSet(request, QStringLiteral("query"), query.query);
    if (!query.targetType.isEmpty()) {
        validator.oneOf(QStringLiteral("targetType"), query.targetType,
                        {QStringLiteral("audience"), QStringLiteral("page"), QStringLiteral("page_routing")});
        request.addQuery(QStringLiteral("targetType"), query.targetType);
    }
    addIfSet(request, QStringLiteral("tenantDomainId"), query.tenantDomainId);
    finish(request, validator);
    return m_client.send<PageLinkList>(std::move(request), context);
}

} // namespace Audience::Net
