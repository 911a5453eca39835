// bench_browse_pages: loads every page of a `--seed scale:N` sandbox into PageListModel through a
// PageFilterProxyModel shown in a QTableView (set up like ui/pagesbrowser.cpp), driving fetchMore()
// to the end the way a user holding End would, and reports
//   - the longest stall of the GUI thread during the load: the largest gap between the ticks of a
//     5 ms QTimer on that thread (budget 50 ms);
//   - resident memory of this process (VmRSS, and the peak VmHWM) once all rows are in (budget 120 MB).
// The sandbox runs as a child process; its memory is not counted. Prints one `key=value` line per
// figure for bench-browse.sh. Timings are measurements, never assertions.
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

#ifdef Q_OS_UNIX
#include <time.h>
#endif
#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <unistd.h>
#endif

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

// CPU time this thread has used, in µs (0 where the platform has no per-thread clock). Set against the
// wall-clock gaps it tells "the GUI thread was busy" from "the machine gave it no CPU".
qint64 threadCpuUs()
{
#ifdef Q_OS_UNIX
    timespec now{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0)
        return qint64(now.tv_sec) * 1000000 + now.tv_nsec / 1000;
#endif
    return 0;
}

// How long this thread has waited, runnable, for a CPU, in µs (Linux schedstat; 0 elsewhere). A gap
// minus this wait is what the thread itself spent (working or blocked), whatever the machine's load.
class RunQueueWait
{
public:
    RunQueueWait()
    {
#ifdef Q_OS_LINUX
        m_fd = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
#endif
    }
    ~RunQueueWait()
    {
#ifdef Q_OS_LINUX
        if (m_fd >= 0)
            ::close(m_fd);
#endif
    }
    RunQueueWait(const RunQueueWait &) = delete;
    RunQueueWait &operator=(const RunQueueWait &) = delete;
    bool available() const { return m_fd >= 0; }
    qint64 waitedUs() const
    {
#ifdef Q_OS_LINUX
        char buffer[128] = {};
        if (m_fd < 0 || ::pread(m_fd, buffer, sizeof buffer - 1, 0) <= 0)
            return 0;
        // "<on-cpu ns> <run-queue wait ns> <timeslices>"
        const QList<QByteArray> fields = QByteArray(buffer).trimmed().split(' ');
        return fields.value(1).toLongLong() / 1000;
#else
        return 0;
#endif
    }

private:
    int m_fd = -1;
};

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
    std::vector<qint64> gapsUs;
    std::vector<qint64> busyUs; // GUI-thread CPU time spent within each gap
    std::vector<qint64> ownUs;  // each gap minus the time the thread waited for a CPU
    gapsUs.reserve(1 << 16);
    busyUs.reserve(1 << 16);
    ownUs.reserve(1 << 16);
    const RunQueueWait runQueue;
    qint64 lastTickNs = 0;
    qint64 lastCpuUs = 0;
    qint64 lastWaitUs = 0;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(5);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        const qint64 cpu = threadCpuUs();
        const qint64 waited = runQueue.waitedUs();
        const qint64 gap = (now - lastTickNs) / 1000;
        gapsUs.push_back(gap);
        busyUs.push_back(cpu - lastCpuUs);
        ownUs.push_back(gap - (waited - lastWaitUs));
        lastTickNs = now;
        lastCpuUs = cpu;
        lastWaitUs = waited;
    });

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
    lastCpuUs = loadStartCpuUs;
    lastWaitUs = runQueue.waitedUs();
    probe.start();
    model.reload();
    app.exec();
    const qint64 loadMs = clock.elapsed() - 100;
    const qint64 loadEndCpuUs = threadCpuUs();
    probe.stop();

    if (model.state() != Models::LoadState::Complete) {
        std::fprintf(stderr, "bench_browse_pages: load failed: %s\n", qPrintable(model.errorMessage()));
        return 1;
    }
    const qint64 rssKb = procStatusKb("VmRSS");
    const qint64 hwmKb = procStatusKb("VmHWM");
    std::vector<qint64> sorted = gapsUs;
    std::sort(sorted.begin(), sorted.end());
    const auto percentile = [&](double p) {
        return sorted.empty() ? 0.0 : sorted[std::min(sorted.size() - 1, size_t(p * double(sorted.size())))] / 1000.0;
    };
    const auto over = [&](qint64 limitUs) { return std::count_if(gapsUs.begin(), gapsUs.end(), [&](qint64 gap) { return gap > limitUs; }); };

    std::printf("rows=%d\n", model.rowCount());
    std::printf("requests=%d\n", requests);
    std::printf("page_size=%d\n", pageSize);
    std::printf("sorted=%d\n", parser.isSet(sortOption) ? 1 : 0);
    print("seed_s", seedMs / 1000.0);
    print("load_s", loadMs / 1000.0);
    print("rows_per_s", loadMs > 0 ? model.rowCount() * 1000.0 / loadMs : 0.0);
    print("max_stall_ms", sorted.empty() ? 0.0 : sorted.back() / 1000.0);
    // The most CPU the GUI thread used between two ticks: the stall an idle machine would show.
    print("max_busy_ms", busyUs.empty() ? 0.0 : *std::max_element(busyUs.begin(), busyUs.end()) / 1000.0);
    print("gui_cpu_s", (loadEndCpuUs - loadStartCpuUs) / 1e6);
    if (runQueue.available())
        print("max_stall_without_cpu_wait_ms", ownUs.empty() ? 0.0 : *std::max_element(ownUs.begin(), ownUs.end()) / 1000.0);
    // Where the busiest gaps were (tick number of ticks, busy ms): the first ones include first-paint work.
    std::vector<size_t> order(busyUs.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return busyUs[a] > busyUs[b]; });
    std::printf("busiest_gaps=");
    for (size_t i = 0; i < std::min<size_t>(5, order.size()); ++i)
        std::printf("%s%zu:%.1f", i ? "," : "", order[i], busyUs[order[i]] / 1000.0);
    std::printf("\n");
    print("p99_gap_ms", percentile(0.99));
    print("median_gap_ms", percentile(0.5));
    std::printf("gaps_over_16ms=%ld\n", long(over(16000)));
    std::printf("ticks=%zu\n", gapsUs.size());
    print("rss_before_mb", rssBeforeKb / 1024.0);
    print("rss_mb", rssKb / 1024.0);
    print("hwm_mb", hwmKb / 1024.0);
    print("rss_growth_mb", (rssKb - rssBeforeKb) / 1024.0);
    std::fflush(stdout);
    return 0;
}
