// Figure for docs/performance.md ("Client (net/)"): fetching every page of a scale:N sandbox
// through ApiClient against a bare QNetworkAccessManager loop making the same requests, in one run.
// The bare loop parses each body with QJsonDocument, as bare Qt code would; a second, transport-only
// loop reads nothing but the cursor (a byte search) and shows what the client costs over the wire.
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

enum class BareParse { QJson, CursorOnly };

// The nextCursor of an envelope found by a byte search, for the transport-only loop.
static QString cursorByByteSearch(const QByteArray &body)
{
    static const QByteArray marker = QByteArrayLiteral("\"nextCursor\":\"");
    const qsizetype at = body.lastIndexOf(marker);
    if (at < 0)
        return {};
    const qsizetype begin = at + marker.size();
    return QString::fromLatin1(body.mid(begin, body.indexOf('"', begin) - begin));
}

static Fetched fetchBare(QNetworkAccessManager &network, const QUrl &base, const QByteArray &key, int limit,
                         BareParse parse = BareParse::QJson)
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
            if (parse == BareParse::CursorOnly) {
                cursor = cursorByByteSearch(reply->readAll());
                if (cursor.isEmpty())
                    loop.quit();
                else
                    next();
                return;
            }
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

    QList<double> clientMs, bareMs, ratios, transportMs, transportRatios;
    Fetched lastClient, lastBare;
    for (int r = 0; r < rounds; ++r) {
        // Alternate which goes first so that drift hits all alike.
        if (r % 2 == 0) {
            lastClient = fetchWithClient(client, limit);
            lastBare = fetchBare(bareNetwork, sandbox.baseUrl(), sandbox.apiKey(), limit);
            transportMs.append(fetchBare(bareNetwork, sandbox.baseUrl(), sandbox.apiKey(), limit, BareParse::CursorOnly).ms);
        } else {
            transportMs.append(fetchBare(bareNetwork, sandbox.baseUrl(), sandbox.apiKey(), limit, BareParse::CursorOnly).ms);
            lastBare = fetchBare(bareNetwork, sandbox.baseUrl(), sandbox.apiKey(), limit);
            lastClient = fetchWithClient(client, limit);
        }
        clientMs.append(lastClient.ms);
        bareMs.append(lastBare.ms);
        ratios.append(lastClient.ms / lastBare.ms);
        transportRatios.append(lastClient.ms / transportMs.constLast());
    }
    for (QList<double> *list : {&clientMs, &bareMs, &ratios, &transportMs, &transportRatios})
        std::sort(list->begin(), list->end());
    if (lastClient.items != lastBare.items || lastClient.items != pages)
        std::printf("warning: client saw %lld pages, bare loop %lld, expected %d\n", static_cast<long long>(lastClient.items),
                    static_cast<long long>(lastBare.items), pages);
    std::printf("fetch all %lld pages of scale:%d (%d requests of limit %d): client %.1f ms; bare QNetworkAccessManager loop %.1f ms; "
                "ratio %.3fx (median of %d, goal <= 1.1x)\n",
                static_cast<long long>(lastClient.items), pages, lastClient.requests, limit, clientMs.at(rounds / 2), bareMs.at(rounds / 2),
                ratios.at(rounds / 2), rounds);
    std::printf("  against a transport-only loop that reads just the cursor (no JSON parse): %.1f ms; ratio %.3fx\n",
                transportMs.at(rounds / 2), transportRatios.at(rounds / 2));
    return 0;
}
