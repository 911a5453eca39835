#include "fakenetwork.h"

#include "fakereply.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>

namespace Audience::Testing {

QByteArray ReceivedRequest::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

bool ReceivedRequest::hasHeader(const QByteArray &name) const
{
    for (const auto &pair : headers) {
        if (pair.first.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString ReceivedRequest::queryValue(const QString &key) const
{
    return QUrlQuery(url).queryItemValue(key, QUrl::FullyDecoded);
}

bool ReceivedRequest::hasQuery(const QString &key) const
{
    return QUrlQuery(url).hasQueryItem(key);
}

QJsonObject ReceivedRequest::json() const
{
    return QJsonDocument::fromJson(body).object();
}

FakeResponse FakeResponse::json(int status, QByteArray body)
{
    FakeResponse response;
    response.status = status;
    response.body = std::move(body);
    response.withHeader("Content-Type", "application/json");
    return response;
}

FakeResponse FakeResponse::json(int status, const QJsonValue &body)
{
    const QJsonDocument document = body.isArray() ? QJsonDocument(body.toArray()) : QJsonDocument(body.toObject());
    return json(status, document.toJson(QJsonDocument::Compact));
}

FakeResponse FakeResponse::withStatus(int status)
{
    FakeResponse response;
    response.status = status;
    return response;
}

FakeResponse FakeResponse::error(int status, const QString &code, const QString &message)
{
    const QJsonObject inner{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    return json(status, QJsonObject{{QStringLiteral("error"), inner}});
}

FakeResponse FakeResponse::redirect(int status, const QUrl &location)
{
    FakeResponse response = withStatus(status);
    response.withHeader("Location", location.toEncoded());
    return response;
}

FakeResponse FakeResponse::hang()
{
    FakeResponse response;
    response.behaviour = Behaviour::Hang;
    return response;
}

static FakeResponse cut(FakeResponse::Behaviour behaviour, int status, QByteArray body, qsizetype cutAfter)
{
    FakeResponse response = FakeResponse::json(status, std::move(body));
    response.behaviour = behaviour;
    response.cutAfter = cutAfter;
    return response;
}

FakeResponse FakeResponse::dropMidBody(int status, QByteArray body, qsizetype cutAfter)
{
    return cut(Behaviour::DropMidBody, status, std::move(body), cutAfter);
}

FakeResponse FakeResponse::truncatedChunked(int status, QByteArray body, qsizetype cutAfter)
{
    return cut(Behaviour::TruncatedChunked, status, std::move(body), cutAfter);
}

FakeResponse FakeResponse::shortBody(int status, QByteArray body, qsizetype cutAfter)
{
    return cut(Behaviour::ShortBody, status, std::move(body), cutAfter);
}

FakeResponse FakeResponse::refuseConnection()
{
    FakeResponse response;
    response.behaviour = Behaviour::RefuseConnection;
    return response;
}

FakeResponse FakeResponse::resetConnection()
{
    FakeResponse response;
    response.behaviour = Behaviour::ResetConnection;
    return response;
}

FakeResponse FakeResponse::tlsFailure()
{
    FakeResponse response;
    response.behaviour = Behaviour::TlsFailure;
    return response;
}

FakeResponse FakeResponse::hostNotFound()
{
    FakeResponse response;
    response.behaviour = Behaviour::HostNotFound;
    return response;
}

FakeResponse &FakeResponse::withHeader(QByteArray name, QByteArray value)
{
    headers.append({std::move(name), std::move(value)});
    return *this;
}

FakeResponse &FakeResponse::withDelay(int ms)
{
    delayMs = ms;
    return *this;
}

FakeNetwork::FakeNetwork(QObject *parent)
    : QNetworkAccessManager(parent)
{
    qRegisterMetaType<Audience::Testing::ReceivedRequest>();
}

FakeNetwork::~FakeNetwork()
{
    // Replies are our children; make sure they stop counting against us before we go.
    const QList<FakeReply *> replies = findChildren<FakeReply *>();
    for (FakeReply *reply : replies)
        delete reply;
}

void FakeNetwork::route(const QByteArray &method, const QString &path, FakeResponse response)
{
    for (Route &existing : m_routes) {
        if (existing.method == method && existing.path == path) {
            existing.response = std::move(response);
            return;
        }
    }
    m_routes.append({method, path, std::move(response)});
}

void FakeNetwork::routeOnce(const QByteArray &method, const QString &path, FakeResponse response)
{
    m_onceRoutes.append({method, path, std::move(response)});
}

void FakeNetwork::setHandler(Handler handler)
{
    m_handler = std::move(handler);
}

void FakeNetwork::clearRoutes()
{
    m_routes.clear();
    m_onceRoutes.clear();
    m_handler = nullptr;
}

QList<ReceivedRequest> FakeNetwork::requestsTo(const QByteArray &method, const QString &path) const
{
    QList<ReceivedRequest> matching;
    for (const ReceivedRequest &request : m_requests) {
        if (request.method == method && request.path() == path)
            matching.append(request);
    }
    return matching;
}

FakeResponse FakeNetwork::answerFor(const ReceivedRequest &request)
{
    if (m_handler) {
        if (auto answer = m_handler(request))
            return *answer;
    }
    const QString path = request.path();
    for (qsizetype i = 0; i < m_onceRoutes.size(); ++i) {
        if (m_onceRoutes.at(i).method == request.method && m_onceRoutes.at(i).path == path)
            return m_onceRoutes.takeAt(i).response;
    }
    for (const Route &route : std::as_const(m_routes)) {
        if (route.method == request.method && route.path == path)
            return route.response;
    }
    return FakeResponse::error(404, QStringLiteral("not_found"),
                               QStringLiteral("no fake route for %1 %2").arg(QString::fromLatin1(request.method), path));
}

QNetworkReply *FakeNetwork::createRequest(Operation operation, const QNetworkRequest &request, QIODevice *outgoingData)
{
    ReceivedRequest received;
    switch (operation) {
    case HeadOperation: received.method = "HEAD"; break;
    case GetOperation: received.method = "GET"; break;
    case PutOperation: received.method = "PUT"; break;
    case PostOperation: received.method = "POST"; break;
    case DeleteOperation: received.method = "DELETE"; break;
    case CustomOperation: received.method = request.attribute(QNetworkRequest::CustomVerbAttribute).toByteArray(); break;
    case UnknownOperation: received.method = "UNKNOWN"; break;
    }
    received.url = request.url();
    for (const QByteArray &name : request.rawHeaderList())
        received.headers.append({name, request.rawHeader(name)});
    const QVariant contentType = request.header(QNetworkRequest::ContentTypeHeader);
    if (contentType.isValid() && !received.hasHeader("Content-Type"))
        received.headers.append({"Content-Type", contentType.toByteArray()});
    const QVariant userAgent = request.header(QNetworkRequest::UserAgentHeader);
    if (userAgent.isValid() && !received.hasHeader("User-Agent"))
        received.headers.append({"User-Agent", userAgent.toByteArray()});
    if (outgoingData)
        received.body = outgoingData->readAll();
    received.transferTimeoutMs = request.transferTimeout();
    m_requests.append(received);
    emit requestReceived(received);

    FakeResponse answer = answerFor(received);
    return new FakeReply(this, request, operation, received.method, std::move(answer));
}

} // namespace Audience::Testing
