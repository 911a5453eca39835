#pragma once

#include "net/apireply.h"
#include "net/envelope.h"
#include "net/queries.h"

namespace Audience::Net {

class ApiClient;

// People and their activity logs (spec 4.1-4.4).
class PeopleApi
{
public:
    explicit PeopleApi(ApiClient &client)
        : m_client(client)
    {
    }
    // PATCH /v0/persons/{personId}: absent fields unchanged, null clears.
    Reply<Person> *update(const QString &personId, const PersonUpdate &update, QObject *context = nullptr);
    // GET /v0/persons/search
    Reply<PersonSearchResult> *search(const SearchQuery &query, QObject *context = nullptr);
    // POST /v0/person_logs (201). An empty idempotencyKey is made by the client.
    Reply<PersonLogCreated> *createLog(const NewPersonLog &log, QObject *context = nullptr);
    // GET /v0/persons/{personId}/logs
    Reply<PersonLogList> *logs(const QString &personId, const PersonLogQuery &query, QObject *context = nullptr);

private:
    ApiClient &m_client;
};

} // namespace Audience::Net
