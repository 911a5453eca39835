// Webhook deliveries of the sandbox: the Standard Webhooks signature and headers, the payload, retries
// after failures, redirects not followed, only loopback targets by default, and the delivery records.
// The dispatcher is compiled into this test and talks to a QHttpServer receiver on a free loopback port;
// the last cases run the real sandbox binary: one audience message followed to its two events, and
// the demo's subscription seeded paused, so nothing is sent to its URL, where nothing listens.
#include "database.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "webhookdispatcher.h"
#include "webhooksigner.h"
#include "support/testmain.h"

#include <QDateTime>
#include <QHostAddress>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_sandbox_webhooks {

using Sandbox::WebhookDispatcher;
using Sandbox::WebhookSigner;

namespace {

// The real sandbox on the demo data, with no processing delay: the versions the seed left in
// flight are processed at once, and announced.
bool startDemo(Audience::Testing::SandboxProcess &sandbox)
{
    return sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                          QStringLiteral("--processing-delay-ms"), QStringLiteral("0")});
}

// A webhook endpoint that records what it receives and answers with scripted statuses.
class Receiver
{
public:
    struct Hit
    {
        QString path;
        QByteArray body;
        QByteArray id, timestamp, signature, contentType;
    };

    Receiver()
    {
        const auto handler = [this](const QHttpServerRequest &request) {
            hits.append({request.url().path(), request.body(), request.value("webhook-id"),
                         request.value("webhook-timestamp"), request.value("webhook-signature"),
                         request.value("content-type")});
            const int status = statuses.isEmpty() ? 200 : statuses.takeFirst();
            QHttpServerResponse response(QByteArrayLiteral("ok"), QHttpServerResponse::StatusCode(status));
            if (status >= 300 && status < 400)
                response.addHeader(QByteArrayLiteral("Location"), url(QStringLiteral("/elsewhere")).toEncoded());
            return response;
        };
        server.route(QStringLiteral("/hook"), handler);
        server.route(QStringLiteral("/elsewhere"), handler);
        port = server.listen(QHostAddress::LocalHost, 0);
    }

    QUrl url(const QString &path = QStringLiteral("/hook")) const
    {
        QUrl result(QStringLiteral("http://127.0.0.1"));
        result.setPort(port);
        result.setPath(path);
        return result;
    }

    QHttpServer server;
    quint16 port = 0;
    QList<int> statuses; // answers for the next hits; 200 once empty
    QList<Hit> hits;
};

QString freeClosedPortUrl()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    return QStringLiteral("http://127.0.0.1:%1/hook").arg(port);
}

} // namespace

class TestSandboxWebhooks : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<Sandbox::Database> m_database;
    std::unique_ptr<WebhookDispatcher> m_dispatcher;
    int m_connection = 0;

    void addSubscription(const QString &id, const QString &url, const QVariant &events = {}, bool active = true,
                         const QString &secret = QStringLiteral("whsec_c2FuZGJveC10ZXN0LXNlY3JldC0wMDE="))
    {
        QSqlQuery insert(m_database->connection());
        insert.prepare(QStringLiteral("INSERT INTO webhook_subscriptions (id, url, events_json, active, secret, created_at,"
                                      " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)"));
        insert.addBindValue(id);
        insert.addBindValue(url);
        insert.addBindValue(events.isValid() ? events : QVariant(QMetaType::fromType<QString>()));
        insert.addBindValue(active ? 1 : 0);
        insert.addBindValue(secret);
        const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
        insert.addBindValue(now);
        insert.addBindValue(now);
        QVERIFY(insert.exec());
    }

    QVariantMap deliveryRow(const QString &deliveryId)
    {
        QSqlQuery query(m_database->connection());
        query.prepare(QStringLiteral("SELECT status, attempts, last_status_code, last_error, delivered_at, subscription_id,"
                                     " event_type FROM webhook_deliveries WHERE id = ?"));
        query.addBindValue(deliveryId);
        if (!query.exec() || !query.next())
            return {};
        return {{QStringLiteral("status"), query.value(0)},     {QStringLiteral("attempts"), query.value(1)},
                {QStringLiteral("code"), query.value(2)},       {QStringLiteral("error"), query.value(3)},
                {QStringLiteral("deliveredAt"), query.value(4)}, {QStringLiteral("subscription"), query.value(5)},
                {QStringLiteral("type"), query.value(6)}};
    }

    int deliveryCount()
    {
        QSqlQuery query(m_database->connection());
        return query.exec(QStringLiteral("SELECT COUNT(*) FROM webhook_deliveries")) && query.next() ? query.value(0).toInt() : -1;
    }

private slots:
    void init()
    {
        m_database = std::make_unique<Sandbox::Database>(QStringLiteral(":memory:"),
                                                         QStringLiteral("webhooks-%1").arg(++m_connection));
        QString error;
        QVERIFY2(m_database->open(&error), qPrintable(error));
        m_dispatcher = std::make_unique<WebhookDispatcher>(m_database->connection());
        Sandbox::WebhookRetryPolicy fast;
        fast.maxAttempts = 3;
        fast.initialDelayMs = 20;
        fast.attemptTimeoutMs = 5000;
        m_dispatcher->setRetryPolicy(fast);
    }

    void cleanup()
    {
        m_dispatcher.reset();
        m_database.reset();
    }

    void signerMatchesTheStandardWebhooksExample()
    {
        // The example of the Standard Webhooks specification.
        const QByteArray key = WebhookSigner::keyFromSecret(QStringLiteral("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"), {});
        QCOMPARE(WebhookSigner::signature(key, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, R"({"test": 2432232314})"),
                 QByteArray("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="));
        QCOMPARE(WebhookSigner::keyFromSecret(QStringLiteral("plain"), QStringLiteral("whsub_1")), QByteArray("plain"));
        QCOMPARE(WebhookSigner::keyFromSecret(QString(), QStringLiteral("whsub_1")), QByteArray("audience-sandbox:whsub_1"));
    }

    void deliversASignedEvent()
    {
        Receiver receiver;
        QVERIFY(receiver.port != 0);
        addSubscription(QStringLiteral("whsub_a"), receiver.url().toString());
        QSignalSpy finished(m_dispatcher.get(), &WebhookDispatcher::deliveryFinished);

        const QJsonObject data{{QStringLiteral("versionId"), QStringLiteral("ver_demo_001_2")}};
        const QString eventId = m_dispatcher->publish(QStringLiteral("page.version.created"), data);
        QVERIFY(eventId.startsWith(QStringLiteral("evt_")));
        QCOMPARE(receiver.hits.size(), 0); // publish() only starts the work
        QCOMPARE(deliveryCount(), 1);

        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("delivered"));
        QCOMPARE(receiver.hits.size(), 1);
        const Receiver::Hit hit = receiver.hits.at(0);
        QCOMPARE(hit.id, eventId.toUtf8());
        QVERIFY(hit.contentType.startsWith("application/json"));
        const qint64 sentAt = hit.timestamp.toLongLong();
        QVERIFY(qAbs(sentAt - QDateTime::currentSecsSinceEpoch()) < 300);

        // Verify the signature as a receiver would, without the sandbox's signer.
        QMessageAuthenticationCode mac(QCryptographicHash::Sha256, QByteArray("sandbox-test-secret-001"));
        mac.addData(hit.id + '.' + hit.timestamp + '.' + hit.body);
        QCOMPARE(hit.signature, QByteArray("v1," + mac.result().toBase64()));

        const QJsonObject body = QJsonDocument::fromJson(hit.body).object();
        QCOMPARE(body.value(u"id").toString(), eventId);
        QCOMPARE(body.value(u"type").toString(), QStringLiteral("page.version.created"));
        QCOMPARE(body.value(u"data").toObject(), data);
        static const QRegularExpression iso(QStringLiteral(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$)"));
        QVERIFY2(iso.match(body.value(u"timestamp").toString()).hasMatch(), qPrintable(body.value(u"timestamp").toString()));

        const QVariantMap row = deliveryRow(finished.at(0).at(0).toString());
        QCOMPARE(row.value(QStringLiteral("status")).toString(), QStringLiteral("delivered"));
        QCOMPARE(row.value(QStringLiteral("attempts")).toInt(), 1);
        QCOMPARE(row.value(QStringLiteral("code")).toInt(), 200);
        QVERIFY(!row.value(QStringLiteral("deliveredAt")).isNull());
    }

    void retriesAfterAServerError()
    {
        Receiver receiver;
        receiver.statuses = {500};
        addSubscription(QStringLiteral("whsub_a"), receiver.url().toString());
        QSignalSpy attempted(m_dispatcher.get(), &WebhookDispatcher::deliveryAttempted);
        QSignalSpy finished(m_dispatcher.get(), &WebhookDispatcher::deliveryFinished);
        m_dispatcher->publish(QStringLiteral("page.version.processed"), {});

        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("delivered"));
        QCOMPARE(attempted.size(), 2);
        QCOMPARE(attempted.at(0).at(2).toInt(), 500);
        QCOMPARE(attempted.at(0).at(3).toBool(), false);
        QCOMPARE(attempted.at(1).at(2).toInt(), 200);
        QCOMPARE(receiver.hits.size(), 2);
        QCOMPARE(receiver.hits.at(1).id, receiver.hits.at(0).id);     // same message id on a retry
        QCOMPARE(receiver.hits.at(1).body, receiver.hits.at(0).body); // and the same body
        QCOMPARE(deliveryRow(finished.at(0).at(0).toString()).value(QStringLiteral("attempts")).toInt(), 2);
    }

    void givesUpAfterTheLastAttempt()
    {
        Receiver receiver;
        receiver.statuses = {503, 503, 503, 503};
        addSubscription(QStringLiteral("whsub_a"), receiver.url().toString());
        QSignalSpy finished(m_dispatcher.get(), &WebhookDispatcher::deliveryFinished);
        m_dispatcher->publish(QStringLiteral("form.submitted"), {});
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("failed"));
        QCOMPARE(receiver.hits.size(), 3);
        const QVariantMap row = deliveryRow(finished.at(0).at(0).toString());
        QCOMPARE(row.value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
        QCOMPARE(row.value(QStringLiteral("attempts")).toInt(), 3);
        QCOMPARE(row.value(QStringLiteral("code")).toInt(), 503);
    }

    void retriesAfterANetworkError()
    {
        addSubscription(QStringLiteral("whsub_a"), freeClosedPortUrl());
        QSignalSpy attempted(m_dispatcher.get(), &WebhookDispatcher::deliveryAttempted);
        QSignalSpy finished(m_dispatcher.get(), &WebhookDispatcher::deliveryFinished);
        m_dispatcher->publish(QStringLiteral("form.enriched"), {});
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("failed"));
        QCOMPARE(attempted.size(), 3);
        QCOMPARE(attempted.at(0).at(2).toInt(), 0);
        QVERIFY(deliveryRow(finished.at(0).at(0).toString()).value(QStringLiteral("error")).toString().startsWith(
            QStringLiteral("network error")));
    }

    void doesNotFollowRedirects()
    {
        Receiver receiver;
        receiver.statuses = {307, 307, 307};
        addSubscription(QStringLiteral("whsub_a"), receiver.url().toString());
        QSignalSpy finished(m_dispatcher.get(), &WebhookDispatcher::deliveryFinished);
        m_dispatcher->publish(QStringLiteral("page.version.published"), {});
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("failed"));
        for (const Receiver::Hit &hit : std::as_const(receiver.hits))
            QCOMPARE(hit.path, QStringLiteral("/hook"));
    }

    void skipsNonLoopbackTargetsByDefault()
    {
        Receiver receiver;
        addSubscription(QStringLiteral("whsub_remote"), QStringLiteral("http://192.0.2.10:9/hook")); // TEST-NET-1
        addSubscription(QStringLiteral("whsub_ftp"), QStringLiteral("ftp://127.0.0.1/hook"));
        addSubscription(QStringLiteral("whsub_local"), receiver.url().toString());
        QSignalSpy finished(m_dispatcher.get(), &WebhookDispatcher::deliveryFinished);
        m_dispatcher->publish(QStringLiteral("page.version.created"), {});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 10000);
        QHash<QString, QString> statusBySubscription;
        for (const QList<QVariant> &signal : std::as_const(finished)) {
            const QVariantMap row = deliveryRow(signal.at(0).toString());
            QCOMPARE(row.value(QStringLiteral("status")).toString(), signal.at(1).toString());
            statusBySubscription.insert(row.value(QStringLiteral("subscription")).toString(), signal.at(1).toString());
        }
        QCOMPARE(statusBySubscription.value(QStringLiteral("whsub_remote")), QStringLiteral("skipped"));
        QCOMPARE(statusBySubscription.value(QStringLiteral("whsub_ftp")), QStringLiteral("skipped"));
        QCOMPARE(statusBySubscription.value(QStringLiteral("whsub_local")), QStringLiteral("delivered"));
        QCOMPARE(receiver.hits.size(), 1);

        QVERIFY(WebhookDispatcher::isLoopbackTarget(QUrl(QStringLiteral("http://localhost:8080/x"))));
        QVERIFY(WebhookDispatcher::isLoopbackTarget(QUrl(QStringLiteral("http://[::1]:8080/x"))));
        QVERIFY(WebhookDispatcher::isLoopbackTarget(QUrl(QStringLiteral("https://127.0.0.2/x"))));
        QVERIFY(!WebhookDispatcher::isLoopbackTarget(QUrl(QStringLiteral("http://example.com/x"))));
        QVERIFY(!WebhookDispatcher::isLoopbackTarget(QUrl(QStringLiteral("http://localhost.example.com/x"))));
        QVERIFY(!WebhookDispatcher::isLoopbackTarget(QUrl(QStringLiteral("file:///etc/passwd"))));
    }

    void selectsSubscriptionsByEventAndActivity()
    {
        Receiver receiver;
        const QString url = receiver.url().toString();
        addSubscription(QStringLiteral("whsub_published_only"), url, QStringLiteral(R"(["page.version.published"])"));
        addSubscription(QStringLiteral("whsub_inactive"), url, {}, false);
        addSubscription(QStringLiteral("whsub_created"), url, QStringLiteral(R"(["form.submitted","page.version.created"])"));
        addSubscription(QStringLiteral("whsub_none"), url, QStringLiteral("[]"));
        QSignalSpy finished(m_dispatcher.get(), &WebhookDispatcher::deliveryFinished);
        m_dispatcher->publish(QStringLiteral("page.version.created"), {});
        QVERIFY(finished.wait(10000));
        QCOMPARE(deliveryCount(), 1);
        QCOMPARE(deliveryRow(finished.at(0).at(0).toString()).value(QStringLiteral("subscription")).toString(),
                 QStringLiteral("whsub_created"));

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("unknown event type")));
        QVERIFY(m_dispatcher->publish(QStringLiteral("page.deleted"), {}).isEmpty());
        QCOMPARE(deliveryCount(), 1);
    }

    void resumesPendingDeliveries()
    {
        Receiver receiver;
        addSubscription(QStringLiteral("whsub_a"), receiver.url().toString(), {}, true, QStringLiteral(""));
        QSqlQuery insert(m_database->connection());
        QVERIFY(insert.exec(QStringLiteral(
            "INSERT INTO webhook_deliveries (id, subscription_id, event_id, event_type, payload_json, status, attempts,"
            " next_attempt_at, created_at, updated_at) VALUES ('whdel_left', 'whsub_a', 'evt_left', 'form.submitted',"
            " '{\"id\":\"evt_left\"}', 'pending', 1, '2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z',"
            " '2000-01-01T00:00:00.000Z')")));
        QSignalSpy finished(m_dispatcher.get(), &WebhookDispatcher::deliveryFinished);
        QCOMPARE(m_dispatcher->resumePending(), 1);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).toString(), QStringLiteral("whdel_left"));
        QCOMPARE(receiver.hits.size(), 1);
        QCOMPARE(receiver.hits.at(0).id, QByteArray("evt_left"));
        // An empty secret is signed with the documented fallback key.
        QMessageAuthenticationCode mac(QCryptographicHash::Sha256, QByteArray("audience-sandbox:whsub_a"));
        mac.addData(QByteArray("evt_left.") + receiver.hits.at(0).timestamp + '.' + receiver.hits.at(0).body);
        QCOMPARE(receiver.hits.at(0).signature, QByteArray("v1," + mac.result().toBase64()));
        QCOMPARE(deliveryRow(QStringLiteral("whdel_left")).value(QStringLiteral("attempts")).toInt(), 2);
    }

    void realSandboxAnnouncesAVersionFromCreationToProcessing()
    {
        Receiver receiver;
        Audience::Testing::SandboxProcess sandbox;
        QVERIFY2(startDemo(sandbox), qPrintable(sandbox.errorString()));
        Audience::Testing::TestHttp http(sandbox.baseUrl(), sandbox.apiKey());
        // The demo's subscription is seeded paused (nothing listens at its URL): a receiver, and on.
        const auto patched = http.patch(QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1"),
                                        {{QStringLiteral("url"), receiver.url().toString()}, {QStringLiteral("active"), true}});
        QVERIFY2(patched.status == 200, qPrintable(patched.describe()));
        const auto accepted = http.post(QStringLiteral("/v0/pages/page_demo_02/audiences/aud_demo_006/messages"),
                                        {{QStringLiteral("message"), QStringLiteral("Add keyword \"webhooks\"")}});
        QVERIFY2(accepted.status == 202, qPrintable(accepted.describe()));
        const QString versionId = accepted.object().value(u"versionId").toString();
        QVERIFY(!versionId.isEmpty());

        // Events about this version only (versions the seed left in flight are announced too).
        const auto eventsForVersion = [&receiver, &versionId]() {
            QList<QJsonObject> events;
            for (const Receiver::Hit &hit : std::as_const(receiver.hits)) {
                const QJsonObject event = QJsonDocument::fromJson(hit.body).object();
                if (event.value(u"data").toObject().value(u"version").toObject().value(u"versionId").toString() == versionId)
                    events.append(event);
            }
            return events;
        };
        QTRY_COMPARE_WITH_TIMEOUT(eventsForVersion().size(), 2, 20000);
        QStringList types;
        for (const QJsonObject &event : eventsForVersion())
            types.append(event.value(u"type").toString());
        types.sort();
        QCOMPARE(types, (QStringList{QStringLiteral("page.version.created"), QStringLiteral("page.version.processed")}));
        for (const QJsonObject &event : eventsForVersion()) {
            QCOMPARE(event.value(u"data").toObject().value(u"audienceId").toString(), QStringLiteral("aud_demo_006"));
            QCOMPARE(event.value(u"data").toObject().value(u"pageId").toString(), QStringLiteral("page_demo_02"));
        }

        // Every delivery is signed with whsub_demo_1's documented secret, whsec_<base64 of this key>.
        const QByteArray key("audience-sandbox-demo-secret-1");
        for (const Receiver::Hit &hit : std::as_const(receiver.hits)) {
            QMessageAuthenticationCode mac(QCryptographicHash::Sha256, key);
            mac.addData(hit.id + '.' + hit.timestamp + '.' + hit.body);
            QCOMPARE(hit.signature, QByteArray("v1," + mac.result().toBase64()));
            QCOMPARE(QJsonDocument::fromJson(hit.body).object().value(u"id").toString().toUtf8(), hit.id);
        }
    }

    void theDemoSendsNothingWhereNobodyListens()
    {
        Receiver receiver;
        Audience::Testing::SandboxProcess sandbox;
        QVERIFY2(startDemo(sandbox), qPrintable(sandbox.errorString()));
        Audience::Testing::TestHttp http(sandbox.baseUrl(), sandbox.apiKey());
        const QString path = QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1");
        const QJsonObject seeded = http.get(path).object();
        QCOMPARE(seeded.value(u"url").toString(), QStringLiteral("http://127.0.0.1:9/webhooks"));
        QCOMPARE(seeded.value(u"active").toBool(), false);

        // Events happen: a message makes a version. Nothing is sent anywhere for them.
        const auto first = http.post(QStringLiteral("/v0/pages/page_demo_02/audiences/aud_demo_006/messages"),
                                     {{QStringLiteral("message"), QStringLiteral("Add keyword \"paused\"")}});
        QVERIFY2(first.status == 202, qPrintable(first.describe()));

        // Then a receiver, and the subscription on: deliveries go, and are logged, there only.
        const auto patched = http.patch(path, {{QStringLiteral("url"), receiver.url().toString()}, {QStringLiteral("active"), true}});
        QVERIFY2(patched.status == 200, qPrintable(patched.describe()));
        const auto second = http.post(QStringLiteral("/v0/pages/page_demo_02/audiences/aud_demo_006/messages"),
                                      {{QStringLiteral("message"), QStringLiteral("Add keyword \"listening\"")}});
        QVERIFY2(second.status == 202, qPrintable(second.describe()));
        const QString versionId = second.object().value(u"versionId").toString();
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(receiver.hits.cbegin(), receiver.hits.cend(), [&versionId](const Receiver::Hit &hit) {
                                     return hit.body.contains(versionId.toUtf8());
                                 }), 20000);
        QByteArray log; // the line of a delivery is written once its answer came
        QTRY_VERIFY_WITH_TIMEOUT((log += sandbox.standardError()).contains("-> ok"), 10000);
        QVERIFY2(!log.contains("127.0.0.1:9/webhooks"), log.constData());
        QVERIFY2(!log.contains("network error"), log.constData());
    }

    void defaultPolicySpreadsFiveAttemptsOverAboutAMinute()
    {
        const Sandbox::WebhookRetryPolicy policy;
        QCOMPARE(policy.maxAttempts, 5);
        int total = 0;
        for (int attempt = 2; attempt <= policy.maxAttempts; ++attempt)
            total += policy.delayBeforeAttempt(attempt);
        QCOMPARE(total, 60000);
        QCOMPARE(policy.delayBeforeAttempt(2), 4000);
    }
};

} // namespace tst_sandbox_webhooks

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_webhooks, TestSandboxWebhooks)
#include "tst_sandbox_webhooks.moc"
