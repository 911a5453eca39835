#include "net/pagesapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

namespace Audience::Net {

using namespace CallSupport;

Reply<PageList> *PagesApi::list(const CursorQuery &query, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"pages"}));
    Validator validator;
    addPaging(request, validator, query.cursor, query.limit);
    finish(request, validator);
    return m_client.send<PageList>(std::move(request), context);
}

Reply<Page> *PagesApi::get(const QString &pageId, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"pages", pageId}));
    Validator validator;
    validator.pathParameter(QStringLiteral("pageId"), pageId);
    finish(request, validator);
    return m_client.send<Page>(std::move(request), context);
}

} // namespace Audience::Net
