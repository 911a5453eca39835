#pragma once

#include "app/commandline.h"
#include "app/keychaincredentialstore.h"
#include "app/profileregistry.h"
#include "app/sandboxlauncher.h"
#include "net/apiclient.h"
#include "ui/shell/mainwindow.h"

#include <QNetworkAccessManager>
#include <QSettings>
#include <QStringList>

#include <memory>

namespace Audience::App {

class Session;
class TerminationSignals;
class WebhookSecretKeychain;

// The console once its command line is read: the network, the client and its key, the profiles and
// their keychain credentials, the embedded sandbox's launcher, the main window, the session that
// wires them, the webhook inbox's secrets and the termination signals, built in that order (the
// members' order below) and destroyed in the reverse one. main() makes one and calls run(); a
// test's driver (tests/app/console_driver.cpp) makes one the same way and reaches the window and
// the sandbox through the accessors.
class ConsoleProgram
{
public:
    // `placePluginFolders`: where the places that are plugins are looked for, in order.
    ConsoleProgram(const StartupRequest &request, const QStringList &placePluginFolders);
    ~ConsoleProgram();
    ConsoleProgram(const ConsoleProgram &) = delete;
    ConsoleProgram &operator=(const ConsoleProgram &) = delete;

    // Starts the session and shows the window; false, with the reason in `error`, when the command
    // line named something that does not exist (main() then exits with 2).
    bool start(QString *error);
    // start(), then the event loop; the process's exit code. A start error goes to stderr.
    int run();

    Ui::MainWindow &window() { return m_window; }
    SandboxLauncher &sandbox() { return m_sandbox; }
    Session &session() { return *m_session; }

    // The embedded sandbox's extra arguments from $AUDIENCE_SANDBOX_ARGS (space-separated, e.g.
    // "--fault-latency-ms 3000"), so an integrator can try the console against a slow or faulty
    // service (docs/sandbox.md). Empty when the variable is unset.
    static QStringList sandboxArgumentsFromEnvironment();

private:
    StartupRequest m_request;
    QNetworkAccessManager m_network;
    Net::StaticApiKeyProvider m_activeKey; // the active profile's key, in memory only
    Net::ApiClient m_client;
    QSettings m_settings;
    ProfileRegistry m_profiles;
    KeychainCredentialStore m_credentials;
    SandboxLauncher m_sandbox;
    Ui::MainWindow m_window;
    // Made in the constructor's body, in this order, once the window has its plugin folders.
    std::unique_ptr<Session> m_session;
    std::unique_ptr<WebhookSecretKeychain> m_webhookSecrets;
    std::unique_ptr<TerminationSignals> m_termination;
};

} // namespace Audience::App
