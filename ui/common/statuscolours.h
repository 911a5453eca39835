#pragma once

#include <QColor>
#include <QString>

namespace Audience::Ui {

// One colour per wire status (page and audience statuses share most words), so a status reads the
// same in a table, a badge and a tree. Unknown statuses get a neutral grey.
QColor statusColour(const QString &status);

} // namespace Audience::Ui
