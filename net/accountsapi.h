#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// Accounts (spec 4.5).
class AccountsApi
{
public:
    explicit AccountsApi(ApiClient &client)
        : m_client(client)
    {
    }
    // GET /v0/accounts/{accountId}; the ID must match ^account_[a-z0-9]{26}$.
    Reply<Account> *get(const QString &accountId, QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
