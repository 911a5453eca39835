// The Analytics place against a fake service that answers what the spec allows but no sandbox
// sends: a page list that failed before the place was opened, counts in the billions, all zeros;
// and the place opening at the page the user last opened elsewhere.
#include "uitesthelpers.h"

#include "models/analytics/pageanalytics.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/common/loadstate.h"
#include "models/common/modelroles.h"
#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "ui/analytics/analyticsplace.h"
#include "ui/analytics/analyticsview.h"
#include "ui/analytics/audiencecharts.h"
#include "ui/analytics/axisticks.h"
#include "ui/analytics/kpitile.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/common/liststatewidget.h"
#include "ui/pages/pagesbrowser.h"
#include "support/testmain.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace tst_analyticsfake {

using namespace Audience;
using Models::LoadState;

namespace {

Ui::AudienceBar bar(const QString &id, const QString &name, double sessions)
{
    Models::AnalyticsFigures figures;
    figures.sessions = sessions;
    return {id, name, figures};
}

// The value axis of a horizontal bar chart (at the bottom).
QValueAxis *valueAxis(QChart *chart)
{
    const QList<QAbstractAxis *> axes = chart->axes(Qt::Horizontal);
    return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.first());
}

} // namespace

class TestAnalyticsFake : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Group separators to read ("57,700,800"): the tests' C locale has none.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    // The page list is the Pages place's list: opened after that list failed, it says why.
    void thePageListSaysWhyItFailed()
    {
        Testing::FakeClient fake;
        fake.network.route("GET", QStringLiteral("/v0/pages"),
                           Testing::FakeResponse::error(403, QStringLiteral("forbidden"), QStringLiteral("This key may not list pages")));
        Models::Connection connection(&fake.client);
        connection.setConnected(true);
        connection.pages()->fetchMore({});
        QTRY_COMPARE(connection.pages()->state(), LoadState::Error);

        Ui::AnalyticsPlace place(&connection);
        place.resize(900, 600);
        place.show();
        QCOMPARE(place.listState()->shown(), Ui::ListStateWidget::Shown::Error);
        const auto *title = place.listState()->findChild<QLabel *>(QStringLiteral("listStateTitle"));
        const auto *text = place.listState()->findChild<QLabel *>(QStringLiteral("listStateText"));
        QCOMPARE(title->text(), QStringLiteral("Could not load the pages"));
        QVERIFY2(!text->isHidden() && text->text().contains(QStringLiteral("This key may not list pages")), qPrintable(text->text()));
    }

    // --- Big numbers are readable ----------------------------------------------------------------

    void ticksAreNiceAndFew_data()
    {
        QTest::addColumn<double>("largest");
        QTest::addColumn<int>("maxIntervals");
        QTest::addColumn<bool>("whole");
        QTest::addColumn<double>("emptyMaximum");
        QTest::addColumn<double>("maximum");
        QTest::addColumn<double>("step");
        QTest::addColumn<int>("decimals");

        QTest::newRow("57 million") << 57700800.0 << 5 << true << 1.0 << 60000000.0 << 20000000.0 << 0;
        QTest::newRow("57 million, room for 8") << 57700800.0 << 8 << true << 1.0 << 60000000.0 << 10000000.0 << 0;
        QTest::newRow("seven") << 7.0 << 5 << true << 1.0 << 8.0 << 2.0 << 0;
        QTest::newRow("three counts") << 3.0 << 5 << true << 1.0 << 3.0 << 1.0 << 0;
        QTest::newRow("a round top") << 400.0 << 4 << true << 1.0 << 400.0 << 100.0 << 0;
        QTest::newRow("small rate") << 0.37 << 5 << false << 100.0 << 0.4 << 0.1 << 1;
        QTest::newRow("all zero counts") << 0.0 << 5 << true << 1.0 << 1.0 << 1.0 << 0;
        QTest::newRow("all zero rates") << 0.0 << 5 << false << 100.0 << 100.0 << 100.0 << 0;
        QTest::newRow("not a number") << qQNaN() << 5 << true << 1.0 << 1.0 << 1.0 << 0;
    }

    void ticksAreNiceAndFew()
    {
        QFETCH(double, largest);
        QFETCH(int, maxIntervals);
        QFETCH(bool, whole);
        QFETCH(double, emptyMaximum);
        QFETCH(double, maximum);
        QFETCH(double, step);
        QFETCH(int, decimals);
        const Ui::AxisTicks ticks = Ui::AxisTicks::forRange(largest, maxIntervals, whole, emptyMaximum);
        QCOMPARE(ticks.maximum, maximum);
        QCOMPARE(ticks.step, step);
        QCOMPARE(ticks.decimals, decimals);
        QVERIFY(ticks.intervals() <= maxIntervals);
        QVERIFY(ticks.maximum >= (qIsNaN(largest) ? 0 : largest));
    }

    void tickLabelsAreGroupedIntegers()
    {
        const Ui::AxisTicks ticks = Ui::AxisTicks::forRange(57700800, 5, true);
        QCOMPARE(ticks.label(ticks.maximum), QStringLiteral("60,000,000"));
        QCOMPARE(Ui::AxisTicks::forRange(0, 5, false, 100).label(100, QStringLiteral(" %")), QStringLiteral("100 %"));
    }

    // A bar of 57,700,800 sessions: its label in full and grouped (never "5.77008e+07"), the axis on
    // round steps, few enough to be read.
    void theSessionsChartSaysBigCountsInFull()
    {
        Ui::SessionsChartView chart;
        chart.resize(900, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setBars({bar(QStringLiteral("aud_1"), QStringLiteral("Retail buyers"), 57700800),
                       bar(QStringLiteral("aud_2"), QStringLiteral("Hospital IT"), 3)});
        // Bottom to top: the busiest is drawn last, on top.
        QTRY_COMPARE(chart.valueLabels(), (QStringList{QStringLiteral("3"), QStringLiteral("57,700,800")}));
        QValueAxis *axis = valueAxis(chart.chart());
        QVERIFY(axis);
        QVERIFY(chart.chart()->localizeNumbers());
        QCOMPARE(axis->labelFormat(), QStringLiteral("%.0f"));
        QCOMPARE(axis->tickType(), QValueAxis::TicksDynamic);
        QCOMPARE(axis->min(), 0.0);
        QVERIFY(axis->max() >= 57700800);
        // Round steps (1, 2 or 5 × 10^k) that divide the axis.
        const double step = axis->tickInterval();
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
        QVERIFY2(qFuzzyCompare(mantissa, 1.0) || qFuzzyCompare(mantissa, 2.0) || qFuzzyCompare(mantissa, 5.0), qPrintable(QString::number(step)));
        QCOMPARE(std::fmod(axis->max(), step), 0.0);
        // Few enough that two labels of the widest width fit each interval.
        const double widest = QFontMetricsF(axis->labelsFont()).horizontalAdvance(QLocale().toString(axis->max(), 'f', 0));
        QTRY_VERIFY(chart.chart()->plotArea().width() > 0);
        QTRY_VERIFY(chart.chart()->plotArea().width() / (axis->max() / axis->tickInterval()) >= 2 * widest);
    }

    // All zero is valid data: plain 0–1 and 0–100 % axes, not ticks that all read "0".
    void allZeroGetsAPlainAxis()
    {
        Ui::SessionsChartView sessions;
        Ui::RatesChartView rates;
        Models::AnalyticsFigures zero;
        zero.sessions = 0;
        zero.conversionRate = 0;
        zero.formSubmitRate = 0;
        zero.bounceRate = 0;
        const QList<Ui::AudienceBar> bars{{QStringLiteral("aud_1"), QStringLiteral("Quiet"), zero}};
        sessions.setBars(bars);
        rates.setBars(bars);
        QCOMPARE(valueAxis(sessions.chart())->max(), 1.0);
        QCOMPARE(valueAxis(sessions.chart())->tickInterval(), 1.0);
        QCOMPARE(valueAxis(rates.chart())->max(), 100.0);
        QCOMPARE(valueAxis(rates.chart())->labelFormat(), QStringLiteral("%.0f %"));
    }

    // A chart too narrow for a value's label elides it (with "…") rather than cutting it at the
    // plot's edge, and keeps it inside the plot.
    void aLabelWithoutRoomIsElided()
    {
        Ui::SessionsChartView chart;
        chart.resize(170, 260);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setBars({bar(QStringLiteral("aud_1"), QStringLiteral("A"), 5770080012345.0),
                       bar(QStringLiteral("aud_2"), QStringLiteral("B"), 5770080012340.0)});
        QTRY_VERIFY(chart.chart()->plotArea().width() > 0);
        const QRectF plot = chart.chart()->plotArea();
        const QStringList full{QStringLiteral("5,770,080,012,340"), QStringLiteral("5,770,080,012,345")};
        QTRY_VERIFY(!chart.valueLabels().constLast().isEmpty());
        for (const QString &label : chart.valueLabels())
            QVERIFY2(full.contains(label) || label.endsWith(QStringLiteral("…")), qPrintable(label));
        for (QGraphicsItem *item : chart.chart()->childItems()) {
            if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item); text && text->isVisible()) {
                const QRectF box = text->mapRectToParent(text->boundingRect());
                QVERIFY2(box.left() >= plot.left() - 1 && box.right() <= plot.right() + 1, qPrintable(text->text()));
            }
        }
    }

    // --- Extreme values never change the window's size ---------------------------------------------

    // Figures as big as the spec allows (it sets no bound): the tiles keep their width, the window
    // its size, and the whole value is in the tile's tooltip.
    void hugeFiguresKeepTheTilesAndTheWindowAsTheyWere()
    {
        Testing::FakeClient fake;
        fake.network.route("GET", QStringLiteral("/v0/pages"),
                           Testing::FakeResponse::json(200, Testing::Wire::List{.items = {Testing::pageJson(1), Testing::pageJson(2)}}.toJson()));
        fake.network.route("GET", QStringLiteral("/v0/audiences/search"), Testing::audienceSearchAnswer({}, {}));
        // Page 1 has everyday figures; page 2 has what no sandbox sends.
        fake.network.route("GET", QStringLiteral("/v0/pages/%1/analytics/audiences").arg(Testing::pageId(1)),
                           Testing::FakeResponse::json(200, Testing::Wire::AudienceAnalyticsList{.items = {{}}}.toJson()));
        Testing::Wire::AudienceAnalytics huge;
        huge.totalSessions = 57700800123.0;
        huge.conversionRate = 345204.88; // 34,520,488 %
        huge.avgTimeSpentSeconds = 20599080.0;
        huge.avgScrollDepthPercentage = 123456789.0;
        fake.network.route("GET", QStringLiteral("/v0/pages/%1/analytics/audiences").arg(Testing::pageId(2)),
                           Testing::FakeResponse::json(200, Testing::Wire::AudienceAnalyticsList{.items = {huge}}.toJson()));
        Models::Connection connection(&fake.client);
        Ui::AnalyticsPlace place(&connection);
        place.resize(1200, 800);
        place.show();
        QVERIFY(QTest::qWaitForWindowExposed(&place));
        connection.setConnected(true);
        QTRY_COMPARE(connection.pages()->rowCount(), 2);
        place.openItem(Testing::pageId(1));
        QTRY_COMPARE(place.view()->analytics()->state(), LoadState::Complete);
        QCOMPARE(place.view()->tiles().constFirst()->valueText(), QStringLiteral("100"));
        QCoreApplication::processEvents(); // the layout of the shown figures
        const QSize windowBefore = place.size();
        const auto tileWidths = [&place] {
            QList<int> widths;
            for (const Ui::KpiTile *tile : place.view()->tiles())
                widths.append(tile->width());
            return widths;
        };
        const QList<int> widthsBefore = tileWidths();

        place.openItem(Testing::pageId(2));
        QTRY_COMPARE(place.view()->tiles().constFirst()->valueText(), QStringLiteral("57,700,800,123"));
        QTRY_COMPARE(place.view()->analytics()->state(), LoadState::Complete);
        Ui::KpiTile *sessions = place.view()->tiles().constFirst();
        QVERIFY2(sessions->toolTip().contains(QStringLiteral("57,700,800,123")), qPrintable(sessions->toolTip()));
        QCoreApplication::processEvents(); // any layout the figures asked for
        QCOMPARE(place.size(), windowBefore);
        QVERIFY2(place.minimumSizeHint().width() <= windowBefore.width(), qPrintable(QString::number(place.minimumSizeHint().width())));
        const QList<int> widthsAfter = tileWidths();
        QCOMPARE(widthsAfter, widthsBefore);
        // The tiles share the row alike.
        QVERIFY(*std::max_element(widthsAfter.cbegin(), widthsAfter.cend()) - *std::min_element(widthsAfter.cbegin(), widthsAfter.cend()) <= 2);
    }

    // --- Analytics opens where the user was --------------------------------------------------------

    // Opened with no page chosen, Analytics shows the page last opened in Pages (or the page of the
    // audience last opened), not "Choose a page".
    void opensThePageLastOpenedElsewhere()
    {
        Testing::FakeClient fake;
        fake.network.setHandler(Testing::pagesHandler(5));
        const QList<QJsonObject> audiences{Testing::audienceItemJson(QStringLiteral("aud_1"), QStringLiteral("Retail buyers"), 4)};
        fake.network.route("GET", QStringLiteral("/v0/audiences/search"), Testing::audienceSearchAnswer(audiences, {}));
        for (int page : {3, 4})
            fake.network.route("GET", QStringLiteral("/v0/pages/%1/analytics/audiences").arg(Testing::pageId(page)),
                               Testing::FakeResponse::json(200, Testing::Wire::AudienceAnalyticsList{}.toJson()));
        Models::Connection connection(&fake.client);
        Ui::PagesBrowser pages(&connection);
        Ui::AnalyticsPlace analytics(&connection);
        pages.show();
        connection.setConnected(true);
        QTRY_COMPARE(connection.pages()->rowCount(), 5);
        pages.openItem(Testing::pageId(3));
        QCOMPARE(pages.currentItem(), Testing::pageId(3));
        QCOMPARE(connection.lastOpenedPageId(), Testing::pageId(3));

        QSignalSpy changed(&analytics, &Ui::Place::currentItemChanged);
        analytics.show();
        QCOMPARE(analytics.currentItem(), Testing::pageId(3));
        QCOMPARE(analytics.view()->pageId(), Testing::pageId(3));
        QCOMPARE(changed.size(), 1); // the window's history hears of it
        QTRY_COMPARE(analytics.pageList()->currentIndex().data(Models::IdRole).toString(), Testing::pageId(3));

        // An audience opened in Audiences: its page is the one to start at.
        Ui::AudienceBrowser browser(&connection);
        browser.show();
        QTRY_VERIFY(browser.treeModel()->indexOfAudience(QStringLiteral("aud_1")).isValid());
        browser.openItem(QStringLiteral("aud_1"));
        QCOMPARE(connection.lastOpenedPageId(), Testing::pageId(4));
        Ui::AnalyticsPlace second(&connection);
        second.show();
        QCOMPARE(second.currentItem(), Testing::pageId(4));

        // A page chosen in Analytics stays chosen whatever is opened elsewhere.
        analytics.hide();
        analytics.show();
        QCOMPARE(analytics.currentItem(), Testing::pageId(3));

        // Nothing opened anywhere yet: "Choose a page", as before.
        Ui::AnalyticsPlace fresh(&connection);
        connection.setConnected(false);
        connection.setConnected(true);
        fresh.show();
        QVERIFY(fresh.currentItem().isEmpty());
    }
};

} // namespace tst_analyticsfake

AUDIENCE_TEST_MAIN(tst_analyticsfake, TestAnalyticsFake)
#include "tst_analyticsfake.moc"
