// The keychain store with no Secret Service at all (testenv.sh without --keychain: no session bus):
// every operation fails with a clear reason before its timeout, and the key is written nowhere.
#include "app/keychaincredentialstore.h"
#include "support/testmain.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <chrono>
#include <optional>

namespace tst_keychain_unavailable {

using Audience::App::CredentialResult;
using Audience::App::KeychainCredentialStore;
using Status = CredentialResult::Status;
using namespace std::chrono_literals;

namespace {

const QString canary = QStringLiteral("canary-unavailable-7f3a9c1e5d");

// Every file under `root` whose bytes contain `needle`.
QStringList filesContaining(const QString &root, const QByteArray &needle)
{
    QStringList found;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(needle))
            found.append(file.fileName());
    }
    return found;
}

QStringList allFiles(const QString &root)
{
    QStringList files;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    return files;
}

} // namespace

class TestKeychainUnavailable : public QObject
{
    Q_OBJECT
private:
    // Long enough that an answer before it is an answer, not our timer.
    static constexpr auto timeout = 20s;

    CredentialResult run(const std::function<void(KeychainCredentialStore &, KeychainCredentialStore::Callback)> &op)
    {
        KeychainCredentialStore store(KeychainCredentialStore::defaultServiceName(), timeout);
        std::optional<CredentialResult> result;
        op(store, [&result](const CredentialResult &r) { result = r; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 30000); }();
        return result.value_or(CredentialResult{});
    }

private slots:
    void initTestCase()
    {
        // The point of this test: no bus to reach a keychain through.
        QVERIFY2(qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"), "run through tests/testenv.sh");
        QVERIFY(qEnvironmentVariableIsEmpty("DISPLAY"));
    }

    void readFailsWithAReason()
    {
        const CredentialResult result = run([this](KeychainCredentialStore &store, auto done) {
            store.read(QStringLiteral("profile"), this, done);
        });
        qInfo() << "the user reads:" << result.message;
        QCOMPARE(result.status, Status::Unavailable);
        QVERIFY2(result.message.contains(QStringLiteral("Secret Service")), qPrintable(result.message));
    }

    void writeFailsAndLeavesNothingOnDisk()
    {
        const QString home = QDir::homePath();
        const QString temp = QDir::tempPath();
        const QStringList before = allFiles(home) + allFiles(temp);

        const CredentialResult result = run([this](KeychainCredentialStore &store, auto done) {
            store.write(QStringLiteral("profile"), canary, this, done);
        });
        QCOMPARE(result.status, Status::Unavailable);
        QVERIFY(!result.message.isEmpty());
        QVERIFY(!result.message.contains(canary));
        QVERIFY(!result.detail.contains(canary));

        QCOMPARE(filesContaining(home, canary.toUtf8()), QStringList());
        QCOMPARE(filesContaining(temp, canary.toUtf8()), QStringList());
        // Not even an empty plain-text store or settings file appeared.
        QStringList after = allFiles(home) + allFiles(temp);
        for (const QString &file : before)
            after.removeAll(file);
        QCOMPARE(after, QStringList());
    }

    void removeFailsWithAReason()
    {
        const CredentialResult result = run([this](KeychainCredentialStore &store, auto done) {
            store.remove(QStringLiteral("profile"), this, done);
        });
        QCOMPARE(result.status, Status::Unavailable);
    }
};

} // namespace tst_keychain_unavailable

AUDIENCE_TEST_GUILESS_MAIN(tst_keychain_unavailable, TestKeychainUnavailable)
#include "tst_keychain_unavailable.moc"
