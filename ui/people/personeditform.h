#pragma once

#include "models/people/personeditor.h"

#include <QPointer>
#include <QWidget>

class QFormLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;

namespace Audience::Ui {

// A person's fields, edited in place: read-only until Edit (F2), then Save (Ctrl+S) and Revert
// (Escape). Under each field the editor's hint: a problem, "will be removed", or an example. The
// form shows one PersonEditor; switching people keeps each editor's unsaved texts.
class PersonEditForm : public QWidget
{
    Q_OBJECT
public:
    explicit PersonEditForm(QWidget *parent = nullptr);

    void setEditor(Models::PersonEditor *editor);
    Models::PersonEditor *editor() const { return m_editor; }

    bool isEditing() const { return m_editing; }
    void setEditing(bool editing);

    QLineEdit *fieldEdit(Models::PersonEditor::Field field) const { return m_edits[field]; }
    QLabel *fieldHint(Models::PersonEditor::Field field) const { return m_hints[field]; }
    QPushButton *editButton() const { return m_edit; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *revertButton() const { return m_revert; }
    QLabel *statusLabel() const { return m_status; }

signals:
    void savedText(const QString &text);

private:
    void addFieldRows(QFormLayout *form);
    void addReadOnlyRows(QFormLayout *form);
    QLayout *buildButtons();
    void connectButtons();
    void refresh();
    void loadTexts();

    QPointer<Models::PersonEditor> m_editor;
    QLineEdit *m_edits[Models::PersonEditor::FieldCount] = {};
    QLabel *m_hints[Models::PersonEditor::FieldCount] = {};
    QLabel *m_slug = nullptr;
    QLabel *m_id = nullptr;
    QLabel *m_created = nullptr;
    QLabel *m_updated = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_revert = nullptr;
    QPushButton *m_retry = nullptr;
    bool m_editing = false;
    bool m_loading = false;
};

} // namespace Audience::Ui
