// WebhookSignature against the Standard Webhooks scheme, read independently of the sandbox's signer:
// the scheme's published example, several signatures in one header, a changed body, a wrong secret,
// missing headers, and the five-minute tolerance.
#include "models/webhooks/webhooksignature.h"
#include "support/testmain.h"

#include <QTest>

namespace tst_webhooksignature {

using Audience::Models::WebhookSignature;
using Verdict = WebhookSignature::Verdict;

namespace {
// The example of the Standard Webhooks specification.
const QString secret = QStringLiteral("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw");
const QByteArray id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const QByteArray timestamp = "1614265330";
const QByteArray body = R"({"test": 2432232314})";
const QByteArray expected = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";
} // namespace

class TestWebhookSignature : public QObject
{
    Q_OBJECT
private slots:
    void theSpecificationsExample()
    {
        const auto key = WebhookSignature::keyFromSecret(secret);
        QVERIFY(key);
        QCOMPARE(WebhookSignature::sign(*key, id, timestamp, body), expected);
        QCOMPARE(WebhookSignature::verify(secret, id, timestamp, expected, body), Verdict::Valid);
    }

    void oneOfSeveralSignatures()
    {
        const QByteArray header = "v1,bm90IHRoaXMgb25l v1a,c29tZXRoaW5nIGVsc2U= " + expected;
        QCOMPARE(WebhookSignature::verify(secret, id, timestamp, header, body), Verdict::Valid);
    }

    void whatMakesItFail()
    {
        QCOMPARE(WebhookSignature::verify(secret, id, timestamp, expected, R"({"test": 2432232315})"), Verdict::Invalid);
        QCOMPARE(WebhookSignature::verify(secret, "msg_other", timestamp, expected, body), Verdict::Invalid);
        QCOMPARE(WebhookSignature::verify(secret, id, "1614265331", expected, body), Verdict::Invalid);
        QCOMPARE(WebhookSignature::verify(QStringLiteral("whsec_YXVkaWVuY2Utc2FuZGJveC1kZW1vLXNlY3JldC0x"), id, timestamp,
                                          expected, body),
                 Verdict::Invalid);
        // The signature without its version is not taken.
        QCOMPARE(WebhookSignature::verify(secret, id, timestamp, expected.mid(3), body), Verdict::Invalid);
        QCOMPARE(WebhookSignature::verify(secret, QByteArray(), timestamp, expected, body), Verdict::Missing);
        QCOMPARE(WebhookSignature::verify(secret, id, "yesterday", expected, body), Verdict::Missing);
        QCOMPARE(WebhookSignature::verify(secret, id, timestamp, QByteArray(), body), Verdict::Missing);
        QCOMPARE(WebhookSignature::verify(QString(), id, timestamp, expected, body), Verdict::NotChecked);
        QCOMPARE(WebhookSignature::verify(QStringLiteral("not-a-whsec"), id, timestamp, expected, body), Verdict::BadSecret);
        QCOMPARE(WebhookSignature::verify(QStringLiteral("whsec_!!!"), id, timestamp, expected, body), Verdict::BadSecret);
    }

    void fiveMinutesEitherWay()
    {
        const QDateTime sent = QDateTime::fromSecsSinceEpoch(1614265330, Qt::UTC);
        QVERIFY(!WebhookSignature::isTimestampOff(timestamp, sent));
        QVERIFY(!WebhookSignature::isTimestampOff(timestamp, sent.addSecs(300)));
        QVERIFY(WebhookSignature::isTimestampOff(timestamp, sent.addSecs(301)));
        QVERIFY(WebhookSignature::isTimestampOff(timestamp, sent.addSecs(-301)));
        QVERIFY(WebhookSignature::isTimestampOff("soon", sent));
        QCOMPARE(*WebhookSignature::skewSeconds(timestamp, sent.addSecs(42)), 42);
    }
};

} // namespace tst_webhooksignature

AUDIENCE_TEST_GUILESS_MAIN(tst_webhooksignature, TestWebhookSignature)
#include "tst_webhooksignature.moc"
