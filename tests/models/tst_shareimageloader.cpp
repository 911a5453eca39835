// The share-image loader of the previews (ShareImageLoader) against loopback servers on port 0:
// it sends no API key (nor cookie) to the image's origin, keeps an image for the session, stops at
// 8 MB with or without a Content-Length, gives up on a host that does not answer, and says why a
// dead address, a reserved name or a file that is no image could not be shown.
#include "rawhttpserver.h"

#include "models/workspace/shareimageloader.h"
#include "support/testmain.h"

#include <QBuffer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

namespace tst_shareimageloader {

using namespace Audience;
using Models::ShareImageLoader;
using State = ShareImageLoader::Result::State;

namespace {

QByteArray png(int width, int height)
{
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(Qt::darkCyan);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QByteArray answer(const QByteArray &body, const QByteArray &type = "image/png", bool withLength = true)
{
    QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: " + type + "\r\nConnection: close\r\n";
    if (withLength)
        head += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    return head + "\r\n" + body;
}

// Loads `url` and waits for its outcome.
ShareImageLoader::Result loaded(ShareImageLoader &loader, const QUrl &url)
{
    QSignalSpy finished(&loader, &ShareImageLoader::finished);
    loader.load(url);
    if (loader.result(url).state == State::Loading)
        finished.wait(10000);
    return loader.result(url);
}

} // namespace

class TestShareImageLoader : public QObject
{
    Q_OBJECT

private slots:
    void loadsWithoutTheKeyAndKeepsTheImage()
    {
        Testing::RawHttpServer server;
        QVERIFY(server.listen());
        server.setAnswer(answer(png(1200, 630)));
        ShareImageLoader loader;
        const QUrl url = server.url().resolved(QUrl(QStringLiteral("/og/card.png")));
        const auto result = loaded(loader, url);
        QCOMPARE(result.state, State::Loaded);
        QCOMPARE(result.image.size(), QSize(1200, 630));
        // Another origin than the service's: no key, no credentials of any kind.
        QCOMPARE(server.requestHeads().size(), 1);
        const QByteArray head = server.requestHeads().first().toLower();
        QVERIFY2(!head.contains("x-api-key") && !head.contains("authorization") && !head.contains("cookie"), head.constData());
        // Kept for the session: shown again, not asked again.
        loader.load(url);
        QCOMPARE(loader.result(url).state, State::Loaded);
        QCOMPARE(loader.requestCount(), 1);
        QCOMPARE(server.connections(), 1);
    }

    void stopsAtEightMegabytes_data()
    {
        QTest::addColumn<bool>("withLength");
        QTest::newRow("announced by Content-Length") << true;
        QTest::newRow("found while reading") << false;
    }

    void stopsAtEightMegabytes()
    {
        QFETCH(bool, withLength);
        Testing::RawHttpServer server;
        QVERIFY(server.listen());
        server.setAnswer(answer(QByteArray(ShareImageLoader::maxBytes + 1, 'x'), "image/png", withLength));
        ShareImageLoader loader;
        const auto result = loaded(loader, server.url().resolved(QUrl(QStringLiteral("/huge.png"))));
        QCOMPARE(result.state, State::Failed);
        QVERIFY2(result.error.contains(QStringLiteral("8.0 MB")), qPrintable(result.error));
    }

    void aDeadAddressSaysWhy()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close(); // nothing listens there any more
        ShareImageLoader loader;
        const auto result = loaded(loader, QUrl(QStringLiteral("http://127.0.0.1:%1/og.png").arg(port)));
        QCOMPARE(result.state, State::Failed);
        QVERIFY(!result.error.isEmpty());
    }

    void aHostThatDoesNotAnswerTimesOut()
    {
        Testing::RawHttpServer server;
        QVERIFY(server.listen());
        server.setAnswer({}); // accepts and hangs
        ShareImageLoader loader;
        loader.setTimeout(300);
        const auto result = loaded(loader, server.url().resolved(QUrl(QStringLiteral("/slow.png"))));
        QCOMPARE(result.state, State::Failed);
        QVERIFY2(result.error.contains(QStringLiteral("did not answer")), qPrintable(result.error));
    }

    void anErrorStatusOrNoImageSaysWhy()
    {
        Testing::RawHttpServer server;
        QVERIFY(server.listen());
        server.setAnswer("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        ShareImageLoader loader;
        const auto missing = loaded(loader, server.url().resolved(QUrl(QStringLiteral("/gone.png"))));
        QCOMPARE(missing.state, State::Failed);
        QVERIFY2(missing.error.contains(QStringLiteral("404")), qPrintable(missing.error));
        server.setAnswer(answer("<html>not an image</html>", "text/html"));
        const auto page = loaded(loader, server.url().resolved(QUrl(QStringLiteral("/page.png"))));
        QCOMPARE(page.state, State::Failed);
        QVERIFY2(page.error.contains(QStringLiteral("not an image")), qPrintable(page.error));
    }

    void reservedNamesAndOtherSchemesAreNotAsked()
    {
        ShareImageLoader loader;
        const auto reserved = loaded(loader, QUrl(QStringLiteral("https://cdn.lumenledger.example/og/pricing.png")));
        QCOMPARE(reserved.state, State::Failed);
        QVERIFY2(reserved.error.contains(QStringLiteral("cdn.lumenledger.example")), qPrintable(reserved.error));
        QCOMPARE(loaded(loader, QUrl(QStringLiteral("file:///etc/passwd"))).state, State::Failed);
        QCOMPARE(loader.requestCount(), 0);
    }
};

} // namespace tst_shareimageloader

AUDIENCE_TEST_MAIN(tst_shareimageloader, TestShareImageLoader)
#include "tst_shareimageloader.moc"
