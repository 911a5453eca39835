#include "net/persontypes.h"

namespace Audience::Net {

using L1 = QLatin1StringView;

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Person &out)
{
    ObjectReader o(value, path, context);
    o.required(L1("personId"), out.personId);
    o.required(L1("name"), out.name);
    o.nullable(L1("email"), out.email);
    o.nullable(L1("domain"), out.domain);
    o.required(L1("slug"), out.slug);
    o.nullable(L1("phoneNumber"), out.phoneNumber);
    o.nullable(L1("linkedinProfileUrl"), out.linkedinProfileUrl);
    o.required(L1("createdAt"), out.createdAt);
    o.required(L1("updatedAt"), out.updatedAt);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PersonLog &out)
{
    ObjectReader o(value, path, context);
    o.loose(L1("personId"), out.personId);
    o.loose(L1("personLogId"), out.personLogId);
    o.loose(L1("source"), out.source);
    o.loose(L1("type"), out.type);
    o.loose(L1("payload"), out.payload);
    o.loose(L1("idempotencyKey"), out.idempotencyKey);
    o.loose(L1("createdAt"), out.createdAt);
    o.loose(L1("updatedAt"), out.updatedAt);
    o.loose(L1("deletedAt"), out.deletedAt);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PersonLogCreated &out)
{
    ObjectReader o(value, path, context);
    o.required(L1("personId"), out.personId);
    o.required(L1("personLogId"), out.personLogId);
    o.required(L1("createdAt"), out.createdAt);
    o.required(L1("createdPerson"), out.createdPerson);
    o.required(L1("source"), out.source);
    o.required(L1("type"), out.type);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Account &out)
{
    ObjectReader o(value, path, context);
    o.required(L1("accountId"), out.accountId);
    o.required(L1("domain"), out.domain);
    o.nullable(L1("name"), out.name);
    o.required(L1("createdAt"), out.createdAt);
    o.required(L1("updatedAt"), out.updatedAt);
    o.nullable(L1("latestActivityAt"), out.latestActivityAt);
    o.required(L1("linkedPersons"), out.linkedPersons);
}

} // namespace Audience::Net
