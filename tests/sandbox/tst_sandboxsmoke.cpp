// The sandbox binary starts on a free port, prints its ready line and enforces the key.
#include "support/sandboxprocess.h"
#include "support/testmain.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

namespace tst_sandboxsmoke {

using Audience::Testing::SandboxProcess;

class TestSandboxSmoke : public QObject
{
    Q_OBJECT
private:
    static QNetworkReply *get(QNetworkAccessManager &nam, const QUrl &url, const QByteArray &key)
    {
        QNetworkRequest request(url);
        if (!key.isEmpty())
            request.setRawHeader("x-api-key", key);
        return nam.get(request);
    }

private slots:
    void answersPagesWithTheKeyAndRefusesWithout()
    {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        QCOMPARE(sandbox.baseUrl().host(), QStringLiteral("127.0.0.1"));
        QVERIFY(sandbox.baseUrl().port() > 0);

        QNetworkAccessManager nam;
        const QUrl pages = sandbox.baseUrl().resolved(QUrl(QStringLiteral("/v0/pages")));

        QNetworkReply *ok = get(nam, pages, sandbox.apiKey());
        QSignalSpy okDone(ok, &QNetworkReply::finished);
        QVERIFY(okDone.wait(10000));
        QCOMPARE(ok->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        const QJsonObject envelope = QJsonDocument::fromJson(ok->readAll()).object();
        QVERIFY(envelope.contains(QStringLiteral("items")));
        QVERIFY(envelope.contains(QStringLiteral("hasMore")));
        ok->deleteLater();

        QNetworkReply *refused = get(nam, pages, "wrong-key");
        QSignalSpy refusedDone(refused, &QNetworkReply::finished);
        QVERIFY(refusedDone.wait(10000));
        QCOMPARE(refused->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 401);
        refused->deleteLater();
    }
};

} // namespace tst_sandboxsmoke

AUDIENCE_TEST_GUILESS_MAIN(tst_sandboxsmoke, TestSandboxSmoke)
#include "tst_sandboxsmoke.moc"
