#pragma once

#include <QAbstractHttpServer>

class QHttpServerResponder;

namespace Sandbox {

class FaultInjector;
class Router;

// The HTTP front: takes every request QAbstractHttpServer parses, hands it to the Router and writes
// the JSON answer. Subclassing QAbstractHttpServer (rather than routing through QHttpServer) gives us
// our own 404/405 answers and keeps every response synchronous (Qt 6.4 crashes on QPromise-backed
// futures). When fault injection is on, the FaultInjector decides per request before dispatch, and
// once more after an applied write (--fault-drop-after-write-rate: the answer is lost, the write stays).
class HttpApp : public QAbstractHttpServer
{
    Q_OBJECT
public:
    HttpApp(Router &router, FaultInjector *faults, QObject *parent = nullptr);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    void answer(const QHttpServerRequest &request, QHttpServerResponder &&responder) const;
    void answerWithFaults(const QHttpServerRequest &request, QTcpSocket *socket, QHttpServerResponder &&responder);

    Router &m_router;
    FaultInjector *m_faults;
};

} // namespace Sandbox
