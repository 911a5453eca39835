#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPair>
#include <QString>
#include <QUrl>

namespace Audience::Testing {

// What came back for one request: the HTTP status (0 when no HTTP answer arrived), body and headers.
struct HttpResponse
{
    int status = 0;
    QByteArray body;
    QList<QNetworkReply::RawHeaderPair> headers;
    QNetworkReply::NetworkError networkError = QNetworkReply::NoError;
    QString networkErrorString;

    QJsonDocument json() const { return QJsonDocument::fromJson(body); }
    QJsonObject object() const { return json().object(); }
    QByteArray header(const QByteArray &name) const;
    // error.code of the contract's error shape, or an empty string.
    QString errorCode() const;
    // The "field" of every entry of error.details.
    QStringList detailFields() const;
    // One line for failure messages: "<status> <body, shortened>".
    QString describe() const;
};

// A small synchronous HTTP client for integration tests (tests may wait; production code may not).
// Every request carries the x-api-key header unless the key is empty.
class TestHttp
{
public:
    TestHttp(const QUrl &baseUrl, const QByteArray &apiKey, int timeoutMs = 15000);

    HttpResponse get(const QString &pathAndQuery);
    HttpResponse post(const QString &pathAndQuery, const QJsonObject &body);
    HttpResponse patch(const QString &pathAndQuery, const QJsonObject &body);
    HttpResponse del(const QString &pathAndQuery);
    // Any verb and any raw body; headers are added after x-api-key and Content-Type.
    HttpResponse send(const QByteArray &verb, const QString &pathAndQuery, const QByteArray &body = {},
                      const QList<QPair<QByteArray, QByteArray>> &headers = {});

    // Starts a request without waiting for it (for tests that keep several in flight).
    QNetworkReply *start(const QByteArray &verb, const QString &pathAndQuery, const QByteArray &body = {});
    static HttpResponse collect(QNetworkReply *reply);

    QUrl url(const QString &pathAndQuery) const;
    QNetworkAccessManager &network() { return m_network; }

    // Percent-encodes a query value (so "+" and spaces arrive as sent).
    static QString encode(const QString &value);

private:
    QUrl m_baseUrl;
    QByteArray m_apiKey;
    int m_timeoutMs;
    QNetworkAccessManager m_network;
};

} // namespace Audience::Testing
