// The statistics under the judging engine (issue "Judgement you can trust"), each against numbers
// worked out by hand or taken from tables:
//   - a window's rate and variance: rate (y + 0.5) / n; Var(log rate) = (1 − p) Σw²n / (p (Σwn)²);
//   - DerSimonian and Laird's tau² = max(0, (Q − df) / c), each group around its own mean;
//   - Student's t tail: df = 4, t = 2: 0.0580583 (tables); df = 1 (Cauchy), t = 3: ½ − atan(3) / π;
//   - the p-value spent over 13 looks: 13 · 2 · Φ(−z); Φ(−3) = 0.0013499;
//   - the interval: θ ± z(1 − 0.05 / 26) √V, z = 2.8905116 (the normal's quantile);
//   - the Poisson chance of none: e^−7 = 0.000912 under 0.1 %, e^−6.857 = 0.00105 over it.
#include "models/analytics/publishwatchstatistics.h"
#include "support/testmain.h"

#include <QTest>

#include <cmath>

namespace tst_publishwatchstatistics {

namespace S = Audience::Models::PublishWatchStatistics;

namespace {

bool near(double a, double b, double tolerance = 1e-6)
{
    return std::fabs(a - b) <= tolerance;
}

} // namespace

class TestPublishWatchStatistics : public QObject
{
    Q_OBJECT
private slots:
    // Two days, 10 of 100 and 20 of 100: rate 30.5 / 200 = 0.1525; Var(log rate) =
    // 0.8475 · 200 / (0.1525 · 200²) = 0.0277869; between-day factor (100² + 100²) / 200² = 0.5.
    void aWindowOfDays()
    {
        S::Window window;
        window.add(10, 100);
        window.add(20, 100);
        QCOMPARE(window.rate(), 0.1525);
        QVERIFY2(near(window.binomialVariance(), 0.0277869), qPrintable(QString::number(window.binomialVariance())));
        QCOMPARE(window.spreadFactor(), 0.5);
        // Weights that are all alike change nothing: only how the days weigh against each other counts.
        S::Window doubled;
        doubled.add(10, 100, 2);
        doubled.add(20, 100, 2);
        QVERIFY(near(doubled.successes / doubled.trials, 0.15));
        QVERIFY(near(doubled.binomialVariance(), window.binomialVariance(), 1e-3));
        QCOMPARE(doubled.spreadFactor(), 0.5);
    }

    // log(20 / 200) = −2.302585; variance 1 / 20 − 1 / 200 = 0.045. A day with none stays finite.
    void aDaysLogRate()
    {
        const S::DayLog day = S::dayLog(19.5, 199.5);
        QVERIFY(near(day.value, std::log(0.1)));
        QVERIFY(near(day.variance, 0.045));
        QVERIFY(std::isfinite(S::dayLog(0, 100).value));
    }

    // Group A: 0 and 0.2; group B: 0.1, 0.3 and 0.5; each with variance 0.01 (weight 100).
    // Q = 100 · (0.01 + 0.01) + 100 · (0.04 + 0 + 0.04) = 10; c = (200 − 100) + (300 − 100) = 300;
    // df = 5 days − 2 groups = 3: tau² = (10 − 3) / 300 = 0.0233333. Days as alike as chance makes
    // them: no spread (0, never negative).
    void theSpreadBetweenDays()
    {
        S::BetweenDaySpread spread;
        spread.add(0, 0.01);
        spread.add(0.2, 0.01);
        spread.endGroup();
        for (double value : {0.1, 0.3, 0.5})
            spread.add(value, 0.01);
        spread.endGroup();
        QCOMPARE(spread.df(), 3);
        QVERIFY2(near(spread.tau2(), 7.0 / 300), qPrintable(QString::number(spread.tau2())));

        S::BetweenDaySpread none;
        for (int i = 0; i < 5; ++i)
            none.add(0.1, 0.01);
        none.endGroup();
        QCOMPARE(none.tau2(), 0.0);
    }

    void studentsTail()
    {
        QVERIFY2(near(S::upperTail(2, 4), 0.0580583), qPrintable(QString::number(S::upperTail(2, 4))));
        QVERIFY(near(S::upperTail(3, 1), 0.5 - std::atan(3.0) / M_PI));
        QVERIFY(near(S::upperTail(3), 0.0013499));
        // Satterthwaite: all of the variance from a spread measured on 13 degrees of freedom: 13;
        // half of it: 13 / 0.25 = 52; none of it: the normal.
        QCOMPARE(S::degreesOfFreedom(1, 1, 13), 13.0);
        QCOMPARE(S::degreesOfFreedom(1, 0.5, 13), 52.0);
        QCOMPARE(S::degreesOfFreedom(1, 0, 13), S::infiniteDf);
    }

    // z = 0.3 / √0.01 = 3: 13 · 2 · 0.0013499 = 0.0350974. The interval: ±2.8905116 · 0.1.
    void theLevelIsSpentOverThePlannedLooks()
    {
        QVERIFY2(near(S::sequentialP(-0.3, 0.01, S::infiniteDf, 13), 0.0350974, 1e-6),
                 qPrintable(QString::number(S::sequentialP(-0.3, 0.01, S::infiniteDf, 13))));
        QCOMPARE(S::sequentialP(-0.1, 0.01, S::infiniteDf, 13), 1.0); // 26 · 0.1587: capped
        const S::Interval interval = S::sequentialInterval(-0.3, 0.01, S::infiniteDf, 13, 0.05);
        QVERIFY2(near(interval.low, -0.3 - 0.28905116, 1e-6), qPrintable(QString::number(interval.low)));
        QVERIFY(near(interval.high, -0.3 + 0.28905116, 1e-6));
        // On t with few degrees of freedom, the interval is wider.
        QVERIFY(S::sequentialInterval(-0.3, 0.01, 10, 13, 0.05).low < interval.low);
        QVERIFY(S::sequentialInterval(-0.3, 0.01, 4, 13, 0.05).low < S::sequentialInterval(-0.3, 0.01, 10, 13, 0.05).low);
    }

    void theChanceOfNone()
    {
        QVERIFY(S::probabilityOfNone(7) < 0.001);
        QVERIFY(S::probabilityOfNone(2 * 100 * 48.0 / 1400) > 0.001);
        QCOMPARE(S::probabilityOfNone(-1), 1.0);
    }
};

} // namespace tst_publishwatchstatistics

AUDIENCE_TEST_GUILESS_MAIN(tst_publishwatchstatistics, TestPublishWatchStatistics)
#include "tst_publishwatchstatistics.moc"
