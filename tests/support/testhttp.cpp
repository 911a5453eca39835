#include "support/testhttp.h"

#include <QJsonArray>
#include <QNetworkRequest>
#include <QSignalSpy>

namespace Audience::Testing {

QByteArray HttpResponse::header(const QByteArray &name) const
{
    for (const auto &pair : headers) {
        if (pair.first.compare(name, Qt::CaseInsensitive) == 0)
            return pair.second;
    }
    return {};
}

QString HttpResponse::errorCode() const
{
    return object().value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString();
}

QStringList HttpResponse::detailFields() const
{
    QStringList fields;
    const QJsonArray details = object().value(QStringLiteral("error")).toObject().value(QStringLiteral("details")).toArray();
    for (const QJsonValue &detail : details)
        fields << detail.toObject().value(QStringLiteral("field")).toString();
    return fields;
}

QString HttpResponse::describe() const
{
    QString text = QString::number(status) + QLatin1Char(' ') + QString::fromUtf8(body.left(400));
    if (networkError != QNetworkReply::NoError)
        text += QStringLiteral(" [network: ") + networkErrorString + QLatin1Char(']');
    return text;
}

TestHttp::TestHttp(const QUrl &baseUrl, const QByteArray &apiKey, int timeoutMs)
    : m_baseUrl(baseUrl)
    , m_apiKey(apiKey)
    , m_timeoutMs(timeoutMs)
{
    m_network.setTransferTimeout(timeoutMs);
}

QUrl TestHttp::url(const QString &pathAndQuery) const
{
    return m_baseUrl.resolved(QUrl(pathAndQuery));
}

QString TestHttp::encode(const QString &value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

QNetworkReply *TestHttp::start(const QByteArray &verb, const QString &pathAndQuery, const QByteArray &body)
{
    QNetworkRequest request(url(pathAndQuery));
    if (!m_apiKey.isEmpty())
        request.setRawHeader("x-api-key", m_apiKey);
    if (!body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    return m_network.sendCustomRequest(request, verb, body);
}

HttpResponse TestHttp::collect(QNetworkReply *reply)
{
    HttpResponse response;
    response.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    response.body = reply->readAll();
    response.headers = reply->rawHeaderPairs();
    response.networkError = reply->error();
    response.networkErrorString = reply->errorString();
    return response;
}

HttpResponse TestHttp::send(const QByteArray &verb, const QString &pathAndQuery, const QByteArray &body,
                            const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QNetworkRequest request(url(pathAndQuery));
    if (!m_apiKey.isEmpty())
        request.setRawHeader("x-api-key", m_apiKey);
    if (!body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    for (const auto &header : headers)
        request.setRawHeader(header.first, header.second);
    QNetworkReply *reply = m_network.sendCustomRequest(request, verb, body);
    if (!reply->isFinished()) {
        QSignalSpy finished(reply, &QNetworkReply::finished);
        finished.wait(m_timeoutMs + 1000);
    }
    HttpResponse response = collect(reply);
    delete reply;
    return response;
}

HttpResponse TestHttp::get(const QString &pathAndQuery)
{
    return send(QByteArrayLiteral("GET"), pathAndQuery);
}

HttpResponse TestHttp::post(const QString &pathAndQuery, const QJsonObject &body)
{
    return send(QByteArrayLiteral("POST"), pathAndQuery, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

HttpResponse TestHttp::patch(const QString &pathAndQuery, const QJsonObject &body)
{
    return send(QByteArrayLiteral("PATCH"), pathAndQuery, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

HttpResponse TestHttp::del(const QString &pathAndQuery)
{
    return send(QByteArrayLiteral("DELETE"), pathAndQuery);
}

} // namespace Audience::Testing
