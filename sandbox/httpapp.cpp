#include "httpapp.h"

#include "faultinjector.h"
#include "router.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

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
        answerWithFaults(request, socket, std::move(responder));
        return true;
    }
    answer(request, std::move(responder));
    return true;
}

void HttpApp::answerWithFaults(const QHttpServerRequest &request, QTcpSocket *socket, QHttpServerResponder &&responder)
{
    // The request object dies when handleRequest() returns: keep what the answer needs.
    const QByteArray method = methodName(request.method());
    const QUrl url = request.url();
    const FaultInjector::Decision decision = m_faults->decide(url.path());
    const QByteArray body = request.body();
    const QByteArray key = request.value(QByteArrayLiteral("x-api-key"));
    const auto finish = [this, decision, method, url, body, key](QHttpServerResponder &&ready) {
        if (decision.kind != FaultInjector::Kind::None) {
            FaultInjector::answerFault(decision, std::move(ready));
            return;
        }
        const ApiResponse response = m_router.dispatch(method, url.path(QUrl::FullyEncoded), QUrlQuery(url), body, key);
        // The write is committed by now: losing the answer leaves the client not knowing it was applied.
        if (FaultInjector::isAppliedWrite(method, response.status, response.replay) && m_faults->dropsAfterWrite()) {
            FaultInjector::answerFault(FaultInjector::Decision{0, FaultInjector::Kind::Drop, 0}, std::move(ready));
            return;
        }
        writeResponse(ready, response);
    };
    if (decision.latencyMs <= 0) {
        finish(std::move(responder));
        return;
    }
    // Qt 6.4's responder keeps a raw socket pointer: when the client hangs up during the delay the
    // socket is deleted, and neither writing nor destroying the responder is safe any more. The
    // QPointer tells; a responder whose socket is gone is deliberately leaked (a few bytes, and
    // only with --fault-latency-ms).
    const QPointer<QTcpSocket> guard(socket);
    auto *held = new QHttpServerResponder(std::move(responder));
    QTimer::singleShot(decision.latencyMs, this, [guard, held, finish]() {
        if (!guard || guard->state() != QAbstractSocket::ConnectedState)
            return;
        finish(std::move(*held));
        delete held;
    });
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
