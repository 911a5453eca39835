// The Webhooks place against a real sandbox (`--seed demo`), driven as a user would: the demo
// profile's list, add by ID (and an unknown ID), remove with its question, edit and save, the URL's
// problem beside the field, the unsaved-changes question when leaving, Revert, and the lost-update
// guard when someone else changed the subscription meanwhile; a subscription taken off the list (or
// forgotten after a 404) takes its signing secret with it; a subscription left pointing at an inbox
// that stopped is named, with Restore.
#include "support/memorysecretstore.h"
#include "models/profiles/demoprofilesetup.h"
#include "models/profiles/profilefolder.h"
#include "models/common/modelroles.h"
#include "models/profiles/profile.h"
#include "models/shell/connection.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhookeditor.h"
#include "models/webhooks/webhookinbox.h"
#include "models/webhooks/webhooksecretstore.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "support/sandboxprocess.h"
#include "ui/webhooks/webhookeditorview.h"
#include "ui/webhooks/webhookeventspicker.h"
#include "ui/webhooks/webhookinboxview.h"
#include "ui/webhooks/webhooksplace.h"
#include "ui/shell/mainwindow.h"
#include "support/testmain.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QHash>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QPlainTextEdit>
#include <QComboBox>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

#include <memory>

namespace tst_webhooks {

using namespace Audience;
using Models::KnownWebhooks;
using Models::WebhookEditor;

namespace {

const QString demo1 = QStringLiteral("whsub_demo_1");
const QString demo2 = QStringLiteral("whsub_demo_2");

using Testing::MemorySecretStore;

// A Webhooks place on its own connection to the sandbox, as the demo profile.
struct Console
{
    Models::Connection connection;
    Models::DemoProfileSetup demo{*connection.webhooks(), *connection.versionFollower(), *connection.storeLink()};
    std::unique_ptr<Ui::WebhooksPlace> place;

    explicit Console(Net::ApiClient *client)
        : connection(client)
    {
        demo.setProfile(Models::Profile{.id = Models::Profile::sandboxId()});
        connection.setProfileFolder(Models::ProfileFolder::of(Models::Profile::sandboxId()));
        place = std::make_unique<Ui::WebhooksPlace>(&connection);
        place->resize(1300, 850);
        place->show();
        connection.setConnected(true);
    }
    ~Console() { place.reset(); }

    KnownWebhooks *known() const { return connection.webhooks(); }
    Ui::WebhookEditorView *view() const { return place->editorView(); }
    WebhookEditor *editor() const { return place->editor(); }

    // The profile's list comes from its store (opened after the first rows), then is read.
    bool waitListRead() const
    {
        return QTest::qWaitFor([this] { return connection.store() && known()->state() == Models::LoadState::Complete; }, 10000);
    }
    void clickRow(const QString &id) const
    {
        const int row = known()->rowOf(id);
        QTreeView *list = place->list();
        const QRect rect = list->visualRect(known()->index(row, 0));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    }
    void typeUrl(const QString &url) const
    {
        QLineEdit *edit = view()->urlEdit();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        QTest::keyClicks(edit, url);
    }
    // On the box itself: a check box only takes clicks on its box and text, not across its width.
    static void tick(QCheckBox *box) { QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2)); }
    bool save() const
    {
        QSignalSpy saved(editor(), &WebhookEditor::saved);
        QTest::mouseClick(view()->saveButton(), Qt::LeftButton);
        return saved.wait(10000);
    }
};

} // namespace

class TestWebhooks : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<Testing::SandboxProcess> m_sandbox;
    QNetworkAccessManager m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;
    std::unique_ptr<Net::ApiClient> m_other;

    Net::WebhookSubscription read(const QString &id)
    {
        auto *reply = m_other->webhooks().get(id, this);
        QSignalSpy finished(reply, &Net::ApiReply::finished);
        if (!finished.wait(10000) || reply->isError()) {
            QTest::qFail(qPrintable(QStringLiteral("could not read %1").arg(id)), __FILE__, __LINE__); // not qFatal: the sandbox child
            return {};
        }
        return reply->value();
    }

    void change(const QString &id, const Net::WebhookUpdate &update)
    {
        auto *reply = m_other->webhooks().update(id, update, this);
        QSignalSpy finished(reply, &Net::ApiReply::finished);
        if (!finished.wait(10000) || reply->isError())
            QTest::qFail(qPrintable(QStringLiteral("could not update %1").arg(id)), __FILE__, __LINE__);
    }

private slots:
    void init()
    {
        // A new demo profile every time: its list is made again from the sandbox's two.
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
        m_sandbox = std::make_unique<Testing::SandboxProcess>();
        QVERIFY2(m_sandbox->start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo")}),
                 qPrintable(m_sandbox->errorString()));
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox->apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox->baseUrl());
        m_other = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_other->setBaseUrl(m_sandbox->baseUrl());
    }

    void cleanup()
    {
        m_client.reset();
        m_other.reset();
        m_sandbox.reset();
    }

    void demoProfileListsTheSandboxSubscriptions()
    {
        Console console(m_client.get());
        QVERIFY(console.waitListRead());
        QCOMPARE(console.known()->rowCount(), 2);
        QCOMPARE(console.known()->index(0, KnownWebhooks::UrlColumn).data().toString(), QStringLiteral("http://127.0.0.1:9/webhooks"));
        // Both off: the first is paused (nothing listens at its URL), the second inactive.
        QCOMPARE(console.known()->index(0, KnownWebhooks::ActiveColumn).data().toString(), QStringLiteral("Off"));
        QCOMPARE(console.known()->index(1, KnownWebhooks::ActiveColumn).data().toString(), QStringLiteral("Off"));
        QCOMPARE(console.place->placeId(), QStringLiteral("webhooks"));

        console.clickRow(demo2);
        QCOMPARE(console.place->currentItem(), demo2);
        QCOMPARE(console.view()->urlEdit()->text(), QStringLiteral("http://127.0.0.1:9/webhooks/crm"));
        QVERIFY(!console.view()->activeSwitch()->isChecked());
        QVERIFY(console.view()->findChild<QLabel *>(QStringLiteral("subscriptionId"))->text() == demo2);
        QTest::mouseClick(console.view()->copyIdButton(), Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), demo2);
        // The list of types: the form group ticked, the versions not, "All events" not offered.
        QVERIFY(console.view()->events()->typeBox(QStringLiteral("form.enriched"))->isChecked());
        QVERIFY(!console.view()->events()->typeBox(QStringLiteral("page.version.created"))->isChecked());
        QVERIFY(!console.view()->events()->allEventsChoice()->isEnabled());
        QVERIFY(!console.view()->saveButton()->isEnabled());
    }

    void addByIdRemoveAndUnknownId()
    {
        Console console(m_client.get());
        QVERIFY(console.waitListRead());
        console.clickRow(demo2);

        // Remove: the question says it is not deleted from the service.
        QTest::mouseClick(console.place->removeButton(), Qt::LeftButton);
        QMessageBox *question = console.place->openQuestion();
        QVERIFY(question);
        QVERIFY2(question->informativeText().contains(QStringLiteral("not deleted from the service")),
                 qPrintable(question->informativeText()));
        question->findChild<QPushButton *>(QStringLiteral("confirmRemoveWebhook"))->click();
        QTRY_COMPARE(console.known()->rowCount(), 1);
        QVERIFY(!console.known()->contains(demo2));
        QVERIFY(console.editor()->subscriptionId().isEmpty());
        QCOMPARE(read(demo2).url, QStringLiteral("http://127.0.0.1:9/webhooks/crm")); // still there

        // An unknown ID is refused in words.
        QTest::keyClicks(console.place->addIdEdit(), QStringLiteral("whsub_nobody"));
        QTest::mouseClick(console.place->addButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(console.place->addStatus()->text().contains(QStringLiteral("no subscription with the ID whsub_nobody")), 10000);
        QCOMPARE(console.known()->rowCount(), 1);

        // Added back by its ID (Enter in the field), and shown at once.
        console.place->addIdEdit()->clear();
        QTest::keyClicks(console.place->addIdEdit(), demo2);
        QTest::keyClick(console.place->addIdEdit(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(console.known()->rowCount(), 2, 10000);
        QTRY_COMPARE(console.place->currentItem(), demo2);
        QCOMPARE(console.view()->urlEdit()->text(), QStringLiteral("http://127.0.0.1:9/webhooks/crm"));

        // Kept for the profile: a new console on the same profile lists both.
        Console again(m_client.get());
        QTRY_VERIFY(again.connection.store());
        QCOMPARE(again.known()->rowCount(), 2);
    }

    void editAndSaveOnlyWhatChanged()
    {
        Console console(m_client.get());
        QVERIFY(console.waitListRead());
        console.clickRow(demo1);

        // The URL's problem beside the field, in words; an error blocks Save, a warning does not.
        console.typeUrl(QStringLiteral("ftp://example.com"));
        QVERIFY(console.view()->urlProblem()->isVisible());
        QVERIFY(console.view()->urlProblem()->text().startsWith(QStringLiteral("Cannot be saved")));
        QVERIFY(!console.view()->saveButton()->isEnabled());
        console.typeUrl(QStringLiteral("http://example.com/hook"));
        QVERIFY(console.view()->urlProblem()->text().startsWith(QStringLiteral("Warning")));
        QVERIFY(console.view()->saveButton()->isEnabled());
        console.typeUrl(QStringLiteral("http://127.0.0.1:9/edited"));
        QVERIFY(!console.view()->urlProblem()->isVisible());

        // The Versions group off with one click, Active on (the demo's is paused).
        QCheckBox *versions = console.view()->events()->groupBox(QStringLiteral("Versions"));
        QCOMPARE(versions->checkState(), Qt::Checked);
        Console::tick(versions);
        QCOMPARE(versions->checkState(), Qt::Unchecked);
        QVERIFY(!console.view()->events()->typeBox(QStringLiteral("page.version.published"))->isChecked());
        Console::tick(console.view()->activeSwitch());
        QVERIFY(console.editor()->changedFields()
                == (WebhookEditor::UrlField | WebhookEditor::EventsField | WebhookEditor::ActiveField));
        QVERIFY(console.save());
        QCOMPARE(console.view()->statusLabel()->text(), QStringLiteral("Saved."));

        const Net::WebhookSubscription saved = read(demo1);
        QCOMPARE(saved.url, QStringLiteral("http://127.0.0.1:9/edited"));
        QCOMPARE(saved.active, true);
        QCOMPARE(*saved.events, (QStringList{QStringLiteral("form.submitted"), QStringLiteral("form.enriched"),
                                             QStringLiteral("form.enrichment_failed")}));
        // The list shows what was saved.
        QCOMPARE(console.known()->index(0, KnownWebhooks::ActiveColumn).data().toString(), QStringLiteral("Active"));

        // One field only: the others are not sent (someone else's change to them would survive).
        Console::tick(console.view()->activeSwitch());
        QCOMPARE(console.editor()->changedFields(), WebhookEditor::Fields(WebhookEditor::ActiveField));
        QVERIFY(console.save());
        QCOMPARE(read(demo1).active, false);
    }

    void revertAndTheUnsavedQuestion()
    {
        Console console(m_client.get());
        QVERIFY(console.waitListRead());
        console.clickRow(demo1);
        console.typeUrl(QStringLiteral("http://127.0.0.1:9/unsaved"));
        QVERIFY(console.view()->revertButton()->isEnabled());
        QCOMPARE(console.view()->statusLabel()->text(), QStringLiteral("Unsaved changes"));

        // Leaving asks; Cancel stays with the edits.
        console.clickRow(demo2);
        QMessageBox *question = console.place->openQuestion();
        QVERIFY(question);
        QCOMPARE(question->objectName(), QStringLiteral("unsavedWebhookQuestion"));
        QCOMPARE(console.place->currentItem(), demo1);
        QCOMPARE(console.place->list()->currentIndex().data(Models::IdRole).toString(), demo1);
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!console.place->openQuestion());
        QCOMPARE(console.view()->urlEdit()->text(), QStringLiteral("http://127.0.0.1:9/unsaved"));

        // Revert goes back to what was loaded.
        QTest::mouseClick(console.view()->revertButton(), Qt::LeftButton);
        QCOMPARE(console.view()->urlEdit()->text(), QStringLiteral("http://127.0.0.1:9/webhooks"));
        QVERIFY(!console.editor()->isDirty());

        // Save from the question: saved, then the other one opens.
        console.typeUrl(QStringLiteral("http://127.0.0.1:9/saved-on-leaving"));
        console.clickRow(demo2);
        question = console.place->openQuestion();
        QVERIFY(question);
        question->button(QMessageBox::Save)->click();
        QTRY_COMPARE_WITH_TIMEOUT(console.place->currentItem(), demo2, 10000);
        QCOMPARE(read(demo1).url, QStringLiteral("http://127.0.0.1:9/saved-on-leaving"));

        // Discard: the edits go, the other one opens, nothing is sent.
        console.typeUrl(QStringLiteral("http://127.0.0.1:9/discarded"));
        console.clickRow(demo1);
        question = console.place->openQuestion();
        QVERIFY(question);
        question->button(QMessageBox::Discard)->click();
        QTRY_COMPARE(console.place->currentItem(), demo1);
        QCOMPARE(read(demo2).url, QStringLiteral("http://127.0.0.1:9/webhooks/crm"));
    }

    void leavingThePlaceAsks()
    {
        Ui::MainWindow window;
        Models::Connection *connection = window.connection();
        Models::DemoProfileSetup demo(*connection->webhooks(), *connection->versionFollower(), *connection->storeLink());
        demo.setProfile(Models::Profile{.id = Models::Profile::sandboxId()});
        connection->setProfileFolder(Models::ProfileFolder::of(Models::Profile::sandboxId()));
        window.setClient(m_client.get());
        window.setConnected(true);
        window.show();
        QTRY_VERIFY(window.connection()->store()); // the demo profile's list comes from its store
        window.goTo(QStringLiteral("webhooks"), demo1);
        auto *place = qobject_cast<Ui::WebhooksPlace *>(window.currentPlace());
        QVERIFY(place);
        QTRY_VERIFY_WITH_TIMEOUT(place->editor()->hasSubscription(), 10000);
        place->editorView()->urlEdit()->selectAll();
        QTest::keyClicks(place->editorView()->urlEdit(), QStringLiteral("http://127.0.0.1:9/not-yet"));
        QVERIFY(place->editor()->isDirty());

        // Stay: still here, the changes too.
        window.goTo(QStringLiteral("pages"));
        auto *question = window.findChild<QMessageBox *>(QStringLiteral("leavePlaceQuestion"));
        QVERIFY(question);
        QVERIFY(question->text().contains(demo1));
        QCOMPARE(window.currentPlaceId(), QStringLiteral("webhooks"));
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("leavePlaceQuestion")));
        QCOMPARE(window.currentPlaceId(), QStringLiteral("webhooks"));
        QCOMPARE(place->editorView()->urlEdit()->text(), QStringLiteral("http://127.0.0.1:9/not-yet"));

        // Discard: the changes go, and so does the window.
        window.goTo(QStringLiteral("pages"));
        question = window.findChild<QMessageBox *>(QStringLiteral("leavePlaceQuestion"));
        QVERIFY(question);
        question->button(QMessageBox::Discard)->click();
        QTRY_COMPARE(window.currentPlaceId(), QStringLiteral("pages"));
        QVERIFY(!place->editor()->isDirty());
        QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("leavePlaceQuestion"))); // gone before the next

        // Back asks too.
        window.goBack();
        QTRY_COMPARE(window.currentPlaceId(), QStringLiteral("webhooks"));
        QTRY_VERIFY_WITH_TIMEOUT(place->editor()->hasSubscription(), 10000);
        place->editorView()->urlEdit()->selectAll();
        QTest::keyClicks(place->editorView()->urlEdit(), QStringLiteral("http://127.0.0.1:9/again"));
        window.goBack();
        question = window.findChild<QMessageBox *>(QStringLiteral("leavePlaceQuestion"));
        QVERIFY(question);
        QCOMPARE(window.currentPlaceId(), QStringLiteral("webhooks"));
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("leavePlaceQuestion")));
        QVERIFY(place->editor()->isDirty());
        place->editor()->revert();
        QCOMPARE(read(demo1).url, QStringLiteral("http://127.0.0.1:9/webhooks"));
        window.setConnected(false);
    }

    void lostUpdateGuardShowsWhatChanged()
    {
        Console console(m_client.get());
        QVERIFY(console.waitListRead());
        console.clickRow(demo1);
        console.typeUrl(QStringLiteral("http://127.0.0.1:9/mine"));

        Net::WebhookUpdate on;
        on.active = true;
        change(demo1, on);

        QTest::mouseClick(console.view()->saveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(console.view()->conflictPanel()->isVisible(), 10000);
        const QString said = console.view()->conflictPanel()->findChild<QLabel *>()->text();
        QVERIFY2(said.contains(QStringLiteral("State: Off → Active")), qPrintable(said));
        QVERIFY(!console.view()->saveButton()->isEnabled());
        QCOMPARE(read(demo1).url, QStringLiteral("http://127.0.0.1:9/webhooks")); // nothing written

        // Take the service's: the edits go, the form shows theirs.
        QTest::mouseClick(console.view()->takeServiceButton(), Qt::LeftButton);
        QVERIFY(!console.view()->conflictPanel()->isVisible());
        QCOMPARE(console.view()->urlEdit()->text(), QStringLiteral("http://127.0.0.1:9/webhooks"));
        QVERIFY(console.view()->activeSwitch()->isChecked());

        // Again, and save over it: my URL, their state.
        console.typeUrl(QStringLiteral("http://127.0.0.1:9/mine"));
        const QDateTime loaded = QDateTime::fromString(console.editor()->loaded().updatedAt, Qt::ISODateWithMs);
        QTRY_VERIFY(QDateTime::currentDateTimeUtc() > loaded.addMSecs(1)); // updatedAt is kept to the millisecond
        Net::WebhookUpdate off;
        off.active = false;
        change(demo1, off);
        QTest::mouseClick(console.view()->saveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(console.view()->conflictPanel()->isVisible(), 10000);
        QSignalSpy saved(console.editor(), &WebhookEditor::saved);
        QTest::mouseClick(console.view()->overwriteButton(), Qt::LeftButton);
        QVERIFY(saved.wait(10000));
        const Net::WebhookSubscription now = read(demo1);
        QCOMPARE(now.url, QStringLiteral("http://127.0.0.1:9/mine"));
        QCOMPARE(now.active, false);
        QVERIFY(!console.view()->activeSwitch()->isChecked());
    }

    // The demo's subscription is seeded switched off (its URL is a port where nothing listens): the
    // inbox says so, since pointing it here alone brings nothing; switched on and saved, it does not.
    void theInboxSaysWhenTheSubscriptionIsSwitchedOff()
    {
        Console console(m_client.get());
        QVERIFY(console.waitListRead());
        console.clickRow(demo1);
        console.place->tabs()->setCurrentWidget(console.place->inboxView());
        auto *status = console.place->inboxView()->findChild<QLabel *>(QStringLiteral("inboxPointStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QStringLiteral("switched off")), qPrintable(status->text()));
        console.place->tabs()->setCurrentWidget(console.view());
        Console::tick(console.view()->activeSwitch());
        QVERIFY(console.save());
        QTRY_VERIFY(!status->text().contains(QStringLiteral("switched off")));
    }

    void theInboxShowsSignedEventsAsTheyArrive()
    {
        Net::WebhookUpdate on; // the demo's subscription is seeded paused
        on.active = true;
        change(demo1, on);
        Console console(m_client.get());
        QVERIFY(console.waitListRead());
        console.clickRow(demo1);
        console.place->tabs()->setCurrentWidget(console.place->inboxView());
        Ui::WebhookInboxView *inbox = console.place->inboxView();
        Models::WebhookInbox *model = console.connection.webhookInbox();

        // Point it at the inbox: listening on loopback, the URL changed on the service, undoable.
        QTest::mouseClick(inbox->pointButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(model->isPointing(demo1), 10000);
        QVERIFY(read(demo1).url.startsWith(QStringLiteral("http://127.0.0.1:%1/").arg(model->port())));
        QVERIFY(inbox->restoreButton()->isEnabled());
        QVERIFY(inbox->restoreButton()->text().contains(QStringLiteral("http://127.0.0.1:9/webhooks")));

        // The demo secret (docs/sandbox.md), pasted once: the field empties, no keychain here.
        QTest::keyClicks(inbox->secretEdit(), QStringLiteral("whsec_YXVkaWVuY2Utc2FuZGJveC1kZW1vLXNlY3JldC0x"));
        QTest::mouseClick(inbox->useSecretButton(), Qt::LeftButton);
        QVERIFY(inbox->secretEdit()->text().isEmpty());
        QVERIFY(model->hasSecret(demo1));

        // A message in an audience's workspace: page.version.created arrives, signed, and is shown.
        Net::OutgoingMessage message;
        message.message = QStringLiteral("Change the meta title to \"From the inbox test\".");
        auto *sent = m_other->conversation().send(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_001"), message, this);
        QSignalSpy sentSpy(sent, &Net::ApiReply::finished);
        QVERIFY(sentSpy.wait(10000));
        QVERIFY(!sent->isError());
        const QString versionId = sent->value().versionId;
        const auto rowOfCreated = [model, versionId] {
            for (int r = 0; r < model->rowCount(); ++r) {
                if (model->eventAt(r).type == u"page.version.created" && model->eventAt(r).versionId == versionId)
                    return r;
            }
            return -1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(rowOfCreated() >= 0, 15000);
        const int row = rowOfCreated();
        inbox->events()->setCurrentIndex(model->index(row, 0));
        QCOMPARE(inbox->events()->model()->index(row, Models::WebhookInbox::SignatureColumn).data().toString(), QStringLiteral("Valid"));
        QTRY_VERIFY(inbox->body()->toPlainText().contains(QStringLiteral("\"type\": \"page.version.")));
        QVERIFY(inbox->deliveries()->text().contains(QStringLiteral("Valid signature")));

        // Opening the audience asks the window to go there.
        QSignalSpy navigation(console.place.get(), &Ui::Place::navigationRequested);
        inbox->events()->setCurrentIndex(model->index(rowOfCreated(), 0));
        for (QPushButton *button : inbox->findChildren<QPushButton *>()) {
            if (button->text().contains(QStringLiteral("au&dience")))
                QTest::mouseClick(button, Qt::LeftButton);
        }
        QCOMPARE(navigation.size(), 1);
        QCOMPARE(navigation.first().at(0).toString(), QStringLiteral("audiences"));
        QCOMPARE(navigation.first().at(1).toString(), QStringLiteral("aud_demo_001"));

        // Restore: one click puts the previous URL back.
        QTest::mouseClick(inbox->restoreButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!model->isPointing(demo1), 10000);
        QCOMPARE(read(demo1).url, QStringLiteral("http://127.0.0.1:9/webhooks"));
    }

    void removingOrForgettingDeletesTheSecret()
    {
        Console console(m_client.get());
        MemorySecretStore store;
        console.connection.webhookInbox()->setSecretStore(&store);
        QVERIFY(console.waitListRead());
        store.entries.insert(demo2, QStringLiteral("whsec_ZGVtbzI="));

        // Removed from the list with its question: the secret goes from the keychain too.
        console.clickRow(demo2);
        QTest::mouseClick(console.place->removeButton(), Qt::LeftButton);
        QMessageBox *question = console.place->openQuestion();
        QVERIFY(question);
        question->findChild<QPushButton *>(QStringLiteral("confirmRemoveWebhook"))->click();
        QTRY_VERIFY(!store.entries.contains(demo2));
        QTRY_VERIFY(console.place->addStatus()->text().contains(QStringLiteral("signing secret is no longer kept")));

        // Deleted on the service: after a refresh it offers to be forgotten, and forgetting deletes
        // its secret.
        const QString gone = QStringLiteral("whsub_deleted_elsewhere");
        Net::WebhookSubscription ghost = read(demo1);
        ghost.subscriptionId = gone;
        console.known()->remember(ghost);
        store.entries.insert(gone, QStringLiteral("whsec_Z29uZQ=="));
        console.clickRow(gone);
        QVERIFY(!console.place->goneBar()->isVisible());
        QTest::mouseClick(console.place->refreshButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(console.place->goneBar()->isVisible(), 10000);
        QVERIFY2(console.place->goneText()->text().contains(gone), qPrintable(console.place->goneText()->text()));
        QTest::mouseClick(console.place->forgetButton(), Qt::LeftButton);
        QVERIFY(!console.known()->contains(gone));
        QTRY_VERIFY(!store.entries.contains(gone));
        QVERIFY(!console.place->goneBar()->isVisible());
        QVERIFY(console.place->currentItem().isEmpty());
        QCOMPARE(console.known()->rowCount(), 1); // demo1 stays
        console.connection.webhookInbox()->setSecretStore(nullptr);
    }

    void aSubscriptionLeftAtAStoppedInboxIsNamedWithRestore()
    {
        Console console(m_client.get());
        QVERIFY(console.waitListRead());
        console.clickRow(demo1);
        Models::WebhookInbox *model = console.connection.webhookInbox();
        QTest::mouseClick(console.place->inboxView()->pointButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(model->isPointing(demo1), 10000);
        QVERIFY(!console.place->strandedBar()->isVisible());

        // The connection ends (another profile): the inbox stops; the place names what was left.
        console.connection.setConnected(false);
        QVERIFY(!model->isListening());
        QVERIFY(console.place->strandedBar()->isVisible());
        const QString said = console.place->strandedText()->text();
        QVERIFY2(said.contains(demo1) && said.contains(QStringLiteral("http://127.0.0.1:9/webhooks")), qPrintable(said));
        QVERIFY(!console.place->restoreStrandedButton()->isEnabled()); // not without a connection

        // Connected again: one click restores it, and the bar goes.
        console.connection.setConnected(true);
        QVERIFY(console.place->strandedBar()->isVisible());
        QVERIFY(console.place->restoreStrandedButton()->isEnabled());
        QTest::mouseClick(console.place->restoreStrandedButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!console.place->strandedBar()->isVisible(), 10000);
        QCOMPARE(read(demo1).url, QStringLiteral("http://127.0.0.1:9/webhooks"));
    }
};

} // namespace tst_webhooks

AUDIENCE_TEST_MAIN(tst_webhooks, TestWebhooks)
#include "tst_webhooks.moc"
