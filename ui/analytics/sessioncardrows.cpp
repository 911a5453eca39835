#include "ui/analytics/sessioncardrows.h"

#include "ui/common/detailsection.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui::SessionCardRows {

bool present(const Net::Nullable<QString> &value)
{
    return value && !value->isEmpty();
}

QFont scaledBold(QFont font, qreal scale)
{
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    return font;
}

QLabel *mutedLine(const QString &text)
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setEnabled(false);
    return label;
}

QLabel *valueLabel(bool monospace)
{
    auto *label = new QLabel;
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (monospace)
        label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return label;
}

void setValue(QLabel *label, const Net::Nullable<QString> &value, const QString &absent)
{
    label->setText(present(value) ? *value : absent);
    label->setEnabled(present(value));
}

QFormLayout *sectionForm(DetailSection *section)
{
    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setHorizontalSpacing(14);
    form->setVerticalSpacing(4);
    section->body()->addLayout(form);
    return form;
}

QLabel *addRow(QFormLayout *form, const QString &name, QLabel *value, QWidget *beside)
{
    value = value ? value : valueLabel();
    auto *label = new QLabel(name);
    label->setEnabled(false); // the theme's muted colour for names, as in FieldForm
    label->setBuddy(value);
    if (!beside) {
        form->addRow(label, value);
        return value;
    }
    auto *row = new QHBoxLayout;
    row->addWidget(value, 1);
    row->addWidget(beside, 0, Qt::AlignTop);
    form->addRow(label, row);
    return value;
}

QPushButton *linkButton(const QString &text, const QString &objectName)
{
    auto *button = new QPushButton(text);
    button->setObjectName(objectName);
    button->setFlat(true);
    button->setCursor(Qt::PointingHandCursor);
    return button;
}

} // namespace Audience::Ui::SessionCardRows
