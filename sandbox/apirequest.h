#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QUrlQuery>

namespace Sandbox {

// A request as the route handlers see it: path parameters already extracted and decoded.
struct ApiRequest
{
    QByteArray method;
    QString path;
    QHash<QString, QString> pathParams;
    QUrlQuery query;
    QByteArray body;

    QString param(const QString &name) const { return pathParams.value(name); }
};

} // namespace Sandbox
