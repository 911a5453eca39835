#pragma once

#include "models/webhooks/inboxrequest.h"

#include <QAbstractHttpServer>

namespace Audience::Models {

// The inbox's listener: an HTTP server on 127.0.0.1 only (never another interface), on a port the
// system chooses. Every request is handed on as it came (receivedRequest) and answered as told: 204,
// 500, or never (the sender times out and retries).
class InboxServer : public QAbstractHttpServer
{
    Q_OBJECT
public:
    using Answer = InboxAnswer;
    using Request = InboxRequest;

    explicit InboxServer(QObject *parent = nullptr);
    // The port on 127.0.0.1, or 0 when it could not listen.
    quint16 start();
    quint16 port() const { return m_port; }
    void setAnswer(Answer answer) { m_answer = answer; }
    Answer answer() const { return m_answer; }

signals:
    void receivedRequest(const Audience::Models::InboxRequest &request);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    Answer m_answer = Answer::Success;
    quint16 m_port = 0;
};

} // namespace Audience::Models
