#pragma once

#include <QStyledItemDelegate>

namespace Audience::Ui {

// Marks audience rows by what happened to them here: archived ones struck through and muted, ones
// with an archive or restore under way in italics; page rows in bold. Only the style option changes.
class AudienceItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Audience::Ui
