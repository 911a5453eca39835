// The analytics screen's arithmetic and tables, without a network: the page's figures summed from
// its audiences (rates from summed counts, averages weighted by sessions), figures without value,
// changes against the previous period, date ranges and the instants they send, the table model
// and its totals-last proxy, the CSV/TSV exports, and the publish markers of the trend.
#include "support/wirebuilder.h"

#include "models/analytics/analyticsexport.h"
#include "models/analytics/analyticsfigures.h"
#include "models/analytics/analyticsrange.h"
#include "models/analytics/audienceanalyticsmodel.h"
#include "models/analytics/csvwriter.h"
#include "models/analytics/publishmarkers.h"
#include "models/analytics/totalslastproxymodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/modelroles.h"
#include "models/workspace/versionfollower.h"
#include "net/jsonreader.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

namespace tst_analyticsfigures {

using namespace Audience;
using namespace Audience::Testing;
using Models::AnalyticsFigures;
using Models::AudienceAnalyticsModel;
using Models::DateRange;
using Models::FigureDelta;
using Models::FigureText;
using Metric = AnalyticsFigures::Metric;

namespace {

// An item as the service computes it: each rate from the audience's own counts.
Wire::AudienceAnalytics row(const QString &id, double sessions, double conversions, double formSubmits, double bounces,
                            double eligible, double cta, double interactions, double scroll, double seconds)
{
    return {.audienceId = id,
            .totalSessions = sessions,
            .conversionCount = conversions,
            .conversionRate = conversions / sessions,
            .formSubmitCount = formSubmits,
            .formSubmitRate = formSubmits / sessions,
            .bounceCount = bounces,
            .bounceEligibleSessions = eligible,
            .bounceRate = bounces / eligible,
            .ctaSessions = cta,
            .avgInteractionsPerSession = interactions,
            .avgScrollDepthPercentage = scroll,
            .avgTimeSpentSeconds = seconds};
}

// Through the real decoder, so absent and null arrive as they would from the service.
Net::AudienceAnalytics decoded(const Wire::AudienceAnalytics &item)
{
    Net::AudienceAnalytics out;
    const auto error = Net::decodeJson(QJsonDocument(item.toJson()).toJson(), out);
    if (error)
        qFatal("the wire builder's item does not decode");
    return out;
}

QList<Net::AudienceAnalytics> decoded(const QList<Wire::AudienceAnalytics> &items)
{
    QList<Net::AudienceAnalytics> out;
    for (const Wire::AudienceAnalytics &item : items)
        out.append(decoded(item));
    return out;
}

// The hand-checked table:   sessions conv  forms bounces/eligible cta  inter. scroll time
//   aud_a                      100     10     4     30 / 80        10    2     50    60
//   aud_b                      300     60    15     90 / 200       30    4     70   120
//   aud_c                      100      0     1     10 / 20         5    1     30    30
QList<Net::AudienceAnalytics> threeAudiences()
{
    return decoded({row(QStringLiteral("aud_a"), 100, 10, 4, 30, 80, 10, 2, 50, 60),
                    row(QStringLiteral("aud_b"), 300, 60, 15, 90, 200, 30, 4, 70, 120),
                    row(QStringLiteral("aud_c"), 100, 0, 1, 10, 20, 5, 1, 30, 30)});
}

// The period before: aud_a had 80 sessions and 20 of 80 bounces; aud_b the same as now; aud_c absent.
QList<Net::AudienceAnalytics> previousPeriod()
{
    return decoded({row(QStringLiteral("aud_a"), 80, 8, 4, 20, 80, 8, 2, 50, 60),
                    row(QStringLiteral("aud_b"), 300, 60, 15, 90, 200, 30, 4, 70, 120)});
}

QString wire(const QDateTime &when)
{
    return when.toString(Qt::ISODateWithMs);
}

Net::AudienceVersion version(const QString &audienceId, const QString &versionId, qint64 number, const QString &publishedAt)
{
    Net::AudienceVersion v;
    v.audienceId = audienceId;
    v.versionId = versionId;
    v.versionNumber = number;
    v.status = publishedAt.isEmpty() ? QStringLiteral("draft") : QStringLiteral("published");
    v.createdAt = QStringLiteral("2026-01-01T00:00:00Z");
    if (!publishedAt.isEmpty())
        v.publishedAt = publishedAt;
    return v;
}

const QDate today(2026, 11, 23);
const QLocale english(QLocale::English, QLocale::UnitedStates);

} // namespace

class TestAnalyticsFigures : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(english); }

    // --- AnalyticsFigures: the page's totals --------------------------------------------------

    void totalsSumCountsAndWeighAverages()
    {
        const AnalyticsFigures t = AnalyticsFigures::total(threeAudiences());
        QCOMPARE(*t.sessions, 500.0);    // 100 + 300 + 100
        QCOMPARE(*t.conversions, 70.0);  // 10 + 60 + 0
        QCOMPARE(*t.formSubmits, 20.0);  // 4 + 15 + 1
        QCOMPARE(*t.bounces, 130.0);     // 30 + 90 + 10
        QCOMPARE(*t.bounceEligible, 300.0); // 80 + 200 + 20
        QCOMPARE(*t.ctaSessions, 45.0);  // 10 + 30 + 5
        // Ratios of the sums, not means of the audiences' rates:
        QCOMPARE(*t.conversionRate, 0.14);           // 70 / 500 (the mean of 0.1, 0.2, 0 would be 0.1)
        QCOMPARE(*t.formSubmitRate, 0.04);           // 20 / 500 (mean of 0.04, 0.05, 0.01: 0.0333)
        QCOMPARE(*t.bounceRate, 130.0 / 300.0);      // 0.4333 (mean of 0.375, 0.45, 0.5: 0.4417)
        // Weighted by sessions:
        QCOMPARE(*t.avgTimeSeconds, 90.0);   // (60·100 + 120·300 + 30·100) / 500 = 45000 / 500 (mean: 70)
        QCOMPARE(*t.avgScrollDepth, 58.0);   // (50·100 + 70·300 + 30·100) / 500 = 29000 / 500 (mean: 50)
        QCOMPARE(*t.avgInteractions, 3.0);   // (2·100 + 4·300 + 1·100) / 500 = 1500 / 500 (mean: 2.33)

        QCOMPARE(FigureText::format(Metric::ConversionRate, t.conversionRate, QLocale::c()), QStringLiteral("14.0 %"));
        QCOMPARE(FigureText::format(Metric::BounceRate, t.bounceRate, QLocale::c()), QStringLiteral("43.3 %"));
        QCOMPARE(FigureText::format(Metric::AvgTimeSeconds, t.avgTimeSeconds, QLocale::c()), QStringLiteral("1 min 30 s"));
        QCOMPARE(FigureText::format(Metric::AvgScrollDepth, t.avgScrollDepth, QLocale::c()), QStringLiteral("58 %"));
        QCOMPARE(FigureText::format(Metric::Sessions, t.sessions, QLocale::c()), QStringLiteral("500"));
    }

    void aCountMissingFromOneItemLeavesTheTotalWithoutValue()
    {
        Wire::AudienceAnalytics partial = row(QStringLiteral("aud_x"), 50, 5, 1, 5, 10, 1, 1, 10, 10);
        partial.conversionCount = QJsonValue::Undefined;
        QList<Net::AudienceAnalytics> items = threeAudiences();
        items.append(decoded(partial));
        const AnalyticsFigures t = AnalyticsFigures::total(items);
        QVERIFY(!t.conversions);
        QVERIFY(!t.conversionRate); // not guessed from the items that have it
        QCOMPARE(*t.sessions, 550.0);
    }

    // --- Figures without value -------------------------------------------------------------------

    void zeroSessionsHaveNoRatesNorAverages()
    {
        // The service sent 0 for a rate, null for another, nothing for the time, 0 for the scroll depth.
        Wire::AudienceAnalytics zero{.audienceId = QStringLiteral("aud_zero"), .totalSessions = 0, .conversionCount = 0,
                                     .conversionRate = 0, .formSubmitCount = 0, .formSubmitRate = QJsonValue::Null,
                                     .bounceCount = 0, .bounceEligibleSessions = 0, .bounceRate = 0, .ctaSessions = 0,
                                     .avgInteractionsPerSession = 0, .avgScrollDepthPercentage = 0,
                                     .avgTimeSpentSeconds = QJsonValue::Undefined};
        Net::AudienceAnalytics item = decoded(zero);
        item.bounceRate = qQNaN(); // and NaN (JSON cannot carry it, a decoder bug could)
        const AnalyticsFigures f = AnalyticsFigures::fromItem(item);
        QCOMPARE(*f.sessions, 0.0); // a count of 0 is a value
        for (const Metric metric : {Metric::ConversionRate, Metric::FormSubmitRate, Metric::BounceRate,
                                    Metric::AvgInteractions, Metric::AvgScrollDepth, Metric::AvgTimeSeconds}) {
            QVERIFY2(!f.value(metric), qPrintable(FigureText::metricName(metric)));
            QCOMPARE(FigureText::format(metric, f.value(metric)), QStringLiteral("–"));
        }
        QCOMPARE(FigureText::format(Metric::Sessions, f.sessions), QStringLiteral("0"));

        // Sessions but none bounce-eligible: a conversion rate, no bounce rate.
        Net::AudienceAnalytics pending = decoded(row(QStringLiteral("aud_p"), 10, 1, 0, 0, 1, 0, 1, 10, 10));
        pending.bounceEligibleSessions = 0.0;
        pending.bounceRate = 0.0;
        const AnalyticsFigures p = AnalyticsFigures::fromItem(pending);
        QCOMPARE(*p.conversionRate, 0.1);
        QVERIFY(!p.bounceRate);
        // A NaN count is no count.
        pending.totalSessions = qQNaN();
        QVERIFY(!AnalyticsFigures::fromItem(pending).sessions);

        // Totals over audiences that all had no session: counts 0, no rate, no average.
        const AnalyticsFigures t = AnalyticsFigures::total({item, decoded(zero)});
        QCOMPARE(*t.sessions, 0.0);
        QVERIFY(!t.conversionRate);
        QVERIFY(!t.bounceRate);
        QVERIFY(!t.avgTimeSeconds);
        QVERIFY(!t.avgScrollDepth);
        QCOMPARE(FigureText::format(Metric::ConversionRate, t.conversionRate), QStringLiteral("–"));
        QVERIFY(!AnalyticsFigures::total({}).conversionRate);
    }

    // --- FigureDelta ----------------------------------------------------------------------------

    void deltasAgainstThePreviousPeriod()
    {
        const QLocale c = QLocale::c();
        const FigureDelta up = FigureDelta::between(120, 100, Metric::Sessions);
        QCOMPARE(up.direction, FigureDelta::Direction::Up);
        QCOMPARE(*up.relative, 0.2);
        QCOMPARE(*up.absolute, 20.0);
        QCOMPARE(up.improved, std::optional<bool>(true));
        QCOMPARE(FigureText::delta(up, c), QStringLiteral("▲ 20 %"));

        const FigureDelta down = FigureDelta::between(95, 100, Metric::Conversions);
        QCOMPARE(down.direction, FigureDelta::Direction::Down);
        QCOMPARE(*down.relative, -0.05);
        QCOMPARE(down.improved, std::optional<bool>(false));
        QCOMPARE(FigureText::delta(down, c), QStringLiteral("▼ 5.0 %"));

        const FigureDelta same = FigureDelta::between(100, 100, Metric::Sessions);
        QCOMPARE(same.direction, FigureDelta::Direction::Same);
        QVERIFY(!same.improved);
        QCOMPARE(FigureText::delta(same, c), QStringLiteral("= 0 %"));

        const FigureDelta fromNothing = FigureDelta::between(5, 0, Metric::Conversions);
        QCOMPARE(fromNothing.direction, FigureDelta::Direction::Up);
        QVERIFY(!fromNothing.relative);
        QCOMPARE(*fromNothing.absolute, 5.0);
        QVERIFY(FigureText::delta(fromNothing, c).contains(QStringLiteral("new")));
        QVERIFY(FigureText::delta(fromNothing, c).contains(QStringLiteral("▲")));

        // Lower is better: bounce rate 25 % → 30 % is worse, → 20 % better.
        const FigureDelta bounceUp = FigureDelta::between(0.30, 0.25, Metric::BounceRate);
        QCOMPARE(bounceUp.direction, FigureDelta::Direction::Up);
        QCOMPARE(bounceUp.improved, std::optional<bool>(false));
        QCOMPARE(*bounceUp.relative, 0.2);
        QCOMPARE(*bounceUp.absolute, 0.05); // 5 percentage points, as a fraction
        QVERIFY(FigureText::delta(bounceUp, c).startsWith(QStringLiteral("▲")));
        const FigureDelta bounceDown = FigureDelta::between(0.20, 0.25, Metric::BounceRate);
        QCOMPARE(bounceDown.improved, std::optional<bool>(true));
        QVERIFY(FigureText::delta(bounceDown, c).startsWith(QStringLiteral("▼")));
        QCOMPARE(FigureDelta::between(40, 50, Metric::Bounces).improved, std::optional<bool>(true));

        const FigureDelta unknown = FigureDelta::between(std::nullopt, 3, Metric::Sessions);
        QCOMPARE(unknown.direction, FigureDelta::Direction::Unknown);
        QCOMPARE(FigureText::delta(unknown, c), QString());
    }

    // --- DateRange ------------------------------------------------------------------------------

    void presetsOnAFixedDay()
    {
        using P = DateRange::Preset;
        QCOMPARE(DateRange::forPreset(P::Last7Days, today), (DateRange{QDate(2026, 11, 17), today}));
        QCOMPARE(DateRange::forPreset(P::Last30Days, today), (DateRange{QDate(2026, 10, 25), today}));
        QCOMPARE(DateRange::forPreset(P::Last90Days, today), (DateRange{QDate(2026, 8, 26), today}));
        QCOMPARE(DateRange::forPreset(P::ThisMonth, today), (DateRange{QDate(2026, 11, 1), today}));
        QCOMPARE(DateRange::forPreset(P::LastMonth, today), (DateRange{QDate(2026, 10, 1), QDate(2026, 10, 31)}));
        QVERIFY(DateRange::forPreset(P::AllTime, today).isAllTime());
        QVERIFY(!DateRange::forPreset(P::Custom, today).isValid());
        QCOMPARE(DateRange::forPreset(P::Last7Days, today).dayCount(), 7);
        QCOMPARE(DateRange::forPreset(P::LastMonth, QDate(2026, 3, 10)), (DateRange{QDate(2026, 2, 1), QDate(2026, 2, 28)}));
        QCOMPARE(DateRange::forPreset(P::LastMonth, QDate(2026, 1, 15)), (DateRange{QDate(2025, 12, 1), QDate(2025, 12, 31)}));

        for (const P preset : {P::Last7Days, P::Last30Days, P::Last90Days, P::ThisMonth, P::LastMonth, P::AllTime})
            QCOMPARE(DateRange::forPreset(preset, today).presetOn(today), preset);
        QCOMPARE((DateRange{QDate(2026, 11, 10), QDate(2026, 11, 16)}).presetOn(today), P::Custom);
        QCOMPARE(DateRange::forPreset(P::Last7Days, today).presetOn(today.addDays(1)), P::Custom); // a day later
    }

    void previousAndSteppedPeriods()
    {
        const DateRange week{QDate(2026, 11, 17), QDate(2026, 11, 23)};
        QCOMPARE(week.previous(), (DateRange{QDate(2026, 11, 10), QDate(2026, 11, 16)}));
        QCOMPARE(week.stepped(-1), week.previous());
        QCOMPARE(week.stepped(1), (DateRange{QDate(2026, 11, 24), QDate(2026, 11, 30)}));
        // 23 days of this month: the 23 days just before, not October.
        const DateRange thisMonth{QDate(2026, 11, 1), today};
        QVERIFY(!thisMonth.isWholeMonth());
        QCOMPARE(thisMonth.previous(), (DateRange{QDate(2026, 10, 9), QDate(2026, 10, 31)}));
        // Whole months step by month, whatever their length.
        const DateRange october{QDate(2026, 10, 1), QDate(2026, 10, 31)};
        QVERIFY(october.isWholeMonth());
        QCOMPARE(october.previous(), (DateRange{QDate(2026, 9, 1), QDate(2026, 9, 30)}));
        const DateRange january{QDate(2026, 1, 1), QDate(2026, 1, 31)};
        QCOMPARE(january.stepped(1), (DateRange{QDate(2026, 2, 1), QDate(2026, 2, 28)}));
        QCOMPARE((DateRange{QDate(2028, 1, 1), QDate(2028, 1, 31)}).stepped(1), (DateRange{QDate(2028, 2, 1), QDate(2028, 2, 29)}));
        QCOMPARE((DateRange{QDate(2026, 3, 1), QDate(2026, 3, 31)}).previous(), (DateRange{QDate(2026, 2, 1), QDate(2026, 2, 28)}));
        QCOMPARE((DateRange{QDate(2026, 2, 1), QDate(2026, 2, 28)}).stepped(-1), january);
        QCOMPARE(january.stepped(-1), (DateRange{QDate(2025, 12, 1), QDate(2025, 12, 31)}));
        // All time has no previous period and does not step.
        const DateRange all = DateRange::forPreset(DateRange::Preset::AllTime, today);
        QVERIFY(!all.previous().isValid());
        QVERIFY(all.stepped(-1).isAllTime());
        QCOMPARE(all.dayCount(), 0);
    }

    void wireInstantsAreLocalDayEdgesInUtc()
    {
        const QTimeZone berlin("Europe/Berlin");
        QVERIFY2(berlin.isValid(), "no time-zone data for Europe/Berlin");
        const Net::AnalyticsRange november = DateRange{QDate(2026, 11, 1), QDate(2026, 11, 30)}.toWire(berlin);
        QCOMPARE(november.start.timeSpec(), Qt::UTC);
        QCOMPARE(wire(november.start), QStringLiteral("2026-10-31T23:00:00.000Z")); // 1 Nov 00:00 CET
        QCOMPARE(wire(november.end), QStringLiteral("2026-11-30T22:59:59.999Z"));   // 30 Nov 23:59:59.999 CET
        // Summer time starts on 29 Mar 2026 (02:00 → 03:00): a 23-hour day.
        const Net::AnalyticsRange spring = DateRange::day(QDate(2026, 3, 29)).toWire(berlin);
        QCOMPARE(wire(spring.start), QStringLiteral("2026-03-28T23:00:00.000Z")); // 00:00 CET
        QCOMPARE(wire(spring.end), QStringLiteral("2026-03-29T21:59:59.999Z"));   // 23:59:59.999 CEST
        QCOMPARE(spring.start.msecsTo(spring.end), 23 * 3600 * 1000 - 1);
        // It ends on 25 Oct 2026 (03:00 → 02:00): a 25-hour day.
        const Net::AnalyticsRange autumn = DateRange::day(QDate(2026, 10, 25)).toWire(berlin);
        QCOMPARE(wire(autumn.start), QStringLiteral("2026-10-24T22:00:00.000Z")); // 00:00 CEST
        QCOMPARE(wire(autumn.end), QStringLiteral("2026-10-25T22:59:59.999Z"));   // 23:59:59.999 CET
        QCOMPARE(autumn.start.msecsTo(autumn.end), 25 * 3600 * 1000 - 1);

        const Net::AnalyticsRange utcDay = DateRange::day(QDate(2026, 3, 1)).toWire(QTimeZone::utc());
        QCOMPARE(wire(utcDay.start), QStringLiteral("2026-03-01T00:00:00.000Z"));
        QCOMPARE(wire(utcDay.end), QStringLiteral("2026-03-01T23:59:59.999Z"));
        const Net::AnalyticsRange all = DateRange{}.toWire(berlin);
        QVERIFY(!all.start.isValid() && !all.end.isValid());
    }

    void wireInstantsWhereMidnightDoesNotExist()
    {
        // Chile starts summer time at midnight: on 6 Sep 2026 the clocks go from 00:00 (-04) straight
        // to 01:00 (-03), so that day starts at 01:00 local = 04:00 UTC and the 5th ends just before.
        const QTimeZone santiago("America/Santiago");
        QVERIFY2(santiago.isValid(), "no time-zone data for America/Santiago");
        const Net::AnalyticsRange before = DateRange::day(QDate(2026, 9, 5)).toWire(santiago);
        QCOMPARE(wire(before.start), QStringLiteral("2026-09-05T04:00:00.000Z"));
        QVERIFY2(before.end.isValid(), "the 5th's end is invalid: endDate would not be sent at all");
        QCOMPARE(wire(before.end), QStringLiteral("2026-09-06T03:59:59.999Z"));
        const Net::AnalyticsRange gapDay = DateRange::day(QDate(2026, 9, 6)).toWire(santiago);
        QCOMPARE(wire(gapDay.start), QStringLiteral("2026-09-06T04:00:00.000Z"));
        QCOMPARE(wire(gapDay.end), QStringLiteral("2026-09-07T02:59:59.999Z"));
    }

    // --- AudienceAnalyticsModel and TotalsLastProxyModel ----------------------------------------

    void tableRowsTextsAndSortValues()
    {
        AudienceAnalyticsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setItems(threeAudiences());
        QCOMPARE(model.rowCount(), 4); // three audiences + totals
        QCOMPARE(model.columnCount(), AudienceAnalyticsModel::ColumnCount);
        QVERIFY(model.isTotalsRow(3));
        QVERIFY(!model.hasComparison());
        const auto text = [&](int row, int column) { return model.index(row, column).data().toString(); };
        const int rate = AudienceAnalyticsModel::columnOf(Metric::ConversionRate);
        QCOMPARE(text(0, AudienceAnalyticsModel::NameColumn), QStringLiteral("aud_a")); // no name known yet
        QCOMPARE(text(0, AudienceAnalyticsModel::IdColumn), QStringLiteral("aud_a"));
        QCOMPARE(text(0, rate), QStringLiteral("10.0 %"));
        QCOMPARE(text(1, AudienceAnalyticsModel::columnOf(Metric::AvgTimeSeconds)), QStringLiteral("2 min 0 s"));
        QCOMPARE(text(3, AudienceAnalyticsModel::NameColumn), QStringLiteral("All audiences"));
        QCOMPARE(text(3, rate), QStringLiteral("14.0 %"));
        QCOMPARE(text(3, AudienceAnalyticsModel::columnOf(Metric::Sessions)), QStringLiteral("500"));
        QCOMPARE(model.index(3, 0).data(Models::IdRole).toString(), QString());
        QVERIFY(model.index(3, 0).data(Models::TotalsRowRole).toBool());
        QVERIFY(!model.index(0, 0).data(Models::TotalsRowRole).toBool());
        QCOMPARE(model.index(1, rate).data(Models::SortRole).toDouble(), 0.2);
        QCOMPARE(model.index(3, AudienceAnalyticsModel::columnOf(Metric::Sessions)).data(Models::SortRole).toDouble(), 500.0);
        QVERIFY(model.index(0, rate).data(Qt::TextAlignmentRole).value<Qt::Alignment>().testFlag(Qt::AlignRight));
        QVERIFY(!model.index(0, rate).data(Models::DeltaTextRole).isValid()); // not comparing

        // A figure without value sorts below every number.
        Wire::AudienceAnalytics none = row(QStringLiteral("aud_n"), 10, 1, 1, 1, 1, 1, 1, 1, 1);
        none.conversionRate = QJsonValue::Null;
        model.setItems({decoded(none)});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(text(0, rate), QStringLiteral("–"));
        QVERIFY(model.index(0, rate).data(Models::SortRole).toDouble() < -1e300);

        model.setItems({});
        QCOMPARE(model.rowCount(), 0); // no totals row for nothing
        QVERIFY(!model.isTotalsRow(0));
    }

    void tableDeltasMatchAudiencesById()
    {
        AudienceAnalyticsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The previous answer in another order: matched by ID, not by position.
        QList<Net::AudienceAnalytics> before = previousPeriod();
        std::reverse(before.begin(), before.end());
        model.setItems(threeAudiences(), before);
        QVERIFY(model.hasComparison());
        const int sessions = AudienceAnalyticsModel::columnOf(Metric::Sessions);
        const int bounceRate = AudienceAnalyticsModel::columnOf(Metric::BounceRate);
        const auto delta = [&](int row, int column) { return model.index(row, column).data(Models::DeltaTextRole).toString(); };
        const auto improved = [&](int row, int column) { return model.index(row, column).data(Models::DeltaImprovedRole).toInt(); };
        QCOMPARE(delta(0, sessions), QStringLiteral("▲ 25 %")); // aud_a: 80 → 100
        QCOMPARE(improved(0, sessions), 1);
        QCOMPARE(delta(0, bounceRate), QStringLiteral("▲ 50 %")); // 20/80 → 30/80: worse
        QCOMPARE(improved(0, bounceRate), -1);
        QCOMPARE(delta(1, sessions), QStringLiteral("= 0 %")); // aud_b unchanged
        QCOMPARE(improved(1, sessions), 0);
        QCOMPARE(delta(2, sessions), QString()); // aud_c: not in the previous answer
        QCOMPARE(improved(2, sessions), 0);
        QVERIFY(!model.previousFiguresAt(2));
        QVERIFY(model.index(2, sessions).data(Qt::ToolTipRole).toString().contains(QStringLiteral("–")));
        QCOMPARE(delta(3, sessions), QStringLiteral("▲ 32 %")); // totals: 380 → 500 = +31.6 %
        QCOMPARE(*model.previousTotals()->sessions, 380.0);
    }

    void namesSetLaterChangeTheNameColumn()
    {
        AudienceAnalyticsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setItems(threeAudiences());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setNames({{QStringLiteral("aud_b"), QStringLiteral("Store managers")}});
        QCOMPARE(changed.size(), 1);
        const QModelIndex topLeft = changed.first().at(0).toModelIndex();
        const QModelIndex bottomRight = changed.first().at(1).toModelIndex();
        QVERIFY(topLeft.column() <= AudienceAnalyticsModel::NameColumn && bottomRight.column() >= AudienceAnalyticsModel::NameColumn);
        QVERIFY(topLeft.row() <= 1 && bottomRight.row() >= 1);
        QCOMPARE(model.index(1, AudienceAnalyticsModel::NameColumn).data().toString(), QStringLiteral("Store managers"));
        QCOMPARE(model.index(1, AudienceAnalyticsModel::NameColumn).data(Models::SortRole).toString(), QStringLiteral("Store managers"));
        QCOMPARE(model.index(1, AudienceAnalyticsModel::IdColumn).data().toString(), QStringLiteral("aud_b"));
        QCOMPARE(model.index(0, AudienceAnalyticsModel::NameColumn).data().toString(), QStringLiteral("aud_a"));
        model.setNames({{QStringLiteral("aud_b"), QStringLiteral("Store managers")}});
        QCOMPARE(changed.size(), 1); // the same names: nothing to redraw
    }

    void totalsStayLastInEitherSortOrder()
    {
        AudienceAnalyticsModel model;
        model.setItems(threeAudiences());
        Models::TotalsLastProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto order = [&] {
            QStringList ids;
            for (int r = 0; r < proxy.rowCount(); ++r) {
                const QModelIndex index = proxy.index(r, 0);
                ids.append(index.data(Models::TotalsRowRole).toBool() ? QStringLiteral("total") : index.data(Models::IdRole).toString());
            }
            return ids;
        };
        // Conversions: aud_a 10, aud_b 60, aud_c 0, totals 70 (highest: first when descending unless kept last).
        const int conversions = AudienceAnalyticsModel::columnOf(Metric::Conversions);
        proxy.sort(conversions, Qt::AscendingOrder);
        QCOMPARE(order(), (QStringList{QStringLiteral("aud_c"), QStringLiteral("aud_a"), QStringLiteral("aud_b"), QStringLiteral("total")}));
        proxy.sort(conversions, Qt::DescendingOrder);
        QCOMPARE(order(), (QStringList{QStringLiteral("aud_b"), QStringLiteral("aud_a"), QStringLiteral("aud_c"), QStringLiteral("total")}));
        // Names: the totals row's empty sort text would come first when ascending unless kept last.
        proxy.sort(AudienceAnalyticsModel::NameColumn, Qt::AscendingOrder);
        QCOMPARE(order(), (QStringList{QStringLiteral("aud_a"), QStringLiteral("aud_b"), QStringLiteral("aud_c"), QStringLiteral("total")}));
        proxy.sort(AudienceAnalyticsModel::NameColumn, Qt::DescendingOrder);
        QCOMPARE(order(), (QStringList{QStringLiteral("aud_c"), QStringLiteral("aud_b"), QStringLiteral("aud_a"), QStringLiteral("total")}));
    }

    // --- CsvWriter and the exports ---------------------------------------------------------------

    void csvQuotesWhatNeedsIt()
    {
        using Models::CsvWriter;
        QCOMPARE(CsvWriter::field(QStringLiteral("plain")), QStringLiteral("plain"));
        QCOMPARE(CsvWriter::field(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
        QCOMPARE(CsvWriter::field(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));
        QCOMPARE(CsvWriter::field(QStringLiteral("two\nlines")), QStringLiteral("\"two\nlines\""));
        QCOMPARE(CsvWriter::field(QStringLiteral(" leading")), QStringLiteral("\" leading\""));
        QCOMPARE(CsvWriter::field(QStringLiteral("trailing ")), QStringLiteral("\"trailing \""));
        QCOMPARE(CsvWriter::field(QStringLiteral("#1 audience")), QStringLiteral("\"#1 audience\""));
        QCOMPARE(CsvWriter::field(QStringLiteral("a#b")), QStringLiteral("a#b"));
        // Formula-looking text stays text.
        QCOMPARE(CsvWriter::field(QStringLiteral("=SUM(A1)")), QStringLiteral("'=SUM(A1)"));
        QCOMPARE(CsvWriter::field(QStringLiteral("+33 1 23")), QStringLiteral("'+33 1 23"));
        QCOMPARE(CsvWriter::field(QStringLiteral("-x")), QStringLiteral("'-x"));
        QCOMPARE(CsvWriter::field(QStringLiteral("@cmd")), QStringLiteral("'@cmd"));
        QCOMPARE(CsvWriter::field(QStringLiteral("=A1,B1")), QStringLiteral("\"'=A1,B1\""));
        QCOMPARE(CsvWriter::field(QVariant()), QString());
    }

    void csvNumbersReadTheSameInEveryLocale()
    {
        using Models::CsvWriter;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const auto restore = qScopeGuard([] { QLocale::setDefault(english); });
        QCOMPARE(QLocale().toString(0.125), QStringLiteral("0,125")); // the trap is armed
        QCOMPARE(CsvWriter::field(0.125), QStringLiteral("0.125"));
        QCOMPARE(CsvWriter::field(2.0), QStringLiteral("2"));
        QCOMPARE(CsvWriter::field(1500.0), QStringLiteral("1500"));
        QCOMPARE(CsvWriter::field(1234567), QStringLiteral("1234567"));
        QCOMPARE(CsvWriter::field(qint64(-3)), QStringLiteral("-3")); // a number, not a formula
        QCOMPARE(CsvWriter::field(qQNaN()), QString());
        QCOMPARE(CsvWriter::field(qInf()), QString());

        CsvWriter csv;
        csv.addComment(QStringLiteral("Page: Zürich"));
        csv.addComment(QStringLiteral("two\nlines"));
        csv.addRow({QStringLiteral("a"), 1, 0.5});
        csv.addRow({QVariant(), QStringLiteral("x,y"), qQNaN()});
        QCOMPARE(csv.toUtf8(), QStringLiteral("# Page: Zürich\r\n# two\r\n# lines\r\na,1,0.5\r\n,\"x,y\",\r\n").toUtf8());
    }

    void tableCsvHasHeaderCommentsAndTotals()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const auto restore = qScopeGuard([] { QLocale::setDefault(english); });
        AudienceAnalyticsModel model;
        model.setItems(threeAudiences(), previousPeriod());
        model.setNames({{QStringLiteral("aud_a"), QStringLiteral("=1+2")}, {QStringLiteral("aud_b"), QStringLiteral("Managers, EMEA")}});
        Models::ExportContext context{.pageId = QStringLiteral("page_1"),
                                      .pageName = QStringLiteral("Spring launch"),
                                      .range = {QDate(2026, 11, 17), QDate(2026, 11, 23)},
                                      .comparedWith = DateRange{QDate(2026, 11, 10), QDate(2026, 11, 16)},
                                      .exportedAt = QDateTime(QDate(2026, 11, 23), QTime(12, 0), QTimeZone::utc())};
        const QByteArray bytes = Models::AnalyticsExport::tableCsv(model, context);
        QCOMPARE(bytes.count("\n"), bytes.count("\r\n")); // CRLF only
        const QStringList lines = QString::fromUtf8(bytes).split(QStringLiteral("\r\n"));
        QCOMPARE(lines.size(), 5 + 1 + 4 + 1); // comments, header, 3 audiences + totals, "" after the last CRLF
        QVERIFY(lines.at(0).startsWith(QStringLiteral("# ")));
        QCOMPARE(lines.at(1), QStringLiteral("# Page: Spring launch (page_1)"));
        QVERIFY2(lines.at(2).startsWith(QStringLiteral("# Range: 2026-11-17..2026-11-23")), qPrintable(lines.at(2)));
        QVERIFY2(lines.at(3).startsWith(QStringLiteral("# Compared with: 2026-11-10..2026-11-16")), qPrintable(lines.at(3)));
        QCOMPARE(lines.at(4), QStringLiteral("# Exported: 2026-11-23T12:00:00Z"));
        QVERIFY(lines.at(5).startsWith(QStringLiteral("audienceId,audienceName,totalSessions,conversionCount,conversionRate,")));
        QCOMPARE(lines.at(5).split(QLatin1Char(',')).size(), 2 + 2 * AnalyticsFigures::metricCount);
        QVERIFY2(lines.at(6).startsWith(QStringLiteral("aud_a,'=1+2,100,10,0.1,4,0.04,")), qPrintable(lines.at(6)));
        QVERIFY2(lines.at(7).startsWith(QStringLiteral("aud_b,\"Managers, EMEA\",300,60,0.2,")), qPrintable(lines.at(7)));
        const QStringList audC = lines.at(8).split(QLatin1Char(','));
        QCOMPARE(audC.size(), 2 + 2 * AnalyticsFigures::metricCount);
        QCOMPARE(audC.mid(2 + AnalyticsFigures::metricCount), QStringList(AnalyticsFigures::metricCount, QString())); // no previous
        const QStringList totals = lines.at(9).split(QLatin1Char(','));
        QCOMPARE(totals.mid(0, 9), (QStringList{QStringLiteral("(total)"), QStringLiteral("All audiences"), QStringLiteral("500"),
                                                QStringLiteral("70"), QStringLiteral("0.14"), QStringLiteral("20"),
                                                QStringLiteral("0.04"), QStringLiteral("130"), QStringLiteral("300")}));
        QVERIFY2(totals.at(9).startsWith(QStringLiteral("0.4333")), qPrintable(totals.at(9)));
        // CTA sessions, the CTA rate (45 / 500, not on the wire), then the averages.
        QCOMPARE(totals.mid(10, 5), (QStringList{QStringLiteral("45"), QStringLiteral("0.09"), QStringLiteral("3"),
                                                QStringLiteral("58"), QStringLiteral("90")}));
        QCOMPARE(totals.at(2 + AnalyticsFigures::metricCount), QStringLiteral("380")); // previous totals: 80 + 300
        QVERIFY(lines.last().isEmpty());
    }

    void tableTsvUsesTheLocalesDecimals()
    {
        AudienceAnalyticsModel model;
        model.setItems(threeAudiences());
        model.setNames({{QStringLiteral("aud_a"), QStringLiteral("Tab\there")}});
        const QStringList lines = Models::AnalyticsExport::tableTsv(model, QLocale(QLocale::German, QLocale::Germany)).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 1 + 4 + 1);
        const QStringList header = lines.at(0).split(QLatin1Char('\t'));
        QCOMPARE(header.size(), AudienceAnalyticsModel::ColumnCount);
        QCOMPARE(header.at(AudienceAnalyticsModel::columnOf(Metric::ConversionRate)), QStringLiteral("Conversion rate (%)"));
        QCOMPARE(header.at(AudienceAnalyticsModel::columnOf(Metric::AvgTimeSeconds)), QStringLiteral("Avg. time (s)"));
        const QStringList audA = lines.at(1).split(QLatin1Char('\t'));
        QCOMPARE(audA.size(), AudienceAnalyticsModel::ColumnCount); // the tab in the name did not add a cell
        QCOMPARE(audA.at(0), QStringLiteral("Tab here"));
        const QStringList totals = lines.at(4).split(QLatin1Char('\t'));
        QCOMPARE(totals.at(0), QStringLiteral("All audiences"));
        QCOMPARE(totals.at(AudienceAnalyticsModel::columnOf(Metric::Sessions)), QStringLiteral("500"));
        QCOMPARE(totals.at(AudienceAnalyticsModel::columnOf(Metric::BounceRate)), QStringLiteral("43,33")); // 130 / 300 as %
        QCOMPARE(totals.at(AudienceAnalyticsModel::columnOf(Metric::AvgTimeSeconds)), QStringLiteral("90"));
        const QString english = Models::AnalyticsExport::tableTsv(model, QLocale::c());
        QVERIFY(english.contains(QStringLiteral("\t43.33\t")));
    }

    // --- Publish markers ------------------------------------------------------------------------

    void knownPublishesAreSortedAndDeduplicated()
    {
        Models::VersionFollower follower;
        follower.remember(version(QStringLiteral("aud_1"), QStringLiteral("v1"), 1, QStringLiteral("2026-03-01T10:00:00Z")));
        follower.remember(version(QStringLiteral("aud_1"), QStringLiteral("v2"), 2, QStringLiteral("2026-02-01T09:00:00Z")));
        follower.remember(version(QStringLiteral("aud_1"), QStringLiteral("v3"), 3, QString())); // a draft
        follower.remember(version(QStringLiteral("aud_2"), QStringLiteral("v5"), 1, QStringLiteral("2026-02-15T00:00:00+01:00")));
        follower.remember(version(QStringLiteral("aud_3"), QStringLiteral("v9"), 1, QStringLiteral("2026-01-05T00:00:00Z"))); // not asked
        // A full record names v1 again (its published version) and a later v4.
        Net::AudienceRecord record;
        record.audienceId = QStringLiteral("aud_1");
        record.pageId = QStringLiteral("page_1");
        record.publishedVersion = version(QStringLiteral("aud_1"), QStringLiteral("v1"), 1, QStringLiteral("2026-03-01T10:00:00Z"));
        record.latestVersion = version(QStringLiteral("aud_1"), QStringLiteral("v4"), 4, QStringLiteral("2026-04-01T08:00:00Z"));
        Models::KnownAudiences known;
        known.remember(record);

        const QList<Models::PublishMarker> markers = Models::knownPublishes(
            {QStringLiteral("aud_1"), QStringLiteral("aud_2"), QStringLiteral("aud_1")}, follower, known);
        QStringList ids;
        for (const Models::PublishMarker &marker : markers)
            ids.append(marker.versionId);
        QCOMPARE(ids, (QStringList{QStringLiteral("v2"), QStringLiteral("v5"), QStringLiteral("v1"), QStringLiteral("v4")}));
        QCOMPARE(markers.at(1).at, QDateTime(QDate(2026, 2, 14), QTime(23, 0), QTimeZone::utc()));
        QCOMPARE(markers.at(1).at.timeSpec(), Qt::UTC);
        QCOMPARE(markers.at(1).audienceId, QStringLiteral("aud_2"));
        QCOMPARE(markers.at(3).versionNumber, 4);
        QCOMPARE(markers.at(0).at, QDateTime(QDate(2026, 2, 1), QTime(9, 0), QTimeZone::utc()));
    }
};

} // namespace tst_analyticsfigures

AUDIENCE_TEST_GUILESS_MAIN(tst_analyticsfigures, TestAnalyticsFigures)
#include "tst_analyticsfigures.moc"
