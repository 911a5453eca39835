#include "ui/audiences/audienceitemdelegate.h"

#include "models/audiences/audienceactions.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/common/modelroles.h"

namespace Audience::Ui {

void AudienceItemDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant kind = index.data(Models::NodeKindRole);
    if (kind.isValid() && kind.toInt() == int(Models::AudienceTreeModel::NodeKind::Page)) {
        option->font.setBold(true);
        return;
    }
    if (index.data(Models::ArchivedRole).toBool()) {
        option->font.setStrikeOut(true);
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::Disabled, QPalette::Text));
    }
    if (index.data(Models::ActionStateRole).toInt() == int(Models::AudienceActions::State::Pending))
        option->font.setItalic(true);
}

} // namespace Audience::Ui
