// Two consoles on one profile, the real thing (issue "The memory never lies"): console A is the real
// console (console_driver) as a child process on a throwaway HOME, its embedded sandbox slowed down
// so that its message stays in flight; console B is this test, opening the same profile's store as
// a second console would. B must never call A's write in flight "not confirmed" nor offer it for
// Retry; B's counts follow A's outcome without a restart; and when A is killed with a write in
// flight, B offers that write.
#include "support/consolerun.h"
#include "models/activity/journalactions.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "support/testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

namespace tst_twoconsoles {

using namespace Audience::Testing;
using namespace Audience::Models;

namespace {

using ConsoleDemo::messageAudience; // takes messages
// Every answer of A's sandbox comes this late: B looks while A's message waits in the sandbox.
const QString slowService = QStringLiteral("--fault-latency-ms 4000");

// The profile's store A opened, found under its HOME; empty when there is none.
QString storeUnder(const QString &home)
{
    // Hidden: the data folder is ~/.local/share.
    QDirIterator files(home, {QStringLiteral("console.sqlite")}, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    return files.hasNext() ? files.next() : QString();
}

// The journal's entries of sent messages with this text in their body. The profile is new, so its
// journal holds a few entries, numbered from 1.
QList<JournalEntry> messagesWith(const WriteJournal &journal, const QString &text)
{
    constexpr qint64 entriesOfANewProfile = 200;
    QList<JournalEntry> found;
    for (qint64 id = 1; id <= entriesOfANewProfile; ++id) {
        const std::optional<JournalEntry> entry = journal.entry(id);
        if (entry && entry->note.operation == JournalOperation::sendMessage && entry->body.contains(text.toUtf8()))
            found.append(*entry);
    }
    return found;
}

} // namespace

class TestTwoConsoles : public QObject
{
    Q_OBJECT

    std::unique_ptr<ConsoleHome> m_home;

private slots:
    void initTestCase()
    {
        if (const QString why = ConsoleHome::cannotRun(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void init()
    {
        m_home = std::make_unique<ConsoleHome>();
        QVERIFY(m_home->isValid());
    }

    void cleanup()
    {
        QVERIFY(m_home->killStragglers());
        m_home.reset();
    }

    // Fails when B counts A's message in flight as not confirmed (the runs are not told apart),
    // when B's counts do not follow A's answer, or when a killed A's message is not offered.
    void aLiveConsolesWriteIsInProgressAndADeadOnesIsOffered()
    {
        const QString first = QStringLiteral("Mention the pilot for finance teams");
        const QString second = QStringLiteral("Mention the pilot for hospital groups");
        const QString goAhead = QDir(m_home->path()).filePath(QStringLiteral("go-ahead"));
        ConsoleRun a(m_home->path());
        QVERIFY(a.start(slowService, {QStringLiteral("store"), QStringLiteral("open:") + messageAudience,
                                      QStringLiteral("type:") + first, QStringLiteral("send"),
                                      QStringLiteral("await:") + goAhead, QStringLiteral("type:") + second,
                                      QStringLiteral("send")}));
        QVERIFY2(a.next(QStringLiteral("sent")), qPrintable(a.transcript()));

        // B opens the profile while A's message waits in A's sandbox.
        const QString path = storeUnder(m_home->path());
        QVERIFY2(!path.isEmpty(), qPrintable(a.transcript()));
        ProfileDatabase b;
        QVERIFY2(b.open(path), qPrintable(b.error()));
        WriteJournal journal(b);
        const QList<JournalEntry> sent = messagesWith(journal, first);
        QCOMPARE(sent.size(), 1);
        QVERIFY(sent.first().isInOtherWindow(journal.liveRuns()));
        QVERIFY(!sent.first().isNotConfirmed(journal.liveRuns()));
        QCOMPARE(journal.inOtherWindowCount(), 1);
        QCOMPARE(journal.notConfirmedCount(), 0);
        QVERIFY(journal.notConfirmed().isEmpty());

        // A's answer comes: B follows without a restart.
        QTRY_COMPARE_WITH_TIMEOUT(journal.entry(sent.first().id)->outcome, JournalEntry::Outcome::Done, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(journal.inOtherWindowCount(), 0, 5000);
        QCOMPARE(journal.notConfirmedCount(), 0);

        // A sends again and is killed before the answer: from then on B offers that write.
        QFile(goAhead).open(QIODevice::WriteOnly);
        QVERIFY2(a.next(QStringLiteral("sent")), qPrintable(a.transcript()));
        QTRY_COMPARE_WITH_TIMEOUT(journal.inOtherWindowCount(), 1, 5000);
        QCOMPARE(journal.notConfirmedCount(), 0);
        a.kill();
        QTRY_COMPARE_WITH_TIMEOUT(journal.notConfirmedCount(), 1, 10000);
        QCOMPARE(journal.inOtherWindowCount(), 0);
        const JournalEntry orphan = journal.notConfirmed().value(0);
        QCOMPARE(orphan.id, messagesWith(journal, second).value(0).id);
        QVERIFY(JournalActions::canRetry(orphan));
        QVERIFY(JournalActions::canDiscard(orphan));
    }
};

} // namespace tst_twoconsoles

AUDIENCE_TEST_GUILESS_MAIN(tst_twoconsoles, TestTwoConsoles)
#include "tst_twoconsoles.moc"
