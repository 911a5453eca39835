#include "ui/people/personeditform.h"

#include "models/common/datetimeformat.h"
#include "ui/common/buttonshortcut.h"

#include <QAction>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::PersonEditor;

PersonEditForm::PersonEditForm(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("personEditForm"));
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    addFieldRows(form);
    addReadOnlyRows(form);
    QLayout *buttons = buildButtons();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    connectButtons();
    refresh();
}

// One editable row per field: its edit above its hint.
void PersonEditForm::addFieldRows(QFormLayout *form)
{
    static const char *const names[] = {"personNameEdit", "personEmailEdit", "personDomainEdit", "personPhoneEdit",
                                        "personLinkedInEdit"};
    for (int field = 0; field < PersonEditor::FieldCount; ++field) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QLatin1String(names[field]));
        edit->setAccessibleName(PersonEditor::label(PersonEditor::Field(field)));
        auto *hint = new QLabel(this);
        hint->setObjectName(QLatin1String(names[field]) + QStringLiteral("Hint"));
        hint->setWordWrap(true);
        hint->setTextFormat(Qt::PlainText);
        QFont small = hint->font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        hint->setFont(small);
        auto *column = new QVBoxLayout;
        column->setSpacing(2);
        column->addWidget(edit);
        column->addWidget(hint);
        auto *label = new QLabel(PersonEditor::label(PersonEditor::Field(field)) + tr(":"), this);
        label->setBuddy(edit);
        form->addRow(label, column);
        m_edits[field] = edit;
        m_hints[field] = hint;
        connect(edit, &QLineEdit::textEdited, this, [this, field](const QString &text) {
            if (m_editor && !m_loading)
                m_editor->setText(PersonEditor::Field(field), text);
        });
    }
}

// What the service keeps itself: slug, ID and times, to read and copy.
void PersonEditForm::addReadOnlyRows(QFormLayout *form)
{
    const auto readOnly = [this](const QString &name) {
        auto *label = new QLabel(this);
        label->setObjectName(name);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        return label;
    };
    m_slug = readOnly(QStringLiteral("personSlugLabel"));
    m_id = readOnly(QStringLiteral("personIdLabel"));
    m_created = readOnly(QStringLiteral("personCreatedLabel"));
    m_updated = readOnly(QStringLiteral("personUpdatedLabel"));
    form->addRow(tr("Slug:"), m_slug);
    form->addRow(tr("Person ID:"), m_id);
    form->addRow(tr("Created:"), m_created);
    form->addRow(tr("Updated:"), m_updated);
}

// Edit, Save, Revert, Retry, and the status under them.
QLayout *PersonEditForm::buildButtons()
{
    m_edit = new QPushButton(tr("&Edit"), this);
    m_edit->setObjectName(QStringLiteral("personEditButton"));
    m_edit->setToolTip(tr("Edit this person's fields (F2)"));
    m_save = new QPushButton(tr("&Save"), this);
    m_save->setObjectName(QStringLiteral("personSaveButton"));
    m_save->setToolTip(tr("Save the changed fields (Ctrl+S)"));
    m_revert = new QPushButton(tr("Re&vert"), this);
    m_revert->setObjectName(QStringLiteral("personRevertButton"));
    m_revert->setToolTip(tr("Put every field back as the service has it (Escape)"));
    m_retry = new QPushButton(tr("&Retry"), this);
    m_retry->setObjectName(QStringLiteral("personRetryButton"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("personStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_edit);
    buttons->addWidget(m_save);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_retry);
    buttons->addStretch(1);
    return buttons;
}

void PersonEditForm::connectButtons()
{
    connect(m_edit, &QPushButton::clicked, this, [this] {
        setEditing(true);
        m_edits[PersonEditor::Name]->setFocus();
    });
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (m_editor)
            m_editor->save();
    });
    connect(m_revert, &QPushButton::clicked, this, [this] {
        if (m_editor)
            m_editor->revert();
        setEditing(false);
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (m_editor)
            m_editor->retry();
    });
    // With the buttons' words, so Help → Keyboard Shortcuts says what the keys do.
    addButtonShortcut(this, m_save, QKeySequence::Save);
    auto *revertAction = new QAction(m_revert->text(), this);
    revertAction->setShortcut(Qt::Key_Escape);
    revertAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(revertAction, &QAction::triggered, this, [this] {
        if (m_editing)
            m_revert->click();
    });
    addAction(revertAction);
}

void PersonEditForm::setEditor(PersonEditor *editor)
{
    if (m_editor == editor)
        return;
    if (m_editor)
        disconnect(m_editor, nullptr, this, nullptr);
    m_editor = editor;
    if (m_editor) {
        connect(m_editor, &PersonEditor::changed, this, [this] {
            loadTexts();
            refresh();
        });
        connect(m_editor, &PersonEditor::saved, this, [this](const Net::Person &person) {
            setEditing(false);
            emit savedText(tr("Saved %1.").arg(person.name));
        });
    }
    // A person with unsaved changes opens in edit mode, with them.
    m_editing = m_editor && m_editor->isDirty();
    loadTexts();
    refresh();
}

void PersonEditForm::setEditing(bool editing)
{
    if (m_editing == editing)
        return;
    m_editing = editing;
    refresh();
}

void PersonEditForm::loadTexts()
{
    m_loading = true;
    for (int field = 0; field < PersonEditor::FieldCount; ++field) {
        const QString text = m_editor ? m_editor->text(PersonEditor::Field(field)) : QString();
        if (m_edits[field]->text() != text)
            m_edits[field]->setText(text);
    }
    m_loading = false;
    const Net::Person person = m_editor ? m_editor->person() : Net::Person{};
    m_slug->setText(person.slug);
    m_id->setText(person.personId);
    m_created->setText(Models::DateTimeFormat::display(person.createdAt));
    m_created->setToolTip(Models::DateTimeFormat::full(person.createdAt));
    m_updated->setText(Models::DateTimeFormat::display(person.updatedAt));
    m_updated->setToolTip(Models::DateTimeFormat::full(person.updatedAt));
}

void PersonEditForm::refresh()
{
    const bool has = m_editor && m_editor->hasPerson();
    const bool saving = has && m_editor->isSaving();
    const QString error = has ? m_editor->errorText() : QString();
    for (int field = 0; field < PersonEditor::FieldCount; ++field) {
        QLineEdit *edit = m_edits[field];
        edit->setReadOnly(!m_editing || saving);
        edit->setFrame(m_editing);
        edit->setPlaceholderText(m_editing ? (field == PersonEditor::Name ? QString() : tr("(none: empty removes it)"))
                                           : tr("none"));
        QString hint = has && m_editing ? m_editor->hint(PersonEditor::Field(field)) : QString();
        const bool problem = has && !m_editor->problem(PersonEditor::Field(field)).isEmpty();
        const bool removed = has && m_editor->change(PersonEditor::Field(field)) == PersonEditor::Change::Cleared;
        // Said in words, with a sign: not by colour alone.
        if (problem)
            hint = QStringLiteral("\u26A0 ") + hint;
        else if (removed && field != PersonEditor::Name)
            hint = QStringLiteral("\u2716 ") + hint;
        else if (has && m_editor->change(PersonEditor::Field(field)) == PersonEditor::Change::Changed)
            hint = hint.isEmpty() ? tr("\u270E Changed") : tr("\u270E Changed. %1").arg(hint);
        m_hints[field]->setText(hint);
        m_hints[field]->setVisible(!hint.isEmpty());
        m_hints[field]->setStyleSheet(problem ? QStringLiteral("color: #a51d2d;") : QString());
        QFont font = edit->font();
        font.setStrikeOut(removed);
        edit->setFont(font);
    }
    m_edit->setVisible(has && !m_editing);
    m_save->setVisible(has && m_editing);
    m_revert->setVisible(has && m_editing);
    m_save->setEnabled(has && m_editor->canSave());
    m_revert->setEnabled(!saving);
    m_retry->setVisible(has && !error.isEmpty() && m_editor->isDirty());
    if (saving)
        m_status->setText(tr("Saving…"));
    else if (!error.isEmpty())
        m_status->setText(tr("\u26A0 Not saved: %1. Your changes are kept.").arg(error));
    else
        m_status->clear();
    m_status->setVisible(!m_status->text().isEmpty());
}

} // namespace Audience::Ui
