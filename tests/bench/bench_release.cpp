// bench_release: many audiences at once on `--seed wide:50` (50 audiences, each with a
// draft waiting), in one run:
//   publish: the console's release of all 50 (ReleaseRun: each member journaled, read again, then
//     published, 4 publishes at a time) against a bare QNetworkAccessManager loop making the same 50
//     publishes 4 at a time, each on a fresh sandbox of its own (a publish uses its draft up),
//     interleaved; wall time and the longest GUI-thread stall during the release;
//   instruct: one instruction to the 50 (BulkInstruction) until all 50 drafts are ready, against
//     the sandbox's own processing time (first queuedAt to last becameDraftAt of the 50 versions);
//     GET requests per version (mean, max), and the longest stall.
// Prints key=value lines for bench-release.sh. Measurements, never assertions.
#include "analyticsbench.h"
#include "stallmeter.h"

#include "models/release/bulkinstruction.h"
#include "models/release/releaserun.h"
#include "models/shell/connection.h"
#include "models/store/writejournal.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Audience;

namespace {

constexpr int audiences = 50;
constexpr int inFlight = 4;

QString audienceId(int n)
{
    return QStringLiteral("aud_wide_%1").arg(n, 4, 10, QLatin1Char('0'));
}

QString draftId(int n)
{
    return QStringLiteral("ver_wide_%1_2").arg(n, 4, 10, QLatin1Char('0'));
}

std::unique_ptr<Testing::SandboxProcess> startSandbox(const QStringList &extra = {})
{
    auto sandbox = std::make_unique<Testing::SandboxProcess>();
    if (!sandbox->start(QStringList{QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                    QStringLiteral("wide:%1").arg(audiences)} + extra, 120000)) {
        std::fprintf(stderr, "sandbox did not start: %s\n", qPrintable(sandbox->errorString()));
        return nullptr;
    }
    return sandbox;
}

// The baseline: the same 50 POST …/publish, 4 at a time, nothing else; with `readFirst`, each
// preceded by its GET of the version (the requests the console's release makes). Milliseconds, -1 on error.
double bareLoop(const Testing::SandboxProcess &sandbox, bool readFirst = false)
{
    QNetworkAccessManager network;
    int next = 1, running = 0, done = 0, failed = 0;
    QElapsedTimer clock;
    std::function<void()> startOne = [&] {
        const int n = next++;
        QUrl url = sandbox.baseUrl();
        url.setPath(QStringLiteral("/v0/pages/page_wide_0001/audiences/%1/versions/%2/publish").arg(audienceId(n), draftId(n)));
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        request.setRawHeader("x-api-key", sandbox.apiKey());
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        const QJsonObject body{{QStringLiteral("operationKey"), QUuid::createUuid().toString(QUuid::WithoutBraces)}};
        ++running;
        if (readFirst) {
            QNetworkRequest read(request);
            QUrl versionUrl = url;
            versionUrl.setPath(url.path().chopped(int(qstrlen("/publish"))));
            read.setUrl(versionUrl);
            QNetworkReply *get = network.get(read);
            QObject::connect(get, &QNetworkReply::finished, get, [&, get, request, body, n] {
                get->deleteLater();
                QNetworkReply *reply = network.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
                QObject::connect(reply, &QNetworkReply::finished, reply, [&, reply] {
                    failed += reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200 ? 0 : 1;
                    reply->deleteLater();
                    --running;
                    ++done;
                    if (next <= audiences)
                        startOne();
                });
                Q_UNUSED(n);
            });
            return;
        }
        QNetworkReply *reply = network.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
        QObject::connect(reply, &QNetworkReply::finished, reply, [&, reply] {
            failed += reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200 ? 0 : 1;
            reply->deleteLater();
            --running;
            ++done;
            if (next <= audiences)
                startOne();
        });
    };
    clock.start();
    for (int i = 0; i < inFlight; ++i)
        startOne();
    if (!QTest::qWaitFor([&] { return done == audiences; }, 120000))
        std::fprintf(stderr, "bench_release: the run did not end in time: the next figure is not a whole run\n");
    const double ms = clock.nsecsElapsed() / 1e6;
    return done == audiences && failed == 0 ? ms : -1;
}

struct ConsoleSide
{
    QNetworkAccessManager network;
    std::unique_ptr<Net::StaticApiKeyProvider> keys;
    std::unique_ptr<Net::ApiClient> client;
    std::unique_ptr<Models::Connection> connection;
    QTemporaryDir folder;

    bool connect(const Testing::SandboxProcess &sandbox)
    {
        keys = std::make_unique<Net::StaticApiKeyProvider>(sandbox.apiKey());
        client = std::make_unique<Net::ApiClient>(&network, keys.get());
        client->setBaseUrl(sandbox.baseUrl());
        connection = std::make_unique<Models::Connection>(client.get());
        connection->setProfileFolder(folder.filePath(QStringLiteral("profile")));
        connection->setConnected(true);
        return QTest::qWaitFor([this] { return connection->journal() != nullptr; }, 30000);
    }
};

struct ReleaseFigures
{
    double ms = -1;
    double stallMs = 0;
};

ReleaseFigures consoleRelease(const Testing::SandboxProcess &sandbox)
{
    ConsoleSide side;
    if (!side.connect(sandbox))
        return {};
    QList<Models::ReleaseRun::Member> members;
    for (int n = 1; n <= audiences; ++n)
        members.append({{QStringLiteral("page_wide_0001"), audienceId(n), QStringLiteral("Audience %1").arg(n)}, draftId(n), 2});
    Models::ReleaseRun run(*side.connection->serviceLink(), *side.connection->storeLink(), *side.connection->publishActions(),
                           *side.connection->versionFollower());
    Bench::StallMeter meter;
    QElapsedTimer clock;
    meter.start();
    clock.start();
    if (!run.start(members))
        return {};
    if (!QTest::qWaitFor([&] { return !run.isRunning(); }, 120000))
        std::fprintf(stderr, "bench_release: the run did not end in time: the next figure is not a whole run\n");
    const double ms = clock.nsecsElapsed() / 1e6;
    meter.stop();
    if (run.count(Models::ReleaseRun::Stage::Done) != audiences) {
        std::fprintf(stderr, "release: %s\n", qPrintable(run.resultText()));
        return {};
    }
    return {ms, meter.longestMs()};
}

int runPublish(int runs)
{
    QList<double> ratios, bare, console, stalls, withRead, readRatios;
    for (int r = 0; r < runs; ++r) {
        auto first = startSandbox(), second = startSandbox(), third = startSandbox();
        if (!first || !second || !third)
            return 2;
        const double readBaseline = bareLoop(*third, true);
        withRead.append(readBaseline);
        // Interleaved: who goes first changes every run (the machine warms up for both).
        const bool consoleFirst = r % 2 == 1;
        ReleaseFigures figures;
        double baseline = -1;
        if (consoleFirst) {
            figures = consoleRelease(*first);
            baseline = bareLoop(*second);
        } else {
            baseline = bareLoop(*first);
            figures = consoleRelease(*second);
        }
        if (figures.ms < 0 || baseline < 0)
            return 3;
        bare.append(baseline);
        console.append(figures.ms);
        stalls.append(figures.stallMs);
        ratios.append(figures.ms / baseline);
        readRatios.append(figures.ms / readBaseline);
        std::fprintf(stderr, "run %d: console %.0f ms, bare %.0f ms, stall %.1f ms\n", r + 1, figures.ms, baseline, figures.stallMs);
    }
    std::printf("publish-console-ms=%.0f\npublish-bare-ms=%.0f\npublish-ratio=%.2f\npublish-stall-max-ms=%.1f\n",
                Bench::median(console), Bench::median(bare), Bench::median(ratios),
                *std::max_element(stalls.cbegin(), stalls.cend()));
    std::printf("publish-bare-with-read-ms=%.0f\npublish-ratio-to-read=%.2f\n", Bench::median(withRead), Bench::median(readRatios));
    return 0;
}

int runInstruct()
{
    auto sandbox = startSandbox(); // the default processing delay: 3 steps of 300 ms per version
    if (!sandbox)
        return 2;
    ConsoleSide side;
    if (!side.connect(*sandbox))
        return 3;
    Models::AudienceKeys keys;
    for (int n = 1; n <= audiences; ++n)
        keys.append({QStringLiteral("page_wide_0001"), audienceId(n), QStringLiteral("Audience %1").arg(n)});
    Models::VersionFollower *follower = side.connection->versionFollower();
    Models::BulkInstruction bulk(side.connection->messageOutbox(), follower);
    int mostGetsAtOnce = 0;
    QObject::connect(follower, &Models::VersionFollower::versionsChanged, follower,
                     [&] { mostGetsAtOnce = std::max(mostGetsAtOnce, follower->getsInFlight()); });
    Bench::StallMeter meter;
    QElapsedTimer clock;
    meter.start();
    clock.start();
    if (!bulk.start(keys, QStringLiteral("Lead with the 30-day pilot.")))
        return 4;
    if (!QTest::qWaitFor([&] { return bulk.isFinished(); }, 300000))
        std::fprintf(stderr, "bench_release: the run did not end in time: the next figure is not a whole run\n");
    const double ms = clock.nsecsElapsed() / 1e6;
    meter.stop();
    if (bulk.count(Models::BulkInstruction::Stage::Done) != audiences) {
        std::fprintf(stderr, "instruct: %s\n", qPrintable(bulk.progressText()));
        return 5;
    }
    QDateTime firstQueued, lastDraft;
    QList<double> gets;
    for (int i = 0; i < bulk.rowCount(); ++i) {
        const auto version = follower->version(bulk.row(i).versionId);
        gets.append(follower->getsAsked(bulk.row(i).versionId));
        const QDateTime queued = QDateTime::fromString(version->queuedAt.value_or(QString()), Qt::ISODateWithMs);
        const QDateTime draft = QDateTime::fromString(version->becameDraftAt.value_or(QString()), Qt::ISODateWithMs);
        if (queued.isValid() && (!firstQueued.isValid() || queued < firstQueued))
            firstQueued = queued;
        if (draft.isValid() && (!lastDraft.isValid() || draft > lastDraft))
            lastDraft = draft;
    }
    const double serviceMs = firstQueued.isValid() && lastDraft.isValid() ? double(firstQueued.msecsTo(lastDraft)) : -1;
    double sum = 0;
    for (const double g : gets)
        sum += g;
    std::printf("instruct-console-ms=%.0f\ninstruct-service-ms=%.0f\ninstruct-ratio=%.2f\n", ms, serviceMs,
                serviceMs > 0 ? ms / serviceMs : -1.0);
    std::printf("instruct-gets-mean=%.2f\ninstruct-gets-max=%.0f\ninstruct-gets-at-once-max=%d\ninstruct-stall-max-ms=%.1f\n",
                sum / gets.size(), *std::max_element(gets.cbegin(), gets.cend()), mostGetsAtOnce, meter.longestMs());
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Many audiences at once on wide:50 (see docs/performance.md)"));
    parser.addHelpOption();
    const QCommandLineOption mode(QStringLiteral("mode"), QStringLiteral("publish or instruct"), QStringLiteral("mode"),
                                  QStringLiteral("publish"));
    const QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("Interleaved runs of the publish figures."),
                                  QStringLiteral("n"), QStringLiteral("5"));
    parser.addOptions({mode, runs});
    parser.process(app);
    if (parser.value(mode) == QLatin1StringView("instruct"))
        return runInstruct();
    return runPublish(std::max(1, parser.value(runs).toInt()));
}
