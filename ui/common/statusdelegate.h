#pragma once

#include <QStyledItemDelegate>

namespace Audience::Ui {

// Colours a status cell by its wire value (Models::StatusRole). Only the style option changes; the
// style draws the cell as usual.
class StatusDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Audience::Ui
