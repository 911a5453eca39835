// The Analytics place against a real sandbox (`--seed demo`: 90 days of sessions), driven as a user
// would: pick a page, switch ranges, compare, export, open an audience from the table, open a
// session by ID, cancel a slow daily trend half way, step the range with Alt+Left.
#include "models/analytics/analyticsrange.h"
#include "models/analytics/audienceanalyticsmodel.h"
#include "models/analytics/pageanalytics.h"
#include "models/analytics/sessionlookup.h"
#include "models/analytics/trendloader.h"
#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "support/demosandboxclient.h"
#include "ui/analytics/analyticsplace.h"
#include "ui/analytics/analyticsview.h"
#include "ui/analytics/audiencecharts.h"
#include "ui/analytics/daterangebar.h"
#include "ui/analytics/kpitile.h"
#include "ui/analytics/sessioncardview.h"
#include "support/testmain.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QPainter>
#include <QCheckBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

namespace tst_analytics {

using namespace Audience;
using Models::AudienceAnalyticsModel;
using Models::DateRange;
using Models::LoadState;
using Metric = Models::AnalyticsFigures::Metric;
using Preset = DateRange::Preset;

namespace {

// page_demo_01 is published and has aud_demo_001..005 and aud_demo_061, all active (docs/sandbox.md).
const QString demoPage = QStringLiteral("page_demo_01");
const QStringList demoAudiences{QStringLiteral("aud_demo_001"), QStringLiteral("aud_demo_002"), QStringLiteral("aud_demo_003"),
                                QStringLiteral("aud_demo_004"), QStringLiteral("aud_demo_005"),
                                QStringLiteral("aud_demo_061")}; // with the publish that hurt (docs/sandbox.md)
const int sessionsColumn = AudienceAnalyticsModel::columnOf(Metric::Sessions);

// An Analytics place on its own connection to the sandbox, shown at a desktop size.
struct Console
{
    Models::Connection connection;
    Ui::AnalyticsPlace place{&connection};

    explicit Console(Net::ApiClient *client)
        : connection(client)
    {
        place.resize(1400, 900);
        place.show();
        connection.setConnected(true);
        // The presets' "today" is pinned for the whole test: a test that chooses a preset twice
        // while midnight passes would otherwise compare two different ranges.
        rangeBar()->setToday(QDate::currentDate());
    }
    Ui::AnalyticsView *view() const { return place.view(); }
    Models::PageAnalytics *analytics() const { return view()->analytics(); }
    Ui::DateRangeBar *rangeBar() const { return view()->rangeBar(); }

    bool waitComplete() const
    {
        return QTest::qWaitFor([this] { return analytics()->state() == LoadState::Complete; }, 10000);
    }

    // Clicks the page's row in the list (filled from connection.pages()) and waits for its analytics.
    bool choosePage(const QString &pageId)
    {
        QListView *list = place.pageList();
        QModelIndex row;
        const auto findRow = [&] {
            for (int r = 0; r < list->model()->rowCount() && !row.isValid(); ++r) {
                const QModelIndex index = list->model()->index(r, list->modelColumn());
                if (index.data(Models::IdRole).toString() == pageId)
                    row = index;
            }
            return row.isValid();
        };
        if (!QTest::qWaitFor(findRow, 10000))
            return false;
        list->scrollTo(row);
        if (!QTest::qWaitFor([&] { return list->viewport()->rect().contains(list->visualRect(row).center()); }, 5000))
            return false;
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(row).center());
        return list->currentIndex() == row && view()->pageId() == pageId && waitComplete();
    }

    Ui::KpiTile *tile(Metric metric) const
    {
        const QList<Ui::KpiTile *> tiles = view()->tiles();
        const auto it = std::find_if(tiles.cbegin(), tiles.cend(), [metric](Ui::KpiTile *tile) { return tile->figureMetric() == metric; });
        return it == tiles.cend() ? nullptr : *it;
    }
    double totalSessions() const { return analytics()->model()->totals().sessions.value_or(-1); }
};

// A CSV file as the exports write it: '#' lines, then rows (RFC 4180 quoting, CRLF).
struct Csv
{
    QStringList comments;
    QList<QStringList> rows;
};

Csv readCsv(const QString &path)
{
    Csv csv;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return csv;
    const QString text = QString::fromUtf8(file.readAll());
    for (const QString &line : text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts)) {
        if (line.startsWith(u'#')) {
            csv.comments.append(line);
            continue;
        }
        QStringList fields{QString()};
        bool quoted = false;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line.at(i);
            if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"')
                fields.last() += line.at(++i);
            else if (c == u'"')
                quoted = !quoted;
            else if (c == u',' && !quoted)
                fields.append(QString());
            else
                fields.last() += c;
        }
        csv.rows.append(fields);
    }
    return csv;
}

// A session of `pageId` in the demo: sess_demo_00001… are spread over the pages in time order, so
// the service is asked for the first ones until one belongs to this page.
QString findSession(Net::ApiClient &client, const QString &pageId)
{
    for (int n = 1; n <= 100; ++n) {
        const QString id = QStringLiteral("sess_demo_%1").arg(n, 5, 10, QLatin1Char('0'));
        QObject context;
        std::optional<bool> found;
        client.analytics().session(pageId, id, &context)->then(
            &context, [&](const Net::AudienceSession &) { found = true; }, [&](const Net::ApiError &) { found = false; });
        if (!QTest::qWaitFor([&] { return found.has_value(); }, 10000))
            return {};
        if (*found)
            return id;
    }
    return {};
}

// The table on the Audiences tab, focused by keyboard, in a window that is active.
QTableView *focusTable(Console &console)
{
    console.place.activateWindow();
    if (!QTest::qWaitForWindowActive(&console.place) || !console.choosePage(demoPage))
        return nullptr;
    console.rangeBar()->choosePreset(Preset::Last7Days);
    if (!console.waitComplete())
        return nullptr;
    console.view()->setCurrentTab(Ui::AnalyticsView::AudiencesTab);
    QTableView *table = console.view()->table();
    table->setFocus(Qt::TabFocusReason);
    return QTest::qWaitFor([table] { return table->hasFocus(); }, 5000) ? table : nullptr;
}

QString isoRange(const DateRange &range)
{
    return range.first.toString(Qt::ISODate) + QStringLiteral("..") + range.last.toString(Qt::ISODate);
}

} // namespace

class TestAnalytics : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    // --- Picking a page -------------------------------------------------------------------------

    void pickingAPageShowsItsTableTilesAndChart()
    {
        Console console(m_demo.client());
        QVERIFY(console.choosePage(demoPage));
        AudienceAnalyticsModel *model = console.analytics()->model();
        QCOMPARE(console.analytics()->range(), DateRange::forPreset(Preset::Last30Days, console.rangeBar()->today()));

        // The table: the page's six audiences, busiest first, then the totals row.
        QAbstractItemModel *table = console.view()->table()->model();
        QCOMPARE(model->audienceCount(), int(demoAudiences.size()));
        QCOMPARE(table->rowCount(), model->audienceCount() + 1);
        QStringList ids;
        double previous = std::numeric_limits<double>::infinity();
        double sum = 0;
        for (int row = 0; row < model->audienceCount(); ++row) {
            QVERIFY(!table->index(row, 0).data(Models::TotalsRowRole).toBool());
            ids.append(table->index(row, 0).data(Models::IdRole).toString());
            const double sessions = table->index(row, sessionsColumn).data(Models::SortRole).toDouble();
            QVERIFY2(sessions <= previous, "the table is sorted by sessions, busiest first");
            previous = sessions;
            sum += sessions;
        }
        ids.sort();
        QCOMPARE(ids, demoAudiences);
        const int totalsRow = model->audienceCount();
        QVERIFY(table->index(totalsRow, 0).data(Models::TotalsRowRole).toBool());
        QCOMPARE(table->index(totalsRow, sessionsColumn).data(Models::SortRole).toDouble(), sum);
        QVERIFY(sum > 0);
        // The names arrive from the audience search: the Audience column stops showing IDs.
        QTRY_VERIFY_WITH_TIMEOUT([&] {
            for (int row = 0; row < model->audienceCount(); ++row) {
                const QString name = table->index(row, AudienceAnalyticsModel::NameColumn).data().toString();
                if (name.isEmpty() || name == table->index(row, 0).data(Models::IdRole).toString())
                    return false;
            }
            return true;
        }(), 10000);

        // The tiles show the page's figures (the Sessions tile reads as the totals row does).
        Ui::KpiTile *sessionsTile = console.tile(Metric::Sessions);
        QVERIFY(sessionsTile);
        QVERIFY(sessionsTile->valueText() != Models::FigureText::noValue());
        QCOMPARE(sessionsTile->valueText(), table->index(totalsRow, sessionsColumn).data().toString());
        QVERIFY(console.tile(Metric::ConversionRate)->valueText() != Models::FigureText::noValue());
        QVERIFY(sessionsTile->deltaText().isEmpty()); // not comparing
        // One bar per audience.
        QCOMPARE(console.view()->sessionsChart()->barCount(), model->audienceCount());
        // The three rates side by side differ by their fill's texture too, not by colour alone.
        const QList<QAbstractSeries *> rateSeries = console.view()->ratesChart()->chart()->series();
        QCOMPARE(rateSeries.size(), 1);
        const QList<QBarSet *> rateSets = static_cast<QAbstractBarSeries *>(rateSeries.first())->barSets();
        QCOMPARE(rateSets.size(), 3);
        QList<QImage> fills;
        for (const QBarSet *set : rateSets) {
            const QBrush brush = set->brush();
            QImage fill(8, 8, QImage::Format_ARGB32);
            QPainter(&fill).fillRect(fill.rect(), brush);
            QVERIFY2(!fills.contains(fill), "two rates share a fill");
            fills.append(fill);
        }
        QCOMPARE(std::count_if(rateSets.cbegin(), rateSets.cend(), [](const QBarSet *set) { return set->brush().style() == Qt::TexturePattern; }), 2);
    }

    // --- Ranges ---------------------------------------------------------------------------------

    void presetsAskAgainAndStepMovesTheRange()
    {
        Console console(m_demo.client());
        QVERIFY(console.choosePage(demoPage));
        auto *words = console.view()->findChild<QLabel *>(QStringLiteral("rangeWords"));
        QVERIFY(words);

        console.rangeBar()->choosePreset(Preset::Last90Days);
        QCOMPARE(console.analytics()->state(), LoadState::Loading); // a new request
        QVERIFY(console.waitComplete());
        const QString words90 = words->text();
        const double sessions90 = console.totalSessions();
        const QString tile90 = console.tile(Metric::Sessions)->valueText();

        console.rangeBar()->choosePreset(Preset::Last7Days);
        QCOMPARE(console.analytics()->state(), LoadState::Loading);
        const DateRange week = DateRange::forPreset(Preset::Last7Days, console.rangeBar()->today());
        QCOMPARE(console.rangeBar()->range(), week);
        QVERIFY(words->text() != words90);
        QCOMPARE(words->text(), week.describe());
        QVERIFY(console.waitComplete());
        QCOMPARE(console.analytics()->range(), week);
        QVERIFY2(console.totalSessions() < sessions90, "7 days hold fewer sessions than the 90 around them");
        QVERIFY(console.tile(Metric::Sessions)->valueText() != tile90);

        // One period back: the 7 days before.
        console.rangeBar()->step(-1);
        const DateRange before{week.first.addDays(-7), week.last.addDays(-7)};
        QCOMPARE(console.rangeBar()->range(), before);
        QCOMPARE(console.analytics()->state(), LoadState::Loading);
        QVERIFY(console.waitComplete());
        QCOMPARE(console.analytics()->range(), before);
    }

    // --- Comparison -----------------------------------------------------------------------------

    void comparingShowsChangesAndAllTimeCannotCompare()
    {
        Console console(m_demo.client());
        QVERIFY(console.choosePage(demoPage));
        console.view()->setComparing(true);
        QCOMPARE(console.analytics()->state(), LoadState::Loading);
        QVERIFY(console.waitComplete());
        AudienceAnalyticsModel *model = console.analytics()->model();
        QVERIFY(model->hasComparison());
        QVERIFY(model->previousTotals().has_value());

        // Every tile says how its figure moved; Sessions in the direction the counts moved.
        for (Ui::KpiTile *tile : console.view()->tiles()) {
            const QString delta = tile->deltaText();
            QVERIFY2(delta.startsWith(u'▲') || delta.startsWith(u'▼') || delta.startsWith(u'='), qPrintable(delta));
        }
        const double now = *model->totals().sessions;
        const double before = *model->previousTotals()->sessions;
        const QString sessionsDelta = console.tile(Metric::Sessions)->deltaText();
        QVERIFY2(sessionsDelta.startsWith(now > before ? u'▲' : now < before ? u'▼' : u'='), qPrintable(sessionsDelta));

        // The table carries each row's change; the totals row's is the tile's.
        QAbstractItemModel *table = console.view()->table()->model();
        for (int row = 0; row < table->rowCount(); ++row)
            QVERIFY2(!table->index(row, sessionsColumn).data(Models::DeltaTextRole).toString().isEmpty(), qPrintable(QString::number(row)));
        QCOMPARE(table->index(table->rowCount() - 1, sessionsColumn).data(Models::DeltaTextRole).toString(), sessionsDelta);

        // All time has no previous period: the checkbox is disabled and nothing is compared.
        auto *compare = console.view()->findChild<QCheckBox *>(QStringLiteral("compareCheck"));
        QVERIFY(compare && compare->isEnabled());
        console.rangeBar()->choosePreset(Preset::AllTime);
        QVERIFY(!compare->isEnabled());
        QVERIFY(console.waitComplete());
        QVERIFY(!model->hasComparison());
        QVERIFY(console.tile(Metric::Sessions)->deltaText().isEmpty());
        console.rangeBar()->choosePreset(Preset::Last30Days);
        QVERIFY(compare->isEnabled());
    }

    // --- Exports --------------------------------------------------------------------------------

    void exportsWriteWhatIsShown()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Console console(m_demo.client());
        QVERIFY(console.choosePage(demoPage));
        Ui::AnalyticsView *view = console.view();
        AudienceAnalyticsModel *model = console.analytics()->model();
        const DateRange range = console.analytics()->range();

        // The table: header lines naming the page and range, wire names, one line per audience, totals.
        QString error;
        QVERIFY2(view->exportTableCsv(dir.filePath(QStringLiteral("table.csv")), &error), qPrintable(error));
        Csv csv = readCsv(dir.filePath(QStringLiteral("table.csv")));
        const QString comments = csv.comments.join(u'\n');
        QVERIFY2(comments.contains(demoPage) && comments.contains(isoRange(range)), qPrintable(comments));
        QVERIFY(!comments.contains(QStringLiteral("Compared with")));
        QCOMPARE(csv.rows.size(), model->audienceCount() + 2);
        const QStringList header = csv.rows.first();
        QCOMPARE(header.mid(0, 3), (QStringList{QStringLiteral("audienceId"), QStringLiteral("audienceName"), QStringLiteral("totalSessions")}));
        QVERIFY(!header.join(u',').contains(QStringLiteral("previous_")));
        QStringList ids;
        for (qsizetype row = 1; row < csv.rows.size() - 1; ++row) {
            QCOMPARE(csv.rows.at(row).size(), header.size());
            ids.append(csv.rows.at(row).first());
        }
        ids.sort();
        QCOMPARE(ids, demoAudiences);
        QCOMPARE(csv.rows.last().first(), QStringLiteral("(total)"));
        QCOMPARE(csv.rows.last().at(2).toDouble(), console.totalSessions());

        // With the comparison: the previous period named, and previous_ columns.
        view->setComparing(true);
        QVERIFY(console.waitComplete());
        QVERIFY2(view->exportTableCsv(dir.filePath(QStringLiteral("compared.csv")), &error), qPrintable(error));
        csv = readCsv(dir.filePath(QStringLiteral("compared.csv")));
        QVERIFY2(csv.comments.join(u'\n').contains(QStringLiteral("Compared with: ") + isoRange(range.previous())),
                 qPrintable(csv.comments.join(u'\n')));
        QVERIFY(csv.rows.first().contains(QStringLiteral("previous_totalSessions")));
        const qsizetype previousColumn = csv.rows.first().indexOf(QStringLiteral("previous_totalSessions"));
        QCOMPARE(csv.rows.last().at(previousColumn).toDouble(), *model->previousTotals()->sessions);

        // A chart as PNG, drawn at twice its size on screen (and something is drawn).
        Ui::SessionsChartView *chart = view->sessionsChart();
        QVERIFY(!chart->size().isEmpty());
        QVERIFY2(view->exportChartPng(chart, dir.filePath(QStringLiteral("chart.png")), &error), qPrintable(error));
        const QImage image(dir.filePath(QStringLiteral("chart.png")));
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), chart->size() * 2);
        bool drawn = false;
        for (int y = 0; y < image.height() && !drawn; y += 7) {
            for (int x = 0; x < image.width() && !drawn; x += 7)
                drawn = image.pixel(x, y) != image.pixel(0, 0);
        }
        QVERIFY(drawn);

        // The trend, once loaded: one row per day, whose sessions add up to the range's total.
        console.rangeBar()->choosePreset(Preset::Last7Days);
        QVERIFY(console.waitComplete());
        view->setCurrentTab(Ui::AnalyticsView::TrendTab);
        Models::TrendLoader *trend = console.connection.trend();
        const DateRange week = console.rangeBar()->range();
        QTRY_VERIFY_WITH_TIMEOUT(trend->range() == week && !trend->isLoading() && trend->doneCount() == trend->totalCount(), 15000);
        QVERIFY(trend->failedDays().isEmpty());
        QVERIFY2(view->exportTrendCsv(dir.filePath(QStringLiteral("trend.csv")), &error), qPrintable(error));
        csv = readCsv(dir.filePath(QStringLiteral("trend.csv")));
        QVERIFY(csv.comments.join(u'\n').contains(isoRange(week)));
        QCOMPARE(csv.rows.size(), 1 + int(week.dayCount()));
        QCOMPARE(csv.rows.first(), (QStringList{QStringLiteral("date"), QStringLiteral("page_totalSessions"), QStringLiteral("page_conversionRate")}));
        double sum = 0;
        for (int day = 0; day < week.dayCount(); ++day) {
            QCOMPARE(csv.rows.at(1 + day).first(), week.first.addDays(day).toString(Qt::ISODate));
            sum += csv.rows.at(1 + day).at(1).toDouble();
        }
        QCOMPARE(sum, console.totalSessions());
    }

    // --- Opening an audience --------------------------------------------------------------------

    void doubleClickingAnAudienceRowOpensItInAudiences()
    {
        Console console(m_demo.client());
        QVERIFY(console.choosePage(demoPage));
        console.view()->setCurrentTab(Ui::AnalyticsView::AudiencesTab);
        QTableView *table = console.view()->table();
        QTRY_VERIFY(table->isVisible());
        QSignalSpy navigation(&console.place, &Ui::Place::navigationRequested);

        const QModelIndex first = table->model()->index(0, AudienceAnalyticsModel::NameColumn);
        const QString audienceId = first.data(Models::IdRole).toString();
        QVERIFY(demoAudiences.contains(audienceId));
        // (QTest's double click on a widget is the second click only: the first comes before it.)
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(first).center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(first).center());
        QCOMPARE(navigation.size(), 1);
        QCOMPARE(navigation.first(), (QVariantList{QStringLiteral("audiences"), audienceId}));

        // The totals row is no audience: nothing to open.
        const QModelIndex totals = table->model()->index(table->model()->rowCount() - 1, AudienceAnalyticsModel::NameColumn);
        QVERIFY(totals.data(Models::TotalsRowRole).toBool());
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(totals).center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(totals).center());
        QCOMPARE(navigation.size(), 1);
    }

    // --- Sessions by ID -------------------------------------------------------------------------

    void openingASessionByIdShowsItsCardAndRemembersIt()
    {
        const QString sessionId = findSession(*m_demo.client(), demoPage);
        QVERIFY2(!sessionId.isEmpty(), "no demo session of page_demo_01 among sess_demo_00001..00100");
        Console console(m_demo.client());
        QVERIFY(console.choosePage(demoPage));
        Ui::AnalyticsView *view = console.view();
        Models::SessionLookup *sessions = console.connection.sessions();
        auto *card = view->findChild<QWidget *>(QStringLiteral("sessionCard"));
        auto *recent = view->findChild<QListWidget *>(QStringLiteral("recentSessionsList"));
        auto *message = view->findChild<QLabel *>(QStringLiteral("sessionMessage"));
        QVERIFY(card && recent && message);
        QCOMPARE(recent->count(), 0);

        view->openSession(sessionId);
        QCOMPARE(view->currentTab(), Ui::AnalyticsView::SessionTab);
        QTRY_COMPARE(sessions->state(), LoadState::Complete);
        QTRY_VERIFY(card->isVisible());
        // The card shows the session's audience, one of the page's.
        const QString audienceId = sessions->session().audienceId.value_or(QString());
        QVERIFY2(demoAudiences.contains(audienceId), qPrintable(audienceId));
        const QList<QLabel *> labels = card->findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [&](QLabel *label) { return label->text() == audienceId; }));
        QCOMPARE(recent->count(), 1);
        QVERIFY2(recent->item(0)->text().startsWith(sessionId), qPrintable(recent->item(0)->text()));

        // An unknown ID: an error that names it, no card, nothing remembered.
        view->openSession(QStringLiteral("sess_nope"));
        QTRY_COMPARE(sessions->state(), LoadState::Error);
        QVERIFY2(sessions->error().message.contains(QStringLiteral("sess_nope")), qPrintable(sessions->error().message));
        QVERIFY(!card->isVisible());
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("sess_nope")), qPrintable(message->text()));
        QCOMPARE(recent->count(), 1);
        QVERIFY(recent->item(0)->text().startsWith(sessionId));
    }

    // --- The daily trend, cancelled half way ----------------------------------------------------

    void cancellingTheTrendKeepsWhatArrivedAndAsksOnlyForTheRest()
    {
        // 150 ms per answer, so 90 days take a few seconds, six at a time.
        Testing::SandboxProcess slow;
        QVERIFY2(slow.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                             QStringLiteral("--fault-latency-ms"), QStringLiteral("150")}),
                 qPrintable(slow.errorString()));
        QNetworkAccessManager network;
        Net::StaticApiKeyProvider keys(slow.apiKey());
        Net::ApiClient client(&network, &keys);
        client.setBaseUrl(slow.baseUrl());
        Console console(&client);
        QVERIFY(console.choosePage(demoPage));
        console.rangeBar()->choosePreset(Preset::Last90Days);
        QVERIFY(console.waitComplete());

        Models::TrendLoader *trend = console.connection.trend();
        console.view()->setCurrentTab(Ui::AnalyticsView::TrendTab);
        QVERIFY(trend->isLoading());
        const int total = trend->totalCount();
        QCOMPARE(total, 90);
        QVERIFY(QTest::qWaitFor([&] { return trend->doneCount() >= Models::TrendLoader::maxInFlight && trend->isLoading(); }, 15000));

        auto *cancel = console.view()->findChild<QPushButton *>(QStringLiteral("trendCancelButton"));
        QVERIFY(cancel && cancel->isVisible());
        QSignalSpy finished(trend, &Models::TrendLoader::finished);
        QSignalSpy progress(trend, &Models::TrendLoader::progressChanged);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QCOMPARE(finished.size(), 1);
        QVERIFY(trend->wasCancelled());
        QVERIFY(!trend->isLoading());
        const int done = trend->doneCount();
        QVERIFY(done < total);
        QVERIFY(!cancel->isVisible());
        // Nothing more is asked or counted: answers already on their way are dropped.
        QVERIFY(!progress.wait(500));
        QCOMPARE(trend->doneCount(), done);
        QVERIFY(trend->failedDays().isEmpty());
        QCOMPARE(trend->cachedDayCount(demoPage), done);

        // Another range and back: only the days not here yet are asked for (today was not reached).
        console.rangeBar()->choosePreset(Preset::AllTime);
        console.rangeBar()->choosePreset(Preset::Last90Days);
        QVERIFY(trend->isLoading());
        QCOMPARE(trend->totalCount(), total - done);
        QTRY_VERIFY_WITH_TIMEOUT(!trend->isLoading(), 20000);
        QVERIFY(!trend->wasCancelled());
        QCOMPARE(trend->doneCount(), total - done);
        QCOMPARE(trend->cachedDayCount(demoPage), total);
    }

    // --- Keyboard -------------------------------------------------------------------------------

    void altLeftStepsTheRangeBack()
    {
        Console console(m_demo.client());
        QTableView *table = focusTable(console);
        QVERIFY(table);
        const DateRange week = console.rangeBar()->range();
        QTest::keyClick(table, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(console.rangeBar()->range(), week.stepped(-1));
        QCOMPARE(console.analytics()->state(), LoadState::Loading); // the previous week is asked for
        QVERIFY(console.waitComplete());
        QCOMPARE(console.analytics()->range(), week.stepped(-1));
    }

    // In the page list beside the view, Alt+Left steps the period too (it is the Analytics place,
    // not the window's Back there).
    void altLeftStepsTheRangeFromThePageList()
    {
        Console console(m_demo.client());
        QTableView *table = focusTable(console);
        QVERIFY(table);
        const DateRange week = console.rangeBar()->range();
        QListView *list = console.place.pageList();
        list->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(list->hasFocus());
        QTest::keyClick(list, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(console.rangeBar()->range(), week.stepped(-1));
        QVERIFY(console.waitComplete());
    }

    // The range bar's tooltips promise Alt+Left/Right wherever the focus is in the view, and
    // AnalyticsView::event() claims them; in the table they must step the range, not move the
    // current cell, also when the table has no current cell (after each load) or it is on a figure.
    void altLeftAndRightKeepSteppingTheRangeFromTheTable()
    {
        Console console(m_demo.client());
        QTableView *table = focusTable(console);
        QVERIFY(table);
        const DateRange week = console.rangeBar()->range();
        QTest::keyClick(table, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(console.rangeBar()->range(), week.stepped(-1));
        QVERIFY(console.waitComplete());
        // Twice: two weeks back.
        QTest::keyClick(table, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(console.rangeBar()->range(), week.stepped(-1).stepped(-1));
        QVERIFY(console.waitComplete());
        QTest::keyClick(table, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(console.rangeBar()->range(), week.stepped(-1));
        QVERIFY(console.waitComplete());

        // After clicking a figure, the current cell is in a figure column: it stays there.
        const QModelIndex figure = table->model()->index(0, sessionsColumn);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(figure).center());
        QCOMPARE(table->currentIndex(), figure);
        QTest::keyClick(table, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(console.rangeBar()->range(), week);
        QCOMPARE(table->currentIndex().column(), sessionsColumn);
    }
};

} // namespace tst_analytics

AUDIENCE_TEST_MAIN(tst_analytics, TestAnalytics)
#include "tst_analytics.moc"
