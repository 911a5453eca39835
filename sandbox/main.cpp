// Audience Sandbox: first cut. Answers GET /v0/pages with an empty list; the rest comes with issue 3.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHostAddress>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("audience-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AUDIENCE_VERSION_STRING));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Local implementation of the Audience Pages API v0."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption listen(QStringLiteral("listen"), QStringLiteral("Address to listen on (host:port)."),
                              QStringLiteral("host:port"), QStringLiteral("127.0.0.1:0"));
    parser.addOption(listen);
    parser.process(app);

    const QString hostPort = parser.value(listen);
    const qsizetype colon = hostPort.lastIndexOf(u':');
    const QHostAddress host(hostPort.left(colon));
    const quint16 port = hostPort.mid(colon + 1).toUShort();

    QByteArray key = qgetenv("AUDIENCE_SANDBOX_API_KEY");
    const bool generated = key.isEmpty();
    if (generated)
        key = QByteArray::number(QRandomGenerator::system()->generate64(), 16);

    QHttpServer server;
    server.route(QStringLiteral("/v0/pages"), QHttpServerRequest::Method::Get,
                 [key](const QHttpServerRequest &request) {
                     if (request.value("x-api-key") != key)
                         return QHttpServerResponse(QJsonObject{{QStringLiteral("error"),
                             QJsonObject{{QStringLiteral("code"), QStringLiteral("unauthorized")},
                                         {QStringLiteral("message"), QStringLiteral("Missing or wrong x-api-key.")}}}},
                             QHttpServerResponder::StatusCode::Unauthorized);
                     return QHttpServerResponse(QJsonObject{{QStringLiteral("items"), QJsonArray()},
                                                            {QStringLiteral("hasMore"), false},
                                                            {QStringLiteral("nextCursor"), QJsonValue::Null},
                                                            {QStringLiteral("totalCount"), 0}});
                 });
    const quint16 bound = server.listen(host, port);
    if (bound == 0) {
        std::fprintf(stderr, "audience-sandbox: cannot listen on %s\n", qPrintable(hostPort));
        return 1;
    }
    QJsonObject ready{{QStringLiteral("event"), QStringLiteral("ready")},
                      {QStringLiteral("url"), QStringLiteral("http://%1:%2").arg(host.toString()).arg(bound)}};
    if (generated)
        ready.insert(QStringLiteral("apiKey"), QString::fromLatin1(key));
    QTextStream(stdout) << QJsonDocument(ready).toJson(QJsonDocument::Compact) << Qt::endl;
    return QCoreApplication::exec();
}
