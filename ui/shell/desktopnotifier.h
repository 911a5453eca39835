#pragma once

#include <QObject>
#include <QString>

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

    // The last notification asked for (also when no channel could show it), for tests.
    QString lastTitle() const { return m_lastTitle; }
    QString lastBody() const { return m_lastBody; }

private:
    mutable Channel m_channel = Channel::None;
    mutable bool m_channelChosen = false;
    QSystemTrayIcon *m_tray = nullptr;
    QString m_lastTitle;
    QString m_lastBody;
};

} // namespace Audience::Ui
