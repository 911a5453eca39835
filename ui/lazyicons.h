#pragma once

#include <QIcon>
#include <QStyle>

class QLineEdit;

namespace Audience::Ui::LazyIcons {

// The style's standard icon, read only when it is first painted or measured. QStyle::standardIcon
// decodes every size of the icon from disk at once (and, the first time, sets up the image
// readers), which is wasted on icons that are not on screen yet (menus, places not shown yet).
QIcon standardIcon(QStyle::StandardPixmap which);

// Turns on the line edit's clear button once it first holds text. The button is hidden while the
// edit is empty, but enabling it reads the style's clear icon straight away; an edit that is never
// typed into never pays for it.
void enableClearButtonOnFirstText(QLineEdit *edit);

} // namespace Audience::Ui::LazyIcons
