#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sandbox {

// Reads a JSON request body field by field and collects every problem before answering, so one
// error lists all bad fields in details[]. Problems are of two kinds:
//   type problems (wrong JSON type, null where not allowed)  -> 400 invalid_type
//   rule problems (missing, length, pattern, range, enum)    -> 422 validation_failed
// Unknown fields are ignored. An empty body reads as {} (so required fields get a 422).
class RequestValidator
{
public:
    enum class Need { Optional, Required };

    // A PATCH field that may be absent (keep), null (clear) or a value (set).
    struct Nullable
    {
        bool present = false;
        bool isNull = false;
        QString value;
    };

    static constexpr qint64 maxInt = 9007199254740991LL;

    // Throws 400 malformed_json when the body is not JSON, 400 invalid_type when it is not an object.
    explicit RequestValidator(const QByteArray &body);

    const QJsonObject &body() const { return m_body; }
    bool has(const QString &field) const { return m_body.contains(field); }

    // Length limits count Unicode code points, as JSON Schema does.
    std::optional<QString> string(const QString &field, Need need, int minLength = 0, int maxLength = -1);
    Nullable nullableString(const QString &field, int minLength = 0, int maxLength = -1);
    std::optional<qint64> integer(const QString &field, Need need, qint64 min, qint64 max);
    std::optional<bool> boolean(const QString &field, Need need);
    std::optional<QJsonObject> object(const QString &field, Need need);
    std::optional<QJsonArray> array(const QString &field, Need need);

    void typeProblem(const QString &field, const QString &problem);
    void ruleProblem(const QString &field, const QString &problem);

    // Throws the collected problems (any type problem makes it a 400 listing all problems, type
    // problems first); returns when there are none.
    void finish() const;

    static qsizetype codePointLength(const QString &text);

private:
    bool checkLength(const QString &field, const QString &value, int minLength, int maxLength);

    QJsonObject m_body;
    QJsonArray m_typeProblems;
    QJsonArray m_ruleProblems;
};

// The spec's patterns and formats, shared by validators and query readers.
namespace Rules {
bool isKebabCase(const QString &text);       // ^[a-z0-9]+(-[a-z0-9]+)*$
bool isPhoneNumber(const QString &text);     // ^\+[1-9]\d{1,14}$
bool isAccountId(const QString &text);       // ^account_[a-z0-9]{26}$
bool isHttpUrl(const QString &text);         // absolute http(s) URI with a host
} // namespace Rules

} // namespace Sandbox
