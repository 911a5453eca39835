#include "ui/common/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace Audience::Ui {

namespace {

// What a window manager's frame usually takes when the window is not shown yet (so its frame is
// not known): borders left and right, a title bar and a border at the bottom.
constexpr QSize typicalFrame(16, 48);

const QScreen *screenOf(const QWidget *window)
{
    if (const QWidget *parent = window->parentWidget())
        return parent->window()->screen();
    if (const QScreen *screen = window->screen())
        return screen;
    return QGuiApplication::primaryScreen();
}

QSize frameOf(const QWidget *window)
{
    const QSize frame = window->frameGeometry().size() - window->geometry().size();
    return window->isVisible() && frame.width() > 0 && frame.height() > 0 ? frame : typicalFrame;
}

} // namespace

QSize sizeForScreen(const QWidget *window, QSize wanted)
{
    const QScreen *screen = screenOf(window);
    if (!screen)
        return wanted;
    const QSize room = screen->availableGeometry().size() - frameOf(window);
    return wanted.boundedTo(room).expandedTo(QSize(1, 1));
}

void resizeForScreen(QWidget *window, QSize wanted)
{
    window->resize(sizeForScreen(window, wanted));
}

void keepOnScreen(QWidget *window)
{
    const QScreen *screen = QGuiApplication::screenAt(window->frameGeometry().center());
    if (!screen)
        screen = screenOf(window);
    if (!screen)
        return;
    const QRect free = screen->availableGeometry();
    const QSize frame = frameOf(window);
    const QSize size = window->size().boundedTo(free.size() - frame).expandedTo(window->minimumSize());
    if (size != window->size())
        window->resize(size);
    QRect outer(window->frameGeometry().topLeft(), size + frame);
    if (outer.right() > free.right())
        outer.moveRight(free.right());
    if (outer.bottom() > free.bottom())
        outer.moveBottom(free.bottom());
    if (outer.left() < free.left())
        outer.moveLeft(free.left());
    if (outer.top() < free.top())
        outer.moveTop(free.top());
    if (outer.topLeft() != window->frameGeometry().topLeft())
        window->move(outer.topLeft());
}

} // namespace Audience::Ui
