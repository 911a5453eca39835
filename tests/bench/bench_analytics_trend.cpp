// bench_analytics_trend: a 90-day daily trend (Last 90 days, today included: 90 one-day requests of
// GET /v0/pages/{id}/analytics/audiences) against the sandbox of BENCH_SANDBOX_URL/BENCH_SANDBOX_KEY
// or one of its own (`--seed wide:500`, page_wide_0001: every one-day answer lists all 500 audiences,
// ~145 KB; `--seed demo --page page_demo_01` for the small page). Each round runs, in an order that
// rotates from round to round:
//   - loader: a fresh Models::TrendLoader on the shared ApiClient (nothing cached), load() of the 90
//     days, 6 in flight (TrendLoader::maxInFlight): time to finished();
//   - bare: the baseline, a bare QNetworkAccessManager loop making the same 90 GET requests (the same
//     URLs, built as net/ builds them, with the x-api-key header), at most 6 at once, each body parsed
//     with QJsonDocument as bare Qt code would: time to the last answer;
//   - transport: the same loop reading the bodies without parsing them (what the wire costs);
//   - view: a fresh Models::Connection with a Ui::TrendView shown (1200 × 760), TrendView::show() of
//     the range, so the chart redraws while the days come in: time to the loader's finished(), and the
//     longest gap between the ticks of a 5 ms timer on the GUI thread from show() until 100 ms after.
// Prints key=value lines (medians over the rounds) for bench-analytics.sh. Timings are measurements,
// never assertions.
#include "analyticsbench.h"
#include "models/analytics/trendloader.h"
#include "models/shell/connection.h"
#include "net/apiclient.h"
#include "stallmeter.h"
#include "ui/analytics/trendchartview.h"
#include "ui/analytics/trendview.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <functional>

using namespace Audience;
using Bench::TimedApplication;

namespace {

struct Run
{
    double ms = 0;
    double cpuMs = 0; // GUI-thread CPU time
    int answered = 0;
    int failed = 0;
    qint64 items = 0;
};

Run runLoader(Net::ApiClient &client, const QString &pageId, const Models::DateRange &range)
{
    Run run;
    Models::TrendLoader loader;
    loader.setClient(&client);
    QEventLoop loop;
    QObject::connect(&loader, &Models::TrendLoader::finished, &loop, &QEventLoop::quit);
    QElapsedTimer clock;
    clock.start();
    const qint64 cpuUs = Bench::threadCpuUs();
    loader.load(pageId, range);
    if (loader.isLoading())
        loop.exec();
    run.ms = clock.nsecsElapsed() / 1e6;
    run.cpuMs = (Bench::threadCpuUs() - cpuUs) / 1e3;
    run.failed = int(loader.failedDays().size());
    run.answered = loader.doneCount() - run.failed;
    for (QDate day = range.first; day <= range.last; day = day.addDays(1))
        run.items += loader.day(pageId, day).value_or(QList<Net::AudienceAnalytics>()).size();
    return run;
}

enum class Parse { QJson, None };

Run runBare(QNetworkAccessManager &network, const QList<QUrl> &urls, const QByteArray &key, Parse parse)
{
    Run run;
    QEventLoop loop;
    qsizetype next = 0;
    int inFlight = 0;
    std::function<void()> pump = [&] {
        while (inFlight < Models::TrendLoader::maxInFlight && next < urls.size()) {
            QNetworkRequest request(urls.at(next++));
            request.setRawHeader("x-api-key", key);
            QNetworkReply *reply = network.get(request);
            ++inFlight;
            QObject::connect(reply, &QNetworkReply::finished, &loop, [&, reply] {
                reply->deleteLater();
                --inFlight;
                const QByteArray body = reply->readAll();
                if (reply->error() != QNetworkReply::NoError) {
                    ++run.failed;
                } else {
                    ++run.answered;
                    if (parse == Parse::QJson)
                        run.items += QJsonDocument::fromJson(body)
                                         .object()
                                         .value(QLatin1StringView("items"))
                                         .toArray()
                                         .size();
                }
                pump();
                if (inFlight == 0 && next == urls.size())
                    loop.quit();
            });
        }
    };
    QElapsedTimer clock;
    clock.start();
    const qint64 cpuUs = Bench::threadCpuUs();
    pump();
    loop.exec();
    run.ms = clock.nsecsElapsed() / 1e6;
    run.cpuMs = (Bench::threadCpuUs() - cpuUs) / 1e3;
    return run;
}

struct ViewRun
{
    Run run;
    double stallMs = 0;
    double stallOwnMs = 0;
    double busyMs = 0;
    int lines = 0;
    std::string longest;
    // One redraw of the loaded trend, taken apart: the page's series from the loader's days;
    // TrendChartView::setTrend() with that line (the chart rebuilt), then the events until the
    // chart's next paint has been handled (the scene's updates, the paint); the view's whole redraw
    // (the list of active audiences refilled, the series, the chart rebuilt).
    double seriesMs = 0;
    double chartMs = 0;
    double paintMs = 0;
    double redrawMs = 0;
};

ViewRun runView(TimedApplication &app, Net::ApiClient &client, const QString &pageId,
                const Models::DateRange &range)
{
    ViewRun result;
    Models::Connection connection(&client);
    // Only the trend's loader gets the client: setConnected() would also load the pages list.
    connection.trend()->setClient(&client);
    Ui::TrendView view(&connection);
    view.resize(1200, 760);
    view.QWidget::show();
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 300)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);

    Models::TrendLoader *loader = connection.trend();
    QEventLoop loop;
    // Connected after the view's own handler: the view has redrawn when this runs.
    QObject::connect(loader, &Models::TrendLoader::finished, &loop, &QEventLoop::quit);
    Bench::StallMeter meter;
    QElapsedTimer clock;
    meter.start();
    app.arm(true);
    clock.start();
    const qint64 cpuUs = Bench::threadCpuUs();
    view.show(pageId, range, {});
    if (loader->isLoading())
        loop.exec();
    result.run.ms = clock.nsecsElapsed() / 1e6;
    result.run.cpuMs = (Bench::threadCpuUs() - cpuUs) / 1e3;
    // 100 ms more of probing: the last redraw's paint.
    QTimer::singleShot(100, &loop, &QEventLoop::quit);
    loop.exec();
    meter.stop();
    app.arm(false);
    result.run.failed = int(loader->failedDays().size());
    result.run.answered = loader->doneCount() - result.run.failed;

    QElapsedTimer step;
    step.start();
    const QList<Models::TrendPoint> series = loader->series(pageId, range);
    result.seriesMs = step.nsecsElapsed() / 1e6;
    bool painted = false;
    struct Filter : QObject
    {
        bool *painted;
        explicit Filter(bool *flag)
            : painted(flag)
        { }
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint)
                *painted = true;
            return false;
        }
    } filter(&painted);
    view.chartView()->viewport()->installEventFilter(&filter);
    const auto untilPainted = [&] {
        QElapsedTimer wait;
        wait.start();
        while (!painted && wait.elapsed() < 2000)
            QCoreApplication::processEvents(QEventLoop::AllEvents);
        QCoreApplication::processEvents(QEventLoop::AllEvents); // the rest of that frame
        painted = false;
    };
    // The chart alone, given the page's line as TrendView::redraw gives it.
    step.restart();
    view.chartView()->setTrend(range, {Ui::TrendLine {QStringLiteral("Whole page"), series}}, {}, {});
    result.chartMs = step.nsecsElapsed() / 1e6;
    step.restart();
    untilPainted();
    result.paintMs = step.nsecsElapsed() / 1e6;
    // The view's whole redraw (as after a change of the ticked lines).
    step.restart();
    view.setSelectedLines(view.selectedLines());
    result.redrawMs = step.nsecsElapsed() / 1e6;
    untilPainted();
    view.chartView()->viewport()->removeEventFilter(&filter);
    result.stallMs = meter.longestMs();
    result.stallOwnMs = meter.longestWithoutCpuWaitMs();
    result.busyMs = meter.mostBusyMs();
    result.lines = view.chartView()->lineCount();
    result.longest = app.longestText(4);
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    TimedApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Analytics 90-day trend (see docs/performance.md)"));
    parser.addHelpOption();
    const QCommandLineOption roundsOption(QStringLiteral("rounds"), QStringLiteral("Rounds of each."),
                                          QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
                                        QStringLiteral("Seed of a sandbox started here."),
                                        QStringLiteral("seed"), QStringLiteral("wide:500"));
    const QCommandLineOption pageOption(QStringLiteral("page"), QStringLiteral("The page."),
                                        QStringLiteral("id"), Bench::widePageId);
    parser.addOptions({roundsOption, seedOption, pageOption});
    parser.process(app);
    const int rounds = std::max(1, parser.value(roundsOption).toInt());
    const QString pageId = parser.value(pageOption);

    Bench::BenchSandbox sandbox;
    if (!sandbox.open(parser.value(seedOption)))
        return 2;

    const QTimeZone zone = QTimeZone::systemTimeZone(); // the loader's default
    const QDate today = QDateTime::currentDateTimeUtc().toTimeZone(zone).date();
    const auto range = Models::DateRange::forPreset(Models::DateRange::Preset::Last90Days, today);
    QList<QUrl> urls;
    for (QDate day = range.first; day <= range.last; day = day.addDays(1))
        urls.append(Bench::analyticsUrl(sandbox.url(), pageId, Models::DateRange::day(day), zone));

    QNetworkAccessManager clientNetwork;
    QNetworkAccessManager bareNetwork;
    Net::StaticApiKeyProvider keys(sandbox.key());
    Net::ApiClient client(&clientNetwork, &keys);
    client.setBaseUrl(sandbox.url());

    // Warm-up of each (connections, the sandbox's caches), checking on the way that the loader asks
    // for exactly the URLs of the bare loop.
    QSet<QString> asked;
    const auto collect
        = QObject::connect(&clientNetwork, &QNetworkAccessManager::finished, &app, [&](QNetworkReply *reply) {
              asked.insert(reply->url().toString(QUrl::FullyEncoded));
          });
    runLoader(client, pageId, range);
    QObject::disconnect(collect);
    QSet<QString> built;
    for (const QUrl &url : std::as_const(urls))
        built.insert(url.toString(QUrl::FullyEncoded));
    runBare(bareNetwork, urls, sandbox.key(), Parse::QJson);

    QList<double> loaderMs, bareMs, transportMs, viewMs, ratios, viewRatios, stalls, stallsOwn, busy;
    QList<double> loaderCpu, bareCpu, transportCpu, viewCpu, seriesMs, chartMs, paintMs, redrawMs;
    Run lastLoader, lastBare;
    ViewRun worst;
    int lines = 0;
    const std::function<void()> steps[] = {
        [&] {
            lastLoader = runLoader(client, pageId, range);
            loaderMs.append(lastLoader.ms);
            loaderCpu.append(lastLoader.cpuMs);
        },
        [&] {
            lastBare = runBare(bareNetwork, urls, sandbox.key(), Parse::QJson);
            bareMs.append(lastBare.ms);
            bareCpu.append(lastBare.cpuMs);
        },
        [&] {
            const Run transport = runBare(bareNetwork, urls, sandbox.key(), Parse::None);
            transportMs.append(transport.ms);
            transportCpu.append(transport.cpuMs);
        },
        [&] {
            const ViewRun view = runView(app, client, pageId, range);
            viewMs.append(view.run.ms);
            viewCpu.append(view.run.cpuMs);
            seriesMs.append(view.seriesMs);
            chartMs.append(view.chartMs);
            redrawMs.append(view.redrawMs);
            paintMs.append(view.paintMs);
            stalls.append(view.stallMs);
            stallsOwn.append(view.stallOwnMs);
            busy.append(view.busyMs);
            lines = view.lines;
            if (view.stallMs >= worst.stallMs)
                worst = view;
            if (view.run.answered != int(urls.size()))
                std::fprintf(stderr, "view round: %d of %lld days answered, %d failed\n", view.run.answered,
                             static_cast<long long>(urls.size()), view.run.failed);
        },
    };
    constexpr int stepCount = int(std::size(steps));
    for (int round = 0; round < rounds; ++round) {
        for (int i = 0; i < stepCount; ++i)
            steps[(round + i) % stepCount]();
        ratios.append(loaderMs.constLast() / bareMs.constLast());
        viewRatios.append(viewMs.constLast() / bareMs.constLast());
    }
    if (lastLoader.answered != int(urls.size()) || lastBare.answered != int(urls.size())
        || lastLoader.items != lastBare.items)
        std::printf("warning: loader answered %d days (%lld items, %d failed), bare loop %d (%lld items, %d "
                    "failed), of %lld\n",
                    lastLoader.answered, static_cast<long long>(lastLoader.items), lastLoader.failed,
                    lastBare.answered, static_cast<long long>(lastBare.items), lastBare.failed,
                    static_cast<long long>(urls.size()));

    std::printf("page=%s\ndays=%lld\nitems=%lld\nrounds=%d\n", qPrintable(pageId),
                static_cast<long long>(urls.size()), static_cast<long long>(lastLoader.items), rounds);
    std::printf("first-url=%s\n", qPrintable(urls.constFirst().toString(QUrl::FullyEncoded)));
    std::printf("same-urls=%d\n", asked == built ? 1 : 0);
    std::printf("loader-ms=%.2f\nbare-ms=%.2f\ntransport-ms=%.2f\nview-ms=%.2f\n", Bench::median(loaderMs),
                Bench::median(bareMs), Bench::median(transportMs), Bench::median(viewMs));
    // GUI-thread CPU time of each: the client's own work, whatever the machine's load.
    std::printf("loader-cpu-ms=%.2f\nbare-cpu-ms=%.2f\ntransport-cpu-ms=%.2f\nview-cpu-ms=%.2f\n",
                Bench::median(loaderCpu), Bench::median(bareCpu), Bench::median(transportCpu),
                Bench::median(viewCpu));
    // The median of the per-round ratios (each round's pair ran back to back).
    std::printf("ratio=%.3f\nview-ratio=%.3f\n", Bench::median(ratios), Bench::median(viewRatios));
    std::printf("stall-ms=%.2f\nstall-max-ms=%.2f\nstall-own-ms=%.2f\nstall-own-max-ms=%.2f\nstall-busy-ms=%."
                "2f\nlines=%d\n",
                Bench::median(stalls), *std::max_element(stalls.cbegin(), stalls.cend()),
                Bench::median(stallsOwn), *std::max_element(stallsOwn.cbegin(), stallsOwn.cend()),
                Bench::median(busy), lines);
    std::printf("longest-events=%s\n", worst.longest.c_str());
    std::printf("redraw-series-ms=%.2f\nredraw-chart-ms=%.2f\nredraw-paint-ms=%.2f\nredraw-view-ms=%.2f\n",
                Bench::median(seriesMs), Bench::median(chartMs), Bench::median(paintMs),
                Bench::median(redrawMs));
    return 0;
}
