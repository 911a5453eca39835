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

    // The font a status is drawn in, from the view's: bold (the weight the first frame loads
    // anyway for the badge and titles; a demibold would be a third font to find and load at launch).
    // Columns sized for statuses measure with it.
    static QFont statusFont(QFont font);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Audience::Ui
