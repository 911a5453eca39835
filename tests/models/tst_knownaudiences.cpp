// KnownAudiences kept per profile in its store (ProfileDatabase, KnownAudiencesTable), and the Audience
// encoder it relies on: a round trip through the store gives back exactly what the service sent
// (absent and null kept apart), each change is in the store at once, two consoles on one store keep
// each other's audiences, each profile has its own store (an answer for another profile goes to
// that one), and one corrupt stored audience is skipped without the others. The legacy JSON file
// (KnownAudiencesFile::load, read once when the store takes it in) keeps its own checks; the
// profile's folder is ProfileFolder's (tst_profilefolder).
// HOME is a throwaway folder (tests/testenv.sh), so AppDataLocation is too.
#include "models/audiences/knownaudiences.h"
#include "models/audiences/knownaudiencesfile.h"
#include "models/profiles/profilefolder.h"
#include "models/store/profiledatabase.h"
#include "net/jsonreader.h"
#include "knownaudiencesfixtures.h"
#include "support/testmain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tst_knownaudiences {

using Audience::Models::KnownAudiences;
using Audience::Models::KnownAudiencesFile;
using Audience::Models::ProfileFolder;
using Audience::Models::ProfileDatabase;
using Audience::Net::AudienceRecord;

namespace {

AudienceRecord decode(const QByteArray &json)
{
    AudienceRecord audience;
    const auto error = Audience::Net::decodeJson(json, audience);
    if (error)
        qFatal("fixture does not decode: %s", qPrintable(error->toString()));
    return audience;
}

// Every field of the record, as the encoder sees it (the round-trip test checks the encoder itself).
QJsonObject fields(const AudienceRecord &audience)
{
    return Audience::Net::toJsonObject(audience);
}

// What the store at `path` keeps, as a console that opens it sees it (its own connection).
QList<AudienceRecord> keptIn(const QString &path)
{
    ProfileDatabase store;
    if (!store.open(path))
        return {};
    KnownAudiences reader;
    reader.setStore(&store);
    return reader.all();
}

} // namespace

class TestKnownAudiences : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    void encoderRoundTripIsExact_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("live, metadata with null and absent fields") << QByteArray(LiveAudience);
        QTest::newRow("archived, no metadata") << QByteArray(ArchivedAudience);
    }
    void encoderRoundTripIsExact()
    {
        QFETCH(QByteArray, json);
        const AudienceRecord audience = decode(json);
        const QJsonObject encoded = Audience::Net::toJsonObject(audience);
        // Exactly the object the service sent: same keys (absent stays absent), nulls stay null.
        QCOMPARE(encoded, QJsonDocument::fromJson(json).object());
        const AudienceRecord again = decode(QJsonDocument(encoded).toJson());
        QCOMPARE(Audience::Net::toJsonObject(again), encoded);
        QVERIFY(!again.effectiveMetadata || again.effectiveMetadata->description.isNull());
        QVERIFY(!again.effectiveMetadata || again.effectiveMetadata->author.isAbsent());
    }

    void rememberedAudiencesComeBackForTheSameProfile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        const AudienceRecord live = decode(LiveAudience);
        const AudienceRecord archived = decode(ArchivedAudience);
        {
            ProfileDatabase store;
            QVERIFY2(store.open(path), qPrintable(store.error()));
            KnownAudiences known;
            known.setStore(&store);
            QCOMPARE(known.storePath(), path);
            QCOMPARE(known.count(), 0);
            known.remember(live);
            known.remember(archived);
        } // the console closes: its store with it

        ProfileDatabase reopened;
        QVERIFY2(reopened.open(path), qPrintable(reopened.error()));
        KnownAudiences restarted;
        QSignalSpy cleared(&restarted, &KnownAudiences::cleared);
        QSignalSpy changed(&restarted, &KnownAudiences::changed);
        restarted.setStore(&reopened);
        QCOMPARE(restarted.count(), 2);
        QCOMPARE(cleared.count(), 1);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(fields(*restarted.find(QStringLiteral("aud_1"))), fields(live));
        QCOMPARE(fields(*restarted.find(QStringLiteral("aud_2"))), fields(archived));
        QVERIFY(!restarted.isArchived(QStringLiteral("aud_1")));
        QVERIFY(restarted.isArchived(QStringLiteral("aud_2")));
        QCOMPARE(restarted.audiencesOfPage(QStringLiteral("page_2")).size(), 1);
    }

    void aChangeIsInTheStoreAtOnce()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        KnownAudiences known;
        known.setStore(&store);
        known.remember(decode(ArchivedAudience));
        // No flush, no timer, and the object still alive: another connection to the file reads it.
        QList<AudienceRecord> kept = keptIn(path);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(fields(kept.first()), fields(decode(ArchivedAudience)));

        // A later answer about the same audience replaces its row.
        AudienceRecord renamed = decode(ArchivedAudience);
        renamed.effectiveName = QStringLiteral("Frozen leads");
        known.remember(renamed);
        kept = keptIn(path);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().effectiveName, QStringLiteral("Frozen leads"));
    }

    void whatWasLearntBeforeTheStoreOpenedIsKept()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        AudienceRecord stale = decode(ArchivedAudience);
        stale.effectiveName = QStringLiteral("Stale name");
        {
            // An earlier run kept aud_2 under an older name.
            ProfileDatabase store;
            QVERIFY2(store.open(path), qPrintable(store.error()));
            KnownAudiences earlier;
            earlier.setStore(&store);
            earlier.remember(stale);
        }

        // This run learns two audiences before its store opens (it opens after the first rows).
        KnownAudiences known;
        known.remember(decode(LiveAudience));
        known.remember(decode(ArchivedAudience));
        ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        QSignalSpy cleared(&known, &KnownAudiences::cleared);
        QSignalSpy changed(&known, &KnownAudiences::changed);
        known.setStore(&store);
        QCOMPARE(cleared.count(), 1);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(known.count(), 2);
        // What this run learnt is the newest: it wins over the stored row, in memory and on disk.
        QCOMPARE(known.find(QStringLiteral("aud_2"))->effectiveName, QStringLiteral("Cold leads"));
        const QList<AudienceRecord> kept = keptIn(path);
        QCOMPARE(kept.size(), 2);
        for (const AudienceRecord &audience : kept) {
            const QByteArray json = audience.audienceId == QStringLiteral("aud_1") ? LiveAudience : ArchivedAudience;
            QCOMPARE(fields(audience), fields(decode(json)));
        }
    }

    void twoConsolesOnOneStoreKeepEachOthersAudiences()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase storeOne;
        ProfileDatabase storeTwo;
        QVERIFY2(storeOne.open(path), qPrintable(storeOne.error()));
        QVERIFY2(storeTwo.open(path), qPrintable(storeTwo.error()));
        KnownAudiences one;
        KnownAudiences two;
        one.setStore(&storeOne);
        two.setStore(&storeTwo);
        one.remember(decode(LiveAudience));
        two.remember(decode(ArchivedAudience)); // never overwrites what the other wrote
        one.remember(decode(LiveAudience));     // nor the other way round

        const QList<AudienceRecord> kept = keptIn(path);
        QCOMPARE(kept.size(), 2);
        QStringList ids;
        for (const AudienceRecord &audience : kept)
            ids.append(audience.audienceId);
        ids.sort();
        QCOMPARE(ids, (QStringList{QStringLiteral("aud_1"), QStringLiteral("aud_2")}));
    }

    void clearingKeepsTheStore()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        KnownAudiences known;
        known.setStore(&store);
        known.remember(decode(LiveAudience));
        QSignalSpy cleared(&known, &KnownAudiences::cleared);
        known.clear(); // another profile: memory goes, the store stays and is let go
        QCOMPARE(cleared.count(), 1);
        QVERIFY(known.storePath().isEmpty());
        QCOMPARE(known.count(), 0);
        QCOMPARE(keptIn(path).size(), 1);
        known.remember(decode(ArchivedAudience)); // in memory only now
        QCOMPARE(known.count(), 1);
        const QList<AudienceRecord> kept = keptIn(path);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().audienceId, QStringLiteral("aud_1"));
    }

    void eachProfileHasItsOwnStore()
    {
        const QString folderA = ProfileFolder::of(QStringLiteral("profile-a"));
        const QString folderB = ProfileFolder::of(QStringLiteral("profile-b"));
        QVERIFY(!folderA.isEmpty());
        QVERIFY(folderA != folderB);
        const QString pathA = ProfileDatabase::pathInFolder(folderA);
        const QString pathB = ProfileDatabase::pathInFolder(folderB);
        auto storeA = std::make_unique<ProfileDatabase>();
        auto storeB = std::make_unique<ProfileDatabase>();
        QVERIFY2(storeA->open(pathA), qPrintable(storeA->error()));
        QVERIFY2(storeB->open(pathB), qPrintable(storeB->error()));

        KnownAudiences known;
        known.setStore(storeA.get());
        known.remember(decode(LiveAudience));
        known.clear(); // switching profiles: A's audiences stay in A's store
        known.setStore(storeB.get());
        QCOMPARE(known.count(), 0);
        known.remember(decode(ArchivedAudience));

        const QList<AudienceRecord> a = keptIn(pathA);
        const QList<AudienceRecord> b = keptIn(pathB);
        QCOMPARE(a.size(), 1);
        QCOMPARE(a.first().audienceId, QStringLiteral("aud_1"));
        QCOMPARE(b.size(), 1);
        QCOMPARE(b.first().audienceId, QStringLiteral("aud_2"));

        known.clear();
        known.setStore(storeA.get());
        QCOMPARE(known.count(), 1);
        QVERIFY(known.contains(QStringLiteral("aud_1")));

        // Deleting profile B takes its folder (its store with it) and nothing else.
        storeB.reset();
        ProfileFolder::remove(QStringLiteral("profile-b"));
        QVERIFY(!QFileInfo::exists(folderB));
        QVERIFY(QFileInfo::exists(pathA));
        ProfileFolder::remove(QStringLiteral("..")); // refused: never the profiles folder
        QVERIFY(QFileInfo::exists(pathA));
        QCOMPARE(keptIn(pathA).size(), 1);
    }

    void rememberForAnotherProfileGoesToItsStore()
    {
        QTemporaryDir dirA;
        QTemporaryDir dirB;
        QVERIFY(dirA.isValid() && dirB.isValid());
        const QString pathA = ProfileDatabase::pathInFolder(dirA.path());
        const QString pathB = ProfileDatabase::pathInFolder(dirB.path());
        ProfileDatabase storeA;
        QVERIFY2(storeA.open(pathA), qPrintable(storeA.error()));
        KnownAudiences known;
        known.setStore(&storeA);
        QSignalSpy changed(&known, &KnownAudiences::changed);

        // An answer for profile B that came after the switch to A: into B's store, not A's memory.
        known.rememberFor(pathB, decode(ArchivedAudience));
        QCOMPARE(known.count(), 0);
        QCOMPARE(changed.count(), 0);
        const QList<AudienceRecord> b = keptIn(pathB);
        QCOMPARE(b.size(), 1);
        QCOMPARE(fields(b.first()), fields(decode(ArchivedAudience)));
        QVERIFY(keptIn(pathA).isEmpty());

        // For the store in use it is remember().
        known.rememberFor(known.storePath(), decode(LiveAudience));
        QCOMPARE(known.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(keptIn(pathA).size(), 1);

        // A profile that keeps nothing: nothing anywhere.
        known.rememberFor(QString(), decode(ArchivedAudience));
        QCOMPARE(known.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(keptIn(pathA).size(), 1);
        QCOMPARE(keptIn(pathB).size(), 1);
    }

    void aCorruptStoredAudienceIsSkippedAndTheOthersLoad()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase store;
            QVERIFY2(store.open(path), qPrintable(store.error()));
            KnownAudiences known;
            known.setStore(&store);
            known.remember(decode(LiveAudience));
            known.remember(decode(ArchivedAudience));
            // Two rows that do not decode: a wrong type, and a record cut short.
            QSqlQuery query(store.database());
            QVERIFY2(query.exec(QStringLiteral(
                         "INSERT INTO known_audiences (audience_id, page_id, record, updated_at) VALUES"
                         " ('aud_typed', 'page_1', '{\"audienceId\": 5}', '2024-06-01T00:00:00.000Z'),"
                         " ('aud_torn', 'page_1', '{\"audienceId\": \"aud_torn\", \"pageId\": ', '2024-06-01T00:00:00.000Z')")),
                     qPrintable(query.lastError().text()));
        }

        // One warning for each bad row, naming it.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("skipping stored audience.*aud_typed")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("skipping stored audience.*aud_torn")));
        ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        KnownAudiences known;
        known.setStore(&store);
        QCOMPARE(known.count(), 2);
        QCOMPARE(fields(*known.find(QStringLiteral("aud_1"))), fields(decode(LiveAudience)));
        QCOMPARE(fields(*known.find(QStringLiteral("aud_2"))), fields(decode(ArchivedAudience)));
        QCOMPARE(known.audiencesOfPage(QStringLiteral("page_1")).size(), 1);
        // Still working: the next change is kept.
        AudienceRecord renamed = decode(LiveAudience);
        renamed.effectiveName = QStringLiteral("Loyal");
        known.remember(renamed);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("skipping stored audience.*aud_typed")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("skipping stored audience.*aud_torn")));
        const QList<AudienceRecord> kept = keptIn(path);
        QCOMPARE(kept.size(), 2);
    }

    void anUnopenableStoreKeepsNothingAndSaysWhy()
    {
        // A folder where the store's file should be: it cannot be opened, and the reason names it.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        QVERIFY(QDir().mkpath(path));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("console\\.sqlite")));
        ProfileDatabase store;
        QVERIFY(!store.open(path));
        QVERIFY(!store.isOpen());
        QVERIFY(store.error().contains(QDir::toNativeSeparators(path)));
        // The console goes on with what it learns in memory.
        KnownAudiences known;
        known.remember(decode(LiveAudience));
        QCOMPARE(known.count(), 1);
        QVERIFY(known.storePath().isEmpty());
    }

    // The legacy file (before the store), still read once when the store takes it in.
    void aCorruptLegacyFileLoadsAsNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("not JSON") << QByteArray("{\"format\": 1, \"audiences\": [");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("wrong shape") << QByteArray("[1, 2, 3]");
        QTest::newRow("bad audience") << QByteArray(R"({"format": 1, "audiences": [{"audienceId": 5}]})");
        QTest::newRow("unknown format") << QByteArray(R"({"format": 99, "audiences": []})");
    }
    void aCorruptLegacyFileLoadsAsNothing()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("known-audiences.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("known-audiences\\.json")));
        QVERIFY(KnownAudiencesFile(path).load().isEmpty());
    }

    void aBadAudienceInALegacyFileIsSkippedAndTheOthersLoad()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("known-audiences.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(R"({"format": 1, "audiences": [)") + LiveAudience + R"(, {"audienceId": 5}, 7, )"
                   + ArchivedAudience + "]}");
        file.close();

        // One warning for each bad entry, naming the file.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("audience 1 of .*known-audiences\\.json")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("audience 2 of .*known-audiences\\.json")));
        const QList<AudienceRecord> loaded = KnownAudiencesFile(path).load();
        QCOMPARE(loaded.size(), 2);
        QCOMPARE(fields(loaded.at(0)), fields(decode(LiveAudience)));
        QCOMPARE(fields(loaded.at(1)), fields(decode(ArchivedAudience)));
    }

    void anUnreadableLegacyFileLoadsAsNothing()
    {
        // A folder where the file should be: it cannot be opened.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("known-audiences.json"));
        QVERIFY(QDir().mkpath(path));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("known-audiences\\.json")));
        QVERIFY(KnownAudiencesFile(path).load().isEmpty());
    }
};

} // namespace tst_knownaudiences

AUDIENCE_TEST_GUILESS_MAIN(tst_knownaudiences, TestKnownAudiences)
#include "tst_knownaudiences.moc"
