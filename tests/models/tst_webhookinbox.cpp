// The inbox against a real audience-sandbox (`--seed demo`): point whsub_demo_1 at it (its URL is
// remembered and restored), send a message in an audience's workspace and publish what it made, and
// see page.version.created, processed and published arrive, signed validly with the demo secret and
// invalidly with a wrong one; a failed delivery's retry joins its event's row; the listener is on
// 127.0.0.1 only.
#include "support/memorysecretstore.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"

#include "models/shell/connection.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhookinbox.h"
#include "models/webhooks/webhooksecretstore.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "models/audiences/knownaudiences.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QHash>
#include <QNetworkAccessManager>
#include <QNetworkInterface>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <memory>

namespace tst_webhookinbox {

using namespace Audience;
using namespace Audience::Testing;
using Models::InboxAnswer;
using Models::WebhookInbox;
using Verdict = Models::WebhookSignature::Verdict;

namespace {

const QString demo1 = QStringLiteral("whsub_demo_1");
const QString demoSecret = QStringLiteral("whsec_YXVkaWVuY2Utc2FuZGJveC1kZW1vLXNlY3JldC0x"); // docs/sandbox.md
const QString pageId = QStringLiteral("page_demo_01");
const QString audienceId = QStringLiteral("aud_demo_001");

using Testing::MemorySecretStore;

} // namespace

class TestWebhookInbox : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxProcess> m_sandbox;
    QNetworkAccessManager m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;

    // Adds whsub_demo_1 to `known` and waits until it is read; false when it was not.
    static bool addDemo1(Models::KnownWebhooks &known)
    {
        QSignalSpy added(&known, &Models::KnownWebhooks::addFinished);
        known.add(demo1);
        return added.wait(10000);
    }

    // Connected, with whsub_demo_1 in the connection's list; null (and the test failed) otherwise.
    Models::KnownWebhooks *connectWithDemo1(Models::Connection &connection)
    {
        connection.setConnected(true);
        Models::KnownWebhooks *known = connection.webhooks();
        if (!addDemo1(*known)) {
            QTest::qFail("whsub_demo_1 was not added", __FILE__, __LINE__);
            return nullptr;
        }
        return known;
    }

    template <typename T>
    T wait(Net::Reply<T> *reply)
    {
        QSignalSpy finished(reply, &Net::ApiReply::finished);
        if (!finished.wait(15000) || reply->isError()) {
            // Not qFatal: an abort would leave the sandbox child running.
            QTest::qFail(reply->isError() ? qPrintable(reply->error().toString()) : "timeout", __FILE__, __LINE__);
            return T{};
        }
        return reply->value();
    }

    QString sendMessage()
    {
        Net::OutgoingMessage message;
        message.message = QStringLiteral("Change the meta title to \"Seen in the inbox\".");
        return wait(m_client->conversation().send(pageId, audienceId, message, this)).versionId;
    }

    // `known` on the test's client, with whsub_demo_1 read into it.
    bool listDemo1(Models::KnownWebhooks &known)
    {
        known.setClient(m_client.get());
        return addDemo1(known);
    }

    // Sends a message and waits for the inbox to receive its version's page.version.created: that
    // event's ID, or "" when it did not come within 15 s.
    QString createdEventOfAMessage(const WebhookInbox &inbox)
    {
        const QString versionId = sendMessage();
        const auto row = [&] { return rowOfType(inbox, QStringLiteral("page.version.created"), versionId); };
        if (!QTest::qWaitFor([&] { return row() >= 0; }, 15000))
            return {};
        return inbox.eventAt(row()).eventId;
    }

    // The newest event of `type` (about `versionId` when given: the demo data has versions of its own
    // still settling when the sandbox starts).
    static int rowOfType(const WebhookInbox &inbox, const QString &type, const QString &versionId = {})
    {
        for (int row = 0; row < inbox.rowCount(); ++row) {
            if (inbox.eventAt(row).type == type && (versionId.isEmpty() || inbox.eventAt(row).versionId == versionId))
                return row;
        }
        return -1;
    }

private slots:
    void init()
    {
        m_sandbox = std::make_unique<SandboxProcess>();
        QVERIFY2(m_sandbox->start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                                   QStringLiteral("--processing-delay-ms"), QStringLiteral("50")}),
                 qPrintable(m_sandbox->errorString()));
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox->apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox->baseUrl());
        // The demo's subscription is seeded paused (nothing listens at its URL): these start from it on.
        const auto on = Testing::TestHttp(m_sandbox->baseUrl(), m_sandbox->apiKey())
                            .patch(QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1"), {{QStringLiteral("active"), true}});
        QVERIFY2(on.status == 200, qPrintable(on.describe()));
    }

    void cleanup()
    {
        m_client.reset();
        m_sandbox.reset();
    }

    void theLifecycleArrivesSigned()
    {
        Models::KnownWebhooks known;
        QVERIFY(listDemo1(known));
        MemorySecretStore store;
        WebhookInbox inbox;
        QAbstractItemModelTester tester(&inbox, QAbstractItemModelTester::FailureReportingMode::QtTest);
        inbox.setClient(m_client.get());
        inbox.setKnownWebhooks(&known);
        inbox.setSecretStore(&store);

        // Pointing starts the listener and PATCHes the URL; the old one is remembered.
        QSignalSpy pointing(&inbox, &WebhookInbox::pointingChanged);
        QVERIFY(inbox.pointAtInbox(demo1));
        QVERIFY(inbox.isListening());
        QTRY_VERIFY_WITH_TIMEOUT(inbox.isPointing(demo1), 10000);
        QCOMPARE(inbox.previousUrl(demo1), QStringLiteral("http://127.0.0.1:9/webhooks"));
        QCOMPARE(known.urlBeforeInbox(demo1), QStringLiteral("http://127.0.0.1:9/webhooks")); // kept in the profile's file
        QCOMPARE(known.find(demo1)->url, inbox.urlFor(demo1));
        QVERIFY(inbox.urlFor(demo1).startsWith(QStringLiteral("http://127.0.0.1:")));

        // The secret: kept in the store (the keychain), used at once.
        inbox.setSecret(demo1, demoSecret);
        QCOMPARE(store.entries.value(demo1), demoSecret);
        QTRY_VERIFY(inbox.secretStatus(demo1).contains(QStringLiteral("keychain")));

        // A message starts a version (created), the agent makes it a draft (processed), publish.
        const QString versionId = sendMessage();
        QTRY_VERIFY_WITH_TIMEOUT(rowOfType(inbox, QStringLiteral("page.version.created"), versionId) >= 0, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(rowOfType(inbox, QStringLiteral("page.version.processed"), versionId) >= 0, 15000);
        wait(m_client->versions().publish(pageId, audienceId, versionId, QString(), this));
        QTRY_VERIFY_WITH_TIMEOUT(rowOfType(inbox, QStringLiteral("page.version.published"), versionId) >= 0, 15000);

        for (const QString &type : {QStringLiteral("page.version.created"), QStringLiteral("page.version.processed"),
                                    QStringLiteral("page.version.published")}) {
            const WebhookInbox::Event &event = inbox.eventAt(rowOfType(inbox, type, versionId));
            QCOMPARE(event.pageId, pageId);
            QCOMPARE(event.audienceId, audienceId);
            QCOMPARE(event.versionId, versionId);
            QVERIFY(event.eventId.startsWith(QStringLiteral("evt_")));
            const WebhookInbox::Delivery &delivery = event.deliveries.constFirst();
            QCOMPARE(delivery.subscriptionId, demo1);
            QCOMPARE(delivery.verdict, Verdict::Valid);
            QVERIFY(!delivery.timestampOff);
            QCOMPARE(delivery.answeredWith, 204);
            QVERIFY(WebhookInbox::indentedBody(delivery.body).contains(QStringLiteral("\n    \"data\"")));
            QCOMPARE(inbox.index(rowOfType(inbox, type, versionId), WebhookInbox::SignatureColumn).data().toString(),
                     QStringLiteral("Valid"));
        }
        // Newest first.
        QVERIFY(rowOfType(inbox, QStringLiteral("page.version.published"), versionId)
                < rowOfType(inbox, QStringLiteral("page.version.created"), versionId));
        // The page and the audience by name where the console knows it (issue 43, item 7), the ID
        // in the tooltip; the ID itself where no name is known.
        const int published = rowOfType(inbox, QStringLiteral("page.version.published"), versionId);
        QCOMPARE(inbox.index(published, WebhookInbox::AudienceColumn).data().toString(), audienceId);
        Models::KnownAudiences audiences;
        Net::AudienceRecord record;
        record.audienceId = audienceId;
        record.effectiveName = QStringLiteral("Founders at universities");
        audiences.remember(record);
        inbox.setNames({nullptr, &audiences, nullptr});
        QCOMPARE(inbox.index(published, WebhookInbox::AudienceColumn).data().toString(), QStringLiteral("Founders at universities"));
        QCOMPARE(inbox.index(published, WebhookInbox::AudienceColumn).data(Qt::ToolTipRole).toString(), audienceId);
        QCOMPARE(inbox.index(published, WebhookInbox::PageColumn).data().toString(), pageId);
        QCOMPARE(inbox.index(published, WebhookInbox::PageColumn).data(Qt::ToolTipRole).toString(), pageId);

        // A wrong secret: the next deliveries are invalid.
        inbox.setSecret(demo1, QStringLiteral("whsec_") + QString::fromLatin1(QByteArray("not the secret").toBase64()));
        const QString second = sendMessage();
        QTRY_VERIFY_WITH_TIMEOUT(rowOfType(inbox, QStringLiteral("page.version.created"), second) >= 0, 15000);
        const int row = rowOfType(inbox, QStringLiteral("page.version.created"), second);
        QCOMPARE(inbox.eventAt(row).deliveries.constFirst().verdict, Verdict::Invalid);
        QCOMPARE(inbox.index(row, WebhookInbox::SignatureColumn).data().toString(), QStringLiteral("Invalid"));

        // Restore: the remembered URL goes back.
        QVERIFY(inbox.restoreUrl(demo1));
        QTRY_VERIFY_WITH_TIMEOUT(!inbox.isPointing(demo1), 10000);
        QCOMPARE(known.find(demo1)->url, QStringLiteral("http://127.0.0.1:9/webhooks"));
        QVERIFY(known.urlBeforeInbox(demo1).isEmpty());
    }

    void aFailedDeliveryIsRetriedIntoTheSameRow()
    {
        Models::KnownWebhooks known;
        QVERIFY(listDemo1(known));
        WebhookInbox inbox;
        inbox.setClient(m_client.get());
        inbox.setKnownWebhooks(&known);
        inbox.setAnswer(InboxAnswer::ServerError);
        QVERIFY(inbox.pointAtInbox(demo1));
        QTRY_VERIFY_WITH_TIMEOUT(inbox.isPointing(demo1), 10000);

        const QString eventId = createdEventOfAMessage(inbox);
        QVERIFY(!eventId.isEmpty());
        QCOMPARE(inbox.eventAt(inbox.rowOfEvent(eventId)).deliveries.constFirst().answeredWith, 500);
        // Answer from now on: the sender's retry (4 s later) arrives under the same event ID.
        inbox.setAnswer(InboxAnswer::Success);
        QTRY_VERIFY_WITH_TIMEOUT(inbox.eventAt(inbox.rowOfEvent(eventId)).deliveries.size() >= 2, 20000);
        const WebhookInbox::Event &event = inbox.eventAt(inbox.rowOfEvent(eventId));
        QCOMPARE(event.deliveries.at(1).answeredWith, 204);
        QCOMPARE(event.deliveries.at(0).webhookId, event.deliveries.at(1).webhookId);
        QVERIFY(inbox.index(inbox.rowOfEvent(eventId), WebhookInbox::DeliveriesColumn).data().toString().startsWith(QStringLiteral("2")));
        // Without a secret nothing is checked, and it says so.
        QCOMPARE(event.deliveries.at(1).verdict, Verdict::NotChecked);
    }

    void neverAnsweringMakesTheSenderTimeOutAndRetry()
    {
        Models::KnownWebhooks known;
        QVERIFY(listDemo1(known));
        WebhookInbox inbox;
        inbox.setClient(m_client.get());
        inbox.setKnownWebhooks(&known);
        inbox.setAnswer(InboxAnswer::NoAnswer);
        QVERIFY(inbox.pointAtInbox(demo1));
        QTRY_VERIFY_WITH_TIMEOUT(inbox.isPointing(demo1), 10000);

        const QString eventId = createdEventOfAMessage(inbox);
        QVERIFY(!eventId.isEmpty());
        QCOMPARE(inbox.eventAt(inbox.rowOfEvent(eventId)).deliveries.constFirst().answeredWith, 0);
        inbox.setAnswer(InboxAnswer::Success);
        // The sender waits 10 s for an answer, then 4 s before trying again.
        QTRY_VERIFY_WITH_TIMEOUT(inbox.eventAt(inbox.rowOfEvent(eventId)).deliveries.size() >= 2, 40000);
        const WebhookInbox::Event &event = inbox.eventAt(inbox.rowOfEvent(eventId));
        QCOMPARE(event.deliveries.at(1).answeredWith, 204);
        QVERIFY(event.deliveries.at(0).receivedAt.msecsTo(event.deliveries.at(1).receivedAt) >= 9000);
    }

    // The connection ends (another profile, a disconnect): the inbox stops listening, and a
    // subscription left pointing at it is reported at once and named as stranded until restored.
    void disconnectingStopsTheInboxAndNamesWhatWasLeftPointing()
    {
        Models::Connection connection(m_client.get());
        Models::KnownWebhooks *known = connectWithDemo1(connection);
        QVERIFY(known);
        WebhookInbox *inbox = connection.webhookInbox();
        QVERIFY(inbox->pointAtInbox(demo1));
        QTRY_VERIFY_WITH_TIMEOUT(inbox->isPointing(demo1), 10000);
        const quint16 port = inbox->port();
        QVERIFY(inbox->strandedSubscriptions().isEmpty()); // it listens where the subscription sends

        QSignalSpy left(inbox, &WebhookInbox::leftPointingAtInbox);
        connection.setConnected(false);
        QVERIFY(!inbox->isListening());
        QCOMPARE(left.size(), 1);
        QCOMPARE(left.at(0).at(0).toStringList(), QStringList{demo1});
        QTcpSocket socket;
        QSignalSpy refused(&socket, &QTcpSocket::errorOccurred);
        socket.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(refused.wait(5000)); // nobody listens on its port any more
        QCOMPARE(inbox->strandedSubscriptions(), QStringList{demo1});

        // Back (the same profile's list): still named, and restored with one call.
        connection.setConnected(true);
        QCOMPARE(inbox->strandedSubscriptions(), QStringList{demo1});
        QCOMPARE(inbox->restoreStranded(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(inbox->strandedSubscriptions().isEmpty(), 10000);
        QCOMPARE(wait(m_client->webhooks().get(demo1, this)).url, QStringLiteral("http://127.0.0.1:9/webhooks"));
        QVERIFY(known->urlBeforeInbox(demo1).isEmpty());
    }

    // Pointed, and the connection ends before the service answered: reported all the same, the late
    // answer is not taken into the next connection, and a refresh shows it stranded.
    void aPointingStillOnItsWayWhenTheConnectionEndsIsReportedToo()
    {
        Models::Connection connection(m_client.get());
        Models::KnownWebhooks *known = connectWithDemo1(connection);
        QVERIFY(known);
        WebhookInbox *inbox = connection.webhookInbox();
        QSignalSpy left(inbox, &WebhookInbox::leftPointingAtInbox);
        QVERIFY(inbox->pointAtInbox(demo1));
        connection.setConnected(false);
        QCOMPARE(left.size(), 1);
        QCOMPARE(left.at(0).at(0).toStringList(), QStringList{demo1});
        connection.setConnected(true);
        // The service did take it: read again, the subscription points at the stopped inbox.
        QTRY_VERIFY_WITH_TIMEOUT(wait(m_client->webhooks().get(demo1, this)).url.contains(QStringLiteral("/inbox/")), 10000);
        QVERIFY(!inbox->isPointing(demo1));
        known->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(inbox->strandedSubscriptions(), QStringList{demo1}, 10000);
        QVERIFY(inbox->restoreUrl(demo1));
        QTRY_VERIFY_WITH_TIMEOUT(inbox->strandedSubscriptions().isEmpty(), 10000);
    }

    // A subscription taken off the list takes its signing secret out of the keychain, also one the
    // service no longer knows (404).
    void removingASubscriptionDeletesItsSecret()
    {
        Models::KnownWebhooks known;
        QVERIFY(listDemo1(known));
        MemorySecretStore store;
        WebhookInbox inbox;
        inbox.setClient(m_client.get());
        inbox.setKnownWebhooks(&known);
        inbox.setSecretStore(&store);
        inbox.setSecret(demo1, demoSecret);
        QCOMPARE(store.entries.value(demo1), demoSecret);

        QSignalSpy forgotten(&inbox, &WebhookInbox::secretForgotten);
        known.remove(demo1);
        QVERIFY(forgotten.wait(5000));
        QCOMPARE(forgotten.at(0).at(0).toString(), demo1);
        QVERIFY(forgotten.at(0).at(1).toBool());
        QVERIFY(!store.entries.contains(demo1));
        QVERIFY(!inbox.hasSecret(demo1));

        // Deleted elsewhere: the refresh's 404 marks it gone; forgetting it deletes its secret.
        const QString gone = QStringLiteral("whsub_deleted_elsewhere");
        Net::WebhookSubscription ghost;
        ghost.subscriptionId = gone;
        ghost.url = QStringLiteral("https://example.com/hook");
        known.remember(ghost);
        inbox.setSecret(gone, demoSecret);
        QCOMPARE(store.entries.value(gone), demoSecret);
        known.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(known.isGone(gone), 10000);
        known.remove(gone);
        QVERIFY(forgotten.wait(5000));
        QVERIFY(store.entries.isEmpty());
    }

    void listensOnLoopbackOnly()
    {
        WebhookInbox inbox;
        QVERIFY(inbox.start());
        const quint16 port = inbox.port();
        QVERIFY(port > 0);
        QTcpSocket loopback;
        loopback.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(loopback.waitForConnected(5000));
        // Every other address of this computer is refused.
        int tried = 0;
        const QList<QHostAddress> addresses = QNetworkInterface::allAddresses();
        for (const QHostAddress &address : addresses) {
            if (address.isLoopback() || address.protocol() != QAbstractSocket::IPv4Protocol)
                continue;
            ++tried;
            QTcpSocket other;
            other.connectToHost(address, port);
            QVERIFY2(!other.waitForConnected(3000), qPrintable(address.toString()));
        }
        if (tried == 0)
            qInfo("no non-loopback IPv4 address on this machine to try");
        inbox.stop();
        QVERIFY(!inbox.isListening());
    }
};

} // namespace tst_webhookinbox

AUDIENCE_TEST_GUILESS_MAIN(tst_webhookinbox, TestWebhookInbox)
#include "tst_webhookinbox.moc"
