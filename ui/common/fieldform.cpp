#include "ui/common/fieldform.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>

namespace Audience::Ui {

FieldForm::FieldForm(QWidget *parent)
    : QWidget(parent)
{
    m_layout = new QFormLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_layout->setHorizontalSpacing(14);
    m_layout->setVerticalSpacing(4);
}

void FieldForm::setFields(const QList<Field> &fields)
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_fields = fields;
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (const Field &field : fields) {
        auto *label = new QLabel(field.label, this);
        label->setEnabled(false); // the muted colour of the theme, for the names
        auto *value = new QLabel(this);
        value->setTextFormat(Qt::PlainText);
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        value->setText(field.value.isEmpty() ? QStringLiteral("—") : field.value);
        if (field.value.isEmpty())
            value->setEnabled(false);
        if (field.monospace)
            value->setFont(fixed);
        value->setToolTip(field.toolTip);
        label->setBuddy(value);
        m_layout->addRow(label, value);
    }
}

QString FieldForm::valueOf(const QString &label) const
{
    for (const Field &field : m_fields) {
        if (field.label == label)
            return field.value;
    }
    return {};
}

} // namespace Audience::Ui
