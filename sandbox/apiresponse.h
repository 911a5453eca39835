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

    static ApiResponse json(const QJsonObject &object, int status = 200)
    {
        return ApiResponse{status, QJsonDocument(object).toJson(QJsonDocument::Compact), {}};
    }
};

} // namespace Sandbox
