#include "app/session.h"

// The session's side of the embedded demo sandbox: ready, failed to start, stopped by itself,
// restarted; and its state on the profile badge.

#include "app/profileeditor.h"
#include "app/profileregistry.h"
#include "app/sandboxlauncher.h"
#include "models/shell/connection.h"
#include "models/shell/connectionstate.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/shell/mainwindow.h"

#include <QLoggingCategory>

namespace Audience::App {

Q_DECLARE_LOGGING_CATEGORY(lcSession)

void Session::onSandboxReady(const QUrl &url)
{
    if (m_activeId != Models::Profile::sandboxId() || m_state != State::StartingSandbox)
        return;
    connectTo(ProfileRegistry::sandboxProfile(), url, false, m_parts.sandbox->apiKey());
}

void Session::onSandboxFailed(const QString &message, const QString &standardError)
{
    if (m_activeId != Models::Profile::sandboxId() || m_shuttingDown)
        return;
    ++m_generation;
    m_parts.window->setConnected(false);
    m_parts.activeKey->setApiKey({});
    qCWarning(lcSession) << "sandbox failed:" << message;
    setState(State::Failed, tr("Sandbox not running"));
    emit connectionFailed(m_activeId, message);
    m_editor->showSandboxFailure(message, standardError);
}

void Session::onSandboxStopped()
{
    if (m_shuttingDown) {
        finishShutdownWhenStopped();
        return;
    }
    // The sandbox was asked to start while an earlier one was still stopping.
    if (m_activeId == Models::Profile::sandboxId() && m_state == State::StartingSandbox)
        m_parts.sandbox->restart();
}

void Session::onSandboxLost(const QString &how, const QString &standardError)
{
    if (m_activeId != Models::Profile::sandboxId() || m_shuttingDown)
        return;
    ++m_generation;
    // The window keeps what it shows, as for any service that cannot be reached: the connection
    // bar says so and tries again, and Restart connects to the sandbox started again.
    qCWarning(lcSession) << "the demo sandbox stopped:" << how;
    // Asked at once, so the bar says why the places cannot be read and keeps trying by itself.
    m_parts.window->connection()->connectionState()->checkNow();
    setState(State::Failed, tr("The demo sandbox stopped"));
    emit connectionFailed(m_activeId, tr("The demo sandbox stopped."));
    m_editor->showSandboxStopped(how, standardError);
}

void Session::restartSandbox()
{
    if (m_activeId != Models::Profile::sandboxId() || m_shuttingDown || m_state == State::StartingSandbox)
        return;
    ++m_generation;
    setState(State::StartingSandbox, tr("Starting the demo sandbox again…"));
    if (m_parts.sandbox->isRunning())
        onSandboxReady(m_parts.sandbox->url());
    else
        m_parts.sandbox->restart(); // a no-op while it is still stopping: onSandboxStopped starts it
}

void Session::showSandboxState()
{
    QString note;
    if (m_activeId == Models::Profile::sandboxId()) {
        switch (m_parts.sandbox->state()) {
        case SandboxLauncher::State::Running:
            break;
        case SandboxLauncher::State::Starting:
            note = tr("starting");
            break;
        case SandboxLauncher::State::Stopping:
        case SandboxLauncher::State::Stopped:
            note = tr("stopped");
            break;
        }
    }
    m_parts.window->profileSwitcher()->setStateNote(note);
}

} // namespace Audience::App
