#include "ui/common/reachablemenubutton.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QMenu>
#include <QTimer>
#include <QToolButton>

namespace Audience::Ui {

namespace {

// A button's text as a screen reader says it: "&Actions" is "Actions", "A && B" is "A & B".
QString withoutMnemonic(QString text)
{
    for (qsizetype at = text.indexOf(u'&'); at >= 0 && at < text.size(); at = text.indexOf(u'&', at + 1))
        text.remove(at, 1); // "&&" keeps its second "&", which the next search steps over
    return text;
}

class AccessibleMenuButton : public QAccessibleWidget
{
public:
    explicit AccessibleMenuButton(QToolButton *button)
        : QAccessibleWidget(button, QAccessible::ButtonMenu)
    {
    }

    QToolButton *button() const { return static_cast<QToolButton *>(widget()); }

    QString text(QAccessible::Text kind) const override
    {
        if (kind == QAccessible::Name && button()->accessibleName().isEmpty())
            return withoutMnemonic(button()->text());
        return QAccessibleWidget::text(kind);
    }

    QAccessible::State state() const override
    {
        QAccessible::State state = QAccessibleWidget::state();
        state.hasPopup = true;
        state.pressed = button()->isDown();
        return state;
    }

    int childCount() const override { return button()->menu() ? 1 : 0; }

    QAccessibleInterface *child(int index) const override
    {
        return index == 0 && button()->menu() ? QAccessible::queryAccessibleInterface(button()->menu()) : nullptr;
    }

    int indexOfChild(const QAccessibleInterface *child) const override
    {
        return child && button()->menu() && child->object() == button()->menu() ? 0 : -1;
    }

    QStringList actionNames() const override
    {
        if (!button()->isEnabled() || !button()->menu())
            return {};
        return {showMenuAction(), pressAction()};
    }

    void doAction(const QString &action) override
    {
        if (!actionNames().contains(action))
            return;
        // Once the call that asked for it has its answer: the menu runs an event loop of its own
        // while it is open, and the caller (a screen reader) must not wait for it to close.
        QTimer::singleShot(0, button(), &QToolButton::showMenu);
    }
};

// Asked with the most derived class name first, so it answers before Qt's own factory, which
// knows QToolButton but not this class (nor its subclasses, such as the profile switcher).
QAccessibleInterface *reachableMenuFactory(const QString &, QObject *object)
{
    auto *button = qobject_cast<ReachableMenuButton *>(object);
    return button ? new AccessibleMenuButton(button) : nullptr;
}

} // namespace

ReachableMenuButton::ReachableMenuButton(QWidget *parent)
    : QToolButton(parent)
{
    // Qt keeps the factories for the process; one is enough for every such button.
    static const bool installed = [] {
        QAccessible::installFactory(reachableMenuFactory);
        return true;
    }();
    Q_UNUSED(installed)
    setPopupMode(QToolButton::InstantPopup);
}

void ReachableMenuButton::setMenu(QMenu *menu)
{
    QToolButton::setMenu(menu);
    // An item triggered through the accessibility bus leaves the menu open otherwise.
    if (menu)
        connect(menu, &QMenu::triggered, menu, &QMenu::hide);
}

} // namespace Audience::Ui
