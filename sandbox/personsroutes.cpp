// POST /v0/person_logs, GET /v0/persons/{person_id}/logs, PATCH /v0/persons/{person_id},
// GET /v0/persons/search.
#include "apierror.h"
#include "clock.h"
#include "idempotencystore.h"
#include "personstore.h"
#include "queryreader.h"
#include "requestvalidator.h"
#include "router.h"
#include "routes.h"
#include "services.h"
#include "sql.h"

namespace Sandbox {

namespace {

using Need = RequestValidator::Need;

void checkPhone(RequestValidator &body, const QString &field, const QString &value)
{
    if (!Rules::isPhoneNumber(value))
        body.ruleProblem(field, QStringLiteral("must match ^\\+[1-9]\\d{1,14}$ (E.164, e.g. +4930123456)"));
}

ApiResponse createLog(Services &services, const ApiRequest &request)
{
    RequestValidator body(request.body);
    const auto source = body.string(QStringLiteral("source"), Need::Required, 1, 100);
    if (source && !Rules::isKebabCase(*source))
        body.ruleProblem(QStringLiteral("source"), QStringLiteral("must be kebab-case"));
    const auto type = body.string(QStringLiteral("type"), Need::Optional, 1, 100);
    if (type && !Rules::isKebabCase(*type))
        body.ruleProblem(QStringLiteral("type"), QStringLiteral("must be kebab-case"));
    const auto payload = body.object(QStringLiteral("payload"), Need::Required);
    const auto personId = body.string(QStringLiteral("personId"), Need::Optional, 1);
    const auto email = body.string(QStringLiteral("email"), Need::Optional, 1);
    const auto phone = body.string(QStringLiteral("phoneNumber"), Need::Optional);
    if (phone)
        checkPhone(body, QStringLiteral("phoneNumber"), *phone);
    const auto linkedin = body.string(QStringLiteral("linkedinProfileUrl"), Need::Optional, 1);
    const auto idempotencyKey = body.string(QStringLiteral("idempotencyKey"), Need::Optional, 1, 255);
    const auto name = body.string(QStringLiteral("name"), Need::Optional, 1, 255);
    if (!body.has(QStringLiteral("personId")) && !body.has(QStringLiteral("email")) && !body.has(QStringLiteral("phoneNumber"))
        && !body.has(QStringLiteral("linkedinProfileUrl")) && !body.has(QStringLiteral("name")))
        body.ruleProblem(QStringLiteral("personId"),
                         QStringLiteral("one of personId, email, phoneNumber, linkedinProfileUrl or name is required"));
    body.finish();

    if (idempotencyKey) {
        if (const auto record = services.idempotency.find(QStringLiteral("person_log"), *idempotencyKey))
            return ApiResponse::replayOf(record->response, record->status);
    }

    const QString now = Clock::now();
    Transaction transaction(services.sql);
    QString targetPerson;
    bool createdPerson = false;
    if (personId) {
        if (!services.persons.exists(*personId))
            throw ApiError::notFound(QStringLiteral("Person"));
        targetPerson = *personId;
    } else if (const auto matched = services.persons.match(email.value_or(QString()), phone.value_or(QString()),
                                                           linkedin.value_or(QString()))) {
        targetPerson = *matched;
    } else {
        targetPerson = services.persons.create(name.value_or(QString()), email.value_or(QString()),
                                               phone.value_or(QString()), linkedin.value_or(QString()), now);
        createdPerson = true;
    }
    const QString logType = type.value_or(QStringLiteral("webhook"));
    const QString logId = services.persons.addLog(targetPerson, *source, logType, *payload,
                                                  idempotencyKey.value_or(QString()), now);
    const QJsonObject answer{{QStringLiteral("personId"), targetPerson},
                             {QStringLiteral("personLogId"), logId},
                             {QStringLiteral("createdAt"), now},
                             {QStringLiteral("createdPerson"), createdPerson},
                             {QStringLiteral("source"), *source},
                             {QStringLiteral("type"), logType}};
    if (idempotencyKey)
        services.idempotency.save(QStringLiteral("person_log"), *idempotencyKey,
                                  IdempotencyStore::Record{logId, 201, answer}, now);
    transaction.commit();
    return ApiResponse::json(answer, 201);
}

ApiResponse updatePerson(Services &services, const ApiRequest &request)
{
    RequestValidator body(request.body);
    PersonStore::Update update;
    if (body.has(QStringLiteral("name")) && body.body().value(QStringLiteral("name")).isNull())
        body.typeProblem(QStringLiteral("name"), QStringLiteral("must be a string (name cannot be null)"));
    else
        update.name = body.string(QStringLiteral("name"), Need::Optional, 1, 255);
    const auto nullableField = [&body](const QString &field, int minLength) -> std::optional<QVariant> {
        const RequestValidator::Nullable value = body.nullableString(field, minLength);
        if (!value.present)
            return std::nullopt;
        return value.isNull ? QVariant() : QVariant(value.value);
    };
    update.email = nullableField(QStringLiteral("email"), 0);
    update.domain = nullableField(QStringLiteral("domain"), 1);
    update.phoneNumber = nullableField(QStringLiteral("phoneNumber"), 0);
    if (update.phoneNumber && !update.phoneNumber->isNull())
        checkPhone(body, QStringLiteral("phoneNumber"), update.phoneNumber->toString());
    update.linkedinProfileUrl = nullableField(QStringLiteral("linkedinProfileUrl"), 1);
    body.finish();

    const QString personId = request.param(QStringLiteral("person_id"));
    if (!services.persons.exists(personId))
        throw ApiError::notFound(QStringLiteral("Person"));
    Transaction transaction(services.sql);
    services.persons.update(personId, update, Clock::now());
    transaction.commit();
    return ApiResponse::json(*services.persons.get(personId));
}

} // namespace

void addPersonsRoutes(Router &router, Services &services)
{
    router.add("POST", QStringLiteral("/v0/person_logs"),
               [&services](const ApiRequest &request) { return createLog(services, request); });

    router.add("GET", QStringLiteral("/v0/persons/{person_id}/logs"), [&services](const ApiRequest &request) {
        const QueryReader query(request.query);
        const int limit = query.limit();
        const Cursor after = query.cursor(u"person_logs");
        const bool includeDeleted = query.flag(QStringLiteral("includeDeleted"));
        const QString personId = request.param(QStringLiteral("person_id"));
        if (!services.persons.exists(personId))
            throw ApiError::notFound(QStringLiteral("Person"));
        const PageOfRows page = services.persons.logs(personId, includeDeleted, after, limit);
        return ApiResponse::json(envelope(page, services.persons.logCount(personId, includeDeleted)));
    });

    router.add("PATCH", QStringLiteral("/v0/persons/{person_id}"),
               [&services](const ApiRequest &request) { return updatePerson(services, request); });

    router.add("GET", QStringLiteral("/v0/persons/search"), [&services](const ApiRequest &request) {
        const QueryReader query(request.query);
        const int limit = query.limit();
        const Cursor after = query.cursor(u"persons");
        const QString text = query.text(QStringLiteral("query")).trimmed();
        const PageOfRows page = services.persons.search(text, after, limit);
        return ApiResponse::json(envelope(page, services.persons.searchTotal(text, after, page)));
    });
}

} // namespace Sandbox
