#pragma once

#include <QList>
#include <QWidget>

class QFormLayout;

namespace Audience::Ui {

// A read-only "label: value" list for detail panes. Values are selectable plain text; empty values
// show a dash so a missing field reads as missing, not as a layout glitch.
class FieldForm : public QWidget
{
    Q_OBJECT
public:
    struct Field
    {
        QString label;
        QString value;
        QString toolTip = {};
        bool monospace = false;
    };

    explicit FieldForm(QWidget *parent = nullptr);

    void setFields(const QList<Field> &fields);
    // The value shown beside `label`, or a null string when there is no such row (for tests).
    QString valueOf(const QString &label) const;
    int fieldCount() const { return int(m_fields.size()); }

private:
    QFormLayout *m_layout = nullptr;
    QList<Field> m_fields;
};

} // namespace Audience::Ui
