#pragma once

#include <QKeySequence>

class QAction;
class QAbstractButton;
class QWidget;

namespace Audience::Ui {

// A key for a button (Ctrl+S for Save), as an action of `owner` with the button's words, so Help →
// Keyboard Shortcuts says what the key does (a button's own shortcut shows nowhere). It works while
// the focus is inside `owner`, and clicks the button only when the button could be clicked.
QAction *addButtonShortcut(QWidget *owner, QAbstractButton *button, const QKeySequence &keys);

} // namespace Audience::Ui
