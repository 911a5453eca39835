// The audience browser: search as you type against the fake network, and archive → Undo and
// archive → Restore against a real sandbox with the demo data.
#include "uitesthelpers.h"

#include "models/audiences/audienceactions.h"
#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/modelroles.h"
#include "support/sandboxprocess.h"
#include "ui/common/columnmenu.h"
#include "ui/audiences/audiencearchiveflow.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/versionfollower.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/audiences/audiencedetailview.h"
#include "ui/common/liststatewidget.h"
#include "ui/common/notificationbar.h"
#include "ui/common/statuslabels.h"
#include "models/shell/connection.h"
#include "support/testmain.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

namespace tst_audiencebrowser {

using namespace Audience;
using Audience::Testing::FakeResponse;

namespace {

const QString demoPage = QStringLiteral("page_demo_01");
const QString demoAudience = QStringLiteral("aud_demo_002");

} // namespace

class TestAudienceBrowser : public QObject
{
    Q_OBJECT

    Testing::SandboxProcess m_sandbox;
    QNetworkAccessManager m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;

    // Archives through the confirmation, as a user would.
    static void archiveThroughTheDialog(Ui::AudienceBrowser &browser)
    {
        QPushButton *archive = browser.detail()->archiveButton();
        QVERIFY(archive->isEnabled());
        archive->click();
        QMessageBox *box = browser.archiveFlow()->confirmation();
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        // The question names the audience, so nobody archives the wrong one.
        const QString name = browser.detail()->item()->effectiveName.value();
        QVERIFY2(box->text().contains(name), qPrintable(box->text()));
        auto *confirm = box->findChild<QPushButton *>(QStringLiteral("confirmArchiveButton"));
        QVERIFY(confirm);
        confirm->click();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                  QStringLiteral("demo"), QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox.errorString()));
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox.apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox.baseUrl());
    }

    void searchesAsYouTypeOnceTheTypingPauses()
    {
        Testing::FakeClient fake;
        const QList<QJsonObject> items{Testing::audienceItemJson(QStringLiteral("a1"), QStringLiteral("Retail buyers"), 1),
                                       Testing::audienceItemJson(QStringLiteral("a2"), QStringLiteral("Retail CFOs"), 2),
                                       Testing::audienceItemJson(QStringLiteral("a3"), QStringLiteral("Hospital IT"), 2)};
        fake.network.setHandler([items](const Testing::ReceivedRequest &request) -> std::optional<FakeResponse> {
            return Testing::audienceSearchAnswer(items, request.queryValue(QStringLiteral("query")));
        });
        Models::Connection connection(&fake.client);
        Ui::AudienceBrowser browser(&connection);
        browser.show();
        connection.setConnected(true);
        QTRY_COMPARE(browser.searchModel()->rowCount(), 3);
        // Grouped by page: two pages, the second with two audiences.
        QCOMPARE(browser.treeModel()->rowCount(), 2);
        QCOMPARE(browser.treeModel()->rowCount(browser.treeModel()->index(1, 0)), 2);
        fake.network.clearRequests();

        QTest::keyClicks(browser.searchEdit(), QStringLiteral("retail"));
        QTRY_COMPARE(browser.searchModel()->rowCount(), 2);
        const auto requests = fake.network.requestsTo("GET", QStringLiteral("/v0/audiences/search"));
        QCOMPARE(requests.size(), 1); // six keys, one request
        QCOMPARE(requests.first().queryValue(QStringLiteral("query")), QStringLiteral("retail"));

        browser.searchEdit()->setText(QStringLiteral("nobody"));
        QTRY_COMPARE(browser.listState()->shown(), Ui::ListStateWidget::Shown::Empty);
    }

    void resultsFoundWhileHiddenAreLaidOutWhenShown()
    {
        Testing::FakeClient fake;
        const QList<QJsonObject> items{Testing::audienceItemJson(QStringLiteral("a1"), QStringLiteral("Retail buyers"), 1),
                                       Testing::audienceItemJson(QStringLiteral("a2"), QStringLiteral("Hospital IT"), 2)};
        fake.network.setHandler([items](const Testing::ReceivedRequest &request) -> std::optional<FakeResponse> {
            return Testing::audienceSearchAnswer(items, request.queryValue(QStringLiteral("query")));
        });
        Models::Connection connection(&fake.client);
        Ui::AudienceBrowser browser(&connection);
        connection.setConnected(true); // hidden: the search still runs (the quick search needs it)
        QTRY_COMPARE(browser.searchModel()->rowCount(), 2);
        // No column measures every row: the ID column has a width of its own.
        QCOMPARE(browser.tree()->header()->sectionResizeMode(Models::AudienceTreeModel::IdColumn), QHeaderView::Interactive);
        const QModelIndex firstPage = browser.treeModel()->index(0, 0);
        QVERIFY(!browser.tree()->isExpanded(firstPage));
        browser.show();
        QTRY_COMPARE(browser.searchModel()->rowCount(), 2);
        QTRY_VERIFY(browser.tree()->isExpanded(browser.treeModel()->index(0, 0)));
        QVERIFY(browser.tree()->isExpanded(browser.treeModel()->index(1, 0)));
    }

    // Names before IDs: the ID column is hidden at first, the ID is in the name's tooltip, the
    // header's menu shows the column (narrower than the names), and the place remembers it.
    void namesGetTheRoomAndIdsCanBeShown()
    {
        Testing::FakeClient fake;
        const QString longId = QStringLiteral("aud_01jbx4m2q8r7v0a9b8c7d6e5f4_0000000000000000000000000");
        const QList<QJsonObject> items{Testing::audienceItemJson(longId, QStringLiteral("FP&A leaders in retail"), 1)};
        fake.network.setHandler([items](const Testing::ReceivedRequest &request) -> std::optional<FakeResponse> {
            return Testing::audienceSearchAnswer(items, request.queryValue(QStringLiteral("query")));
        });
        Models::Connection connection(&fake.client);
        Ui::AudienceBrowser browser(&connection);
        browser.resize(1000, 600);
        browser.show();
        connection.setConnected(true);
        QTRY_COMPARE(browser.searchModel()->rowCount(), 1);
        QHeaderView *header = browser.tree()->header();
        const int idColumn = Models::AudienceTreeModel::IdColumn;
        const int nameColumn = Models::AudienceTreeModel::NameColumn;
        QVERIFY(header->isSectionHidden(idColumn));
        const QModelIndex audience = browser.treeModel()->indexOfAudience(longId);
        QVERIFY(audience.isValid());
        QVERIFY2(audience.data(Qt::ToolTipRole).toString().contains(longId), qPrintable(audience.data(Qt::ToolTipRole).toString()));
        QVERIFY(browser.treeModel()->index(0, 0).data(Qt::ToolTipRole).toString().contains(Testing::pageId(1)));

        // Shown from the header's menu: narrower than the names, which keep the room.
        auto *menu = header->findChild<Ui::ColumnMenu *>();
        QVERIFY(menu);
        // The status column is shown at first; hidden from the menu, the names are left alone.
        const int statusColumn = Models::AudienceTreeModel::StatusColumn;
        std::unique_ptr<QMenu> first(menu->makeMenu(nullptr));
        QCOMPARE(first->actions().size(), 3);
        QCOMPARE(first->actions().at(statusColumn)->text(), QStringLiteral("Status"));
        QVERIFY(first->actions().at(statusColumn)->isChecked());
        first->actions().at(statusColumn)->trigger();
        QVERIFY(header->isSectionHidden(statusColumn));
        std::unique_ptr<QMenu> shown(menu->makeMenu(nullptr));
        QAction *idAction = shown->actions().at(idColumn);
        QCOMPARE(idAction->text(), QStringLiteral("ID"));
        QVERIFY(!idAction->isChecked());
        QVERIFY(!shown->actions().at(nameColumn)->isEnabled()); // the only column shown stays
        idAction->trigger();
        QVERIFY(!header->isSectionHidden(idColumn));
        QVERIFY(header->sectionSize(idColumn) <= header->sectionSize(nameColumn) / 2);

        // Remembered with the place: a new browser comes back with the column shown, as wide.
        header->resizeSection(idColumn, header->sectionSize(idColumn) + 30);
        const int idWidth = header->sectionSize(idColumn);
        browser.saveState(QStringLiteral("test/audiences"));
        Ui::AudienceBrowser again(&connection);
        again.restoreState(QStringLiteral("test/audiences"));
        QVERIFY(!again.tree()->header()->isSectionHidden(idColumn));
        QCOMPARE(again.tree()->header()->sectionSize(idColumn), idWidth);
    }

    // The status column says what the store knows of each audience; "Only drafts waiting" keeps
    // those with a draft waiting, and its empty list offers to show them all again.
    void statusColumnAndDraftsFilter()
    {
        Testing::FakeClient fake;
        const QList<QJsonObject> items{Testing::audienceItemJson(QStringLiteral("a1"), QStringLiteral("Retail buyers"), 1),
                                       Testing::audienceItemJson(QStringLiteral("a2"), QStringLiteral("Hospital IT"), 2)};
        fake.network.setHandler([items](const Testing::ReceivedRequest &request) -> std::optional<FakeResponse> {
            return Testing::audienceSearchAnswer(items, request.queryValue(QStringLiteral("query")));
        });
        Models::Connection connection(&fake.client);
        Ui::AudienceBrowser browser(&connection);
        browser.resize(1200, 600);
        browser.show();
        connection.setConnected(true);
        QTRY_COMPARE(browser.searchModel()->rowCount(), 2);
        const auto statusOf = [&browser](const QString &id) {
            return browser.treeModel()->indexOfAudience(id).siblingAtColumn(Models::AudienceTreeModel::StatusColumn).data(Qt::AccessibleTextRole).toString();
        };
        QCOMPARE(statusOf(QStringLiteral("a1")), QStringLiteral("—"));
        QVERIFY(!browser.tree()->header()->isSectionHidden(Models::AudienceTreeModel::StatusColumn));

        browser.onlyDraftsWaiting()->setChecked(true);
        QTRY_COMPARE(browser.listState()->shown(), Ui::ListStateWidget::Shown::Empty);
        QCOMPARE(browser.treeModel()->rowCount(), 0);
        // A draft lands (the follower hears of it): it joins the filtered tree at once.
        Net::AudienceVersion draft;
        draft.audienceId = QStringLiteral("a2");
        draft.versionId = QStringLiteral("ver_a2_2");
        draft.versionNumber = 2;
        draft.status = QStringLiteral("draft");
        connection.versionFollower()->remember(draft);
        QTRY_COMPARE(browser.listState()->shown(), Ui::ListStateWidget::Shown::Content);
        QVERIFY(browser.treeModel()->indexOfAudience(QStringLiteral("a2")).isValid());
        QVERIFY(!browser.treeModel()->indexOfAudience(QStringLiteral("a1")).isValid());
        QCOMPARE(statusOf(QStringLiteral("a2")), QStringLiteral("Draft v2 waiting"));

        browser.onlyDraftsWaiting()->setChecked(false);
        QCOMPARE(browser.treeModel()->rowCount(), 2);
        QCOMPARE(statusOf(QStringLiteral("a2")), QStringLiteral("Draft v2 waiting"));
    }

    void showsWhatIsKnownOfTheSelectedAudience()
    {
        Models::Connection connection(m_client.get());
        Ui::AudienceBrowser browser(&connection);
        browser.show();
        connection.setConnected(true);
        QTRY_VERIFY(browser.treeModel()->indexOfAudience(demoAudience).isValid());
        browser.openItem(demoAudience);
        QCOMPARE(browser.tree()->currentIndex(), browser.treeModel()->indexOfAudience(demoAudience));
        QCOMPARE(browser.detail()->audienceId(), demoAudience);
        QCOMPARE(browser.detail()->item()->pageId.value(), demoPage);
        QVERIFY(!browser.detail()->showsFullAudience()); // nothing but the search knows it yet
        // The search does not say whether it is archived: both actions are offered.
        QVERIFY(browser.detail()->archiveButton()->isEnabled());
        QVERIFY(browser.detail()->restoreButton()->isEnabled());
    }

    void archiveThenUndoRestoresTheAudience()
    {
        Models::Connection connection(m_client.get());
        Ui::AudienceBrowser browser(&connection);
        browser.show();
        connection.setConnected(true);
        QTRY_VERIFY(browser.treeModel()->indexOfAudience(demoAudience).isValid());
        browser.openItem(demoAudience);

        archiveThroughTheDialog(browser);
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY(connection.knownAudiences()->isArchived(demoAudience));
        // The row stays where it was, marked archived; the detail shows the full Audience now.
        const QModelIndex row = browser.treeModel()->indexOfAudience(demoAudience);
        QVERIFY(row.isValid());
        QTRY_VERIFY(row.data(Models::ArchivedRole).toBool());
        QTRY_VERIFY(browser.detail()->showsFullAudience());
        QCOMPARE(browser.detail()->statusText(), QStringLiteral("Archived"));
        QVERIFY(browser.detail()->restoreButton()->isEnabled());
        // The service said so: the Audience it returned carries archivedAt.
        QVERIFY(connection.knownAudiences()->find(demoAudience)->archivedAt.has_value());

        Ui::NotificationBar *bar = browser.notificationBar();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->text().contains(browser.detail()->item()->effectiveName.value()));
        auto *undo = bar->findChild<QPushButton *>(QStringLiteral("notificationAction"));
        QVERIFY(undo && undo->isVisible());
        undo->click();
        QTRY_VERIFY(!connection.knownAudiences()->isArchived(demoAudience));
        QTRY_VERIFY(!browser.treeModel()->indexOfAudience(demoAudience).data(Models::ArchivedRole).toBool());
        QVERIFY(!connection.knownAudiences()->find(demoAudience)->archivedAt.has_value());
        QVERIFY(bar->isVisible());
        QVERIFY(!bar->hasAction()); // an undone archive is not offered for undo again
        QVERIFY(browser.detail()->archiveButton()->isEnabled());
    }

    void archiveThenRestoreBringsItBack()
    {
        Models::Connection connection(m_client.get());
        Ui::AudienceBrowser browser(&connection);
        browser.show();
        connection.setConnected(true);
        const QString audience = QStringLiteral("aud_demo_003");
        QTRY_VERIFY(browser.treeModel()->indexOfAudience(audience).isValid());
        browser.openItem(audience);

        archiveThroughTheDialog(browser);
        if (QTest::currentTestFailed())
            return;
        QTRY_VERIFY(browser.detail()->restoreButton()->isEnabled());
        QVERIFY(connection.knownAudiences()->find(audience)->archivedAt.has_value());
        QVERIFY(!browser.detail()->archiveButton()->isEnabled());
        browser.notificationBar()->dismiss();

        browser.detail()->restoreButton()->click();
        QTRY_VERIFY(!connection.knownAudiences()->isArchived(audience));
        QTRY_VERIFY(browser.notificationBar()->isVisible());
        QVERIFY(browser.notificationBar()->text().startsWith(QStringLiteral("Restored")));
        // Whatever status the service gave the restored audience is what the detail shows.
        const QString restoredStatus = connection.knownAudiences()->find(audience)->status;
        QVERIFY(restoredStatus != QStringLiteral("archived"));
        QCOMPARE(browser.detail()->statusText(), Ui::StatusLabels::audienceStatus(restoredStatus));
        QVERIFY(!connection.knownAudiences()->find(audience)->archivedAt.has_value());
        QVERIFY(browser.detail()->archiveButton()->isEnabled());
        QVERIFY(!browser.detail()->restoreButton()->isEnabled());
    }

    void cancellingTheConfirmationArchivesNothing()
    {
        Models::Connection connection(m_client.get());
        Ui::AudienceBrowser browser(&connection);
        browser.show();
        connection.setConnected(true);
        const QString audience = QStringLiteral("aud_demo_004");
        QTRY_VERIFY(browser.treeModel()->indexOfAudience(audience).isValid());
        browser.openItem(audience);
        // Opening the audience loads its conversation; once that is in, nothing else is on its way.
        QTRY_COMPARE(browser.workspace()->conversationModel()->state(), Models::LoadState::Complete);
        QTRY_COMPARE(m_client->requestsInFlight(), 0);
        browser.detail()->archiveButton()->click();
        QMessageBox *box = browser.archiveFlow()->confirmation();
        QVERIFY(box);
        box->button(QMessageBox::Cancel)->click();
        // The answer is handled as the box closes: had it archived, the call would be pending now.
        QCOMPARE(connection.audienceActions()->state(audience), Models::AudienceActions::State::None);
        QCOMPARE(m_client->requestsInFlight(), 0);
        QVERIFY(!connection.knownAudiences()->contains(audience));
        QVERIFY(browser.detail()->archiveButton()->isEnabled());
    }
};

} // namespace tst_audiencebrowser

AUDIENCE_TEST_MAIN(tst_audiencebrowser, TestAudienceBrowser)
#include "tst_audiencebrowser.moc"
