// The store opens whatever happens: locked with nothing to migrate, it opens; a
// damaged file or one of a newer console is moved aside with its companions, named in words, and a
// fresh store opens; without FTS5 the store opens and Activity's search reads by LIKE; a read-only
// file is said in words; two processes opening a new profile at the same moment both open it,
// every time; the release log's read-modify-write keeps what another console wrote; a statement
// that failed to prepare is prepared again.
#include "support/rawconnection.h"
#include "models/activity/journalfilter.h"
#include "models/activity/journallistmodel.h"
#include "models/release/releaselog.h"
#include "models/store/journaltextindex.h"
#include "models/store/profiledatabase.h"
#include "models/store/storeschema.h"
#include "models/store/writejournal.h"
#include "support/testmain.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <memory>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace tst_storeopening {

using namespace Audience;
using namespace Audience::Models;
using Testing::RawConnection;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(content), content.size());
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QVariant scalar(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

// The files in `folder` whose names match `pattern`.
QStringList filesMatching(const QString &folder, const QString &pattern)
{
    const QRegularExpression expression(QRegularExpression::anchoredPattern(pattern));
    QStringList found;
    for (const QString &name : QDir(folder).entryList(QDir::Files, QDir::Name)) {
        if (expression.match(name).hasMatch())
            found.append(name);
    }
    return found;
}

// The time written in a moved-aside name (console.damaged-2026-11-27T16-50-00Z.sqlite).
QDateTime timeInName(const QString &name)
{
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("(\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d)Z")).match(name);
    QDateTime time = QDateTime::fromString(match.captured(1), QStringLiteral("yyyy-MM-dd'T'HH-mm-ss"));
    time.setTimeZone(QTimeZone::utc());
    return time;
}

JournalNote personNote(const QString &name)
{
    return {JournalOperation::updatePerson, QStringLiteral("people"), {}, {}, QStringLiteral("per_1"), name,
            QJsonObject{{QStringLiteral("note"), QStringLiteral("moved to Zürich")}}};
}

qint64 found(WriteJournal &journal, const QString &text)
{
    JournalListModel model;
    model.setJournal(&journal);
    JournalFilter filter;
    filter.search = text;
    model.setFilter(filter);
    return model.matchCount();
}

// storeopener on `path`, run to its end.
struct Opened
{
    int exitCode = -1;
    QString output;
};

// Runs storeopener as root would not: without the capabilities that let root write any file, so
// that a file made read-only is read-only for it too. Empty when this is not possible here.
QStringList withoutRootsOverride(const QStringList &command)
{
#ifdef Q_OS_UNIX
    if (geteuid() != 0)
        return command;
    const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
    if (setpriv.isEmpty())
        return {};
    return QStringList{setpriv, QStringLiteral("--bounding-set=-dac_override,-dac_read_search"), QStringLiteral("--")} + command;
#else
    return command;
#endif
}

} // namespace

class TestStoreOpening : public QObject
{
    Q_OBJECT

private slots:
    void aDamagedFileIsMovedAsideWithItsCompanionsAndAFreshStoreOpens()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        const QByteArray garbage = QByteArray("this was never a database; ").repeated(200);
        writeFile(path, garbage);
        writeFile(path + QStringLiteral("-wal"), QByteArray("the log that came with it"));
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);

        ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        const QDateTime after = QDateTime::currentDateTimeUtc().addSecs(1);
        QVERIFY(store.isOpen());
        QCOMPARE(scalar(store.database(), QStringLiteral("PRAGMA user_version")).toInt(), StoreSchema::currentVersion());

        const QStringList aside = filesMatching(dir.path(), QStringLiteral("console\\.damaged-.*Z\\.sqlite"));
        QCOMPARE(aside.size(), 1);
        QCOMPARE(contentOf(dir.filePath(aside.constFirst())), garbage);
        QCOMPARE(contentOf(dir.filePath(aside.constFirst() + QStringLiteral("-wal"))), QByteArray("the log that came with it"));
        const QDateTime stamped = timeInName(aside.constFirst());
        QVERIFY2(stamped >= before && stamped <= after, qPrintable(aside.constFirst()));

        QCOMPARE(store.problems().size(), 1);
        const QString words = store.problems().constFirst();
        QVERIFY2(words.contains(QStringLiteral("damaged")) && words.contains(aside.constFirst()), qPrintable(words));
        QVERIFY2(words.contains(QStringLiteral("nothing in it deleted")), qPrintable(words));
    }

    // Locked by another program (a second connection holds BEGIN EXCLUSIVE) with nothing to
    // migrate: the store opens all the same (a write fails while the lock is held, and works again
    // once it is let go).
    void aLockedStoreWithNothingToMigrateOpens()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase store;
            QVERIFY(store.open(path));
        }
        RawConnection other(path);
        QSqlQuery hold(other.db());
        QVERIFY2(hold.exec(QStringLiteral("BEGIN EXCLUSIVE")), qPrintable(hold.lastError().text()));
        ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        QVERIFY(store.problems().isEmpty());
        WriteJournal journal(store);
        QCOMPARE(journal.recordIntent(personNote(QStringLiteral("Anna")), QStringLiteral("key-1")).value_or(0), 0);
        QVERIFY(hold.exec(QStringLiteral("ROLLBACK")));
        QVERIFY(journal.recordIntent(personNote(QStringLiteral("Anna")), QStringLiteral("key-1")).value_or(0) > 0);
    }

    // A passing look into another profile's store never moves it: that is said only by the
    // console that opens it as its own.
    void aPassingLookLeavesADamagedStoreAsItIs()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        writeFile(path, QByteArray("not a database either"));
        ProfileDatabase store;
        QVERIFY(!store.open(path, ProfileDatabase::Unusable::LeaveAsItIs));
        QVERIFY2(store.error().contains(QStringLiteral("not a database")), qPrintable(store.error()));
        QCOMPARE(contentOf(path), QByteArray("not a database either"));
        QVERIFY(filesMatching(dir.path(), QStringLiteral(".*damaged.*")).isEmpty());
    }

    // A database whose first page (its schema) was overwritten: SQLite reads its header, and finds
    // the damage when it reads the schema.
    void aStoreWithADamagedSchemaIsMovedAside()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase store;
            QVERIFY(store.open(path));
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(100)); // after the 100-byte header: the schema's page
        file.write(QByteArray(900, '\xA5'));
        file.close();
        const QByteArray damaged = contentOf(path);

        ProfileDatabase again;
        QVERIFY2(again.open(path), qPrintable(again.error()));
        const QStringList aside = filesMatching(dir.path(), QStringLiteral("console\\.damaged-.*\\.sqlite"));
        QCOMPARE(aside.size(), 1);
        QCOMPARE(contentOf(dir.filePath(aside.constFirst())), damaged);
        QCOMPARE(again.problems().size(), 1);
        WriteJournal journal(again);
        QVERIFY(journal.recordIntent(personNote(QStringLiteral("Anna")), QStringLiteral("key-1")).value_or(0) > 0);
    }

    void aStoreOfANewerConsoleIsMovedAsideWithWhatItHeld()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase store;
            QVERIFY(store.open(path));
            WriteJournal journal(store);
            QVERIFY(journal.recordIntent(personNote(QStringLiteral("Written by the newer one")), QStringLiteral("key-newer")).value_or(0) > 0);
            QSqlQuery(store.database()).exec(QStringLiteral("PRAGMA user_version = 999"));
        }
        ProfileDatabase older;
        QVERIFY2(older.open(path), qPrintable(older.error()));
        QCOMPARE(older.problems().size(), 1);
        const QString words = older.problems().constFirst();
        QVERIFY2(words.contains(QStringLiteral("newer Audience Console")) && words.contains(QStringLiteral("999")), qPrintable(words));
        QCOMPARE(scalar(older.database(), QStringLiteral("SELECT COUNT(*) FROM journal")).toInt(), 0);

        const QStringList aside = filesMatching(dir.path(), QStringLiteral("console\\.newer-.*Z\\.sqlite"));
        QCOMPARE(aside.size(), 1);
        QVERIFY2(words.contains(aside.constFirst()), qPrintable(words));
        RawConnection kept(dir.filePath(aside.constFirst()));
        QCOMPARE(scalar(kept.db(), QStringLiteral("PRAGMA user_version")).toInt(), 999);
        QCOMPARE(scalar(kept.db(), QStringLiteral("SELECT target_label FROM journal")).toString(), QStringLiteral("Written by the newer one"));
    }

    void withoutFts5TheStoreOpensAndSearchReadsByLike()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase store;
            store.pretendFts5IsMissing(true);
            QVERIFY2(store.open(path), qPrintable(store.error()));
            store.holdBackgroundWork(true);
            QVERIFY(!store.hasTextIndex());
            QVERIFY(store.problems().isEmpty());
            QCOMPARE(scalar(store.database(), QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = 'journal_text'")).toInt(), 0);
            QCOMPARE(scalar(store.database(), QStringLiteral("PRAGMA user_version")).toInt(), StoreSchema::currentVersion());
            WriteJournal journal(store);
            QVERIFY(journal.recordIntent(personNote(QStringLiteral("Lena Schäfer")), QStringLiteral("key-lena")).value_or(0) > 0);
            QVERIFY(journal.recordIntent(personNote(QStringLiteral("Jonas Weber")), QStringLiteral("key-jonas")).value_or(0) > 0);
            QCOMPARE(found(journal, QStringLiteral("Schäfer")), 1);
            QCOMPARE(found(journal, QStringLiteral("Zürich")), 2);
            QCOMPARE(found(journal, QStringLiteral("nobody")), 0);
        }
        // A console whose SQLite has FTS5 makes the index, with every entry queued for it.
        ProfileDatabase later;
        QVERIFY2(later.open(path), qPrintable(later.error()));
        later.holdBackgroundWork(true);
        QVERIFY(later.hasTextIndex());
        QSqlDatabase db = later.database();
        QCOMPARE(JournalTextIndex::queuedCount(db).value_or(-1), 2);
        QCOMPARE(JournalTextIndex::indexQueued(db, 100).value_or(-1), 2);
        WriteJournal journal(later);
        QCOMPARE(found(journal, QStringLiteral("Schäfer")), 1);
    }

    // A store that has the index, opened by a SQLite without FTS5: the index is not used.
    void aStoreWithTheIndexOpensWithoutFts5()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase store;
            QVERIFY(store.open(path));
            QVERIFY(store.hasTextIndex());
        }
        ProfileDatabase store;
        store.pretendFts5IsMissing(true);
        QVERIFY2(store.open(path), qPrintable(store.error()));
        QVERIFY(!store.hasTextIndex());
        WriteJournal journal(store);
        QVERIFY(journal.recordIntent(personNote(QStringLiteral("Lena Schäfer")), QStringLiteral("key-lena")).value_or(0) > 0);
        QCOMPARE(found(journal, QStringLiteral("Schäfer")), 1);
    }

    void aReadOnlyFileIsSaidInWordsAndLeftAsItIs()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase store;
            QVERIFY(store.open(path));
        }
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther)); // chmod a-w
        const QByteArray before = QCryptographicHash::hash(contentOf(path), QCryptographicHash::Sha256);
        const QStringList command = withoutRootsOverride({QStringLiteral(AUDIENCE_STORE_OPENER), path});
        if (command.isEmpty())
            QSKIP("running as root without setpriv: a read-only file is writable here");
        QProcess opener;
        opener.start(command.constFirst(), command.mid(1));
        QVERIFY2(opener.waitForFinished(60000), qPrintable(opener.errorString()));
        const QString output = QString::fromUtf8(opener.readAllStandardOutput());
        QCOMPARE(opener.exitStatus(), QProcess::NormalExit); // no crash
        QCOMPARE(opener.exitCode(), 1);
        QVERIFY2(output.startsWith(QStringLiteral("error: ")) && output.contains(QStringLiteral("read-only")), qPrintable(output));
        QVERIFY2(output.contains(QDir::toNativeSeparators(path)), qPrintable(output));
        // Not taken for damaged: still there, as it was.
        QCOMPARE(QCryptographicHash::hash(contentOf(path), QCryptographicHash::Sha256), before);
        QVERIFY(filesMatching(dir.path(), QStringLiteral(".*(damaged|newer).*")).isEmpty());
    }

    // Two consoles started on a new profile at the same moment, 20 times: both open it, every
    // time, and the schema is made once.
    void twoProcessesOpeningANewProfileAtOnceBothOpenIt()
    {
        for (int round = 0; round < 20; ++round) {
            QTemporaryDir dir;
            const QString path = ProfileDatabase::pathInFolder(dir.path());
            std::unique_ptr<QProcess> openers[2];
            for (auto &opener : openers) {
                opener = std::make_unique<QProcess>();
                opener->start(QStringLiteral(AUDIENCE_STORE_OPENER), {path, QStringLiteral("--wait-for-go")});
            }
            for (auto &opener : openers)
                QTRY_VERIFY_WITH_TIMEOUT(opener->canReadLine() || opener->state() == QProcess::NotRunning, 30000);
            for (auto &opener : openers) {
                QCOMPARE(opener->readLine().trimmed(), QByteArray("ready"));
                opener->write("go\n");
            }
            for (auto &opener : openers) {
                if (opener->state() != QProcess::NotRunning) {
                    QSignalSpy finished(opener.get(), &QProcess::finished);
                    QVERIFY(finished.wait(30000));
                }
                const QString output = QString::fromUtf8(opener->readAllStandardOutput());
                QVERIFY2(opener->exitStatus() == QProcess::NormalExit && opener->exitCode() == 0,
                         qPrintable(QStringLiteral("round %1: %2%3").arg(round).arg(output, QString::fromUtf8(opener->readAllStandardError()))));
                QCOMPARE(output.trimmed(), QStringLiteral("ok"));
            }
            RawConnection check(path);
            QCOMPARE(scalar(check.db(), QStringLiteral("PRAGMA user_version")).toInt(), StoreSchema::currentVersion());
        }
    }

    // The release log's changes are each one read-modify-write: a console that began a release
    // keeps it when another console, which read the list before, finishes its own.
    void theReleaseLogKeepsAnotherConsolesRelease()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase first;
        ProfileDatabase second;
        QVERIFY(first.open(path));
        QVERIFY(second.open(path));
        const auto release = [](const QString &id) {
            return ReleaseLog::Release{id, QStringLiteral("run"), QDateTime::currentDateTimeUtc(), false, {}};
        };
        QVERIFY(ReleaseLog(first).begin(release(QStringLiteral("rel_a"))));
        QCOMPARE(ReleaseLog(second).releases().size(), 1);
        QVERIFY(ReleaseLog(second).begin(release(QStringLiteral("rel_b"))));
        QVERIFY(ReleaseLog(first).finish(QStringLiteral("rel_a")));
        QVERIFY(!ReleaseLog(first).finish(QStringLiteral("rel_none")));
        const QList<ReleaseLog::Release> releases = ReleaseLog(second).releases();
        QCOMPARE(releases.size(), 2);
        QCOMPARE(releases.at(0).releaseId, QStringLiteral("rel_b"));
        QVERIFY(!releases.at(0).finished);
        QCOMPARE(releases.at(1).releaseId, QStringLiteral("rel_a"));
        QVERIFY(releases.at(1).finished);
    }

    // Two consoles beginning releases at the same moment (a read-modify-write of the whole list
    // each): every release of both is kept.
    void twoProcessesBeginningReleasesAtOnceKeepEachOthers()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase store; // made first: this test is about the releases, not the migration
            QVERIFY(store.open(path));
        }
        constexpr int each = ReleaseLog::keptReleases / 2;
        std::unique_ptr<QProcess> consoles[2];
        const QString prefixes[2] = {QStringLiteral("first"), QStringLiteral("second")};
        for (int i = 0; i < 2; ++i) {
            consoles[i] = std::make_unique<QProcess>();
            consoles[i]->start(QStringLiteral(AUDIENCE_STORE_OPENER),
                               {path, QStringLiteral("--wait-for-go"), QStringLiteral("--begin-releases"), QString::number(each), prefixes[i]});
        }
        for (auto &console : consoles)
            QTRY_VERIFY_WITH_TIMEOUT(console->canReadLine() || console->state() == QProcess::NotRunning, 30000);
        for (auto &console : consoles) {
            QCOMPARE(console->readLine().trimmed(), QByteArray("ready"));
            console->write("go\n");
        }
        for (auto &console : consoles) {
            if (console->state() != QProcess::NotRunning) {
                QSignalSpy finished(console.get(), &QProcess::finished);
                QVERIFY(finished.wait(60000));
            }
            const QString output = QString::fromUtf8(console->readAllStandardOutput());
            QVERIFY2(output.contains(QStringLiteral("begun %1").arg(each)), qPrintable(output));
        }
        ProfileDatabase store;
        QVERIFY(store.open(path));
        QSet<QString> kept;
        for (const ReleaseLog::Release &release : ReleaseLog(store).releases())
            kept.insert(release.releaseId);
        QCOMPARE(kept.size(), 2 * each);
        for (int n = 1; n <= each; ++n) {
            QVERIFY(kept.contains(QStringLiteral("first-%1").arg(n)));
            QVERIFY(kept.contains(QStringLiteral("second-%1").arg(n)));
        }
    }

    // A statement that failed to prepare (here: its table was away for a moment) is prepared again
    // on the next write, not kept failing for the rest of the session.
    void aStatementThatFailedToPrepareIsPreparedAgain()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase store;
        QVERIFY(store.open(path));
        store.holdBackgroundWork(true);
        WriteJournal journal(store);
        RawConnection other(path);
        QSqlQuery away(other.db());
        QVERIFY2(away.exec(QStringLiteral("ALTER TABLE journal RENAME TO journal_away")), qPrintable(away.lastError().text()));
        QCOMPARE(journal.recordIntent(personNote(QStringLiteral("Anna")), QStringLiteral("key-1")).value_or(0), 0);
        QVERIFY2(away.exec(QStringLiteral("ALTER TABLE journal_away RENAME TO journal")), qPrintable(away.lastError().text()));
        const qint64 id = journal.recordIntent(personNote(QStringLiteral("Anna")), QStringLiteral("key-1")).value_or(0);
        QVERIFY(id > 0);
        QCOMPARE(journal.findByKey(QStringLiteral("key-1"))->id, id);
    }

    void theJournalIsFoundByKeyThroughAnIndex()
    {
        QTemporaryDir dir;
        ProfileDatabase store;
        QVERIFY(store.open(ProfileDatabase::pathInFolder(dir.path())));
        QSqlQuery plan(store.database());
        QVERIFY(plan.exec(QStringLiteral("EXPLAIN QUERY PLAN SELECT * FROM journal WHERE idempotency_key = 'k' ORDER BY id DESC LIMIT 1")));
        QString steps;
        while (plan.next())
            steps += plan.value(3).toString() + QLatin1Char('\n');
        QVERIFY2(steps.contains(QStringLiteral("journal_by_key")), qPrintable(steps));
    }
};

} // namespace tst_storeopening

AUDIENCE_TEST_GUILESS_MAIN(tst_storeopening, TestStoreOpening)
#include "tst_storeopening.moc"
