#include "ui/common/statusdelegate.h"

#include "models/common/modelroles.h"
#include "ui/common/statuscolours.h"

namespace Audience::Ui {

void StatusDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QString status = index.data(Models::StatusRole).toString();
    if (status.isEmpty())
        return;
    // Selected rows keep the theme's highlighted text colour, so contrast stays right.
    option->palette.setColor(QPalette::Text, statusColour(status));
    option->font = statusFont(option->font);
}

QFont StatusDelegate::statusFont(QFont font)
{
    font.setWeight(QFont::Bold);
    return font;
}

} // namespace Audience::Ui
