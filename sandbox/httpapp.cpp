#include "httpapp.h"

#include "faultinjector.h"
#include "router.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QTcpSocket>

namespace Sandbox {

namespace {

QByteArray methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get: return QByteArrayLiteral("GET");
    case QHttpServerRequest::Method::Put: return QByteArrayLiteral("PUT");
    case QHttpServerRequest::Method::Delete: return QByteArrayLiteral("DELETE");
    case QHttpServerRequest::Method::Post: return QByteArrayLiteral("POST");
    case QHttpServerRequest::Method::Head: return QByteArrayLiteral("HEAD");
    case QHttpServerRequest::Method::Options: return QByteArrayLiteral("OPTIONS");
    case QHttpServerRequest::Method::Patch: return QByteArrayLiteral("PATCH");
    case QHttpServerRequest::Method::Connect: return QByteArrayLiteral("CONNECT");
    case QHttpServerRequest::Method::Trace: return QByteArrayLiteral("TRACE");
    default: return QByteArrayLiteral("UNKNOWN");
    }
}

void writeResponse(QHttpServerResponder &responder, const ApiResponse &response)
{
    // HeaderList is an initializer_list, so the extra headers go through the piecewise API.
    responder.writeStatusLine(QHttpServerResponder::StatusCode(response.status));
    responder.writeHeader(QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json"));
    responder.writeHeader(QByteArrayLiteral("Content-Length"), QByteArray::number(response.body.size()));
    for (const auto &header : response.headers)
        responder.writeHeader(header.first, header.second);
    responder.writeBody(response.body);
}

} // namespace

HttpApp::HttpApp(Router &router, FaultInjector *faults, QObject *parent)
    : QAbstractHttpServer(parent), m_router(router), m_faults(faults)
{
}

bool HttpApp::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // The responder writes status line, headers and body separately; without TCP_NODELAY a large
    // body's last segment waits for the client's delayed ACK (~40 ms).
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    QHttpServerResponder responder = makeResponder(request, socket);
    if (m_faults && m_faults->isEnabled()) {
        // The request object dies when we return; keep what the answer needs.
        const auto method = request.method();
        const QUrl url = request.url();
        const QByteArray body = request.body();
        const QByteArray key = request.value(QByteArrayLiteral("x-api-key"));
        m_faults->handle(this, std::move(responder),
                         [this, method, url, body, key](QHttpServerResponder &&ready) {
                             const ApiResponse response = m_router.dispatch(
                                 methodName(method), url.path(QUrl::FullyEncoded), QUrlQuery(url), body, key);
                             writeResponse(ready, response);
                         });
        return true;
    }
    answer(request, std::move(responder));
    return true;
}

void HttpApp::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // handleRequest() always answers, so this is unreachable; answer anyway rather than hang.
    answer(request, makeResponder(request, socket));
}

void HttpApp::answer(const QHttpServerRequest &request, QHttpServerResponder &&responder) const
{
    const QUrl url = request.url();
    const ApiResponse response = m_router.dispatch(methodName(request.method()), url.path(QUrl::FullyEncoded),
                                                   QUrlQuery(url), request.body(),
                                                   request.value(QByteArrayLiteral("x-api-key")));
    writeResponse(responder, response);
}

} // namespace Sandbox
