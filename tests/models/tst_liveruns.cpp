// Two consoles on one profile (issue "The memory never lies"): a write another console still has in
// flight is never called "not confirmed" nor offered for Retry; its outcome shows here without a
// restart; and a console that is killed leaves its write not confirmed, offered again.
#include "models/store/liveruns.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "support/testmain.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_liveruns {

using namespace Audience::Models;

namespace {

JournalNote publishNote(const QString &versionId)
{
    JournalNote note;
    note.operation = JournalOperation::publishVersion;
    note.area = QStringLiteral("workspace");
    note.targetId = versionId;
    return note;
}

// The id in a line "pending 12" or "done 12" the other process printed; 0 when it did not come.
qint64 waitForLine(QProcess &process, const QByteArray &word)
{
    QDeadlineTimer deadline(10000);
    while (!deadline.hasExpired()) {
        while (process.canReadLine()) {
            const QByteArray line = process.readLine().trimmed();
            if (line.startsWith(word + ' '))
                return line.mid(word.size() + 1).toLongLong();
        }
        process.waitForReadyRead(int(deadline.remainingTime()));
    }
    return 0;
}

} // namespace

class TestLiveRuns : public QObject
{
    Q_OBJECT
private slots:
    void aRunHoldsItsLockUntilItCloses()
    {
        QTemporaryDir dir;
        RunRegistry a;
        RunRegistry b;
        QVERIFY(a.hold(dir.path(), QStringLiteral("run-a")));
        QVERIFY(b.hold(dir.path(), QStringLiteral("run-b")));
        QCOMPARE(b.look().others(), QStringList{QStringLiteral("run-a")});
        QVERIFY(b.look().isAlive(QStringLiteral("run-a")));
        a.release();
        QVERIFY(!b.look().isAlive(QStringLiteral("run-a")));
        QVERIFY(b.look().isAlive(QStringLiteral("run-b"))); // its own
    }

    void anotherStoreInThisProcessIsInProgressNotNotConfirmed()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        auto first = std::make_unique<ProfileDatabase>();
        QVERIFY(first->open(path));
        WriteJournal firstJournal(*first);
        const qint64 id = firstJournal.recordIntent(publishNote(QStringLiteral("ver_1")), QStringLiteral("key-1")).value_or(0);
        QVERIFY(id > 0);

        ProfileDatabase second;
        QVERIFY(second.open(path));
        WriteJournal journal(second);
        QCOMPARE(journal.notConfirmedCount(), 0);
        QCOMPARE(journal.inOtherWindowCount(), 1);
        QVERIFY(journal.notConfirmed().isEmpty());
        QVERIFY(journal.entry(id)->isInOtherWindow(journal.liveRuns()));
        QVERIFY(!journal.entry(id)->isNotConfirmed(journal.liveRuns()));

        // The first records the answer: the second follows without a restart.
        QSignalSpy elsewhere(&journal, &WriteJournal::changedElsewhere);
        QVERIFY(firstJournal.recordDone(id, "{}"));
        QVERIFY(elsewhere.wait(5000));
        QCOMPARE(journal.inOtherWindowCount(), 0);
        QCOMPARE(journal.notConfirmedCount(), 0);

        // A write in flight when the first console closes is not confirmed from then on.
        const qint64 unanswered = firstJournal.recordIntent(publishNote(QStringLiteral("ver_2")), QStringLiteral("key-2")).value_or(0);
        QTRY_COMPARE_WITH_TIMEOUT(journal.inOtherWindowCount(), 1, 5000);
        QSignalSpy count(&journal, &WriteJournal::notConfirmedCountChanged);
        first->close();
        QVERIFY(count.wait(5000));
        QCOMPARE(journal.notConfirmedCount(), 1);
        QCOMPARE(journal.inOtherWindowCount(), 0);
        QCOMPARE(journal.notConfirmed().value(0).id, unanswered);
    }

    void aConsoleInAnotherProcessIsFollowedAndItsDeathSeen()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        QProcess other;
        other.start(QStringLiteral(AUDIENCE_STOREWRITER_PATH), {path});
        const qint64 first = waitForLine(other, "pending");
        QVERIFY2(first > 0, other.readAllStandardError().constData());

        ProfileDatabase store;
        QVERIFY(store.open(path));
        WriteJournal journal(store);
        // Its write is in flight in the other window: never offered for Retry here.
        QCOMPARE(journal.notConfirmedCount(), 0);
        QCOMPARE(journal.inOtherWindowCount(), 1);
        QCOMPARE(store.liveRuns().others().size(), 1);

        // Its outcome shows here without a restart.
        other.write("done\n");
        QCOMPARE(waitForLine(other, "done"), first);
        QTRY_COMPARE_WITH_TIMEOUT(journal.inOtherWindowCount(), 0, 5000);
        QCOMPARE(journal.notConfirmedCount(), 0);
        QCOMPARE(journal.entry(first)->outcome, JournalEntry::Outcome::Done);

        // Killed with a write in flight: that write is not confirmed, and offered again.
        other.write("intent\n");
        const qint64 second = waitForLine(other, "pending");
        QVERIFY(second > first);
        QTRY_COMPARE_WITH_TIMEOUT(journal.inOtherWindowCount(), 1, 5000);
        QCOMPARE(journal.notConfirmedCount(), 0);
        other.kill();
        QVERIFY(other.waitForFinished(5000));
        QTRY_COMPARE_WITH_TIMEOUT(journal.notConfirmedCount(), 1, 5000);
        QCOMPARE(journal.inOtherWindowCount(), 0);
        QCOMPARE(journal.notConfirmed().value(0).id, second);
        QVERIFY(store.liveRuns().others().isEmpty());
    }
};

} // namespace tst_liveruns

AUDIENCE_TEST_GUILESS_MAIN(tst_liveruns, TestLiveRuns)
#include "tst_liveruns.moc"
