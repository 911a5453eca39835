// All SQL in models/store: the release log's own tables, filled by schema step 5 from the kept list
// an older console wrote (nothing recorded is lost, the order begun is kept); a passing look into
// another profile's store (StoreConnection::openExisting) neither makes, migrates nor moves one;
// a statement whose prepare failed is prepared again, not kept; one connection's statements
// belong to it alone.
#include "support/rawconnection.h"
#include "models/release/releaselog.h"
#include "models/store/keptlist.h"
#include "models/store/profiledatabase.h"
#include "models/store/storeconnection.h"
#include "models/store/storeschema.h"
#include "support/testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace tst_storestatements {

using namespace Audience;
using namespace Audience::Models;
using Testing::RawConnection;

namespace {

// A release as ReleaseLog wrote it into the kept list "releases" before schema step 5.
QJsonObject keptRelease(const QString &id, bool finished, const QJsonArray &members)
{
    return {{QStringLiteral("releaseId"), id},
            {QStringLiteral("runId"), QStringLiteral("run-") + id},
            {QStringLiteral("startedAt"), QStringLiteral("2026-11-20T09:30:00.250Z")},
            {QStringLiteral("finished"), finished},
            {QStringLiteral("members"), members}};
}

QJsonObject keptMember(const QString &audienceId, qint64 versionNumber, const QString &skipped = {})
{
    return {{QStringLiteral("pageId"), QStringLiteral("page_1")},
            {QStringLiteral("audienceId"), audienceId},
            {QStringLiteral("label"), QStringLiteral("Label of ") + audienceId},
            {QStringLiteral("versionId"), QStringLiteral("ver_") + audienceId},
            {QStringLiteral("versionNumber"), versionNumber},
            {QStringLiteral("operationKey"), QStringLiteral("key-") + audienceId},
            {QStringLiteral("skipped"), skipped}};
}

bool keep(const QSqlDatabase &db, const QString &list, const QString &id, qint64 position, const QJsonObject &entry)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO kept_lists (list, item_id, position, entry) VALUES (?, ?, ?, ?)"));
    query.addBindValue(list);
    query.addBindValue(id);
    query.addBindValue(position);
    query.addBindValue(QString::fromUtf8(QJsonDocument(entry).toJson(QJsonDocument::Compact)));
    return query.exec();
}

// A store as a console of schema 4 left it: two releases in the kept list (the newest first,
// as it prepended them), a recent account beside them.
void writeSchema4Store(const QString &path)
{
    RawConnection raw(path);
    QSqlDatabase db = raw.db();
    const StoreSchema::Result migrated = StoreSchema::migrateTo(db, 4);
    QVERIFY2(migrated.ok(), qPrintable(migrated.error));
    QVERIFY(keep(db, QStringLiteral("releases"), QStringLiteral("rel_new"), -1,
                 keptRelease(QStringLiteral("rel_new"), false,
                             {keptMember(QStringLiteral("aud_1"), 7), keptMember(QStringLiteral("aud_2"), 3, QStringLiteral("no longer a draft"))})));
    QVERIFY(keep(db, QStringLiteral("releases"), QStringLiteral("rel_old"), 0,
                 keptRelease(QStringLiteral("rel_old"), true, {keptMember(QStringLiteral("aud_3"), 12)})));
    QVERIFY(keep(db, QStringLiteral("#written"), QStringLiteral("releases"), 0, {}));
    QVERIFY(keep(db, QStringLiteral("recent-accounts"), QStringLiteral("0"), 0, {{QStringLiteral("name"), QStringLiteral("Ada")}}));
    QVERIFY(keep(db, QStringLiteral("#written"), QStringLiteral("recent-accounts"), 0, {}));
}

} // namespace

class TestStoreStatements : public QObject
{
    Q_OBJECT

private slots:
    void theReleaseLogIsMovedOutOfTheKeptListWithEverythingItHeld()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        writeSchema4Store(path);
        if (QTest::currentTestFailed())
            return;

        ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        const QList<ReleaseLog::Release> releases = ReleaseLog(store).releases();
        QCOMPARE(releases.size(), 2);
        const ReleaseLog::Release &newest = releases.at(0);
        QCOMPARE(newest.releaseId, QStringLiteral("rel_new"));
        QCOMPARE(newest.runId, QStringLiteral("run-rel_new"));
        QCOMPARE(newest.startedAt, QDateTime(QDate(2026, 11, 20), QTime(9, 30, 0, 250), Qt::UTC));
        QVERIFY(!newest.finished);
        QCOMPARE(newest.members.size(), 2);
        QCOMPARE(newest.members.at(0).audience, (AudienceKey{QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("Label of aud_1")}));
        QCOMPARE(newest.members.at(0).versionId, QStringLiteral("ver_aud_1"));
        QCOMPARE(newest.members.at(0).versionNumber, 7);
        QCOMPARE(newest.members.at(0).operationKey, QStringLiteral("key-aud_1"));
        QVERIFY(newest.members.at(0).skipped.isEmpty());
        QCOMPARE(newest.members.at(1).audience.audienceId, QStringLiteral("aud_2"));
        QCOMPARE(newest.members.at(1).skipped, QStringLiteral("no longer a draft"));
        QCOMPARE(releases.at(1).releaseId, QStringLiteral("rel_old"));
        QVERIFY(releases.at(1).finished);
        QCOMPARE(releases.at(1).members.size(), 1);
        QCOMPARE(releases.at(1).members.at(0).versionNumber, 12);

        // The kept list is gone; the other lists stay as they were.
        RawConnection check(path);
        QCOMPARE(check.count(QStringLiteral("SELECT COUNT(*) FROM kept_lists WHERE list = 'releases' OR item_id = 'releases'")), 0);
        QCOMPARE(KeptList(store, QStringLiteral("recent-accounts")).read().size(), 1);
        QVERIFY(KeptList(store, QStringLiteral("recent-accounts")).exists());

        // A release begun now is the newest, before the moved ones, in the order they were begun.
        QVERIFY(ReleaseLog(store).begin({QStringLiteral("rel_now"), store.runId(), QDateTime::currentDateTimeUtc(), false, {}}));
        QStringList order;
        for (const ReleaseLog::Release &release : ReleaseLog(store).releases())
            order.append(release.releaseId);
        QCOMPARE(order, (QStringList{QStringLiteral("rel_now"), QStringLiteral("rel_new"), QStringLiteral("rel_old")}));
    }

    // Skipping and finishing change one release, in place; one that is not there is said.
    void aReleaseChangesInPlace()
    {
        QTemporaryDir dir;
        ProfileDatabase store;
        QVERIFY(store.open(ProfileDatabase::pathInFolder(dir.path())));
        ReleaseLog log(store);
        ReleaseLog::Member member{{QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("Retail")},
                                  QStringLiteral("ver_9"), 9, QStringLiteral("key-9"), {}};
        QVERIFY(log.begin({QStringLiteral("rel_a"), store.runId(), QDateTime::currentDateTimeUtc(), false, {member}}));
        QVERIFY(log.markSkipped(QStringLiteral("rel_a"), QStringLiteral("ver_9"), QStringLiteral("published meanwhile")));
        QVERIFY(!log.markSkipped(QStringLiteral("rel_none"), QStringLiteral("ver_9"), QStringLiteral("no release")));
        QVERIFY(log.finish(QStringLiteral("rel_a")));
        const ReleaseLog::Release release = log.releases().value(0);
        QVERIFY(release.finished);
        QCOMPARE(release.members.value(0).skipped, QStringLiteral("published meanwhile"));
        QCOMPARE(release.members.value(0).audience.label, QStringLiteral("Retail"));
    }

    // A passing look reads what a store holds without opening a whole store: a file that is not
    // there is not made, and a store of a schema this console does not know is left alone.
    void aPassingLookNeitherMakesNorMigratesAStore()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        StoreConnection look(QStringLiteral("test-look"));
        QVERIFY(!look.openExisting(path, StoreConnection::Waits::GuiThread));
        QVERIFY(!QFile::exists(path));

        {
            ProfileDatabase store;
            QVERIFY(store.open(path));
            QVERIFY(KeptList(store, QStringLiteral("known-webhooks")).write({{QStringLiteral("whsub_1"), {}}}));
        }
        QVERIFY(look.openExisting(path, StoreConnection::Waits::GuiThread));
        QCOMPARE(KeptList(look, QStringLiteral("known-webhooks")).read().value(0).id, QStringLiteral("whsub_1"));
        look.closeConnection();

        {
            RawConnection raw(path);
            QSqlQuery(raw.db()).exec(QStringLiteral("PRAGMA user_version = 999"));
        }
        QVERIFY(!look.openExisting(path, StoreConnection::Waits::GuiThread));
        RawConnection check(path);
        QCOMPARE(check.count(QStringLiteral("PRAGMA user_version")), 999);
    }

    // A statement whose prepare failed (its table away for a moment) is not kept: the next call
    // prepares it again, and says the failure in words meanwhile.
    void aStatementThatFailedToPrepareIsNotKept()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase store;
        QVERIFY(store.open(path));
        store.holdBackgroundWork(true);
        RawConnection other(path);
        QSqlQuery away(other.db());
        QVERIFY2(away.exec(QStringLiteral("ALTER TABLE composer_drafts RENAME TO drafts_away")), qPrintable(away.lastError().text()));
        QVERIFY(!store.keepComposerDraft(QStringLiteral("aud_1"), QStringLiteral("Hello")));
        QVERIFY(!store.composerDrafts());
        QVERIFY2(away.exec(QStringLiteral("ALTER TABLE drafts_away RENAME TO composer_drafts")), qPrintable(away.lastError().text()));
        QVERIFY(store.keepComposerDraft(QStringLiteral("aud_1"), QStringLiteral("Hello")));
        QCOMPARE(store.composerDrafts().value_or(QHash<QString, QString>()).value(QStringLiteral("aud_1")), QStringLiteral("Hello"));
        // Kept now: a second use runs the prepared statement again.
        QVERIFY(store.keepComposerDraft(QStringLiteral("aud_1"), QStringLiteral("Hello again")));
        QCOMPARE(store.composerDrafts()->value(QStringLiteral("aud_1")), QStringLiteral("Hello again"));
    }

    // Two connections to one store: each prepares its own statements, and closing one leaves the
    // other's working.
    void eachConnectionHasItsOwnStatements()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase store;
        QVERIFY(store.open(path));
        StoreConnection worker(QStringLiteral("test-worker"));
        QVERIFY(worker.openConnection(path, StoreConnection::Waits::Worker));
        QVERIFY(worker.keepComposerDraft(QStringLiteral("aud_1"), QStringLiteral("from the worker")));
        QCOMPARE(store.composerDrafts()->value(QStringLiteral("aud_1")), QStringLiteral("from the worker"));
        worker.closeConnection();
        QVERIFY(store.keepComposerDraft(QStringLiteral("aud_2"), QStringLiteral("from the console")));
        QCOMPARE(store.composerDrafts()->size(), 2);
    }
};

} // namespace tst_storestatements

AUDIENCE_TEST_GUILESS_MAIN(tst_storestatements, TestStoreStatements)
#include "tst_storestatements.moc"
