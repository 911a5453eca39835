// The webhook inbox's signing secrets in the real keychain (gnome-keyring in a private D-Bus
// session): kept per profile and subscription, read back, forgotten; and, like the API key, found
// nowhere on disk afterwards (HOME, the temp folder), while the inbox used it to check a signature.
#include "app/keychaincredentialstore.h"
#include "app/webhooksecretkeychain.h"
#include "models/webhooks/webhookinbox.h"
#include "support/testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

namespace tst_webhooksecretkeychain {

using namespace Audience;

namespace {

const QString secret = QStringLiteral("whsec_Y2FuYXJ5LXdlYmhvb2stc2VjcmV0LTQyNDI0Mg=="); // "canary-webhook-secret-424242"

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

struct Answer
{
    bool done = false;
    bool ok = false;
    QString secret;
    QString message;
};

} // namespace

class TestWebhookSecretKeychain : public QObject
{
    Q_OBJECT
private slots:
    void keptPerProfileAndNowhereOnDisk()
    {
        App::KeychainCredentialStore credentials;
        QString profile = QStringLiteral("profile-a");
        App::WebhookSecretKeychain store(&credentials, [&profile] { return profile; });

        Answer wrote;
        store.writeSecret(QStringLiteral("whsub_1"), secret, this, [&wrote](bool ok, const QString &, const QString &message) {
            wrote = {true, ok, {}, message};
        });
        QTRY_VERIFY_WITH_TIMEOUT(wrote.done, 20000);
        QVERIFY2(wrote.ok, qPrintable(wrote.message));

        Answer read;
        store.readSecret(QStringLiteral("whsub_1"), this, [&read](bool ok, const QString &value, const QString &message) {
            read = {true, ok, value, message};
        });
        QTRY_VERIFY_WITH_TIMEOUT(read.done, 20000);
        QVERIFY(read.ok);
        QCOMPARE(read.secret, secret);

        // Another profile has its own entries: nothing there, and that is not an error.
        profile = QStringLiteral("profile-b");
        Answer other;
        store.readSecret(QStringLiteral("whsub_1"), this, [&other](bool ok, const QString &value, const QString &message) {
            other = {true, ok, value, message};
        });
        QTRY_VERIFY_WITH_TIMEOUT(other.done, 20000);
        QVERIFY(other.ok);
        QVERIFY(other.secret.isEmpty());

        // The inbox takes it from the keychain when the subscription is opened.
        profile = QStringLiteral("profile-a");
        Models::WebhookInbox inbox;
        inbox.setSecretStore(&store);
        inbox.loadSecret(QStringLiteral("whsub_1"));
        QTRY_VERIFY_WITH_TIMEOUT(inbox.hasSecret(QStringLiteral("whsub_1")), 20000);

        // Nowhere on disk: not in HOME (settings, data, caches; the keyring file is encrypted), not in
        // the temp folder.
        const QByteArray needle = secret.toUtf8();
        for (const QString &root : {QDir::homePath(), QDir::tempPath()}) {
            const QStringList found = filesContaining(root, needle);
            QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral(", "))));
        }

        Answer removed;
        store.removeSecret(QStringLiteral("whsub_1"), this, [&removed](bool ok, const QString &, const QString &message) {
            removed = {true, ok, {}, message};
        });
        QTRY_VERIFY_WITH_TIMEOUT(removed.done, 20000);
        QVERIFY(removed.ok);
    }
};

} // namespace tst_webhooksecretkeychain

AUDIENCE_TEST_MAIN(tst_webhooksecretkeychain, TestWebhookSecretKeychain)
#include "tst_webhooksecretkeychain.moc"
