#include "ui/shell/mainwindow.h"

#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "models/shell/placeids.h"
#include "models/workspace/changelabels.h"
#include "models/workspace/versionfollower.h"
#include "ui/shell/desktopnotifier.h"
#include "ui/webhooks/webhooksplace.h"
#include "ui/activity/activityplace.h"
#include "ui/people/peopleplace.h"
#include "ui/pagelinks/pagelinksplace.h"
#include "ui/topics/topicsplace.h"
#include "ui/accounts/accountsplace.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/review/reviewplace.h"
#include "ui/shell/navigationhistory.h"
#include "ui/shell/unavailableplace.h"
#include "ui/shell/shortcutsdialog.h"
#include "ui/shell/storenoticebar.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/pages/pagesbrowser.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/shell/quicksearchpopup.h"
#include "ui/shell/requestactivityindicator.h"
#include "ui/common/symbolicons.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QShowEvent>
#include <QColor>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <utility>

namespace Audience::Ui {

namespace {

const QString settingsGroup = QStringLiteral("mainWindow");

// Our key first, then the platform's own keys for the same thing, without duplicates (on Linux
// Alt+Left is both, and a shortcut listed twice is "ambiguous" and does nothing).
QList<QKeySequence> withPlatformKeys(const QKeySequence &ours, QKeySequence::StandardKey standard)
{
    QList<QKeySequence> keys{ours};
    for (const QKeySequence &key : QKeySequence::keyBindings(standard)) {
        if (!keys.contains(key))
            keys.append(key);
    }
    return keys;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Audience Console"));
    setObjectName(QStringLiteral("mainWindow"));

    m_connection = new Models::Connection(nullptr, this);
    m_history = new NavigationHistory(this);
    connect(m_history, &NavigationHistory::changed, this, &MainWindow::updateHistoryActions);

    // The profile tool bar is made before the central area, so Tab reaches the profile button above
    // before the sidebar (a widget joins the focus chain where it is made); it is added to the tool
    // bar area later, after the navigation tool bar.
    m_profileToolBar = new QToolBar(tr("Profile"), this);
    m_profileToolBar->setObjectName(QStringLiteral("profileToolBar"));
    m_profileToolBar->setMovable(false);
    m_profileSwitcher = new ProfileSwitcher(m_profileToolBar);
    m_profileToolBar->addWidget(m_profileSwitcher);

    auto *central = new QWidget(this);
    central->setObjectName(QStringLiteral("centralArea"));
    m_sidebar = new NavigationSidebar(central);
    m_places = new QStackedWidget(central);
    m_places->setObjectName(QStringLiteral("places"));
    auto *splitter = new QSplitter(Qt::Horizontal, central);
    splitter->setObjectName(QStringLiteral("sidebarSplitter"));
    splitter->addWidget(m_sidebar);
    splitter->addWidget(m_places);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(1, false);
    splitter->setSizes({150, 1290});
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_storeNotice = new StoreNoticeBar(m_connection, central);
    layout->addWidget(m_storeNotice);
    layout->addWidget(splitter);
    setCentralWidget(central);
    connect(m_sidebar, &NavigationSidebar::placeChosen, this, [this](const QString &placeId) { goTo(placeId); });

    createActions();
    addPlace(Models::PlaceId::pages, PagesBrowser::displayTitle(), symbolIcon(Symbol::Page),
             QKeySequence(Qt::CTRL | Qt::Key_1), [this] { return new PagesBrowser(m_connection, m_places); });
    addPlace(Models::PlaceId::audiences, AudienceBrowser::displayTitle(), symbolIcon(Symbol::Audiences),
             QKeySequence(Qt::CTRL | Qt::Key_2), [this] { return new AudienceBrowser(m_connection, m_places); });
    addPlace(Models::PlaceId::review, ReviewPlace::displayTitle(), symbolIcon(Symbol::Review),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), [this] { return new ReviewPlace(m_connection, m_places); });
    // A plugin (ui/analytics/): the only place that needs Qt Charts, loaded when first built.
    const QString analyticsTitle = tr("Analytics");
    addPlace(Models::PlaceId::analytics, analyticsTitle, symbolIcon(Symbol::Analytics), QKeySequence(Qt::CTRL | Qt::Key_3),
             [this, analyticsTitle] { return pluginPlace(Models::PlaceId::analytics, analyticsTitle); });
    addPlace(Models::PlaceId::people, PeoplePlace::displayTitle(), symbolIcon(Symbol::Person),
             QKeySequence(Qt::CTRL | Qt::Key_4), [this] { return new PeoplePlace(m_connection, m_places); });
    addPlace(Models::PlaceId::accounts, AccountsPlace::displayTitle(), symbolIcon(Symbol::Account),
             QKeySequence(Qt::CTRL | Qt::Key_5), [this] { return new AccountsPlace(m_connection, m_places); });
    addPlace(Models::PlaceId::topics, TopicsPlace::displayTitle(), symbolIcon(Symbol::Topic),
             QKeySequence(Qt::CTRL | Qt::Key_6), [this] { return new TopicsPlace(m_connection, m_places); });
    addPlace(Models::PlaceId::pageLinks, PageLinksPlace::displayTitle(), symbolIcon(Symbol::Link),
             QKeySequence(Qt::CTRL | Qt::Key_7), [this] { return new PageLinksPlace(m_connection, m_places); });
    addPlace(Models::PlaceId::webhooks, WebhooksPlace::displayTitle(), symbolIcon(Symbol::Webhook),
             QKeySequence(Qt::CTRL | Qt::Key_8), [this] { return new WebhooksPlace(m_connection, m_places); });
    addPlace(Models::PlaceId::activity, ActivityPlace::displayTitle(), symbolIcon(Symbol::Activity),
             QKeySequence(Qt::CTRL | Qt::Key_9), [this] { return new ActivityPlace(m_connection, m_places); });
    // The bar's "writes not confirmed" opens them in Activity, filtered to them.
    connect(m_storeNotice, &StoreNoticeBar::openNotConfirmedRequested, this,
            [this] { goTo(Models::PlaceId::activity, ActivityPlace::notConfirmedItem); });
    connect(m_connection, &Models::Connection::connectedChanged, this, [this](bool connected) {
        if (connected)
            buildBackgroundPlacesSoon();
        else
            disconnect(m_waitForPages);
    });

    m_activity = new RequestActivityIndicator(this);
    m_activity->setActivity(m_connection->networkActivity());
    m_notifier = new DesktopNotifier(this);
    connect(m_connection->versionFollower(), &Models::VersionFollower::versionSettled, this, &MainWindow::notifyVersionSettled);
    statusBar()->addPermanentWidget(m_activity);
    m_profileLabel = new QLabel(this);
    m_profileLabel->setObjectName(QStringLiteral("profileLabel"));
    m_profileLabel->setContentsMargins(8, 0, 8, 0);
    statusBar()->addPermanentWidget(m_profileLabel);
    m_connectionLabel = new QLabel(tr("Not connected"), this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    statusBar()->addPermanentWidget(m_connectionLabel);
    statusBar()->showMessage(tr("Ready"), 3000);

    addToolBar(Qt::TopToolBarArea, m_profileToolBar); // made above, after the navigation tool bar here

    // The first size is 1200 x 760, or the screen's free area when that is smaller (a 1024 x 640
    // laptop): a window wider than its screen cuts off the detail panes.
    QSize firstSize(1200, 760);
    if (const QScreen *screen = this->screen())
        firstSize = firstSize.boundedTo(screen->availableGeometry().size());
    resize(firstSize);
    restoreSettings();
}

MainWindow::~MainWindow()
{
    // The places use the connection until they are gone; it is a child created before them, so it
    // would otherwise be deleted first.
    disconnect(m_waitForPages);
    for (PlaceEntry &entry : m_placeList)
        delete std::exchange(entry.widget, nullptr);
}

void MainWindow::createActions()
{
    m_back = new QAction(symbolIcon(Symbol::Back), tr("&Back"), this);
    m_back->setObjectName(QStringLiteral("backAction"));
    m_back->setShortcuts(withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence::Back));
    m_back->setToolTip(tr("Back to the previous place (Alt+Left)"));
    connect(m_back, &QAction::triggered, this, &MainWindow::goBack);
    m_forward = new QAction(symbolIcon(Symbol::Forward), tr("&Forward"), this);
    m_forward->setObjectName(QStringLiteral("forwardAction"));
    m_forward->setShortcuts(withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence::Forward));
    m_forward->setToolTip(tr("Forward (Alt+Right)"));
    connect(m_forward, &QAction::triggered, this, &MainWindow::goForward);
    m_reload = new QAction(symbolIcon(Symbol::Reload), tr("&Reload"), this);
    m_reload->setObjectName(QStringLiteral("reloadAction"));
    m_reload->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_R), QKeySequence(Qt::Key_F5)});
    m_reload->setToolTip(tr("Reload this place from the service (Ctrl+R, F5)"));
    connect(m_reload, &QAction::triggered, this, &MainWindow::reloadCurrent);
    m_quickSearchAction = new QAction(symbolIcon(Symbol::Search), tr("&Quick Search…"), this);
    m_quickSearchAction->setObjectName(QStringLiteral("quickSearchAction"));
    m_quickSearchAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_quickSearchAction->setToolTip(tr("Go to any loaded page, audience, person or topic (Ctrl+K)"));
    connect(m_quickSearchAction, &QAction::triggered, this, &MainWindow::openQuickSearch);
    m_findAction = new QAction(tr("&Find in This Place"), this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        if (Place *current = currentPlace())
            current->focusSearch();
    });
    auto *focusSidebar = new QAction(tr("Focus the &Sidebar"), this);
    focusSidebar->setShortcut(QKeySequence(Qt::Key_F6));
    connect(focusSidebar, &QAction::triggered, this, [this] { m_sidebar->setFocus(Qt::ShortcutFocusReason); });
    auto *quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QMainWindow::close);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(quit);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_reload);
    view->addAction(m_findAction);
    view->addAction(focusSidebar);
    QMenu *go = menuBar()->addMenu(tr("&Go"));
    go->setObjectName(QStringLiteral("goMenu"));
    go->addAction(m_back);
    go->addAction(m_forward);
    go->addSeparator();
    go->addAction(m_quickSearchAction);
    go->addSeparator();

    m_shortcutsAction = new QAction(tr("&Keyboard Shortcuts"), this);
    m_shortcutsAction->setObjectName(QStringLiteral("shortcutsAction"));
    m_shortcutsAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Slash), QKeySequence(Qt::Key_F1)});
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);
    auto *about = new QAction(tr("&About Audience Console"), this);
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Audience Console"),
                           tr("<p><b>Audience Console</b> %1</p><p>A desktop console for the Audience Pages Service: "
                              "landing pages, their audiences, the editing agent, publishing and analytics.</p>")
                               .arg(QCoreApplication::applicationVersion().toHtmlEscaped()));
    });
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(m_shortcutsAction);
    help->addSeparator();
    help->addAction(about);

    m_navigationToolBar = new QToolBar(tr("Navigation"), this);
    m_navigationToolBar->setObjectName(QStringLiteral("navigationToolBar"));
    m_navigationToolBar->setMovable(false);
    m_navigationToolBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_navigationToolBar->addAction(m_back);
    m_navigationToolBar->addAction(m_forward);
    m_navigationToolBar->addAction(m_reload);
    m_navigationToolBar->addSeparator();
    m_navigationToolBar->addAction(m_quickSearchAction);
    addToolBar(Qt::TopToolBarArea, m_navigationToolBar);
    updateHistoryActions();
}

void MainWindow::addPlace(const QString &placeId, const QString &title, const QIcon &icon, const QKeySequence &shortcut,
                          std::function<Place *()> create)
{
    m_placeList.append({placeId, std::move(create)});
    m_sidebar->addPlace(placeId, title, icon, shortcut.toString(QKeySequence::NativeText));

    auto *action = new QAction(icon, title, this);
    action->setShortcut(shortcut);
    connect(action, &QAction::triggered, this, [this, placeId] { goTo(placeId); });
    if (QMenu *go = menuBar()->findChild<QMenu *>(QStringLiteral("goMenu")))
        go->addAction(action);
    else
        addAction(action);
}

QList<ShortcutEntry> MainWindow::shortcutEntries() const
{
    QList<ShortcutEntry> entries;
    for (QAction *menuAction : menuBar()->actions())
        if (QMenu *menu = menuAction->menu())
            entries += ShortcutsDialog::entriesOf(menu->title(), menu->actions());
    // Each place's own actions (Save, Edit, Copy…): the places are built for this, which makes no
    // request, so the list is complete even for places not visited yet.
    for (const PlaceEntry &entry : m_placeList)
        if (Place *built = place(entry.id))
            entries += ShortcutsDialog::entriesOf(built->title(), built->findChildren<QAction *>());
    entries += ShortcutsDialog::keysHandledInCode();
    return entries;
}

void MainWindow::showShortcuts()
{
    auto *dialog = new ShortcutsDialog(shortcutEntries(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

Place *MainWindow::buildPlace(PlaceEntry &entry)
{
    if (entry.widget)
        return entry.widget;
    Place *place = entry.create();
    Q_ASSERT(place && place->placeId() == entry.id);
    entry.widget = place;
    m_places->addWidget(place);
    connect(place, &Place::currentItemChanged, this, [this, place](const QString &item) {
        if (place == currentPlace() && !m_navigating)
            m_history->updateCurrentItem(item);
    });
    connect(place, &Place::navigationRequested, this, &MainWindow::goTo);
    place->restoreState(QStringLiteral("places/%1").arg(entry.id));
    return place;
}

Place *MainWindow::pluginPlace(const QString &placeId, const QString &title)
{
    PlacePlugins::Built built = m_placePlugins.create(placeId, m_connection, m_places);
    if (built.place)
        return built.place;
    qWarning("The %s place could not be loaded: %s", qUtf8Printable(placeId), qUtf8Printable(built.error));
    return new UnavailablePlace(placeId, title, built.error, m_places);
}

int MainWindow::placeIndex(const QString &placeId) const
{
    for (int index = 0; index < m_placeList.size(); ++index) {
        if (m_placeList.at(index).id == placeId)
            return index;
    }
    return -1;
}

void MainWindow::buildBackgroundPlacesSoon()
{
    disconnect(m_waitForPages);
    if (isPlaceBuilt(Models::PlaceId::audiences))
        return; // it follows the connection itself
    const auto build = [this] {
        disconnect(m_waitForPages);
        // A moment after the first pages, so their first frame is drawn before this work starts.
        QTimer::singleShot(AudienceBrowser::firstSearchDelayMs, this, [this] {
            if (m_connection->isConnected())
                audienceBrowser();
        });
    };
    if (m_connection->pages()->state() != Models::LoadState::Loading) {
        build();
        return;
    }
    m_waitForPages = connect(m_connection->pages(), &Models::PageListModel::stateChanged, this, [build](Models::LoadState state) {
        if (state != Models::LoadState::Loading)
            build();
    });
}

PagesBrowser *MainWindow::pagesBrowser() const
{
    return qobject_cast<PagesBrowser *>(place(Models::PlaceId::pages));
}

AudienceBrowser *MainWindow::audienceBrowser() const
{
    return qobject_cast<AudienceBrowser *>(place(Models::PlaceId::audiences));
}

QuickSearchPopup *MainWindow::quickSearch() const
{
    if (m_quickSearch)
        return m_quickSearch;
    auto *self = const_cast<MainWindow *>(this);
    m_quickSearch = new QuickSearchPopup(self);
    m_quickSearch->setProvider([this] { return m_connection->quickSearchIndex().entries(); });
    connect(m_quickSearch, &QuickSearchPopup::chosen, self, &MainWindow::goTo);
    return m_quickSearch;
}

void MainWindow::setConnectionDescription(const QString &description)
{
    m_connectionLabel->setText(description);
}

QString MainWindow::connectionDescription() const
{
    return m_connectionLabel->text();
}

void MainWindow::setActiveProfile(const Models::Profile &profile)
{
    m_profileSwitcher->setCurrentProfile(profile.id);
    // A band in the profile's colour under the toolbars, across the whole window: visible from any
    // place in the window. Both toolbars share the row, so both carry it.
    const QString band = QStringLiteral("QToolBar { border: none; border-bottom: 4px solid %1; }")
                             .arg(QColor::fromString(profile.colour).name());
    m_navigationToolBar->setStyleSheet(band);
    m_profileToolBar->setStyleSheet(band);
    setWindowTitle(tr("%1 (%2) — Audience Console").arg(profile.name, profile.label));
    m_profileLabel->setText(tr("Profile: %1").arg(profile.name));
}

void MainWindow::clearActiveProfile()
{
    m_profileSwitcher->setCurrentProfile(QString());
    m_navigationToolBar->setStyleSheet(QString());
    m_profileToolBar->setStyleSheet(QString());
    setWindowTitle(tr("Audience Console"));
    m_profileLabel->clear();
}

void MainWindow::setClient(Net::ApiClient *client)
{
    m_connection->setClient(client);
}

void MainWindow::setConnected(bool connected, Net::Reply<Net::PageList> *firstPages)
{
    m_connection->setConnected(connected, firstPages);
}

bool MainWindow::isConnected() const
{
    return m_connection->isConnected();
}

bool MainWindow::mayLeaveFor(const QString &placeId, std::function<void()> leave)
{
    Place *current = m_startPlace.isEmpty() ? qobject_cast<Place *>(m_places->currentWidget()) : nullptr;
    if (!current || current->placeId() == placeId || current->unsavedChanges().isEmpty())
        return true;
    // The sidebar stays on the place until the user has answered.
    m_sidebar->setCurrentPlace(current->placeId());
    if (m_leaveQuestion)
        m_leaveQuestion->close();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Unsaved changes"), current->unsavedChanges(),
                                QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("leavePlaceQuestion"));
    box->setInformativeText(tr("Discard them and go on, or stay to save them?"));
    box->button(QMessageBox::Cancel)->setText(tr("Stay"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setEscapeButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [box, current = QPointer<Place>(current), leave = std::move(leave)] {
        if (box->standardButton(box->clickedButton()) != QMessageBox::Discard || !current)
            return;
        current->discardUnsavedChanges();
        leave();
    });
    m_leaveQuestion = box;
    box->open();
    return false;
}

bool MainWindow::mayLeaveCurrentPlace(std::function<void()> leave)
{
    return mayLeaveFor(QString(), std::move(leave));
}

void MainWindow::goTo(const QString &placeId, const QString &item)
{
    if (!hasPlace(placeId))
        return;
    if (!mayLeaveFor(placeId, [this, placeId, item] { goTo(placeId, item); }))
        return;
    showPlace(placeId, item, !item.isEmpty());
    m_history->visit({placeId, item.isEmpty() ? place(placeId)->currentItem() : item});
}

QString MainWindow::currentPlaceId() const
{
    if (!m_startPlace.isEmpty())
        return m_startPlace;
    const Place *current = currentPlace();
    return current ? current->placeId() : QString();
}

Place *MainWindow::currentPlace() const
{
    buildStartPlace();
    return qobject_cast<Place *>(m_places->currentWidget());
}

void MainWindow::buildStartPlace() const
{
    if (m_startPlace.isEmpty())
        return;
    const QString placeId = std::exchange(m_startPlace, QString());
    m_places->setCurrentWidget(place(placeId));
}

void MainWindow::showEvent(QShowEvent *event)
{
    // Before the first frame: the window never shows an empty place.
    buildStartPlace();
    QMainWindow::showEvent(event);
}

Place *MainWindow::place(const QString &placeId) const
{
    const int index = placeIndex(placeId);
    if (index < 0)
        return nullptr;
    if (placeId != m_startPlace)
        buildStartPlace(); // first, so the stack's current page stays the one the window shows
    // Building a place changes what the window holds, not what it is: a lazy getter.
    return const_cast<MainWindow *>(this)->buildPlace(m_placeList[index]);
}

bool MainWindow::hasPlace(const QString &placeId) const
{
    return placeIndex(placeId) >= 0;
}

bool MainWindow::isPlaceBuilt(const QString &placeId) const
{
    const int index = placeIndex(placeId);
    return index >= 0 && m_placeList.at(index).widget;
}

void MainWindow::showPlace(const QString &placeId, const QString &item, bool applyItem)
{
    m_startPlace.clear(); // another place goes first: no need to build that one
    Place *target = place(placeId);
    m_navigating = true;
    m_places->setCurrentWidget(target);
    m_sidebar->setCurrentPlace(placeId);
    if (applyItem)
        target->openItem(item);
    m_navigating = false;
}

void MainWindow::goBack()
{
    // Asked before the history moves (the stop may be in this place or another).
    if (!m_history->canGoBack() || !mayLeaveCurrentPlace([this] { goBack(); }))
        return;
    if (const std::optional<Location> stop = m_history->back())
        showPlace(stop->place, stop->item, true);
}

void MainWindow::goForward()
{
    if (!m_history->canGoForward() || !mayLeaveCurrentPlace([this] { goForward(); }))
        return;
    if (const std::optional<Location> stop = m_history->forward())
        showPlace(stop->place, stop->item, true);
}

void MainWindow::reloadCurrent()
{
    if (Place *current = currentPlace())
        current->reload();
}

void MainWindow::openQuickSearch()
{
    quickSearch()->popup();
}

void MainWindow::notifyVersionSettled(const Net::AudienceVersion &version)
{
    if (isActiveWindow())
        return; // the workspace shows it
    const auto seen = m_connection->seenAudience(version.audienceId);
    const QString audience = seen && !seen->effectiveName.value().isEmpty() ? seen->effectiveName.value() : version.audienceId;
    const QString number = version.versionNumber > 0 ? QString::number(version.versionNumber) : QString();
    QString title;
    switch (Net::versionStatusFromString(version.status)) {
    case Net::VersionStatus::Draft:
        title = tr("Version %1 is ready to review").arg(number);
        break;
    case Net::VersionStatus::Cancelled:
        title = tr("Version %1 was cancelled").arg(number);
        break;
    default:
        title = tr("Version %1: %2").arg(number, Models::ChangeLabels::versionStatus(version.status));
        break;
    }
    m_notifier->notify(title.simplified(), tr("Audience “%1”").arg(audience));
}

void MainWindow::updateHistoryActions()
{
    m_back->setEnabled(m_history->canGoBack());
    m_forward->setEnabled(m_history->canGoForward());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Closing (File → Quit too) loses what the current place has not saved: asked first.
    if (!mayLeaveCurrentPlace([this] { close(); })) {
        event->ignore();
        return;
    }
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.beginGroup(settingsGroup);
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
    settings.setValue(QStringLiteral("lastPlace"), currentPlaceId());
    settings.endGroup();
    // A place never built keeps what it saved last time.
    for (const PlaceEntry &entry : m_placeList) {
        if (entry.widget)
            entry.widget->saveState(QStringLiteral("places/%1").arg(entry.id));
    }
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    settings.beginGroup(settingsGroup);
    restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    const QString lastPlace = settings.value(QStringLiteral("lastPlace")).toString();
    settings.endGroup();
    // The starting place is only built when the window is first shown (showEvent), and each place
    // restores its own state when it is built (buildPlace).
    m_startPlace = hasPlace(lastPlace) ? lastPlace : m_placeList.constFirst().id;
    m_sidebar->setCurrentPlace(m_startPlace);
    m_history->visit({m_startPlace, QString()});
}

} // namespace Audience::Ui
