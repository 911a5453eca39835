#include "net/apierror.h"

#include <QCoreApplication>
#include <QMetaEnum>

namespace Audience::Net {

static QString tr(const char *text)
{
    return QCoreApplication::translate("Audience::Net::ApiError", text);
}

QString ApiError::title() const
{
    switch (kind) {
    case Kind::Offline: return tr("Cannot reach the service");
    case Kind::Timeout: return tr("The service did not answer in time");
    case Kind::Tls: return tr("Secure connection failed");
    case Kind::Unauthorized: return tr("The API key was refused");
    case Kind::Forbidden: return tr("Not allowed");
    case Kind::NotFound: return tr("Not found");
    case Kind::Conflict: return tr("Conflict");
    case Kind::Validation: return tr("Invalid input");
    case Kind::RateLimited: return tr("Too many requests");
    case Kind::Server: return tr("The service failed");
    case Kind::BadResponse: return tr("Unreadable answer from the service");
    case Kind::Cancelled: return tr("Cancelled");
    case Kind::Blocked: return tr("Blocked for safety");
    case Kind::Http: return tr("Request failed");
    }
    return tr("Request failed");
}

QString ApiError::toString() const
{
    if (message.isEmpty() || message == title())
        return title();
    return tr("%1: %2").arg(title(), message);
}

QString ApiError::kindName(Kind kind)
{
    const char *key = QMetaEnum::fromType<Kind>().valueToKey(int(kind));
    QString name = QString::fromLatin1(key ? key : "unknown");
    if (!name.isEmpty())
        name[0] = name[0].toLower();
    return name;
}

ApiError ApiError::make(Kind kind, QString message, int httpStatus)
{
    ApiError error;
    error.kind = kind;
    error.message = std::move(message);
    error.httpStatus = httpStatus;
    return error;
}

ApiError ApiError::validation(FieldProblems problems)
{
    ApiError error;
    error.kind = Kind::Validation;
    if (problems.size() == 1)
        error.message = problems.constFirst().field + QStringLiteral(": ") + problems.constFirst().message;
    else
        error.message = QCoreApplication::translate("Audience::Net::ApiError", "%n field(s) need attention.", nullptr,
                                                  int(problems.size()));
    error.fieldProblems = std::move(problems);
    return error;
}

ApiError ApiError::cancelled()
{
    return make(Kind::Cancelled, tr("The request was cancelled."));
}

} // namespace Audience::Net
