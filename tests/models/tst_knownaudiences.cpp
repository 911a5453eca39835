// KnownAudiences kept per profile on disk (KnownAudiencesFile), and the Audience encoder it relies
// on: a round trip through the file gives back exactly what the service sent (absent and null kept
// apart), each profile has its own file, a corrupt file loads as nothing without a crash, and one
// bad audience in a good file is skipped.
// HOME is a throwaway folder (tests/testenv.sh), so AppDataLocation is too.
#include "models/audiences/knownaudiences.h"
#include "models/audiences/knownaudiencesfile.h"
#include "net/jsonreader.h"
#include "knownaudiencesfixtures.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using Audience::Models::KnownAudiences;
using Audience::Models::KnownAudiencesFile;
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

    void pathIsPerProfileId()
    {
        const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QCOMPARE(KnownAudiencesFile::pathForProfile(QStringLiteral("3f2a-77")),
                 base + QStringLiteral("/profiles/3f2a-77/known-audiences.json"));
        QCOMPARE(KnownAudiencesFile::pathForProfile(QStringLiteral("a/../b")),
                 base + QStringLiteral("/profiles/a%2F..%2Fb/known-audiences.json"));
        QVERIFY(KnownAudiencesFile::pathForProfile(QStringLiteral("..")).isEmpty());
        QVERIFY(KnownAudiencesFile::pathForProfile(QString()).isEmpty());
    }

    void rememberedAudiencesComeBackForTheSameProfile()
    {
        const QString path = KnownAudiencesFile::pathForProfile(QStringLiteral("profile-a"));
        const AudienceRecord live = decode(LiveAudience);
        const AudienceRecord archived = decode(ArchivedAudience);
        {
            KnownAudiences known;
            known.setFilePath(path);
            QCOMPARE(known.count(), 0);
            known.remember(live);
            known.remember(archived);
            // A burst is written shortly after, without anyone asking.
            QTRY_VERIFY(QFile::exists(path));
        }

        KnownAudiences restarted;
        QSignalSpy changed(&restarted, &KnownAudiences::changed);
        restarted.setFilePath(path);
        QCOMPARE(restarted.count(), 2);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(fields(*restarted.find(QStringLiteral("aud_1"))), fields(live));
        QCOMPARE(fields(*restarted.find(QStringLiteral("aud_2"))), fields(archived));
        QVERIFY(!restarted.isArchived(QStringLiteral("aud_1")));
        QVERIFY(restarted.isArchived(QStringLiteral("aud_2")));
        QCOMPARE(restarted.audiencesOfPage(QStringLiteral("page_2")).size(), 1);
    }

    void aChangeIsWrittenWhenTheObjectGoes()
    {
        const QString path = KnownAudiencesFile::pathForProfile(QStringLiteral("profile-a"));
        {
            KnownAudiences known;
            known.setFilePath(path);
            known.remember(decode(ArchivedAudience));
        } // the pending write happens here, not lost
        QCOMPARE(KnownAudiencesFile(path).load().size(), 1);
    }

    void clearingKeepsTheFile()
    {
        const QString path = KnownAudiencesFile::pathForProfile(QStringLiteral("profile-a"));
        KnownAudiences known;
        known.setFilePath(path);
        known.remember(decode(LiveAudience));
        known.clear(); // another profile: memory goes, the file stays and is let go
        QVERIFY(known.filePath().isEmpty());
        QCOMPARE(known.count(), 0);
        QCOMPARE(KnownAudiencesFile(path).load().size(), 1);
        known.remember(decode(ArchivedAudience)); // in memory only now
        known.flush();
        QCOMPARE(KnownAudiencesFile(path).load().size(), 1);
    }

    void eachProfileHasItsOwnFile()
    {
        const QString pathA = KnownAudiencesFile::pathForProfile(QStringLiteral("profile-a"));
        const QString pathB = KnownAudiencesFile::pathForProfile(QStringLiteral("profile-b"));
        QVERIFY(pathA != pathB);
        KnownAudiences known;
        known.setFilePath(pathA);
        known.remember(decode(LiveAudience));
        known.setFilePath(pathB); // writes A's pending change, then loads B: nothing yet
        QCOMPARE(known.count(), 0);
        known.remember(decode(ArchivedAudience));
        known.flush();

        const QList<AudienceRecord> a = KnownAudiencesFile(pathA).load();
        const QList<AudienceRecord> b = KnownAudiencesFile(pathB).load();
        QCOMPARE(a.size(), 1);
        QCOMPARE(a.first().audienceId, QStringLiteral("aud_1"));
        QCOMPARE(b.size(), 1);
        QCOMPARE(b.first().audienceId, QStringLiteral("aud_2"));

        known.setFilePath(pathA);
        QCOMPARE(known.count(), 1);
        QVERIFY(known.contains(QStringLiteral("aud_1")));

        // Deleting profile B takes its folder and nothing else.
        known.setFilePath(QString());
        KnownAudiencesFile::removeForProfile(QStringLiteral("profile-b"));
        QVERIFY(!QFileInfo::exists(QFileInfo(pathB).absolutePath()));
        QVERIFY(QFileInfo::exists(pathA));
        KnownAudiencesFile::removeForProfile(QStringLiteral("..")); // refused: never the profiles folder
        QVERIFY(QFileInfo::exists(pathA));
    }

    void aCorruptFileLoadsAsNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("not JSON") << QByteArray("{\"format\": 1, \"audiences\": [");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("wrong shape") << QByteArray("[1, 2, 3]");
        QTest::newRow("bad audience") << QByteArray(R"({"format": 1, "audiences": [{"audienceId": 5}]})");
        QTest::newRow("unknown format") << QByteArray(R"({"format": 99, "audiences": []})");
    }
    void aCorruptFileLoadsAsNothing()
    {
        QFETCH(QByteArray, content);
        const QString path = KnownAudiencesFile::pathForProfile(QStringLiteral("profile-c"));
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("known-audiences\\.json")));
        KnownAudiences known;
        known.setFilePath(path);
        QCOMPARE(known.count(), 0);
        // The next change replaces it with a good file.
        known.remember(decode(LiveAudience));
        known.flush();
        QCOMPARE(KnownAudiencesFile(path).load().size(), 1);
    }

    void aBadAudienceIsSkippedAndTheOthersLoad()
    {
        const QString path = KnownAudiencesFile::pathForProfile(QStringLiteral("profile-e"));
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
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

    void anUnreadableFileLoadsAsNothing()
    {
        // A folder where the file should be: it cannot be opened (nor written, which only warns).
        const QString path = KnownAudiencesFile::pathForProfile(QStringLiteral("profile-d"));
        QVERIFY(QDir().mkpath(path));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("known-audiences\\.json")));
        KnownAudiences known;
        known.setFilePath(path);
        QCOMPARE(known.count(), 0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("known-audiences\\.json")));
        known.remember(decode(LiveAudience));
        known.flush();
        QCOMPARE(known.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestKnownAudiences)
#include "tst_knownaudiences.moc"
