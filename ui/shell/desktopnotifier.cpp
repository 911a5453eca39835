#include "ui/shell/desktopnotifier.h"

#include <QApplication>
#include <QSystemTrayIcon>

#include <utility>

#ifdef AUDIENCE_HAVE_DBUS
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#endif

namespace Audience::Ui {

namespace {

#ifdef AUDIENCE_HAVE_DBUS
const QString service = QStringLiteral("org.freedesktop.Notifications");
const QString path = QStringLiteral("/org/freedesktop/Notifications");
#endif

} // namespace

DesktopNotifier::DesktopNotifier(QObject *parent)
    : QObject(parent)
{
}

DesktopNotifier::Channel DesktopNotifier::channel() const
{
    // Chosen at the first use, not at start-up: connecting to the bus is not free, and most
    // sessions never notify. A bus without a notification service answers the call with an error,
    // which nobody waits for.
    if (!m_channelChosen) {
        m_channelChosen = true;
#ifdef AUDIENCE_HAVE_DBUS
        if (QDBusConnection::sessionBus().isConnected()) {
            m_channel = Channel::FreedesktopBus;
            return m_channel;
        }
#endif
        if (QSystemTrayIcon::isSystemTrayAvailable())
            m_channel = Channel::SystemTray;
    }
    return m_channel;
}

DesktopNotifier::~DesktopNotifier() = default;

void DesktopNotifier::notify(const QString &title, const QString &body)
{
    notify(title, body, QString(), {});
}

void DesktopNotifier::notify(const QString &title, const QString &body, const QString &actionText, std::function<void()> activated)
{
    m_lastTitle = title;
    m_lastBody = body;
    m_lastActivation = activated;
    switch (channel()) {
    case Channel::FreedesktopBus: {
#ifdef AUDIENCE_HAVE_DBUS
        // Notify(app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout);
        // never waited for: the answer (the notification's id) comes back later, and only matters
        // when a click is to do something.
        const QStringList actions = activated ? QStringList{QStringLiteral("default"), actionText} : QStringList();
        QDBusMessage call = QDBusMessage::createMethodCall(service, path, service, QStringLiteral("Notify"));
        call << QApplication::applicationDisplayName() << uint(0) << QStringLiteral("org.audience.Console") << title << body
             << actions << QVariantMap() << int(-1);
        if (!activated) {
            QDBusConnection::sessionBus().call(call, QDBus::NoBlock);
            break;
        }
        listenToTheBus();
        auto *watcher = new QDBusPendingCallWatcher(QDBusConnection::sessionBus().asyncCall(call), this);
        connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, activated](QDBusPendingCallWatcher *answered) {
            const QDBusPendingReply<uint> reply = *answered;
            if (!reply.isError())
                m_activations.insert(reply.value(), activated);
            answered->deleteLater();
        });
#endif
        break;
    }
    case Channel::SystemTray:
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
            connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
                if (const auto run = std::exchange(m_trayActivation, {}))
                    run();
            });
        }
        m_trayActivation = std::move(activated);
        m_tray->show();
        m_tray->showMessage(title, body, QSystemTrayIcon::Information);
        break;
    case Channel::None:
        break;
    }
}

void DesktopNotifier::listenToTheBus()
{
#ifdef AUDIENCE_HAVE_DBUS
    if (std::exchange(m_listening, true))
        return;
    QDBusConnection bus = QDBusConnection::sessionBus();
    bus.connect(service, path, service, QStringLiteral("ActionInvoked"), this, SLOT(onActionInvoked(uint,QString)));
    bus.connect(service, path, service, QStringLiteral("NotificationClosed"), this, SLOT(onClosed(uint)));
#endif
}

void DesktopNotifier::onActionInvoked(uint id, const QString &action)
{
    if (action == u"default")
        activate(id);
}

void DesktopNotifier::onClosed(uint id)
{
    m_activations.remove(id);
}

void DesktopNotifier::activate(uint id)
{
    if (const auto run = m_activations.take(id))
        run();
}

} // namespace Audience::Ui
