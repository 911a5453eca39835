#pragma once

#include "models/profiles/profile.h"
#include "net/apireply.h"
#include "net/audiencetypes.h"
#include "net/envelope.h"
#include "ui/common/symboliconstore.h"
#include "ui/shell/placeplugins.h"

#include <QColor>
#include <QKeySequence>
#include <QList>
#include <QMainWindow>
#include <QPointer>

#include <functional>

class QAction;
class QBoxLayout;
class QLabel;
class QMessageBox;
class QStackedWidget;
class QToolBar;

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {
class Connection;
struct WatchAlert;
} // namespace Audience::Models

namespace Audience::Ui {

class AudienceBrowser;
class ConnectionBar;
class DesktopNotifier;
class NavigationHistory;
class NavigationSidebar;
class StoreNoticeBar;
class PagesBrowser;
class ProfileBand;
class Place;
class ProfileSwitcher;
class QuickSearchPopup;
class RequestActivityIndicator;
enum class Symbol; // ui/common/symbolicons.h
struct ShortcutEntry;

// The console's one main window: the places in a sidebar, the current place in the centre, the
// network and the profile in the status bar. It only switches places and keeps the history; each
// place is its own widget (ui/pagesbrowser.h, ui/audiencebrowser.h).
//
// Only what the first screen shows is built, and only when it is needed: the constructor builds the
// frame (sidebar, tool bars, status bar); the starting place is built when the window is first
// shown (so whatever starts the first fetch can do it before that work), another place the first
// time it is shown or asked for (place(), pagesBrowser(), audienceBrowser()), the quick search popup when
// it first opens. Once connected, the Audiences place is built in the background shortly after the
// first pages arrived, so its search (and with it the quick search) knows every audience.
//
// Wiring (app/): give it the client once with setClient(), then setConnected(true) when the
// session's connection works and setConnected(false) when the profile changes or goes away.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The text shown in the status bar's permanent "connection" slot.
    void setConnectionDescription(const QString &description);
    QString connectionDescription() const;

    // The profile badge and menu in the profile tool bar; the app fills it and listens to it.
    ProfileSwitcher *profileSwitcher() const { return m_profileSwitcher; }
    // Shows which profile is active: the badge, a bar in the profile's colour, and the window title.
    void setActiveProfile(const Models::Profile &profile);
    void clearActiveProfile();

    // The API client the places load from (not owned; must outlive the window).
    void setClient(Net::ApiClient *client);
    // True once the client reaches a service that accepted the key: the lists load. False forgets
    // everything loaded (another profile is coming). `firstPages`: see Models::Connection::setConnected.
    void setConnected(bool connected, Net::Reply<Net::PageList> *firstPages = nullptr);
    bool isConnected() const;

    // Goes to a place (and an item in it), as a new stop in the history.
    void goTo(const QString &placeId, const QString &item = {});
    // True when nothing unsaved is lost by leaving the current place now (for another profile, or
    // closing the window); otherwise asks the same question as going to another place (Discard or
    // Stay, without blocking), returns false, and calls `leave` once the user chose Discard.
    bool mayLeaveCurrentPlace(std::function<void()> leave);
    QString currentPlaceId() const;
    Place *currentPlace() const;
    // The place with this ID, built now if it was not yet; null for an unknown ID.
    Place *place(const QString &placeId) const;
    bool hasPlace(const QString &placeId) const;
    // False until the place is first shown or asked for.
    bool isPlaceBuilt(const QString &placeId) const;

    Models::Connection *connection() const { return m_connection; }
    // Where the places that are plugins come from (set by the composition root, before they are built).
    PlacePlugins *placePlugins() { return &m_placePlugins; }
    NavigationHistory *history() const { return m_history; }
    NavigationSidebar *sidebar() const { return m_sidebar; }
    // These build what they return on first use.
    PagesBrowser *pagesBrowser() const;
    AudienceBrowser *audienceBrowser() const;
    QuickSearchPopup *quickSearch() const;
    RequestActivityIndicator *requestActivity() const { return m_activity; }
    ConnectionBar *connectionBar() const { return m_connectionBar; }
    DesktopNotifier *notifier() const { return m_notifier; }
    QAction *backAction() const { return m_back; }
    QAction *forwardAction() const { return m_forward; }
    QAction *reloadAction() const { return m_reload; }
    QAction *quickSearchAction() const { return m_quickSearchAction; }
    // Help → Keyboard Shortcuts, and what it lists: the menus, every place's actions, keys in code.
    QAction *shortcutsAction() const { return m_shortcutsAction; }
    QList<ShortcutEntry> shortcutEntries() const;

public slots:
    void goBack();
    void goForward();
    void reloadCurrent();
    void openQuickSearch();
    void showShortcuts();
    void openNewestImpactCard();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // One row of the place list (mainwindowplaces.cpp): the sidebar, the Go menu and the window's
    // places are made from these rows, in order. Adding a place is adding a row.
    struct PlaceRow
    {
        QString id;         // Models::PlaceId
        QString title;
        Symbol symbol;
        QKeySequence shortcut;
        PlacePlugins::Factory create; // null: the place is a plugin (PlacePlugins)
    };
    struct PlaceEntry
    {
        QString id;
        std::function<Place *()> create;
        Place *widget = nullptr; // null until built
    };

    static QList<PlaceRow> placeRows();
    // The frame's parts, in the order they are made (the order is the focus chain's).
    void buildProfileToolBar();
    void buildCentralArea();
    void addPlaces();
    void buildStatusBar();
    void showFocusWhereverItCame();
    void followConnection();
    // The connection bar above the places, and reading again what they show when the service
    // comes back (mainwindowconnection.cpp).
    void buildConnectionBar(QBoxLayout *layout);
    void readAgainAfterOutage();
    // The band in the profile's colour under the tool bars, solid only while the service can be used.
    void showProfileBand();
    void resizeToScreen();

    void addPlace(const PlaceRow &row);
    Place *buildPlace(PlaceEntry &entry);
    // A place whose code is a plugin; a stand-in that says why when the plugin cannot be loaded.
    Place *pluginPlace(const QString &placeId, const QString &title);
    int placeIndex(const QString &placeId) const;
    // Once connected: builds the Audiences place after the first pages (see the class comment).
    void buildBackgroundPlacesSoon();
    // Builds the starting place chosen by restoreSettings() if that is still to do.
    void buildStartPlace() const;
    void createActions();
    void createNavigationActions();
    void createMenus(QAction *focusSidebar);
    void createNavigationToolBar();
    // True when the current place may be left for `placeId` now; otherwise asks about its unsaved
    // changes (without blocking) and calls `leave` once the user chose to discard them.
    bool mayLeaveFor(const QString &placeId, std::function<void()> leave);
    // Makes the place current; with `applyItem` it also opens `item` there (even an empty one).
    void showPlace(const QString &placeId, const QString &item, bool applyItem);
    void updateHistoryActions();
    // A followed version settled while the user is in another window: the desktop is told.
    void notifyVersionSettled(const Net::AudienceVersion &version);
    // The watch's count on Review and its alerts on the desktop.
    void followPublishWatch();
    void notifyWatchAlert(const Models::WatchAlert &alert);
    void saveSettings() const;
    void restoreSettings();

    SymbolIconStore m_symbolIcons; // the icons an earlier run drew, read before the first paint
    Models::Connection *m_connection = nullptr;
    NavigationHistory *m_history = nullptr;
    NavigationSidebar *m_sidebar = nullptr;
    StoreNoticeBar *m_storeNotice = nullptr;
    ConnectionBar *m_connectionBar = nullptr;
    QStackedWidget *m_places = nullptr;
    PlacePlugins m_placePlugins;
    mutable QList<PlaceEntry> m_placeList; // built lazily, also from const getters
    mutable QuickSearchPopup *m_quickSearch = nullptr;
    mutable QString m_startPlace; // current, but not built yet (the window was not shown)
    QMetaObject::Connection m_waitForPages; // the background places wait for the first pages
    RequestActivityIndicator *m_activity = nullptr;
    DesktopNotifier *m_notifier = nullptr;
    QLabel *m_connectionLabel = nullptr;
    QLabel *m_profileLabel = nullptr;
    QToolBar *m_navigationToolBar = nullptr;
    QToolBar *m_profileToolBar = nullptr;
    // The profile's colour under each tool bar (children of the bars; built on the first showing).
    ProfileBand *m_navigationBand = nullptr;
    ProfileBand *m_profileBand = nullptr;
    ProfileSwitcher *m_profileSwitcher = nullptr;
    QColor m_bandColour; // the active profile's; invalid without one
    QAction *m_back = nullptr;
    QAction *m_forward = nullptr;
    QAction *m_reload = nullptr;
    QAction *m_openImpactAction = nullptr;
    QAction *m_quickSearchAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QAction *m_findAction = nullptr;
    bool m_navigating = false; // true while back/forward shows a stop, so it is not recorded again
    QPointer<QMessageBox> m_leaveQuestion; // open while asking about a place's unsaved changes
};

} // namespace Audience::Ui
