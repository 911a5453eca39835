// The rules that watch a publish after it went live (issue "Undo and watch"), at their boundaries,
// with figures worked out by hand. The p-values are the two-proportion z-test's (pooled standard
// error, two-sided), computed separately: p = erfc(|z| / sqrt 2), z = (pA - pB) / sqrt(p(1-p)(1/nB + 1/nA)).
#include "models/analytics/publishwatch.h"
#include "models/watch/watchedpublishes.h"
#include "support/testmain.h"

#include <QTest>

namespace tst_publishwatch {

using namespace Audience::Models;
using Rate = RateComparison::Rate;

namespace {

const QDate publishDay(2026, 3, 10);

// Seven days before the publish, each with these figures.
QList<WatchDay> weekBefore(qint64 sessions, qint64 conversions, qint64 formSubmits)
{
    QList<WatchDay> days;
    for (int i = 7; i >= 1; --i)
        days.append({publishDay.addDays(-i), sessions, conversions, formSubmits});
    return days;
}

// The whole days after the publish (the publish day left out), 100 sessions and 5 form submits
// each, with these conversions.
QList<WatchDay> daysAfter(const QList<qint64> &conversions)
{
    QList<WatchDay> days;
    for (qsizetype i = 0; i < conversions.size(); ++i)
        days.append({publishDay.addDays(i + 1), 100, conversions[i], 5});
    return days;
}

} // namespace

class TestPublishWatch : public QObject
{
    Q_OBJECT
private slots:
    // Before: 700 sessions, 105 conversions (15 %). After, everything so far, day by day:
    //   day 1: 100 sessions, 9 conversions  p = 0.108, and 9 < 10 conversions: the gate is not met
    //   day 2: 200, 19 (9.5 %)              p = 0.0466: holds
    //   day 3: 300, 36 (12 %)               p = 0.212: does not
    //   day 4: 400, 43 (10.75 %)            p = 0.0469: holds
    //   day 5: 500, 51 (10.2 %)             p = 0.0148: holds, the second day running
    void aFallMustHoldOnTwoDaysRunning()
    {
        const QList<WatchDay> before = weekBefore(100, 15, 5);
        const QList<WatchDay> after = daysAfter({9, 10, 17, 7, 8, 9});
        // Days 2 and 4 hold, but not on two days running.
        QCOMPARE(PublishWatch::judge(before, after.mid(0, 4)).kind, WatchFinding::Kind::Nothing);
        const WatchFinding finding = PublishWatch::judge(before, after.mid(0, 5));
        QCOMPARE(finding.kind, WatchFinding::Kind::MayHaveHurt);
        QCOMPARE(finding.rate, Rate::Conversion);
        QCOMPARE(finding.since, publishDay.addDays(4));
        QCOMPARE(finding.before, 0.15);
        QCOMPARE(finding.after, 0.102);
        QVERIFY2(qAbs(finding.pValue - 0.0148) < 0.0001, qPrintable(QString::number(finding.pValue)));
        // A day later it still says since when.
        QCOMPARE(PublishWatch::judge(before, after).since, publishDay.addDays(4));
    }

    // Form submits: before 70 of 700 sessions (10 %); after 4 a day on 100 sessions.
    //   day 2: 200, 8   p = 0.0078, but 8 < 10 form submits: the gate is not met
    //   day 3: 300, 12  p = 0.0015: holds (the first day)
    //   day 4: 400, 16  p = 0.00036: holds, the second day running
    // Conversions stay at 15 %: only the form-submit rate fell.
    void theGatesComeBeforeAnyFinding()
    {
        const QList<WatchDay> before = weekBefore(100, 15, 10);
        QList<WatchDay> after;
        for (int i = 1; i <= 4; ++i)
            after.append({publishDay.addDays(i), 100, 15, 4});
        QCOMPARE(PublishWatch::judge(before, after.mid(0, 2)).kind, WatchFinding::Kind::Nothing);
        QCOMPARE(PublishWatch::judge(before, after.mid(0, 3)).kind, WatchFinding::Kind::Nothing);
        const WatchFinding finding = PublishWatch::judge(before, after);
        QCOMPARE(finding.kind, WatchFinding::Kind::MayHaveHurt);
        QCOMPARE(finding.rate, Rate::FormSubmit);
        QCOMPARE(finding.since, publishDay.addDays(3));
        QCOMPARE(finding.after, 0.04);
    }

    // A rise is never an alert, however significant.
    void aRiseIsNotAnAlert()
    {
        QCOMPARE(PublishWatch::judge(weekBefore(100, 5, 5), daysAfter({30, 30, 30, 30})).kind, WatchFinding::Kind::Nothing);
    }

    // Before: 15 conversions and 5 form submits a day on 100 sessions. After: two whole days with
    // none, while sessions went on: 50 a day is half an average day before, and counts.
    void twoSilentDaysWithSessionsMeanTrackingMayBeBroken()
    {
        const QList<WatchDay> before = weekBefore(100, 15, 5);
        const QList<WatchDay> silent{{publishDay.addDays(1), 60, 4, 1}, {publishDay.addDays(2), 50, 0, 0}, {publishDay.addDays(3), 50, 0, 0}};
        const WatchFinding finding = PublishWatch::judge(before, silent);
        QCOMPARE(finding.kind, WatchFinding::Kind::TrackingMayBeBroken);
        QCOMPARE(finding.since, publishDay.addDays(2));
        QCOMPARE(finding.successesADayBefore, 20.0);
        // One silent day is not two.
        QCOMPARE(PublishWatch::judge(before, silent.mid(0, 2)).kind, WatchFinding::Kind::Nothing);
    }

    // 49 sessions is less than half of 100: the audience went quiet, its tracking need not be broken.
    void fewSessionsAreNotBrokenTracking()
    {
        const QList<WatchDay> quiet{{publishDay.addDays(1), 49, 0, 0}, {publishDay.addDays(2), 50, 0, 0}};
        QCOMPARE(PublishWatch::judge(weekBefore(100, 15, 5), quiet).kind, WatchFinding::Kind::Nothing);
    }

    // Before: 6 conversions in 7 days, less than one a day: two days without one are ordinary.
    void aQuietAudienceIsNotBrokenTracking()
    {
        QList<WatchDay> before = weekBefore(100, 1, 0);
        before.first().conversions = 0;
        const QList<WatchDay> silent{{publishDay.addDays(1), 100, 0, 0}, {publishDay.addDays(2), 100, 0, 0}};
        QCOMPARE(PublishWatch::judge(before, silent).kind, WatchFinding::Kind::Nothing);
    }

    // The sessions gate at its edge. Before: 700 sessions, 280 conversions (40 %). After, day by day:
    //   99 sessions, 25 conversions   p = 0.0047, but 99 < 100 sessions: the gate is not met
    //   100 sessions, 25 conversions  p = 0.0039: met
    //   then 199, 50                  p = 0.00012 (after 99 on the first day)
    //        200, 50                  p = 0.00010 (after 100)
    //        299, 75                  p < 0.0001
    // With 100 on the first day the fall holds on days 1 and 2; with 99, on days 2 and 3.
    void theSessionsGateIsAHundred()
    {
        const QList<WatchDay> before = weekBefore(100, 40, 5);
        const QList<WatchDay> justUnder{{publishDay.addDays(1), 99, 25, 5}, {publishDay.addDays(2), 100, 25, 5},
                                        {publishDay.addDays(3), 100, 25, 5}};
        QCOMPARE(PublishWatch::judge(before, justUnder.mid(0, 2)).kind, WatchFinding::Kind::Nothing);
        const WatchFinding late = PublishWatch::judge(before, justUnder);
        QCOMPARE(late.kind, WatchFinding::Kind::MayHaveHurt);
        QCOMPARE(late.since, publishDay.addDays(2));
        QCOMPARE(late.after, 75.0 / 299.0);

        QList<WatchDay> atTheGate = justUnder.mid(0, 2);
        atTheGate[0].sessions = 100;
        const WatchFinding early = PublishWatch::judge(before, atTheGate);
        QCOMPARE(early.kind, WatchFinding::Kind::MayHaveHurt);
        QCOMPARE(early.since, publishDay.addDays(1));
        QCOMPARE(early.after, 0.25);
        QVERIFY2(qAbs(early.pValue - 0.000103) < 0.000001, qPrintable(QString::number(early.pValue)));
    }

    // Before: 7 conversions in 7 days, one a day on average: two silent days with sessions are
    // broken tracking (one fewer, aQuietAudienceIsNotBrokenTracking, and they are not).
    void oneADayBeforeIsEnoughToMiss()
    {
        QList<WatchDay> before = weekBefore(100, 1, 0);
        const QList<WatchDay> silent{{publishDay.addDays(1), 100, 0, 0}, {publishDay.addDays(2), 100, 0, 0}};
        const WatchFinding finding = PublishWatch::judge(before, silent);
        QCOMPARE(finding.kind, WatchFinding::Kind::TrackingMayBeBroken);
        QCOMPARE(finding.successesADayBefore, 1.0);
        QCOMPARE(finding.since, publishDay.addDays(1));
    }

    // The days the watch gives the rules: the week before the publish day, then each whole day
    // after it, up to yesterday, the day before the next publish, and the watch's end.
    void theWatchReadsWholeDaysAfterThePublishDay()
    {
        namespace WP = Audience::Models::WatchedPublishes;
        const QTimeZone utc = QTimeZone::utc();
        WatchedPublish watched;
        watched.pageId = QStringLiteral("page_1");
        watched.publish = {QDateTime(publishDay, QTime(6, 56), utc), QStringLiteral("aud_1"), QStringLiteral("ver_1_3"), 3};
        watched.watchEndsAt = watched.publish.at.addDays(14);
        const QDate today = publishDay.addDays(10);
        QCOMPARE(WP::daysAfter(watched, utc, today).first, publishDay.addDays(1));
        QCOMPARE(WP::daysAfter(watched, utc, today).last, publishDay.addDays(9)); // yesterday
        QCOMPARE(WP::daysNeeded(watched, utc, today).first, publishDay.addDays(-7));
        // The publish day itself, or the day after it while it is today: nothing whole yet.
        QVERIFY(!WP::daysAfter(watched, utc, publishDay.addDays(1)).isValid());
        QVERIFY(!WP::daysNeeded(watched, utc, publishDay.addDays(1)).isValid());
        // The watch ends 14 days after the publish: its last whole day is the 13th after.
        QCOMPARE(WP::daysAfter(watched, utc, publishDay.addDays(30)).last, publishDay.addDays(13));
        // The next publish of the audience ends the days that tell of this one.
        watched.nextPublishAt = QDateTime(publishDay.addDays(5), QTime(10, 0), utc);
        QCOMPARE(WP::daysAfter(watched, utc, today).last, publishDay.addDays(4));

        // A day not loaded ends the days after (what follows is not "running"); before, it is left out.
        watched.nextPublishAt.reset();
        const auto dayOf = [](QDate day) -> std::optional<QList<Audience::Net::AudienceAnalytics>> {
            if (day == publishDay.addDays(-3) || day == publishDay.addDays(4))
                return std::nullopt;
            return QList<Audience::Net::AudienceAnalytics>{}; // loaded: no session of the audience
        };
        const WP::Days days = WP::daysOf(watched, utc, today, dayOf);
        QCOMPARE(days.before.size(), 6);
        QCOMPARE(days.after.size(), 3);
        QCOMPARE(days.after.constLast().day, publishDay.addDays(3));
        QCOMPARE(days.after.constFirst().sessions, qint64(0));
    }

    void nothingIsJudgedWithoutDays()
    {
        QCOMPARE(PublishWatch::judge({}, daysAfter({0, 0, 0})).kind, WatchFinding::Kind::Nothing);
        QCOMPARE(PublishWatch::judge(weekBefore(100, 15, 5), daysAfter({0})).kind, WatchFinding::Kind::Nothing);
    }
};

} // namespace tst_publishwatch

AUDIENCE_TEST_GUILESS_MAIN(tst_publishwatch, TestPublishWatch)
#include "tst_publishwatch.moc"
