#include "net/errormapping.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace Audience::Net {

using L1 = QLatin1StringView;

// The context lupdate gives these strings (a free tr() in this namespace): looking them up under
// another context left every one of them in English.
static QString tr(const char *text)
{
    return QCoreApplication::translate("Audience::Net", text);
}

static ApiError::Kind kindForStatus(int status)
{
    switch (status) {
    case 400:
    case 413:
    case 422: return ApiError::Kind::Validation;
    case 401: return ApiError::Kind::Unauthorized;
    case 403: return ApiError::Kind::Forbidden;
    case 404: return ApiError::Kind::NotFound;
    case 409: return ApiError::Kind::Conflict;
    case 429: return ApiError::Kind::RateLimited;
    default: break;
    }
    return status >= 500 && status <= 599 ? ApiError::Kind::Server : ApiError::Kind::Http;
}

// A string member, or an empty string when absent or not a string.
static QString text(const QJsonObject &object, QLatin1StringView key)
{
    return object.value(key).toString();
}

// Field problems in the shapes we know: [{field, problem|message}], [{name, reason}] (RFC 9457
// "invalid-params"), [{loc: [...], msg}] (FastAPI), {"field": ["message", …]}.
static FieldProblems fieldProblemsFrom(const QJsonValue &value)
{
    FieldProblems problems;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray()) {
            const QJsonObject entry = item.toObject();
            QString field = text(entry, L1("field"));
            if (field.isEmpty())
                field = text(entry, L1("name"));
            if (field.isEmpty())
                field = text(entry, L1("pointer"));
            if (field.isEmpty() && entry.value(L1("loc")).isArray()) {
                QStringList parts;
                for (const QJsonValue &part : entry.value(L1("loc")).toArray())
                    parts.append(part.isString() ? part.toString() : QString::number(part.toInteger()));
                if (parts.size() > 1 && (parts.first() == u"body" || parts.first() == u"query"))
                    parts.removeFirst();
                field = parts.join(u'.');
            }
            QString message = text(entry, L1("problem"));
            for (const auto key : {L1("message"), L1("reason"), L1("msg"), L1("detail")}) {
                if (message.isEmpty())
                    message = text(entry, key);
            }
            if (!field.isEmpty() || !message.isEmpty())
                problems.append({field, message});
        }
    } else if (value.isObject()) {
        const QJsonObject map = value.toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            if (it->isString()) {
                problems.append({it.key(), it->toString()});
            } else if (it->isArray()) {
                for (const QJsonValue &message : it->toArray())
                    problems.append({it.key(), message.toString()});
            }
        }
    }
    return problems;
}

static void readBody(const QByteArray &body, ApiError &error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return;
    const QJsonObject root = document.object();
    const QJsonValue nested = root.value(L1("error"));
    if (nested.isObject()) {
        const QJsonObject inner = nested.toObject();
        error.code = text(inner, L1("code"));
        error.message = text(inner, L1("message"));
        if (error.message.isEmpty())
            error.message = text(inner, L1("detail"));
        error.fieldProblems = fieldProblemsFrom(inner.value(L1("details")));
        if (error.fieldProblems.isEmpty())
            error.fieldProblems = fieldProblemsFrom(inner.value(L1("errors")));
        return;
    }
    if (nested.isString())
        error.message = nested.toString(); // {"error": "..."}
    if (error.code.isEmpty())
        error.code = text(root, L1("code"));
    if (error.message.isEmpty())
        error.message = text(root, L1("message"));
    // RFC 9457: detail is the occurrence, title the type; FastAPI puts a list in "detail".
    const QJsonValue detail = root.value(L1("detail"));
    const QString title = text(root, L1("title"));
    if (error.message.isEmpty() && detail.isString())
        error.message = detail.toString();
    if (error.message.isEmpty())
        error.message = title;
    if (error.code.isEmpty() && !title.isEmpty() && title != error.message)
        error.code = title;
    for (const auto key : {L1("errors"), L1("invalid-params"), L1("invalidParams"), L1("details")}) {
        if (error.fieldProblems.isEmpty())
            error.fieldProblems = fieldProblemsFrom(root.value(key));
    }
    if (error.fieldProblems.isEmpty() && detail.isArray())
        error.fieldProblems = fieldProblemsFrom(detail);
}

ApiError errorFromHttpResponse(int httpStatus, const QByteArray &reasonPhrase, const QByteArray &body)
{
    ApiError error;
    error.kind = kindForStatus(httpStatus);
    error.httpStatus = httpStatus;
    readBody(body, error);
    if (error.message.isEmpty() && !error.fieldProblems.isEmpty()) {
        const FieldProblem &first = error.fieldProblems.constFirst();
        error.message = first.field.isEmpty() ? first.message : first.field + QStringLiteral(": ") + first.message;
    }
    if (error.message.isEmpty()) {
        const QString reason = QString::fromUtf8(reasonPhrase).trimmed();
        error.message = reason.isEmpty() ? tr("HTTP status %1").arg(httpStatus)
                                         : tr("HTTP status %1 %2").arg(httpStatus).arg(reason);
    }
    error.detail = QStringLiteral("HTTP %1").arg(httpStatus);
    return error;
}

ApiError errorFromNetworkError(QNetworkReply::NetworkError networkError, const QString &qtMessage)
{
    using E = QNetworkReply::NetworkError;
    ApiError error;
    error.detail = qtMessage;
    switch (networkError) {
    case E::TimeoutError:
        error.kind = ApiError::Kind::Timeout;
        error.message = tr("No answer within the time limit.");
        break;
    case E::SslHandshakeFailedError:
        error.kind = ApiError::Kind::Tls;
        error.message = tr("The secure connection could not be established: %1").arg(qtMessage);
        break;
    case E::ConnectionRefusedError:
        error.kind = ApiError::Kind::Offline;
        error.message = tr("The connection was refused.");
        break;
    case E::RemoteHostClosedError:
        error.kind = ApiError::Kind::Offline;
        error.message = tr("The connection was closed before the answer was complete.");
        break;
    case E::HostNotFoundError:
        error.kind = ApiError::Kind::Offline;
        error.message = tr("The server's host name could not be found.");
        break;
    case E::ProxyConnectionRefusedError:
    case E::ProxyConnectionClosedError:
    case E::ProxyNotFoundError:
        error.kind = ApiError::Kind::Offline;
        error.message = tr("The proxy could not be reached: %1").arg(qtMessage);
        break;
    case E::ProxyTimeoutError:
        error.kind = ApiError::Kind::Timeout;
        error.message = tr("The proxy did not answer in time.");
        break;
    case E::ProxyAuthenticationRequiredError:
        error.kind = ApiError::Kind::Offline;
        error.message = tr("The proxy asks for a login the console was not given.");
        break;
    case E::TemporaryNetworkFailureError:
    case E::NetworkSessionFailedError:
        error.kind = ApiError::Kind::Offline;
        error.message = tr("This computer is not connected to a network.");
        break;
    case E::OperationCanceledError:
        error.kind = ApiError::Kind::Cancelled;
        error.message = tr("The request was cancelled.");
        break;
    case E::InsecureRedirectError:
        error.kind = ApiError::Kind::Blocked;
        error.message = tr("Refused a redirect to an insecure address.");
        break;
    default:
        error.kind = ApiError::Kind::Offline;
        error.message = tr("Network error: %1").arg(qtMessage);
        break;
    }
    return error;
}

void redactSecret(ApiError &error, const QByteArray &secret)
{
    if (secret.isEmpty())
        return;
    const QString marker = QStringLiteral("[key]");
    QStringList forms{QString::fromUtf8(secret)};
    const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(QString::fromUtf8(secret)));
    if (encoded != forms.constFirst())
        forms.append(encoded);
    auto redact = [&](QString &text) {
        for (const QString &form : std::as_const(forms))
            text.replace(form, marker);
    };
    redact(error.message);
    redact(error.detail);
    redact(error.code);
    for (FieldProblem &problem : error.fieldProblems) {
        redact(problem.field);
        redact(problem.message);
    }
}

bool isRetryableNetworkError(QNetworkReply::NetworkError error)
{
    using E = QNetworkReply::NetworkError;
    switch (error) {
    case E::ConnectionRefusedError:
    case E::RemoteHostClosedError:
    case E::TimeoutError:
    case E::TemporaryNetworkFailureError:
    case E::NetworkSessionFailedError:
    case E::ProxyConnectionClosedError:
    case E::ProxyConnectionRefusedError:
    case E::ProxyTimeoutError:
        return true;
    default:
        return false;
    }
}

} // namespace Audience::Net
