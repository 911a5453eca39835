// bench_watch (issue "Undo and watch", figures): watching 500 publishes from a warm day cache.
// 100 pages of 5 audiences, each audience with one publish in the last 13 days, and every day the
// watch needs already in the profile's store. A run is what a restart does: a fresh watcher (its
// memory of days empty) reads the day cache and judges all 500. Printed:
//   - the requests per page of a run (the watch's own count, and what reached the server), in UTC
//     (every past day final: none) and in New York (yesterday not final yet in UTC: one a page);
//   - the GUI-thread CPU time of a run, median and worst of --rounds runs (the GUI thread reads
//     which days are cached and asks for the others; a worker reads, decodes and judges them).
// Figures for docs/performance.md, never assertions.
#include "models/analytics/analyticsdaycache.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "models/watch/publishwatcher.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QHash>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <time.h>
#endif

using namespace Audience;

namespace {

constexpr int pageCount = 100;
constexpr int audiencesPerPage = 5;
const QDateTime now(QDate(2026, 3, 20), QTime(12, 0), QTimeZone::utc());

// Answers every analytics request with no rows, and counts them by page.
class CountingServer : public QTcpServer
{
public:
    QHash<QString, int> byPage;
    CountingServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    static const QRegularExpression path(QStringLiteral("GET /v0/pages/([^/]+)/analytics"));
                    const QString text = QString::fromLatin1(socket->readAll());
                    auto matches = path.globalMatch(text);
                    while (matches.hasNext()) {
                        ++byPage[matches.next().captured(1)];
                        static const QByteArray body = R"({"items":[]})";
                        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                                      + QByteArray::number(body.size()) + "\r\n\r\n" + body);
                    }
                });
            }
        });
        listen(QHostAddress::LocalHost, 0);
    }
};

QString pageId(int page)
{
    return QStringLiteral("page_w%1").arg(page, 3, 10, QLatin1Char('0'));
}

QString audienceId(int page, int audience)
{
    return QStringLiteral("aud_w%1_%2").arg(page, 3, 10, QLatin1Char('0')).arg(audience);
}

// Each page's audiences, each with its live version published some day of the last 13.
void learnPublishes(Models::KnownAudiences &known)
{
    QRandomGenerator random(61);
    for (int page = 0; page < pageCount; ++page) {
        for (int a = 0; a < audiencesPerPage; ++a) {
            Net::AudienceRecord record;
            record.audienceId = audienceId(page, a);
            record.pageId = pageId(page);
            record.effectiveName = record.audienceId;
            record.status = QStringLiteral("published");
            Net::AudienceVersion version;
            version.audienceId = record.audienceId;
            version.versionId = QStringLiteral("ver_%1_2").arg(record.audienceId);
            version.versionNumber = 2;
            version.status = QStringLiteral("published");
            version.publishedAt = now.addDays(-1 - int(random.bounded(13))).addSecs(-int(random.bounded(3600))).toString(Qt::ISODate);
            record.publishedVersion = version;
            record.latestVersion = version;
            known.remember(record);
        }
    }
}

// Every past day a watch of the last 14 days needs, for every page, in `zone`.
void warmTheCache(Models::AnalyticsDayCache &cache, const QTimeZone &zone)
{
    QRandomGenerator random(33);
    const QDate today = now.toTimeZone(zone).date();
    for (int page = 0; page < pageCount; ++page) {
        for (QDate day = today.addDays(-(13 + Models::PublishWatch::daysBefore + 1)); day < today; day = day.addDays(1)) {
            QList<Net::AudienceAnalytics> items;
            for (int a = 0; a < audiencesPerPage; ++a) {
                Net::AudienceAnalytics item;
                item.audienceId = audienceId(page, a);
                const double sessions = 40 + random.bounded(40);
                const double conversions = std::round(sessions * (0.08 + random.bounded(8) / 100.0));
                item.totalSessions = sessions;
                item.conversionCount = conversions;
                item.conversionRate = conversions / sessions;
                item.formSubmitCount = std::round(conversions / 3);
                item.formSubmitRate = std::round(conversions / 3) / sessions;
                items.append(item);
            }
            cache.write(pageId(page), zone, day, items);
        }
    }
}

// CPU time this thread has used, in ms (the wall time where the platform has no per-thread clock).
double threadCpuMs([[maybe_unused]] const QElapsedTimer &wall)
{
#ifdef Q_OS_UNIX
    timespec spent{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spent);
    return double(spent.tv_sec) * 1e3 + double(spent.tv_nsec) / 1e6;
#else
    return double(wall.nsecsElapsed()) / 1e6;
#endif
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

struct Run
{
    double ms = 0;     // GUI-thread CPU time, from run() to runFinished
    double wallMs = 0; // the same in wall time (with the server's answers, when days are asked)
    int watched = 0;
    int alerts = 0;
    int mostRequestsOfAPage = 0;
};

// One restart: a fresh watcher on the same store, run until it finished.
Run runOnce(Models::ServiceLink &service, Models::StoreLink &store, Models::VersionFollower &versions,
            Models::KnownAudiences &known, Models::AnalyticsDayCache &cache, const QTimeZone &zone)
{
    Models::PublishWatcher watch(service, store, versions, known, cache);
    watch.setTimeZone(zone);
    QEventLoop loop; // waits without spinning: the thread's CPU time is then the watch's own
    QObject::connect(&watch, &Models::PublishWatcher::runFinished, &loop, &QEventLoop::quit);
    QElapsedTimer clock;
    clock.start();
    const double cpuBefore = threadCpuMs(clock);
    watch.run();
    if (watch.isRunning())
        loop.exec();
    Run run{threadCpuMs(clock) - cpuBefore, double(clock.nsecsElapsed()) / 1e6, int(watch.watched().size()), watch.alertCount(), 0};
    for (int n : watch.requestsOfLastRun())
        run.mostRequestsOfAPage = std::max(run.mostRequestsOfAPage, n);
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int rounds = 5;
    const QStringList args = app.arguments();
    if (const qsizetype at = args.indexOf(QStringLiteral("--rounds")); at >= 0 && at + 1 < args.size())
        rounds = std::max(1, args.at(at + 1).toInt());

    QTemporaryDir folder;
    Models::ProfileDatabase database;
    if (!database.open(Models::ProfileDatabase::pathInFolder(folder.path()))) {
        std::fprintf(stderr, "bench_watch: %s\n", qPrintable(database.error()));
        return 1;
    }
    Models::WriteJournal journal(database);
    CountingServer server;
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider key(QByteArrayLiteral("bench-key"));
    Net::ApiClient client(&network, &key);
    client.setBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())));

    Models::ServiceLink service;
    service.setClient(&client);
    service.setConnected(true);
    Models::StoreLink store;
    Models::VersionFollower versions;
    Models::KnownAudiences known;
    Models::AnalyticsDayCache cache;
    cache.setStore(&database);
    cache.setClock([] { return now; });
    learnPublishes(known);
    store.setOpen(&database, &journal);

    for (const QTimeZone &zone : {QTimeZone::utc(), QTimeZone("America/New_York")}) {
        warmTheCache(cache, zone);
        QList<double> times;
        QList<double> wallTimes;
        Run last;
        server.byPage.clear();
        for (int round = 0; round < rounds; ++round) {
            server.byPage.clear();
            last = runOnce(service, store, versions, known, cache, zone);
            times.append(last.ms);
            wallTimes.append(last.wallMs);
        }
        int mostAtServer = 0;
        for (int n : std::as_const(server.byPage))
            mostAtServer = std::max(mostAtServer, n);
        std::printf("watch %s: %d publishes on %d pages, %d alerts; requests per page: at most %d (watch), %d (server); "
                    "GUI-thread time of a run: median %.1f ms, worst %.1f ms (wall: median %.1f ms) (%d rounds)\n",
                    zone.id().constData(), last.watched, pageCount, last.alerts, last.mostRequestsOfAPage, mostAtServer,
                    median(times), *std::max_element(times.cbegin(), times.cend()), median(wallTimes), rounds);
    }
    store.setOpen(nullptr, nullptr);
    return 0;
}
