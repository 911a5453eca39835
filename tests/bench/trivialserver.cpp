// The baseline of bench-sandbox.sh: the cheapest Qt HttpServer route there is, answering a constant
// JSON page, so the sandbox's own cost (routing, auth, SQLite, JSON writing) shows as a ratio.
// Prints the sandbox's ready line shape on stdout: {"event":"ready","url":"http://127.0.0.1:PORT"}.
#include <QCoreApplication>
#include <QHostAddress>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);

    // About the size of one demo page as the sandbox writes it.
    const QByteArray page = QByteArrayLiteral(
        R"({"actions":[{"actionId":"act_1","actionIndex":0,"purpose":"Book a demo","buttonTitle":"Book a demo",)"
        R"("actionType":"link","url":"https://example.com/demo"}],"actionCardWidgets":[],"archivedAt":null,)"
        R"("audiencesCount":5,"brandId":"brand_demo_1","createdAt":"2024-01-01T00:00:00.000Z","deletedAt":null,)"
        R"("footerLinks":[{"id":"fl_1","title":"Company","links":[{"id":"l_1","text":"About","url":"https://example.com/about"}]}],)"
        R"("name":"Spring launch","pageContext":"A landing page for the spring launch of the product, aimed at operations teams.",)"
        R"("pageId":"page_demo_01","pageType":"inbound","scripts":[],"status":"published","title":"Spring launch",)"
        R"("updatedAt":"2024-01-02T00:00:00.000Z","metadata":{"title":"Spring launch","description":"Launch page",)"
        R"("keywords":["launch"],"robots":["index"],"ogType":"website","twitterCard":"summary"}})");

    QHttpServer server;
    server.route(QStringLiteral("/v0/pages/<arg>"), [&page](const QString &) {
        return QHttpServerResponse(QByteArrayLiteral("application/json"), page);
    });
    const quint16 port = server.listen(QHostAddress::LocalHost, quint16(QCoreApplication::arguments().value(1).toUShort()));
    if (port == 0) {
        QTextStream(stderr) << "trivialserver: cannot listen\n";
        return 1;
    }
    QTextStream(stdout) << R"({"event":"ready","url":"http://127.0.0.1:)" << port << "\"}" << Qt::endl;
    return app.exec();
}
