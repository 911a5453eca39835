#include "ui/shell/mainwindow.h"

#include "models/audiences/seenaudiences.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/workspace/changelabels.h"
#include "models/watch/publishwatcher.h"
#include "models/watch/watchtext.h"
#include "models/workspace/versionfollower.h"
#include "ui/activity/activityplace.h"
#include "ui/common/cuttexttips.h"
#include "ui/common/screenfit.h"
#include "ui/impact/impactdialog.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/shell/desktopnotifier.h"
#include "ui/shell/navigationhistory.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/shell/place.h"
#include "ui/shell/requestactivityindicator.h"
#include "ui/shell/storenoticebar.h"
#include "ui/watch/needsalookview.h"

#include <QApplication>
#include <QCloseEvent>
#include <QColor>
#include <QLabel>
#include <QScreen>
#include <QSettings>
#include <QShowEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <utility>

// The window's frame, its profile and its settings. Its other jobs each have a file: the place list
// and building the places (mainwindowplaces.cpp), the actions and menus (mainwindowactions.cpp),
// going from place to place (mainwindownavigation.cpp).

namespace Audience::Ui {

namespace {

const QString settingsGroup = QStringLiteral("mainWindow");

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Audience Console"));
    setObjectName(QStringLiteral("mainWindow"));
    m_symbolIcons.load();

    m_connection = new Models::Connection(nullptr, this);
    m_history = new NavigationHistory(this);
    connect(m_history, &NavigationHistory::changed, this, &MainWindow::updateHistoryActions);

    buildProfileToolBar();
    buildCentralArea();
    createActions();
    addPlaces();
    buildStatusBar();
    followConnection();
    addToolBar(Qt::TopToolBarArea, m_profileToolBar); // made first, after the navigation tool bar here
    resizeToScreen();
    restoreSettings();
    showFocusWhereverItCame();
    // A cell shown cut has its whole text as a tooltip, in every view of every place.
    qApp->installEventFilter(new CutTextTips(this));
}

// Every control with the keyboard focus draws it. Qt's styles draw a focus ring only once Tab was
// pressed in that window: a control focused by a shortcut, by Ctrl+K or by a closing popup looked
// unfocused (the profile button, which a Space typed "into" the window then pressed). Every
// window of the console (its dialogs too) is marked as moved by the keyboard whenever its focus
// moves, which is what the styles read.
void MainWindow::showFocusWhereverItCame()
{
    connect(qApp, &QApplication::focusChanged, this, [](QWidget *, QWidget *now) {
        if (now && !now->window()->testAttribute(Qt::WA_KeyboardFocusChange))
            now->window()->setAttribute(Qt::WA_KeyboardFocusChange);
    });
}

// The profile tool bar is made before the central area, so Tab reaches the profile button above
// before the sidebar (a widget joins the focus chain where it is made); it is added to the tool bar
// area later, after the navigation tool bar.
void MainWindow::buildProfileToolBar()
{
    m_profileToolBar = new QToolBar(tr("Profile"), this);
    m_profileToolBar->setObjectName(QStringLiteral("profileToolBar"));
    m_profileToolBar->setMovable(false);
    m_profileSwitcher = new ProfileSwitcher(m_profileToolBar);
    m_profileToolBar->addWidget(m_profileSwitcher);
}

// The store's notice bar above the sidebar and the places.
void MainWindow::buildCentralArea()
{
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
    splitter->setCollapsible(0, false); // the sidebar keeps its names (its minimum width)
    splitter->setCollapsible(1, false);
    splitter->setSizes({150, 1290});
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    buildConnectionBar(layout);
    m_storeNotice = new StoreNoticeBar(m_connection, central);
    layout->addWidget(m_storeNotice);
    // The places take all the height the bar's lines leave (without a stretch, a shown bar took a
    // share of the window's height: 290 px of yellow for one line).
    layout->addWidget(splitter, 1);
    setCentralWidget(central);
    connect(m_sidebar, &NavigationSidebar::placeChosen, this, [this](const QString &placeId) { goTo(placeId); });
    // The bar's "writes not confirmed" opens them in Activity, filtered to them.
    connect(m_storeNotice, &StoreNoticeBar::openNotConfirmedRequested, this,
            [this] { goTo(Models::PlaceId::activity, ActivityPlace::notConfirmedItem); });
}

void MainWindow::followConnection()
{
    connect(m_connection, &Models::Connection::connectedChanged, this, [this](bool connected) {
        if (connected)
            buildBackgroundPlacesSoon();
        else
            disconnect(m_waitForPages);
    });
    m_notifier = new DesktopNotifier(this);
    connect(m_connection->versionFollower(), &Models::VersionFollower::versionSettled, this, &MainWindow::notifyVersionSettled);
    followPublishWatch();
}

// What the watch over published versions finds: a count on Review in the sidebar, and the desktop
// is told of each alert once. How long a publish is watched is a setting (publishWatch/days).
void MainWindow::followPublishWatch()
{
    Models::PublishWatcher *watch = m_connection->publishWatcher();
    const QVariant days = QSettings().value(QStringLiteral("publishWatch/days"), Models::PublishWatch::defaultWatchDays);
    watch->setWatchDays(days.toInt() > 0 ? days.toInt() : Models::PublishWatch::defaultWatchDays);
    connect(watch, &Models::PublishWatcher::alertsChanged, this, [this, watch] {
        const int count = watch->alertCount();
        m_sidebar->setPlaceCount(Models::PlaceId::review, count, Models::WatchText::count(count));
        m_openImpactAction->setEnabled(count > 0);
    });
    connect(watch, &Models::PublishWatcher::alertRaised, this, &MainWindow::notifyWatchAlert);
}

// The network's activity, the profile and the connection, always shown.
void MainWindow::buildStatusBar()
{
    m_activity = new RequestActivityIndicator(this);
    m_activity->setActivity(m_connection->networkActivity());
    statusBar()->addPermanentWidget(m_activity);
    m_profileLabel = new QLabel(this);
    m_profileLabel->setObjectName(QStringLiteral("profileLabel"));
    m_profileLabel->setContentsMargins(8, 0, 8, 0);
    statusBar()->addPermanentWidget(m_profileLabel);
    m_connectionLabel = new QLabel(tr("Not connected"), this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    statusBar()->addPermanentWidget(m_connectionLabel);
    statusBar()->showMessage(tr("Ready"), 3000);
}

// The first size is four fifths of the screen's free area, at least 1200 x 760 (a 1920 x 1080
// screen gets 1536 x 864, where the workspace shows its conversation beside its tabs), and never
// more than the free area less the window's frame (a 1024 x 768 laptop): a window wider than its
// screen cuts off the detail panes.
void MainWindow::resizeToScreen()
{
    QSize wanted(1200, 760);
    if (const QScreen *screen = this->screen())
        wanted = wanted.expandedTo(screen->availableGeometry().size() * 4 / 5);
    resizeForScreen(this, wanted);
}

MainWindow::~MainWindow()
{
    // The places use the connection until they are gone; it is a child created before them, so it
    // would otherwise be deleted first.
    disconnect(m_waitForPages);
    for (PlaceEntry &entry : m_placeList)
        delete std::exchange(entry.widget, nullptr);
    m_symbolIcons.saveIfStale(); // what this run drew, for the next one's first frame
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
    m_bandColour = QColor::fromString(profile.colour);
    showProfileBand();
    setWindowTitle(tr("%1 (%2) — Audience Console").arg(profile.name, profile.label));
    m_profileLabel->setText(tr("Profile: %1").arg(profile.name));
}

void MainWindow::clearActiveProfile()
{
    m_profileSwitcher->setCurrentProfile(QString());
    m_bandColour = QColor();
    showProfileBand();
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

void MainWindow::notifyVersionSettled(const Net::AudienceVersion &version)
{
    if (isActiveWindow())
        return; // the workspace shows it
    const auto seen = m_connection->seenAudiences()->find(version.audienceId);
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
    // A click on it opens the audience, with the focus in its composer (goTo).
    const QString audienceId = version.audienceId;
    m_notifier->notify(title.simplified(), tr("Audience “%1”").arg(audience), tr("Open Audience"), [this, audienceId] {
        raise();
        activateWindow();
        goTo(Models::PlaceId::audiences, audienceId);
    });
}

void MainWindow::notifyWatchAlert(const Models::WatchAlert &alert)
{
    const QString name = NeedsALookView::audienceName(*m_connection, alert.audienceId());
    // A click on it opens the impact card of that publish, where Undo is, over Review.
    const QString pageId = alert.pageId();
    const Models::PublishMarker publish = alert.publish();
    m_notifier->notify(Models::WatchText::headline(alert),
                       tr("%1\n%2\nIt is listed in Review under “Needs a look”.")
                           .arg(Models::WatchText::what(alert, name), Models::WatchText::figures(alert)),
                       tr("Open Impact Card"), [this, pageId, publish] {
                           goTo(Models::PlaceId::review);
                           raise();
                           activateWindow();
                           ImpactDialog::open(m_connection, pageId, publish, this);
                       });
}

// Ctrl+I: the impact card of the alert listed first under Review's "Needs a look", over Review.
void MainWindow::openNewestImpactCard()
{
    const QList<Models::WatchAlert> alerts = m_connection->publishWatcher()->alerts();
    if (alerts.isEmpty())
        return;
    goTo(Models::PlaceId::review);
    ImpactDialog::open(m_connection, alerts.constFirst().pageId(), alerts.constFirst().publish(), this);
}

void MainWindow::showEvent(QShowEvent *event)
{
    // Before the first frame: the window never shows an empty place.
    buildStartPlace();
    QMainWindow::showEvent(event);
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
    // Saved on a larger screen, or another screen's place: all of it on this one, title bar too.
    keepOnScreen(this);
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
