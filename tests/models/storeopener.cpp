// A console opening its profile's store, alone in a process, for tst_storeopening: opens a
// ProfileDatabase on the path given on the command line and prints "ok" or "error: <words>" (then
// "problem: <words>" for each of its problems()), exiting 0 or 1.
//   --wait-for-go  prints "ready" and opens only once a line arrives on stdin, so that a test can
//                  make two processes open the same new profile at the same moment.
//   --begin-releases <count> <prefix>  then begins <count> releases <prefix>-1… in the release
//                  log, one after another, printing "begun <n>" (two such processes at once: each
//                  keeps the other's).
#include "models/release/releaselog.h"
#include "models/store/profiledatabase.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    if (arguments.size() < 2) {
        std::fputs("usage: storeopener <path of console.sqlite> [--wait-for-go]\n", stderr);
        return 2;
    }
    QTextStream out(stdout);
    if (arguments.contains(QStringLiteral("--wait-for-go"))) {
        out << "ready" << Qt::endl;
        // Blocking is the point here: this process has nothing else to do until the test says go.
        QTextStream in(stdin);
        in.readLine();
    }
    Audience::Models::ProfileDatabase store;
    const bool opened = store.open(arguments.at(1));
    out << (opened ? QStringLiteral("ok") : QStringLiteral("error: ") + store.error()) << Qt::endl;
    for (const QString &problem : store.problems())
        out << "problem: " << problem << Qt::endl;
    const qsizetype releasesAt = arguments.indexOf(QStringLiteral("--begin-releases"));
    if (opened && releasesAt > 0 && releasesAt + 2 < arguments.size()) {
        const int count = arguments.at(releasesAt + 1).toInt();
        int begun = 0;
        for (int n = 1; n <= count; ++n) {
            const Audience::Models::ReleaseLog::Release release{QStringLiteral("%1-%2").arg(arguments.at(releasesAt + 2)).arg(n),
                                                               store.runId(), QDateTime::currentDateTimeUtc(), false, {}};
            begun += Audience::Models::ReleaseLog(store).begin(release) ? 1 : 0;
        }
        out << "begun " << begun << Qt::endl;
    }
    return opened ? 0 : 1;
}
