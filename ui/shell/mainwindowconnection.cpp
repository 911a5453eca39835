#include "ui/shell/mainwindow.h"

#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "models/shell/connectionstate.h"
#include "ui/shell/connectionbar.h"
#include "ui/shell/place.h"
#include "ui/shell/profileband.h"

#include <QBoxLayout>
#include <QTimer>
#include <QToolBar>

// The window's side of a bad network day: the bar that says why the service cannot be used, and
// reading again what the places show when it answers again, the place on screen first.

namespace Audience::Ui {

namespace {

// The other places are read again this long after the one on screen, so its first rows come first.
constexpr int otherPlacesDelayMs = 300;

void reloadUnlessEditing(Place *place)
{
    // A place with unsaved changes keeps them: the user reads it again (F5) when they are ready.
    if (place && place->unsavedChanges().isEmpty())
        place->reload();
}

} // namespace

void MainWindow::buildConnectionBar(QBoxLayout *layout)
{
    Models::ConnectionState *state = m_connection->connectionState();
    m_connectionBar = new ConnectionBar(state, m_connection->waitingWrites(), layout->parentWidget());
    layout->addWidget(m_connectionBar);
    connect(state, &Models::ConnectionState::cameBack, this, &MainWindow::readAgainAfterOutage);
    connect(state, &Models::ConnectionState::changed, this, &MainWindow::showProfileBand);
}

// The band is the profile's identity, not a status light: its hue tells production from a sandbox
// (docs/profiles.md), so it keeps that hue whatever the connection does; a band that turned red
// in an outage would look like a production profile. But a solid band in a calm green reads as
// "all is well", so while the bar says the service cannot be used (cannot be reached, answers
// with errors, refuses the key) the band is dashed, as the badge is outlined when the demo sandbox
// stopped: the profile is still this one, and it is not in use as it stands. The badge is outlined
// for the same reason.
void MainWindow::showProfileBand()
{
    if (!m_navigationToolBar || !m_profileToolBar)
        return; // not built yet: setActiveProfile() comes later
    const Models::ConnectionState *state = m_connection->connectionState();
    const bool usable = !state->isOutage() && state->status() != Models::ConnectionState::Status::KeyRefused;
    // Both tool bars share the row, so both carry it, across the whole window.
    if (!m_navigationBand) {
        m_navigationBand = new ProfileBand(m_navigationToolBar);
        m_profileBand = new ProfileBand(m_profileToolBar);
    }
    for (ProfileBand *band : {m_navigationBand, m_profileBand})
        band->showBand(m_bandColour, !usable);
    m_profileSwitcher->setConnectionNote(usable ? QString() : state->title());
}

void MainWindow::readAgainAfterOutage()
{
    Place *current = currentPlace();
    reloadUnlessEditing(current);
    QTimer::singleShot(otherPlacesDelayMs, this, [this, current = QPointer<Place>(current)] {
        if (!m_connection->isConnected())
            return;
        for (const PlaceEntry &entry : std::as_const(m_placeList)) {
            if (entry.widget && entry.widget != current)
                reloadUnlessEditing(entry.widget);
        }
        // The pages the quick search and Review know, when no place read them yet.
        Models::PageListModel *pages = m_connection->pages();
        if (pages->state() == Models::LoadState::Error)
            pages->refresh();
    });
}

} // namespace Audience::Ui
