// The canary: a scripted run of the console with the real keychain (gnome-keyring, private D-Bus) and
// a real sandbox whose key is the canary. The user creates a profile, tests it, saves it (key into the
// keychain), connects, quits; then starts again and lands in the profile (key read back), and quits.
// Afterwards the key must appear nowhere: not in HOME (settings, caches, the keyring is encrypted),
// not in the temp folder, not in any log line the console wrote, not in the sandbox's own log. The
// same for a webhook signing secret given to the inbox (kept in the keychain, read back next run).
#include "app/keychaincredentialstore.h"
#include "app/profileeditor.h"
#include "app/profileregistry.h"
#include "app/sandboxlauncher.h"
#include "app/session.h"
#include "app/webhooksecretkeychain.h"
#include "models/shell/connection.h"
#include "models/webhooks/webhookinbox.h"
#include "net/apiclient.h"
#include "support/sandboxprocess.h"
#include "ui/profiles/keyfield.h"
#include "ui/shell/mainwindow.h"
#include "ui/profiles/profiledialog.h"
#include "ui/profiles/welcomedialog.h"
#include "support/testmain.h"

#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

namespace tst_canary {

using namespace Audience;
using namespace std::chrono_literals;

namespace {

// A webhook signing secret, "whsec_" + base64 of "canary-webhook-signing-key-7f3a".
const QString webhookCanary = QStringLiteral("whsec_Y2FuYXJ5LXdlYmhvb2stc2lnbmluZy1rZXktN2YzYQ==");
const QString canarySubscription = QStringLiteral("whsub_canary");

QFile *logFile = nullptr;
QtMessageHandler previousHandler = nullptr;

// Every message of the run goes to a log file (searched afterwards) as well as to the usual place.
void logToFile(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (logFile)
        logFile->write(qFormatLogMessage(type, context, message).toUtf8() + '\n');
    if (previousHandler)
        previousHandler(type, context, message);
}

QStringList filesContaining(const QString &root, const QByteArray &needle, int *searched)
{
    QStringList found;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        ++*searched;
        const QByteArray bytes = file.readAll();
        if (bytes.contains(needle) || bytes.contains(needle.toBase64()))
            found.append(file.fileName());
    }
    return found;
}

// One run of the console, built as main() builds it.
struct Console
{
    Console()
        : client(&network, &activeKey)
        , profiles(&settings)
        , credentials(QStringLiteral("org.audience.Console.canary"), 20s)
    {
        session = std::make_unique<App::Session>(
            App::Session::Parts{&network, &client, &activeKey, &profiles, &credentials, &sandbox, &window});
        // As main() wires it: the inbox's secrets in the same keychain, per profile.
        webhookSecrets = std::make_unique<App::WebhookSecretKeychain>(&credentials, [this] { return session->activeProfileId(); });
        window.connection()->webhookInbox()->setSecretStore(webhookSecrets.get());
        window.show();
    }
    ~Console() { session.reset(); }

    bool quit()
    {
        QSignalSpy finished(session.get(), &App::Session::shutdownFinished);
        window.close();
        return finished.wait(20000);
    }

    QNetworkAccessManager network;
    Net::StaticApiKeyProvider activeKey;
    Net::ApiClient client;
    QSettings settings;
    App::ProfileRegistry profiles;
    App::KeychainCredentialStore credentials;
    App::SandboxLauncher sandbox;
    Ui::MainWindow window;
    std::unique_ptr<App::Session> session;
    std::unique_ptr<App::WebhookSecretKeychain> webhookSecrets;
};

} // namespace

class TestCanary : public QObject
{
    Q_OBJECT
private:
    Testing::SandboxProcess m_server;
    QString m_logPath;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("AudienceConsole"));
        QCoreApplication::setApplicationName(QStringLiteral("audience-console"));
        QVERIFY2(QDir::homePath() != QStringLiteral("/root") && QDir::homePath().contains(QStringLiteral("audience-test")),
                 "run through tests/testenv.sh (a throwaway HOME)");
        m_logPath = QDir::temp().filePath(QStringLiteral("console.log"));
        logFile = new QFile(m_logPath);
        QVERIFY(logFile->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered));
        previousHandler = qInstallMessageHandler(logToFile);
        QLoggingCategory::setFilterRules(QStringLiteral("audience.*=true\nqt.network.*=true"));
        QVERIFY2(m_server.start({QStringLiteral("--db"), QStringLiteral(":memory:")}), qPrintable(m_server.errorString()));
    }

    void firstRunCreatesTheProfileAndConnects()
    {
        Console console;
        QVERIFY(console.session->start({}));
        QVERIFY(console.session->welcomeDialog());
        console.session->welcomeDialog()->findChild<QCommandLinkButton *>(QStringLiteral("connectWorkspaceButton"))->click();
        QList<QWidget *> open = console.session->editor()->openWindows();
        QVERIFY(!open.isEmpty());
        auto *dialog = qobject_cast<Ui::ProfileDialog *>(open.constLast());
        QVERIFY(dialog);

        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit")), QStringLiteral("Canary"));
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("urlEdit")), m_server.baseUrl().toString());
        QTest::keyClicks(dialog->keyField()->lineEdit(), QString::fromLatin1(m_server.apiKey()));

        dialog->findChild<QPushButton *>(QStringLiteral("testConnectionButton"))->click();
        auto *result = dialog->findChild<QLabel *>(QStringLiteral("testResultLabel"));
        QTRY_VERIFY_WITH_TIMEOUT(!result->text().isEmpty(), 20000);
        QVERIFY2(result->text().contains(QStringLiteral("accepted the key")), qPrintable(result->text()));

        QSignalSpy connected(console.session.get(), &App::Session::connected);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
        QVERIFY2(connected.wait(30000), qPrintable(console.window.connectionDescription()));

        // A real call through the console's own client.
        auto *pages = console.client.pages().list({}, this);
        QSignalSpy done(pages, &Net::ApiReply::finished);
        QVERIFY(done.wait(10000));
        QVERIFY(!pages->isError());

        // A webhook signing secret given to the inbox goes to the keychain.
        Models::WebhookInbox *inbox = console.window.connection()->webhookInbox();
        inbox->setSecret(canarySubscription, webhookCanary);
        QTRY_VERIFY_WITH_TIMEOUT(inbox->secretStatus(canarySubscription).contains(QStringLiteral("Kept in the keychain")), 20000);
        QVERIFY(console.quit());
    }

    void theReturningUserLandsInItWithTheKeyFromTheKeychain()
    {
        Console console;
        QSignalSpy connected(console.session.get(), &App::Session::connected);
        QVERIFY(console.session->start({}));
        QVERIFY(!console.session->welcomeDialog());
        QVERIFY2(connected.wait(30000), qPrintable(console.window.connectionDescription()));
        QCOMPARE(console.activeKey.apiKey(), m_server.apiKey());
        // The webhook secret comes back from the keychain too.
        Models::WebhookInbox *inbox = console.window.connection()->webhookInbox();
        inbox->loadSecret(canarySubscription);
        QTRY_VERIFY_WITH_TIMEOUT(inbox->hasSecret(canarySubscription), 20000);
        QVERIFY(console.quit());
    }

    void theKeyIsFoundNowhere()
    {
        const QByteArray canary = m_server.apiKey();
        QVERIFY(canary.size() >= 8);
        m_server.stop();
        QFile sandboxLog(QDir::temp().filePath(QStringLiteral("sandbox.log")));
        QVERIFY(sandboxLog.open(QIODevice::WriteOnly));
        sandboxLog.write(m_server.standardError());
        sandboxLog.close();
        qInstallMessageHandler(previousHandler);
        logFile->close();

        int searched = 0;
        QStringList found = filesContaining(QDir::homePath(), canary, &searched);
        found += filesContaining(QDir::tempPath(), canary, &searched);
        QCOMPARE(found, QStringList());
        // Nor the webhook signing secret.
        QStringList secretFound = filesContaining(QDir::homePath(), webhookCanary.toUtf8(), &searched);
        secretFound += filesContaining(QDir::tempPath(), webhookCanary.toUtf8(), &searched);
        QCOMPARE(secretFound, QStringList());
        // The search did look at what matters: the settings, the encrypted keyring, the logs.
        QVERIFY(QFile::exists(QSettings().fileName()));
        QVERIFY(QDir(QDir::homePath() + QStringLiteral("/.local/share/keyrings")).exists());
        QVERIFY(QFileInfo(m_logPath).size() > 0);
        QVERIFY(searched >= 3);
        // And it would have found the key had it been there.
        QFile planted(QDir::temp().filePath(QStringLiteral("planted/leak.txt")));
        QVERIFY(QDir::temp().mkpath(QStringLiteral("planted")));
        QVERIFY(planted.open(QIODevice::WriteOnly));
        planted.write("noise " + canary + " noise");
        planted.close();
        QCOMPARE(filesContaining(QDir::tempPath(), canary, &searched), QStringList{planted.fileName()});
        QVERIFY(planted.remove());

        QFile settingsFile(QSettings().fileName());
        QVERIFY(settingsFile.open(QIODevice::ReadOnly));
        QVERIFY(settingsFile.readAll().contains("Canary"));
    }
};

} // namespace tst_canary

AUDIENCE_TEST_MAIN(tst_canary, TestCanary)
#include "tst_canary.moc"
