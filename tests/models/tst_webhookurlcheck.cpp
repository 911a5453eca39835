// WebhookUrlCheck: what the service refuses is an error in words, plain http to another computer and
// private or link-local addresses are warnings, and the rest is fine.
#include "models/webhooks/webhookurlcheck.h"
#include "support/testmain.h"

#include <QTest>

Q_DECLARE_METATYPE(Audience::Models::WebhookUrlCheck::Level)

namespace tst_webhookurlcheck {

using Audience::Models::WebhookUrlCheck;
using Level = WebhookUrlCheck::Level;

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

        // Refused in words that name the wrong part, never with QUrl's text for developers.
        QTest::newRow("plus in host") << QStringLiteral("https://hooks+test.example.com/in") << Level::Error << QStringLiteral("DNS");
        QTest::newRow("sub-delim in host") << QStringLiteral("https://hooks=1.example.com/") << Level::Error << QStringLiteral("DNS");
        QTest::newRow("space in host") << QStringLiteral("https://hooks example.com/") << Level::Error
                                       << QStringLiteral("host name “hooks example.com” holds a space");
        QTest::newRow("angle in host") << QStringLiteral("https://ex<ample.com/") << Level::Error << QStringLiteral("host name");
        QTest::newRow("empty label") << QStringLiteral("https://hooks..example.com/") << Level::Error << QStringLiteral("between dots");
        QTest::newRow("port too big") << QStringLiteral("https://example.com:99999/in") << Level::Error << QStringLiteral("port “99999”");
        QTest::newRow("port not a number") << QStringLiteral("https://example.com:80a/in") << Level::Error << QStringLiteral("port");
        QTest::newRow("empty port") << QStringLiteral("https://example.com:/in") << Level::Fine << QString();
        QTest::newRow("port") << QStringLiteral("https://example.com:8443/in") << Level::Fine << QString();
        QTest::newRow("bad ipv6") << QStringLiteral("https://[fe80::zz]/") << Level::Error << QStringLiteral("IPv6");
        QTest::newRow("unclosed ipv6") << QStringLiteral("https://[::1/") << Level::Error << QStringLiteral("IPv6");
        QTest::newRow("no slashes") << QStringLiteral("https:example.com/in") << Level::Error << QStringLiteral("two slashes");
        QTest::newRow("space in path") << QStringLiteral("https://example.com/my hook") << Level::Error
                                       << QStringLiteral("path after the host name holds a space");
        QTest::newRow("brace in query") << QStringLiteral("https://example.com/in?x={1}") << Level::Error
                                        << QStringLiteral("query after “?” holds “{”");
        QTest::newRow("bad percent") << QStringLiteral("https://example.com/in%zz") << Level::Error << QStringLiteral("hexadecimal");
        QTest::newRow("fragment") << QStringLiteral("https://example.com/in#a b") << Level::Error << QStringLiteral("after “#”");
        QTest::newRow("encoded path") << QStringLiteral("https://example.com/my%20hook?a=b#c") << Level::Fine << QString();
        QTest::newRow("user info") << QStringLiteral("https://user@example.com/in") << Level::Fine << QString();
        QTest::newRow("unicode host") << QStringLiteral("https://bücher.example/in") << Level::Fine << QString();
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
        // QUrl::errorString() speaks of "source was", "scheme =", "Invalid hostname": never shown.
        for (const char *raw : {"source was", "scheme =", "Invalid hostname", "contains invalid characters"})
            QVERIFY2(!check.text.contains(QLatin1String(raw)), qPrintable(check.text));
    }

    void bothWarningsAreSaid()
    {
        const WebhookUrlCheck check = WebhookUrlCheck::check(QStringLiteral("http://10.0.0.5/"));
        QVERIFY(check.text.contains(QStringLiteral("unencrypted")));
        QVERIFY(check.text.contains(QStringLiteral("private")));
    }
};

} // namespace tst_webhookurlcheck

AUDIENCE_TEST_GUILESS_MAIN(tst_webhookurlcheck, TestWebhookUrlCheck)
#include "tst_webhookurlcheck.moc"
