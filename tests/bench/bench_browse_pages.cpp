// bench_browse_pages: loads every page of a `--seed scale:N` sandbox into PageListModel through a
// PageFilterProxyModel shown in a QTableView (set up like ui/pagesbrowser.cpp), driving fetchMore()
// to the end the way a user holding End would, and reports
//   - the longest stall of the GUI thread during the load: the largest gap between the ticks of a
//     5 ms QTimer on that thread (budget 50 ms);
//   - resident memory of this process (VmRSS, and the peak VmHWM) once all rows are in (budget 120 MB).
// The sandbox runs as a child process; its memory is not counted. Prints one `key=value` line per
// figure for bench-browse.sh. Timings are measurements, never assertions.
#include "stallmeter.h"
#include "support/sandboxprocess.h"

#include "models/pages/pagefilterproxymodel.h"
#include "models/pages/pagelistmodel.h"
#include "net/apiclient.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QNetworkAccessManager>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>


using namespace Audience;

namespace {

// A field of /proc/self/status in kB ("VmRSS"), or -1 where there is none (not Linux).
qint64 procStatusKb(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// The GUI thread's CPU clock and the stall probe come from the shared stall meter's header.
using Bench::threadCpuUs;

void print(const char *key, double value)
{
    std::printf("%s=%.2f\n", key, value);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Browse-pages benchmark (see docs/performance.md)"));
    parser.addHelpOption();
    const QCommandLineOption pagesOption(QStringLiteral("pages"), QStringLiteral("Pages to seed (scale:N)."), QStringLiteral("n"),
                                         QStringLiteral("10000"));
    const QCommandLineOption sizeOption(QStringLiteral("page-size"), QStringLiteral("Rows per request (limit)."), QStringLiteral("n"),
                                        QString::number(Models::PagedListModel::DefaultPageSize));
    const QCommandLineOption sortOption(QStringLiteral("sort-updated"),
                                        QStringLiteral("Sort the view by Updated (newest first) while loading."));
    parser.addOptions({pagesOption, sizeOption, sortOption});
    parser.process(app);
    const int pages = parser.value(pagesOption).toInt();
    const int pageSize = parser.value(sizeOption).toInt();

    Testing::SandboxProcess sandbox;
    QElapsedTimer seeding;
    seeding.start();
    if (!sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                        QStringLiteral("scale:%1").arg(pages), QStringLiteral("--processing-delay-ms"), QStringLiteral("0")},
                       600000)) {
        std::fprintf(stderr, "bench_browse_pages: sandbox did not start: %s\n", qPrintable(sandbox.errorString()));
        return 2;
    }
    const qint64 seedMs = seeding.elapsed();

    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(sandbox.apiKey());
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(sandbox.baseUrl());
    Models::PageListModel model(&client);
    model.setPageSize(pageSize);
    Models::PageFilterProxyModel proxy;
    proxy.setSourceModel(&model);

    QTableView view;
    view.setModel(&proxy);
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.setAlternatingRowColors(true);
    view.setWordWrap(false);
    view.verticalHeader()->hide();
    view.horizontalHeader()->setSortIndicatorClearable(true);
    view.horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    view.setSortingEnabled(true);
    view.horizontalHeader()->setSectionResizeMode(Models::PageListModel::TitleColumn, QHeaderView::Stretch);
    if (parser.isSet(sortOption))
        view.sortByColumn(Models::PageListModel::UpdatedColumn, Qt::DescendingOrder);
    view.resize(1200, 800);
    view.show();
    // Let the window settle before the baseline is taken.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 200)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    const qint64 rssBeforeKb = procStatusKb("VmRSS");

    // The stall probe: a 5 ms timer on the GUI thread; any longer gap means the thread was busy.
    QElapsedTimer clock;
    Bench::StallMeter stalls(5);

    // Drive the load the way a view scrolled to the bottom does: ask for more after every page.
    int requests = 0;
    QObject::connect(&model, &Models::PageListModel::pageLoaded, [&] {
        QTimer::singleShot(0, &model, [&] {
            if (model.canFetchMore({}))
                model.fetchMore({});
            view.scrollToBottom();
        });
    });
    QObject::connect(&model, &Models::PageListModel::stateChanged, [&](Models::LoadState state) {
        if (state == Models::LoadState::Loading)
            ++requests;
        if (state == Models::LoadState::Complete || state == Models::LoadState::Error)
            QTimer::singleShot(100, &app, &QCoreApplication::quit); // 100 ms more of probing after the end
    });

    clock.start();
    const qint64 loadStartCpuUs = threadCpuUs();
    stalls.start();
    model.reload();
    app.exec();
    const qint64 loadMs = clock.elapsed() - 100;
    const qint64 loadEndCpuUs = threadCpuUs();
    stalls.stop();

    if (model.state() != Models::LoadState::Complete) {
        std::fprintf(stderr, "bench_browse_pages: load failed: %s\n", qPrintable(model.errorMessage()));
        return 1;
    }
    const qint64 rssKb = procStatusKb("VmRSS");
    const qint64 hwmKb = procStatusKb("VmHWM");

    std::printf("rows=%d\n", model.rowCount());
    std::printf("requests=%d\n", requests);
    std::printf("page_size=%d\n", pageSize);
    std::printf("sorted=%d\n", parser.isSet(sortOption) ? 1 : 0);
    print("seed_s", seedMs / 1000.0);
    print("load_s", loadMs / 1000.0);
    print("rows_per_s", loadMs > 0 ? model.rowCount() * 1000.0 / loadMs : 0.0);
    print("max_stall_ms", stalls.longestMs());
    // The most CPU the GUI thread used between two ticks: the stall an idle machine would show.
    print("max_busy_ms", stalls.mostBusyMs());
    print("gui_cpu_s", (loadEndCpuUs - loadStartCpuUs) / 1e6);
    if (stalls.longestWithoutCpuWaitMs() >= 0)
        print("max_stall_without_cpu_wait_ms", stalls.longestWithoutCpuWaitMs());
    // Where the busiest gaps were (tick number of ticks, busy ms): the first ones include first-paint work.
    const std::vector<qint64> &busyUs = stalls.busyUs();
    std::vector<size_t> order(busyUs.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return busyUs[a] > busyUs[b]; });
    std::printf("busiest_gaps=");
    for (size_t i = 0; i < std::min<size_t>(5, order.size()); ++i)
        std::printf("%s%zu:%.1f", i ? "," : "", order[i], busyUs[order[i]] / 1000.0);
    std::printf("\n");
    print("p99_gap_ms", stalls.percentileMs(0.99));
    print("median_gap_ms", stalls.percentileMs(0.5));
    std::printf("gaps_over_16ms=%ld\n", stalls.gapsOver(16));
    std::printf("ticks=%zu\n", stalls.ticks());
    print("rss_before_mb", rssBeforeKb / 1024.0);
    print("rss_mb", rssKb / 1024.0);
    print("hwm_mb", hwmKb / 1024.0);
    print("rss_growth_mb", (rssKb - rssBeforeKb) / 1024.0);
    std::fflush(stdout);
    return 0;
}
