// A publish's impact computed from days of per-audience analytics (ImpactReport), its words
// (ImpactText) and its CSV (ImpactExport), on days made up here so every figure can be counted by
// hand: 14 of 140 is 10 %, 28 of 140 is 20 %.
#include "models/analytics/impactexport.h"
#include "models/analytics/impactreport.h"
#include "models/analytics/impacttext.h"
#include "support/testmain.h"

#include <QTest>

#include <cmath>

namespace tst_impactreport {

using namespace Audience;
using namespace Audience::Models;
using Rate = RateComparison::Rate;

namespace {

Net::AudienceAnalytics item(const QString &audienceId, double sessions, double conversions)
{
    Net::AudienceAnalytics a;
    a.audienceId = audienceId;
    a.totalSessions = sessions;
    a.conversionCount = conversions;
    a.formSubmitCount = std::floor(conversions / 2);
    a.bounceEligibleSessions = sessions;
    a.bounceCount = std::floor(sessions / 4);
    a.ctaSessions = conversions + 1;
    a.avgTimeSpentSeconds = 60;
    a.avgScrollDepthPercentage = 50;
    a.avgInteractionsPerSession = 2;
    return a;
}

const QString mine = QStringLiteral("aud_a");
const QString other = QStringLiteral("aud_b");
const QDate publishDay(2026, 1, 1);
const PublishMarker publish{QDateTime(publishDay, QTime(12, 0), QTimeZone::utc()), mine, QStringLiteral("ver_a_5"), 5};

// Each day of the windows: this audience 20 sessions (2 conversions before, 4 after), the other 30 (3).
ImpactReport::Days days()
{
    ImpactReport::Days days;
    for (int d = 1; d <= 7; ++d) {
        days.insert(publishDay.addDays(-d), {item(mine, 20, 2), item(other, 30, 3)});
        days.insert(publishDay.addDays(d), {item(mine, 20, 4), item(other, 30, 3)});
    }
    // The publish day, left out: were it counted, every figure below would be off.
    days.insert(publishDay, {item(mine, 1000, 900)});
    return days;
}

} // namespace

class TestImpactReport : public QObject
{
    Q_OBJECT
private slots:
    void ratesAndTheRestOfThePage()
    {
        const ImpactReport r = ImpactReport::compute(QStringLiteral("page_a"), publish, 1, QDate(2026, 3, 1), QTimeZone::utc(),
                                                     days(), {publish});
        const RateComparison &c = r.rate(Rate::Conversion);
        QCOMPARE(c.successesBefore, qint64(14));
        QCOMPARE(c.trialsBefore, qint64(140));
        QCOMPARE(c.successesAfter, qint64(28));
        QCOMPARE(c.trialsAfter, qint64(140));
        QVERIFY(std::abs(*c.difference - 0.10) < 1e-12);
        QCOMPARE(c.test->pValue, ImpactStatistics::twoProportion(14, 140, 28, 140)->pValue);
        QCOMPARE(c.beforeInterval->low, ImpactStatistics::wilson(14, 140)->low);
        // The others stayed at 10 %: all of the change is this audience's.
        QVERIFY(std::abs(*c.othersBefore - 0.10) < 1e-12);
        QVERIFY(std::abs(*c.differenceInDifferences - 0.10) < 1e-12);
        QVERIFY(r.enoughData);
        QVERIFY(!r.daysUntilEnoughData);
        QVERIFY(r.checkThis); // +100 % on 280 sessions
        QCOMPARE(r.daysMissing, 0);
        QCOMPARE(r.rate(Rate::Bounce).trialsBefore, qint64(140));
        QCOMPARE(r.rate(Rate::Cta).successesAfter, qint64(35));
        QCOMPARE(*r.before.avgTimeSeconds, 60.0);
        const QLocale c_ = QLocale::c();
        QVERIFY2(ImpactText::headline(r, c_).startsWith(QStringLiteral("Conversion rate rose from 10.0 % to 20.0 % (+10.0 points)")),
                 qPrintable(ImpactText::headline(r, c_)));
        QVERIFY(!ImpactText::checkThis(r).isEmpty());
        QVERIFY(ImpactText::progress(r).isEmpty()); // the after window is over
    }

    void noVerdictWhileTheAfterWindowIsShort()
    {
        // Four days after the publish: three are over, 20 sessions and 4 conversions each, so 60 and
        // 12: the conversions are there, the sessions need (100 - 60) / 20 = 2 more days.
        const ImpactReport r = ImpactReport::compute(QStringLiteral("page_a"), publish, 1, publishDay.addDays(4), QTimeZone::utc(),
                                                     days(), {publish});
        QCOMPARE(r.windows.afterDaysElapsed, 3);
        QCOMPARE(r.rate(Rate::Conversion).trialsAfter, qint64(60));
        QVERIFY(!r.enoughData);
        QCOMPARE(r.daysUntilEnoughData, std::optional<int>(2));
        QVERIFY(!r.checkThis);
        const QString headline = ImpactText::headline(r, QLocale::c());
        QVERIFY2(headline.startsWith(QStringLiteral("Not enough data yet: at the current pace about 2 more day")), qPrintable(headline));
        QVERIFY(ImpactText::progress(r).contains(QStringLiteral("3 of 7 day"))); // "days" once translated
    }

    void tooFewBeforeIsSaidSo()
    {
        ImpactReport::Days few = days();
        for (int d = 1; d <= 7; ++d)
            few.insert(publishDay.addDays(-d), {item(mine, 10, 1)});
        const ImpactReport r = ImpactReport::compute(QStringLiteral("page_a"), publish, 1, QDate(2026, 3, 1), QTimeZone::utc(), few, {});
        QVERIFY(!r.enoughData);
        QVERIFY(ImpactText::headline(r, QLocale::c()).startsWith(QStringLiteral("Not enough data: the weeks before the publish had 70 sessions")));
    }

    void otherPublishesAndMissingDaysAreNamed()
    {
        ImpactReport::Days gaps = days();
        gaps.remove(publishDay.addDays(3));
        const PublishMarker inside{QDateTime(publishDay.addDays(5), QTime(9, 0), QTimeZone::utc()), other, QStringLiteral("ver_b_2"), 2};
        const PublishMarker outside{QDateTime(publishDay.addDays(8), QTime(9, 0), QTimeZone::utc()), other, QStringLiteral("ver_b_3"), 3};
        const ImpactReport r = ImpactReport::compute(QStringLiteral("page_a"), publish, 1, QDate(2026, 3, 1), QTimeZone::utc(), gaps,
                                                     {publish, inside, outside});
        QCOMPARE(r.otherPublishes.size(), 1);
        QCOMPARE(r.otherPublishes.first().versionId, QStringLiteral("ver_b_2"));
        QCOMPARE(r.daysMissing, 1);
        QCOMPARE(r.rate(Rate::Conversion).trialsAfter, qint64(120));
        QVERIFY(ImpactText::otherPublishes(r, {{other, QStringLiteral("Others")}}, QLocale::c()).contains(QStringLiteral("Others, version 2")));
    }

    void thePublishDayFollowsTheTimeZone()
    {
        // 23:30 UTC on 1 January is already 2 January in Berlin: the windows move by a day.
        const PublishMarker late{QDateTime(publishDay, QTime(23, 30), QTimeZone::utc()), mine, QStringLiteral("ver_a_6"), 6};
        const ImpactReport r = ImpactReport::compute(QStringLiteral("page_a"), late, 2, QDate(2026, 3, 1),
                                                     QTimeZone("Europe/Berlin"), days(), {});
        QCOMPARE(r.publishDay, QDate(2026, 1, 2));
        QCOMPARE(r.windows.beforeFirst, QDate(2025, 12, 19));
        QCOMPARE(r.windows.afterLast, QDate(2026, 1, 16));
    }

    void csvCarriesTheWindowsAndTheCaveat()
    {
        const ImpactReport r = ImpactReport::compute(QStringLiteral("page_a"), publish, 1, QDate(2026, 3, 1), QTimeZone::utc(),
                                                     days(), {publish});
        const QString csv = QString::fromUtf8(ImpactExport::csv(r, QStringLiteral("Audience A"), QStringLiteral("Page A"),
                                                                QDateTime(QDate(2026, 3, 1), QTime(8, 0), QTimeZone::utc())));
        QVERIFY(csv.contains(QStringLiteral("# Before: 2025-12-25..2025-12-31 (7 days)")));
        QVERIFY(csv.contains(QStringLiteral("# After: 2026-01-02..2026-01-08 (7 of 7 days over)")));
        QVERIFY(csv.contains(QStringLiteral("# Publish day left out: 2026-01-01")));
        QVERIFY(csv.contains(ImpactText::caveat()));
        QVERIFY(csv.contains(QStringLiteral("\r\nconversion_rate,14,140,0.1,")));
        QVERIFY(csv.contains(QStringLiteral("\r\navg_time_spent_seconds,,,60,,,,,60")));
    }
};

} // namespace tst_impactreport

AUDIENCE_TEST_GUILESS_MAIN(tst_impactreport, TestImpactReport)
#include "tst_impactreport.moc"
