// bench_analytics_wide: the Analytics screen on a page with 500 audiences (`--seed wide:500`,
// page_wide_0001; docs/sandbox.md), against the sandbox of BENCH_SANDBOX_URL/BENCH_SANDBOX_KEY or
// one of its own.
//   --mode console: the real Ui::AnalyticsView (1200 × 760, shown) on Last 90 days with the
//     comparison on and the Overview tab in front. From the analytics answer arriving (the later of
//     the two replies, this range and the previous one, seen finished by the GUI thread, before
//     ApiClient decodes it) to the end of the first paint of both audience charts
//     (answer-to-charts-ms); then it switches to the Audiences tab, as the user would next, and
//     waits for the end of the table's first paint (answer-to-table-ms). The GUI thread sees the
//     later reply only after it has handled the earlier one, so first-answer-to-table-ms counts
//     from the earlier reply: both answers' handling, the figure set against the baseline. The
//     longest gap between the ticks of a 5 ms timer on the GUI thread from showPage() until 100 ms
//     after the table's paint: stall-ms (budget 50).
//   --mode table: the baseline, a bare QTableView (1200 × 760, shown) and a QStandardItemModel of the
//     same answer's 500 × 14 numbers: from the answer's bytes in memory (fetched before) through
//     QJsonDocument, the model and setModel() to the end of the table's first paint: table-ms.
// Prints key=value lines for bench-analytics.sh; `longest-events` says what the longest event
// deliveries on the GUI thread were (milliseconds, event type @ receiver class); BENCH_TRACE=1 prints
// when each reply finished and when the answer was loaded (stderr). Timings are measurements, never
// assertions.
#include "analyticsbench.h"
#include "models/analytics/audienceanalyticsmodel.h"
#include "models/analytics/pageanalytics.h"
#include "models/shell/connection.h"
#include "net/apiclient.h"
#include "stallmeter.h"
#include "ui/analytics/analyticsview.h"
#include "ui/analytics/audiencecharts.h"
#include "ui/analytics/daterangebar.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QStandardItemModel>
#include <QTableView>
#include <functional>

using namespace Audience;
using Bench::TimedApplication;

namespace {

constexpr QSize windowSize(1200, 760);
// BENCH_TRACE: the bench's clock, for the paint watchers' lines.
const QElapsedTimer *traceClock = nullptr;

void settle(int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
}

// Calls `done` once each of `widgets` has had a paint event (for which `ready` holds) since arm(),
// after the last of those paints has been handled: the frame is drawn.
class PaintWatcher : public QObject
{
public:
    PaintWatcher(QList<QWidget *> widgets, std::function<bool()> ready, std::function<void()> done)
        : m_widgets(std::move(widgets))
        , m_ready(std::move(ready))
        , m_done(std::move(done))
    { }
    void arm()
    {
        m_painted.clear();
        for (QWidget *widget : std::as_const(m_widgets))
            widget->installEventFilter(this);
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && (!m_ready || m_ready())) {
            if (traceClock)
                std::fprintf(stderr, "%8.2f ms  paint of %s begins\n", traceClock->nsecsElapsed() / 1e6,
                             watched->parent()->metaObject()->className());
            watched->removeEventFilter(this);
            m_painted.insert(watched);
            if (m_painted.size() == m_widgets.size())
                QTimer::singleShot(0, this, m_done);
        }
        return false;
    }

private:
    QList<QWidget *> m_widgets;
    QSet<QObject *> m_painted;
    std::function<bool()> m_ready;
    std::function<void()> m_done;
};

void printMs(const char *key, qint64 ns)
{
    std::printf("%s=%.2f\n", key, ns / 1e6);
}

int runConsole(TimedApplication &app, const Bench::BenchSandbox &sandbox)
{
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(sandbox.key());
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(sandbox.url());
    Models::Connection connection(&client);
    connection.setConnected(true); // as in the app: the pages list loads too (before the clock)

    Ui::AnalyticsView view(&connection);
    view.rangeBar()->choosePreset(Models::DateRange::Preset::Last90Days);
    view.setComparing(true);
    view.setCurrentTab(Ui::AnalyticsView::OverviewTab);
    view.resize(windowSize);
    view.show();
    settle(400);

    QElapsedTimer clock;
    qint64 firstReplyNs = -1;
    qint64 firstReplyCpuUs = 0;
    qint64 lastReplyNs = -1;
    qint64 lastReplyCpuUs = 0;
    qint64 tableCpuUs = 0;
    qint64 loadedNs = -1;
    qint64 chartsNs = -1;
    qint64 switchNs = -1;
    qint64 tableNs = -1;
    int analyticsReplies = 0;
    const bool trace = qEnvironmentVariableIsSet("BENCH_TRACE");
    if (trace)
        traceClock = &clock;
    // QNetworkAccessManager::finished comes before the reply's own handlers (ApiClient's decoding).
    QObject::connect(&network, &QNetworkAccessManager::finished, &app, [&](QNetworkReply *reply) {
        if (trace)
            std::fprintf(stderr, "%8.2f ms  reply %s (%lld bytes)\n", clock.nsecsElapsed() / 1e6,
                         qPrintable(reply->url().path()), static_cast<long long>(reply->bytesAvailable()));
        if (loadedNs < 0 && reply->url().path().endsWith(QLatin1StringView("/analytics/audiences"))) {
            lastReplyNs = clock.nsecsElapsed();
            lastReplyCpuUs = Bench::threadCpuUs();
            if (firstReplyNs < 0) {
                firstReplyNs = lastReplyNs;
                firstReplyCpuUs = lastReplyCpuUs;
            }
            ++analyticsReplies;
        }
    });
    Bench::StallMeter meter;
    Models::AudienceAnalyticsModel *model = view.analytics()->model();
    QTableView *table = view.table();
    PaintWatcher tablePainted(
        {table->viewport()}, [table] { return table->model()->rowCount() > 0; },
        [&] {
            tableNs = clock.nsecsElapsed();
            if (trace)
                std::fprintf(stderr, "%8.2f ms  table painted\n", tableNs / 1e6);
            tableCpuUs = Bench::threadCpuUs();
            QTimer::singleShot(100, &app, [&] {
                meter.stop();
                app.arm(false);
                app.quit();
            });
        });
    PaintWatcher chartsPainted({view.sessionsChart()->viewport(), view.ratesChart()->viewport()}, {}, [&] {
        chartsNs = clock.nsecsElapsed();
        if (trace)
            std::fprintf(stderr, "%8.2f ms  charts painted, switching to the Audiences tab\n",
                         chartsNs / 1e6);
        switchNs = clock.nsecsElapsed();
        tablePainted.arm();
        view.setCurrentTab(Ui::AnalyticsView::AudiencesTab);
    });
    QObject::connect(view.analytics(), &Models::PageAnalytics::loaded, &app, [&] {
        if (loadedNs >= 0)
            return;
        loadedNs = clock.nsecsElapsed();
        if (trace)
            std::fprintf(stderr, "%8.2f ms  loaded\n", loadedNs / 1e6);
        chartsPainted.arm();
    });

    meter.start();
    app.arm(true);
    clock.start();
    view.showPage(Bench::widePageId,
                  QStringLiteral("Audience benchmark: Forecast Studio launch (500 audiences)"));
    QTimer::singleShot(30000, &app, [&] {
        std::fprintf(stderr, "bench_analytics_wide: nothing painted within 30 s (state %d)\n",
                     int(view.analytics()->state()));
        app.exit(1);
    });
    if (app.exec() != 0 || tableNs < 0)
        return 1;

    std::printf("audiences=%d\nrows=%d\nanalytics-replies=%d\n", model->audienceCount(),
                table->model()->rowCount(), analyticsReplies);
    printMs("answer-to-table-ms", tableNs - lastReplyNs);
    printMs("answer-to-charts-ms", chartsNs - lastReplyNs);
    // GUI-thread CPU time over the same span: the figure without the machine's load.
    printMs("answer-to-table-cpu-ms", (tableCpuUs - lastReplyCpuUs) * 1000);
    printMs("answer-to-loaded-ms", loadedNs - lastReplyNs);
    // From the earlier of the two replies instead: both answers' handling is in, and the later
    // reply (usually already finished, queued behind the earlier one's handler) too.
    printMs("first-answer-to-table-ms", tableNs - firstReplyNs);
    printMs("first-answer-to-table-cpu-ms", (tableCpuUs - firstReplyCpuUs) * 1000);
    printMs("replies-gap-ms", lastReplyNs - firstReplyNs);
    printMs("loaded-to-charts-ms", chartsNs - loadedNs);
    printMs("switch-to-table-ms", tableNs - switchNs);
    printMs("request-ms", lastReplyNs);
    meter.print("stall");
    std::printf("longest-events=%s\n", app.longestText().c_str());
    if (trace)
        std::fprintf(stderr, "the longest event deliveries, in order:\n%s", app.timelineText().c_str());
    return 0;
}

QByteArray fetch(QNetworkAccessManager &network, const QUrl &url, const QByteArray &key)
{
    QNetworkRequest request(url);
    request.setRawHeader("x-api-key", key);
    QNetworkReply *reply = network.get(request);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    reply->deleteLater();
    return reply->error() == QNetworkReply::NoError ? reply->readAll() : QByteArray();
}

int runTable(TimedApplication &app, const Bench::BenchSandbox &sandbox)
{
    // The same answer the console shows: this page, Last 90 days.
    const QDate today = QDateTime::currentDateTime().date();
    const auto range = Models::DateRange::forPreset(Models::DateRange::Preset::Last90Days, today);
    QNetworkAccessManager network;
    const QByteArray body
        = fetch(network, Bench::analyticsUrl(sandbox.url(), Bench::widePageId, range), sandbox.key());
    if (body.isEmpty()) {
        std::fprintf(stderr, "bench_analytics_wide: the analytics request failed\n");
        return 1;
    }

    QTableView view;
    view.setAlternatingRowColors(true);
    view.setWordWrap(false);
    view.resize(windowSize);
    view.show();
    settle(400);

    // The 12 figures in the console's column order (AnalyticsFigures::Metric).
    static const char *const fields[] = {"totalSessions",
                                         "conversionCount",
                                         "conversionRate",
                                         "formSubmitCount",
                                         "formSubmitRate",
                                         "bounceCount",
                                         "bounceEligibleSessions",
                                         "bounceRate",
                                         "ctaSessions",
                                         "avgInteractionsPerSession",
                                         "avgScrollDepthPercentage",
                                         "avgTimeSpentSeconds"};
    QStandardItemModel model;
    QElapsedTimer clock;
    qint64 tableNs = -1;
    qint64 startCpuUs = 0;
    qint64 tableCpuUs = 0;
    Bench::StallMeter meter;
    PaintWatcher painted(
        {view.viewport()}, [&model] { return model.rowCount() > 0; },
        [&] {
            tableNs = clock.nsecsElapsed();
            tableCpuUs = Bench::threadCpuUs();
            QTimer::singleShot(100, &app, [&] {
                meter.stop();
                app.arm(false);
                app.quit();
            });
        });
    painted.arm();
    meter.start();
    app.arm(true);
    QTimer::singleShot(0, &app, [&] {
        clock.start();
        startCpuUs = Bench::threadCpuUs();
        const QJsonArray items
            = QJsonDocument::fromJson(body).object().value(QLatin1StringView("items")).toArray();
        model.setRowCount(int(items.size()));
        model.setColumnCount(14);
        for (int row = 0; row < items.size(); ++row) {
            const QJsonObject item = items.at(row).toObject();
            const QString id = item.value(QLatin1StringView("audienceId")).toString();
            model.setItem(row, 0, new QStandardItem(id));
            for (int column = 0; column < 12; ++column) {
                auto *cell = new QStandardItem;
                cell->setData(item.value(QLatin1StringView(fields[column])).toDouble(), Qt::DisplayRole);
                model.setItem(row, column + 1, cell);
            }
            model.setItem(row, 13, new QStandardItem(id));
        }
        view.setModel(&model);
    });
    if (app.exec() != 0 || tableNs < 0)
        return 1;
    std::printf("rows=%d\ncolumns=%d\n", model.rowCount(), model.columnCount());
    printMs("table-ms", tableNs);
    printMs("table-cpu-ms", (tableCpuUs - startCpuUs) * 1000);
    meter.print("stall");
    std::printf("longest-events=%s\n", app.longestText().c_str());
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    TimedApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Analytics screen on 500 audiences (see docs/performance.md)"));
    parser.addHelpOption();
    const QCommandLineOption mode(QStringLiteral("mode"), QStringLiteral("console or table"),
                                  QStringLiteral("mode"), QStringLiteral("console"));
    parser.addOption(mode);
    parser.process(app);
    Bench::BenchSandbox sandbox;
    if (!sandbox.open(QStringLiteral("wide:500")))
        return 2;
    if (parser.value(mode) == QLatin1StringView("table"))
        return runTable(app, sandbox);
    return runConsole(app, sandbox);
}
