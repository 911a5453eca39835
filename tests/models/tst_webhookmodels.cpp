// The webhook models against a real audience-sandbox (`--seed demo`: whsub_demo_1 with the six event
// types, seeded paused and turned on by each test; whsub_demo_2 with the form events, off): the known list (add by ID, an unknown ID,
// remove, refresh, the profile's store, the demo seed) and the editor (only changed fields are PATCHed,
// `events: null` kept, the lost-update guard against a second client, Revert, a refused save).
#include "support/sandboxprocess.h"
#include "support/testhttp.h"

#include "models/common/modelroles.h"
#include "models/profiles/demoprofilesetup.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/store/profiledatabase.h"
#include "models/webhooks/webhookeditor.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tst_webhookmodels {

using namespace Audience;
using namespace Audience::Testing;
using Models::KnownWebhooks;
using Models::LoadState;
using Models::WebhookEditor;
using SaveState = WebhookEditor::SaveState;

namespace {

const QString demo1 = QStringLiteral("whsub_demo_1");
const QString demo2 = QStringLiteral("whsub_demo_2");

// Remembers the body of every PATCH it sends, so a test can see exactly which fields went out.
class RecordingNetwork : public QNetworkAccessManager
{
public:
    QList<QJsonObject> patches;

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *body) override
    {
        if (op == CustomOperation && request.attribute(QNetworkRequest::CustomVerbAttribute).toByteArray() == "PATCH" && body)
            patches.append(QJsonDocument::fromJson(body->peek(body->bytesAvailable())).object());
        return QNetworkAccessManager::createRequest(op, request, body);
    }
};

} // namespace

class TestWebhookModels : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxProcess> m_sandbox;
    RecordingNetwork m_network;
    QNetworkAccessManager m_otherNetwork;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;
    std::unique_ptr<Net::ApiClient> m_other; // "someone else", behind the editor's back

    Net::WebhookSubscription read(Net::ApiClient &client, const QString &id)
    {
        auto *reply = client.webhooks().get(id, this);
        QSignalSpy finished(reply, &Net::ApiReply::finished);
        if (!finished.wait(10000) || reply->isError()) {
            QTest::qFail(qPrintable(QStringLiteral("could not read %1").arg(id)), __FILE__, __LINE__); // not qFatal: the sandbox child
            return {};
        }
        return reply->value();
    }

    Net::WebhookSubscription change(const QString &id, const Net::WebhookUpdate &update)
    {
        auto *reply = m_other->webhooks().update(id, update, this);
        QSignalSpy finished(reply, &Net::ApiReply::finished);
        if (!finished.wait(10000) || reply->isError()) {
            QTest::qFail(qPrintable(QStringLiteral("could not update %1").arg(id)), __FILE__, __LINE__);
            return {};
        }
        return reply->value();
    }

    bool waitSettled(WebhookEditor &editor, int ms = 10000)
    {
        return QTest::qWaitFor([&editor] { return !editor.isBusy(); }, ms);
    }

private slots:
    // A fresh sandbox for each test: they change the demo subscriptions.
    void init()
    {
        m_sandbox = std::make_unique<SandboxProcess>();
        QVERIFY2(m_sandbox->start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo")}),
                 qPrintable(m_sandbox->errorString()));
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox->apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox->baseUrl());
        m_other = std::make_unique<Net::ApiClient>(&m_otherNetwork, m_keys.get());
        m_other->setBaseUrl(m_sandbox->baseUrl());
        m_network.patches.clear();
        // The demo's subscription is seeded paused (nothing listens at its URL): these start from it on.
        const auto on = Testing::TestHttp(m_sandbox->baseUrl(), m_sandbox->apiKey())
                            .patch(QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1"), {{QStringLiteral("active"), true}});
        QVERIFY2(on.status == 200, qPrintable(on.describe()));
    }

    void cleanup()
    {
        m_client.reset();
        m_other.reset();
        m_sandbox.reset();
    }

    void addByIdAndUnknownId()
    {
        KnownWebhooks known;
        QAbstractItemModelTester tester(&known, QAbstractItemModelTester::FailureReportingMode::QtTest);
        known.setClient(m_client.get());
        QSignalSpy finished(&known, &KnownWebhooks::addFinished);

        QVERIFY(known.add(QStringLiteral("  %1 ").arg(demo2))); // pasted with spaces
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.last().at(1).toBool(), true);
        QCOMPARE(known.rowCount(), 1);
        const Net::WebhookSubscription added = *known.find(demo2);
        QCOMPARE(added.active, false);
        QCOMPARE(added.url, QStringLiteral("http://127.0.0.1:9/webhooks/crm"));
        QCOMPARE(known.index(0, KnownWebhooks::ActiveColumn).data().toString(), QStringLiteral("Off"));
        QCOMPARE(known.index(0, KnownWebhooks::UrlColumn).data(Models::IdRole).toString(), demo2);

        QVERIFY(known.add(QStringLiteral("whsub_nobody")));
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.last().at(1).toBool(), false);
        QCOMPARE(known.addState(), LoadState::Error);
        QVERIFY2(known.addError().contains(QStringLiteral("no subscription with the ID whsub_nobody")), qPrintable(known.addError()));
        QCOMPARE(known.rowCount(), 1);

        // Refused before asking: a URL pasted instead of an ID.
        QVERIFY(!known.add(QStringLiteral("https://example.com/x")));
        QCOMPARE(known.addState(), LoadState::Error);
        QVERIFY(!known.add(QString()));
    }

    void removeRefreshAndTheStore()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("profile"));
        const QString path = Models::ProfileDatabase::pathInFolder(folder);
        {
            Models::ProfileDatabase store;
            QVERIFY2(store.open(path), qPrintable(store.error()));
            KnownWebhooks known;
            QAbstractItemModelTester tester(&known, QAbstractItemModelTester::FailureReportingMode::QtTest);
            known.setClient(m_client.get());
            // A new demo profile: seeded with the sandbox's two, read at the refresh.
            known.setNewListSeeds(Models::DemoProfileSetup::webhookSubscriptionIds());
            known.setStore(&store);
            QCOMPARE(known.rowCount(), 2);
            QVERIFY(!known.find(demo1));
            known.refresh();
            QCOMPARE(known.state(), LoadState::Loading);
            QTRY_COMPARE_WITH_TIMEOUT(known.state(), LoadState::Complete, 10000);
            QCOMPARE(known.find(demo1)->events->size(), 6);
            QCOMPARE(known.find(demo1)->active, true);

            // Changed elsewhere: the refresh shows it.
            Net::WebhookUpdate off;
            off.active = false;
            change(demo1, off);
            known.refresh();
            QTRY_COMPARE_WITH_TIMEOUT(known.state(), LoadState::Complete, 10000);
            QCOMPARE(known.find(demo1)->active, false);

            known.remove(demo2);
            QCOMPARE(known.rowCount(), 1);
            known.setUrlBeforeInbox(demo1, QStringLiteral("https://example.com/before"));
        } // the console closes, its store with it
        // The store holds what the list held; nothing else (no secret, no seed again).
        Models::ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        KnownWebhooks again;
        again.setNewListSeeds(Models::DemoProfileSetup::webhookSubscriptionIds());
        again.setStore(&store);
        QCOMPARE(again.rowCount(), 1);
        QCOMPARE(again.at(0).subscriptionId, demo1);
        QCOMPARE(again.find(demo1)->active, false);
        QCOMPARE(again.urlBeforeInbox(demo1), QStringLiteral("https://example.com/before"));
        // What a deleted profile must take out of the keychain.
        QCOMPARE(KnownWebhooks::keptIds(folder), QStringList{demo1});
        // No signing secret anywhere in the profile's folder (the database and its WAL files).
        const QStringList files = QDir(folder).entryList(QDir::Files);
        QVERIFY2(files.contains(QStringLiteral("console.sqlite")), qPrintable(files.join(u',')));
        for (const QString &name : files) {
            QFile file(QDir(folder).filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(!file.readAll().contains("whsec_"), qPrintable(name));
        }

        // A subscription the service no longer knows stays on the list, with why.
        again.setClient(m_client.get());
        QSignalSpy finished(&again, &KnownWebhooks::addFinished);
        Net::WebhookSubscription ghost = *again.find(demo1);
        ghost.subscriptionId = QStringLiteral("whsub_gone");
        again.remember(ghost);
        again.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(again.state(), LoadState::Complete, 10000);
        QCOMPARE(again.rowCount(), 2);
        QVERIFY(again.problem(QStringLiteral("whsub_gone")).contains(QStringLiteral("no longer")));
        QVERIFY(again.problem(demo1).isEmpty());
    }

    void saveSendsOnlyWhatChanged()
    {
        KnownWebhooks known;
        WebhookEditor editor;
        editor.setClient(m_client.get());
        editor.setKnownWebhooks(&known);
        editor.load(read(*m_client, demo1));
        QVERIFY(!editor.isDirty());
        QVERIFY(!editor.save()); // nothing to save

        editor.setUrl(QStringLiteral("http://127.0.0.1:9/other"));
        QCOMPARE(editor.changedFields(), WebhookEditor::Fields(WebhookEditor::UrlField));
        QSignalSpy saved(&editor, &WebhookEditor::saved);
        QVERIFY(editor.save());
        QVERIFY(saved.wait(10000));
        QCOMPARE(m_network.patches.size(), 1);
        QCOMPARE(m_network.patches.last(), (QJsonObject{{QStringLiteral("url"), QStringLiteral("http://127.0.0.1:9/other")}}));
        QCOMPARE(editor.saveState(), SaveState::Saved);
        QVERIFY(!editor.isDirty());
        QCOMPARE(known.find(demo1)->url, QStringLiteral("http://127.0.0.1:9/other")); // the list follows

        // Events: untick one, tick it back (no change), untick the whole Versions group.
        editor.setEventChecked(QStringLiteral("form.enriched"), false);
        editor.setEventChecked(QStringLiteral("form.enriched"), true);
        QVERIFY(!editor.isDirty());
        for (const QString &type : {QStringLiteral("page.version.created"), QStringLiteral("page.version.processed"),
                                    QStringLiteral("page.version.published")})
            editor.setEventChecked(type, false);
        QVERIFY(editor.save());
        QVERIFY(saved.wait(10000));
        QCOMPARE(m_network.patches.last().keys(), QStringList{QStringLiteral("events")});
        QCOMPARE(read(*m_other, demo1).events->size(), 3);

        editor.setActive(false);
        QVERIFY(editor.save());
        QVERIFY(saved.wait(10000));
        QCOMPARE(m_network.patches.last(), (QJsonObject{{QStringLiteral("active"), false}}));
        const Net::WebhookSubscription now = read(*m_other, demo1);
        QCOMPARE(now.active, false);
        QCOMPARE(now.url, QStringLiteral("http://127.0.0.1:9/other"));
        QCOMPARE(now.events->size(), 3);
    }

    void eventsNullIsKept()
    {
        // The demo data has no subscription with events: null, so one is made the way a service
        // could hold it: read as null (the decoder takes null), kept unless the user changes it.
        WebhookEditor editor;
        editor.setClient(m_client.get());
        Net::WebhookSubscription all = read(*m_client, demo1);
        all.events = std::nullopt;
        editor.load(all);
        QVERIFY(editor.allEvents());
        QVERIFY(editor.canChooseAllEvents());
        QVERIFY(!editor.isDirty());

        // Changing the URL keeps "all events": no events in the body.
        editor.setUrl(QStringLiteral("http://localhost:9/all"));
        QCOMPARE(editor.pendingUpdate().events.isAbsent(), true);
        // Unticking "All events" writes the explicit list; ticking it again is no change at all.
        editor.setAllEvents(false);
        QVERIFY(editor.changedFields() & WebhookEditor::EventsField);
        QCOMPARE(editor.pendingUpdate().events.value().size(), 6);
        editor.setAllEvents(true);
        QCOMPARE(editor.changedFields(), WebhookEditor::Fields(WebhookEditor::UrlField));

        // A list cannot be turned into "all events" (the interface writes no null).
        editor.load(read(*m_client, demo2));
        editor.setAllEvents(true);
        QVERIFY(!editor.allEvents());
        QVERIFY(!editor.isDirty());
    }

    void unknownEventTypesAreKept()
    {
        WebhookEditor editor;
        Net::WebhookSubscription odd = read(*m_client, demo2);
        odd.events = QStringList{QStringLiteral("form.submitted"), QStringLiteral("invoice.paid")};
        editor.load(odd);
        QCOMPARE(editor.unknownEvents(), QStringList{QStringLiteral("invoice.paid")});
        QVERIFY(editor.isEventChecked(QStringLiteral("invoice.paid")));
        editor.setEventChecked(QStringLiteral("form.enriched"), true);
        // Kept, but the interface takes only the six on write: the save says so instead of a 400.
        QVERIFY(editor.pendingUpdate().events.value().contains(QStringLiteral("invoice.paid")));
        editor.setClient(m_client.get());
        QVERIFY(!editor.save());
        QCOMPARE(editor.saveState(), SaveState::Failed);
        QVERIFY(editor.errorText().contains(QStringLiteral("invoice.paid")));
        QCOMPARE(editor.fieldProblems().value(0).field, QStringLiteral("events"));
        QVERIFY(m_network.patches.isEmpty());
        // Changing only the URL leaves the events, unknown type and all, as they are on the service.
        editor.revert();
        QVERIFY(editor.isEventChecked(QStringLiteral("invoice.paid")));
        editor.setUrl(QStringLiteral("http://127.0.0.1:9/odd"));
        QVERIFY(editor.pendingUpdate().events.isAbsent());
    }

    void lostUpdateGuard()
    {
        KnownWebhooks known;
        WebhookEditor editor;
        editor.setClient(m_client.get());
        editor.setKnownWebhooks(&known);
        editor.load(read(*m_client, demo1));
        editor.setUrl(QStringLiteral("http://127.0.0.1:9/mine"));

        // Someone else turns it off meanwhile.
        Net::WebhookUpdate off;
        off.active = false;
        change(demo1, off);

        QSignalSpy conflict(&editor, &WebhookEditor::conflict);
        QVERIFY(editor.save());
        QVERIFY(conflict.wait(10000));
        QCOMPARE(editor.saveState(), SaveState::Conflict);
        QVERIFY(m_network.patches.isEmpty()); // nothing written over theirs
        QCOMPARE(editor.conflictChanges().size(), 1);
        QVERIFY2(editor.conflictChanges().first().contains(QStringLiteral("Active → Off")), qPrintable(editor.conflictChanges().first()));
        QCOMPARE(editor.url(), QStringLiteral("http://127.0.0.1:9/mine")); // the edits are still there

        // Overwrite: my URL goes in, their "off" stays (only what I changed is sent).
        QSignalSpy saved(&editor, &WebhookEditor::saved);
        QVERIFY(editor.overwrite());
        QVERIFY(saved.wait(10000));
        QCOMPARE(m_network.patches.last(), (QJsonObject{{QStringLiteral("url"), QStringLiteral("http://127.0.0.1:9/mine")}}));
        const Net::WebhookSubscription now = read(*m_other, demo1);
        QCOMPARE(now.url, QStringLiteral("http://127.0.0.1:9/mine"));
        QCOMPARE(now.active, false);

        // Again, and this time take theirs. The guard compares updatedAt, which the sandbox keeps
        // to the millisecond: the other write must not fall in the same millisecond as ours.
        editor.setActive(true);
        const QDateTime ours = QDateTime::fromString(editor.loaded().updatedAt, Qt::ISODateWithMs);
        QVERIFY(ours.isValid());
        QTRY_VERIFY(QDateTime::currentDateTimeUtc() > ours.addMSecs(1));
        Net::WebhookUpdate url;
        url.url = QStringLiteral("http://127.0.0.1:9/theirs");
        change(demo1, url);
        QVERIFY(editor.save());
        QVERIFY2(conflict.wait(10000), qPrintable(editor.errorText()));
        editor.reloadFromService();
        QCOMPARE(editor.saveState(), SaveState::Idle);
        QVERIFY(!editor.isDirty());
        QCOMPARE(editor.url(), QStringLiteral("http://127.0.0.1:9/theirs"));
        QCOMPARE(editor.active(), false);
        QCOMPARE(m_network.patches.size(), 1);
        QCOMPARE(known.find(demo1)->url, QStringLiteral("http://127.0.0.1:9/theirs"));
    }

    void revertGoesBackToWhatWasLoaded()
    {
        WebhookEditor editor;
        const Net::WebhookSubscription loaded = read(*m_client, demo2);
        editor.load(loaded);
        QSignalSpy changed(&editor, &WebhookEditor::changed);
        editor.setUrl(QStringLiteral("https://example.com/x"));
        editor.setActive(true);
        editor.setEventChecked(QStringLiteral("form.submitted"), false);
        QVERIFY(editor.isDirty());
        editor.revert();
        QVERIFY(!editor.isDirty());
        QCOMPARE(editor.url(), loaded.url);
        QCOMPARE(editor.active(), false);
        QCOMPARE(editor.events(), *loaded.events);
        QVERIFY(changed.size() >= 4);
    }

    // Deleted on the service: a 404 to a refresh or to the editor's save marks it gone (kept on the
    // list, with why, for the user to forget); the service sending it again clears that.
    void aSubscriptionTheServiceNoLongerKnowsIsMarkedGone()
    {
        KnownWebhooks known;
        known.setClient(m_client.get());
        Net::WebhookSubscription ghost = read(*m_client, demo1);
        ghost.subscriptionId = QStringLiteral("whsub_deleted_elsewhere");
        known.remember(ghost);
        QVERIFY(!known.isGone(ghost.subscriptionId));
        known.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(known.state(), LoadState::Error, 10000); // the list's only one
        QVERIFY(known.isGone(ghost.subscriptionId));
        QVERIFY(known.problem(ghost.subscriptionId).contains(QStringLiteral("no longer")));
        QVERIFY(known.index(0, KnownWebhooks::UrlColumn).data().toString().contains(QStringLiteral("no longer")));
        QVERIFY(known.contains(ghost.subscriptionId)); // the user decides

        // The editor's save: its check before the PATCH answers 404.
        KnownWebhooks other;
        other.remember(ghost);
        WebhookEditor editor;
        editor.setClient(m_client.get());
        editor.setKnownWebhooks(&other);
        editor.load(ghost);
        editor.setActive(!ghost.active);
        QSignalSpy failed(&editor, &WebhookEditor::saveFailed);
        QVERIFY(editor.save());
        QVERIFY(failed.wait(10000));
        QVERIFY(other.isGone(ghost.subscriptionId));
        QVERIFY(editor.isDirty()); // the edits stay until the user forgets it

        // Sent again by the service (a profile pointed back at it): no longer gone.
        other.remember(ghost);
        QVERIFY(!other.isGone(ghost.subscriptionId));
    }

    void failedSaveKeepsTheEdits()
    {
        WebhookEditor editor;
        editor.setClient(m_client.get());
        editor.load(read(*m_client, demo2));

        // Refused before sending, in words beside the field.
        editor.setUrl(QStringLiteral("ftp://example.com"));
        QVERIFY(!editor.save());
        QCOMPARE(editor.saveState(), SaveState::Failed);
        QCOMPARE(editor.fieldProblems().value(0).field, QStringLiteral("url"));
        QVERIFY(m_network.patches.isEmpty());

        // Refused by the service: its message, and the form as the user left it.
        editor.setUrl(QStringLiteral("https://example.com/hook"));
        editor.setEventChecked(QStringLiteral("form.submitted"), false);
        m_sandbox->stop();
        QSignalSpy failed(&editor, &WebhookEditor::saveFailed);
        QVERIFY(editor.save());
        QVERIFY(failed.wait(30000));
        QCOMPARE(editor.saveState(), SaveState::Failed);
        QVERIFY(!editor.errorText().isEmpty());
        QCOMPARE(editor.url(), QStringLiteral("https://example.com/hook"));
        QVERIFY(!editor.isEventChecked(QStringLiteral("form.submitted")));
        QVERIFY(editor.isDirty());
    }
};

} // namespace tst_webhookmodels

AUDIENCE_TEST_GUILESS_MAIN(tst_webhookmodels, TestWebhookModels)
#include "tst_webhookmodels.moc"
