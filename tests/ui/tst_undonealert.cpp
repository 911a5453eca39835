// An undone publish is known as undone, as a user meets it (issue 43, item 1): on the demo profile
// the watch raises "This publish may have hurt" about aud_demo_061's version 3 (Review (1)); the
// undo is proved and published as version 4; then the alert leaves "Needs a look" and the count,
// with the line "Undone by version 4 on …; the watch now follows version 4"; the impact card of
// version 3 says so, and its Undo says there is nothing to undo; the Versions timeline marks
// version 3 "undone by version 4". The clock is the sandbox's seed day.
#include "models/analytics/analyticsdaycache.h"
#include "models/analytics/publishmarkers.h"
#include "models/common/placeids.h"
#include "models/profiles/demoprofilesetup.h"
#include "models/profiles/profile.h"
#include "models/profiles/profilefolder.h"
#include "models/shell/connection.h"
#include "models/watch/publishwatcher.h"
#include "models/workspace/publishundo.h"
#include "models/workspace/versionfollower.h"
#include "support/demosandboxclient.h"
#include "ui/impact/impactcard.h"
#include "ui/review/reviewplace.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/watch/needsalookview.h"
#include "ui/workspace/versionpanel.h"
#include "support/testmain.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>

namespace tst_undonealert {

using namespace Audience;
using Stage = Models::PublishUndo::Stage;

namespace {
const QString page = QStringLiteral("page_demo_01");
const QString audience = QStringLiteral("aud_demo_061");
const QString hurt = QStringLiteral("ver_demo_061_3");
} // namespace

class TestUndoneAlert : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--processing-delay-ms"), QStringLiteral("20")}), qPrintable(m_sandbox.errorString()));
    }

    void theAlertOfAnUndonePublishResolves()
    {
        Ui::MainWindow window;
        Models::Connection *connection = window.connection();
        Models::DemoProfileSetup demo(*connection->webhooks(), *connection->versionFollower(), *connection->storeLink());
        demo.setProfile(Models::Profile{.id = Models::Profile::sandboxId()});
        connection->setProfileFolder(Models::ProfileFolder::of(Models::Profile::sandboxId()));
        connection->analyticsDays()->setClock(m_sandbox.sandbox().seedDayClock());
        Models::PublishWatcher *watch = connection->publishWatcher();
        watch->setTimeZone(QTimeZone::utc());
        window.setClient(m_sandbox.client());
        window.setConnected(true);
        window.show();
        QTRY_COMPARE_WITH_TIMEOUT(watch->alertCount(), 1, 60000);
        QCOMPARE(window.sidebar()->placeText(Models::PlaceId::review), QStringLiteral("Review (1)"));
        window.goTo(Models::PlaceId::review);
        auto *review = qobject_cast<Ui::ReviewPlace *>(window.currentPlace());
        QVERIFY(review);
        Ui::NeedsALookView *needsALook = review->needsALook();
        QTRY_VERIFY(needsALook->isVisible());
        QVERIFY(needsALook->resolvedLines()->isHidden());

        // The undo, as its pane drives it: proved, then published as version 4.
        Models::PublishUndo undo(*connection->serviceLink(), *connection->storeLink(), *connection->messageOutbox(),
                                 *connection->versionFollower(), *connection->publishActions());
        QVERIFY(undo.start(page, audience, hurt, QStringLiteral("Heads of FP&A at SaaS scale-ups")));
        QTRY_COMPARE_WITH_TIMEOUT(undo.stage(), Stage::Ready, 30000);
        QVERIFY(undo.send());
        QTRY_COMPARE_WITH_TIMEOUT(undo.stage(), Stage::Proven, 30000);
        QVERIFY(undo.publish());
        QTRY_COMPARE_WITH_TIMEOUT(undo.stage(), Stage::Published, 30000);

        // The alert resolves: out of the count and "Needs a look", with the line that says why.
        QTRY_COMPARE_WITH_TIMEOUT(window.sidebar()->placeText(Models::PlaceId::review), QStringLiteral("Review"), 30000);
        QTRY_VERIFY(!needsALook->resolvedLines()->isHidden());
        QCOMPARE(needsALook->alertCount(), 0);
        const QString line = needsALook->resolvedLines()->text();
        QVERIFY2(line.contains(QStringLiteral("Undone by version 4 on ")), qPrintable(line));
        QVERIFY(line.contains(QStringLiteral("the watch now follows version 4.")));
        QTRY_VERIFY(needsALook->findChildren<QPushButton *>(QStringLiteral("needsALookDismiss")).isEmpty());

        // The impact card of version 3 says so, and Undo says why it is off.
        const auto version = connection->versionFollower()->version(hurt);
        QVERIFY(version);
        const auto publish = Models::publishOf(*version);
        QVERIFY(publish);
        Ui::ImpactCard card(connection);
        card.setPublish(page, *publish);
        QVERIFY(!card.undoneLabel()->isHidden());
        QVERIFY(card.undoneLabel()->text().startsWith(QStringLiteral("Undone by version 4 on ")));
        QVERIFY(!card.undoButton()->isEnabled());
        QCOMPARE(card.undoButton()->toolTip(), QStringLiteral("Nothing to undo: version 4 put the values back."));

        // The Versions timeline marks version 3, and its Undo says the same.
        Ui::VersionPanel versions(connection);
        versions.setAudience(page, audience);
        QTreeWidgetItem *row = nullptr;
        QTRY_VERIFY([&] {
            for (int i = 0; i < versions.list()->topLevelItemCount(); ++i) {
                if (versions.list()->topLevelItem(i)->data(0, Qt::UserRole).toString() == hurt)
                    row = versions.list()->topLevelItem(i);
            }
            return row != nullptr;
        }());
        bool marked = false;
        for (int column = 0; column < versions.list()->columnCount(); ++column)
            marked = marked || row->text(column).contains(QStringLiteral("undone by version 4"));
        QVERIFY(marked);
        versions.list()->setCurrentItem(row);
        QTRY_COMPARE(versions.undoButton()->toolTip(), QStringLiteral("Nothing to undo: version 4 put the values back."));
        QVERIFY(!versions.undoButton()->isEnabled());
    }

private:
    Testing::DemoSandboxClient m_sandbox;
};

} // namespace tst_undonealert

AUDIENCE_TEST_MAIN(tst_undonealert, TestUndoneAlert)
#include "tst_undonealert.moc"
