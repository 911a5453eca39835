// bench-storelock.sh: the longest GUI-thread stall while sending a message with the profile's store
// locked by another connection holding BEGIN EXCLUSIVE (another console's long transaction, a
// backup tool, sqlite3 at a prompt), against the same sends with the store free (goal:
// under 100 ms, 2.4 s before). Three runs of `count` sends in one process, through the console's
// own MessageOutbox, ComposerDrafts and WriteJournal, on a loopback server that answers at once:
//  - free: the store is free;
//  - locked-intent: the lock is held while Send is pressed (the intent is refused, nothing sent);
//  - locked-outcome: the lock is taken after the send left, so the answer's outcome meets it (kept
//    in memory, recorded later).
// For each send the GUI-thread time of send() plus the handling of its answer. Prints figures only.
#include "acceptingserver.h"
#include "models/store/profiledatabase.h"
#include "models/store/unrecordedoutcomes.h"
#include "models/store/writejournal.h"
#include "models/workspace/composerdrafts.h"
#include "models/workspace/messageoutbox.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "../support/storefaults.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace Audience;

namespace {


enum class Lock { None, DuringIntent, DuringOutcome };

// `count` sends one after another; each one's GUI-thread time (send() and, when it was sent, the
// handling of its answer).
QList<double> run(Net::ApiClient &client, QNetworkAccessManager &network, Models::ProfileDatabase &store, Models::WriteJournal &journal, Lock lock, int count)
{
    Models::ComposerDrafts drafts;
    drafts.setStore(&store);
    Models::MessageOutbox outbox;
    outbox.setClient(&client);
    outbox.setDrafts(&drafts);
    outbox.tracker()->setJournal(&journal);
    double answerMs = -1;
    QElapsedTimer answerClock;
    QObject::connect(outbox.tracker(), &Models::WriteTracker::stateChanged, [&](const QString &, Models::WriteTracker::State state) {
        if (state == Models::WriteTracker::State::Done || state == Models::WriteTracker::State::Failed)
            answerMs = answerClock.isValid() ? double(answerClock.nsecsElapsed()) / 1e6 : 0;
    });
    // The answer's handling starts when its bytes are in: the network manager's finished comes
    // before the reply's own handlers.
    QObject thisRun; // ends the connection with the run
    QObject::connect(&network, &QNetworkAccessManager::finished, &thisRun, [&answerClock] { answerClock.start(); });
    QList<double> perSend;
    for (int i = 0; i < count; ++i) {
        const QString text = QStringLiteral("Lead with the 30-day pilot, take %1").arg(i);
        drafts.setText(QStringLiteral("aud_1"), text);
        drafts.flush();
        std::unique_ptr<Testing::StoreFaults::StoreLock> held;
        if (lock == Lock::DuringIntent)
            held = std::make_unique<Testing::StoreFaults::StoreLock>(store.path());
        QElapsedTimer sendClock;
        sendClock.start();
        answerMs = -1;
        answerClock.invalidate();
        const QString id = outbox.send(QStringLiteral("page_1"), QStringLiteral("aud_1"), text);
        const double sendMs = double(sendClock.nsecsElapsed()) / 1e6;
        if (id.isEmpty()) {
            perSend.append(sendMs);
            continue;
        }
        if (lock == Lock::DuringOutcome)
            held = std::make_unique<Testing::StoreFaults::StoreLock>(store.path());
        while (answerMs < 0)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        perSend.append(sendMs + answerMs);
        held.reset();
        outbox.discard(id);
    }
    journal.unrecordedOutcomes()->recordNow();
    return perSend;
}

void print(const char *name, const QList<double> &figures)
{
    std::printf("%s-p50-ms=%.3f\n%s-p99-ms=%.3f\n%s-max-ms=%.3f\n", name, Bench::percentile(figures, 0.5), name, Bench::percentile(figures, 0.99),
                name, Bench::percentile(figures, 1.0));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? QByteArray(argv[1]).toInt() : 200;
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
    run(client, network, store, journal, Lock::None, 20); // warm-up: connections, code paths
    std::printf("sends=%d\ngui-busy-timeout-ms=%d\n", count, Models::ProfileDatabase::guiBusyTimeoutMs);
    print("free", run(client, network, store, journal, Lock::None, count));
    print("locked-intent", run(client, network, store, journal, Lock::DuringIntent, count));
    print("locked-outcome", run(client, network, store, journal, Lock::DuringOutcome, count));
    std::printf("outcomes-still-unrecorded=%d\n", journal.unrecordedOutcomes()->count());
    return 0;
}
