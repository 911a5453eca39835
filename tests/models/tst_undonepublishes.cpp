// An undone publish is known as undone (issue 43, item 1), against a real demo sandbox: the
// publish that hurt (ver_demo_061_3) raises its alert; "Undo this publish" proves and publishes
// version 4 with the values from before; the alert then leaves the watch's alerts (and so "Needs a
// look" and Review's count) with the line "Undone by version 4 on …; the watch now follows version
// 4", also after a restart; and a second undo of version 3 says there is nothing to undo, instead
// of a plan of "no net change" with conflicts. A draft that never went live undoes nothing.
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/watch/publishwatcher.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/publishundo.h"
#include "models/workspace/undonepublishes.h"
#include "models/workspace/versionfollower.h"
#include "support/democonsole.h"
#include "support/testmain.h"

#include <QMetaEnum>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_undonepublishes {

using namespace Audience;
using namespace Audience::Models;
using Stage = PublishUndo::Stage;

namespace {

const QString page = QStringLiteral("page_demo_01");
const QString hurtAudience = QStringLiteral("aud_demo_061");
const QString hurtVersion = QStringLiteral("ver_demo_061_3");

std::unique_ptr<PublishUndo> makeUndo(const Testing::DemoConsole &console)
{
    const Connection &connection = console.connection;
    return std::make_unique<PublishUndo>(*connection.serviceLink(), *connection.storeLink(), *connection.messageOutbox(),
                                         *connection.versionFollower(), *connection.publishActions());
}

bool waitForStage(const PublishUndo &undo, std::initializer_list<Stage> stages, int timeoutMs = 30000)
{
    return QTest::qWaitFor([&] { return std::find(stages.begin(), stages.end(), undo.stage()) != stages.end(); }, timeoutMs);
}

QString stageName(const PublishUndo &undo)
{
    return QString::fromLatin1(QMetaEnum::fromType<Stage>().valueToKey(int(undo.stage()))) + u' ' + undo.stageText();
}

} // namespace

class TestUndonePublishes : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--processing-delay-ms"), QStringLiteral("20")}), qPrintable(m_sandbox.errorString()));
    }

    void theAlertResolvesOnceItsUndoIsLive()
    {
        Testing::DemoConsole console(m_sandbox);
        console.connection.setConnected(true);
        QVERIFY(console.waitForTheWatchOf(hurtVersion));
        QCOMPARE(console.watch()->alertCount(), 1);
        QVERIFY(console.watch()->resolved().isEmpty());

        auto undo = makeUndo(console);
        QVERIFY(undo->start(page, hurtAudience, hurtVersion, QStringLiteral("Heads of FP&A at SaaS scale-ups")));
        QVERIFY2(waitForStage(*undo, {Stage::Ready, Stage::NothingToUndo, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::Ready);
        QVERIFY(undo->send());
        QVERIFY2(waitForStage(*undo, {Stage::Proven, Stage::NotProven, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::Proven);
        const QString draftId = undo->draftVersionId();
        // Proven, not yet published: kept as intent only, nothing is undone yet.
        QVERIFY(!UndonePublishes::of(console.connection.store(), *console.connection.versionFollower(), hurtVersion));
        QVERIFY(undo->publish());
        QVERIFY2(waitForStage(*undo, {Stage::Published}, 20000), qPrintable(stageName(*undo)));

        const auto known = UndonePublishes::of(console.connection.store(), *console.connection.versionFollower(), hurtVersion);
        QVERIFY(known);
        QCOMPARE(known->byVersionId, draftId);
        QCOMPARE(known->byNumber, 4);
        QVERIFY(known->at.isValid());
        // The watch: the alert has left its alerts (and so the count), and says why.
        QTRY_COMPARE_WITH_TIMEOUT(console.watch()->alertCount(), 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!console.watch()->isRunning(), 60000);
        QCOMPARE(console.watch()->alertCount(), 0);
        const auto resolved = console.watch()->resolved();
        QCOMPARE(resolved.size(), 1);
        QCOMPARE(resolved.first().first.publish().versionId, hurtVersion);
        QVERIFY2(resolved.first().second.startsWith(QStringLiteral("Undone by version 4 on ")), qPrintable(resolved.first().second));
        QVERIFY(resolved.first().second.endsWith(QStringLiteral("; the watch now follows version 4.")));

        // Undo again: nothing to undo, and no field listed (no "no net change" beside conflicts).
        auto again = makeUndo(console);
        QVERIFY(again->start(page, hurtAudience, hurtVersion));
        QVERIFY2(waitForStage(*again, {Stage::Ready, Stage::NothingToUndo, Stage::Failed}), qPrintable(stageName(*again)));
        QCOMPARE(again->stage(), Stage::NothingToUndo);
        QCOMPARE(again->stageText(), QStringLiteral("Nothing to undo: version 4 put the values back."));
        QVERIFY(again->plan().fields.isEmpty());
        QVERIFY(!again->send());
        console.connection.setConnected(false); // the store closes
    }

    // A restart (Reload): the store says what was undone; the alert stays resolved.
    void itStaysResolvedAfterARestart()
    {
        Testing::DemoConsole console(m_sandbox);
        QSignalSpy raised(console.watch(), &PublishWatcher::alertRaised);
        console.connection.setConnected(true);
        QVERIFY(console.waitForTheWatchOf(hurtVersion));
        // The undo's version is known again from the store's versions seen.
        QCOMPARE(console.watch()->alertCount(), 0);
        QCOMPARE(console.watch()->resolved().size(), 1);
        QCOMPARE(raised.size(), 0); // the desktop is not told of a resolved alert
    }

    // What the store keeps is only intent: an undo whose draft never went live undoes nothing,
    // and a later undo of the same publish replaces the earlier one.
    void anUndoThatNeverWentLiveUndoesNothing()
    {
        Testing::DemoConsole console(m_sandbox);
        console.connection.setConnected(true);
        QTRY_VERIFY_WITH_TIMEOUT(console.connection.store(), 15000);
        ProfileDatabase *store = console.connection.store();
        const UndonePublishes::Undo intent{QStringLiteral("ver_demo_003_19"), 19, QStringLiteral("aud_demo_003"), page,
                                           QStringLiteral("ver_never_seen"), 20, {}};
        QVERIFY(UndonePublishes::record(*store, intent));
        QVERIFY(!UndonePublishes::of(store, *console.connection.versionFollower(), QStringLiteral("ver_demo_003_19")));
        QVERIFY(!UndonePublishes::record(*store, {}));
        QCOMPARE(UndonePublishes::all(store, *console.connection.versionFollower()).size(), 1); // version 3's, still
        QVERIFY(!UndonePublishes::of(nullptr, *console.connection.versionFollower(), hurtVersion));
    }

private:
    Testing::DemoSandboxClient m_sandbox;
};

} // namespace tst_undonepublishes

AUDIENCE_TEST_GUILESS_MAIN(tst_undonepublishes, TestUndonePublishes)
#include "tst_undonepublishes.moc"
