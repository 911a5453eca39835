// The keychain store against a real Secret Service (gnome-keyring in a private D-Bus session, set up
// by testenv.sh --keychain): store, read back, replace, delete, one entry per profile, another process
// reads what this one stored, and a timed-out job is abandoned safely.
#include "app/keychaincredentialstore.h"

#include <QCoreApplication>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

#include <chrono>
#include <cstdio>
#include <optional>

using Audience::App::CredentialResult;
using Audience::App::KeychainCredentialStore;
using Status = CredentialResult::Status;
using namespace std::chrono_literals;

namespace {

// Runs one operation to its answer (tests may wait; production code never does).
struct Outcome
{
    std::optional<CredentialResult> result;
    int calls = 0;
};

CredentialResult readKey(KeychainCredentialStore &store, const QString &id, QObject *context)
{
    auto outcome = std::make_shared<Outcome>();
    store.read(id, context, [outcome](const CredentialResult &r) { outcome->result = r; ++outcome->calls; });
    if (!QTest::qWaitFor([&] { return outcome->result.has_value(); }, 20000))
        return {};
    return *outcome->result;
}

CredentialResult writeKey(KeychainCredentialStore &store, const QString &id, const QString &secret, QObject *context)
{
    auto outcome = std::make_shared<Outcome>();
    store.write(id, secret, context, [outcome](const CredentialResult &r) { outcome->result = r; ++outcome->calls; });
    if (!QTest::qWaitFor([&] { return outcome->result.has_value(); }, 20000))
        return {};
    return *outcome->result;
}

CredentialResult removeKey(KeychainCredentialStore &store, const QString &id, QObject *context)
{
    auto outcome = std::make_shared<Outcome>();
    store.remove(id, context, [outcome](const CredentialResult &r) { outcome->result = r; ++outcome->calls; });
    if (!QTest::qWaitFor([&] { return outcome->result.has_value(); }, 20000))
        return {};
    return *outcome->result;
}

QString uniqueService()
{
    return QStringLiteral("org.audience.Console.test-") + QUuid::createUuid().toString(QUuid::Id128);
}

// Child mode: read one entry and print "<status> <secret>" on stdout for the parent test.
int childRead(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    KeychainCredentialStore store(args.at(2), 20s);
    int exitCode = 3;
    store.read(args.at(3), &app, [&exitCode](const CredentialResult &result) {
        const QByteArray line = QByteArray::number(int(result.status)) + ' ' + result.secret.toUtf8() + '\n';
        std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
        std::fflush(stdout);
        exitCode = result.isOk() ? 0 : 1;
        QCoreApplication::quit();
    });
    QCoreApplication::exec();
    return exitCode;
}

} // namespace

class TestKeychain : public QObject
{
    Q_OBJECT
private slots:
    void storeReadReplaceDelete()
    {
        KeychainCredentialStore store(uniqueService(), 20s);
        const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);

        const CredentialResult missing = readKey(store, id, this);
        QCOMPARE(missing.status, Status::NotFound);

        const CredentialResult written = writeKey(store, id, QStringLiteral("first-key"), this);
        QVERIFY2(written.isOk(), qPrintable(written.message));
        const CredentialResult first = readKey(store, id, this);
        QVERIFY2(first.isOk(), qPrintable(first.message));
        QCOMPARE(first.secret, QStringLiteral("first-key"));

        QVERIFY(writeKey(store, id, QStringLiteral("second-key"), this).isOk());
        QCOMPARE(readKey(store, id, this).secret, QStringLiteral("second-key"));

        const CredentialResult removed = removeKey(store, id, this);
        QVERIFY2(removed.isOk(), qPrintable(removed.message));
        QCOMPARE(readKey(store, id, this).status, Status::NotFound);
        // Removing what is not there is what was asked for.
        QVERIFY(removeKey(store, id, this).isOk());
    }

    void oneEntryPerProfile()
    {
        KeychainCredentialStore store(uniqueService(), 20s);
        QVERIFY(writeKey(store, QStringLiteral("profile-a"), QStringLiteral("key-a"), this).isOk());
        QVERIFY(writeKey(store, QStringLiteral("profile-b"), QStringLiteral("key-b"), this).isOk());
        QCOMPARE(readKey(store, QStringLiteral("profile-a"), this).secret, QStringLiteral("key-a"));
        QCOMPARE(readKey(store, QStringLiteral("profile-b"), this).secret, QStringLiteral("key-b"));
        QVERIFY(removeKey(store, QStringLiteral("profile-a"), this).isOk());
        QCOMPARE(readKey(store, QStringLiteral("profile-a"), this).status, Status::NotFound);
        QCOMPARE(readKey(store, QStringLiteral("profile-b"), this).secret, QStringLiteral("key-b"));
        // Another service name is another app: it does not see these entries.
        KeychainCredentialStore other(uniqueService(), 20s);
        QCOMPARE(readKey(other, QStringLiteral("profile-b"), this).status, Status::NotFound);
        QVERIFY(removeKey(store, QStringLiteral("profile-b"), this).isOk());
    }

    void anotherProcessReadsWhatThisOneStored()
    {
        const QString service = uniqueService();
        const QString id = QStringLiteral("shared-profile");
        KeychainCredentialStore store(service, 20s);
        QVERIFY(writeKey(store, id, QStringLiteral("written-by-the-parent"), this).isOk());

        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child-read"), service, id});
        QVERIFY(child.waitForFinished(30000));
        const QByteArray output = child.readAllStandardOutput().trimmed();
        QCOMPARE(child.exitCode(), 0);
        QCOMPARE(output, QByteArray::number(int(Status::Ok)) + " written-by-the-parent");
        QVERIFY(removeKey(store, id, this).isOk());
    }

    void saysWhenItIsWaitingForTheKeychain()
    {
        KeychainCredentialStore store(uniqueService(), 20s);
        QSignalSpy busy(&store, &KeychainCredentialStore::busyChanged);
        QVERIFY(!store.isBusy());
        bool answered = false;
        store.read(QStringLiteral("anything"), this, [&answered](const CredentialResult &) { answered = true; });
        QVERIFY(store.isBusy());
        QCOMPARE(busy.size(), 1);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QVERIFY(!answered); // never before control returns to the event loop
        QTRY_VERIFY_WITH_TIMEOUT(answered, 20000);
        QVERIFY(!store.isBusy());
        QCOMPARE(busy.size(), 2);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    void aTimedOutJobIsAbandonedSafely()
    {
        const QString service = uniqueService();
        // A timeout too short for any keychain: the caller hears TimedOut, once.
        KeychainCredentialStore impatient(service, 0ms);
        auto outcome = std::make_shared<Outcome>();
        impatient.write(QStringLiteral("slow"), QStringLiteral("late-key"), this,
                        [outcome](const CredentialResult &r) { outcome->result = r; ++outcome->calls; });
        QTRY_VERIFY_WITH_TIMEOUT(outcome->result.has_value(), 20000);
        QCOMPARE(outcome->result->status, Status::TimedOut);
        QVERIFY(!outcome->result->message.isEmpty());
        QVERIFY(!impatient.isBusy());

        // QtKeychain runs jobs one at a time, so once this read answers the abandoned write has ended
        // too: it must not have called back a second time, nor crashed.
        KeychainCredentialStore patient(service, 20s);
        const CredentialResult after = readKey(patient, QStringLiteral("slow"), this);
        QVERIFY(after.status == Status::Ok || after.status == Status::NotFound);
        QCOMPARE(outcome->calls, 1);
        removeKey(patient, QStringLiteral("slow"), this);
    }

    void noAnswerAfterTheCallerIsGone()
    {
        KeychainCredentialStore store(uniqueService(), 20s);
        bool called = false;
        auto *context = new QObject;
        store.read(QStringLiteral("gone"), context, [&called](const CredentialResult &) { called = true; });
        delete context;
        QTRY_VERIFY_WITH_TIMEOUT(!store.isBusy(), 20000);
        QVERIFY(!called);
    }
};

int main(int argc, char *argv[])
{
    if (argc >= 4 && qstrcmp(argv[1], "--child-read") == 0)
        return childRead(argc, argv);
    QCoreApplication app(argc, argv);
    TestKeychain test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_keychain.moc"
