#include "ui/shell/desktopnotifier.h"

#include <QApplication>
#include <QSystemTrayIcon>

#ifdef AUDIENCE_HAVE_DBUS
#include <QDBusConnection>
#include <QDBusMessage>
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
    m_lastTitle = title;
    m_lastBody = body;
    switch (channel()) {
    case Channel::FreedesktopBus: {
#ifdef AUDIENCE_HAVE_DBUS
        // Notify(app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout);
        // sent without waiting for the answer, so the GUI thread never blocks on the bus.
        QDBusMessage call = QDBusMessage::createMethodCall(service, path, service, QStringLiteral("Notify"));
        call << QApplication::applicationDisplayName() << uint(0) << QStringLiteral("org.audience.Console") << title << body
             << QStringList() << QVariantMap() << int(-1);
        QDBusConnection::sessionBus().call(call, QDBus::NoBlock);
#endif
        break;
    }
    case Channel::SystemTray:
        if (!m_tray)
            m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
        m_tray->show();
        m_tray->showMessage(title, body, QSystemTrayIcon::Information);
        break;
    case Channel::None:
        break;
    }
}

} // namespace Audience::Ui
