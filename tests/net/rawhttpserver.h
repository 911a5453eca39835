#pragma once

// A tiny loopback HTTP/1.1 server for tests: port 0, one canned raw answer per request, keeps the
// raw request heads it received. It can also hang (accept and never answer).
#include <QByteArray>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

namespace Audience::Testing {

class RawHttpServer : public QObject
{
    Q_OBJECT
public:
    explicit RawHttpServer(QObject *parent = nullptr)
        : QObject(parent)
    {
        connect(&m_server, &QTcpServer::newConnection, this, &RawHttpServer::accept);
    }

    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    quint16 port() const { return m_server.serverPort(); }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port())); }

    // The raw bytes written for every request; empty means "hang".
    void setAnswer(QByteArray raw) { m_answer = std::move(raw); }
    int connections() const { return m_connections; }
    QList<QByteArray> requestHeads() const { return m_heads; }

private:
    void accept()
    {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            ++m_connections;
            socket->setParent(this);
            auto buffer = std::make_shared<QByteArray>();
            connect(socket, &QTcpSocket::readyRead, this, [this, socket, buffer] {
                buffer->append(socket->readAll());
                const qsizetype end = buffer->indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                m_heads.append(buffer->left(end));
                buffer->remove(0, end + 4);
                if (m_answer.isEmpty())
                    return; // hang
                socket->write(m_answer);
                socket->disconnectFromHost();
            });
        }
    }

    QTcpServer m_server;
    QByteArray m_answer;
    QList<QByteArray> m_heads;
    int m_connections = 0;
};

} // namespace Audience::Testing
