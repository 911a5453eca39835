#include "router.h"

#include "apierror.h"

#include <QUrl>

#include <exception>

namespace Sandbox {

Router::Router(QByteArray apiKey) : m_apiKey(std::move(apiKey)) {}

void Router::add(const QByteArray &method, const QString &pattern, Handler handler)
{
    Route route;
    route.method = method;
    route.segments = pattern.split(u'/');
    for (const QString &segment : std::as_const(route.segments))
        if (!segment.startsWith(u'{'))
            ++route.literalCount;
    route.handler = std::move(handler);
    m_routes.append(std::move(route));
}

ApiResponse Router::errorResponse(int status, const QString &code, const QString &message)
{
    return ApiResponse::json(ApiError(status, code, message).toJson(), status);
}

bool Router::keyMatches(const QByteArray &candidate) const
{
    // Constant time in the candidate's content: every byte of the longer input is looked at.
    const qsizetype length = std::max(candidate.size(), m_apiKey.size());
    unsigned difference = candidate.size() == m_apiKey.size() ? 0u : 1u;
    for (qsizetype i = 0; i < length; ++i) {
        const unsigned char a = i < candidate.size() ? uchar(candidate.at(i)) : 0;
        const unsigned char b = i < m_apiKey.size() ? uchar(m_apiKey.at(i)) : 0;
        difference |= unsigned(a ^ b);
    }
    return difference == 0 && !m_apiKey.isEmpty();
}

bool Router::matches(const Route &route, const QStringList &segments, QHash<QString, QString> *params)
{
    if (route.segments.size() != segments.size())
        return false;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const QString &expected = route.segments.at(i);
        if (expected.startsWith(u'{')) {
            if (segments.at(i).isEmpty())
                return false;
            if (params)
                params->insert(expected.mid(1, expected.size() - 2),
                               QUrl::fromPercentEncoding(segments.at(i).toUtf8()));
        } else if (expected != segments.at(i)) {
            return false;
        }
    }
    return true;
}

ApiResponse Router::dispatch(const QByteArray &method, const QString &encodedPath, const QUrlQuery &query,
                             const QByteArray &body, const QByteArray &apiKey) const
{
    if (encodedPath != u"/v0" && !encodedPath.startsWith(u"/v0/"))
        return errorResponse(404, QStringLiteral("not_found"), QStringLiteral("No such route."));
    if (!keyMatches(apiKey))
        return errorResponse(401, QStringLiteral("unauthorized"),
                             QStringLiteral("Missing or wrong x-api-key header."));

    const QStringList segments = encodedPath.split(u'/');
    const Route *best = nullptr;
    QList<QByteArray> allowed;
    for (const Route &route : m_routes) {
        if (!matches(route, segments, nullptr))
            continue;
        if (!allowed.contains(route.method))
            allowed.append(route.method);
        // A literal segment beats a {parameter}: /v0/persons/search is not person "search".
        if (route.method == method && (!best || route.literalCount > best->literalCount))
            best = &route;
    }
    if (allowed.isEmpty())
        return errorResponse(404, QStringLiteral("not_found"), QStringLiteral("No such route."));
    if (!best) {
        ApiResponse response = errorResponse(405, QStringLiteral("method_not_allowed"),
                                             QStringLiteral("Method not allowed on this path."));
        response.headers.append({QByteArrayLiteral("Allow"), allowed.join(", ")});
        return response;
    }
    if (body.size() > maxBodyBytes)
        return errorResponse(413, QStringLiteral("payload_too_large"),
                             QStringLiteral("Request body is larger than %1 bytes.").arg(maxBodyBytes));

    ApiRequest request;
    request.method = method;
    request.path = encodedPath;
    request.query = query;
    request.body = body;
    matches(*best, segments, &request.pathParams);
    try {
        return best->handler(request);
    } catch (const ApiError &error) {
        ApiResponse response = ApiResponse::json(error.toJson(), error.status());
        return response;
    } catch (const std::exception &error) {
        qWarning("audience-sandbox: internal error on %s %s: %s", method.constData(),
                 qPrintable(encodedPath), error.what());
        return errorResponse(500, QStringLiteral("internal"), QStringLiteral("Internal error."));
    }
}

} // namespace Sandbox
