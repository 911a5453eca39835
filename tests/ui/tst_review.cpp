// The Review place against a real sandbox (demo data, port 0): drafts the console knows, grouped by
// page; choosing one shows its "What goes live" and previews; several chosen (extended selection)
// go out through askAgentRequested and publishRequested (only drafts whose version is known to
// Publish); a page scan adds the audiences whose version is not seen, each offering "Ask the agent
// to confirm the draft".
#include "support/demosandboxclient.h"

#include "models/common/loadstate.h"
#include "models/pages/pagelistmodel.h"
#include "models/profiles/demoprofilesetup.h"
#include "models/profiles/profile.h"
#include "models/profiles/profilefolder.h"
#include "models/review/allpagesscan.h"
#include "models/review/pagescan.h"
#include "models/review/reviewmodel.h"
#include "models/shell/connection.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"
#include "ui/common/liststatewidget.h"
#include "ui/review/reviewdetailview.h"
#include "ui/release/releasescutshortview.h"
#include "ui/common/batchrunview.h"
#include "ui/review/reviewplace.h"
#include "ui/workspace/whatgoesliveview.h"
#include "support/testmain.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

namespace tst_review {

using namespace Audience;
using Models::ReviewModel;

namespace {
const QString page01 = QStringLiteral("page_demo_01");
} // namespace

class TestReview : public QObject
{
    Q_OBJECT
private:
    Testing::DemoSandboxClient m_demo;

private slots:
    void initTestCase()
    {
        qRegisterMetaType<Models::AudienceKeys>();
        QVERIFY2(m_demo.start({QStringLiteral("--processing-delay-ms"), QStringLiteral("600000")}), qPrintable(m_demo.errorString()));
    }

    // On the demo, Review first says "No draft waiting", yet the showcase's conversations hold
    // changes in versions the console has not seen: Scan All Pages (found by its accessible name,
    // as the journey tests find it) reads every page's audiences and lists them.
    void scanAllPagesFindsWhatReviewDidNotShow()
    {
        Models::Connection connection(m_demo.client());
        connection.setConnected(true);
        Ui::ReviewPlace place(&connection);
        place.resize(1200, 700);
        place.show();
        QTRY_VERIFY_WITH_TIMEOUT(connection.pages()->state() == Models::LoadState::Complete && connection.pages()->rowCount() == 12, 15000);
        ReviewModel *model = place.model();
        QCOMPARE(model->unseenCount(), 0);
        QCOMPARE(place.listState()->shown(), Ui::ListStateWidget::Shown::Empty);
        QPushButton *scanAll = nullptr;
        for (QPushButton *button : place.findChildren<QPushButton *>()) {
            if (button->accessibleName() == u"Scan All Pages")
                scanAll = button;
        }
        QVERIFY2(scanAll, "no button named Scan All Pages");
        QCOMPARE(scanAll, place.scanAllButton());
        QTRY_VERIFY(scanAll->isEnabled());
        scanAll->click();
        // One row per page, four pages at a time, with progress and Cancel.
        Models::AllPagesScan *all = connection.allPagesScan();
        QVERIFY(place.cancelScanButton()->isVisible());
        QVERIFY(place.scanProgress()->isVisible());
        QVERIFY(place.allPagesRun()->isVisible());
        QVERIFY(!scanAll->isEnabled());
        QVERIFY(!place.scanButton()->isEnabled());
        QCOMPARE(all->itemCount(), 12);
        QTRY_VERIFY_WITH_TIMEOUT(scanAll->isEnabled(), 60000);
        QVERIFY(!place.cancelScanButton()->isVisible());
        QVERIFY(!place.allPagesRun()->isVisible()); // no page failed
        QCOMPARE(all->count(Models::BatchRunner::Stage::Done), 12);
        QCOMPARE(all->mostInStep(0), Models::BatchRunner::defaultMaxInFlight);
        QVERIFY2(place.scanStatus()->text().startsWith(QStringLiteral("Scanned 12 page(s)")), qPrintable(place.scanStatus()->text()));
        QVERIFY(all->audiencesRead() > 12);
        QVERIFY(model->indexOf(QStringLiteral("aud_demo_001")).isValid());
        QVERIFY(model->indexOf(QStringLiteral("aud_demo_003")).isValid());
        QVERIFY(model->unseenCount() >= 2);
        QCOMPARE(place.listState()->shown(), Ui::ListStateWidget::Shown::Content);
        // What it learnt is kept for the connection: a Review made later, or refreshed, lists it.
        const int unseen = model->unseenCount();
        model->refresh();
        QCOMPARE(model->unseenCount(), unseen);
        Ui::ReviewPlace later(&connection);
        QCOMPARE(later.model()->unseenCount(), unseen);

        // Cancel stops it: the pages under way are abandoned, the others not started.
        scanAll->click();
        QTRY_VERIFY(all->inStep(0) > 0);
        place.cancelScanButton()->click();
        QVERIFY(!all->isBusy());
        QVERIFY(all->count(Models::BatchRunner::Stage::Cancelled) > 0);
        QVERIFY2(place.scanStatus()->text().startsWith(QStringLiteral("Scan cancelled")), qPrintable(place.scanStatus()->text()));
        QVERIFY(scanAll->isEnabled());
    }

    // On the demo profile's first start, once its store is open, Scan All Pages runs by itself,
    // and Review, built later, lists what it found. The store keeps it (issue 43, item 4): the next
    // start lists it at once, says how old it is, and scans again in the background.
    void theDemosFirstStartScansAllPagesAndTheNextRemembers()
    {
        const QString folder = Models::ProfileFolder::of(Models::Profile::sandboxId());
        {
            Models::Connection connection(m_demo.client());
            Models::DemoProfileSetup demo(*connection.webhooks(), *connection.versionFollower(), *connection.storeLink());
            demo.setFirstStartScan(connection.allPagesScan());
            demo.setProfile(Models::Profile{.id = Models::Profile::sandboxId()});
            connection.setProfileFolder(folder);
            connection.setConnected(true);
            Models::AllPagesScan *all = connection.allPagesScan();
            QTRY_VERIFY_WITH_TIMEOUT(all->wasStarted() && !all->isBusy(), 60000);
            QCOMPARE(all->count(Models::BatchRunner::Stage::Done), 12);
            Ui::ReviewPlace place(&connection);
            QVERIFY(place.model()->indexOf(QStringLiteral("aud_demo_003")).isValid());
            QVERIFY(place.model()->unseenCount() >= 2);
            QVERIFY(place.scanStatus()->text().startsWith(QStringLiteral("Scanned 12 page(s)")));
        }
        Models::Connection connection(m_demo.client());
        Models::DemoProfileSetup demo(*connection.webhooks(), *connection.versionFollower(), *connection.storeLink());
        demo.setFirstStartScan(connection.allPagesScan());
        demo.setProfile(Models::Profile{.id = Models::Profile::sandboxId()});
        connection.setProfileFolder(folder);
        Ui::ReviewPlace place(&connection);
        place.resize(1200, 700);
        place.show();
        Models::AllPagesScan *all = connection.allPagesScan();
        QSignalSpy restored(all, &Models::AllPagesScan::restored);
        connection.setConnected(true);
        QVERIFY(restored.wait(15000));
        // Listed as soon as the store opened, before anything was read again.
        QVERIFY(place.model()->indexOf(QStringLiteral("aud_demo_003")).isValid());
        QVERIFY(place.model()->unseenCount() >= 2);
        QCOMPARE(place.listState()->shown(), Ui::ListStateWidget::Shown::Content);
        QVERIFY(place.scanStatus()->isVisible());
        QVERIFY2(place.scanStatus()->text().contains(QStringLiteral("ast scan")), qPrintable(place.scanStatus()->text()));
        // And read again in the background, by itself.
        QTRY_VERIFY_WITH_TIMEOUT(all->wasStarted(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!all->isBusy(), 60000);
        QVERIFY(place.model()->indexOf(QStringLiteral("aud_demo_003")).isValid());
        QVERIFY(place.scanStatus()->text().startsWith(QStringLiteral("Scanned 12 page(s)")));
    }

    void choosesDraftsAndAsksForActions()
    {
        Models::Connection connection(m_demo.client());
        connection.setConnected(true);
        Ui::ReviewPlace place(&connection);
        place.resize(1200, 700);
        place.show();
        QCOMPARE(place.title(), QStringLiteral("Review"));
        QCOMPARE(place.listState()->shown(), Ui::ListStateWidget::Shown::Empty);
        QVERIFY(!place.askAgentButton()->isEnabled());
        QVERIFY(!place.publishButton()->isEnabled());
        // No release was cut short: the list of them, in its slot over everything else, shows nothing.
        QVERIFY(place.cutShortReleasesSlot()->findChild<Ui::ReleasesCutShortView *>());
        QVERIFY(place.cutShortReleasesSlot()->findChild<Ui::ReleasesCutShortView *>()->isHidden());

        connection.versionFollower()->open(page01, QStringLiteral("aud_demo_002"), QStringLiteral("ver_demo_002_2"));
        connection.versionFollower()->open(page01, QStringLiteral("aud_demo_004"), QStringLiteral("ver_demo_004_3"));
        ReviewModel *model = place.model();
        QTRY_COMPARE(model->draftCount(), 2);
        QTRY_VERIFY(!model->readings()->isRunning());
        QCOMPARE(place.listState()->shown(), Ui::ListStateWidget::Shown::Content);
        QVERIFY(place.tree()->isExpanded(model->indexOfPage(page01)));

        // One chosen: its "What goes live" and the checks, as the confirmation shows them.
        place.selectAudiences({QStringLiteral("aud_demo_002")});
        QCOMPARE(place.currentItem(), QStringLiteral("aud_demo_002"));
        QTRY_VERIFY(place.detail()->headingText().endsWith(QStringLiteral("draft version 2")));
        QVERIFY(!place.detail()->whatGoesLive()->fields().isEmpty());
        QVERIFY(!place.detail()->confirmDraftButton()->isVisible());

        // Two chosen: the actions carry both.
        place.selectAudiences({QStringLiteral("aud_demo_002"), QStringLiteral("aud_demo_004")});
        QCOMPARE(place.selectedKeys().size(), 2);
        QVERIFY(place.detail()->headingText().contains(QStringLiteral("2 audience(s) chosen")));
        QVERIFY(place.askAgentButton()->isEnabled());
        QVERIFY(place.publishButton()->isEnabled());
        QSignalSpy ask(&place, &Ui::ReviewPlace::askAgentRequested);
        QSignalSpy publish(&place, &Ui::ReviewPlace::publishRequested);
        place.askAgentButton()->click();
        place.publishButton()->click();
        QCOMPARE(ask.count(), 1);
        QCOMPARE(publish.count(), 1);
        const auto asked = ask.first().at(0).value<Models::AudienceKeys>();
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked.first().pageId, page01);
        QVERIFY(!asked.first().label.isEmpty());
        QCOMPARE(publish.first().at(0).value<Models::AudienceKeys>().size(), 2);

        // A scan adds the audiences whose version is not seen (001 and 003 here): Ask takes them,
        // Publish leaves them out; chosen alone, one offers to ask the agent to confirm its draft.
        place.scanPage(page01);
        QVERIFY(place.cancelScanButton()->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(model->scan()->state(), Models::PageScan::State::Done, 20000);
        QVERIFY(!place.cancelScanButton()->isVisible());
        QVERIFY(place.scanStatus()->text().startsWith(QStringLiteral("Scanned 6 audience(s)"))); // with aud_demo_061
        QCOMPARE(model->unseenCount(), 2);
        place.selectAudiences({QStringLiteral("aud_demo_001"), QStringLiteral("aud_demo_002")});
        QCOMPARE(place.selectedKeys().size(), 2);
        QCOMPARE(place.selectedPublishableKeys().size(), 1);
        place.publishButton()->click();
        QCOMPARE(publish.last().at(0).value<Models::AudienceKeys>().size(), 1);

        place.selectAudiences({QStringLiteral("aud_demo_001")});
        QTRY_VERIFY(place.detail()->confirmDraftButton()->isVisible());
        QVERIFY(place.detail()->unseenNote()->isVisible());
        const int before = int(connection.messageOutbox()->outgoing(QStringLiteral("aud_demo_001")).size());
        place.detail()->confirmDraftButton()->click();
        QCOMPARE(connection.messageOutbox()->outgoing(QStringLiteral("aud_demo_001")).size(), before + 1);
        QCOMPARE(connection.messageOutbox()->outgoing(QStringLiteral("aud_demo_001")).last().text, ReviewModel::confirmDraftInstruction());
    }
};

} // namespace tst_review

AUDIENCE_TEST_MAIN(tst_review, TestReview)
#include "tst_review.moc"
