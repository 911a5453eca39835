// The judging engine (issue "Judgement you can trust"), at its boundaries, with numbers worked out by
// hand (python3 with mpmath's betainc for Student's t gives the same):
//   - a fall, no control, every day alike (so no spread is measured): before 28 days of 100
//     conversions in 1,000 sessions, after k days of 80 in 1,000. Weekdays matched: the 4 days
//     before of each weekday after weigh ¼ each:
//       rates (100k + 0.5) / 1000k and (80k + 0.5) / 1000k; θ = log(after / before);
//       V = (1 − pb) / (pb · 4000k) + (1 − pa) / (pa · 1000k);
//       the spread's estimate as uncertain as the days' own variance (1 / (y + 0.5) − 1 / (n + 0.5),
//       on average) times Σw²n² / (Σwn)² before and after: Satterthwaite's df = (days − groups) / share²;
//       p = 13 · 2 · P(T_df > |θ| / √V)
//       k = 1: θ = −0.221901, V = 0.0136599, df = 40.2, p = 0.84244
//       k = 2: θ = −0.222520, V = 0.0068524, df = 40.5, p = 0.13493
//       k = 3: θ = −0.222728, V = 0.0045733, df = 41.4, p = 0.026426: it fell, since day 3;
//              −19.97 % relative, 95 % interval e^(θ ± t(1 − 0.05 / 26; df) √V) − 1 = −34.94 % to −1.55 %.
//   - a stop: 100 sessions a day at 10 % before: 10 expected on one empty day, e^−10 < 0.1 %;
//   - tracking: 98 conversions in 28 days of 100 sessions, two silent days: 7 expected,
//     e^−7 = 0.00091 < 0.1 %; with 96, 6.857 expected, e^−6.857 = 0.00105: nothing.
#include "models/analytics/impactreport.h"
#include "models/analytics/impacttext.h"
#include "models/analytics/publishwatch.h"
#include "models/watch/watchalert.h"
#include "models/watch/watchedpublishes.h"
#include "models/watch/watchtext.h"
#include "support/testmain.h"

#include <QTest>

#include <cmath>

namespace tst_publishwatch {

using namespace Audience::Models;
using Rate = RateComparison::Rate;
using Kind = WatchFinding::Kind;

namespace {

const QDate publishDay(2026, 3, 10);

bool near(double a, double b, double tolerance = 1e-5)
{
    return std::fabs(a - b) <= tolerance;
}

// The 14 days before the publish day, each alike.
QList<WatchDay> daysBefore(const WatchDay &each)
{
    QList<WatchDay> days;
    for (int i = PublishWatch::daysBefore; i >= 1; --i) {
        WatchDay day = each;
        day.day = publishDay.addDays(-i);
        days.append(day);
    }
    return days;
}

// `count` whole days after the publish day, each alike.
QList<WatchDay> daysAfter(int count, const WatchDay &each)
{
    QList<WatchDay> days;
    for (int i = 1; i <= count; ++i) {
        WatchDay day = each;
        day.day = publishDay.addDays(i);
        days.append(day);
    }
    return days;
}

Audience::Net::AudienceAnalytics item(const QString &audienceId, double sessions, double conversions, double formSubmits)
{
    Audience::Net::AudienceAnalytics line;
    line.audienceId = audienceId;
    line.totalSessions = sessions;
    line.conversionCount = conversions;
    line.conversionRate = conversions / sessions;
    line.formSubmitCount = formSubmits;
    line.formSubmitRate = formSubmits / sessions;
    return line;
}

} // namespace

class TestPublishWatch : public QObject
{
    Q_OBJECT
private slots:
    void aFallIsJudgedOnTheSequentialTest()
    {
        const QList<WatchDay> before = daysBefore({{}, 1000, 100, 40});
        const QList<WatchDay> after = daysAfter(3, {{}, 1000, 80, 40});
        const WatchFinding first = PublishWatch::judge(before, after.mid(0, 1));
        QCOMPARE(first.kind, Kind::Nothing);
        QCOMPARE(first.baseline, WatchFinding::Baseline::DaysBefore); // no other audience
        QCOMPARE(first.judgeable, WatchFinding::Judgeable::Judged);
        QVERIFY2(near(first.conversion.pValue, 0.84244), qPrintable(QString::number(first.conversion.pValue)));
        const WatchFinding second = PublishWatch::judge(before, after.mid(0, 2));
        QCOMPARE(second.kind, Kind::Nothing);
        QVERIFY2(near(second.conversion.pValue, 0.13493), qPrintable(QString::number(second.conversion.pValue)));

        const WatchFinding third = PublishWatch::judge(before, after);
        QCOMPARE(third.kind, Kind::MayHaveHurt);
        QCOMPARE(third.rate, Rate::Conversion);
        QCOMPARE(third.since, publishDay.addDays(3));
        QVERIFY2(near(third.judged().pValue, 0.026426), qPrintable(QString::number(third.judged().pValue)));
        QVERIFY(near(third.conversion.change, std::expm1(-0.222728)));
        // The interval's t quantile comes from a series in 1 / df (good to about 0.1 %).
        QVERIFY2(near(third.conversion.low, -0.349397, 1e-3), qPrintable(QString::number(third.conversion.low)));
        QVERIFY2(near(third.conversion.high, -0.015479, 1e-3), qPrintable(QString::number(third.conversion.high)));
        QCOMPARE(third.judged().before, 0.1);
        QCOMPARE(third.judged().after, 0.08);
        // The form submits held: judged, no change.
        QVERIFY(third.formSubmit.judged);
        QVERIFY(!third.formSubmit.fell());
        QVERIFY2(ImpactText::judgement(third, QLocale::c())
                     .startsWith(QStringLiteral("Conversion rate fell from 10.0 % to 8.0 % against the same weekdays before")),
                 qPrintable(ImpactText::judgement(third, QLocale::c())));
        QVERIFY(ImpactText::judgement(third, QLocale::c()).contains(QStringLiteral("−20 % relative (95 % interval −35 % to −2 %, p = 0.03)")));
    }

    // A rise is never an alert, however clear.
    void aRiseIsNotAnAlert()
    {
        const WatchFinding finding = PublishWatch::judge(daysBefore({{}, 1000, 80, 40}), daysAfter(5, {{}, 1000, 120, 40}));
        QCOMPARE(finding.kind, Kind::Nothing);
        QVERIFY(finding.conversion.pValue < PublishWatch::alertPValue);
        QVERIFY(ImpactText::judgement(finding, QLocale::c()).startsWith(QStringLiteral("Conversion rate rose from 8.0 % to 12.0 %")));
    }

    // Conversions stop while form submits go on: 10 expected on the first day, none came
    // (e^−10): "Conversions stopped after this publish", on the first whole day.
    void aStopIsSeenOnTheFirstDay()
    {
        const QList<WatchDay> before = daysBefore({{}, 100, 10, 4, 200, 20, 8});
        const QList<WatchDay> after = daysAfter(1, {{}, 100, 0, 4, 200, 20, 8});
        const WatchFinding finding = PublishWatch::judge(before, after);
        QCOMPARE(finding.kind, Kind::Stopped);
        QCOMPARE(finding.rate, Rate::Conversion);
        QCOMPARE(finding.since, publishDay.addDays(1));
        QCOMPARE(finding.emptyDays, 1);
        QVERIFY2(near(finding.expected, 10), qPrintable(QString::number(finding.expected)));
        QVERIFY(near(finding.chanceOfNone, std::exp(-10.0), 1e-9));
        WatchAlert alert{{}, finding};
        QCOMPARE(WatchText::headline(alert), QStringLiteral("Conversions stopped after this publish"));
        QCOMPARE(alert.findingName(), QStringLiteral("stopped:conversion"));
        QVERIFY2(WatchText::figures(alert, QLocale::c()).startsWith(QStringLiteral("No conversion on 1 whole day")),
                 qPrintable(WatchText::figures(alert, QLocale::c())));
        // The whole page stopped converting too: not this publish's doing, and not a collapse of it.
        const WatchFinding pageWide = PublishWatch::judge(before, daysAfter(1, {{}, 100, 0, 4, 200, 0, 8}));
        QVERIFY(pageWide.kind != Kind::Stopped);
    }

    // "Tracking may be broken" only when the silence would be very unlikely at the rate before.
    void trackingMayBeBrokenOnlyWhenTheSilenceIsUnlikely()
    {
        QList<WatchDay> before = daysBefore({{}, 100, 3, 0});
        for (int i = 0; i < 14; ++i)
            before[i].conversions = 4; // 14 · 4 + 14 · 3 = 98 in 28 days
        const QList<WatchDay> silent = daysAfter(2, {{}, 100, 0, 0});
        const WatchFinding broken = PublishWatch::judge(before, silent);
        QCOMPARE(broken.kind, Kind::TrackingMayBeBroken);
        QCOMPARE(broken.emptyDays, 2);
        QVERIFY(near(broken.expected, 7));
        QCOMPARE(broken.since, publishDay.addDays(1));
        QCOMPARE(broken.successesADayBefore, 3.5);
        QCOMPARE(PublishWatch::judge(before, silent.mid(0, 1)).kind, Kind::Nothing); // e^−3.5: one day is not enough

        before[0].conversions = 3;
        before[1].conversions = 3; // 96: e^−6.857 = 0.00105
        QCOMPARE(PublishWatch::judge(before, silent).kind, Kind::Nothing);

        // Two quiet days at one a day (e^−2 = 13.5 %) are ordinary.
        QCOMPARE(PublishWatch::judge(daysBefore({{}, 100, 1, 0}), silent).kind, Kind::Nothing);
    }

    // A dip of the whole page, shared with its other audiences (days 2 to 4: half the sessions,
    // half the rate): the audience's rate fell, but no more than the control's: nothing.
    void aWholePageDipIsNotBlamedOnThePublish()
    {
        const QList<WatchDay> before = daysBefore({{}, 500, 50, 20, 1000, 100, 40});
        QList<WatchDay> after = daysAfter(7, {{}, 500, 50, 20, 1000, 100, 40});
        for (int i = 1; i <= 3; ++i)
            after[i] = {after[i].day, 250, 12, 5, 500, 25, 10};
        const WatchFinding finding = PublishWatch::judge(before, after);
        QCOMPARE(finding.kind, Kind::Nothing);
        QCOMPARE(finding.baseline, WatchFinding::Baseline::Control);
        QVERIFY(finding.conversion.after < finding.conversion.before);
        QVERIFY2(std::fabs(finding.conversion.change) < 0.03, qPrintable(QString::number(finding.conversion.change)));
        QVERIFY(*finding.conversion.controlAfter < *finding.conversion.controlBefore);
    }

    void nothingIsJudgedWithoutDaysOrSuccesses()
    {
        QCOMPARE(PublishWatch::judge({}, daysAfter(3, {{}, 100, 10, 4})).judgeable, WatchFinding::Judgeable::TooFewDays);
        QCOMPARE(PublishWatch::judge(daysBefore({{}, 100, 10, 4}), {}).judgeable, WatchFinding::Judgeable::TooFewDays);
        // 18 conversions before: under the 20 a judgement needs.
        QList<WatchDay> quiet = daysBefore({{}, 100, 1, 0});
        for (int i = 0; i < 10; ++i)
            quiet[i].conversions = 0;
        const WatchFinding few = PublishWatch::judge(quiet, daysAfter(5, {{}, 100, 1, 0}));
        QCOMPARE(few.judgeable, WatchFinding::Judgeable::TooFewSuccesses);
        QCOMPARE(few.kind, Kind::Nothing);
        QVERIFY(ImpactText::judgement(few, QLocale::c()).startsWith(QStringLiteral("Too little to judge")));
    }

    // The watch and the card read the same days of the same page and judge them with the same
    // engine: the alert's words and the card's headline are one sentence, with one p-value.
    void theCardAndTheAlertAgree()
    {
        const QTimeZone utc = QTimeZone::utc();
        const QString audience = QStringLiteral("aud_1");
        ImpactReport::Days days;
        for (int offset = -35; offset <= 14; ++offset) {
            const bool after = offset > 0;
            days.insert(publishDay.addDays(offset),
                        {item(audience, 300, after ? 20 + offset % 3 : 30 + offset % 4, 10),
                         item(QStringLiteral("aud_2"), 400, 20 + offset % 2, 8), item(QStringLiteral("aud_3"), 300, 15, 6)});
        }
        WatchedPublish watched;
        watched.pageId = QStringLiteral("page_1");
        watched.publish = {QDateTime(publishDay, QTime(6, 56), utc), audience, QStringLiteral("ver_1_3"), 3};
        watched.watchEndsAt = watched.publish.at.addDays(PublishWatch::defaultWatchDays);
        const QDate today = publishDay.addDays(10);
        const auto dayOf = [&days](QDate day) -> std::optional<QList<Audience::Net::AudienceAnalytics>> {
            const auto found = days.constFind(day);
            return found == days.constEnd() ? std::nullopt : std::optional(*found);
        };
        const WatchedPublishes::Days watchDays = WatchedPublishes::daysOf(watched, utc, today, dayOf);
        const WatchAlert alert{watched, PublishWatch::judge(watchDays.before, watchDays.after)};
        QCOMPARE(alert.finding.kind, Kind::MayHaveHurt);
        QCOMPARE(alert.finding.baseline, WatchFinding::Baseline::Control);
        QCOMPARE(watchDays.after.size(), 9); // up to yesterday
        QCOMPARE(watchDays.after.first().controlSessions, qint64(700));

        for (int weeks : {1, 2, 4}) {
            const ImpactReport report = ImpactReport::compute(watched.pageId, watched.publish, weeks, today, utc, days, {watched.publish});
            QCOMPARE(report.judgement.judged().pValue, alert.finding.judged().pValue);
            QCOMPARE(report.judgement.conversion.low, alert.finding.conversion.low);
            QCOMPARE(ImpactText::judgement(report.judgement), WatchText::figures(alert));
        }
    }

    // The days the watch gives the engine: the 28 days before the publish day, then each whole
    // day after it, up to yesterday, the day before the next publish, and the watch's end.
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
        QCOMPARE(WP::daysNeeded(watched, utc, today).first, publishDay.addDays(-28));
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
        QCOMPARE(days.before.size(), 27);
        QCOMPARE(days.after.size(), 3);
        QCOMPARE(days.after.constLast().day, publishDay.addDays(3));
        QCOMPARE(days.after.constFirst().sessions, qint64(0));
    }
};

} // namespace tst_publishwatch

AUDIENCE_TEST_GUILESS_MAIN(tst_publishwatch, TestPublishWatch)
#include "tst_publishwatch.moc"
