#pragma once

#include "apirequest.h"
#include "apiresponse.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace Sandbox {

// Our own dispatcher for everything under /v0 (QHttpServer 6.4's router cannot answer 405 or a
// JSON 404, and its missing handler bypasses afterRequest). Order of checks for a request:
//   1. path outside /v0                       -> 404 not_found
//   2. x-api-key missing or wrong             -> 401 unauthorized (constant-time comparison)
//   3. no route pattern matches the path      -> 404 not_found
//   4. a pattern matches but not the method   -> 405 method_not_allowed (with an Allow header)
//   5. body larger than maxBodyBytes          -> 413 payload_too_large
//   6. the handler; an ApiError it throws becomes its error answer, anything else a 500.
class Router
{
public:
    using Handler = std::function<ApiResponse(const ApiRequest &)>;
    static constexpr qsizetype maxBodyBytes = 1024 * 1024;

    explicit Router(QByteArray apiKey);

    // pattern: "/v0/pages/{page_id}"; a {name} segment matches one non-empty path segment.
    void add(const QByteArray &method, const QString &pattern, Handler handler);

    ApiResponse dispatch(const QByteArray &method, const QString &encodedPath, const QUrlQuery &query,
                         const QByteArray &body, const QByteArray &apiKey) const;

    static ApiResponse errorResponse(int status, const QString &code, const QString &message);

private:
    struct Route
    {
        QByteArray method;
        QStringList segments;
        int literalCount = 0;
        Handler handler;
    };

    bool keyMatches(const QByteArray &candidate) const;
    static bool matches(const Route &route, const QStringList &segments, QHash<QString, QString> *params);

    QByteArray m_apiKey;
    QList<Route> m_routes;
};

} // namespace Sandbox
