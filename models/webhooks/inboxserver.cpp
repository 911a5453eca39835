#include "models/webhooks/inboxserver.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QTcpSocket>

namespace Audience::Models {

InboxServer::InboxServer(QObject *parent)
    : QAbstractHttpServer(parent)
{
}

quint16 InboxServer::start()
{
    // Loopback only: the events are for this computer, and nothing else may post to it.
    m_port = listen(QHostAddress::LocalHost, 0);
    return m_port;
}

bool InboxServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    Request received;
    received.receivedAt = QDateTime::currentDateTimeUtc();
    switch (request.method()) {
    case QHttpServerRequest::Method::Post:
        received.method = QByteArrayLiteral("POST");
        break;
    case QHttpServerRequest::Method::Get:
        received.method = QByteArrayLiteral("GET");
        break;
    default:
        received.method = QByteArrayLiteral("OTHER");
        break;
    }
    received.path = request.url().path();
    received.headers = request.headers();
    received.body = request.body();

    QHttpServerResponder responder = makeResponder(request, socket);
    if (m_answer == Answer::NoAnswer) {
        // Held, unanswered, until the sender gives up and hangs up (the socket then goes).
        emit receivedRequest(received);
        return true;
    }
    const bool success = m_answer == Answer::Success;
    received.answeredWith = success ? 204 : 500;
    responder.writeStatusLine(success ? QHttpServerResponder::StatusCode::NoContent
                                      : QHttpServerResponder::StatusCode::InternalServerError);
    responder.writeHeader(QByteArrayLiteral("Content-Length"), QByteArrayLiteral("0"));
    responder.writeBody(QByteArray());
    emit receivedRequest(received);
    return true;
}

void InboxServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // handleRequest() takes every request; answer anyway rather than hang.
    QHttpServerResponder responder = makeResponder(request, socket);
    responder.write(QHttpServerResponder::StatusCode::NotFound);
}

} // namespace Audience::Models
