#pragma once

// Small helpers shared by the operation groups (internal to net/).
#include "net/requestspec.h"
#include "net/validator.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace Audience::Net::CallSupport {

inline RequestSpec spec(const char *method, QString path)
{
    RequestSpec result;
    result.method = method;
    result.path = std::move(path);
    return result;
}

// cursor and limit: sent only when given; limit must be a whole number from 1 up.
inline void addPaging(RequestSpec &spec, Validator &validator, const QString &cursor, std::optional<qint64> limit)
{
    if (!cursor.isEmpty())
        spec.addQuery(QStringLiteral("cursor"), cursor);
    if (limit) {
        validator.integerRange(QStringLiteral("limit"), *limit, 1, Validator::maxInteger);
        spec.addQuery(QStringLiteral("limit"), QString::number(*limit));
    }
}

inline void addIfSet(RequestSpec &spec, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        spec.addQuery(key, value);
}

inline void setJsonBody(RequestSpec &spec, const QJsonObject &body)
{
    spec.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
}

inline void finish(RequestSpec &spec, const Validator &validator)
{
    spec.problems = validator.problems();
}

} // namespace Audience::Net::CallSupport
