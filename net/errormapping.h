#pragma once

#include "net/apierror.h"

#include <QByteArray>
#include <QNetworkReply>

namespace Audience::Net {

// Turns an HTTP error answer into an ApiError: the kind from the status, the message and field
// details from the body in any of the common shapes ({"error":{code,message,details}},
// {"message"}, {"detail"}, RFC 9457 problem+json), falling back to the status line.
ApiError errorFromHttpResponse(int httpStatus, const QByteArray &reasonPhrase, const QByteArray &body);

// Turns a transport failure (no HTTP answer) into an ApiError.
ApiError errorFromNetworkError(QNetworkReply::NetworkError error, const QString &qtMessage);

// Replaces every occurrence of `secret` (the API key that was sent) in the error's message,
// detail, code and field problems with "[key]", so a server or Qt echoing it cannot pass it on.
void redactSecret(ApiError &error, const QByteArray &secret);

// Whether a transport failure may be retried: a refused or reset connection, a timeout.
bool isRetryableNetworkError(QNetworkReply::NetworkError error);

} // namespace Audience::Net
