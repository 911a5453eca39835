#pragma once

// Wire types of people, their activity logs and accounts (spec sections 2, 4.1-4.5).
#include "net/pagetypes.h"

#include <QJsonObject>

namespace Audience::Net {

struct Person
{
    QString personId;
    QString name;
    Nullable<QString> email;
    Nullable<QString> domain;
    QString slug;
    Nullable<QString> phoneNumber;
    Nullable<QString> linkedinProfileUrl;
    QString createdAt;
    QString updatedAt;
};

// A list item of GET /v0/persons/{id}/logs; which fields may be null is not shown: all loose.
struct PersonLog
{
    LooseString personId;
    LooseString personLogId;
    LooseString source;
    LooseString type;
    OptionalNullable<QJsonObject> payload;
    LooseString idempotencyKey;
    LooseString createdAt;
    LooseString updatedAt;
    LooseString deletedAt;
};

// The answer to POST /v0/person_logs.
struct PersonLogCreated
{
    QString personId;
    QString personLogId;
    QString createdAt;
    bool createdPerson = false;
    QString source;
    QString type;
};

struct Account
{
    QString accountId;
    QString domain;
    Nullable<QString> name;
    QString createdAt;
    QString updatedAt;
    Nullable<QString> latestActivityAt;
    QList<Person> linkedPersons;
};

// The body of POST /v0/person_logs. An empty idempotencyKey is filled in by the client (one per
// user action, reused by every retry; read it back from the reply). An empty `type` goes out as
// "webhook": the spec makes it required in the schema (defaulting to "webhook" only when omitted),
// and a service that validates requests against its schema answers 422 to a body without it.
struct NewPersonLog
{
    static constexpr QLatin1StringView defaultType{"webhook"};

    QString source;
    QString type;
    QJsonObject payload;
    std::optional<QString> personId;
    std::optional<QString> email;
    std::optional<QString> phoneNumber;
    std::optional<QString> linkedinProfileUrl;
    QString idempotencyKey;
    std::optional<QString> name;
};

// The body of PATCH /v0/persons/{id}: absent fields are left as they are, null clears a field.
struct PersonUpdate
{
    std::optional<QString> name;
    OptionalNullable<QString> email;
    OptionalNullable<QString> domain;
    OptionalNullable<QString> phoneNumber;
    OptionalNullable<QString> linkedinProfileUrl;
};

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Person &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PersonLog &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, PersonLogCreated &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, Account &out);

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::Person)
Q_DECLARE_METATYPE(Audience::Net::PersonLog)
Q_DECLARE_METATYPE(Audience::Net::PersonLogCreated)
Q_DECLARE_METATYPE(Audience::Net::Account)
Q_DECLARE_METATYPE(Audience::Net::NewPersonLog)
Q_DECLARE_METATYPE(Audience::Net::PersonUpdate)
