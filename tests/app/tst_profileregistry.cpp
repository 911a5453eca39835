// Profiles in QSettings (everything but the key) and the command line.
#include "app/commandline.h"
#include "app/profileregistry.h"
#include "support/testmain.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_profileregistry {

using namespace Audience;
using App::CommandLine;
using App::ProfileRegistry;
using App::StartupRequest;

namespace {

Models::Profile acme()
{
    Models::Profile profile;
    profile.name = QStringLiteral("Acme production");
    profile.baseUrl = QUrl(QStringLiteral("https://api.acme.example"));
    profile.allowPlainHttp = false;
    profile.label = QStringLiteral("Production");
    profile.colour = QStringLiteral("#c62828");
    return profile;
}

QStringList args(std::initializer_list<const char *> list)
{
    QStringList result{QStringLiteral("audience-console")};
    for (const char *arg : list)
        result.append(QString::fromUtf8(arg));
    return result;
}

} // namespace

class TestProfileStore : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString settingsPath() const { return m_dir.filePath(QStringLiteral("settings.ini")); }

private slots:
    void init()
    {
        QFile::remove(settingsPath());
    }

    void theSandboxAlwaysExistsAndComesFirst()
    {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        ProfileRegistry store(&settings);
        const QList<Models::Profile> profiles = store.profiles();
        QCOMPARE(profiles.size(), 1);
        QVERIFY(profiles.first().isSandbox());
        QVERIFY(!profiles.first().label.isEmpty());
        QVERIFY(store.profile(Models::Profile::sandboxId()).has_value());
        // It cannot be removed or overwritten.
        store.remove(Models::Profile::sandboxId());
        QVERIFY(!store.update(ProfileRegistry::sandboxProfile()));
        QCOMPARE(store.profiles().size(), 1);
    }

    void profilesSurviveARestart()
    {
        QString id;
        {
            QSettings settings(settingsPath(), QSettings::IniFormat);
            ProfileRegistry store(&settings);
            QSignalSpy changed(&store, &ProfileRegistry::profilesChanged);
            Models::Profile staging = acme();
            staging.name = QStringLiteral("Acme staging");
            staging.label = QStringLiteral("Staging");
            staging.colour = QStringLiteral("#ef6c00");
            staging.allowPlainHttp = true;
            staging.maxAnswerMiB = 64;
            store.add(staging);
            id = store.add(acme());
            QCOMPARE(changed.size(), 2);
            store.setLastProfileId(id);
        }
        QSettings settings(settingsPath(), QSettings::IniFormat);
        ProfileRegistry store(&settings);
        const QList<Models::Profile> profiles = store.profiles();
        QCOMPARE(profiles.size(), 3);
        QCOMPARE(profiles.at(1).name, QStringLiteral("Acme production")); // sorted by name
        QCOMPARE(profiles.at(2).name, QStringLiteral("Acme staging"));
        QVERIFY(profiles.at(2).allowPlainHttp);
        QCOMPARE(profiles.at(2).maxAnswerMiB, 64);
        QCOMPARE(profiles.at(1).maxAnswerMiB, Models::Profile::defaultMaxAnswerMiB);
        QCOMPARE(profiles.at(2).colour, QStringLiteral("#ef6c00"));
        QCOMPARE(store.lastProfileId(), id);
        Models::Profile expected = acme();
        expected.id = id;
        QCOMPARE(*store.profile(id), expected);
    }

    void updateAndRemove()
    {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        ProfileRegistry store(&settings);
        const QString id = store.add(acme());
        store.setLastProfileId(id);
        Models::Profile changed = *store.profile(id);
        changed.baseUrl = QUrl(QStringLiteral("https://eu.api.acme.example"));
        QVERIFY(store.update(changed));
        QCOMPARE(store.profile(id)->baseUrl, changed.baseUrl);
        Models::Profile unknown = changed;
        unknown.id = QStringLiteral("nope");
        QVERIFY(!store.update(unknown));

        store.remove(id);
        QVERIFY(!store.profile(id).has_value());
        QCOMPARE(store.lastProfileId(), QString()); // a deleted profile is not reopened
    }

    void findsProfilesByNameOrId()
    {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        ProfileRegistry store(&settings);
        const QString id = store.add(acme());
        QCOMPARE(store.findByNameOrId(QStringLiteral("ACME PRODUCTION"))->id, id);
        QCOMPARE(store.findByNameOrId(id)->id, id);
        QVERIFY(!store.findByNameOrId(QStringLiteral("nothing")).has_value());
        QCOMPARE(store.namesExcept(id), QStringList{ProfileRegistry::sandboxProfile().name});
    }

    void theSettingsFileHasNoRoomForAKey()
    {
        QSettings settings(settingsPath(), QSettings::IniFormat);
        ProfileRegistry store(&settings);
        store.add(acme());
        settings.sync();
        QFile file(settingsPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray contents = file.readAll().toLower();
        QVERIFY(contents.contains("api.acme.example"));
        QVERIFY(!contents.contains("key="));
        QVERIFY(!contents.contains("secret"));
        QVERIFY(!contents.contains("password"));
    }

    void commandLineOptions()
    {
        CommandLine::Result plain = CommandLine::parse(args({}));
        QCOMPARE(plain.outcome, CommandLine::Outcome::Run);
        QCOMPARE(plain.request.start, StartupRequest::Start::Default);

        CommandLine::Result sandbox = CommandLine::parse(args({"--sandbox"}));
        QCOMPARE(sandbox.request.start, StartupRequest::Start::Sandbox);

        CommandLine::Result named = CommandLine::parse(args({"--profile", "Acme production"}));
        QCOMPARE(named.outcome, CommandLine::Outcome::Run);
        QCOMPARE(named.request.start, StartupRequest::Start::Profile);
        QCOMPARE(named.request.profile, QStringLiteral("Acme production"));

        CommandLine::Result help = CommandLine::parse(args({"--help"}));
        QCOMPARE(help.outcome, CommandLine::Outcome::Exit);
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.output.contains(QStringLiteral("--profile")));
        QVERIFY(help.output.contains(QStringLiteral("--sandbox")));

        CommandLine::Result version = CommandLine::parse(args({"--version"}));
        QCOMPARE(version.outcome, CommandLine::Outcome::Exit);
        QVERIFY(!version.error);

        for (const CommandLine::Result &bad : {CommandLine::parse(args({"--profile"})),
                                               CommandLine::parse(args({"--sandbox", "--profile", "x"})),
                                               CommandLine::parse(args({"--bogus"})),
                                               CommandLine::parse(args({"stray"}))}) {
            QCOMPARE(bad.outcome, CommandLine::Outcome::Exit);
            QVERIFY(bad.error);
            QCOMPARE(bad.exitCode, 2);
            QVERIFY(!bad.output.isEmpty());
        }
    }
};

} // namespace tst_profileregistry

AUDIENCE_TEST_GUILESS_MAIN(tst_profileregistry, TestProfileStore)
#include "tst_profileregistry.moc"
