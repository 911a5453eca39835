#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>

namespace Sandbox {

// What a route answers: a status, a JSON body and any extra headers (Allow, Retry-After, …).
struct ApiResponse
{
    int status = 200;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    // True when a write request changed nothing: the first answer to its idempotency key again, or a
    // no-op (publishing the live version). --fault-drop-after-write-rate never drops these.
    bool replay = false;

    static ApiResponse replayOf(const QJsonObject &object, int status = 200)
    {
        ApiResponse response = json(object, status);
        response.replay = true;
        return response;
    }

    static ApiResponse json(const QJsonObject &object, int status = 200)
    {
        return ApiResponse{status, QJsonDocument(object).toJson(QJsonDocument::Compact), {}};
    }
};

} // namespace Sandbox
