// Figure for docs/performance.md ("Client (net/)"): decoding a 100-page list into wire types
// against a bare QJsonDocument::fromJson of the same bytes, in one run. Prints the ratio.
// usage: bench_net_decode [page-list.json]   (default: 100 pages built from tests/data/corpus/page/fixture.json)
#include "net/envelope.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>

using namespace Audience::Net;

static QByteArray hundredPages()
{
    QFile file(QStringLiteral(AUDIENCE_TEST_DATA_DIR "/corpus/page/fixture.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read page.json");
    const QJsonObject page = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray items;
    for (int i = 1; i <= 100; ++i) {
        QJsonObject copy = page;
        copy[QStringLiteral("pageId")] = QStringLiteral("page_bench_%1").arg(i, 3, 10, QLatin1Char('0'));
        copy[QStringLiteral("name")] = QStringLiteral("Benchmark page %1").arg(i);
        items.append(copy);
    }
    const QJsonObject envelope{{QStringLiteral("items"), items},
                               {QStringLiteral("hasMore"), true},
                               {QStringLiteral("nextCursor"), QStringLiteral("cursor")},
                               {QStringLiteral("totalCount"), 10000}};
    return QJsonDocument(envelope).toJson(QJsonDocument::Compact);
}

template <typename Work>
static double median(int rounds, int iterations, Work work)
{
    QList<double> samples;
    for (int r = 0; r < rounds; ++r) {
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < iterations; ++i)
            work();
        samples.append(double(clock.nsecsElapsed()) / 1e6 / iterations);
    }
    std::sort(samples.begin(), samples.end());
    return samples.at(samples.size() / 2);
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QByteArray bytes;
    if (argc > 1) {
        QFile file(QString::fromLocal8Bit(argv[1]));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", argv[1]);
        bytes = file.readAll();
    } else {
        bytes = hundredPages();
    }

    qsizetype sink = 0;
    PageList check;
    if (const auto error = decodeJson(bytes, check))
        qFatal("the benchmark input does not decode: %s", qPrintable(error->toString()));

    const int rounds = 9;
    const int iterations = 40;
    // Interleave the two so that machine noise hits both alike.
    QList<double> bare, decoded;
    for (int r = 0; r < rounds; ++r) {
        bare.append(median(1, iterations, [&] { sink += QJsonDocument::fromJson(bytes).object().size(); }));
        decoded.append(median(1, iterations, [&] {
            PageList list;
            if (!decodeJson(bytes, list))
                sink += list.items.size();
        }));
    }
    std::sort(bare.begin(), bare.end());
    std::sort(decoded.begin(), decoded.end());
    const double bareMs = bare.at(rounds / 2);
    const double decodedMs = decoded.at(rounds / 2);
    std::printf("decode %lld-page list (%lld bytes): %.3f ms; bare QJsonDocument::fromJson: %.3f ms; ratio %.2fx (goal <= 2x)%s\n",
                static_cast<long long>(check.items.size()), static_cast<long long>(bytes.size()), decodedMs, bareMs,
                decodedMs / bareMs, sink < 0 ? " " : "");
    return 0;
}
