#pragma once

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

class QSystemTrayIcon;

namespace Audience::Ui {

// Tells the desktop when something the user waited for is done while they are elsewhere: through
// the freedesktop notification service on the session bus (org.freedesktop.Notifications) where
// there is one, else through a system tray icon's message where the platform has a tray, else not
// at all. The one platform-specific adapter of ui/; everything else asks it to notify().
class DesktopNotifier : public QObject
{
    Q_OBJECT
public:
    enum class Channel { None, FreedesktopBus, SystemTray };
    Q_ENUM(Channel)

    explicit DesktopNotifier(QObject *parent = nullptr);
    ~DesktopNotifier() override;

    // Which way notify() goes on this desktop.
    Channel channel() const;
    void notify(const QString &title, const QString &body);
    // The same, and `activated` runs when the user clicks the notification (its default action on
    // the bus, the tray message's click); `actionText` names that action where the desktop shows it.
    void notify(const QString &title, const QString &body, const QString &actionText, std::function<void()> activated);

    // The last notification asked for (also when no channel could show it), for tests.
    QString lastTitle() const { return m_lastTitle; }
    QString lastBody() const { return m_lastBody; }
    // As if the last notification was clicked (tests: there is no desktop to click on).
    void activateLast()
    {
        if (m_lastActivation)
            m_lastActivation();
    }

    // What a click on the notification with this id does (the bus's ActionInvoked; tests call it).
    void activate(uint id);

private Q_SLOTS:
    void onActionInvoked(uint id, const QString &action);
    void onClosed(uint id);

private:
    void listenToTheBus();

    mutable Channel m_channel = Channel::None;
    QHash<uint, std::function<void()>> m_activations; // by the bus's notification id
    std::function<void()> m_trayActivation;           // the tray shows one message at a time
    std::function<void()> m_lastActivation;
    bool m_listening = false;
    mutable bool m_channelChosen = false;
    QSystemTrayIcon *m_tray = nullptr;
    QString m_lastTitle;
    QString m_lastBody;
};

} // namespace Audience::Ui
