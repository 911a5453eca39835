#pragma once

#include "models/profile.h"

#include <QMainWindow>

class QLabel;
class QToolBar;

namespace Audience::Ui {

class ProfileSwitcher;

// The console's one main window: navigation, the current place in the centre, status below.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // The text shown in the status bar's permanent "connection" slot.
    void setConnectionDescription(const QString &description);
    QString connectionDescription() const;

    // The profile badge and menu in the profile tool bar; the app fills it and listens to it.
    ProfileSwitcher *profileSwitcher() const { return m_profileSwitcher; }
    // Shows which profile is active: the badge, a bar in the profile's colour, and the window title.
    void setActiveProfile(const Models::Profile &profile);
    void clearActiveProfile();

private:
    QLabel *m_connectionLabel = nullptr;
    QToolBar *m_profileToolBar = nullptr;
    ProfileSwitcher *m_profileSwitcher = nullptr;
};

} // namespace Audience::Ui
