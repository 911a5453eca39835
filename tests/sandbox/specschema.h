#pragma once

// The field tables of spec/audience-pages-api.md (sections 2 and 4), written down by hand as data:
// each field's path in a response, the JSON types it may have, and whether the spec says "required".
// A Schema walks a whole response and names every field whose JSON type the spec does not allow
// (a plain "string" that arrives as null, say), every required field that is missing, and every field
// the spec does not list. Used by tst_sandbox_schema, which feeds it all 22 operations' answers.
#include <QHash>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>

#include <span>

namespace Audience::Testing::SpecSchema {

// JSON types, combinable: String | Null is the spec's "string or null".
enum Type : unsigned {
    String = 1,
    Number = 2,
    Boolean = 4,
    Object = 8,
    Array = 16,
    Null = 32,
    AnyType = String | Number | Boolean | Object | Array | Null,
};

enum Flag : unsigned {
    Optional = 0,  // no "required" note: may be absent, never of another type when present
    Required = 1,  // "required" in the spec: always present
    FreeForm = 2,  // contents not described by the spec (payload, tool arguments/result): not walked
};

// "a.b" is field b of object a; "a[]" is each element of array a; "a[].b" field b of each element.
struct Rule
{
    const char *path;
    unsigned types;
    unsigned flags;
};

class Schema
{
public:
    // Adds rules, each path prefixed with prefix ("items[]." puts a resource inside an envelope).
    Schema &add(std::span<const Rule> rules, const QString &prefix = {});

    // Every problem of one response, each "<label>: $.path: what is wrong". seen, when given,
    // collects the schema paths the response had (to report fields the demo data never shows).
    QStringList problems(const QJsonValue &response, const QString &label, QSet<QString> *seen = nullptr) const;

    QStringList paths() const { return m_rules.keys(); }

private:
    struct Entry
    {
        unsigned types;
        unsigned flags;
    };
    void walk(const QJsonValue &value, const QString &path, const QString &where, QStringList &problems,
              QSet<QString> *seen) const;
    void check(const QString &path, const QJsonValue &value, const QString &where, QStringList &problems,
               QSet<QString> *seen) const;

    QHash<QString, Entry> m_rules;
    QHash<QString, QStringList> m_required; // object path -> names of its required fields
};

enum class Response {
    PersonLogCreated,   // 1
    PersonLogList,      // 2
    Person,             // 3
    PersonSearch,       // 4
    Account,            // 5
    PageList,           // 6
    Page,               // 7
    AudienceSearch,     // 8
    Audience,           // 9, 10
    AudienceVersion,    // 11, 12
    Conversation,       // 13
    MessageAccepted,    // 14
    AudienceSession,    // 15
    AnalyticsList,      // 16
    PageLinkSearch,     // 17
    TopicSearch,        // 18
    TopicEntryList,     // 19
    TopicEntry,         // 20
    WebhookSubscription // 21, 22
};

Schema schemaFor(Response response);

// "string", "null", ... for messages.
QString typeNames(unsigned types);

} // namespace Audience::Testing::SpecSchema
