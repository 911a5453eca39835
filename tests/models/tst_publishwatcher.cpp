// The watch over what was published (issue "Undo and watch", item 4) against a real demo sandbox:
// a first start on the demo profile raises "This publish may have hurt" for the publish that hurt
// (ver_demo_061_3 of aud_demo_061, docs/sandbox.md), and nothing for the others it watches; a run
// asks only for the days the day cache does not have; the 6-hour timer runs it again; a dismissal
// is kept across a restart (the store opened again). Every date is the sandbox's seed day, read
// from the sandbox: nothing depends on today's date.
#include "models/analytics/analyticsdaycache.h"
#include "models/profiles/demoprofilesetup.h"
#include "models/profiles/profile.h"
#include "models/profiles/profilefolder.h"
#include "models/shell/connection.h"
#include "models/watch/publishwatcher.h"
#include "models/watch/watchtext.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"
#include "support/democonsole.h"
#include "support/requestcounter.h"
#include "support/testmain.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <memory>

namespace tst_publishwatcher {

using namespace Audience;
using Testing::RequestCounter;
using Models::PublishWatcher;
using Models::WatchAlert;
using Models::WatchFinding;

namespace {

const QString page = QStringLiteral("page_demo_01");
const QString hurtingVersion = QStringLiteral("ver_demo_061_3");

} // namespace

class TestPublishWatcher : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.errorString()));
        QVERIFY(m_sandbox.sandbox().seededAt().isValid());
        m_seedDay = m_sandbox.sandbox().seededAt().toUTC().date();
    }

    void aFirstStartOnTheDemoRaisesTheAlert()
    {
        Testing::DemoConsole console(m_sandbox);
        QSignalSpy raised(console.watch(), &PublishWatcher::alertRaised);
        console.connection.setConnected(true);
        QVERIFY(console.waitForTheWatchOf(hurtingVersion));
        // The showcase's version 19 (7 days ago) is watched too, and has not enough data to say anything.
        QVERIFY(console.watches(QStringLiteral("ver_demo_003_19")));
        QVERIFY(!console.watches(QStringLiteral("ver_demo_003_11"))); // 21 days ago: its 14 days are over
        const QList<WatchAlert> alerts = console.watch()->alerts();
        QCOMPARE(alerts.size(), 1);
        const WatchAlert &alert = alerts.first();
        QCOMPARE(alert.publish().versionId, hurtingVersion);
        QCOMPARE(alert.audienceId(), QStringLiteral("aud_demo_061"));
        QCOMPARE(alert.pageId(), page);
        QCOMPARE(alert.finding.kind, WatchFinding::Kind::MayHaveHurt);
        QCOMPARE(alert.finding.rate, Models::RateComparison::Rate::Conversion);
        // About 15 % before, about 8 % after; the publish was 10 days before the seed day.
        QCOMPARE(alert.publish().at.date(), m_seedDay.addDays(-10));
        QVERIFY2(alert.finding.judged().before > 0.14 && alert.finding.judged().before < 0.16, qPrintable(QString::number(alert.finding.judged().before)));
        QVERIFY2(alert.finding.judged().after > 0.05 && alert.finding.judged().after < 0.10, qPrintable(QString::number(alert.finding.judged().after)));
        QVERIFY(alert.finding.judged().pValue < 0.05);
        // The page's other audiences are smaller than this one after the publish (their campaigns
        // ended): no control; the same weekdays before, alone, and it says so.
        QCOMPARE(alert.finding.baseline, WatchFinding::Baseline::DaysBefore);
        QVERIFY2(alert.finding.since > m_seedDay.addDays(-10) && alert.finding.since <= m_seedDay.addDays(-10 + 7),
                 qPrintable(alert.finding.since.toString()));
        const QString figures = Models::WatchText::figures(alert, QLocale::c());
        QVERIFY2(figures.startsWith(QStringLiteral("Conversion rate fell from 15.")), qPrintable(figures));
        QVERIFY2(figures.contains(QStringLiteral("relative (95 % interval")), qPrintable(figures));
        // The desktop is told once.
        QCOMPARE(raised.size(), 1);
        // Nothing else was done: the publish that hurt is still the audience's live version.
        const auto version = console.connection.versionFollower()->version(hurtingVersion);
        QVERIFY(version);
        QCOMPARE(version->status, QStringLiteral("published"));
    }

    // The start above filled the day cache: a second run (the 6-hour timer, fired early) and a
    // restart ask only for days not cached, which in UTC on the seed day is none, and never more
    // than one a page.
    void aRunAsksOnlyForDaysNotCached()
    {
        Testing::DemoConsole console(m_sandbox);
        RequestCounter requests(m_sandbox.client());
        console.connection.setConnected(true);
        QVERIFY(console.waitForTheWatchOf(hurtingVersion));
        QVERIFY(console.watch()->requestsOfLastRun().value(page) <= 1);
        const int afterStart = requests.started();

        // The timer runs it again (every 6 hours; here at once): no day is asked for again.
        QCOMPARE(console.watch()->rereadTimer()->interval(), PublishWatcher::rereadIntervalMs);
        QVERIFY(console.watch()->rereadTimer()->isActive());
        const int runs = console.watch()->runCount();
        QSignalSpy finished(console.watch(), &PublishWatcher::runFinished);
        console.watch()->rereadTimer()->setInterval(1);
        QVERIFY(finished.wait(10000));
        console.watch()->rereadTimer()->stop();
        QVERIFY(console.watch()->runCount() > runs);
        QCOMPARE(console.watch()->requestsOfLastRun().value(page), 0);
        QCOMPARE(console.watch()->alertCount(), 1);
        QCOMPARE(requests.started(), afterStart); // nothing more was asked
    }

    void aDismissalIsKeptAcrossARestart()
    {
        {
            Testing::DemoConsole console(m_sandbox);
            console.connection.setConnected(true);
            QVERIFY(console.waitForTheWatchOf(hurtingVersion));
            const QList<WatchAlert> alerts = console.watch()->alerts();
            QCOMPARE(alerts.size(), 1);
            QSignalSpy changed(console.watch(), &PublishWatcher::alertsChanged);
            QVERIFY(console.watch()->dismiss(alerts.first().key()));
            QCOMPARE(changed.size(), 1);
            QCOMPARE(console.watch()->alertCount(), 0);
            QVERIFY(console.watch()->isDismissed(alerts.first().key()));
            console.connection.setConnected(false); // the store closes
        }
        // A restart: the store opened again, the same publish watched again, its alert kept dismissed.
        Testing::DemoConsole again(m_sandbox);
        QSignalSpy raised(again.watch(), &PublishWatcher::alertRaised);
        again.connection.setConnected(true);
        QVERIFY(again.waitForTheWatchOf(hurtingVersion));
        QCOMPARE(again.watch()->alertCount(), 0);
        QVERIFY(again.watch()->isDismissed(hurtingVersion + QStringLiteral("/mayHaveHurt:conversion")));
        QVERIFY(again.watch()->alert(hurtingVersion + QStringLiteral("/mayHaveHurt:conversion"))); // still found, not shown
        QCOMPARE(raised.size(), 0); // and the desktop is not told again
    }

    // Undo right after Dismiss: the dismissal is taken out of the store too, so a restart shows the
    // alert again (runs after the test above, which left it dismissed).
    void anUndoneDismissalIsForgotten()
    {
        const QString key = hurtingVersion + QStringLiteral("/mayHaveHurt:conversion");
        {
            Testing::DemoConsole console(m_sandbox);
            console.connection.setConnected(true);
            QVERIFY(console.waitForTheWatchOf(hurtingVersion));
            QVERIFY(console.watch()->isDismissed(key));
            QVERIFY(console.watch()->undismiss(key));
            QCOMPARE(console.watch()->alertCount(), 1);
            QVERIFY(!console.watch()->undismiss(key)); // not dismissed any more
            console.connection.setConnected(false);
        }
        Testing::DemoConsole again(m_sandbox);
        again.connection.setConnected(true);
        QVERIFY(again.waitForTheWatchOf(hurtingVersion));
        QCOMPARE(again.watch()->alertCount(), 1);
        QVERIFY(!again.watch()->isDismissed(key));
    }

    // A watch of 9 days: the publish that hurt (10 days ago) is watched no more, but its alert, found
    // on the days its watch had, stays until it is dismissed.
    void anAlertStaysAfterItsWatchEnded()
    {
        Testing::DemoConsole console(m_sandbox);
        console.watch()->setWatchDays(9);
        QSignalSpy finished(console.watch(), &PublishWatcher::runFinished);
        console.connection.setConnected(true);
        QVERIFY(finished.wait(60000));
        QTRY_VERIFY_WITH_TIMEOUT(!console.watch()->isRunning(), 60000);
        QVERIFY(!console.watches(hurtingVersion));
        QCOMPARE(console.watch()->alertCount(), 1);
        const WatchAlert alert = console.watch()->alerts().constFirst();
        QCOMPARE(alert.publish().versionId, hurtingVersion);
        QVERIFY(alert.finding.since < m_seedDay.addDays(-10 + 9)); // inside the watch's days
    }

private:
    Testing::DemoSandboxClient m_sandbox;
    QDate m_seedDay;
};

} // namespace tst_publishwatcher

AUDIENCE_TEST_GUILESS_MAIN(tst_publishwatcher, TestPublishWatcher)
#include "tst_publishwatcher.moc"
