// Where a profile's data lives (ProfileFolder): one folder per profile, named by its stable id,
// which can never reach outside profiles/; the profile's store is in it; deleting a profile takes
// that folder and nothing else. HOME is a throwaway folder (tests/testenv.sh), so AppDataLocation
// is too.
#include "models/profiles/profilefolder.h"
#include "models/store/profiledatabase.h"
#include "support/testmain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

namespace tst_profilefolder {

using Audience::Models::ProfileFolder;
using Audience::Models::ProfileDatabase;

class TestProfileFolder : public QObject
{
    Q_OBJECT
private slots:
    void isPerProfileId()
    {
        const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QCOMPARE(ProfileFolder::of(QStringLiteral("3f2a-77")), base + QStringLiteral("/profiles/3f2a-77"));
        // Anything that could leave the folder is percent-encoded.
        QCOMPARE(ProfileFolder::of(QStringLiteral("a/../b")), base + QStringLiteral("/profiles/a%2F..%2Fb"));
        QVERIFY(ProfileFolder::of(QStringLiteral("..")).isEmpty());
        QVERIFY(ProfileFolder::of(QStringLiteral(".")).isEmpty());
        QVERIFY(ProfileFolder::of(QString()).isEmpty());
        // The profile's store lives in it.
        QCOMPARE(ProfileDatabase::pathInFolder(ProfileFolder::of(QStringLiteral("3f2a-77"))),
                 base + QStringLiteral("/profiles/3f2a-77/console.sqlite"));
        QVERIFY(ProfileDatabase::pathInFolder(QString()).isEmpty());
    }

    void removeTakesThatFolderOnly()
    {
        const QString kept = ProfileFolder::of(QStringLiteral("profile-a"));
        const QString removed = ProfileFolder::of(QStringLiteral("profile-b"));
        for (const QString &folder : {kept, removed}) {
            QVERIFY(QDir().mkpath(folder));
            QFile file(ProfileDatabase::pathInFolder(folder));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        ProfileFolder::remove(QStringLiteral("profile-b"));
        QVERIFY(!QFileInfo::exists(removed));
        QVERIFY(QFileInfo::exists(ProfileDatabase::pathInFolder(kept)));
        // Refused: never the profiles folder itself, nor the data location.
        ProfileFolder::remove(QStringLiteral(".."));
        ProfileFolder::remove(QString());
        QVERIFY(QFileInfo::exists(ProfileDatabase::pathInFolder(kept)));
    }
};

} // namespace tst_profilefolder

AUDIENCE_TEST_GUILESS_MAIN(tst_profilefolder, TestProfileFolder)
#include "tst_profilefolder.moc"
