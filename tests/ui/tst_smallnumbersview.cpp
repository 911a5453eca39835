// Honest about small numbers, as the Analytics place shows them: a KPI tile says its rate's n,
// dims a rate over fewer than 30 sessions and says "few sessions" in words, and gives the Wilson
// interval in its tooltip; the audience table's delegate does the same in each rate cell; the
// trend's rate line switches to 7 days (asking for the 6 days before the range) and says so on its
// axis, and the place remembers the switch.
#include "uitesthelpers.h"

#include "models/analytics/analyticsfigures.h"
#include "models/analytics/audienceanalyticsmodel.h"
#include "models/analytics/trendloader.h"
#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "ui/analytics/analyticsplace.h"
#include "ui/analytics/analyticsview.h"
#include "ui/analytics/figuredelegate.h"
#include "ui/analytics/kpitile.h"
#include "ui/analytics/trendchartview.h"
#include "ui/analytics/trendview.h"

#include "net/jsonreader.h"
#include "support/testmain.h"

#include <QAbstractAxis>
#include <QJsonDocument>
#include <QChart>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

namespace tst_smallnumbersview {

using namespace Audience;
using Models::AnalyticsFigures;
using Metric = AnalyticsFigures::Metric;

namespace {

AnalyticsFigures figures(double sessions, double conversions)
{
    AnalyticsFigures f;
    f.sessions = sessions;
    f.conversions = conversions;
    if (sessions > 0) // as AnalyticsFigures::fromItem: no rate over no session
        f.conversionRate = conversions / sessions;
    return f;
}

// The delegate's option for a cell, as it paints it.
class OpenDelegate : public Ui::FigureDelegate
{
public:
    using FigureDelegate::FigureDelegate;
    QStyleOptionViewItem optionFor(const QModelIndex &index) const
    {
        QStyleOptionViewItem option;
        initStyleOption(&option, index);
        return option;
    }
};

} // namespace

class TestSmallNumbersView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void aTileSaysItsNAndDimsFewSessions()
    {
        Ui::KpiTile tile(Metric::ConversionRate);
        tile.setFigures(figures(20, 6), std::nullopt);
        QCOMPARE(tile.valueText(), QStringLiteral("30.0 %"));
        // In words, not colour alone ("session(s)": the English plural forms come from the .qm the console loads).
        QCOMPARE(tile.basisText(), QStringLiteral("of 20 session(s) · few sessions"));
        QVERIFY(tile.isDimmed());
        auto *value = tile.findChild<QLabel *>(QStringLiteral("kpiValue"));
        QVERIFY(value);
        QCOMPARE(value->foregroundRole(), QPalette::PlaceholderText);
        // 6 of 20: Wilson 14.5 % to 51.9 % (worked out in tests/models/tst_smallnumbers.cpp).
        QVERIFY2(tile.toolTip().contains(QStringLiteral("95 % interval: 14.5 % to 51.9 % (Wilson)")), qPrintable(tile.toolTip()));
        QVERIFY2(tile.toolTip().contains(QStringLiteral("Few sessions")), qPrintable(tile.toolTip()));
        QVERIFY(tile.accessibleDescription().contains(QStringLiteral("few sessions")));

        // 120 of 1,000: enough; the same tile undims.
        tile.setFigures(figures(1000, 120), std::nullopt);
        QCOMPARE(tile.basisText(), QStringLiteral("of 1,000 session(s)"));
        QVERIFY(!tile.isDimmed());
        QCOMPARE(value->foregroundRole(), QPalette::WindowText);
        QVERIFY2(!tile.toolTip().contains(QStringLiteral("Few sessions")), qPrintable(tile.toolTip()));

        // The bounce rate's n is its bounce-eligible sessions.
        Ui::KpiTile bounce(Metric::BounceRate);
        AnalyticsFigures eligible = figures(1000, 120);
        eligible.bounces = 5;
        eligible.bounceEligible = 12;
        eligible.bounceRate = 5.0 / 12;
        bounce.setFigures(eligible, std::nullopt);
        QCOMPARE(bounce.basisText(), QStringLiteral("of 12 bounce-eligible session(s) · few sessions"));
        QVERIFY(bounce.isDimmed());

        // Not a rate: no n, never dimmed.
        Ui::KpiTile sessions(Metric::Sessions);
        sessions.setFigures(figures(12, 1), std::nullopt);
        QCOMPARE(sessions.basisText(), QString());
        QVERIFY(!sessions.isDimmed());
        // No sessions at all: no rate ("–"), nothing to dim.
        tile.setFigures(figures(0, 0), std::nullopt);
        QCOMPARE(tile.valueText(), Models::FigureText::noValue());
        QVERIFY(!tile.isDimmed());
    }

    void theTableDimsFewSessionsAndSaysSo()
    {
        Models::AudienceAnalyticsModel model;
        Testing::Wire::AudienceAnalytics small{.audienceId = QStringLiteral("aud_small"), .totalSessions = 12,
                                               .conversionCount = 3, .conversionRate = 0.25};
        Testing::Wire::AudienceAnalytics big{.audienceId = QStringLiteral("aud_big"), .totalSessions = 400,
                                             .conversionCount = 40, .conversionRate = 0.1};
        QList<Net::AudienceAnalytics> items;
        for (const auto &wire : {small, big}) {
            Net::AudienceAnalytics item;
            QVERIFY(!Net::decodeJson(QJsonDocument(wire.toJson()).toJson(), item));
            items.append(item);
        }
        model.setItems(items);
        QTableView table;
        OpenDelegate delegate(&table);
        table.setModel(&model);
        const int column = Models::AudienceAnalyticsModel::columnOf(Metric::ConversionRate);
        const QModelIndex few = model.index(0, column);
        const QModelIndex enough = model.index(1, column);
        const QPalette palette = table.palette();
        QCOMPARE(delegate.optionFor(few).palette.color(QPalette::Text), palette.color(QPalette::PlaceholderText));
        QCOMPARE(delegate.optionFor(enough).palette.color(QPalette::Text), palette.color(QPalette::Text));
        QVERIFY2(few.data(Qt::ToolTipRole).toString().contains(QStringLiteral("of 12 session(s) · few sessions")),
                 qPrintable(few.data(Qt::ToolTipRole).toString()));
        // Two lines (the value, then "of 12 · few sessions"), and wide enough for the second.
        QStyleOptionViewItem option;
        option.font = table.font();
        const QSize twoLines = delegate.sizeHint(option, few);
        const QSize oneLine = delegate.sizeHint(option, model.index(0, Models::AudienceAnalyticsModel::NameColumn));
        QVERIFY(twoLines.height() > oneLine.height());
        QVERIFY(twoLines.width() >= QFontMetrics(table.font()).horizontalAdvance(QStringLiteral("of 12 · few sessions")));
        // It paints without the row's room to spare (a cell of the default height).
        QImage image(200, 30, QImage::Format_ARGB32);
        QPainter painter(&image);
        option.rect = image.rect();
        delegate.paint(&painter, option, few);
    }

    // The switch: 7 days ask for the 6 before the range too, the line is made of summed counts, the
    // chart says which rate it draws, and the place remembers the choice.
    void theTrendSwitchesToSevenDays()
    {
        Testing::FakeClient fake;
        fake.network.route("GET", QStringLiteral("/v0/pages"),
                           Testing::FakeResponse::json(200, Testing::Wire::List{.items = {Testing::pageJson(1)}}.toJson()));
        fake.network.route("GET", QStringLiteral("/v0/audiences/search"), Testing::audienceSearchAnswer({}, {}));
        // Every day: 10 sessions, 2 conversions (the wire builder's conversionRate 0.1 is ignored:
        // the line is made from the counts).
        Testing::Wire::AudienceAnalytics day{.totalSessions = 10, .conversionCount = 2};
        fake.network.route("GET", QStringLiteral("/v0/pages/%1/analytics/audiences").arg(Testing::pageId(1)),
                           Testing::FakeResponse::json(200, Testing::Wire::AudienceAnalyticsList{.items = {day}}.toJson()));
        Models::Connection connection(&fake.client);
        connection.setConnected(true);
        Ui::TrendView trend(&connection);
        trend.resize(900, 500);
        const QDate yesterday = QDate::currentDate().addDays(-1);
        const Models::DateRange range{yesterday.addDays(-9), yesterday}; // 10 days
        trend.show(Testing::pageId(1), range, {});
        QTRY_VERIFY(!connection.trend()->isLoading());
        QCOMPARE(connection.trend()->totalCount(), 10);
        QCOMPARE(trend.loadRange(), range);
        const auto daily = trend.rates(QString());
        QCOMPARE(daily.size(), 10);
        QCOMPARE(*daily.first().rate, 0.2); // 2 / 10
        QCOMPARE(daily.first().trials, 10.0);
        auto *rateAxis = trend.chartView()->chart()->axes(Qt::Vertical).last();
        QCOMPARE(rateAxis->titleText(), QStringLiteral("Conversion rate, % (dashed lines)"));

        QSignalSpy switched(&trend, &Ui::TrendView::rollingRateChanged);
        trend.setRollingRate(true);
        QCOMPARE(switched.size(), 1);
        QCOMPARE(trend.loadRange(), (Models::DateRange{range.first.addDays(-6), range.last}));
        QTRY_VERIFY(!connection.trend()->isLoading());
        const auto rolling = trend.rates(QString());
        QCOMPARE(rolling.size(), 10);      // the range's days only
        QCOMPARE(rolling.first().day, range.first);
        QCOMPARE(rolling.first().trials, 70.0); // its window: the 6 days before the range and itself
        QCOMPARE(*rolling.first().rate, 0.2);   // 14 / 70
        rateAxis = trend.chartView()->chart()->axes(Qt::Vertical).last();
        QCOMPARE(rateAxis->titleText(), QStringLiteral("Conversion rate over 7 day(s), % (dashed lines)"));
        QCOMPARE(trend.chartView()->chart()->title(), QStringLiteral("Sessions per day and conversion rate over 7 day(s)"));

        // Remembered with the place's other view settings.
        {
            Ui::AnalyticsPlace place(&connection);
            place.view()->trend()->setRollingRate(true);
            place.saveState(QStringLiteral("test/smallnumbers"));
        }
        Ui::AnalyticsPlace again(&connection);
        QVERIFY(!again.view()->trend()->isRollingRate());
        again.restoreState(QStringLiteral("test/smallnumbers"));
        QVERIFY(again.view()->trend()->isRollingRate());
    }
};

} // namespace tst_smallnumbersview

AUDIENCE_TEST_MAIN(tst_smallnumbersview, TestSmallNumbersView)
#include "tst_smallnumbersview.moc"
