#include "net/accountsapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

namespace Audience::Net {

using namespace CallSupport;

Reply<Account> *AccountsApi::get(const QString &accountId, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"accounts", accountId}));
    Validator validator;
    validator.accountId(QStringLiteral("accountId"), accountId);
    finish(request, validator);
    return m_client.send<Account>(std::move(request), context);
}

} // namespace Audience::Net
