// Honest about small numbers (issue "Did it work"): every rate says its n, its Wilson 95 % interval
// in words, and "few sessions" under 30; the CTA rate from its counts; and the trend's rate line,
// daily or rolling over 7 days from summed counts (never averaged rates), with days of no sessions
// and days not known. Every reference value is worked out by hand in the comments beside it.
#include "support/wirebuilder.h"

#include "models/analytics/analyticsfigures.h"
#include "models/analytics/audienceanalyticsmodel.h"
#include "models/analytics/rollingrate.h"
#include "models/common/modelroles.h"
#include "net/jsonreader.h"
#include "support/testmain.h"

#include <QJsonDocument>
#include <QLocale>
#include <QTest>

#include <cmath>

namespace tst_smallnumbers {

using namespace Audience;
using namespace Audience::Testing;
using Models::AnalyticsFigures;
using Models::AudienceAnalyticsModel;
using Models::DayCounts;
using Models::FigureText;
using Metric = AnalyticsFigures::Metric;
namespace RollingRate = Models::RollingRate;

namespace {

Net::AudienceAnalytics decoded(const Wire::AudienceAnalytics &item)
{
    Net::AudienceAnalytics out;
    if (Net::decodeJson(QJsonDocument(item.toJson()).toJson(), out))
        qFatal("the wire builder's item does not decode");
    return out;
}

Wire::AudienceAnalytics row(const QString &id, double sessions, double conversions, double forms, double bounces,
                            double eligible, double cta)
{
    return {.audienceId = id,
            .totalSessions = sessions,
            .conversionCount = conversions,
            .conversionRate = conversions / sessions,
            .formSubmitCount = forms,
            .formSubmitRate = forms / sessions,
            .bounceCount = bounces,
            .bounceEligibleSessions = eligible,
            .bounceRate = bounces / eligible,
            .ctaSessions = cta};
}

// The hand-checked pair:  sessions conv forms bounces/eligible cta
//   aud_small                  20     6     2     10 / 18         5
//   aud_big                  1000   120    50    300 / 900      200
QList<Net::AudienceAnalytics> smallAndBig()
{
    return {decoded(row(QStringLiteral("aud_small"), 20, 6, 2, 10, 18, 5)),
            decoded(row(QStringLiteral("aud_big"), 1000, 120, 50, 300, 900, 200))};
}

// Consecutive days from 1 Nov 2026, each {conversions, sessions}; {-1, -1} is a day not known.
QList<DayCounts> days(const QList<std::pair<double, double>> &counts)
{
    QList<DayCounts> out;
    QDate day(2026, 11, 1);
    for (const auto &[successes, trials] : counts) {
        if (trials < 0)
            out.append({day, std::nullopt, std::nullopt});
        else
            out.append({day, successes, trials});
        day = day.addDays(1);
    }
    return out;
}

} // namespace

class TestSmallNumbers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "1,000"
    }

    // --- Each rate's n, interval and "few sessions" ----------------------------------------------

    void eachRateHasItsOwnN()
    {
        const AnalyticsFigures small = AnalyticsFigures::fromItem(smallAndBig().at(0));
        QCOMPARE(small.trialsOf(Metric::ConversionRate), std::optional<double>(20));
        QCOMPARE(small.trialsOf(Metric::FormSubmitRate), std::optional<double>(20));
        QCOMPARE(small.trialsOf(Metric::CtaRate), std::optional<double>(20));
        QCOMPARE(small.trialsOf(Metric::BounceRate), std::optional<double>(18)); // the bounce-eligible ones
        QCOMPARE(small.successesOf(Metric::BounceRate), std::optional<double>(10));
        QCOMPARE(small.successesOf(Metric::CtaRate), std::optional<double>(5));
        QCOMPARE(small.trialsOf(Metric::Sessions), std::nullopt); // not a rate
        // "session(s)": the English plural forms come from the .qm the console loads, not loaded here.
        QCOMPARE(FigureText::basis(Metric::ConversionRate, small), QStringLiteral("of 20 session(s)"));
        QCOMPARE(FigureText::basis(Metric::BounceRate, small), QStringLiteral("of 18 bounce-eligible session(s)"));
        QCOMPARE(FigureText::basis(Metric::AvgTimeSeconds, small), QString());

        const AnalyticsFigures total = AnalyticsFigures::total(smallAndBig());
        QCOMPARE(FigureText::basis(Metric::FormSubmitRate, total), QStringLiteral("of 1,020 session(s)")); // 20 + 1000
        QCOMPARE(FigureText::shortBasis(Metric::BounceRate, total), QStringLiteral("of 918")); // 18 + 900
        AnalyticsFigures one;
        one.sessions = 1;
        QCOMPARE(FigureText::basis(Metric::ConversionRate, one), QStringLiteral("of 1 session(s)"));
    }

    // The service sends no CTA rate: CTA sessions over sessions, for an audience and for the page.
    void theCtaRateIsMadeFromItsCounts()
    {
        const AnalyticsFigures small = AnalyticsFigures::fromItem(smallAndBig().at(0));
        QCOMPARE(small.ctaRate, std::optional<double>(0.25)); // 5 / 20
        const AnalyticsFigures total = AnalyticsFigures::total(smallAndBig());
        // (5 + 200) / (20 + 1000) = 205 / 1020 = 0.20098… → "20.1 %"
        QCOMPARE(FigureText::format(Metric::CtaRate, total.value(Metric::CtaRate), QLocale::c()), QStringLiteral("20.1 %"));
        QVERIFY(AnalyticsFigures::isRate(Metric::CtaRate));
        Wire::AudienceAnalytics none = row(QStringLiteral("aud_none"), 1, 0, 0, 0, 1, 0);
        none.totalSessions = 0;
        QCOMPARE(AnalyticsFigures::fromItem(decoded(none)).ctaRate, std::nullopt); // 0 of 0 is no rate
    }

    // Wilson (1927) by hand, z = 1.959964, z² = 3.841459, for 6 conversions of 20 sessions:
    //   p = 0.3, denominator 1 + z²/n = 1.192073
    //   centre (p + z²/2n) / 1.192073 = (0.3 + 0.096036) / 1.192073 = 0.332225
    //   half z·√(p(1−p)/n + z²/4n²) / 1.192073 = 1.959964·√(0.0105 + 0.002401) / 1.192073 = 0.186748
    //   → 0.145477 to 0.518973: "14.5 % to 51.9 %".
    // The bounce rate's interval is over its own n: 10 of 18 (p = 0.5556, z²/n = 0.213414,
    //   centre (0.555556 + 0.106707) / 1.213414 = 0.545784, half 1.959964·√(0.013717 + 0.002964) / 1.213414
    //   = 0.208620) → 0.337164 to 0.754405: "33.7 % to 75.4 %".
    void theIntervalIsWilsonsOverTheRatesOwnCounts()
    {
        const AnalyticsFigures small = AnalyticsFigures::fromItem(smallAndBig().at(0));
        const auto conversion = small.interval(Metric::ConversionRate);
        QVERIFY(conversion);
        QVERIFY(std::abs(conversion->low - 0.145477) < 1e-5);
        QVERIFY(std::abs(conversion->high - 0.518973) < 1e-5);
        const auto bounce = small.interval(Metric::BounceRate);
        QVERIFY(bounce);
        QVERIFY2(std::abs(bounce->low - 0.337164) < 1e-5, qPrintable(QString::number(bounce->low, 'f', 6)));
        QVERIFY2(std::abs(bounce->high - 0.754405) < 1e-5, qPrintable(QString::number(bounce->high, 'f', 6)));
        QCOMPARE(small.interval(Metric::AvgScrollDepth), std::nullopt);

        const QString words = FigureText::interval(Metric::ConversionRate, small, QLocale::c());
        QVERIFY2(words.contains(QStringLiteral("95 % interval: 14.5 % to 51.9 % (Wilson)")), qPrintable(words));
        QVERIFY2(words.contains(QStringLiteral("fewer than 30")), qPrintable(words));
        const QString bigWords = FigureText::interval(Metric::ConversionRate, AnalyticsFigures::fromItem(smallAndBig().at(1)));
        QVERIFY2(!bigWords.contains(QStringLiteral("fewer than")), qPrintable(bigWords));
        AnalyticsFigures empty;
        empty.sessions = 0;
        empty.conversions = 0;
        QCOMPARE(FigureText::interval(Metric::ConversionRate, empty), QString()); // no sessions, no interval
    }

    // "Few" is 1 to 29 sessions under the rate; 30 is enough; 0 is no rate at all (shown "–").
    void fewSessionsIsBelowThirty_data()
    {
        QTest::addColumn<double>("sessions");
        QTest::addColumn<bool>("few");
        QTest::newRow("none") << 0.0 << false;
        QTest::newRow("one") << 1.0 << true;
        QTest::newRow("29") << 29.0 << true;
        QTest::newRow("30") << 30.0 << false;
        QTest::newRow("1000") << 1000.0 << false;
    }

    void fewSessionsIsBelowThirty()
    {
        QFETCH(double, sessions);
        QFETCH(bool, few);
        AnalyticsFigures figures;
        figures.sessions = sessions;
        figures.bounceEligible = 500; // the bounce rate's own n is plenty
        QCOMPARE(figures.hasFewSessions(Metric::ConversionRate), few);
        QCOMPARE(figures.hasFewSessions(Metric::CtaRate), few);
        QCOMPARE(figures.hasFewSessions(Metric::BounceRate), false);
        QCOMPARE(figures.hasFewSessions(Metric::Sessions), false);
    }

    // The table: each rate cell gives its n and whether it is few; its tooltip the n and the interval.
    void theTableSaysNAndIntervalPerRate()
    {
        AudienceAnalyticsModel model;
        model.setItems(smallAndBig());
        const int conversion = AudienceAnalyticsModel::columnOf(Metric::ConversionRate);
        const int bounce = AudienceAnalyticsModel::columnOf(Metric::BounceRate);
        const int sessions = AudienceAnalyticsModel::columnOf(Metric::Sessions);
        const QModelIndex smallConversion = model.index(0, conversion);
        QCOMPARE(smallConversion.data(Models::BasisTextRole).toString(), QStringLiteral("of 20"));
        QCOMPARE(smallConversion.data(Models::FewSessionsRole).toBool(), true);
        const QString tip = smallConversion.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QStringLiteral("30.0 % of 20 session(s) · few sessions\n")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("14.5 % to 51.9 %")), qPrintable(tip));

        QCOMPARE(model.index(1, bounce).data(Models::BasisTextRole).toString(), QStringLiteral("of 900"));
        QCOMPARE(model.index(1, bounce).data(Models::FewSessionsRole).toBool(), false);
        // The totals row: 1,020 sessions, enough.
        QVERIFY(model.isTotalsRow(2));
        QCOMPARE(model.index(2, conversion).data(Models::BasisTextRole).toString(), QStringLiteral("of 1,020"));
        QCOMPARE(model.index(2, conversion).data(Models::FewSessionsRole).toBool(), false);
        // Not a rate: no n of its own, never dimmed; the value stays the cell's text.
        QCOMPARE(model.index(0, sessions).data(Models::BasisTextRole).toString(), QString());
        QCOMPARE(model.index(0, sessions).data(Models::FewSessionsRole).toBool(), false);
        QCOMPARE(smallConversion.data().toString(), QStringLiteral("30.0 %"));
        QCOMPARE(model.headerData(AudienceAnalyticsModel::columnOf(Metric::CtaRate), Qt::Horizontal).toString(),
                 QStringLiteral("CTA rate"));
    }

    // --- The trend's rate line --------------------------------------------------------------------

    // Ten days, {conversions, sessions}; day 3 has no session (and no count sent for it):
    //   day       1     2    3     4    5    6     7     8    9    10
    //   conv      1     1    –     9    0    2     3     4    0     3
    //   sessions 10     2    0    15    5    8    10    20    4     6
    // 7-day windows:
    //   to day 7:  (1+1+0+9+0+2+3) / (10+2+0+15+5+8+10) = 16 / 50 = 0.32
    //   to day 8:  day 1 out (1/10), day 8 in (4/20)     = 19 / 60 = 0.316667
    //   to day 9:  day 2 out (1/2),  day 9 in (0/4)      = 18 / 62 = 0.290323
    //   to day 10: day 3 out (0/0),  day 10 in (3/6)     = 21 / 68 = 0.308824
    // The average of the daily rates to day 7 would be (0.1 + 0.5 + 0.6 + 0 + 0.25 + 0.3) / 6 = 0.291667:
    // not what is drawn.
    void sevenDaysAreSummedCountsNotAveragedRates()
    {
        QList<DayCounts> input = days({{1, 10}, {1, 2}, {0, 0}, {9, 15}, {0, 5}, {2, 8}, {3, 10}, {4, 20}, {0, 4}, {3, 6}});
        input[2].successes = std::nullopt; // no session, no count: still a known day
        const auto rates = RollingRate::over(input, RollingRate::weekDays);
        QCOMPARE(rates.size(), 10);
        for (int index = 0; index < 6; ++index)
            QVERIFY2(!rates.at(index).rate, "a window before the first day given is not whole");
        QCOMPARE(rates.at(6).day, QDate(2026, 11, 7));
        QCOMPARE(rates.at(6).successes, 16.0);
        QCOMPARE(rates.at(6).trials, 50.0);
        QCOMPARE(*rates.at(6).rate, 0.32);
        QVERIFY(std::abs(*rates.at(6).rate - 0.291667) > 0.01);
        QVERIFY(std::abs(*rates.at(7).rate - 19.0 / 60) < 1e-12);
        QVERIFY(std::abs(*rates.at(8).rate - 18.0 / 62) < 1e-12);
        QVERIFY(std::abs(*rates.at(9).rate - 21.0 / 68) < 1e-12);
        QCOMPARE(rates.at(9).trials, 68.0);
    }

    // Window 1 is the daily rate: a day without sessions has none (0 of 0), and breaks nothing after it.
    void oneDayIsTheDailyRate()
    {
        const auto rates = RollingRate::over(days({{1, 10}, {0, 0}, {9, 15}}), 1);
        QCOMPARE(*rates.at(0).rate, 0.1); // 1 / 10
        QCOMPARE(rates.at(1).rate, std::nullopt);
        QCOMPARE(rates.at(1).trials, 0.0);
        QCOMPARE(*rates.at(2).rate, 0.6); // 9 / 15
    }

    // A week without any session has no rate (not 0 %); a day not known leaves out every window
    // that holds it, and only those.
    void emptyWeeksAndUnknownDays()
    {
        const auto quiet = RollingRate::over(days({{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}}), 7);
        QCOMPARE(quiet.at(6).rate, std::nullopt);
        QCOMPARE(quiet.at(6).trials, 0.0);

        // Nine days of 1 of 10, the 9th not known: to day 7 and 8 = 7 / 70 = 0.1; to day 9 none.
        QList<std::pair<double, double>> counts(9, {1, 10});
        counts[8] = {-1, -1};
        const auto rates = RollingRate::over(days(counts), 7);
        QCOMPARE(*rates.at(6).rate, 0.1);
        QCOMPARE(*rates.at(7).rate, 0.1);
        QCOMPARE(rates.at(8).rate, std::nullopt);
        QCOMPARE(rates.at(8).trials, 0.0);
        // Sessions with their conversions missing are not 0 conversions.
        QList<DayCounts> missing = days({{1, 10}});
        missing[0].successes = std::nullopt;
        QCOMPARE(RollingRate::over(missing, 1).at(0).rate, std::nullopt);
    }

    // A day's counts from that day's answer: the page's sums, one audience's, or 0 of 0 for an
    // audience absent that day; nothing for a day not here.
    void aDaysCountsComeFromItsAnswer()
    {
        const QDate day(2026, 11, 3);
        const auto items = smallAndBig();
        const DayCounts page = RollingRate::conversionsOn(day, items, QString());
        QCOMPARE(page.successes, std::optional<double>(126)); // 6 + 120
        QCOMPARE(page.trials, std::optional<double>(1020));
        const DayCounts small = RollingRate::conversionsOn(day, items, QStringLiteral("aud_small"));
        QCOMPARE(small.successes, std::optional<double>(6));
        QCOMPARE(small.trials, std::optional<double>(20));
        const DayCounts absent = RollingRate::conversionsOn(day, items, QStringLiteral("aud_elsewhere"));
        QCOMPARE(absent.trials, std::optional<double>(0));
        const DayCounts unknown = RollingRate::conversionsOn(day, std::nullopt, QString());
        QCOMPARE(unknown.trials, std::nullopt);
        QCOMPARE(unknown.day, day);
    }
};

} // namespace tst_smallnumbers

AUDIENCE_TEST_GUILESS_MAIN(tst_smallnumbers, TestSmallNumbers)
#include "tst_smallnumbers.moc"
