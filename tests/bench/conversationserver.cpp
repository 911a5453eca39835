// The workspace benchmark's service: answers GET /v0/pages/<p>/audiences/<a>/messages with the
// 2 000-message conversation of conversationfixture.h, and GET /v0/pages with an empty list. A
// process of its own, so its work is not on the measured GUI thread. Prints the sandbox's ready line.
#include "conversationfixture.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int count = QCoreApplication::arguments().value(1, QStringLiteral("2000")).toInt();
    const QByteArray conversation = Audience::Bench::conversationJson(count);
    QHttpServer server;
    server.route(QStringLiteral("/v0/pages/<arg>/audiences/<arg>/messages"), [&conversation](const QString &, const QString &) {
        return QHttpServerResponse(QByteArrayLiteral("application/json"), conversation);
    });
    server.route(QStringLiteral("/v0/pages"), [] {
        return QHttpServerResponse(QByteArrayLiteral("application/json"),
                                   QByteArrayLiteral(R"({"items":[],"hasMore":false,"nextCursor":null,"totalCount":0})"));
    });
    const quint16 port = server.listen(QHostAddress::LocalHost, 0);
    if (port == 0)
        return 1;
    QTextStream(stdout) << "{\"event\":\"ready\",\"url\":\"http://127.0.0.1:" << port << "\"}\n" << Qt::flush;
    return app.exec();
}
