#pragma once

#include "app/commandline.h"
#include "models/profiles/profile.h"
#include "ui/profiles/welcomedialog.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

class QNetworkAccessManager;

namespace Audience::Net {
class ApiClient;
class StaticApiKeyProvider;
struct ApiError;
} // namespace Audience::Net

namespace Audience::Models {
class DemoProfileSetup;
} // namespace Audience::Models

namespace Audience::Ui {
class MainWindow;
} // namespace Audience::Ui

namespace Audience::App {

class ConnectionTester;
class CredentialStore;
class ProfileEditor;
class ProfileRegistry;
class SandboxLauncher;

// The console's wiring: which profile is active, where its key comes from (keychain, session memory,
// or the sandbox launcher), pointing the API client at it, checking the connection, the welcome on
// first run, and a clean shutdown that stops the sandbox before the event loop ends.
// It owns none of the parts it is given; main() (or a test) does.
class Session : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        QNetworkAccessManager *network = nullptr;
        Net::ApiClient *client = nullptr;
        Net::StaticApiKeyProvider *activeKey = nullptr; // the client's key provider: the key in memory
        ProfileRegistry *profiles = nullptr;
        CredentialStore *credentials = nullptr;
        SandboxLauncher *sandbox = nullptr;
        Ui::MainWindow *window = nullptr;
    };

    enum class State {
        Idle,               // no profile active
        WaitingForKeychain, // reading the active profile's key
        WaitingForKey,      // the user is asked for a key
        StartingSandbox,    // the local sandbox is starting
        Connecting,         // the first call to the profile is on its way
        Connected,
        Failed,             // see statusText()
    };
    Q_ENUM(State)

    explicit Session(const Parts &parts, QObject *parent = nullptr);
    ~Session() override;

    // Opens what the command line asked for, else the last profile, else the welcome. Returns false
    // with a message when --profile names no profile.
    bool start(const StartupRequest &request, QString *error = nullptr);

    // Makes a profile the active one: stops the sandbox if it is leaving, gets the key, connects.
    void activate(const QString &profileId);
    // The same with a key the user just typed (no need to read it back from the keychain).
    void activateWithKey(const QString &profileId, const QString &key);
    void deactivate();
    // Called when a profile was deleted or edited.
    void profileRemoved(const QString &profileId);
    void profileEdited(const QString &profileId);

    // Keys the user chose to keep in memory for this session only (the keychain was unavailable).
    void setSessionKey(const QString &profileId, const QString &key);
    bool hasSessionKey(const QString &profileId) const { return m_sessionKeys.contains(profileId); }
    QString sessionKey(const QString &profileId) const { return m_sessionKeys.value(profileId); }

    // Starts the demo sandbox again after it stopped by itself, on the address it had, and
    // connects to it (the stopped sandbox's message offers it as Restart).
    void restartSandbox();

    // Stops the sandbox (asynchronously) and closes dialogs; shutdownFinished() follows.
    void shutdown();
    bool isShuttingDown() const { return m_shuttingDown; }

    QString activeProfileId() const { return m_activeId; }
    State state() const { return m_state; }
    QString statusText() const { return m_statusText; }
    ProfileEditor *editor() const { return m_editor; }
    Ui::WelcomeDialog *welcomeDialog() const { return m_welcome; }
    Ui::WelcomeDialog *showWelcome();

signals:
    void stateChanged(Audience::App::Session::State state);
    void activeProfileChanged(const QString &profileId);
    void connected(const QString &profileId);
    void connectionFailed(const QString &profileId, const QString &message);
    void shutdownFinished();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // False while the user is asked about the current place's unsaved changes; `then` runs once
    // they chose to discard them.
    bool mayLeaveProfile(std::function<void()> then);
    void setState(State state, const QString &statusText);
    void refreshProfiles();
    void useKey(const Models::Profile &profile, const QString &key);
    void connectTo(const Models::Profile &profile, const QUrl &url, bool allowPlainHttp, const QByteArray &key);
    void onSandboxReady(const QUrl &url);
    void onSandboxFailed(const QString &message, const QString &standardError);
    void onSandboxStopped();
    void onSandboxLost(const QString &how, const QString &standardError);
    // The profile badge says when the active demo sandbox is not running (its colour is not shown then).
    void showSandboxState();
    void onKeyRejected();
    // The status bar's words for the connection while connected (ConnectionState's status).
    void describeConnection();
    static bool isOutage(const Net::ApiError &error);
    void onInboxLeftPointing(const QStringList &subscriptionIds);
    void finishShutdownWhenStopped();

    Parts m_parts;
    ProfileEditor *m_editor = nullptr;
    ConnectionTester *m_tester = nullptr;
    Models::DemoProfileSetup *m_demo = nullptr; // what the demo profile starts with
    QPointer<Ui::WelcomeDialog> m_welcome;
    QHash<QString, QString> m_sessionKeys;
    QString m_activeId;
    QString m_connectedId;     // the profile the places last loaded from (what a disconnect leaves)
    QString m_removingId;      // the profile being deleted, while its connection ends
    QString m_inboxWarningFor; // the profile the status bar says has subscriptions left at the inbox
    State m_state = State::Idle;
    QString m_statusText;
    quint64 m_generation = 0; // bumped on every switch so late answers for an old profile are ignored
    bool m_shuttingDown = false;
    bool m_shutdownSignalled = false;
};

} // namespace Audience::App
