// The console's flows end to end, with a fake keychain and real sandboxes: first run, the demo,
// returning users, missing and refused keys, an unavailable keychain, creating, switching and
// deleting profiles, and shutting down without leaving a sandbox behind; a profile switch or quitting
// asks before unsaved changes go; the webhook inbox stops with the profile and says what it left
// pointing at itself; the demo sandbox stopping by itself is said so, and Restart brings it back on
// its address.
#include "app/profileeditor.h"
#include "app/profileregistry.h"
#include "app/sandboxlauncher.h"
#include "app/session.h"
#include "models/pages/pagelistmodel.h"
#include "fakecredentialstore.h"
#include "models/audiences/knownaudiences.h"
#include "models/profiles/profilefolder.h"
#include "models/store/profiledatabase.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhookeditor.h"
#include "models/webhooks/webhookinbox.h"
#include "app/webhooksecretkeychain.h"
#include "net/apiclient.h"
#include "support/sandboxprocess.h"
#include "ui/profiles/keyfield.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/profileband.h"
#include "ui/profiles/profiledialog.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/profiles/welcomedialog.h"
#include "ui/webhooks/webhookeditorview.h"
#include "ui/webhooks/webhooksplace.h"
#include "models/shell/connection.h"
#include "models/shell/connectionstate.h"
#include "models/common/placeids.h"
#include "models/shell/waitingwrites.h"
#include "models/topics/topicsearchmodel.h"
#include "models/workspace/conversationmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/pages/pagesbrowser.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/composer.h"
#include "ui/shell/connectionbar.h"
#include "support/testmain.h"

#include <QAction>
#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QToolBar>

#include <csignal>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

namespace tst_session {

using namespace Audience;
using App::Session;
using Testing::FakeCredentialStore;

namespace {

// Everything main() builds, built the same way, with a fake keychain and a settings file of its own.
struct Console
{
    explicit Console(const QString &folder)
        : settings(folder + QStringLiteral("/settings.ini"), QSettings::IniFormat)
        , client(&network, &activeKey)
        , profiles(&settings)
        , sandbox(folder)
    {
        sandbox.setExecutable(Testing::SandboxProcess::executablePath());
        session = std::make_unique<Session>(
            Session::Parts{&network, &client, &activeKey, &profiles, &credentials, &sandbox, &window});
    }
    ~Console()
    {
        session.reset();
    }

    QSettings settings;
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider activeKey;
    Net::ApiClient client;
    App::ProfileRegistry profiles;
    FakeCredentialStore credentials;
    App::SandboxLauncher sandbox;
    Ui::MainWindow window;
    std::unique_ptr<Session> session;
};

template <typename T>
T *newest(const App::ProfileEditor *editor)
{
    const QList<QWidget *> open = editor->openWindows();
    for (auto it = open.crbegin(); it != open.crend(); ++it) {
        if (auto *match = qobject_cast<T *>(*it))
            return match;
    }
    return nullptr;
}

QAbstractButton *buttonWithRole(QMessageBox *box, QMessageBox::ButtonRole role)
{
    for (QAbstractButton *button : box->buttons()) {
        if (box->buttonRole(button) == role)
            return button;
    }
    return nullptr;
}

void clickSave(Ui::ProfileDialog *dialog)
{
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
}

// Opens a subscription the profile keeps in the Webhooks place and types a URL without saving.
Ui::WebhooksPlace *editUnsaved(Ui::MainWindow &window, const QString &typed)
{
    Net::WebhookSubscription subscription;
    subscription.subscriptionId = QStringLiteral("whsub_unsaved");
    subscription.url = QStringLiteral("https://example.com/hook");
    subscription.createdAt = subscription.updatedAt = QStringLiteral("2025-01-01T00:00:00Z");
    window.connection()->webhooks()->remember(subscription);
    window.goTo(QStringLiteral("webhooks"), subscription.subscriptionId);
    auto *place = qobject_cast<Ui::WebhooksPlace *>(window.currentPlace());
    if (!place || !place->editor()->hasSubscription())
        return nullptr;
    QLineEdit *url = place->editorView()->urlEdit();
    url->selectAll();
    QTest::keyClicks(url, typed);
    return place->editor()->isDirty() ? place : nullptr;
}

QMessageBox *leaveQuestion(Ui::MainWindow &window)
{
    return window.findChild<QMessageBox *>(QStringLiteral("leavePlaceQuestion"));
}

Models::Profile profileFor(const Testing::SandboxProcess &server, const QString &name)
{
    Models::Profile profile;
    profile.name = name;
    profile.baseUrl = server.baseUrl();
    profile.label = QStringLiteral("Staging");
    profile.colour = QStringLiteral("#ef6c00");
    return profile;
}

// The demo's data in a database of its own, for a sandbox that is stopped and started again.
QStringList demoInMemory()
{
    return {QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo")};
}

// A profile on `service` with its key in the fake keychain, the window shown, the profile activated;
// true once connected.
bool connectToService(Console &console, const Testing::SandboxProcess &service, const QString &name)
{
    const QString id = console.profiles.add(profileFor(service, name));
    console.credentials.entries.insert(id, QString::fromLatin1(service.apiKey()));
    QSignalSpy connected(console.session.get(), &Session::connected);
    console.window.show();
    console.session->activate(id);
    return connected.wait(20000);
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    Testing::SandboxProcess m_server; // a sandbox standing in for a real connection

    QString freshFolder()
    {
        static int count = 0;
        const QString folder = m_dir.filePath(QString::number(++count));
        QDir().mkpath(folder);
        return folder;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.start({QStringLiteral("--db"), QStringLiteral(":memory:")}), qPrintable(m_server.errorString()));
    }

    void firstRunShowsTheWelcome()
    {
        Console console(freshFolder());
        QVERIFY(console.session->start({}));
        Ui::WelcomeDialog *welcome = console.session->welcomeDialog();
        QVERIFY(welcome);
        QTRY_VERIFY(welcome->isVisible());
        QCOMPARE(console.session->state(), Session::State::Idle);
        QCOMPARE(console.window.connectionDescription(), QStringLiteral("Not connected"));
    }

    void exploringTheDemoStartsTheSandboxAndStopsItOnQuit()
    {
        Console console(freshFolder());
        console.window.show();
        QVERIFY(console.session->start({}));
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->welcomeDialog()->findChild<QCommandLinkButton *>(QStringLiteral("exploreDemoButton"))->click();
        QCOMPARE(console.session->state(), Session::State::StartingSandbox);
        QVERIFY2(connected.wait(60000), qPrintable(console.window.connectionDescription()));
        QCOMPARE(connected.at(0).at(0).toString(), Models::Profile::sandboxId());
        QCOMPARE(console.client.baseUrl(), console.sandbox.url());
        QCOMPARE(console.activeKey.apiKey(), console.sandbox.apiKey());
        QVERIFY(console.window.isConnected()); // the places may load now
        QVERIFY(console.window.windowTitle().contains(App::ProfileRegistry::sandboxProfile().name));
        QCOMPARE(console.profiles.lastProfileId(), Models::Profile::sandboxId());
        QCOMPARE(console.credentials.reads + console.credentials.writes, 0); // no keychain for the sandbox

        const qint64 pid = console.sandbox.processId();
        QVERIFY(pid > 0);
        QSignalSpy finished(console.session.get(), &Session::shutdownFinished);
        console.window.close(); // the user quits
        QVERIFY(finished.wait(20000));
        QCOMPARE(console.sandbox.state(), App::SandboxLauncher::State::Stopped);
        QVERIFY(console.activeKey.apiKey().isEmpty());
    }

    void aReturningUserLandsInTheLastProfile()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Workspace")));
        console.credentials.entries.insert(id, QString::fromLatin1(m_server.apiKey()));
        console.profiles.setLastProfileId(id);
        QSignalSpy connected(console.session.get(), &Session::connected);
        QVERIFY(console.session->start({}));
        QVERIFY(!console.session->welcomeDialog());
        QCOMPARE(console.session->state(), Session::State::WaitingForKeychain);
        QVERIFY(console.window.connectionDescription().contains(QStringLiteral("keychain")));
        QVERIFY2(connected.wait(20000), qPrintable(console.window.connectionDescription()));
        QCOMPARE(console.session->activeProfileId(), id);
        QCOMPARE(console.client.baseUrl(), m_server.baseUrl());
        QCOMPARE(console.activeKey.apiKey(), m_server.apiKey());
        QVERIFY(console.window.connectionDescription().contains(QStringLiteral("Workspace")));

        // The connection test was the pages' first page: the list is loaded without asking again
        // (this sandbox has no pages, so it is complete at once).
        const Models::PageListModel *pages = console.window.connection()->pages();
        QCOMPARE(pages->state(), Models::LoadState::Complete);
        QTRY_COMPARE(console.client.requestsInFlight(), 0);
        qsizetype pageLists = 0;
        for (const Net::RequestLogEntry &entry : console.client.requestLog()->entries())
            pageLists += entry.path == QLatin1StringView("/v0/pages") ? 1 : 0;
        QCOMPARE(pageLists, 1);
    }

    void theCommandLineChoosesTheProfile()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Workspace")));
        QString error;
        QVERIFY(!console.session->start({App::StartupRequest::Start::Profile, QStringLiteral("Nope")}, &error));
        QVERIFY(error.contains(QStringLiteral("Nope")));
        QVERIFY(error.contains(QStringLiteral("Workspace")));
        QVERIFY(console.session->start({App::StartupRequest::Start::Profile, QStringLiteral("workspace")}, &error));
        QCOMPARE(console.session->activeProfileId(), id);
    }

    void aMissingKeyIsAskedForAndStored()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Workspace")));
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->activate(id);
        QTRY_COMPARE(console.session->state(), Session::State::WaitingForKey);
        auto *dialog = newest<Ui::ProfileDialog>(console.session->editor());
        QVERIFY(dialog);
        QCOMPARE(dialog->mode(), Ui::ProfileDialog::Mode::KeyOnly);
        dialog->keyField()->setKey(QString::fromLatin1(m_server.apiKey()) + QStringLiteral("\n"));
        clickSave(dialog);
        QVERIFY(connected.wait(20000));
        QCOMPARE(console.credentials.entries.value(id), QString::fromLatin1(m_server.apiKey()));
        QVERIFY(!console.session->hasSessionKey(id));
    }

    void aRefusedKeyIsAskedForAgain()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Workspace")));
        console.credentials.entries.insert(id, QStringLiteral("an-old-key"));
        QSignalSpy failed(console.session.get(), &Session::connectionFailed);
        console.session->activate(id);
        QVERIFY(failed.wait(20000));
        QVERIFY2(failed.at(0).at(1).toString().contains(QStringLiteral("did not accept the key")),
                 qPrintable(failed.at(0).at(1).toString()));
        QCOMPARE(console.session->state(), Session::State::WaitingForKey);
        QVERIFY(newest<Ui::ProfileDialog>(console.session->editor()));
    }

    void anUnavailableKeychainOffersASessionOnlyKey()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Workspace")));
        console.credentials.setBehaviour(FakeCredentialStore::Behaviour::Unavailable);
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->activate(id);
        QTRY_VERIFY(newest<QMessageBox>(console.session->editor()));
        QMessageBox *box = newest<QMessageBox>(console.session->editor());
        QVERIFY2(box->informativeText().contains(QStringLiteral("No keychain service")), qPrintable(box->informativeText()));
        box->findChild<QPushButton *>(QStringLiteral("sessionOnlyButton"))->click();
        QTRY_VERIFY(newest<Ui::ProfileDialog>(console.session->editor()));
        auto *dialog = newest<Ui::ProfileDialog>(console.session->editor());
        dialog->keyField()->setKey(QString::fromLatin1(m_server.apiKey()));
        clickSave(dialog);
        QVERIFY(connected.wait(20000));
        QVERIFY(console.session->hasSessionKey(id));
        QVERIFY(console.credentials.entries.isEmpty());
        QCOMPARE(console.credentials.writes, 0);
    }

    void aHangingKeychainShowsThatItIsWaiting()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Workspace")));
        console.credentials.setBehaviour(FakeCredentialStore::Behaviour::Hang);
        console.session->activate(id);
        QCOMPARE(console.session->state(), Session::State::WaitingForKeychain);
        QCOMPARE(console.window.connectionDescription(), QStringLiteral("Waiting for the keychain…"));
        QVERIFY(console.credentials.isBusy());
        // Switching away is still possible: the late answer will be ignored.
        console.session->deactivate();
        QCOMPARE(console.session->state(), Session::State::Idle);
    }

    void aNewProfileIsSavedWithItsKeyInTheKeychain()
    {
        Console console(freshFolder());
        QSignalSpy connected(console.session.get(), &Session::connected);
        Ui::ProfileDialog *dialog = console.session->editor()->openNewProfile();
        dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(QStringLiteral("Acme"));
        dialog->findChild<QLineEdit *>(QStringLiteral("urlEdit"))->setText(m_server.baseUrl().toString());
        dialog->keyField()->setKey(QString::fromLatin1(m_server.apiKey()));
        clickSave(dialog);
        QVERIFY(connected.wait(20000));
        const std::optional<Models::Profile> saved = console.profiles.findByNameOrId(QStringLiteral("Acme"));
        QVERIFY(saved);
        QCOMPARE(saved->baseUrl, m_server.baseUrl());
        QCOMPARE(console.credentials.entries.value(saved->id), QString::fromLatin1(m_server.apiKey()));
        QCOMPARE(console.session->activeProfileId(), saved->id);
        QCOMPARE(console.window.profileSwitcher()->currentProfileId(), saved->id);
    }

    void aNewProfileCanKeepItsKeyForThisSessionOnly()
    {
        Console console(freshFolder());
        console.credentials.setBehaviour(FakeCredentialStore::Behaviour::Refuse);
        QSignalSpy connected(console.session.get(), &Session::connected);
        Ui::ProfileDialog *dialog = console.session->editor()->openNewProfile();
        dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(QStringLiteral("Acme"));
        dialog->findChild<QLineEdit *>(QStringLiteral("urlEdit"))->setText(m_server.baseUrl().toString());
        dialog->keyField()->setKey(QString::fromLatin1(m_server.apiKey()));
        clickSave(dialog);
        QTRY_VERIFY(newest<QMessageBox>(console.session->editor()));
        QVERIFY(dialog->isVisible()); // nothing typed is lost while the user decides
        newest<QMessageBox>(console.session->editor())->findChild<QPushButton *>(QStringLiteral("sessionOnlyButton"))->click();
        QVERIFY(connected.wait(20000));
        const std::optional<Models::Profile> saved = console.profiles.findByNameOrId(QStringLiteral("Acme"));
        QVERIFY(saved);
        QVERIFY(console.session->hasSessionKey(saved->id));
        QVERIFY(console.credentials.entries.isEmpty());
    }

    void deletingAProfileDeletesItsKey()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Doomed")));
        console.credentials.entries.insert(id, QString::fromLatin1(m_server.apiKey()));
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->activate(id);
        QVERIFY(connected.wait(20000));
        QTRY_VERIFY(console.window.connection()->store()); // where the profile keeps its webhooks
        const QString storePath = console.window.connection()->store()->path();
        QCOMPARE(storePath, Models::ProfileDatabase::pathInFolder(Models::ProfileFolder::of(id)));
        // A webhook subscription it keeps, with its signing secret in the keychain.
        Net::WebhookSubscription subscription;
        subscription.subscriptionId = QStringLiteral("whsub_doomed");
        subscription.url = QStringLiteral("https://example.com/hook");
        subscription.createdAt = subscription.updatedAt = QStringLiteral("2025-01-01T00:00:00Z");
        console.window.connection()->webhooks()->remember(subscription);
        const QString secretEntry = App::WebhookSecretKeychain::entryName(id, QStringLiteral("whsub_doomed"));
        console.credentials.entries.insert(secretEntry, QStringLiteral("whsec_ZG9vbWVk"));

        QSignalSpy deleted(console.session->editor(), &App::ProfileEditor::profileDeleted);
        QMessageBox *box = console.session->editor()->confirmDelete(id);
        QVERIFY(box);
        buttonWithRole(box, QMessageBox::DestructiveRole)->click();
        QVERIFY(deleted.wait(10000));
        QVERIFY(deleted.at(0).at(1).value<App::CredentialResult>().isOk());
        QVERIFY(!console.credentials.entries.contains(id));
        QTRY_VERIFY(!console.credentials.entries.contains(secretEntry)); // its webhook secrets go too
        QVERIFY(!QFileInfo::exists(storePath)); // its folder, the store in it, too
        QVERIFY(!QFileInfo::exists(Models::ProfileFolder::of(id)));
        QVERIFY(!console.profiles.profile(id));
        QCOMPARE(console.session->activeProfileId(), QString());
        QCOMPARE(console.session->state(), Session::State::Idle);
        QVERIFY(console.activeKey.apiKey().isEmpty());
        QVERIFY(!console.window.isConnected());
    }

    void editingKeepsTheKeyAndRenamesTheBadge()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Old name")));
        console.credentials.entries.insert(id, QString::fromLatin1(m_server.apiKey()));
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->activate(id);
        QVERIFY(connected.wait(20000));
        Ui::ProfileDialog *dialog = console.session->editor()->openEditProfile(id);
        QVERIFY(dialog);
        dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(QStringLiteral("New name"));
        clickSave(dialog);
        QVERIFY(connected.wait(20000)); // reconnects with the same, kept key
        QCOMPARE(console.profiles.profile(id)->name, QStringLiteral("New name"));
        QVERIFY(console.window.windowTitle().contains(QStringLiteral("New name")));
        QCOMPARE(console.credentials.writes, 0);
    }

    // The demo sandbox ends by itself while in use (here: terminated from outside, so it exits
    // cleanly with code 0): said as that, not as a start that failed; how it ended and its log,
    // whole, behind Details only; the badge not in its running colour; Restart starts it again on
    // the same address and the console connects to it.
    void aStoppedSandboxIsSaidAndRestartsOnItsAddress()
    {
        Console console(freshFolder());
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->activate(Models::Profile::sandboxId());
        QVERIFY2(connected.wait(60000), qPrintable(console.window.connectionDescription()));
        Ui::ProfileSwitcher *badge = console.window.profileSwitcher();
        QVERIFY(badge->stateNote().isEmpty());
        QVERIFY(badge->isBadgeFilled());
        // The band in the profile's colour under the tool bars: solid while the service is in use.
        auto *bar = console.window.findChild<QToolBar *>(QStringLiteral("navigationToolBar"));
        QVERIFY(bar);
        auto *band = bar->findChild<Ui::ProfileBand *>(QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(band);
        QVERIFY(!band->isHidden() && !band->isDashed());
        const QUrl address = console.sandbox.url();
        Models::PageListModel *pages = console.window.connection()->pages();
        QTRY_VERIFY(pages->rowCount() > 0);
        const int rows = pages->rowCount();

        QSignalSpy lost(&console.sandbox, &App::SandboxLauncher::stoppedWhileRunning);
        QCOMPARE(::kill(pid_t(console.sandbox.processId()), SIGTERM), 0);
        QVERIFY(lost.wait(20000));
        QTRY_VERIFY(console.window.findChild<QMessageBox *>(QStringLiteral("sandboxStoppedMessage")));
        QMessageBox *box = console.window.findChild<QMessageBox *>(QStringLiteral("sandboxStoppedMessage"));
        QVERIFY(!console.window.findChild<QMessageBox *>(QStringLiteral("sandboxNotStartedMessage")));
        QCOMPARE(box->text(), QStringLiteral("The demo sandbox stopped."));
        QVERIFY(!box->informativeText().contains(QStringLiteral("exit code")));
        const QString log = console.sandbox.standardErrorTail();
        QVERIFY(!log.trimmed().isEmpty());
        const QStringList lines = log.trimmed().split(u'\n');
        QVERIFY2(!box->informativeText().contains(lines.constLast()), qPrintable(box->informativeText()));
        QVERIFY2(box->detailedText().contains(QStringLiteral("exit code 0")), qPrintable(box->detailedText()));
        QVERIFY(box->detailedText().endsWith(log)); // the log, whole: from its first line to its last
        QCOMPARE(console.session->state(), Session::State::Failed);
        QCOMPARE(console.window.connectionDescription(), QStringLiteral("The demo sandbox stopped"));
        QCOMPARE(badge->stateNote(), QStringLiteral("stopped"));
        QVERIFY(badge->text().contains(QStringLiteral("stopped")));
        QVERIFY(!badge->isBadgeFilled());
        // The window keeps what it showed, and the connection bar says at once why no more is read.
        QVERIFY(console.window.isConnected());
        QCOMPARE(pages->rowCount(), rows);
        QTRY_VERIFY(console.window.connection()->connectionState()->isOutage());
        QCOMPARE(pages->rowCount(), rows);
        // No solid green under a bar that says the service cannot be reached: the band is dashed.
        QVERIFY(band->isDashed());

        // Restart: the same address, connected again, the badge as it runs.
        connected.clear();
        QPushButton *restart = box->findChild<QPushButton *>(QStringLiteral("restartSandboxButton"));
        QVERIFY(restart);
        restart->click();
        QCOMPARE(console.session->state(), Session::State::StartingSandbox);
        QVERIFY2(connected.wait(60000), qPrintable(console.window.connectionDescription()));
        QCOMPARE(console.sandbox.url(), address);
        QCOMPARE(console.client.baseUrl(), address);
        QCOMPARE(console.activeKey.apiKey(), console.sandbox.apiKey());
        QVERIFY(console.window.isConnected());
        QVERIFY(badge->stateNote().isEmpty());
        QVERIFY(badge->isBadgeFilled());
        QTRY_VERIFY(!band->isDashed());
    }

    void switchingAwayFromTheSandboxStopsIt()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Workspace")));
        console.credentials.entries.insert(id, QString::fromLatin1(m_server.apiKey()));
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->activate(Models::Profile::sandboxId());
        QVERIFY2(connected.wait(60000), qPrintable(console.window.connectionDescription()));
        QSignalSpy stopped(&console.sandbox, &App::SandboxLauncher::stopped);
        console.window.profileSwitcher()->profileMenu()->findChild<QAction *>(QStringLiteral("profileAction:") + id)->trigger();
        QVERIFY(!console.window.isConnected()); // nothing of the sandbox is shown for the next profile
        QVERIFY(stopped.wait(20000));
        QTRY_COMPARE_WITH_TIMEOUT(console.session->state(), Session::State::Connected, 20000);
        QCOMPARE(console.session->activeProfileId(), id);
        QCOMPARE(console.client.baseUrl(), m_server.baseUrl());
        QVERIFY(console.window.isConnected());
    }

    // Another profile makes the places forget what they show: unsaved changes are asked about
    // first (the window's question), and Stay keeps the profile, the switcher and the changes.
    void switchingProfileAsksBeforeUnsavedChangesGo()
    {
        Console console(freshFolder());
        const QString first = console.profiles.add(profileFor(m_server, QStringLiteral("First")));
        const QString second = console.profiles.add(profileFor(m_server, QStringLiteral("Second")));
        console.credentials.entries.insert(first, QString::fromLatin1(m_server.apiKey()));
        console.credentials.entries.insert(second, QString::fromLatin1(m_server.apiKey()));
        console.window.show();
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->activate(first);
        QVERIFY2(connected.wait(20000), qPrintable(console.window.connectionDescription()));
        QTRY_VERIFY(console.window.connection()->store()); // the profile's webhooks list comes from there
        const QString typed = QStringLiteral("https://example.com/not-saved-yet");
        Ui::WebhooksPlace *place = editUnsaved(console.window, typed);
        QVERIFY(place);
        const QString badge = console.window.profileSwitcher()->text();

        // Stay: still the first profile, connected, the switcher on it, the changes there.
        const auto choose = [&console](const QString &id) {
            console.window.profileSwitcher()->profileMenu()->findChild<QAction *>(QStringLiteral("profileAction:") + id)->trigger();
        };
        choose(second);
        QMessageBox *question = leaveQuestion(console.window);
        QVERIFY(question);
        QVERIFY(question->text().contains(QStringLiteral("whsub_unsaved")));
        QCOMPARE(console.session->activeProfileId(), first);
        QVERIFY(console.window.isConnected());
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!leaveQuestion(console.window));
        QCOMPARE(console.session->activeProfileId(), first);
        QCOMPARE(console.session->state(), Session::State::Connected);
        QCOMPARE(console.window.profileSwitcher()->text(), badge);
        QMenu *menu = console.window.profileSwitcher()->profileMenu();
        QVERIFY(menu->findChild<QAction *>(QStringLiteral("profileAction:") + first)->isChecked());
        QVERIFY(!menu->findChild<QAction *>(QStringLiteral("profileAction:") + second)->isChecked());
        QCOMPARE(place->editorView()->urlEdit()->text(), typed);
        QVERIFY(place->editor()->isDirty());

        // Discard: the changes go, and the switch goes on.
        choose(second);
        question = leaveQuestion(console.window);
        QVERIFY(question);
        question->button(QMessageBox::Discard)->click();
        QVERIFY2(connected.wait(20000), qPrintable(console.window.connectionDescription()));
        QCOMPARE(connected.last().at(0).toString(), second);
        QCOMPARE(console.session->activeProfileId(), second);
        QVERIFY(!place->editor()->isDirty());
    }

    // Closing the window (File → Quit) asks the same question; Stay keeps the console running.
    void quittingAsksBeforeUnsavedChangesGo()
    {
        Console console(freshFolder());
        const QString id = console.profiles.add(profileFor(m_server, QStringLiteral("Workspace")));
        console.credentials.entries.insert(id, QString::fromLatin1(m_server.apiKey()));
        console.window.show();
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->activate(id);
        QVERIFY2(connected.wait(20000), qPrintable(console.window.connectionDescription()));
        QTRY_VERIFY(console.window.connection()->store()); // the profile's webhooks list comes from there
        Ui::WebhooksPlace *place = editUnsaved(console.window, QStringLiteral("https://example.com/typed"));
        QVERIFY(place);

        QSignalSpy finished(console.session.get(), &Session::shutdownFinished);
        QVERIFY(!console.window.close());
        QMessageBox *question = leaveQuestion(console.window);
        QVERIFY(question);
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!leaveQuestion(console.window));
        QVERIFY(console.window.isVisible());
        QVERIFY(!console.session->isShuttingDown());
        QVERIFY(console.window.isConnected());
        QVERIFY(place->editor()->isDirty());

        console.window.close();
        question = leaveQuestion(console.window);
        QVERIFY(question);
        question->button(QMessageBox::Discard)->click();
        QVERIFY(finished.wait(20000));
        QVERIFY(console.session->isShuttingDown());
        QVERIFY(!console.window.isVisible());
    }

    // Leaving the demo profile while its subscription is pointed at the inbox: the inbox stops, the
    // window says which subscription was left and how to restore it, and back in the profile the
    // Webhooks place restores it with one click.
    void leavingAProfileStopsTheInboxAndSaysWhatItLeftPointing()
    {
        Console console(freshFolder());
        const QString other = console.profiles.add(profileFor(m_server, QStringLiteral("Elsewhere")));
        console.credentials.entries.insert(other, QString::fromLatin1(m_server.apiKey()));
        QSignalSpy connected(console.session.get(), &Session::connected);
        console.session->activate(Models::Profile::sandboxId());
        QVERIFY2(connected.wait(60000), qPrintable(console.window.connectionDescription()));
        Models::Connection *connection = console.window.connection();
        Models::KnownWebhooks *known = connection->webhooks();
        Models::WebhookInbox *inbox = connection->webhookInbox();
        const QString demo1 = QStringLiteral("whsub_demo_1");
        QTRY_VERIFY(connection->store()); // the demo profile's list comes from its store
        known->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(known->find(demo1), 10000);
        QVERIFY(inbox->pointAtInbox(demo1));
        QTRY_VERIFY_WITH_TIMEOUT(inbox->isPointing(demo1), 10000);

        console.session->activate(other);
        QVERIFY(!inbox->isListening());
        const QString said = console.window.statusBar()->currentMessage();
        QVERIFY2(said.contains(demo1) && said.contains(App::ProfileRegistry::sandboxProfile().name), qPrintable(said));
        // The line is short enough to be read whole; all of it, with the URL to restore, is its tooltip.
        const QString whole = console.window.statusBar()->toolTip();
        QVERIFY2(whole.contains(demo1) && whole.contains(QStringLiteral("http://127.0.0.1:9/webhooks")), qPrintable(whole));
        QVERIFY2(said.size() < 100, qPrintable(said));
        QVERIFY2(connected.wait(60000), qPrintable(console.window.connectionDescription()));
        QCOMPARE(console.window.statusBar()->currentMessage(), said); // still there in the next profile
        QTRY_VERIFY(connection->store());
        QVERIFY(inbox->strandedSubscriptions().isEmpty()); // another profile's list

        console.session->activate(Models::Profile::sandboxId());
        QVERIFY2(connected.wait(60000), qPrintable(console.window.connectionDescription()));
        QVERIFY(console.window.statusBar()->currentMessage().isEmpty()); // the place says it now
        QVERIFY(console.window.statusBar()->toolTip().isEmpty());
        QTRY_VERIFY(connection->store()); // what it left pointing is kept there
        QCOMPARE(inbox->strandedSubscriptions(), QStringList{demo1});
        QCOMPARE(inbox->restoreStranded(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(inbox->strandedSubscriptions().isEmpty(), 10000);
        QCOMPARE(known->find(demo1)->url, QStringLiteral("http://127.0.0.1:9/webhooks"));
    }

    void eachProfileComesBackWithTheAudiencesItKnew()
    {
        Console console(freshFolder());
        const QString first = console.profiles.add(profileFor(m_server, QStringLiteral("First")));
        const QString second = console.profiles.add(profileFor(m_server, QStringLiteral("Second")));
        console.credentials.entries.insert(first, QString::fromLatin1(m_server.apiKey()));
        console.credentials.entries.insert(second, QString::fromLatin1(m_server.apiKey()));
        Models::KnownAudiences *known = console.window.connection()->knownAudiences();
        const auto audience = [](const QString &id) {
            Net::AudienceRecord record;
            record.audienceId = id;
            record.pageId = QStringLiteral("page_1");
            record.status = QStringLiteral("archived");
            record.archivedAt = QStringLiteral("2024-06-01T08:30:00.000Z");
            return record;
        };
        QSignalSpy connected(console.session.get(), &Session::connected);

        Models::Connection *connection = console.window.connection();
        const auto storeOf = [](const QString &profileId) {
            return Models::ProfileDatabase::pathInFolder(Models::ProfileFolder::of(profileId));
        };

        console.session->activate(first);
        QCOMPARE(connection->profileFolder(), Models::ProfileFolder::of(first));
        QVERIFY2(connected.wait(20000), qPrintable(console.window.connectionDescription()));
        QTRY_VERIFY(connection->store()); // opened once the first pages are in
        QCOMPARE(connection->store()->path(), storeOf(first));
        QCOMPARE(known->storePath(), storeOf(first));
        known->remember(audience(QStringLiteral("aud_first")));

        console.session->activate(second);
        QVERIFY(!known->contains(QStringLiteral("aud_first"))); // gone as soon as the switch starts
        QVERIFY(!connection->store());                          // the first profile's store let go
        QVERIFY2(connected.wait(20000), qPrintable(console.window.connectionDescription()));
        QTRY_VERIFY(connection->store());
        QCOMPARE(connection->store()->path(), storeOf(second));
        QCOMPARE(known->count(), 0);
        known->remember(audience(QStringLiteral("aud_second")));

        console.session->activate(first);
        QVERIFY2(connected.wait(20000), qPrintable(console.window.connectionDescription()));
        QTRY_VERIFY(connection->store());
        QCOMPARE(connection->store()->path(), storeOf(first));
        QCOMPARE(known->count(), 1);
        QVERIFY(known->isArchived(QStringLiteral("aud_first")));
        QVERIFY(!known->contains(QStringLiteral("aud_second")));
        // The second profile's audience is in its own store.
        Models::ProfileDatabase secondStore;
        QVERIFY2(secondStore.open(storeOf(second)), qPrintable(secondStore.error()));
        Models::KnownAudiences keptForSecond;
        keptForSecond.setStore(&secondStore);
        QCOMPARE(keptForSecond.count(), 1);
        QVERIFY(keptForSecond.contains(QStringLiteral("aud_second")));
    }

    // A bad network day: the service of a chosen profile goes away (its process stopped) and comes
    // back on the same port. The rows stay, marked as last read; one bar says why with Retry Now;
    // the status bar stops saying "Connected"; once the service answers, the console notices by
    // itself and reads the place on screen again.
    void aServiceThatGoesAwayKeepsTheRowsAndComesBackByItself()
    {
        Testing::SandboxProcess service;
        QVERIFY2(service.start(demoInMemory()), qPrintable(service.errorString()));
        Console console(freshFolder());
        QVERIFY2(connectToService(console, service, QStringLiteral("Local")), qPrintable(console.window.connectionDescription()));
        Models::Connection *connection = console.window.connection();
        Models::ConnectionState *reach = connection->connectionState();
        reach->setRetryScale(0.25); // 0.5 s, 1.25 s, 2.5 s…: the schedule's shape, sooner
        console.window.goTo(QStringLiteral("pages"));
        Models::PageListModel *pages = connection->pages();
        QTRY_VERIFY(pages->rowCount() > 0);
        const int rows = pages->rowCount();
        QCOMPARE(console.window.connectionDescription(), QStringLiteral("Connected to Local"));
        Ui::ConnectionBar *bar = console.window.connectionBar();
        QVERIFY(bar->isHidden());

        service.stop();
        console.window.reloadCurrent(); // F5 while the service is gone
        QTRY_COMPARE_WITH_TIMEOUT(reach->status(), Models::ConnectionState::Status::Unreachable, 20000);
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->title(), QStringLiteral("Cannot reach the service"));
        QVERIFY2(bar->text().contains(QStringLiteral("127.0.0.1 did not answer: The connection was refused.")), qPrintable(bar->text()));
        QCOMPARE(console.window.connectionDescription(), QStringLiteral("Cannot reach Local"));
        QTRY_COMPARE(pages->state(), Models::LoadState::Error);
        QCOMPARE(pages->rowCount(), rows); // nothing replaced by an empty state
        auto *strip = console.window.pagesBrowser()->findChild<QLabel *>(QStringLiteral("listStateStripText"));
        QVERIFY(strip);
        QVERIFY2(strip->text().startsWith(QStringLiteral("Last read ")), qPrintable(strip->text()));
        // Retry Now tries at once (and fails again while nothing listens).
        const int triesBefore = reach->tries();
        bar->retryButton()->click();
        QTRY_VERIFY(reach->tries() > triesBefore);
        QTRY_VERIFY(!reach->isTrying());
        QCOMPARE(reach->status(), Models::ConnectionState::Status::Unreachable);
        QCOMPARE(pages->rowCount(), rows);

        QSignalSpy back(reach, &Models::ConnectionState::cameBack);
        QVERIFY2(service.startAgain(demoInMemory()), qPrintable(service.errorString()));
        QVERIFY(back.wait(30000)); // no click: the next try finds it
        QTRY_VERIFY(bar->isHidden());
        QCOMPARE(console.window.connectionDescription(), QStringLiteral("Connected to Local"));
        // The place on screen was read again by itself.
        QTRY_COMPARE_WITH_TIMEOUT(pages->state(), Models::LoadState::Complete, 20000);
        QCOMPARE(pages->rowCount(), rows);
        QVERIFY(!strip->isVisible());
    }

    // One part of the service failing (a real 500 from the sandbox, not a fake answer) is said
    // where it is read, and the bar stays clear: the console checks once, and the check answers.
    // When everything fails, the bar says the service answers with errors, and the profile's band
    // and badge are not drawn as "in use"; the first good answer clears it all.
    void aFailingPartIsSaidWhereItIsAndAFailingServiceInTheBar()
    {
        Testing::SandboxProcess service;
        QStringList arguments = demoInMemory() + QStringList{QStringLiteral("--fault-failing-path"), QStringLiteral("/v0/topics/search")};
        QVERIFY2(service.start(arguments), qPrintable(service.errorString()));
        Console console(freshFolder());
        QVERIFY2(connectToService(console, service, QStringLiteral("Local")), qPrintable(console.window.connectionDescription()));
        Models::ConnectionState *reach = console.window.connection()->connectionState();
        reach->setRetryScale(0.25);
        Ui::ConnectionBar *bar = console.window.connectionBar();
        Models::TopicSearchModel *topics = console.window.connection()->topics();
        console.window.goTo(QStringLiteral("topics"));
        QTRY_COMPARE_WITH_TIMEOUT(topics->state(), Models::LoadState::Error, 20000);
        QTRY_VERIFY(!reach->isTrying()); // the one check after a 5xx is over
        QCOMPARE(reach->status(), Models::ConnectionState::Status::Connected);
        QVERIFY(bar->isHidden());
        QVERIFY(console.window.profileSwitcher()->isBadgeFilled());

        QVERIFY2(service.startAgain(demoInMemory() + QStringList{QStringLiteral("--fault-failing-path"), QStringLiteral("/v0/")}),
                 qPrintable(service.errorString()));
        console.window.goTo(QStringLiteral("pages"));
        console.window.reloadCurrent();
        QTRY_COMPARE_WITH_TIMEOUT(reach->status(), Models::ConnectionState::Status::ServiceFailing, 20000);
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->title(), QStringLiteral("The service answers with errors"));
        QVERIFY(!console.window.profileSwitcher()->isBadgeFilled());
        QVERIFY(console.window.connection()->pages()->rowCount() > 0); // what was read stays

        QSignalSpy back(reach, &Models::ConnectionState::cameBack);
        QVERIFY2(service.startAgain(demoInMemory()), qPrintable(service.errorString()));
        QVERIFY(back.wait(30000)); // by itself
        QTRY_VERIFY(bar->isHidden());
        QVERIFY(console.window.profileSwitcher()->isBadgeFilled());
    }

    // A message sent while the service cannot be reached stays journaled and Failed with Retry;
    // what the user types meanwhile stays in the composer; when the service is back the bar offers
    // to send the waiting write, and nothing is sent until the user says so.
    void aWriteDuringTheOutageWaitsForTheUser()
    {
        const QString audienceId = QStringLiteral("aud_demo_007");
        Testing::SandboxProcess service;
        QVERIFY2(service.start(demoInMemory()),
                 qPrintable(service.errorString()));
        Console console(freshFolder());
        QVERIFY2(connectToService(console, service, QStringLiteral("Local")), qPrintable(console.window.connectionDescription()));
        Models::Connection *connection = console.window.connection();
        QTRY_VERIFY(connection->store());
        Models::ConnectionState *reach = connection->connectionState();
        reach->setRetryScale(0.25);
        Ui::AudienceBrowser *browser = console.window.audienceBrowser();
        QTRY_VERIFY_WITH_TIMEOUT(browser->treeModel()->indexOfAudience(audienceId).isValid(), 20000);
        console.window.goTo(Models::PlaceId::audiences, audienceId);
        QTRY_VERIFY_WITH_TIMEOUT(browser->workspace()->audienceId() == audienceId
                                     && browser->workspace()->conversationModel()->state() == Models::LoadState::Complete,
                                 20000);
        QPlainTextEdit *editor = browser->workspace()->composer()->editor();

        service.stop();
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("Set the meta title to \"Kept for later\""));
        QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
        Models::WaitingWrites *waiting = connection->waitingWrites();
        QTRY_COMPARE_WITH_TIMEOUT(waiting->count(), 1, 20000);
        QCOMPARE(reach->status(), Models::ConnectionState::Status::Unreachable);
        Ui::ConnectionBar *bar = console.window.connectionBar();
        QVERIFY2(bar->text().contains(QStringLiteral("wait")), qPrintable(bar->text()));
        const QString typed = QStringLiteral("A draft typed while the service is away");
        QTest::keyClicks(editor, typed);

        QSignalSpy back(reach, &Models::ConnectionState::cameBack);
        QVERIFY2(service.startAgain(demoInMemory()),
                 qPrintable(service.errorString()));
        QVERIFY(back.wait(30000));
        QCOMPARE(browser->workspace()->composer()->text(), typed);
        // Offered, never sent by itself.
        QTRY_VERIFY(bar->isVisible());
        QVERIFY(bar->sendWaitingButton()->isVisible());
        QCOMPARE(waiting->count(), 1);
        QCOMPARE(bar->title(), QStringLiteral("The service answers again"));
        bar->sendWaitingButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(waiting->count(), 0, 20000);
        QTRY_VERIFY(bar->isHidden());
        QCOMPARE(browser->workspace()->composer()->text(), typed);
    }

    // "Choose a profile" is said only when none is chosen: a chosen profile whose address does
    // not answer as the API does is said to be not connected, with where to look.
    void aChosenProfileThatDidNotConnectIsNotAskedToBeChosen()
    {
        Console console(freshFolder());
        Models::Profile profile = profileFor(m_server, QStringLiteral("Elsewhere"));
        QUrl notTheApi = m_server.baseUrl();
        notTheApi.setPath(QStringLiteral("/not-the-api"));
        profile.baseUrl = notTheApi;
        const QString id = console.profiles.add(profile);
        console.credentials.entries.insert(id, QString::fromLatin1(m_server.apiKey()));
        QSignalSpy failed(console.session.get(), &Session::connectionFailed);
        console.window.show();
        console.window.goTo(QStringLiteral("pages"));
        console.session->activate(id);
        QVERIFY(failed.wait(20000));
        auto *text = console.window.pagesBrowser()->findChild<QLabel *>(QStringLiteral("listStateText"));
        QVERIFY(text);
        QTRY_VERIFY2(text->text().startsWith(QStringLiteral("The chosen profile is not connected")), qPrintable(text->text()));
        console.session->deactivate();
        QTRY_VERIFY2(text->text().startsWith(QStringLiteral("Choose a profile")), qPrintable(text->text()));
    }

    // A key refused mid-session: the bar says so with what was read kept, and its Enter the Key…
    // asks for the key again (also after the first dialog was closed).
    void aKeyRefusedMidSessionIsSaidInTheBarWithEnterTheKey()
    {
        Console console(freshFolder());
        QVERIFY2(connectToService(console, m_server, QStringLiteral("Workspace")), qPrintable(console.window.connectionDescription()));
        Models::ConnectionState *reach = console.window.connection()->connectionState();
        console.window.goTo(QStringLiteral("pages"));
        console.activeKey.setApiKey("a-key-the-service-refuses");
        console.window.reloadCurrent();
        QTRY_COMPARE_WITH_TIMEOUT(reach->status(), Models::ConnectionState::Status::KeyRefused, 20000);
        Ui::ConnectionBar *bar = console.window.connectionBar();
        QCOMPARE(bar->title(), QStringLiteral("The key was refused"));
        QTRY_VERIFY(newest<Ui::ProfileDialog>(console.session->editor()));
        console.session->editor()->closeAll();
        QTRY_VERIFY(!newest<Ui::ProfileDialog>(console.session->editor()));
        QVERIFY(!bar->enterKeyButton()->isHidden());
        bar->enterKeyButton()->click();
        QTRY_VERIFY(newest<Ui::ProfileDialog>(console.session->editor()));
        QCOMPARE(newest<Ui::ProfileDialog>(console.session->editor())->mode(), Ui::ProfileDialog::Mode::KeyOnly);
    }

    // A profile whose service is not there from the start: the places do not say "choose a
    // profile", the bar says why in Test Connection's words, and the rows come once it answers.
    void aServiceAbsentFromTheStartIsWaitedFor()
    {
        Testing::SandboxProcess service;
        QVERIFY2(service.start(demoInMemory()), qPrintable(service.errorString()));
        const Models::Profile profile = profileFor(service, QStringLiteral("Later"));
        service.stop();
        Console console(freshFolder());
        const QString id = console.profiles.add(profile);
        console.credentials.entries.insert(id, QString::fromLatin1(service.apiKey()));
        console.window.show();
        console.window.goTo(QStringLiteral("pages"));
        console.session->activate(id);
        Models::ConnectionState *reach = console.window.connection()->connectionState();
        QTRY_COMPARE_WITH_TIMEOUT(reach->status(), Models::ConnectionState::Status::Unreachable, 20000);
        reach->setRetryScale(0.25);
        QVERIFY(console.window.isConnected()); // the profile is chosen: its places wait for it
        QCOMPARE(console.window.connectionDescription(), QStringLiteral("Cannot reach Later"));
        QVERIFY2(console.window.connectionBar()->text().contains(QStringLiteral("did not answer: The connection was refused.")),
                 qPrintable(console.window.connectionBar()->text()));
        QSignalSpy back(reach, &Models::ConnectionState::cameBack);
        QVERIFY2(service.startAgain(demoInMemory()), qPrintable(service.errorString()));
        reach->retryNow();
        QVERIFY(back.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(console.window.connection()->pages()->rowCount() > 0, 20000);
        QCOMPARE(console.window.connectionDescription(), QStringLiteral("Connected to Later"));
    }
};

} // namespace tst_session

AUDIENCE_TEST_MAIN(tst_session, TestSession)
#include "tst_session.moc"
