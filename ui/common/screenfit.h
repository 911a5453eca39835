#pragma once

#include <QSize>

class QWidget;

namespace Audience::Ui {

// Windows sized to the screen they open on. A size written in code (1180 x 760 for a confirmation)
// is what a window would like; on a 1024 x 768 screen it would put its buttons off the screen.

// `wanted`, made no larger than the free area (without panels and docks) of the screen `window`
// opens on (its parent's screen for a dialog), less the room a window manager's frame takes.
QSize sizeForScreen(const QWidget *window, QSize wanted);
// Resizes `window` to sizeForScreen(window, wanted).
void resizeForScreen(QWidget *window, QSize wanted);
// Moves and, if need be, shrinks `window` so that all of it, frame and title bar too, lies on the
// free area of the screen it is mostly on (a window restored from another screen's settings).
void keepOnScreen(QWidget *window);

} // namespace Audience::Ui
