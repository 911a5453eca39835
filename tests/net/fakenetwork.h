#pragma once

// An in-process fake of the network for tests of net/ and of the layers above it. A
// QNetworkAccessManager whose replies come from canned routes, always asynchronously through the
// event loop (never inside the call that made the request), and that can hang, delay, drop the
// connection mid-body, truncate, refuse or fail TLS on demand. Every request it receives is kept,
// headers and body included, so a test can assert on what was sent.
//
//   FakeNetwork network;
//   network.route("GET", "/v0/pages", FakeResponse::json(200, pageListJson));
//   network.routeOnce("GET", "/v0/pages", FakeResponse::status(503).withHeader("Retry-After", "0"));
//   ApiClient client(&network, &keys);  client.setBaseUrl(FakeNetwork::baseUrl());
//   …
//   QCOMPARE(network.requestsTo("GET", "/v0/pages").size(), 2);
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMetaType>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QUrl>

#include <functional>
#include <optional>
#include <utility>

namespace Audience::Testing {

// What the fake received: one entry per request, in order.
struct ReceivedRequest
{
    QByteArray method;
    QUrl url;
    QList<QNetworkReply::RawHeaderPair> headers;
    QByteArray body;
    int transferTimeoutMs = 0;

    QString path() const { return url.path(); }
    // A request header by name, case-insensitive; empty when absent.
    QByteArray header(const QByteArray &name) const;
    bool hasHeader(const QByteArray &name) const;
    // A query parameter's decoded value; empty when absent.
    QString queryValue(const QString &key) const;
    bool hasQuery(const QString &key) const;
    QJsonObject json() const;
};

// How the fake answers one request.
struct FakeResponse
{
    enum class Behaviour {
        Respond,            // status + headers + body, with a correct Content-Length
        Hang,               // never answers; the request's transfer timeout still ends it, as in Qt
        DropMidBody,        // headers (full Content-Length), `cutAfter` body bytes, then RemoteHostClosedError
        TruncatedChunked,   // headers without Content-Length, `cutAfter` bytes, then NoError (Qt 6.4's bug)
        ShortBody,          // full Content-Length announced, `cutAfter` bytes, then NoError
        RefuseConnection,   // ConnectionRefusedError, no HTTP status
        ResetConnection,    // RemoteHostClosedError before any header
        TlsFailure,         // SslHandshakeFailedError, no HTTP status
        HostNotFound,       // HostNotFoundError (no name lookup leaves the test)
    };

    Behaviour behaviour = Behaviour::Respond;
    int status = 200;
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;
    int delayMs = 0;        // before the headers arrive (the transfer timeout applies meanwhile)
    qsizetype cutAfter = 0; // for the behaviours that cut the body

    static FakeResponse json(int status, QByteArray body);
    static FakeResponse json(int status, const QJsonValue &body);
    static FakeResponse withStatus(int status); // empty body
    // An error body in the sandbox's shape: {"error":{"code","message"}}.
    static FakeResponse error(int status, const QString &code, const QString &message);
    static FakeResponse redirect(int status, const QUrl &location);
    static FakeResponse hang();
    static FakeResponse dropMidBody(int status, QByteArray body, qsizetype cutAfter);
    static FakeResponse truncatedChunked(int status, QByteArray body, qsizetype cutAfter);
    static FakeResponse shortBody(int status, QByteArray body, qsizetype cutAfter);
    static FakeResponse refuseConnection();
    static FakeResponse resetConnection();
    static FakeResponse tlsFailure();
    static FakeResponse hostNotFound();

    FakeResponse &withHeader(QByteArray name, QByteArray value);
    FakeResponse &withDelay(int ms);
};

class FakeNetwork : public QNetworkAccessManager
{
    Q_OBJECT
public:
    // Asked first for every request; std::nullopt falls through to the routes.
    using Handler = std::function<std::optional<FakeResponse>(const ReceivedRequest &)>;

    explicit FakeNetwork(QObject *parent = nullptr);
    ~FakeNetwork() override;

    // A base URL for clients of the fake (loopback, so the client's http:// rule is satisfied).
    static QUrl baseUrl() { return QUrl(QStringLiteral("http://127.0.0.1:9")); }

    // The standing answer to `method path` (path without query, e.g. "/v0/pages/page_demo_01").
    void route(const QByteArray &method, const QString &path, FakeResponse response);
    // Answers used once each, in order, before the standing one (e.g. two 503s, then the route).
    void routeOnce(const QByteArray &method, const QString &path, FakeResponse response);
    void setHandler(Handler handler);
    void clearRoutes();

    QList<ReceivedRequest> requests() const { return m_requests; }
    QList<ReceivedRequest> requestsTo(const QByteArray &method, const QString &path) const;
    void clearRequests() { m_requests.clear(); }
    // Replies the client aborted before they finished.
    int abortedCount() const { return m_aborted; }
    // Replies created and not yet finished.
    int openReplies() const { return m_open; }

signals:
    void requestReceived(const Audience::Testing::ReceivedRequest &request);

protected:
    QNetworkReply *createRequest(Operation operation, const QNetworkRequest &request, QIODevice *outgoingData) override;

private:
    friend class FakeReply;
    FakeResponse answerFor(const ReceivedRequest &request);

    struct Route
    {
        QByteArray method;
        QString path;
        FakeResponse response;
    };
    QList<Route> m_routes;
    QList<Route> m_onceRoutes;
    Handler m_handler;
    QList<ReceivedRequest> m_requests;
    int m_aborted = 0;
    int m_open = 0;
};

} // namespace Audience::Testing

Q_DECLARE_METATYPE(Audience::Testing::ReceivedRequest)
