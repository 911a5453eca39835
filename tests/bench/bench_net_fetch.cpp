// Figure for docs/performance.md ("Client (net/)"): fetching every page of a scale:N sandbox
// through ApiClient against a bare QNetworkAccessManager loop making the same requests, in one run.
// usage: bench_net_fetch [pages=10000] [limit=200] [rounds=5]
// (A benchmark, not production code: it spins local event loops to wait.)
#include "net/apiclient.h"
#include "support/sandboxprocess.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QUrlQuery>

#include <algorithm>
#include <cstdio>

using namespace Audience::Net;

struct Fetched
{
    qint64 items = 0;
    int requests = 0;
    double ms = 0;
};

static Fetched fetchWithClient(ApiClient &client, int limit)
{
    Fetched result;
    QEventLoop loop;
    QString cursor;
    QElapsedTimer clock;
    clock.start();
    std::function<void()> next = [&] {
        ++result.requests;
        client.pages().list({.cursor = cursor, .limit = limit})->then(&loop, [&](const PageList &list) {
            result.items += list.items.size();
            if (list.hasMore && list.nextCursor) {
                cursor = *list.nextCursor;
                next();
            } else {
                loop.quit();
            } }, [&](const ApiError &error) {
                qWarning("client fetch failed: %s", qPrintable(error.toString()));
                loop.quit(); });
    };
    next();
    loop.exec();
    result.ms = double(clock.nsecsElapsed()) / 1e6;
    return result;
}

static Fetched fetchBare(QNetworkAccessManager &network, const QUrl &base, const QByteArray &key, int limit)
{
    Fetched result;
    QEventLoop loop;
    QString cursor;
    QElapsedTimer clock;
    clock.start();
    std::function<void()> next = [&] {
        ++result.requests;
        QUrl url = base;
        url.setPath(QStringLiteral("/v0/pages"));
        QUrlQuery query;
        if (!cursor.isEmpty())
            query.addQueryItem(QStringLiteral("cursor"), QString::fromLatin1(QUrl::toPercentEncoding(cursor)));
        query.addQueryItem(QStringLiteral("limit"), QString::number(limit));
        url.setQuery(query);
        QNetworkRequest request(url);
        request.setRawHeader("x-api-key", key);
        QNetworkReply *reply = network.get(request);
        QObject::connect(reply, &QNetworkReply::finished, &loop, [&, reply] {
            reply->deleteLater();
            const QJsonObject envelope = QJsonDocument::fromJson(reply->readAll()).object();
            result.items += envelope.value(QStringLiteral("items")).toArray().size();
            const QJsonValue nextCursor = envelope.value(QStringLiteral("nextCursor"));
            if (envelope.value(QStringLiteral("hasMore")).toBool() && nextCursor.isString()) {
                cursor = nextCursor.toString();
                next();
            } else {
                loop.quit();
            }
        });
    };
    next();
    loop.exec();
    result.ms = double(clock.nsecsElapsed()) / 1e6;
    return result;
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int pages = argc > 1 ? QByteArray(argv[1]).toInt() : 10000;
    const int limit = argc > 2 ? QByteArray(argv[2]).toInt() : 200;
    const int rounds = argc > 3 ? QByteArray(argv[3]).toInt() : 5;

    Audience::Testing::SandboxProcess sandbox;
    if (!sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("scale:%1").arg(pages),
                        QStringLiteral("--processing-delay-ms"), QStringLiteral("0")},
                       300000)) {
        std::fprintf(stderr, "sandbox did not start: %s\n", qPrintable(sandbox.errorString()));
        return 1;
    }
    QNetworkAccessManager clientNetwork;
    QNetworkAccessManager bareNetwork;
    StaticApiKeyProvider keys(sandbox.apiKey());
    ApiClient client(&clientNetwork, &keys);
    client.setBaseUrl(sandbox.baseUrl());

    // Warm up both (connections, caches of the sandbox's SQLite).
    fetchWithClient(client, limit);
    fetchBare(bareNetwork, sandbox.baseUrl(), sandbox.apiKey(), limit);

    QList<double> clientMs, bareMs, ratios;
    Fetched lastClient, lastBare;
    for (int r = 0; r < rounds; ++r) {
        // Alternate which goes first so that drift hits both alike.
        if (r % 2 == 0) {
            lastClient = fetchWithClient(client, limit);
            lastBare = fetchBare(bareNetwork, sandbox.baseUrl(), sandbox.apiKey(), limit);
        } else {
            lastBare = fetchBare(bareNetwork, sandbox.baseUrl(), sandbox.apiKey(), limit);
            lastClient = fetchWithClient(client, limit);
        }
        clientMs.append(lastClient.ms);
        bareMs.append(lastBare.ms);
        ratios.append(lastClient.ms / lastBare.ms);
    }
    std::sort(clientMs.begin(), clientMs.end());
    std::sort(bareMs.begin(), bareMs.end());
    std::sort(ratios.begin(), ratios.end());
    if (lastClient.items != lastBare.items || lastClient.items != pages)
        std::printf("warning: client saw %lld pages, bare loop %lld, expected %d\n", static_cast<long long>(lastClient.items),
                    static_cast<long long>(lastBare.items), pages);
    std::printf("fetch all %lld pages of scale:%d (%d requests of limit %d): client %.1f ms; bare QNetworkAccessManager loop %.1f ms; "
                "ratio %.3fx (median of %d, goal <= 1.1x)\n",
                static_cast<long long>(lastClient.items), pages, lastClient.requests, limit, clientMs.at(rounds / 2), bareMs.at(rounds / 2),
                ratios.at(rounds / 2), rounds);
    return 0;
}
