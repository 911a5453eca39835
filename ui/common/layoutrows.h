#pragma once

#include <QLayout>
#include <QWidget>

namespace Audience::Ui {

// Takes every row out of `layout` and deletes its widget later, not now: a button of an old row
// may be the one whose click asked for the rows to be made again (Dismiss, Discard).
inline void removeRowsLater(QLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (QWidget *widget = item->widget()) {
            widget->hide();
            widget->deleteLater();
        }
        delete item;
    }
}

} // namespace Audience::Ui
