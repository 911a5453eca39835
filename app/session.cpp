#include "app/session.h"

#include "app/connectiontester.h"
#include "app/credentialstore.h"
#include "app/profileeditor.h"
#include "app/profileregistry.h"
#include "app/sandboxlauncher.h"
#include "app/webhooksecretkeychain.h"
#include "models/pages/pagelistmodel.h"
#include "models/profiles/demoprofilesetup.h"
#include "models/profiles/profilefolder.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/knownwebhooksfile.h"
#include "models/webhooks/webhookinbox.h"
#include "net/apiclient.h"
#include "ui/shell/connectionbar.h"
#include "ui/shell/mainwindow.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/profiles/welcomedialog.h"
#include "models/shell/connection.h"
#include "models/shell/connectionstate.h"
#include "models/shell/reachwords.h"

#include <QCloseEvent>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QStatusBar>
#include <QTimer>

namespace Audience::App {

// Connection events only: names of profiles and addresses, never a key.
Q_LOGGING_CATEGORY(lcSession, "audience.app.session", QtInfoMsg)

Session::Session(const Parts &parts, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
{
    Q_ASSERT(parts.network && parts.client && parts.activeKey && parts.profiles && parts.credentials
             && parts.sandbox && parts.window);
    m_tester = new ConnectionTester(parts.network, this);
    m_editor = new ProfileEditor(*this, *parts.profiles, *parts.credentials, *m_tester, parts.window, this);
    Models::Connection *connection = parts.window->connection();
    m_demo = new Models::DemoProfileSetup(*connection->webhooks(), *connection->versionFollower(), *connection->storeLink(), this);
    m_demo->setFirstStartScan(connection->allPagesScan());
    m_demo->setLookupsToSeed(connection->accounts(), connection->sessions());

    Ui::ProfileSwitcher *switcher = parts.window->profileSwitcher();
    connect(switcher, &Ui::ProfileSwitcher::profileChosen, this, &Session::activate);
    connect(switcher, &Ui::ProfileSwitcher::newProfileRequested, m_editor, &ProfileEditor::openNewProfile);
    connect(switcher, &Ui::ProfileSwitcher::editProfileRequested, m_editor, &ProfileEditor::openEditProfile);
    connect(switcher, &Ui::ProfileSwitcher::deleteProfileRequested, m_editor, &ProfileEditor::confirmDelete);
    connect(parts.profiles, &ProfileRegistry::profilesChanged, this, &Session::refreshProfiles);

    connect(parts.sandbox, &SandboxLauncher::ready, this, &Session::onSandboxReady);
    connect(parts.sandbox, &SandboxLauncher::failed, this, &Session::onSandboxFailed);
    connect(parts.sandbox, &SandboxLauncher::stopped, this, &Session::onSandboxStopped);
    connect(parts.sandbox, &SandboxLauncher::stoppedWhileRunning, this, &Session::onSandboxLost);
    connect(parts.sandbox, &SandboxLauncher::stateChanged, this, &Session::showSandboxState);
    connect(parts.client, &Net::ApiClient::keyRejected, this, &Session::onKeyRejected);
    connect(parts.window->connection()->webhookInbox(), &Models::WebhookInbox::leftPointingAtInbox, this,
            &Session::onInboxLeftPointing);

    // The window's places load through the client once a connection works (setConnected below).
    parts.window->setClient(parts.client);
    // The status bar says what the window's connection bar says, in a few words.
    Models::ConnectionState *reach = connection->connectionState();
    connect(reach, &Models::ConnectionState::changed, this, &Session::describeConnection);
    // The operating system's word that the network is back ends a wait at once (when it can tell).
    reach->followSystemNetwork();
    // The bar's Enter the Key… after a refused key.
    connect(parts.window->connectionBar(), &Ui::ConnectionBar::keyRequested, this, [this] {
        const std::optional<Models::Profile> profile = m_parts.profiles->profile(m_activeId);
        if (profile && !profile->isSandbox())
            m_editor->askForKey(*profile, tr("“%1” did not accept the key. Enter the current key.").arg(profile->name));
    });
    // Closing the main window ends the session, but only after the sandbox has stopped.
    parts.window->installEventFilter(this);
    refreshProfiles();
    setState(State::Idle, tr("Not connected"));
}

Session::~Session()
{
    if (m_parts.window)
        m_parts.window->removeEventFilter(this);
}

bool Session::start(const StartupRequest &request, QString *error)
{
    switch (request.start) {
    case StartupRequest::Start::Sandbox:
        activate(Models::Profile::sandboxId());
        return true;
    case StartupRequest::Start::Profile: {
        const std::optional<Models::Profile> profile = m_parts.profiles->findByNameOrId(request.profile);
        if (!profile) {
            if (error)
                *error = tr("There is no profile called “%1”. Profiles: %2")
                             .arg(request.profile, m_parts.profiles->namesExcept().join(QStringLiteral(", ")));
            return false;
        }
        activate(profile->id);
        return true;
    }
    case StartupRequest::Start::Default:
        break;
    }
    const QString last = m_parts.profiles->lastProfileId();
    if (!last.isEmpty() && m_parts.profiles->profile(last))
        activate(last); // a returning user lands straight in the last profile
    else
        showWelcome();
    return true;
}

Ui::WelcomeDialog *Session::showWelcome()
{
    if (m_welcome)
        return m_welcome;
    m_welcome = new Ui::WelcomeDialog(m_parts.window);
    m_welcome->setAttribute(Qt::WA_DeleteOnClose);
    m_welcome->setWindowModality(Qt::WindowModal);
    connect(m_welcome, &Ui::WelcomeDialog::choiceMade, this, [this](Ui::WelcomeDialog::Choice choice) {
        if (choice == Ui::WelcomeDialog::Choice::ExploreDemo)
            activate(Models::Profile::sandboxId());
        else if (choice == Ui::WelcomeDialog::Choice::ConnectWorkspace)
            m_editor->openNewProfile();
    });
    m_welcome->open();
    return m_welcome;
}

void Session::activate(const QString &profileId)
{
    if (m_shuttingDown)
        return;
    const std::optional<Models::Profile> profile = m_parts.profiles->profile(profileId);
    if (!profile)
        return;
    if (m_activeId != profileId && !mayLeaveProfile([this, profileId] { activate(profileId); }))
        return;
    ++m_generation;
    const bool switching = m_activeId != profileId;
    m_activeId = profileId;
    m_parts.profiles->setLastProfileId(profileId);
    m_parts.window->setActiveProfile(*profile);
    showSandboxState();
    // The places forget what they showed (even for the same profile: its address may have changed)
    // and nothing may go to the new profile with the old key, nor to the old address with a new one.
    m_parts.window->setConnected(false);
    // What this profile learnt comes back from its own store once it is connected (the demo
    // profile's also knows what the sandbox's demo is built around).
    m_demo->setProfile(*profile);
    m_parts.window->connection()->setProfileFolder(Models::ProfileFolder::of(profileId));
    m_parts.activeKey->setApiKey({});
    m_parts.client->setBaseUrl(QUrl());
    if (switching)
        emit activeProfileChanged(profileId);
    qCInfo(lcSession) << "activating profile" << profile->name;

    if (profile->isSandbox()) {
        setState(State::StartingSandbox, tr("Starting the local sandbox…"));
        if (m_parts.sandbox->isRunning())
            onSandboxReady(m_parts.sandbox->url());
        else
            m_parts.sandbox->start(); // a no-op while it is still stopping: onSandboxStopped restarts it
        return;
    }
    m_parts.sandbox->stop();

    if (hasSessionKey(profileId)) {
        useKey(*profile, sessionKey(profileId));
        return;
    }
    setState(State::WaitingForKeychain, tr("Waiting for the keychain…"));
    const quint64 generation = m_generation;
    m_parts.credentials->read(profileId, this, [this, generation, profile = *profile](const CredentialResult &result) {
        if (generation != m_generation)
            return; // the user moved on to another profile meanwhile
        switch (result.status) {
        case CredentialResult::Status::Ok:
            useKey(profile, result.secret);
            return;
        case CredentialResult::Status::NotFound:
            setState(State::WaitingForKey, tr("No key for %1").arg(profile.name));
            m_editor->askForKey(profile, tr("No key is stored for “%1” yet. Enter it to connect.").arg(profile.name));
            return;
        default:
            setState(State::Failed, tr("Keychain unavailable"));
            emit connectionFailed(profile.id, result.message);
            m_editor->offerSessionKey(profile, result.message);
            return;
        }
    });
}

void Session::activateWithKey(const QString &profileId, const QString &key)
{
    const std::optional<Models::Profile> profile = m_parts.profiles->profile(profileId);
    if (!profile || profile->isSandbox() || m_shuttingDown)
        return;
    if (m_activeId != profileId) {
        if (!mayLeaveProfile([this, profileId, key] { activateWithKey(profileId, key); }))
            return;
        activate(profileId); // starts a keychain read too; the key below wins by being newer
        if (m_activeId != profileId)
            return;
    }
    ++m_generation;
    // The profile may have just been edited to another address: what the places show goes too.
    m_parts.window->setActiveProfile(*profile);
    m_parts.window->setConnected(false);
    useKey(*profile, key);
}

bool Session::mayLeaveProfile(std::function<void()> then)
{
    // Another profile makes the places forget what they show (the webhook editor's list is another
    // profile's): what the current place has not saved is asked about first, with the window's own
    // question (Discard and go on, or Stay). On Stay nothing changes: the switcher keeps showing
    // the active profile (it only ticks a profile once it is made current).
    return m_parts.window->mayLeaveCurrentPlace(std::move(then));
}

void Session::deactivate()
{
    ++m_generation;
    m_activeId.clear();
    m_parts.window->setConnected(false);
    m_parts.activeKey->setApiKey({});
    m_parts.client->setBaseUrl(QUrl());
    m_parts.window->clearActiveProfile();
    showSandboxState();
    m_parts.window->connection()->setProfileFolder(QString()); // no profile chosen: the places say so
    m_parts.profiles->setLastProfileId(QString());
    m_parts.sandbox->stop();
    emit activeProfileChanged(QString());
    setState(State::Idle, tr("Not connected"));
}

void Session::profileRemoved(const QString &profileId)
{
    m_sessionKeys.remove(profileId);
    m_removingId = profileId;
    if (m_activeId == profileId)
        deactivate(); // writes and lets go of its known audiences first
    m_removingId.clear();
    // The webhook signing secrets it kept in the keychain go with it: one per subscription it listed
    // (in its store, or in the file a profile not opened since the store came still has).
    const QString folder = Models::ProfileFolder::of(profileId);
    for (const QString &subscriptionId : Models::KnownWebhooks::keptIds(folder))
        m_parts.credentials->remove(WebhookSecretKeychain::entryName(profileId, subscriptionId), this, [](const CredentialResult &) {});
    // Its folder, and the store in it, go too.
    Models::ProfileFolder::remove(profileId);
}

void Session::profileEdited(const QString &profileId)
{
    refreshProfiles();
    if (m_activeId == profileId)
        activate(profileId);
}

void Session::setSessionKey(const QString &profileId, const QString &key)
{
    if (key.isEmpty())
        m_sessionKeys.remove(profileId);
    else
        m_sessionKeys.insert(profileId, key);
}

void Session::useKey(const Models::Profile &profile, const QString &key)
{
    connectTo(profile, profile.baseUrl, profile.allowPlainHttp, key.toUtf8());
}

void Session::connectTo(const Models::Profile &profile, const QUrl &url, bool allowPlainHttp, const QByteArray &key)
{
    m_parts.activeKey->setApiKey(key);
    m_parts.client->setBaseUrl(url);
    m_parts.client->setAllowInsecureHttp(allowPlainHttp);
    m_parts.client->setMaxAnswerBytes(qint64(profile.maxAnswerMiB) * 1024 * 1024);
    m_parts.client->resetKeyRejection();
    setState(State::Connecting, tr("Connecting to %1…").arg(profile.name));

    // One call says whether the address answers and takes the key. It asks for the pages list's
    // first page, so on success that answer is the first rows too (no second round trip).
    const quint64 generation = m_generation;
    const int firstPageSize = m_parts.window->connection()->pages()->pageSize();
    auto *reply = m_parts.client->pages().list(Net::CursorQuery{QString(), firstPageSize}, this);
    connect(reply, &Net::ApiReply::finished, this, [this, reply, generation, profile, url] {
        if (generation != m_generation)
            return;
        const ConnectionTester::Outcome outcome = ConnectionTester::describe(url, reply->isError() ? &reply->error() : nullptr);
        if (outcome.success()) {
            qCInfo(lcSession) << "connected to profile" << profile.name << "at" << url.toDisplayString();
            setState(State::Connected, QString());
            m_connectedId = profile.id;
            // Back in the profile whose subscriptions were left pointing at the inbox: the Webhooks
            // place names them now, with Restore.
            if (m_inboxWarningFor == profile.id) {
                m_inboxWarningFor.clear();
                m_parts.window->statusBar()->clearMessage();
                m_parts.window->statusBar()->setToolTip(QString());
            }
            m_parts.window->setConnected(true, reply);
            describeConnection();
            emit connected(profile.id);
            return;
        }
        qCWarning(lcSession) << "profile" << profile.name << "did not connect:" << reply->error().toString();
        if (isOutage(reply->error())) {
            // The profile is chosen and its service may come back: the places keep to this profile
            // (what its store knows, its journal), the window's bar says why and tries again by
            // itself, and the lists read their rows once it answers.
            setState(State::Connected, QString());
            m_connectedId = profile.id;
            m_parts.window->setConnected(true, reply);
            describeConnection();
            emit connectionFailed(profile.id, outcome.text);
            return;
        }
        setState(State::Failed, tr("Not connected: %1").arg(reply->error().title()));
        emit connectionFailed(profile.id, outcome.text);
        if (reply->error().kind == Net::ApiError::Kind::Unauthorized && outcome.answered && !profile.isSandbox()) {
            setState(State::WaitingForKey, tr("Key refused by %1").arg(profile.name));
            m_editor->askForKey(profile, tr("%1 did not accept the key stored for “%2”. Enter the current key.")
                                             .arg(url.host(), profile.name));
        }
    });
}

bool Session::isOutage(const Net::ApiError &error)
{
    // No answer, or the service failing: it may come back by itself. A refused key, a missing
    // endpoint or an unreadable answer will not, and are said as they are.
    return (Models::ReachWords::isUnreachable(error) && error.kind != Net::ApiError::Kind::Blocked)
        || error.kind == Net::ApiError::Kind::Server || error.kind == Net::ApiError::Kind::RateLimited;
}

void Session::describeConnection()
{
    if (m_state != State::Connected)
        return;
    const std::optional<Models::Profile> profile = m_parts.profiles->profile(m_connectedId);
    if (!profile)
        return;
    // Whole sentences for the demo, so each language can phrase them as it needs.
    const bool demo = profile->isSandbox();
    const QString &name = profile->name;
    using Status = Models::ConnectionState::Status;
    QString text;
    switch (m_parts.window->connection()->connectionState()->status()) {
    case Status::Unreachable:
        text = demo ? tr("Cannot reach the demo sandbox on this computer") : tr("Cannot reach %1").arg(name);
        break;
    case Status::ServiceFailing:
        text = demo ? tr("The demo sandbox answers with errors") : tr("%1 answers with errors").arg(name);
        break;
    case Status::KeyRefused:
        text = tr("Key refused by %1").arg(name);
        break;
    case Status::NoService:
    case Status::Connected:
        text = demo ? tr("Connected to the demo sandbox on this computer") : tr("Connected to %1").arg(name);
        break;
    }
    m_statusText = text;
    m_parts.window->setConnectionDescription(text);
}

void Session::onInboxLeftPointing(const QStringList &subscriptionIds)
{
    // The connection just ended (the hub still holds the profile's list) and the webhook inbox
    // stopped while these subscriptions sent their events to it: said at once, in the window, with
    // the way back (Models::WebhookInbox explains why they are not restored behind the user's back).
    const std::optional<Models::Profile> profile = m_parts.profiles->profile(m_connectedId);
    const Models::KnownWebhooks *known = m_parts.window->connection()->webhooks();
    QString text;
    QString brief; // the status bar's line, short enough to be read whole; `text` is its tooltip
    if (!profile || m_connectedId == m_removingId) {
        QStringList pairs;
        for (const QString &id : subscriptionIds)
            pairs.append(tr("%1 (was %2)").arg(id, known->urlBeforeInbox(id)));
        text = tr("Left pointing at the webhook inbox on this computer, which stopped (nothing listens there now): %1. "
                  "Set the URL back on the service.")
                   .arg(pairs.join(QStringLiteral(", ")));
        brief = tr("The webhook inbox stopped: %n subscription(s) send their events where nothing listens.", nullptr,
                   int(subscriptionIds.size()));
    } else if (subscriptionIds.size() == 1) {
        text = tr("The webhook inbox stopped: %1 of “%2” still sends its events to this computer, where nothing "
                  "listens now. Open “%2” again and restore its URL (%3) in Webhooks.")
                   .arg(subscriptionIds.constFirst(), profile->name, known->urlBeforeInbox(subscriptionIds.constFirst()));
        brief = tr("The webhook inbox stopped: restore %1 in Webhooks of “%2”.").arg(subscriptionIds.constFirst(), profile->name);
    } else {
        text = tr("The webhook inbox stopped: %1 of “%2” still send their events to this computer, where nothing "
                  "listens now. Open “%2” again and restore their URLs in Webhooks.")
                   .arg(subscriptionIds.join(QStringLiteral(", ")), profile->name);
        brief = tr("The webhook inbox stopped: restore %n subscription(s) in Webhooks of “%1”.", nullptr, int(subscriptionIds.size()))
                    .arg(profile->name);
    }
    qCInfo(lcSession) << "webhook subscriptions left pointing at the stopped inbox:" << subscriptionIds;
    m_inboxWarningFor = profile ? profile->id : QString();
    // Kept until that profile is connected again (then the Webhooks place takes over). A status bar
    // line is cut where the window ends, never wrapped: the whole of it, with the URLs, is its tooltip.
    m_parts.window->statusBar()->showMessage(brief);
    m_parts.window->statusBar()->setToolTip(text);
}

void Session::onKeyRejected()
{
    if (m_state != State::Connected || m_activeId.isEmpty())
        return; // a refusal during connecting is handled where the call ends
    const std::optional<Models::Profile> profile = m_parts.profiles->profile(m_activeId);
    if (!profile)
        return;
    setState(State::WaitingForKey, tr("Key refused by %1").arg(profile->name));
    if (!profile->isSandbox())
        m_editor->askForKey(*profile, tr("“%1” no longer accepts the key. Enter the current key.").arg(profile->name));
}

void Session::shutdown()
{
    if (m_shuttingDown)
        return;
    m_shuttingDown = true;
    ++m_generation;
    qCInfo(lcSession) << "shutting down";
    if (m_welcome)
        m_welcome->close();
    m_editor->closeAll();
    m_parts.window->setConnected(false);
    m_parts.window->hide(); // gone at once; the process follows when the sandbox has stopped
    m_parts.activeKey->setApiKey({});
    m_sessionKeys.clear();
    m_parts.sandbox->stop();
    finishShutdownWhenStopped();
}

void Session::finishShutdownWhenStopped()
{
    if (m_shutdownSignalled || m_parts.sandbox->state() != SandboxLauncher::State::Stopped)
        return;
    m_shutdownSignalled = true;
    // Queued, so whoever called shutdown() returns first.
    QTimer::singleShot(0, this, &Session::shutdownFinished);
}

bool Session::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_parts.window && event->type() == QEvent::Close && !m_shuttingDown) {
        // The window's own question first (MainWindow::closeEvent asks the same): on Stay the
        // window stays open and the session goes on; on Discard it is closed again.
        Ui::MainWindow *window = m_parts.window;
        if (!window->mayLeaveCurrentPlace([window] { window->close(); })) {
            event->ignore();
            return true;
        }
        shutdown();
    }
    return QObject::eventFilter(watched, event);
}

void Session::setState(State state, const QString &statusText)
{
    m_statusText = statusText;
    m_parts.window->setConnectionDescription(statusText);
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void Session::refreshProfiles()
{
    m_parts.window->profileSwitcher()->setProfiles(m_parts.profiles->profiles());
    if (const std::optional<Models::Profile> active = m_parts.profiles->profile(m_activeId))
        m_parts.window->setActiveProfile(*active);
}

} // namespace Audience::App
