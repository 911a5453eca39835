#include "ui/shell/mainwindow.h"

#include "ui/shell/navigationhistory.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/shell/place.h"

#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>

#include <utility>

// Going from place to place: asked first when the current place has unsaved changes, and kept in
// the history (Back, Forward).

namespace Audience::Ui {

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
    if (!item.isEmpty())
        place(placeId)->focusOpenedItem();
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

} // namespace Audience::Ui
