// bench-journal.sh: the GUI-thread cost of journaling a write (issue "Nothing is lost").
// 10 000 writes through a WriteTracker on a loopback fake of the service, twice in one process:
// once with the profile's journal (a store on disk, WAL), once without. For each write the time
// spent on the GUI thread is measured where the journal adds work: start() (intent + request
// recorded around the call) and the handling of the answer (the outcome recorded); and once more
// on a store without the triggers that queue each entry for the text index (unqueued: the journal
// before schema step 2), in the same run. Prints the
// percentiles of each run and their ratio, and the store's size on disk.
#include "acceptingserver.h"
#include "models/common/writetracker.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "net/conversationapi.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace Audience;

namespace {


struct Figures
{
    QList<double> perWriteMs;
};

// Runs `count` writes one after another (each waits for its answer) and returns the GUI-thread
// time of each: its start() plus the handling of its answer.
Figures run(Net::ApiClient &client, Models::WriteJournal *journal, int count)
{
    Models::WriteTracker tracker;
    tracker.setClient(&client);
    tracker.setJournal(journal);
    Figures figures;
    double answerMs = 0;
    QElapsedTimer answerClock;
    // The tracker's own handler runs first (it was connected first): time from the reply's finished
    // to the tracker's stateChanged(Done) is the answer's handling, journal included.
    QObject::connect(&tracker, &Models::WriteTracker::stateChanged, [&](const QString &, Models::WriteTracker::State state) {
        if (state == Models::WriteTracker::State::Done)
            answerMs = double(answerClock.nsecsElapsed()) / 1e6;
    });
    for (int i = 0; i < count; ++i) {
        Models::WriteTracker::Write write;
        write.note = {Models::JournalOperation::sendMessage, QStringLiteral("workspace"), QStringLiteral("page_1"), QStringLiteral("aud_1"),
                      QStringLiteral("aud_1"), {}, QJsonObject{{QStringLiteral("message"), QStringLiteral("Lead with the 30-day pilot")}}};
        write.send = [&answerClock](Net::ApiClient &c, const QString &key, QObject *context) -> Net::ApiReply * {
            Net::ApiReply *reply = c.conversation().send(QStringLiteral("page_1"), QStringLiteral("aud_1"),
                                                         {QStringLiteral("Lead with the 30-day pilot"), key, std::nullopt}, context);
            // Started when the answer arrives: the reply's finished comes before the tracker's.
            QObject::connect(reply, &Net::ApiReply::finished, reply, [&answerClock] { answerClock.start(); }, Qt::DirectConnection);
            return reply;
        };
        QElapsedTimer startClock;
        startClock.start();
        const QString item = QStringLiteral("w%1").arg(i);
        tracker.start(item, std::move(write));
        const double startMs = double(startClock.nsecsElapsed()) / 1e6;
        answerMs = -1;
        while (answerMs < 0)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        figures.perWriteMs.append(startMs + answerMs);
        tracker.forget(item);
    }
    return figures;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? QByteArray(argv[1]).toInt() : 10000;
    Bench::AcceptingServer server;
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(QByteArrayLiteral("bench-key"));
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())));

    QTemporaryDir dir;
    Models::ProfileDatabase store;
    if (!store.open(Models::ProfileDatabase::pathInFolder(dir.path()))) {
        std::fprintf(stderr, "cannot open the store: %s\n", qPrintable(store.error()));
        return 1;
    }
    Models::WriteJournal journal(store);
    // The baseline of schema step 2 in the same run: a store of its own without the triggers that
    // queue each entry for the text index (what a write cost before), its worker still running.
    QTemporaryDir untriggeredDir;
    Models::ProfileDatabase untriggered;
    if (!untriggered.open(Models::ProfileDatabase::pathInFolder(untriggeredDir.path()))) {
        std::fprintf(stderr, "cannot open the second store: %s\n", qPrintable(untriggered.error()));
        return 1;
    }
    for (const char *trigger : {"journal_text_queue_added", "journal_text_queue_changed", "journal_text_queue_deleted"})
        QSqlQuery(untriggered.database()).exec(QStringLiteral("DROP TRIGGER %1").arg(QLatin1StringView(trigger)));
    Models::WriteJournal untriggeredJournal(untriggered);
    run(client, nullptr, 200); // warm-up: connections, code paths
    const Figures bare = run(client, nullptr, count);
    const Figures unqueued = run(client, &untriggeredJournal, count);
    const Figures journaled = run(client, &journal, count);
    const double bareP50 = Bench::percentile(bare.perWriteMs, 0.5), bareP99 = Bench::percentile(bare.perWriteMs, 0.99);
    const double p50 = Bench::percentile(journaled.perWriteMs, 0.5), p99 = Bench::percentile(journaled.perWriteMs, 0.99);
    std::printf("writes=%d\n", count);
    std::printf("bare-p50-ms=%.3f\nbare-p99-ms=%.3f\nbare-max-ms=%.3f\n", bareP50, bareP99, Bench::percentile(bare.perWriteMs, 1.0));
    std::printf("unqueued-p50-ms=%.3f\nunqueued-p99-ms=%.3f\nunqueued-max-ms=%.3f\n", Bench::percentile(unqueued.perWriteMs, 0.5),
                Bench::percentile(unqueued.perWriteMs, 0.99), Bench::percentile(unqueued.perWriteMs, 1.0));
    std::printf("journaled-p50-ms=%.3f\njournaled-p99-ms=%.3f\njournaled-max-ms=%.3f\n", p50, p99, Bench::percentile(journaled.perWriteMs, 1.0));
    std::printf("p99-added-ms=%.3f\np99-ratio=%.2f\n", p99 - bareP99, bareP99 > 0 ? p99 / bareP99 : 0.0);
    // The database itself, and the write-ahead log the burst left before its next checkpoint.
    std::printf("database-bytes=%lld\nwal-bytes=%lld\n", QFileInfo(store.path()).size(),
                QFileInfo(store.path() + QStringLiteral("-wal")).size());
    // The store's background checkpoint folds the log in, and the next write cuts it back.
    QElapsedTimer idle;
    idle.start();
    while (idle.elapsed() < 2 * Models::ProfileDatabase::checkpointIntervalMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    journal.recordIntent({Models::JournalOperation::sendMessage, QStringLiteral("workspace"), {}, {}, {}, {}, {}}, QStringLiteral("last")).value_or(0);
    std::printf("after-checkpoint-database-bytes=%lld\nafter-checkpoint-wal-bytes=%lld\n", QFileInfo(store.path()).size(),
                QFileInfo(store.path() + QStringLiteral("-wal")).size());
    return 0;
}
