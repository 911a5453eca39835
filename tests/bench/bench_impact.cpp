// bench_impact: what the day cache saves (issue "Did it work"), in one run against the sandbox of
// BENCH_SANDBOX_URL/BENCH_SANDBOX_KEY or one of its own (`--seed demo`, page_demo_01: 6 audiences).
// Each round, in this order:
//   - trend, first open: the day cache emptied, a fresh Models::Connection (nothing in memory) with a
//     Ui::TrendView shown (1200 × 760) on Last 90 days: requests made, and the time from show() to the
//     chart painted after the last day arrived;
//   - trend, second open: another fresh Connection on the same store (another run of the console, as
//     far as memory goes): the same figures; the baseline of the pair is the first open;
//   - impact card, cold: the day cache emptied, a fresh Ui::ImpactCard of the showcase's publish of
//     21 days ago (version 11 of aud_demo_003) with 4-week windows: requests, and the time from
//     setPublish() to its figures shown (ImpactCard::figuresShown);
//   - impact card, warm: another fresh card, the store now holding the days: the same figures.
// Prints key=value lines (medians over the rounds). Timings are measurements, never assertions.
#include "analyticsbench.h"
#include "models/analytics/analyticsdaycache.h"
#include "models/analytics/publishmarkers.h"
#include "models/analytics/trendloader.h"
#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "ui/analytics/trendchartview.h"
#include "ui/analytics/trendview.h"
#include "ui/impact/impactcard.h"
#include "../support/requestcounter.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <QTimer>

using namespace Audience;
using Testing::RequestCounter;

namespace {

struct Figures
{
    QList<double> ms;
    QList<double> requests;
};

// Waits, without a timer of its own, until `done` holds (or 120 s passed).
bool spin(const std::function<bool()> &done)
{
    QElapsedTimer guard;
    guard.start();
    while (!done() && guard.elapsed() < 120000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return done();
}

// Notes the first paint of a widget after arm().
class PaintWatch : public QObject
{
public:
    bool armed = false;
    bool painted = false;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (armed && event->type() == QEvent::Paint)
            painted = true;
        return false;
    }
};

void trendOpen(Net::ApiClient &client, Models::ProfileDatabase &store, const QString &pageId, Figures &out)
{
    Models::Connection connection(&client);
    connection.analyticsDays()->setStore(&store);
    connection.setConnected(true); // the models get their client; the pages' first request is not counted
    spin([&] { return connection.pages()->rowCount() > 0 && client.requestsInFlight() == 0; });
    Ui::TrendView view(&connection);
    view.resize(1200, 760);
    view.setVisible(true);
    QCoreApplication::processEvents();
    PaintWatch watch;
    view.chartView()->viewport()->installEventFilter(&watch);
    RequestCounter counter(&client);
    const QDate today = QDateTime::currentDateTimeUtc().toTimeZone(connection.trend()->timeZone()).date();
    const auto range = Models::DateRange::forPreset(Models::DateRange::Preset::Last90Days, today);
    QElapsedTimer clock;
    clock.start();
    view.show(pageId, range, {});
    spin([&] { return !connection.trend()->isLoading(); });
    watch.armed = true;
    view.chartView()->viewport()->update();
    spin([&] { return watch.painted; });
    out.ms.append(double(clock.nsecsElapsed()) / 1e6);
    out.requests.append(counter.started());
}

void impactOpen(Net::ApiClient &client, Models::ProfileDatabase &store, const QString &pageId, const Models::PublishMarker &publish,
                Figures &out)
{
    Models::Connection connection(&client);
    connection.analyticsDays()->setStore(&store);
    Ui::ImpactCard card(&connection);
    card.setWeeks(4);
    bool shown = false;
    QObject::connect(&card, &Ui::ImpactCard::figuresShown, &card, [&] { shown = true; });
    RequestCounter counter(&client);
    QElapsedTimer clock;
    clock.start();
    card.setPublish(pageId, publish);
    spin([&] { return shown; });
    out.ms.append(double(clock.nsecsElapsed()) / 1e6);
    out.requests.append(counter.started());
}

void print(const char *name, const Figures &figures)
{
    std::printf("%s_ms=%.1f\n%s_requests=%.0f\n", name, Bench::median(figures.ms), name, Bench::median(figures.requests));
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Day cache: trend and impact card, first and second open"));
    parser.addHelpOption();
    const QCommandLineOption roundsOption(QStringLiteral("rounds"), QStringLiteral("Rounds."), QStringLiteral("n"), QStringLiteral("5"));
    parser.addOption(roundsOption);
    parser.process(app);
    const int rounds = std::max(1, parser.value(roundsOption).toInt());
    const QString pageId = QStringLiteral("page_demo_01");

    Bench::BenchSandbox sandbox;
    if (!sandbox.open(QStringLiteral("demo")))
        return 2;
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(sandbox.key());
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(sandbox.url());
    QTemporaryDir folder;
    Models::ProfileDatabase store;
    if (!store.open(Models::ProfileDatabase::pathInFolder(folder.path())))
        return 3;
    Models::AnalyticsDayCache cache;
    cache.setStore(&store);

    // The showcase's publish, as the sandbox has it.
    Models::VersionFollower versions;
    versions.setClient(&client);
    versions.open(pageId, QStringLiteral("aud_demo_003"), QStringLiteral("ver_demo_003_11"));
    spin([&] { return versions.version(QStringLiteral("ver_demo_003_11")).has_value(); });
    const auto publish = Models::publishOf(*versions.version(QStringLiteral("ver_demo_003_11")));
    if (!publish)
        return 4;

    Figures firstOpen, secondOpen, cold, warm;
    for (int round = 0; round < rounds; ++round) {
        cache.clear();
        trendOpen(client, store, pageId, firstOpen);
        trendOpen(client, store, pageId, secondOpen);
        cache.clear();
        impactOpen(client, store, pageId, *publish, cold);
        impactOpen(client, store, pageId, *publish, warm);
    }
    std::printf("rounds=%d\n", rounds);
    print("trend_first_open", firstOpen);
    print("trend_second_open", secondOpen);
    std::printf("trend_second_over_first=%.3f\n", Bench::median(secondOpen.ms) / Bench::median(firstOpen.ms));
    print("impact_cold", cold);
    print("impact_warm", warm);
    std::printf("impact_warm_over_cold=%.3f\n", Bench::median(warm.ms) / Bench::median(cold.ms));
    return 0;
}
