#pragma once

#include <QProxyStyle>

namespace Audience::Ui {

// The console's widget style: the platform's default style, except that the standard icons Qt's
// own widgets ask for while they are built are read only when they are first painted. The menu
// bar's and every toolbar's overflow button and a line edit's clear button each decode their icon
// from PNG files at three sizes when created, yet are rarely on screen; at start-up that was several
// milliseconds before the first frame. app/ installs it before the first widget is made.
//
// And a text editor's frame (the composer) is drawn in the highlight colour while it has the
// keyboard focus: the base style (Fusion) draws no focus on it at all, so a keyboard user could not
// tell where their typing would go.
class ConsoleStyle : public QProxyStyle
{
    Q_OBJECT
public:
    ConsoleStyle();

    QIcon standardIcon(StandardPixmap standardIcon, const QStyleOption *option = nullptr,
                       const QWidget *widget = nullptr) const override;

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;

    // Whether standardIcon() defers this one. Only icons every base style is known to have: a
    // deferred icon cannot tell whether it is null before it is read.
    static bool isDeferred(StandardPixmap standardIcon);
};

} // namespace Audience::Ui
