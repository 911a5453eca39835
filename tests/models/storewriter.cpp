// storewriter: another console's store, in a process of its own, for tst_liveruns. It opens the
// profile's store at the path given, journals one write as sent (pending) and prints
// "pending <id>", then takes commands on stdin, one a line: "done" records the last write's
// outcome ("done <id>"), "intent" journals another ("pending <id>"). It stays until it is killed.
//   storewriter <store path>
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <cstdio>
#include <unistd.h>

using namespace Audience::Models;

namespace {

qint64 journalOne(WriteJournal &journal)
{
    static int made = 0;
    JournalNote note;
    note.operation = JournalOperation::publishVersion;
    note.area = QStringLiteral("workspace");
    note.targetId = QStringLiteral("ver_%1").arg(++made);
    const qint64 id = journal.recordIntent(note, QStringLiteral("key-%1-%2").arg(QCoreApplication::applicationPid()).arg(made)).value_or(0);
    std::printf("pending %lld\n", id);
    std::fflush(stdout);
    return id;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return 2;
    ProfileDatabase store;
    if (!store.open(QString::fromLocal8Bit(argv[1]))) {
        std::fprintf(stderr, "storewriter: %s\n", qPrintable(store.error()));
        return 1;
    }
    WriteJournal journal(store);
    qint64 last = journalOne(journal);
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        char line[64] = {};
        const ssize_t size = ::read(STDIN_FILENO, line, sizeof line - 1);
        if (size <= 0) {
            input.setEnabled(false);
            return;
        }
        if (qstrncmp(line, "done", 4) == 0) {
            journal.recordDone(last, "{}");
            std::printf("done %lld\n", last);
            std::fflush(stdout);
        } else if (qstrncmp(line, "intent", 6) == 0) {
            last = journalOne(journal);
        }
    });
    return QCoreApplication::exec();
}
