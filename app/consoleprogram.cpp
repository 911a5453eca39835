#include "app/consoleprogram.h"

#include "app/session.h"
#include "app/terminationsignals.h"
#include "app/webhooksecretkeychain.h"
#include "models/shell/connection.h"
#include "models/webhooks/webhookinbox.h"

#include <QApplication>

#include <cstdio>

namespace Audience::App {

ConsoleProgram::ConsoleProgram(const StartupRequest &request, const QStringList &placePluginFolders)
    : m_request(request)
    , m_client(&m_network, &m_activeKey)
    , m_profiles(&m_settings)
{
    m_sandbox.setExtraArguments(sandboxArgumentsFromEnvironment());
    m_window.placePlugins()->setFolders(placePluginFolders);
    m_session = std::make_unique<Session>(
        Session::Parts{&m_network, &m_client, &m_activeKey, &m_profiles, &m_credentials, &m_sandbox, &m_window});
    // The webhook inbox's signing secrets: in the same keychain as the keys, per profile.
    Session *session = m_session.get();
    m_webhookSecrets = std::make_unique<WebhookSecretKeychain>(&m_credentials, [session] { return session->activeProfileId(); });
    m_window.connection()->webhookInbox()->setSecretStore(m_webhookSecrets.get());
    // The session gives the window the client and calls setConnected() itself (app/session.cpp).

    // The session quits once the sandbox has stopped, not when the last window closes.
    QApplication::setQuitOnLastWindowClosed(false);
    QObject::connect(session, &Session::shutdownFinished, qApp, &QApplication::quit);
    // Ctrl+C in a terminal, or a session manager's SIGTERM, quits the same way.
    m_termination = std::make_unique<TerminationSignals>();
    QObject::connect(m_termination.get(), &TerminationSignals::terminationRequested, session, &Session::shutdown);
}

ConsoleProgram::~ConsoleProgram() = default;

bool ConsoleProgram::start(QString *error)
{
    // The connection first (the sandbox's start, the key from the keychain, the connection test
    // are all asynchronous), then show(): the window builds its starting place and paints its first
    // frame while they run, and the first pages are asked for as soon as they are done. The native
    // window is made first so a dialog the session opens (the welcome) is stacked on the window.
    m_window.winId();
    if (!m_session->start(m_request, error))
        return false;
    m_window.show();
    return true;
}

int ConsoleProgram::run()
{
    QString error;
    if (!start(&error)) {
        const QByteArray bytes = (error + u'\n').toLocal8Bit();
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
        return 2;
    }
    return QApplication::exec();
}

QStringList ConsoleProgram::sandboxArgumentsFromEnvironment()
{
    return qEnvironmentVariable("AUDIENCE_SANDBOX_ARGS").split(u' ', Qt::SkipEmptyParts);
}

} // namespace Audience::App
