#include "ui/shell/mainwindow.h"

#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "ui/accounts/accountsplace.h"
#include "ui/activity/activityplace.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/common/symbolicons.h"
#include "ui/pagelinks/pagelinksplace.h"
#include "ui/pages/pagesbrowser.h"
#include "ui/people/peopleplace.h"
#include "ui/shell/navigationhistory.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/shell/place.h"
#include "ui/review/reviewplace.h"
#include "ui/shell/unavailableplace.h"
#include "ui/topics/topicsplace.h"
#include "ui/webhooks/webhooksplace.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QTimer>

// The window's place list, and building its places when they are first needed.

namespace Audience::Ui {

namespace {

template<typename PlaceType>
Place *make(Models::Connection *connection, QWidget *parent)
{
    return new PlaceType(connection, parent);
}

} // namespace

// The sidebar and the Go menu list the places in this order; the first is the starting place.
QList<MainWindow::PlaceRow> MainWindow::placeRows()
{
    return {
        {Models::PlaceId::pages, PagesBrowser::displayTitle(), Symbol::Page, QKeySequence(Qt::CTRL | Qt::Key_1), make<PagesBrowser>},
        {Models::PlaceId::audiences, AudienceBrowser::displayTitle(), Symbol::Audiences, QKeySequence(Qt::CTRL | Qt::Key_2), make<AudienceBrowser>},
        {Models::PlaceId::review, ReviewPlace::displayTitle(), Symbol::Review, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), make<ReviewPlace>},
        // A plugin (ui/analytics/): the only place that needs Qt Charts, loaded when first built.
        {Models::PlaceId::analytics, tr("Analytics"), Symbol::Analytics, QKeySequence(Qt::CTRL | Qt::Key_3), nullptr},
        {Models::PlaceId::people, PeoplePlace::displayTitle(), Symbol::Person, QKeySequence(Qt::CTRL | Qt::Key_4), make<PeoplePlace>},
        {Models::PlaceId::accounts, AccountsPlace::displayTitle(), Symbol::Account, QKeySequence(Qt::CTRL | Qt::Key_5), make<AccountsPlace>},
        {Models::PlaceId::topics, TopicsPlace::displayTitle(), Symbol::Topic, QKeySequence(Qt::CTRL | Qt::Key_6), make<TopicsPlace>},
        {Models::PlaceId::pageLinks, PageLinksPlace::displayTitle(), Symbol::Link, QKeySequence(Qt::CTRL | Qt::Key_7), make<PageLinksPlace>},
        {Models::PlaceId::webhooks, WebhooksPlace::displayTitle(), Symbol::Webhook, QKeySequence(Qt::CTRL | Qt::Key_8), make<WebhooksPlace>},
        {Models::PlaceId::activity, ActivityPlace::displayTitle(), Symbol::Activity, QKeySequence(Qt::CTRL | Qt::Key_9), make<ActivityPlace>},
    };
}

void MainWindow::addPlaces()
{
    for (const PlaceRow &row : placeRows())
        addPlace(row);
}

void MainWindow::addPlace(const PlaceRow &row)
{
    const QString placeId = row.id;
    const QString title = row.title;
    const PlacePlugins::Factory create = row.create;
    m_placeList.append({placeId, [this, placeId, title, create] {
                            return create ? create(m_connection, m_places) : pluginPlace(placeId, title);
                        }});
    const QIcon icon = symbolIcon(row.symbol);
    m_sidebar->addPlace(placeId, title, icon, row.shortcut.toString(QKeySequence::NativeText));

    auto *action = new QAction(icon, title, this);
    action->setShortcut(row.shortcut);
    connect(action, &QAction::triggered, this, [this, placeId] { goTo(placeId); });
    if (QMenu *go = menuBar()->findChild<QMenu *>(QStringLiteral("goMenu")))
        go->addAction(action);
    else
        addAction(action);
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

void MainWindow::buildStartPlace() const
{
    if (m_startPlace.isEmpty())
        return;
    const QString placeId = std::exchange(m_startPlace, QString());
    m_places->setCurrentWidget(place(placeId));
}

} // namespace Audience::Ui
