// The audience workspace against a real sandbox, driven as a user would: open an audience, write,
// press Ctrl+Enter, watch the version go queued → processing → draft, review, publish. Also: the
// unsent text survives a restart, the view does not jump while the user reads higher up, and an
// archived audience opens read-only.
#include "uitesthelpers.h"

#include "models/audiences/knownaudiences.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/composerdrafts.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "support/sandboxprocess.h"
#include "support/storefaults.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/audiences/audiencedetailview.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/composer.h"
#include "ui/workspace/contextpanel.h"
#include "ui/workspace/conversationview.h"
#include "ui/workspace/messagedelegate.h"
#include "ui/workspace/messagedocument.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/unseendraftnotice.h"
#include "ui/workspace/versionpanel.h"
#include "ui/workspace/versionstepper.h"
#include "ui/workspace/whatgoesliveview.h"
#include "support/testmain.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QTextBrowser>
#include <QTextDocument>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QTreeView>
#include <QLineEdit>

namespace tst_workspace {

using namespace Audience;
using Models::ConversationModel;

namespace {

// The demo's showcase (docs/sandbox.md): 44 messages, several tool calls with one failed, reasoning,
// an interrupted reply with its partial text, several changes in one message.
const QString richAudience = QStringLiteral("aud_demo_003");

// An audience browser on its own connection to the sandbox, with the profile's store (its drafts)
// in `profileFolder` (none: nothing kept).
struct Console
{
    Models::Connection connection;
    Ui::AudienceBrowser browser{&connection};

    Console(Net::ApiClient *client, const QString &profileFolder = {})
        : connection(client)
    {
        connection.setProfileFolder(profileFolder);
        browser.resize(1400, 900);
        browser.show();
        connection.setConnected(true);
    }
    Ui::AudienceWorkspaceView *workspace() const { return browser.workspace(); }

    // Opens an audience from the tree, as a click would, and waits for its conversation.
    bool open(const QString &audienceId)
    {
        if (!QTest::qWaitFor([&] { return browser.treeModel()->indexOfAudience(audienceId).isValid(); }, 10000))
            return false;
        browser.openItem(audienceId);
        return QTest::qWaitFor([&] { return workspace()->conversationModel()->state() == Models::LoadState::Complete; }, 10000);
    }
};

} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT

    Testing::SandboxProcess m_sandbox;
    QNetworkAccessManager m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;

private slots:
    void initTestCase()
    {
        // A slow lifecycle, so each step can be seen: 300 ms per step.
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                  QStringLiteral("demo"), QStringLiteral("--processing-delay-ms"), QStringLiteral("300")}),
                 qPrintable(m_sandbox.errorString()));
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox.apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox.baseUrl());
    }

    void opensTheConversationWithItsParts()
    {
        Console console(m_client.get());
        QVERIFY(console.open(richAudience));
        ConversationModel *model = console.workspace()->conversationModel();
        QVERIFY(model->rowCount() > 2);
        // The agent's messages carry tool calls and reasoning; reasoning starts closed.
        int withReasoning = -1;
        for (int row = 0; row < model->rowCount() && withReasoning < 0; ++row) {
            if (!model->index(row).data(ConversationModel::ReasoningRole).toString().isEmpty())
                withReasoning = row;
        }
        QVERIFY(withReasoning >= 0);
        const QString key = Ui::MessageDelegate::keyOf(model->index(withReasoning));
        QVERIFY(!console.workspace()->conversation()->messageDelegate()->expansion(key).reasoning);
        QTextDocument document;
        Ui::MessageContent content{model->messageAt(withReasoning), {}, 0, {}};
        Ui::MessageDocument::build(document, content, {}, console.browser.palette(), 500);
        QVERIFY(document.toPlainText().contains(QStringLiteral("Reasoning")));
        QVERIFY(!document.toPlainText().contains(model->messageAt(withReasoning).reasoning.value()));
        Ui::MessageDocument::build(document, content, {true, false, false}, console.browser.palette(), 500);
        QVERIFY(document.toPlainText().contains(model->messageAt(withReasoning).reasoning.value()));
    }

    void anInterruptedReplyKeepsItsTextAndSaysSo()
    {
        Console console(m_client.get());
        QVERIFY(console.open(richAudience));
        ConversationModel *model = console.workspace()->conversationModel();
        int interrupted = -1;
        int severalCalls = -1;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row);
            if (index.data(ConversationModel::InterruptedRole).toBool() && !index.data(ConversationModel::ContentRole).toString().isEmpty())
                interrupted = row;
            if (index.data(ConversationModel::ToolCallsRole).value<QList<Net::ToolCall>>().size() > 1)
                severalCalls = row;
        }
        QVERIFY(interrupted >= 0);
        QTextDocument document;
        Ui::MessageDocument::build(document, {model->messageAt(interrupted), {}, 0, {}}, {}, console.browser.palette(), 500);
        QVERIFY(document.toPlainText().contains(QStringLiteral("Interrupted")));
        QVERIFY(document.toPlainText().contains(model->messageAt(interrupted).content.value().left(20)));
        // Several calls fold into one line that names the failed one; opened, each shows its error.
        QVERIFY(severalCalls >= 0);
        Ui::MessageDocument::build(document, {model->messageAt(severalCalls), {}, 0, {}}, {}, console.browser.palette(), 500);
        // (Without a catalogue the plural reads "tool call(s)"; the console loads one for English.)
        QVERIFY2(document.toPlainText().contains(QStringLiteral("3 tool call")) && document.toPlainText().contains(QStringLiteral("1 failed")),
                 qPrintable(document.toPlainText()));
        Ui::MessageDocument::build(document, {model->messageAt(severalCalls), {}, 0, {}}, {false, true, false}, console.browser.palette(), 500);
        QVERIFY2(document.toPlainText().contains(QStringLiteral("timed out")), qPrintable(document.toPlainText()));
    }

    // Issue 43, item 4: the conversation shows changes pending that no version this console has
    // seen holds (aud_demo_001's, docs/sandbox.md). The Versions tab says why Publish is not there
    // and offers Review's "Ask the Agent to Confirm the Draft"; its answer names the version,
    // which is followed until it is a draft, and Publish is offered.
    void aPendingChangeWithoutAVersionSaysWhyAndAsksTheAgent()
    {
        Console console(m_client.get());
        QVERIFY(console.open(QStringLiteral("aud_demo_001")));
        Ui::VersionPanel *versions = console.workspace()->findChild<Ui::VersionPanel *>();
        QVERIFY(versions);
        Ui::UnseenDraftNotice *notice = versions->unseenDraftNotice();
        QVERIFY(!console.workspace()->conversationModel()->pendingChanges().isEmpty());
        QTRY_VERIFY(notice->applies());
        QVERIFY(!notice->isHidden());
        QVERIFY2(notice->reason()->text().contains(QStringLiteral("no version this console has seen holds them")),
                 qPrintable(notice->reason()->text()));
        QVERIFY(!versions->publishButton()->isEnabled());
        QCOMPARE(notice->confirmButton()->text(), QStringLiteral("Ask the Agent to Confirm the Draft"));
        QVERIFY(notice->confirmButton()->isEnabled());
        // Typed text stays in the composer: the request is not the user's message.
        console.workspace()->composer()->setText(QStringLiteral("Half a thought"));
        QSignalSpy accepted(console.connection.messageOutbox(), &Models::MessageOutbox::accepted);
        notice->confirmButton()->click();
        QVERIFY(!notice->confirmButton()->isEnabled()); // asked once
        QVERIFY(accepted.wait(10000));
        QCOMPARE(console.workspace()->composer()->text(), QStringLiteral("Half a thought"));
        const QString versionId = accepted.last().at(3).toString();
        QVERIFY(!versionId.isEmpty());
        // The agent's version is in the making, then a draft: the notice goes, Publish comes.
        QTRY_VERIFY_WITH_TIMEOUT(notice->isHidden(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(versions->publishButton()->isEnabled(), 20000);
        QCOMPARE(versions->chosenVersion()->versionId, versionId);
    }

    void ctrlEnterSendsAndTheVersionIsFollowedToDraftThenPublished()
    {
        Console console(m_client.get());
        QVERIFY(console.open(QStringLiteral("aud_demo_007")));
        Ui::AudienceWorkspaceView *workspace = console.workspace();
        const int before = workspace->conversationModel()->rowCount();
        QPlainTextEdit *editor = workspace->composer()->editor();
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("Set the meta title to \"Plan with confidence\""));
        QTest::keyClick(editor, Qt::Key_Return); // Enter is a new line, not a send
        QCOMPARE(workspace->conversationModel()->rowCount(), before);
        QTest::keyClick(editor, Qt::Key_Backspace);
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        // Shown at once, pending; the composer is empty again.
        QCOMPARE(workspace->conversationModel()->rowCount(), before + 1);
        QCOMPARE(editor->toPlainText(), QString());

        // queued → processing → draft, seen through the stepper.
        Models::VersionFollower *follower = console.connection.versionFollower();
        QTRY_COMPARE_WITH_TIMEOUT(follower->followCount(), 1, 5000);
        QStringList seen;
        QTRY_VERIFY_WITH_TIMEOUT([&] {
            const QString steps = workspace->versions()->stepper()->stepsText();
            if (seen.isEmpty() || seen.constLast() != steps)
                seen.append(steps);
            return follower->followCount() == 0;
        }(), 15000);
        const auto versions = follower->versions(QStringLiteral("aud_demo_007"));
        QVERIFY(!versions.isEmpty());
        QCOMPARE(versions.first().status, QStringLiteral("draft"));
        QVERIFY2(workspace->versions()->stepper()->stepsText().contains(QStringLiteral("✓ Draft")) ||
                 workspace->versions()->stepper()->stepsText().contains(QStringLiteral("● Draft")),
                 qPrintable(workspace->versions()->stepper()->stepsText()));
        // The agent's answer and its change are in the conversation; the change is pending.
        QTRY_VERIFY(workspace->conversationModel()->rowCount() >= before + 2);
        QTRY_VERIFY(std::any_of(workspace->conversationModel()->pendingChanges().cbegin(),
                                workspace->conversationModel()->pendingChanges().cend(),
                                [](const Net::Change &change) { return change.newValue.value() == QLatin1StringView("Plan with confidence"); }));

        // Publish: enabled for the draft, confirmed, published once.
        QPushButton *publish = workspace->versions()->publishButton();
        QTRY_VERIFY(publish->isEnabled());
        publish->click();
        Ui::PublishDialog *dialog = workspace->publishDialog();
        QVERIFY(dialog);
        QVERIFY2(dialog->summaryText().contains(QString::number(versions.first().versionNumber)), qPrintable(dialog->summaryText()));
        // What goes live, in words: the field, and the new value's words (between the old value's).
        const QString listed = dialog->whatGoesLive()->plainText();
        QVERIFY2(listed.contains(QStringLiteral("Meta title")) && listed.contains(QStringLiteral("confidence")), qPrintable(listed));
        dialog->findChild<QPushButton *>(QStringLiteral("confirmPublish"))->click();
        QTRY_VERIFY(follower->publishedVersion(QStringLiteral("aud_demo_007")).has_value());
        QCOMPARE(follower->publishedVersion(QStringLiteral("aud_demo_007"))->versionId, versions.first().versionId);
        QVERIFY(!publish->isEnabled()); // published: no longer a draft
        // The audience's status in the browser's details says what is live now.
        QTRY_VERIFY2(console.browser.detail()->statusText().contains(QString::number(versions.first().versionNumber)),
                     qPrintable(console.browser.detail()->statusText()));
        QVERIFY2(publish->toolTip().contains(QStringLiteral("draft")), qPrintable(publish->toolTip()));
    }

    // Any draft can be published, not only the newest: the confirmation of version N shows what
    // N puts live, not a newer draft's changes (issue 39).
    void theConfirmationOfAnOlderDraftShowsItsOwnChanges()
    {
        Console console(m_client.get());
        const QString audience = QStringLiteral("aud_demo_002");
        QVERIFY(console.open(audience));
        Ui::AudienceWorkspaceView *workspace = console.workspace();
        Models::MessageOutbox *outbox = console.connection.messageOutbox();
        Models::VersionFollower *follower = console.connection.versionFollower();
        QSignalSpy accepted(outbox, &Models::MessageOutbox::accepted);
        QStringList made;
        for (const QString &text : {QStringLiteral("Set the meta title to \"The title of the older draft\""),
                                    QStringLiteral("Set the meta description to \"Only the newest draft says this.\"")}) {
            QVERIFY(!outbox->send(QStringLiteral("page_demo_01"), audience, text).isEmpty());
            QTRY_COMPARE_WITH_TIMEOUT(accepted.size(), int(made.size()) + 1, 10000);
            made.append(accepted.last().at(3).toString());
            QTRY_VERIFY_WITH_TIMEOUT(follower->version(made.last()) && follower->version(made.last())->status == QStringLiteral("draft"), 15000);
        }
        // The conversation shows both drafts' changes pending.
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(workspace->conversationModel()->pendingChanges().cbegin(),
                                             workspace->conversationModel()->pendingChanges().cend(),
                                             [](const Net::Change &change) {
                                                 return change.newValue.value() == QLatin1StringView("Only the newest draft says this.");
                                             }),
                                 10000);
        QTreeWidget *list = workspace->versions()->list();
        QTRY_VERIFY([&] {
            for (int i = 0; i < list->topLevelItemCount(); ++i) {
                if (list->topLevelItem(i)->data(0, Qt::UserRole).toString() == made.first()) {
                    list->setCurrentItem(list->topLevelItem(i));
                    return true;
                }
            }
            return false;
        }());
        QPushButton *publish = workspace->versions()->publishButton();
        QTRY_VERIFY(publish->isEnabled());
        publish->click();
        Ui::PublishDialog *dialog = workspace->publishDialog();
        QVERIFY(dialog);
        QVERIFY2(dialog->summaryText().contains(QString::number(follower->version(made.first())->versionNumber)), qPrintable(dialog->summaryText()));
        const QString listed = dialog->whatGoesLive()->plainText();
        QVERIFY2(listed.contains(QStringLiteral("older draft")), qPrintable(listed));
        QVERIFY2(!listed.contains(QStringLiteral("newest draft says")), qPrintable(listed));
        dialog->reject();
    }

    void unsentTextSurvivesARestart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("profile"));
        // The draft as the store has it, read through a connection of its own.
        const auto storedDraft = [&folder](const QString &audienceId) {
            Models::ProfileDatabase store;
            if (!store.open(Models::ProfileDatabase::pathInFolder(folder)))
                return QStringLiteral("<no store: %1>").arg(store.error());
            QSqlQuery query(store.database());
            query.prepare(QStringLiteral("SELECT text FROM composer_drafts WHERE audience_id = ?"));
            query.addBindValue(audienceId);
            return query.exec() && query.next() ? query.value(0).toString() : QString();
        };
        {
            Console console(m_client.get(), folder);
            QVERIFY(console.open(QStringLiteral("aud_demo_004")));
            QTRY_VERIFY(console.connection.store()); // opened after the first rows
            QTest::keyClicks(console.workspace()->composer()->editor(), QStringLiteral("Half a thought"));
            // In the store by itself shortly after the last key, while the console still runs.
            QTRY_COMPARE(storedDraft(QStringLiteral("aud_demo_004")), QStringLiteral("Half a thought"));
            // Another audience, and back: the text comes back with its audience.
            QVERIFY(console.open(QStringLiteral("aud_demo_005")));
            QCOMPARE(console.workspace()->composer()->text(), QString());
            QVERIFY(console.open(QStringLiteral("aud_demo_004")));
            QCOMPARE(console.workspace()->composer()->text(), QStringLiteral("Half a thought"));
        } // the console closes
        Console again(m_client.get(), folder);
        QVERIFY(again.open(QStringLiteral("aud_demo_004")));
        // Back in the composer once the store is open (it opens after the first rows).
        QTRY_VERIFY(again.connection.store());
        QTRY_COMPARE(again.workspace()->composer()->text(), QStringLiteral("Half a thought"));
    }

    // Another program holds the profile's store: the message is not sent, the composer
    // keeps its text and says why under it, and Retry sends it once the store is free.
    void aSendTheStoreRefusesKeepsItsTextAndSaysWhy()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Console console(m_client.get(), dir.filePath(QStringLiteral("profile")));
        QVERIFY(console.open(QStringLiteral("aud_demo_006")));
        QTRY_VERIFY(console.connection.store());
        Ui::AudienceWorkspaceView *workspace = console.workspace();
        Ui::Composer *composer = workspace->composer();
        const int before = workspace->conversationModel()->rowCount();
        QTest::keyClicks(composer->editor(), QStringLiteral("Mention the free trial"));
        Testing::StoreFaults::StoreLock lock(console.connection.store()->path());
        QVERIFY2(lock.isHeld(), qPrintable(lock.error()));
        QTest::keyClick(composer->editor(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(composer->text(), QStringLiteral("Mention the free trial"));
        QCOMPARE(workspace->conversationModel()->rowCount(), before); // nothing was sent
        QVERIFY(composer->notice()->isVisible());
        QVERIFY2(composer->notice()->text().startsWith(QStringLiteral("Not sent: the profile's store is busy: another program is holding it.")),
                 qPrintable(composer->notice()->text()));
        QVERIFY(composer->retryButton()->isVisible());

        lock.release();
        composer->retryButton()->click();
        QCOMPARE(workspace->conversationModel()->rowCount(), before + 1);
        QCOMPARE(composer->text(), QString());
        QTRY_VERIFY(!composer->notice()->isVisible());
    }

    void theViewDoesNotJumpWhileTheUserReadsHigherUp()
    {
        Console console(m_client.get());
        console.browser.resize(1400, 500); // a short view, so the conversation scrolls
        QVERIFY(console.open(richAudience));
        Ui::ConversationView *view = console.workspace()->conversation();
        QScrollBar *bar = view->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        QTRY_COMPARE(bar->value(), bar->maximum()); // it opens at the newest message
        bar->setValue(0); // the user scrolls up to read
        QVERIFY(!view->isFollowingLatest());
        QVERIFY(!console.connection.messageOutbox()->send(QStringLiteral("page_demo_01"), richAudience, QStringLiteral("Add keyword \"forecasting\"")).isEmpty());
        QTRY_VERIFY(view->jumpButton()->isVisible());
        QTRY_VERIFY(console.workspace()->conversationModel()->rowCount() > 0);
        QTest::qWait(100);
        QCOMPARE(bar->value(), 0);
        view->jumpButton()->click();
        QTRY_COMPARE(bar->value(), bar->maximum());
        QVERIFY(view->isFollowingLatest());
        QVERIFY(!view->jumpButton()->isVisible());
    }

    // The sandbox applies every first write and drops the connection without an answer
    // (--fault-drop-after-write-rate 1): the send and the publish are tried again with the same
    // clientMessageId and operationKey, and the service applies each once.
    void writesWhoseAnswerIsLostAreAppliedOnce()
    {
        Testing::SandboxProcess faulty;
        QVERIFY2(faulty.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                               QStringLiteral("--processing-delay-ms"), QStringLiteral("100"),
                               QStringLiteral("--fault-drop-after-write-rate"), QStringLiteral("1")}),
                 qPrintable(faulty.errorString()));
        QNetworkAccessManager network;
        Net::StaticApiKeyProvider keys(faulty.apiKey());
        Net::ApiClient client(&network, &keys);
        client.setBaseUrl(faulty.baseUrl());
        Console console(&client);
        const QString audience = QStringLiteral("aud_demo_008");
        QVERIFY(console.open(audience));
        const QString text = QStringLiteral("Set the meta title to \"Once only\"");
        console.workspace()->composer()->setText(text);
        console.workspace()->composer()->trySend();
        Models::VersionFollower *follower = console.connection.versionFollower();
        QTRY_VERIFY_WITH_TIMEOUT(!follower->versions(audience).isEmpty() && follower->followCount() == 0, 20000);
        ConversationModel *model = console.workspace()->conversationModel();
        QTRY_COMPARE_WITH_TIMEOUT(console.connection.messageOutbox()->outgoing(audience).size(), 0, 10000);
        int sent = 0;
        for (int row = 0; row < model->rowCount(); ++row)
            sent += model->index(row).data(ConversationModel::ContentRole).toString() == text;
        QCOMPARE(sent, 1);

        const Net::AudienceVersion draft = follower->versions(audience).first();
        QCOMPARE(draft.status, QStringLiteral("draft"));
        QVERIFY(console.connection.publishActions()->publish(QStringLiteral("page_demo_02"), audience, draft.versionId));
        QTRY_VERIFY_WITH_TIMEOUT(console.connection.publishActions()->state(draft.versionId) != Models::WriteTracker::State::Pending, 20000);
        QCOMPARE(console.connection.publishActions()->state(draft.versionId), Models::WriteTracker::State::Done);
        // Published once: the version is the live one, and asking the service again says the same.
        QCOMPARE(follower->publishedVersion(audience)->versionId, draft.versionId);
        follower->open(QStringLiteral("page_demo_02"), audience, draft.versionId);
        QTRY_COMPARE(follower->version(draft.versionId)->status, QStringLiteral("published"));
    }

    void aTooLongMessageCannotBeSentAndSaysWhy()
    {
        Console console(m_client.get());
        QVERIFY(console.open(QStringLiteral("aud_demo_006")));
        Ui::Composer *composer = console.workspace()->composer();
        QVERIFY(!composer->sendButton()->isEnabled()); // empty
        QVERIFY(!composer->sendButton()->toolTip().isEmpty());
        composer->setText(QString(Models::MessageOutbox::maxLength + 5, u'x'));
        QVERIFY(!composer->sendButton()->isEnabled());
        QVERIFY2(composer->counter()->text().contains(QStringLiteral("5")), qPrintable(composer->counter()->text()));
        composer->setText(QStringLiteral("ok"));
        QVERIFY(composer->sendButton()->isEnabled());
    }

    // The main flow by keyboard: an audience opened from elsewhere (Ctrl+K, a link, a notification:
    // the window calls focusOpenedItem) or with Enter in the tree has the focus in its composer;
    // Ctrl+M goes back there from anywhere in the place; Ctrl+Shift+P opens the confirmation.
    void theKeyboardGoesFromAnAudienceToItsComposerAndToPublish()
    {
        Console console(m_client.get());
        QVERIFY(QTest::qWaitForWindowActive(&console.browser));
        QVERIFY(console.open(QStringLiteral("aud_demo_010")));
        QPlainTextEdit *editor = console.workspace()->composer()->editor();
        console.browser.searchEdit()->setFocus();
        console.browser.focusOpenedItem();
        QTRY_COMPARE(QApplication::focusWidget(), editor);

        // Enter on an audience's row in the tree.
        console.browser.tree()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), console.browser.tree());
        QTest::keyClick(console.browser.tree(), Qt::Key_Return);
        QTRY_COMPARE(QApplication::focusWidget(), editor);
        // Ctrl+M from the search box.
        console.browser.searchEdit()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), console.browser.searchEdit());
        QTest::keyClick(console.browser.searchEdit(), Qt::Key_M, Qt::ControlModifier);
        QTRY_COMPARE(QApplication::focusWidget(), editor);

        // A message, Ctrl+Enter, the draft, Ctrl+Shift+P: the confirmation of that draft.
        QTest::keyClicks(editor, QStringLiteral("Set the meta title to \"Keys all the way\""));
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        QPushButton *publish = console.workspace()->versions()->publishButton();
        QTRY_VERIFY_WITH_TIMEOUT(publish->isEnabled(), 15000);
        console.workspace()->sideTabs()->setCurrentWidget(console.workspace()->context()); // Publish is not in sight
        QTest::keyClick(editor, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(console.workspace()->publishDialog());
        QCOMPARE(console.workspace()->sideTabs()->currentWidget(), console.workspace()->versions());
        console.workspace()->publishDialog()->reject();
    }
};

} // namespace tst_workspace

AUDIENCE_TEST_MAIN(tst_workspace, TestWorkspace)
#include "tst_workspace.moc"
