// The publish confirmation's "What goes live" and checks, against a real sandbox, driven as a user
// would: the agent sets a title with a placeholder (an error: Publish is disabled and says why), a
// short title (a warning: the button reads "Publish Anyway" and publishes), and makes a newer draft
// while the dialog is open (the checks run again; the dialog still shows its own version's changes). Also, without a sandbox: the click itself
// checks the newest draft, and the Context tab shows "What goes live" with the agent's steps.
// The connection lost while the confirmation is open (the sandbox stopped): what it showed stays,
// it says why, Publish waits; the sandbox back on the same port, a read again brings Publish back.
#include "support/changes.h"
#include "models/audiences/seenaudiences.h"
#include "models/shell/connection.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "ui/common/imageplaceholder.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/netchanges.h"
#include "models/workspace/versionfollower.h"
#include "support/sandboxprocess.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/common/searchresultpreview.h"
#include "ui/common/socialcardpreview.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/composer.h"
#include "ui/workspace/contextpanel.h"
#include "ui/workspace/previewcomparison.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/versionpanel.h"
#include "ui/workspace/whatgoesliveview.h"
#include "models/audiences/audiencetreemodel.h"
#include "support/testmain.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

namespace tst_publishconfirmation {

using namespace Audience;
using Testing::pendingChange;

namespace {

struct Console
{
    Models::Connection connection;
    Ui::AudienceBrowser browser{&connection};

    explicit Console(Net::ApiClient *client)
        : connection(client)
    {
        browser.resize(1400, 900);
        browser.show();
        connection.setConnected(true);
    }
    Ui::AudienceWorkspaceView *workspace() const { return browser.workspace(); }

    bool open(const QString &audienceId)
    {
        if (!QTest::qWaitFor([&] { return browser.treeModel()->indexOfAudience(audienceId).isValid(); }, 10000))
            return false;
        browser.openItem(audienceId);
        return QTest::qWaitFor([&] { return workspace()->conversationModel()->state() == Models::LoadState::Complete; }, 10000);
    }

    // Tells the agent `text` and waits until the new version is a draft and the conversation lists
    // a pending change to `expected`.
    bool instruct(const QString &text, const QString &expected)
    {
        Ui::Composer *composer = workspace()->composer();
        composer->setText(text);
        composer->trySend();
        Models::VersionFollower *follower = connection.versionFollower();
        const QString audience = workspace()->audienceId();
        return QTest::qWaitFor([&] {
            const auto versions = follower->versions(audience);
            if (versions.isEmpty() || follower->followCount() != 0 || versions.first().status != QLatin1StringView("draft"))
                return false;
            const auto pending = workspace()->conversationModel()->pendingChanges();
            return std::any_of(pending.cbegin(), pending.cend(),
                               [&](const Net::Change &change) { return change.newValue.value() == expected; });
        }, 20000);
    }

    Ui::PublishDialog *askToPublish()
    {
        QPushButton *publish = workspace()->versions()->publishButton();
        if (!QTest::qWaitFor([&] { return publish->isEnabled(); }, 5000))
            return nullptr;
        publish->click();
        return workspace()->publishDialog();
    }
};

} // namespace

class TestPublishConfirmation : public QObject
{
    Q_OBJECT

    Testing::SandboxProcess m_sandbox;
    QNetworkAccessManager m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                  QStringLiteral("demo"), QStringLiteral("--processing-delay-ms"), QStringLiteral("100")}),
                 qPrintable(m_sandbox.errorString()));
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox.apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox.baseUrl());
    }

    void anErrorBlocksPublishingAndSaysWhy()
    {
        Console console(m_client.get());
        QVERIFY(console.open(QStringLiteral("aud_demo_005")));
        QVERIFY(console.instruct(QStringLiteral("Set the meta title to \"TODO pick a title for FP&A leads\""),
                                 QStringLiteral("TODO pick a title for FP&A leads")));
        Ui::PublishDialog *dialog = console.askToPublish();
        QVERIFY(dialog);
        // (Without a catalogue the plurals read "field(s)"; the console loads one for English.)
        QVERIFY2(dialog->summaryText().contains(QStringLiteral("1 field")), qPrintable(dialog->summaryText()));
        QVERIFY(!dialog->publishButton()->isEnabled());
        QVERIFY2(dialog->verdictText().contains(QStringLiteral("blocked")), qPrintable(dialog->verdictText()));
        QVERIFY2(dialog->checksText().contains(QStringLiteral("TODO")), qPrintable(dialog->checksText()));
        QVERIFY(!dialog->publishButton()->toolTip().isEmpty()); // why, on the button too
        // What goes live, in words: the field, and live → after.
        const QString listed = dialog->whatGoesLive()->plainText();
        QVERIFY2(listed.contains(QStringLiteral("Meta title")) && listed.contains(QStringLiteral("pick a title")), qPrintable(listed));
        QVERIFY2(listed.contains(QStringLiteral("agent step")), qPrintable(listed));
        dialog->buttons()->button(QDialogButtonBox::Cancel)->click();
        QTRY_VERIFY(!console.workspace()->publishDialog());
    }

    void aWarningNeedsPublishAnyway()
    {
        Console console(m_client.get());
        QVERIFY(console.open(QStringLiteral("aud_demo_006")));
        QVERIFY(console.instruct(QStringLiteral("Set the meta title to \"Plan with confidence\""), QStringLiteral("Plan with confidence")));
        Ui::PublishDialog *dialog = console.askToPublish();
        QVERIFY(dialog);
        // Under 400 px: a warning, not an error.
        QVERIFY2(dialog->checksText().contains(QStringLiteral("px")), qPrintable(dialog->checksText()));
        QVERIFY(dialog->publishButton()->isEnabled());
        QCOMPARE(dialog->publishButton()->text(), QStringLiteral("Publish Anyway"));
        // The previews show live and after: the after title is the new one.
        QCOMPARE(dialog->previews()->search(Ui::PreviewComparison::After)->shownTitle(), QStringLiteral("Plan with confidence"));
        QVERIFY(dialog->previews()->search(Ui::PreviewComparison::Live)->shownTitle() != QStringLiteral("Plan with confidence"));
        const QString audience = console.workspace()->audienceId();
        const QString versionId = console.connection.versionFollower()->versions(audience).first().versionId;
        dialog->publishButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(console.connection.versionFollower()->publishedVersion(audience).has_value()
                                     && console.connection.versionFollower()->publishedVersion(audience)->versionId == versionId,
                                 10000);
    }

    void theChecksRunAgainWhenTheAgentChangesTheDraft()
    {
        Console console(m_client.get());
        QVERIFY(console.open(QStringLiteral("aud_demo_008")));
        QVERIFY(console.instruct(QStringLiteral("Set the meta title to \"Plan with confidence\""), QStringLiteral("Plan with confidence")));
        Ui::PublishDialog *dialog = console.askToPublish();
        QVERIFY(dialog);
        QVERIFY(dialog->publishButton()->isEnabled());
        const int runs = dialog->checkRuns();
        // The agent makes a newer draft while the dialog is open (another window, an earlier
        // message): the dialog reads the conversation again and checks again, and still shows what
        // its own version puts live, since publishing it does not publish the newer one (issue 39).
        const Net::AudienceSearchItem item = *console.connection.seenAudiences()->find(console.workspace()->audienceId());
        QVERIFY(!console.connection.messageOutbox()
                     ->send(item.pageId.value(), item.audienceId.value(), QStringLiteral("Set the meta title to \"Lorem ipsum dolor\""))
                     .isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(console.workspace()->conversationModel()->pendingChanges().cbegin(),
                                             console.workspace()->conversationModel()->pendingChanges().cend(),
                                             [](const Net::Change &change) { return change.newValue.value() == QLatin1StringView("Lorem ipsum dolor"); }),
                                 20000);
        QVERIFY(dialog->checkRuns() > runs);
        QVERIFY(dialog->publishButton()->isEnabled());
        QVERIFY2(dialog->whatGoesLive()->plainText().contains(QStringLiteral("Plan with confidence")), qPrintable(dialog->whatGoesLive()->plainText()));
        QVERIFY(!dialog->whatGoesLive()->plainText().contains(QStringLiteral("Lorem ipsum")));
        dialog->reject();
        QTRY_VERIFY(!console.workspace()->publishDialog());

        // The newer draft's own confirmation: its placeholder title is an error.
        QTRY_VERIFY_WITH_TIMEOUT(console.connection.versionFollower()->followCount() == 0, 20000);
        dialog = console.askToPublish();
        QVERIFY(dialog);
        QVERIFY(!dialog->publishButton()->isEnabled());
        QVERIFY2(dialog->checksText().contains(QStringLiteral("Lorem ipsum"), Qt::CaseInsensitive), qPrintable(dialog->checksText()));
        // Several steps for one field: shown as one difference, the steps folded.
        QCOMPARE(Models::NetChanges::changingCount(dialog->rows()), 1);
        const QString listed = dialog->whatGoesLive()->plainText();
        QVERIFY2(listed.contains(QStringLiteral("Lorem ipsum dolor")), qPrintable(listed));
        QVERIFY(!listed.contains(QStringLiteral("Plan with confidence"))); // a step, folded
        // Opened on request, and kept open when the dialog reads the draft again.
        dialog->whatGoesLive()->stepsToggle(QStringLiteral("metaTitle"))->click();
        QVERIFY(dialog->whatGoesLive()->plainText().contains(QStringLiteral("Plan with confidence")));
        dialog->refresh();
        QVERIFY(dialog->whatGoesLive()->stepsOpen(QStringLiteral("metaTitle")));
        dialog->reject();
    }

    void theClickChecksTheNewestDraft()
    {
        PublishDraftHolder holder;
        holder.draft.context.currentMetaTitle = QStringLiteral("Rolling forecasts for FP&A leads at consultancies");
        holder.draft.context.currentMetaDescription = QStringLiteral("x").repeated(140);
        holder.draft.pendingChanges = {pendingChange(QStringLiteral("metaDescription"), QStringLiteral("y").repeated(140),
                                              QStringLiteral("x").repeated(140))};
        Ui::PublishDialog dialog(QStringLiteral("CFOs"), 4, [&holder] { return holder.draft; });
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        QVERIFY2(dialog.findings().isEmpty(), qPrintable(dialog.checksText()));
        QVERIFY(dialog.publishButton()->isEnabled());
        // The draft changes, and nothing tells the dialog: the click finds out.
        holder.draft.pendingChanges.append(pendingChange(QStringLiteral("metaDescription"), QStringLiteral("x").repeated(140),
                                                  QStringLiteral("TBD")));
        dialog.publishButton()->click();
        QCOMPARE(accepted.count(), 0);
        QVERIFY(!dialog.publishButton()->isEnabled());
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("publishNote"))->isVisibleTo(&dialog));
        // Fixed again: the first click shows the new state, the second publishes.
        holder.draft.pendingChanges.append(pendingChange(QStringLiteral("metaDescription"), QStringLiteral("TBD"), QStringLiteral("z").repeated(140)));
        dialog.refresh();
        QVERIFY(dialog.publishButton()->isEnabled());
        dialog.publishButton()->click();
        QCOMPARE(accepted.count(), 1);
    }

    // A read that failed with an answer (the service had a bad minute): the same, in its own words.
    void aServiceErrorLeavesTheConfirmationAsItWasToo()
    {
        PublishDraftHolder holder;
        holder.draft.context.currentMetaTitle = QStringLiteral("Rolling forecasts for FP&A leads at consultancies");
        holder.draft.context.currentMetaDescription = QStringLiteral("x").repeated(140);
        holder.draft.pendingChanges = {pendingChange(QStringLiteral("metaDescription"), QStringLiteral("x").repeated(140),
                                                     QStringLiteral("y").repeated(140))};
        Ui::PublishDialog dialog(QStringLiteral("CFOs"), 4, [&holder] { return holder.draft; });
        QVERIFY(dialog.publishButton()->isEnabled());
        const QString summary = dialog.summaryText();
        const QString listed = dialog.whatGoesLive()->plainText();

        const Ui::PublishDraft read = holder.draft;
        holder.draft = {}; // what a failed read leaves: nothing
        holder.draft.unreadable = QStringLiteral("The service had a problem (HTTP 503).");
        holder.draft.serviceAnswered = true;
        dialog.refresh();
        QCOMPARE(dialog.summaryText(), summary);
        QCOMPARE(dialog.whatGoesLive()->plainText(), listed);
        QVERIFY2(dialog.noteText().startsWith(QStringLiteral("The service answered with an error: what goes live could not be read again")),
                 qPrintable(dialog.noteText()));
        QVERIFY(dialog.noteText().contains(QStringLiteral("HTTP 503")));
        QVERIFY(!dialog.publishButton()->isEnabled());
        QVERIFY(!dialog.readAgainButton()->isVisibleTo(&dialog)); // nobody to read it again

        holder.draft = read;
        dialog.refresh();
        QVERIFY(dialog.noteText().isEmpty());
        QVERIFY(dialog.publishButton()->isEnabled());
    }

    void theContextTabShowsWhatGoesLive()
    {
        Console console(m_client.get());
        QVERIFY(console.open(QStringLiteral("aud_demo_010")));
        QVERIFY(console.instruct(QStringLiteral("Set the meta title to \"Forecast with your clients, not for them\""),
                                 QStringLiteral("Forecast with your clients, not for them")));
        QVERIFY(console.instruct(QStringLiteral("Set the meta title to \"Forecasts your clients can read\""),
                                 QStringLiteral("Forecasts your clients can read")));
        Ui::ContextPanel *context = console.workspace()->context();
        console.workspace()->sideTabs()->setCurrentWidget(context);
        QTRY_VERIFY(context->whatGoesLive()->isVisible() && !context->whatGoesLive()->fields().isEmpty());
        const QString text = context->whatGoesLive()->plainText();
        const int steps = int(std::count_if(console.workspace()->conversationModel()->pendingChanges().cbegin(),
                                            console.workspace()->conversationModel()->pendingChanges().cend(),
                                            [](const Net::Change &change) { return change.field.value() == QLatin1StringView("metaTitle"); }));
        QVERIFY(steps >= 2);
        QVERIFY2(text.contains(QStringLiteral("%1 agent step").arg(steps)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("would change for every visitor")), qPrintable(text));
        const QString rest = context->browser()->toPlainText();
        QVERIFY2(rest.contains(QStringLiteral("Agent's steps (%1)").arg(console.workspace()->conversationModel()->pendingChanges().size())),
                 qPrintable(rest));
        // One row for the title, however many steps: the first step's text is not shown yet.
        QVERIFY(!text.contains(QStringLiteral("Forecast with your clients, not for them")));
        // The title's steps open under its row, on request.
        context->whatGoesLive()->stepsToggle(QStringLiteral("metaTitle"))->click();
        QVERIFY(context->whatGoesLive()->plainText().contains(QStringLiteral("Forecast with your clients, not for them")));
        // And all the agent's steps, as it made them, under "Agent's steps".
        emit context->browser()->anchorClicked(QUrl(QStringLiteral("agentsteps:")));
        QVERIFY(context->browser()->toPlainText().contains(QStringLiteral("Forecast with your clients, not for them")));
        // The previews are made, and their image asked for, only when opened.
        QVERIFY(!context->previews());
        context->previewsToggle()->click();
        QVERIFY(context->previews());
        QCOMPARE(context->previews()->search(Ui::PreviewComparison::After)->shownTitle(), QStringLiteral("Forecasts your clients can read"));
        // The demo's images live on a reserved example domain: the box says why there is no picture.
        QTRY_VERIFY(!context->previews()->openGraph(Ui::PreviewComparison::After)->image()->problem().isEmpty()
                    || context->previews()->openGraph(Ui::PreviewComparison::After)->image()->url().isEmpty());
    }

    void aLostConnectionLeavesTheConfirmationAsItWas()
    {
        // A sandbox of its own, on a file, so it can stop and come back on the same port.
        QTemporaryDir folder;
        const QString database = folder.filePath(QStringLiteral("sandbox.db"));
        const QStringList arguments{QStringLiteral("--db"), database, QStringLiteral("--seed"), QStringLiteral("demo"),
                                    QStringLiteral("--processing-delay-ms"), QStringLiteral("100")};
        Testing::SandboxProcess sandbox;
        QVERIFY2(sandbox.start(arguments), qPrintable(sandbox.errorString()));
        Net::StaticApiKeyProvider keys(sandbox.apiKey());
        Net::ApiClient client(&m_network, &keys);
        client.setBaseUrl(sandbox.baseUrl());
        Console console(&client);
        QVERIFY(console.open(QStringLiteral("aud_demo_006")));
        QVERIFY(console.instruct(QStringLiteral("Set the meta title to \"Plan with confidence\""), QStringLiteral("Plan with confidence")));
        Ui::PublishDialog *dialog = console.askToPublish();
        QVERIFY(dialog);
        QVERIFY2(dialog->summaryText().contains(QStringLiteral("1 field")), qPrintable(dialog->summaryText()));
        const QString summary = dialog->summaryText();
        const QString listed = dialog->whatGoesLive()->plainText();
        const QString checks = dialog->checksText();
        const QString verdict = dialog->verdictText();
        const QString liveTitle = dialog->previews()->search(Ui::PreviewComparison::Live)->shownTitle();
        const QString liveUrl = dialog->previews()->search(Ui::PreviewComparison::Live)->shownUrl();
        const QString afterTitle = dialog->previews()->openGraph(Ui::PreviewComparison::After)->shownTitle();
        QVERIFY(!liveUrl.contains(QStringLiteral("no address")));
        QVERIFY(dialog->noteText().isEmpty());
        const bool publishable = dialog->publishButton()->isEnabled();
        QVERIFY(publishable);

        const auto unchanged = [&] {
            QCOMPARE(dialog->summaryText(), summary);
            QVERIFY(!dialog->summaryText().contains(QStringLiteral("No field ends up different")));
            QCOMPARE(dialog->whatGoesLive()->plainText(), listed);
            QCOMPARE(dialog->checksText(), checks);
            QVERIFY2(!dialog->checksText().contains(QStringLiteral("is empty")), qPrintable(dialog->checksText()));
            QCOMPARE(dialog->verdictText(), verdict);
            QCOMPARE(dialog->previews()->search(Ui::PreviewComparison::Live)->shownTitle(), liveTitle);
            QCOMPARE(dialog->previews()->search(Ui::PreviewComparison::Live)->shownUrl(), liveUrl);
            QCOMPARE(dialog->previews()->openGraph(Ui::PreviewComparison::After)->shownTitle(), afterTitle);
            QVERIFY2(dialog->noteText().startsWith(QStringLiteral("The connection was lost: what goes live could not be read again")),
                     qPrintable(dialog->noteText()));
            QVERIFY(dialog->waitsForRead());
            QVERIFY(!dialog->publishButton()->isEnabled());
        };

        // The service stops; the next read of the conversation fails.
        const QUrl address = sandbox.baseUrl();
        sandbox.stop();
        Models::ConversationModel *conversation = console.workspace()->conversationModel();
        const QString pageId = conversation->pageId();
        conversation->reload();
        QTRY_COMPARE_WITH_TIMEOUT(conversation->state(), Models::LoadState::Error, 30000);
        unchanged();
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(dialog->noteText().contains(QStringLiteral("refused")), qPrintable(dialog->noteText()));
        QVERIFY(dialog->readAgainButton()->isVisibleTo(dialog));
        QSignalSpy stateChanges(conversation, &Models::ConversationModel::stateChanged);
        dialog->readAgainButton()->click(); // reads the conversation again: it fails again
        QTRY_COMPARE_WITH_TIMEOUT(conversation->state(), Models::LoadState::Error, 30000);
        QVERIFY(stateChanges.size() >= 2); // Loading, then Error
        unchanged();
        if (QTest::currentTestFailed())
            return;
        // The Context tab's "What goes live" keeps its rows too, said to be as last read.
        const QString contextPane = console.workspace()->context()->whatGoesLive()->plainText();
        QVERIFY2(contextPane.contains(QStringLiteral("As last read")) && contextPane.contains(QStringLiteral("Plan with confidence")),
                 qPrintable(contextPane));
        dialog->refresh(); // reading again changes nothing while the read fails
        unchanged();
        if (QTest::currentTestFailed())
            return;

        // Then the console hears that the connection ended (as when the demo sandbox stops): the
        // conversation forgets what it read, and the dialog still shows what it showed.
        console.connection.setConnected(false);
        unchanged();
        if (QTest::currentTestFailed())
            return;

        // The service is back on the same address; once the conversation is read again, Publish is too.
        QVERIFY2(sandbox.start(arguments + QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(address.port())}),
                 qPrintable(sandbox.errorString()));
        QCOMPARE(sandbox.baseUrl(), address);
        keys.setApiKey(sandbox.apiKey());
        console.connection.setConnected(true);
        conversation->open(pageId, QStringLiteral("aud_demo_006")); // as the workspace does when it is back
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->waitsForRead(), 20000);
        QVERIFY(dialog->noteText().isEmpty());
        QVERIFY(!dialog->readAgainButton()->isVisibleTo(dialog));
        QCOMPARE(dialog->whatGoesLive()->plainText(), listed);
        QCOMPARE(dialog->publishButton()->isEnabled(), publishable);
        dialog->reject();
    }

private:
    struct PublishDraftHolder
    {
        Ui::PublishDraft draft;
    };
};

} // namespace tst_publishconfirmation

AUDIENCE_TEST_MAIN(tst_publishconfirmation, TestPublishConfirmation)
#include "tst_publishconfirmation.moc"
