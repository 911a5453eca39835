#pragma once

// What bench_journal and bench_storelock share: a loopback server that accepts every message at
// once, and the nearest-rank percentile of their per-write figures.
#include <QHostAddress>
#include <QList>
#include <QTcpServer>
#include <QTcpSocket>

#include <algorithm>

namespace Audience::Bench {

// Answers every request at once with a MessageAccepted, keep-alive (so the client's own connection
// handling is the same in every run), on a port of its own (port 0).
class AcceptingServer : public QTcpServer
{
public:
    AcceptingServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                    const int requests = int(socket->readAll().count("HTTP/1.1"));
                    static const QByteArray body = R"({"accepted":true,"audienceId":"aud_1","clientMessageId":"x","versionId":"ver_2"})";
                    for (int i = 0; i < requests; ++i)
                        socket->write("HTTP/1.1 202 Accepted\r\nContent-Type: application/json\r\nContent-Length: "
                                      + QByteArray::number(body.size()) + "\r\n\r\n" + body);
                });
            }
        });
        listen(QHostAddress::LocalHost, 0);
    }
};

// The nearest-rank percentile (p from 0 to 1) of `values`; 0 when there are none.
inline double percentile(QList<double> values, double p)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(qMin(values.size() - 1, qsizetype(p * double(values.size() - 1) + 0.5)));
}

} // namespace Audience::Bench
