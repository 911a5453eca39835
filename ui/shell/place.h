#pragma once

#include <QWidget>

namespace Audience::Ui {

struct Location;

// One of the main window's places (the Pages browser, the Audience browser…). The window only
// switches between them and keeps the history; everything a place shows stays inside it.
class Place : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    // A stable identifier for settings and history ("pages").
    virtual QString placeId() const = 0;
    // The name in the sidebar, translated.
    virtual QString title() const = 0;

    // Reloads what the place shows from the service (Ctrl+R, F5).
    virtual void reload() = 0;
    // Shows the item a Location names (a page ID, an audience ID); empty shows no item.
    virtual void openItem(const QString &item) = 0;
    // The item shown now, for the history.
    virtual QString currentItem() const = 0;
    // Puts the keyboard focus in the place's search box (Ctrl+F).
    virtual void focusSearch() = 0;
    // The user opened an item here from elsewhere (Ctrl+K, a link in another place, a notification):
    // the keyboard focus goes where the work on that item starts (an audience's composer). The
    // history's Back and Forward do not call it: they return, they do not open.
    virtual void focusOpenedItem() {}

    // Changes the user made here and has not saved, in words ("The subscription … has changes that
    // are not saved."); empty when there are none. The window asks before going to another place.
    virtual QString unsavedChanges() const { return {}; }
    // The user chose to leave them: the place goes back to what it had loaded.
    virtual void discardUnsavedChanges() {}

    // Settings of the place (splitter sizes, column widths) under the group `group`.
    virtual void saveState(const QString &group) const { Q_UNUSED(group) }
    virtual void restoreState(const QString &group) { Q_UNUSED(group) }

signals:
    // The user selected another item inside the place.
    void currentItemChanged(const QString &item);
    // The place asks the window to go somewhere else (open an audience from a page).
    void navigationRequested(const QString &place, const QString &item);
};

} // namespace Audience::Ui
