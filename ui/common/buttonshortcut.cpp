#include "ui/common/buttonshortcut.h"

#include <QAbstractButton>
#include <QAction>
#include <QPointer>

namespace Audience::Ui {

QAction *addButtonShortcut(QWidget *owner, QAbstractButton *button, const QKeySequence &keys)
{
    auto *action = new QAction(button->text(), owner);
    action->setShortcut(keys);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(action, &QAction::triggered, button, [target = QPointer<QAbstractButton>(button)] {
        if (target && target->isEnabled() && target->isVisible())
            target->click();
    });
    owner->addAction(action);
    return action;
}

} // namespace Audience::Ui
