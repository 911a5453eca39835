// Activity's search through the journal's text index (schema step 2, JournalTextIndex): an entry
// written a moment ago (still queued for the index) is found, and found again once indexed; text
// with quotes, LIKE's wildcards and non-ASCII characters means itself; the background worker
// indexes what is queued; a store of schema 1 is migrated with its entries queued, then indexed.
#include "support/journalfixture.h"

#include "models/activity/journalfilter.h"
#include "models/activity/journallistmodel.h"
#include "models/store/journaltextindex.h"
#include "models/store/profiledatabase.h"
#include "models/store/storeschema.h"
#include "models/store/writejournal.h"
#include "support/testmain.h"

#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace tst_journalsearch {

using namespace Audience;
using namespace Audience::Models;

namespace {

// What a search keeps, as Activity asks for it (the model's own SQL).
qint64 found(WriteJournal &journal, const QString &text)
{
    JournalListModel model;
    model.setJournal(&journal);
    JournalFilter filter;
    filter.search = text;
    model.setFilter(filter);
    return model.matchCount();
}

bool inIndex(ProfileDatabase &store, qint64 id, const QString &text)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("SELECT rowid FROM journal_text WHERE journal_text MATCH ?"));
    query.addBindValue(JournalTextIndex::phrase(text));
    if (!query.exec())
        return false;
    while (query.next()) {
        if (query.value(0).toLongLong() == id)
            return true;
    }
    return false;
}

int indexAll(ProfileDatabase &store)
{
    QSqlDatabase db = store.database();
    const StoreResult<int> handled = JournalTextIndex::indexQueued(db, 1000000);
    if (!handled)
        qWarning("indexQueued: %s", qPrintable(handled.error().detail));
    return handled.value_or(-1);
}

JournalNote personNote(const QString &name, const QString &message)
{
    return {JournalOperation::updatePerson, QStringLiteral("people"), {}, {}, QStringLiteral("per_9"), name,
            QJsonObject{{QStringLiteral("note"), message}}};
}

} // namespace

class TestJournalSearch : public QObject
{
    Q_OBJECT

private slots:
    void anEntryIsFoundWhileQueuedAndOnceIndexed()
    {
        QTemporaryDir dir;
        ProfileDatabase store;
        QVERIFY(store.open(ProfileDatabase::pathInFolder(dir.path())));
        store.holdBackgroundWork(true); // this test says when the index is filled
        WriteJournal journal(store);
        const qint64 id = journal.recordIntent(personNote(QStringLiteral("Lena Schäfer"), QStringLiteral("moved to Zürich")), QStringLiteral("key-lena")).value_or(0);
        QVERIFY(id > 0);
        QSqlDatabase db = store.database();
        QCOMPARE(JournalTextIndex::queuedCount(db).value_or(-1), 1);
        // Written a moment ago: not in the index yet, found all the same.
        QVERIFY(!inIndex(store, id, QStringLiteral("Zürich")));
        QCOMPARE(found(journal, QStringLiteral("zürich")), 1);
        QCOMPARE(found(journal, QStringLiteral("key-lena")), 1);
        QCOMPARE(found(journal, QStringLiteral("Oslo")), 0);

        QCOMPARE(indexAll(store), 1);
        QVERIFY(inIndex(store, id, QStringLiteral("Zürich")));
        QCOMPARE(found(journal, QStringLiteral("zürich")), 1);
        QCOMPARE(found(journal, QStringLiteral("LENA SCH")), 1);
        QCOMPARE(found(journal, QStringLiteral("Oslo")), 0);

        // Its outcome changes its text: queued again, found by what it says now, not by the past.
        QVERIFY(journal.recordFailed(id, QStringLiteral("Gateway timeout at the Oslo office")));
        QCOMPARE(found(journal, QStringLiteral("Oslo office")), 1); // queued again
        QCOMPARE(indexAll(store), 1);
        QCOMPARE(found(journal, QStringLiteral("Oslo office")), 1); // indexed
        QVERIFY(journal.recordAttempt(id)); // the error is cleared: queued, the index still has it
        QVERIFY(inIndex(store, id, QStringLiteral("Oslo office")));
        QCOMPARE(found(journal, QStringLiteral("Oslo office")), 0);
        QCOMPARE(indexAll(store), 1);
        QVERIFY(!inIndex(store, id, QStringLiteral("Oslo office")));
        QCOMPARE(found(journal, QStringLiteral("Zürich")), 1);

        // Forgotten entries leave the index too.
        QVERIFY(journal.recordDone(id, QByteArrayLiteral("{\"personId\":\"per_9\"}")));
        QCOMPARE(journal.forgetOlderThan(QDateTime::currentDateTimeUtc().addSecs(60)), 1);
        QCOMPARE(indexAll(store), 1);
        QVERIFY(!inIndex(store, id, QStringLiteral("Zürich")));
    }

    void oddTextMeansItself_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("a quote inside") << QStringLiteral("a\"b") << qint64(1);
        QTest::newRow("a quote, no such text") << QStringLiteral("a\"c") << qint64(0);
        QTest::newRow("a lone quote") << QStringLiteral("\"") << qint64(2); // every body is JSON
        QTest::newRow("FTS5 syntax") << QStringLiteral("x\" OR \"a") << qint64(0);
        QTest::newRow("SQL") << QStringLiteral("') OR 1=1 --") << qint64(0);
        QTest::newRow("%") << QStringLiteral("%") << qint64(1);
        QTest::newRow("100%") << QStringLiteral("100%") << qint64(1);
        QTest::newRow("% as a wildcard") << QStringLiteral("1%0") << qint64(0);
        QTest::newRow("_") << QStringLiteral("_") << qint64(2); // both are per_9
        QTest::newRow("_ as a wildcard") << QStringLiteral("a_b") << qint64(0);
        QTest::newRow("of_the") << QStringLiteral("of_the") << qint64(1);
        QTest::newRow("unicode") << QStringLiteral("Ñandú") << qint64(1);
        QTest::newRow("two characters, four UTF-16 units") << QStringLiteral("🎉🎉") << qint64(1);
        QTest::newRow("an asterisk") << QStringLiteral("abc*") << qint64(0);
        QTest::newRow("NEAR") << QStringLiteral("NEAR(a b)") << qint64(0);
    }

    void oddTextMeansItself()
    {
        QFETCH(QString, text);
        QFETCH(qint64, expected);
        QTemporaryDir dir;
        ProfileDatabase store;
        QVERIFY(store.open(ProfileDatabase::pathInFolder(dir.path())));
        store.holdBackgroundWork(true);
        WriteJournal journal(store);
        // In the name, which is stored as it is (a body is JSON: its quotes are escaped).
        QVERIFY(journal.recordIntent(personNote(QStringLiteral("Ñandú: say a\"b 100% of_the time 🎉🎉 abc"), QStringLiteral("odd")),
                                     QStringLiteral("key-odd")).value_or(0)
                > 0);
        QVERIFY(journal.recordIntent(personNote(QStringLiteral("Plain"), QStringLiteral("nothing odd here")), QStringLiteral("key-plain")).value_or(0) > 0);
        QCOMPARE(found(journal, text), expected); // queued: LIKE
        QCOMPARE(indexAll(store), 2);
        QCOMPARE(found(journal, text), expected); // indexed (3 characters or more)
    }

    void theBackgroundWorkerIndexesWhatIsQueued()
    {
        QTemporaryDir dir;
        ProfileDatabase store;
        QVERIFY(store.open(ProfileDatabase::pathInFolder(dir.path())));
        QString error;
        QVERIFY2(Testing::Journal::fill(store, ProfileDatabase::textIndexPerTick + 500, &error), qPrintable(error));
        QSqlDatabase db = store.database();
        QCOMPARE(JournalTextIndex::queuedCount(db).value_or(-1), ProfileDatabase::textIndexPerTick + 500);
        // One tick takes textIndexPerTick; the next comes sooner, as some are left.
        QTRY_COMPARE_WITH_TIMEOUT(JournalTextIndex::queuedCount(db).value_or(-1), 0, 4 * ProfileDatabase::checkpointIntervalMs);
        WriteJournal journal(store);
        QVERIFY(inIndex(store, 2042, QStringLiteral("key-2042")));
        QCOMPARE(found(journal, QStringLiteral("key-2042")), 1);
    }

    void aStoreOfSchemaOneIsMigratedAndItsEntriesIndexed()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("schema-one"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            const StoreSchema::Result migrated = StoreSchema::migrateTo(db, 1);
            QVERIFY2(migrated.ok(), qPrintable(migrated.error));
            QSqlQuery query(db);
            QVERIFY2(query.exec(QStringLiteral(
                         "INSERT INTO journal (started_at, run_id, operation, area, target_id, target_label, body, outcome)"
                         " VALUES ('2026-11-20T10:00:00.000Z', 'old-run', 'updatePerson', 'people', 'per_1', 'Old Entry',"
                         " '{\"note\":\"written by schema one\"}', 'done')")),
                     qPrintable(query.lastError().text()));
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
            QCOMPARE(query.value(0).toInt(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("schema-one"));

        ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        store.holdBackgroundWork(true);
        QSqlDatabase db = store.database();
        QSqlQuery version(db);
        QVERIFY(version.exec(QStringLiteral("PRAGMA user_version")) && version.next());
        QCOMPARE(version.value(0).toInt(), StoreSchema::currentVersion());
        QCOMPARE(JournalTextIndex::queuedCount(db).value_or(-1), 1);
        WriteJournal journal(store);
        QCOMPARE(found(journal, QStringLiteral("by schema one")), 1);
        QCOMPARE(indexAll(store), 1);
        QVERIFY(inIndex(store, 1, QStringLiteral("by schema one")));
        QCOMPARE(found(journal, QStringLiteral("by schema one")), 1);
    }
};

} // namespace tst_journalsearch

AUDIENCE_TEST_GUILESS_MAIN(tst_journalsearch, TestJournalSearch)
#include "tst_journalsearch.moc"
