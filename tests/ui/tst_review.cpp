// The Review place against a real sandbox (demo data, port 0): drafts the console knows, grouped by
// page; choosing one shows its "What goes live" and previews; several chosen (extended selection)
// go out through askAgentRequested and publishRequested (only drafts whose version is known to
// Publish); a page scan adds the audiences whose version is not seen, each offering "Ask the agent
// to confirm the draft".
#include "support/demosandboxclient.h"

#include "models/review/pagescan.h"
#include "models/review/reviewmodel.h"
#include "models/shell/connection.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"
#include "ui/common/liststatewidget.h"
#include "ui/review/reviewdetailview.h"
#include "ui/release/releasescutshortview.h"
#include "ui/review/reviewplace.h"
#include "ui/workspace/whatgoesliveview.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

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

QTEST_MAIN(TestReview)
#include "tst_review.moc"
