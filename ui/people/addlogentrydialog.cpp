#include "ui/people/addlogentrydialog.h"

#include "models/people/personlogcomposer.h"
#include "ui/people/jsonpayloadedit.h"
#include "ui/common/screenfit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::PersonLogComposer;

namespace {

QLabel *hintLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    label->setFont(font);
    return label;
}

// A problem reads as one, not only by its colour: it starts with a warning sign.
void showHint(QLabel *label, const QString &problem, const QString &otherwise)
{
    if (!problem.isEmpty()) {
        label->setText(QStringLiteral("\u26A0 ") + problem);
        label->setStyleSheet(QStringLiteral("color: palette(bright-text); background: #a51d2d; padding: 2px 4px; border-radius: 3px;"));
    } else {
        label->setText(otherwise);
        label->setStyleSheet(QString());
    }
    label->setVisible(!label->text().isEmpty());
}

} // namespace

AddLogEntryDialog::AddLogEntryDialog(Models::PeopleActions *actions, Models::KnownPeople *known, const QString &personId,
                                     const QString &personName, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("addLogEntryDialog"));
    setWindowTitle(personName.isEmpty() ? tr("Add log entry") : tr("Add log entry — %1").arg(personName));
    m_composer = new PersonLogComposer(actions, known, this);
    m_composer->setPerson(personId, personName);
    buildFields(personId, personName);
    QFormLayout *form = layOutForm();
    buildButtons();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resizeForScreen(this, QSize(560, 560)); // the buttons stay on a small screen
    followComposer();
    m_composer->setSubject(PersonLogComposer::Subject(m_subject->currentData().toInt()));
    m_source->setFocus();
    refresh();
}

// Who the entry is about, its source, type and payload, each with its hint; the status under them.
void AddLogEntryDialog::buildFields(const QString &personId, const QString &personName)
{
    m_subject = new QComboBox(this);
    m_subject->setObjectName(QStringLiteral("logSubjectBox"));
    if (!personId.isEmpty())
        m_subject->addItem(tr("This person (%1)").arg(personName.isEmpty() ? personId : personName),
                           int(PersonLogComposer::Subject::ThisPerson));
    m_subject->addItem(tr("Someone by email"), int(PersonLogComposer::Subject::Email));
    m_subject->addItem(tr("Someone by phone number"), int(PersonLogComposer::Subject::Phone));
    m_subject->addItem(tr("Someone by LinkedIn URL"), int(PersonLogComposer::Subject::LinkedIn));
    m_subject->addItem(tr("Someone by person ID"), int(PersonLogComposer::Subject::PersonId));
    m_subjectValue = new QLineEdit(this);
    m_subjectValue->setObjectName(QStringLiteral("logSubjectEdit"));
    m_subjectValue->setAccessibleName(tr("Who the entry is about"));
    m_subjectHint = hintLabel(this, QStringLiteral("logSubjectHint"));

    m_source = new QLineEdit(this);
    m_source->setObjectName(QStringLiteral("logSourceEdit"));
    m_source->setPlaceholderText(tr("for example website"));
    m_sourceHint = hintLabel(this, QStringLiteral("logSourceHint"));
    m_type = new QLineEdit(this);
    m_type->setObjectName(QStringLiteral("logTypeEdit"));
    m_type->setPlaceholderText(tr("for example page-visited"));
    m_typeHint = hintLabel(this, QStringLiteral("logTypeHint"));

    m_payload = new JsonPayloadEdit(this);
    m_payload->setObjectName(QStringLiteral("logPayloadEdit"));
    m_payload->setAccessibleName(tr("Payload (JSON object)"));
    m_payload->setPlainText(m_composer->payloadText());
    m_payload->setMinimumHeight(140);
    m_payloadError = hintLabel(this, QStringLiteral("logPayloadError"));

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("logStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

// Each field above its hint, under a label that takes the user to the field.
QFormLayout *AddLogEntryDialog::layOutForm()
{
    auto *form = new QFormLayout;
    auto *aboutColumn = new QVBoxLayout;
    aboutColumn->addWidget(m_subject);
    aboutColumn->addWidget(m_subjectValue);
    aboutColumn->addWidget(m_subjectHint);
    form->addRow(tr("&About:"), aboutColumn);
    auto *sourceColumn = new QVBoxLayout;
    sourceColumn->addWidget(m_source);
    sourceColumn->addWidget(m_sourceHint);
    form->addRow(tr("&Source:"), sourceColumn);
    auto *typeColumn = new QVBoxLayout;
    typeColumn->addWidget(m_type);
    typeColumn->addWidget(m_typeHint);
    form->addRow(tr("&Type:"), typeColumn);
    auto *payloadColumn = new QVBoxLayout;
    payloadColumn->addWidget(m_payload, 1);
    payloadColumn->addWidget(m_payloadError);
    form->addRow(tr("&Payload:"), payloadColumn);
    for (QLayout *column : {static_cast<QLayout *>(aboutColumn), static_cast<QLayout *>(sourceColumn),
                            static_cast<QLayout *>(typeColumn), static_cast<QLayout *>(payloadColumn)})
        column->setSpacing(3);
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(aboutColumn)))
        label->setBuddy(m_subject);
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(sourceColumn)))
        label->setBuddy(m_source);
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(typeColumn)))
        label->setBuddy(m_type);
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(payloadColumn)))
        label->setBuddy(m_payload);
    return form;
}

// Add entry, Retry (the same entry again) and Cancel.
void AddLogEntryDialog::buildButtons()
{
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = m_buttons->button(QDialogButtonBox::Save);
    m_save->setObjectName(QStringLiteral("logSaveButton"));
    m_save->setText(tr("&Add entry"));
    m_retry = m_buttons->addButton(tr("&Retry"), QDialogButtonBox::ActionRole);
    m_retry->setObjectName(QStringLiteral("logRetryButton"));
    m_retry->setToolTip(tr("Send the same entry again; the service recognises it and never adds it twice"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &AddLogEntryDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_retry, &QPushButton::clicked, m_composer, &PersonLogComposer::retry);
}

// What the user types goes to the composer; what it says comes back.
void AddLogEntryDialog::followComposer()
{
    connect(m_subject, &QComboBox::currentIndexChanged, this, [this] {
        m_composer->setSubject(PersonLogComposer::Subject(m_subject->currentData().toInt()));
    });
    connect(m_subjectValue, &QLineEdit::textChanged, m_composer, &PersonLogComposer::setSubjectValue);
    connect(m_source, &QLineEdit::textChanged, m_composer, &PersonLogComposer::setSource);
    connect(m_type, &QLineEdit::textChanged, m_composer, &PersonLogComposer::setType);
    connect(m_payload, &QPlainTextEdit::textChanged, this, [this] { m_composer->setPayloadText(m_payload->toPlainText()); });
    connect(m_composer, &PersonLogComposer::changed, this, &AddLogEntryDialog::refresh);
    connect(m_composer, &PersonLogComposer::added, this, [this](const Net::PersonLogCreated &created, const QString &text) {
        emit entryAdded(created.personId, text);
        accept();
    });
}

void AddLogEntryDialog::save()
{
    m_composer->submit();
}

void AddLogEntryDialog::refresh()
{
    const PersonLogComposer::Subject subject = m_composer->subject();
    m_subjectValue->setVisible(subject != PersonLogComposer::Subject::ThisPerson);
    switch (subject) {
    case PersonLogComposer::Subject::Email:
        m_subjectValue->setPlaceholderText(tr("ada@example.com"));
        break;
    case PersonLogComposer::Subject::Phone:
        m_subjectValue->setPlaceholderText(tr("+14155550123"));
        break;
    case PersonLogComposer::Subject::LinkedIn:
        m_subjectValue->setPlaceholderText(tr("https://www.linkedin.com/in/…"));
        break;
    case PersonLogComposer::Subject::PersonId:
        m_subjectValue->setPlaceholderText(tr("person_…"));
        break;
    case PersonLogComposer::Subject::ThisPerson:
        break;
    }
    const QString subjectProblem = m_subjectValue->isVisible() && m_composer->subjectValue().isEmpty()
                                       ? QString() // nothing typed yet: no scolding, Save stays disabled
                                       : m_composer->problem(PersonLogComposer::Field::SubjectValue);
    showHint(m_subjectHint, subjectProblem,
             subject == PersonLogComposer::Subject::ThisPerson
                 ? QString()
                 : tr("The service adds the entry to the person it finds, or creates one."));
    showHint(m_sourceHint, m_composer->source().isEmpty() ? QString() : m_composer->problem(PersonLogComposer::Field::Source),
             tr("Where the activity comes from: lower-case words joined by hyphens, like website or hubspot."));
    showHint(m_typeHint, m_composer->problem(PersonLogComposer::Field::Type), m_composer->typeHint());
    const QString payloadProblem = m_composer->problem(PersonLogComposer::Field::Payload);
    m_payload->setErrorPosition(m_composer->payloadErrorPosition());
    showHint(m_payloadError, payloadProblem, tr("A JSON object; its fields are up to you."));

    const Models::WriteTracker::State state = m_composer->state();
    const bool sending = state == Models::WriteTracker::State::Pending;
    const bool failed = state == Models::WriteTracker::State::Failed;
    m_save->setEnabled(m_composer->canSubmit());
    m_retry->setVisible(failed);
    m_retry->setEnabled(failed);
    for (QWidget *field : {static_cast<QWidget *>(m_subject), static_cast<QWidget *>(m_subjectValue),
                           static_cast<QWidget *>(m_source), static_cast<QWidget *>(m_type), static_cast<QWidget *>(m_payload)})
        field->setEnabled(!sending);
    if (sending)
        m_status->setText(tr("Adding the entry…"));
    else if (failed)
        m_status->setText(tr("\u26A0 Not added: %1. Your entry is kept; Retry sends it again without adding it twice.")
                              .arg(m_composer->errorText()));
    else
        m_status->clear();
    m_status->setVisible(!m_status->text().isEmpty());
}

} // namespace Audience::Ui
