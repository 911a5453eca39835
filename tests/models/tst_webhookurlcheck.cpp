// WebhookUrlCheck: what the service refuses is an error in words, plain http to another computer and
// private or link-local addresses are warnings, and the rest is fine.
#include "models/webhooks/webhookurlcheck.h"

#include <QTest>

using Audience::Models::WebhookUrlCheck;
using Level = WebhookUrlCheck::Level;

Q_DECLARE_METATYPE(WebhookUrlCheck::Level)

class TestWebhookUrlCheck : public QObject
{
    Q_OBJECT
private slots:
    void levels_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<Level>("level");
        QTest::addColumn<QString>("mentions");

        QTest::newRow("https") << QStringLiteral("https://hooks.example.com/in") << Level::Fine << QString();
        QTest::newRow("loopback http") << QStringLiteral("http://127.0.0.1:8080/hook") << Level::Fine << QString();
        QTest::newRow("localhost http") << QStringLiteral("http://localhost/hook") << Level::Fine << QString();
        QTest::newRow("ipv6 loopback") << QStringLiteral("http://[::1]:9000/") << Level::Fine << QString();
        QTest::newRow("empty") << QString() << Level::Error << QStringLiteral("Enter");
        QTest::newRow("spaces") << QStringLiteral("   ") << Level::Error << QStringLiteral("Enter");
        QTest::newRow("leading space") << QStringLiteral(" https://example.com") << Level::Error << QStringLiteral("space");
        QTest::newRow("relative") << QStringLiteral("/webhooks") << Level::Error << QStringLiteral("complete");
        QTest::newRow("ftp") << QStringLiteral("ftp://example.com/x") << Level::Error << QStringLiteral("ftp");
        QTest::newRow("no host") << QStringLiteral("https:///path") << Level::Error << QStringLiteral("host");
        QTest::newRow("mailto") << QStringLiteral("mailto:someone@example.com") << Level::Error << QStringLiteral("mailto");
        QTest::newRow("too long") << (QStringLiteral("https://example.com/") + QString(2029, u'a')) << Level::Error
                                  << QStringLiteral("2049");
        QTest::newRow("longest allowed") << (QStringLiteral("https://example.com/") + QString(2028, u'a')) << Level::Fine
                                         << QString();
        QTest::newRow("plain http remote") << QStringLiteral("http://example.com/hook") << Level::Warning
                                           << QStringLiteral("unencrypted");
        QTest::newRow("private https") << QStringLiteral("https://192.168.1.20/hook") << Level::Warning
                                       << QStringLiteral("private");
        QTest::newRow("private 10/8") << QStringLiteral("https://10.1.2.3/") << Level::Warning << QStringLiteral("private");
        QTest::newRow("private 172.16/12") << QStringLiteral("https://172.20.0.1/") << Level::Warning << QStringLiteral("private");
        QTest::newRow("public 172.32") << QStringLiteral("https://172.32.0.1/") << Level::Fine << QString();
        QTest::newRow("link-local") << QStringLiteral("https://169.254.10.10/") << Level::Warning << QStringLiteral("link-local");
        QTest::newRow("link-local v6") << QStringLiteral("https://[fe80::1]/") << Level::Warning << QStringLiteral("link-local");
        QTest::newRow("unique local v6") << QStringLiteral("https://[fd00::1]/") << Level::Warning << QStringLiteral("private");
        QTest::newRow("both warnings") << QStringLiteral("http://10.0.0.5/") << Level::Warning << QStringLiteral("unencrypted");
    }

    void levels()
    {
        QFETCH(QString, url);
        QFETCH(Level, level);
        QFETCH(QString, mentions);
        const WebhookUrlCheck check = WebhookUrlCheck::check(url);
        QCOMPARE(check.level, level);
        QCOMPARE(check.text.isEmpty(), level == Level::Fine);
        if (!mentions.isEmpty())
            QVERIFY2(check.text.contains(mentions, Qt::CaseInsensitive), qPrintable(check.text));
    }

    void bothWarningsAreSaid()
    {
        const WebhookUrlCheck check = WebhookUrlCheck::check(QStringLiteral("http://10.0.0.5/"));
        QVERIFY(check.text.contains(QStringLiteral("unencrypted")));
        QVERIFY(check.text.contains(QStringLiteral("private")));
    }
};

QTEST_GUILESS_MAIN(TestWebhookUrlCheck)
#include "tst_webhookurlcheck.moc"
