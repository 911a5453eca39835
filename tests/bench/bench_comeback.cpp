// bench-comeback.sh: coming back after an outage against a first start. The real main window with
// its ten places open, on a demo sandbox (a real process): the service is stopped, the outage seen
// (F5), the service started again on the same port, and Retry Now pressed. The figure is the time
// from that press (the service already answering) to the first rows of the place on screen (Pages)
// read again, against the time from connecting to the first rows of a first start. Each is
// measured BENCH_RUNS times (default 5); the medians are printed. Goal: the first rows within 1 s
// of the service answering.
#include "models/common/placeids.h"
#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "models/shell/connectionstate.h"
#include "net/apiclient.h"
#include "support/sandboxprocess.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/placeplugins.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace Audience;

namespace {

bool waitFor(const std::function<bool()> &done, int timeoutMs = 30000)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    return true;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8());
    const QStringList seed{QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo")};
    Testing::SandboxProcess service;
    if (!service.start(seed)) {
        std::fprintf(stderr, "bench_comeback: %s\n", qPrintable(service.errorString()));
        return 1;
    }
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(service.apiKey());
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(service.baseUrl());
    Ui::MainWindow window;
    window.placePlugins()->setFolders({QStringLiteral(AUDIENCE_PLACE_PLUGIN_DIR)});
    window.setClient(&client);
    window.show();
    Models::Connection *connection = window.connection();
    Models::PageListModel *pages = connection->pages();
    Models::ConnectionState *reach = connection->connectionState();
    const QStringList places{Models::PlaceId::pages, Models::PlaceId::audiences, Models::PlaceId::review,
                             Models::PlaceId::analytics, Models::PlaceId::people, Models::PlaceId::webhooks,
                             Models::PlaceId::pageLinks, Models::PlaceId::topics, Models::PlaceId::accounts,
                             Models::PlaceId::activity};
    const int runs = qEnvironmentVariableIsSet("BENCH_RUNS") ? qEnvironmentVariableIntValue("BENCH_RUNS") : 5;
    QList<double> firstStarts;
    QList<double> comebacks;
    for (int run = 0; run < runs; ++run) {
        // A first start: connecting, then the first rows of Pages.
        window.setConnected(false);
        window.goTo(Models::PlaceId::pages);
        QSignalSpy firstRows(pages, &Models::PagedListModel::pageLoaded);
        QElapsedTimer clock;
        clock.start();
        window.setConnected(true);
        if (!waitFor([&] { return !firstRows.isEmpty(); }))
            return std::fprintf(stderr, "bench_comeback: no first rows\n"), 1;
        firstStarts.append(clock.nsecsElapsed() / 1e6);

        // Ten places open, each done with its first reads; Pages on screen.
        for (const QString &place : places)
            window.goTo(place);
        waitFor([&] { return client.requestsInFlight() == 0; });
        window.goTo(Models::PlaceId::pages);

        // The outage, seen by a read, and the service back on the same port.
        service.stop();
        window.reloadCurrent();
        if (!waitFor([&] { return reach->isOutage() && !reach->isTrying(); }))
            return std::fprintf(stderr, "bench_comeback: the outage was not seen\n"), 1;
        if (!service.startAgain(seed))
            return std::fprintf(stderr, "bench_comeback: %s\n", qPrintable(service.errorString())), 1;
        QSignalSpy againRows(pages, &Models::PagedListModel::pageLoaded);
        clock.restart();
        reach->retryNow();
        if (!waitFor([&] { return !againRows.isEmpty(); }))
            return std::fprintf(stderr, "bench_comeback: the rows did not come back\n"), 1;
        comebacks.append(clock.nsecsElapsed() / 1e6);
        waitFor([&] { return client.requestsInFlight() == 0; }, 10000);
    }
    std::printf("first start, connect to first rows of Pages:         median %.1f ms (%d runs)\n", median(firstStarts), runs);
    std::printf("coming back, Retry Now to first rows (10 places open): median %.1f ms (%d runs)\n", median(comebacks), runs);
    return 0;
}
