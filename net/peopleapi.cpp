#include "net/peopleapi.h"

#include "net/apiclient.h"
#include "net/callsupport.h"

namespace Audience::Net {

using namespace CallSupport;

// Writes a PATCH field: absent stays out of the body, null goes out as null.
static void putPatchField(QJsonObject &body, const QString &key, const OptionalNullable<QString> &field)
{
    if (field.isNull())
        body.insert(key, QJsonValue(QJsonValue::Null));
    else if (field.hasValue())
        body.insert(key, field.value());
}

Reply<Person> *PeopleApi::update(const QString &personId, const PersonUpdate &update, QObject *context)
{
    RequestSpec request = spec("PATCH", RequestSpec::buildPath({u"v0", u"persons", personId}));
    Validator validator;
    validator.pathParameter(QStringLiteral("personId"), personId);
    QJsonObject body;
    if (update.name) {
        validator.length(QStringLiteral("name"), *update.name, 1, 255);
        body.insert(QStringLiteral("name"), *update.name);
    }
    putPatchField(body, QStringLiteral("email"), update.email);
    if (update.domain.hasValue())
        validator.minLength(QStringLiteral("domain"), update.domain.value(), 1);
    putPatchField(body, QStringLiteral("domain"), update.domain);
    if (update.phoneNumber.hasValue())
        validator.phoneNumber(QStringLiteral("phoneNumber"), update.phoneNumber.value());
    putPatchField(body, QStringLiteral("phoneNumber"), update.phoneNumber);
    if (update.linkedinProfileUrl.hasValue())
        validator.minLength(QStringLiteral("linkedinProfileUrl"), update.linkedinProfileUrl.value(), 1);
    putPatchField(body, QStringLiteral("linkedinProfileUrl"), update.linkedinProfileUrl);
    setJsonBody(request, body);
    finish(request, validator);
    return m_client.send<Person>(std::move(request), context);
}

Reply<PersonSearchResult> *PeopleApi::search(const SearchQuery &query, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"persons", u"search"}));
    Validator validator;
    addPaging(request, validator, query.cursor, query.limit);
    addIfSet(request, QStringLiteral("query"), query.query);
    finish(request, validator);
    return m_client.send<PersonSearchResult>(std::move(request), context);
}

Reply<PersonLogCreated> *PeopleApi::createLog(const NewPersonLog &log, QObject *context)
{
    RequestSpec request = spec("POST", RequestSpec::buildPath({u"v0", u"person_logs"}));
    Validator validator;
    validator.length(QStringLiteral("source"), log.source, 1, 100);
    validator.kebabCase(QStringLiteral("source"), log.source);
    // Always sent, even though the service defaults an omitted type: be strict in what we send
    // (docs/net.md, "Required fields").
    const QString type = log.type.isEmpty() ? QString(NewPersonLog::defaultType) : log.type;
    validator.length(QStringLiteral("type"), type, 1, 100);
    validator.kebabCase(QStringLiteral("type"), type);
    QJsonObject body{{QStringLiteral("source"), log.source},
                     {QStringLiteral("type"), type},
                     {QStringLiteral("payload"), log.payload}};
    if (log.personId) {
        validator.minLength(QStringLiteral("personId"), *log.personId, 1);
        body.insert(QStringLiteral("personId"), *log.personId);
    }
    if (log.email)
        body.insert(QStringLiteral("email"), *log.email);
    if (log.phoneNumber) {
        validator.phoneNumber(QStringLiteral("phoneNumber"), *log.phoneNumber);
        body.insert(QStringLiteral("phoneNumber"), *log.phoneNumber);
    }
    if (log.linkedinProfileUrl) {
        validator.minLength(QStringLiteral("linkedinProfileUrl"), *log.linkedinProfileUrl, 1);
        body.insert(QStringLiteral("linkedinProfileUrl"), *log.linkedinProfileUrl);
    }
    if (log.name) {
        validator.length(QStringLiteral("name"), *log.name, 1, 255);
        body.insert(QStringLiteral("name"), *log.name);
    }
    request.idempotencyKey = log.idempotencyKey.isEmpty() ? ApiClient::makeIdempotencyKey() : log.idempotencyKey;
    validator.length(QStringLiteral("idempotencyKey"), request.idempotencyKey, 1, 255);
    body.insert(QStringLiteral("idempotencyKey"), request.idempotencyKey);
    setJsonBody(request, body);
    finish(request, validator);
    return m_client.send<PersonLogCreated>(std::move(request), context);
}

Reply<PersonLogList> *PeopleApi::logs(const QString &personId, const PersonLogQuery &query, QObject *context)
{
    RequestSpec request = spec("GET", RequestSpec::buildPath({u"v0", u"persons", personId, u"logs"}));
    Validator validator;
    validator.pathParameter(QStringLiteral("personId"), personId);
    addPaging(request, validator, query.cursor, query.limit);
    if (query.includeDeleted)
        request.addQuery(QStringLiteral("includeDeleted"), *query.includeDeleted ? QStringLiteral("true") : QStringLiteral("false"));
    finish(request, validator);
    return m_client.send<PersonLogList>(std::move(request), context);
}

} // namespace Audience::Net
