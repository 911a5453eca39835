#pragma once

#include <QToolButton>

class QMenu;

namespace Audience::Ui {

// A button that opens its menu when pressed (QToolButton::InstantPopup: Activity's Actions,
// Analytics' Export, the trend's "Did it work?", the profile switcher), reachable through the
// accessibility bus. For a plain QToolButton of that kind Qt 6.4 offers one accessibility action,
// ShowMenu, which does nothing, and leaves the menu out of the button's accessible children: voice
// control, switch access and screen readers could not open it. This one's ShowMenu and Press open
// the menu, the menu is its one child (so its items can be found and pressed), and choosing an item
// through the bus closes the menu as a click does.
class ReachableMenuButton : public QToolButton
{
    Q_OBJECT
public:
    explicit ReachableMenuButton(QWidget *parent = nullptr);

    // QToolButton::setMenu, and the menu closes when an item is chosen through the bus.
    void setMenu(QMenu *menu);
};

} // namespace Audience::Ui
