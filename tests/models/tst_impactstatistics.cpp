// The statistics of a publish's impact, against values worked out independently of this code:
// - Wilson intervals: Newcombe, R. G. (1998), "Two-sided confidence intervals for the single
//   proportion: comparison of seven methods", Statistics in Medicine 17, 857-872, Table II,
//   method 3 (score interval without continuity correction): 81/263, 15/148, 0/20, 1/29.
// - The two-proportion z-test: worked by hand with the pooled standard error and checked with
//   Python's math.erfc (200/1000 against 250/1000: z = 2.6774, two-sided p = 0.00742).
// - The windows: counted on a calendar, around a month end, a year end and the EU summer-time
//   change (29 March 2026), which QDate's whole days are not affected by.
#include "models/analytics/impactstatistics.h"
#include "support/testmain.h"

#include <QSet>
#include <QTest>

#include <cmath>

namespace tst_impactstatistics {

using namespace Audience::Models::ImpactStatistics;

class TestImpactStatistics : public QObject
{
    Q_OBJECT
private slots:
    void wilsonMatchesNewcombe_data()
    {
        QTest::addColumn<qint64>("successes");
        QTest::addColumn<qint64>("trials");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::newRow("81/263") << qint64(81) << qint64(263) << 0.2553 << 0.3662;
        QTest::newRow("15/148") << qint64(15) << qint64(148) << 0.0624 << 0.1605;
        QTest::newRow("0/20") << qint64(0) << qint64(20) << 0.0 << 0.1611;
        QTest::newRow("1/29") << qint64(1) << qint64(29) << 0.0061 << 0.1718;
    }
    void wilsonMatchesNewcombe()
    {
        QFETCH(qint64, successes);
        QFETCH(qint64, trials);
        QFETCH(double, low);
        QFETCH(double, high);
        const auto interval = wilson(successes, trials);
        QVERIFY(interval);
        QVERIFY2(std::abs(interval->low - low) < 0.00005, qPrintable(QString::number(interval->low, 'f', 5)));
        QVERIFY2(std::abs(interval->high - high) < 0.00005, qPrintable(QString::number(interval->high, 'f', 5)));
    }

    void wilsonStaysWithinZeroAndOne()
    {
        QCOMPARE(wilson(5, 5)->high, 1.0);
        QVERIFY(wilson(5, 5)->low > 0.5);
        QCOMPARE(wilson(0, 3)->low, 0.0);
        QVERIFY(!wilson(0, 0));
        QVERIFY(!wilson(4, 3));
    }

    void twoProportionZTest()
    {
        const auto test = twoProportion(200, 1000, 250, 1000);
        QVERIFY(test);
        QVERIFY(std::abs(test->z - 2.6774) < 0.0001);
        QVERIFY(std::abs(test->pValue - 0.00742) < 0.00001);
        // The same change the other way round: the same p, the sign turned.
        QVERIFY(std::abs(twoProportion(250, 1000, 200, 1000)->z + test->z) < 1e-12);
        QVERIFY(!twoProportion(0, 100, 0, 100)); // no variance
        QVERIFY(!twoProportion(1, 0, 1, 10));
    }

    void windowsAroundAMonthAndAYearEnd()
    {
        const Windows w = windows(QDate(2026, 1, 1), 1, QDate(2026, 3, 1));
        QCOMPARE(w.beforeFirst, QDate(2025, 12, 25));
        QCOMPARE(w.beforeLast, QDate(2025, 12, 31));
        QCOMPARE(w.afterFirst, QDate(2026, 1, 2));
        QCOMPARE(w.afterLast, QDate(2026, 1, 8));
        QCOMPARE(w.length(), 7);
        QVERIFY(w.afterComplete());
        const Windows four = windows(QDate(2026, 2, 28), 4, QDate(2026, 3, 5));
        QCOMPARE(four.beforeFirst, QDate(2026, 1, 31));
        QCOMPARE(four.afterLast, QDate(2026, 3, 28));
        QCOMPARE(four.length(), 28);
        QCOMPARE(four.afterDaysElapsed, 4); // 1, 2, 3 and 4 March are over on the 5th
        QVERIFY(!four.afterComplete());
    }

    void windowsAcrossSummerTime()
    {
        const Windows w = windows(QDate(2026, 3, 29), 1, QDate(2026, 3, 29));
        QCOMPARE(w.beforeFirst, QDate(2026, 3, 22));
        QCOMPARE(w.afterLast, QDate(2026, 4, 5));
        QCOMPARE(w.afterDaysElapsed, 0); // the publish day is not in either window
        // Each window holds every weekday once.
        QSet<int> before, after;
        for (QDate d = w.beforeFirst; d <= w.beforeLast; d = d.addDays(1))
            before.insert(d.dayOfWeek());
        for (QDate d = w.afterFirst; d <= w.afterLast; d = d.addDays(1))
            after.insert(d.dayOfWeek());
        QCOMPARE(before.size(), 7);
        QCOMPARE(after, before);
    }

    void windowsAcrossWinterTimeAndALeapDay()
    {
        // The EU's return to winter time (25 October 2026, a 25-hour day) inside the "before" window.
        const Windows autumn = windows(QDate(2026, 10, 28), 1, QDate(2026, 11, 30));
        QCOMPARE(autumn.beforeFirst, QDate(2026, 10, 21));
        QCOMPARE(autumn.afterLast, QDate(2026, 11, 4));
        QCOMPARE(autumn.length(), 7);
        // 29 February 2028 is a day like any other: 2 weeks before the 7 March publish start on 22 Feb.
        const Windows leap = windows(QDate(2028, 3, 7), 2, QDate(2028, 3, 7));
        QCOMPARE(leap.beforeFirst, QDate(2028, 2, 22));
        QCOMPARE(leap.beforeLast, QDate(2028, 3, 6));
        QCOMPARE(leap.length(), 14);
        // Each window holds every weekday twice.
        QList<int> before(8), after(8);
        for (QDate d = leap.beforeFirst; d <= leap.beforeLast; d = d.addDays(1))
            ++before[d.dayOfWeek()];
        for (QDate d = leap.afterFirst; d <= leap.afterLast; d = d.addDays(1))
            ++after[d.dayOfWeek()];
        QCOMPARE(before, (QList<int>{0, 2, 2, 2, 2, 2, 2, 2}));
        QCOMPARE(after, before);
        // The last day of the "after" window is over the day after it: then, and only then, complete.
        QVERIFY(!windows(QDate(2026, 12, 31), 1, QDate(2027, 1, 7)).afterComplete());
        QVERIFY(windows(QDate(2026, 12, 31), 1, QDate(2027, 1, 8)).afterComplete());
        QCOMPARE(windows(QDate(2026, 12, 31), 1, QDate(2028, 1, 8)).afterDaysElapsed, 7); // never more
    }

    void gatesAtTheirBoundaries()
    {
        QVERIFY(enoughData(100, 10, 100, 10));
        QVERIFY(!enoughData(99, 10, 100, 10));
        QVERIFY(!enoughData(100, 9, 100, 10));
        QVERIFY(!enoughData(100, 10, 99, 10));
        QVERIFY(!enoughData(100, 10, 100, 9));
        QVERIFY(looksTooGoodToBeTrue(0.10, 0.1501, 999));
        QVERIFY(!looksTooGoodToBeTrue(0.10, 0.15, 999));  // exactly 50 %: not above
        QVERIFY(!looksTooGoodToBeTrue(0.10, 0.30, 1000)); // enough sessions
        QVERIFY(looksTooGoodToBeTrue(0.0, 0.02, 50));
    }

    void daysUntilEnoughDataAtThePaceSoFar()
    {
        // 40 sessions and 2 conversions in 4 days: 10 sessions and 0.5 conversions a day; 6 more
        // days for the sessions, 16 for the conversions.
        QCOMPARE(daysUntilEnoughData(40, 2, 4), std::optional<int>(16));
        QCOMPARE(daysUntilEnoughData(150, 12, 4), std::nullopt); // met already
        QCOMPARE(daysUntilEnoughData(0, 0, 3), std::nullopt);   // no pace yet
        QCOMPARE(daysUntilEnoughData(40, 0, 4), std::nullopt);  // no conversion yet: no pace for them
        QCOMPARE(daysUntilEnoughData(100, 10, 4), std::nullopt); // exactly at the gates: met
        QCOMPARE(daysUntilEnoughData(99, 10, 3), std::optional<int>(1)); // one session short: 33 a day, a day more
    }

    void differenceInDifferencesTakesThePageOut()
    {
        QCOMPARE(differenceInDifferences(0.10, 0.15, 0.10, 0.15), 0.0);
        QVERIFY(std::abs(differenceInDifferences(0.10, 0.15, 0.10, 0.11) - 0.04) < 1e-12);
    }
};

} // namespace tst_impactstatistics

AUDIENCE_TEST_GUILESS_MAIN(tst_impactstatistics, TestImpactStatistics)
#include "tst_impactstatistics.moc"
