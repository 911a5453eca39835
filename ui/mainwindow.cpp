#include "ui/mainwindow.h"

#include "models/pagelistmodel.h"
#include "ui/audiencebrowser.h"
#include "ui/navigationhistory.h"
#include "ui/navigationsidebar.h"
#include "ui/pagesbrowser.h"
#include "ui/profileswitcher.h"
#include "ui/quicksearchpopup.h"
#include "ui/requestactivityindicator.h"
#include "ui/workspace.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QColor>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

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

    m_workspace = new Workspace(nullptr, this);
    m_history = new NavigationHistory(this);
    connect(m_history, &NavigationHistory::changed, this, &MainWindow::updateHistoryActions);

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
    layout->addWidget(splitter);
    setCentralWidget(central);
    connect(m_sidebar, &NavigationSidebar::placeChosen, this, [this](const QString &placeId) { goTo(placeId); });

    m_pages = new PagesBrowser(m_workspace, m_places);
    m_audiences = new AudienceBrowser(m_workspace, m_places);
    createActions();
    addPlace(m_pages, style()->standardIcon(QStyle::SP_FileDialogDetailedView), QKeySequence(Qt::CTRL | Qt::Key_1));
    addPlace(m_audiences, style()->standardIcon(QStyle::SP_DirHomeIcon), QKeySequence(Qt::CTRL | Qt::Key_2));

    m_quickSearch = new QuickSearchPopup(this);
    m_quickSearch->setProvider([this] {
        QList<QuickSearchPopup::Entry> entries;
        const Models::PageListModel *pages = m_workspace->pages();
        for (int row = 0; row < pages->rowCount(); ++row) {
            const Net::Page &page = pages->pageAt(row);
            entries.append({QStringLiteral("pages"), page.pageId, page.title.isEmpty() ? page.name : page.title,
                            tr("page %1").arg(page.name)});
        }
        for (const Net::AudienceSearchItem &audience : m_workspace->seenAudiences())
            entries.append({QStringLiteral("audiences"), audience.audienceId.value(), audience.effectiveName.value(),
                            tr("audience on %1").arg(audience.pageName.value())});
        return entries;
    });
    connect(m_quickSearch, &QuickSearchPopup::chosen, this, &MainWindow::goTo);

    m_activity = new RequestActivityIndicator(this);
    statusBar()->addPermanentWidget(m_activity);
    m_profileLabel = new QLabel(this);
    m_profileLabel->setObjectName(QStringLiteral("profileLabel"));
    m_profileLabel->setContentsMargins(8, 0, 8, 0);
    statusBar()->addPermanentWidget(m_profileLabel);
    m_connectionLabel = new QLabel(tr("Not connected"), this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    statusBar()->addPermanentWidget(m_connectionLabel);
    statusBar()->showMessage(tr("Ready"), 3000);

    m_profileToolBar = new QToolBar(tr("Profile"), this);
    m_profileToolBar->setObjectName(QStringLiteral("profileToolBar"));
    m_profileToolBar->setMovable(false);
    m_profileSwitcher = new ProfileSwitcher(m_profileToolBar);
    m_profileToolBar->addWidget(m_profileSwitcher);
    addToolBar(Qt::TopToolBarArea, m_profileToolBar);

    resize(1200, 760);
    restoreSettings();
}

MainWindow::~MainWindow()
{
    // The places use the workspace until they are gone; it is a child created before them, so it
    // would otherwise be deleted first.
    qDeleteAll(m_placeList);
    m_placeList.clear();
}

void MainWindow::createActions()
{
    m_back = new QAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("&Back"), this);
    m_back->setObjectName(QStringLiteral("backAction"));
    m_back->setShortcuts(withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence::Back));
    m_back->setToolTip(tr("Back to the previous place (Alt+Left)"));
    connect(m_back, &QAction::triggered, this, &MainWindow::goBack);
    m_forward = new QAction(style()->standardIcon(QStyle::SP_ArrowForward), tr("&Forward"), this);
    m_forward->setObjectName(QStringLiteral("forwardAction"));
    m_forward->setShortcuts(withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence::Forward));
    m_forward->setToolTip(tr("Forward (Alt+Right)"));
    connect(m_forward, &QAction::triggered, this, &MainWindow::goForward);
    m_reload = new QAction(style()->standardIcon(QStyle::SP_BrowserReload), tr("&Reload"), this);
    m_reload->setObjectName(QStringLiteral("reloadAction"));
    m_reload->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_R), QKeySequence(Qt::Key_F5)});
    m_reload->setToolTip(tr("Reload this place from the service (Ctrl+R, F5)"));
    connect(m_reload, &QAction::triggered, this, &MainWindow::reloadCurrent);
    m_quickSearchAction = new QAction(style()->standardIcon(QStyle::SP_FileDialogContentsView), tr("&Quick Search…"), this);
    m_quickSearchAction->setObjectName(QStringLiteral("quickSearchAction"));
    m_quickSearchAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_quickSearchAction->setToolTip(tr("Go to any loaded page or audience (Ctrl+K)"));
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

void MainWindow::addPlace(Place *place, const QIcon &icon, const QKeySequence &shortcut)
{
    m_placeList.append(place);
    m_places->addWidget(place);
    m_sidebar->addPlace(place->placeId(), place->title(), icon, shortcut.toString(QKeySequence::NativeText));
    connect(place, &Place::currentItemChanged, this, [this, place](const QString &item) {
        if (place == currentPlace() && !m_navigating)
            m_history->updateCurrentItem(item);
    });
    connect(place, &Place::navigationRequested, this, &MainWindow::goTo);

    auto *action = new QAction(icon, place->title(), this);
    action->setShortcut(shortcut);
    connect(action, &QAction::triggered, this, [this, id = place->placeId()] { goTo(id); });
    if (QMenu *go = menuBar()->findChild<QMenu *>(QStringLiteral("goMenu")))
        go->addAction(action);
    else
        addAction(action);
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
    // A band in the profile's colour along the window's top edge: visible from any place in the window.
    m_profileToolBar->setStyleSheet(QStringLiteral("QToolBar#profileToolBar { border: none; border-bottom: 4px solid %1; }")
                                        .arg(QColor::fromString(profile.colour).name()));
    setWindowTitle(tr("%1 (%2) — Audience Console").arg(profile.name, profile.label));
    m_profileLabel->setText(tr("Profile: %1").arg(profile.name));
}

void MainWindow::clearActiveProfile()
{
    m_profileSwitcher->setCurrentProfile(QString());
    m_profileToolBar->setStyleSheet(QString());
    setWindowTitle(tr("Audience Console"));
    m_profileLabel->clear();
}

void MainWindow::setClient(Net::ApiClient *client)
{
    m_workspace->setClient(client);
    m_activity->setClient(client);
}

void MainWindow::setConnected(bool connected)
{
    m_workspace->setConnected(connected);
}

bool MainWindow::isConnected() const
{
    return m_workspace->isConnected();
}

void MainWindow::goTo(const QString &placeId, const QString &item)
{
    if (!place(placeId))
        return;
    showPlace(placeId, item, !item.isEmpty());
    m_history->visit({placeId, item.isEmpty() ? place(placeId)->currentItem() : item});
}

QString MainWindow::currentPlaceId() const
{
    const Place *current = currentPlace();
    return current ? current->placeId() : QString();
}

Place *MainWindow::currentPlace() const
{
    return qobject_cast<Place *>(m_places->currentWidget());
}

Place *MainWindow::place(const QString &placeId) const
{
    for (Place *candidate : m_placeList) {
        if (candidate->placeId() == placeId)
            return candidate;
    }
    return nullptr;
}

void MainWindow::showPlace(const QString &placeId, const QString &item, bool applyItem)
{
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
    if (const std::optional<Location> stop = m_history->back())
        showPlace(stop->place, stop->item, true);
}

void MainWindow::goForward()
{
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
    m_quickSearch->popup();
}

void MainWindow::updateHistoryActions()
{
    m_back->setEnabled(m_history->canGoBack());
    m_forward->setEnabled(m_history->canGoForward());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
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
    for (const Place *candidate : m_placeList)
        candidate->saveState(QStringLiteral("places/%1").arg(candidate->placeId()));
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    settings.beginGroup(settingsGroup);
    restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    const QString lastPlace = settings.value(QStringLiteral("lastPlace")).toString();
    settings.endGroup();
    for (Place *candidate : m_placeList)
        candidate->restoreState(QStringLiteral("places/%1").arg(candidate->placeId()));
    goTo(place(lastPlace) ? lastPlace : m_placeList.constFirst()->placeId());
}

} // namespace Audience::Ui
