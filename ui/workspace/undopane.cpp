#include "ui/workspace/undopane.h"

#include "models/shell/connection.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/whatgoesliveview.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::PublishUndo;
using Stage = Models::PublishUndo::Stage;

namespace {

QLabel *undoLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

// The preview as the pane's rows: one planned step per field, live → the value the draft will
// hold (a field kept at its later value shows as no net change).
QList<Models::FieldNetChange> UndoPane::withPlannedSteps(QList<Models::FieldNetChange> rows)
{
    for (Models::FieldNetChange &row : rows) {
        Net::Change step;
        step.field = row.field;
        step.previousValue = row.live;
        step.newValue = row.after;
        // Not the service's status: shown as it is (ChangeLabels keeps words it does not know).
        step.status = tr("Planned: the undo asks the agent for this");
        row.steps = {step};
    }
    return rows;
}

UndoPane::UndoPane(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
    , m_undo(new PublishUndo(*connection->serviceLink(), *connection->storeLink(), *connection->messageOutbox(),
                             *connection->versionFollower(), *connection->publishActions(), this))
{
    setObjectName(QStringLiteral("undoPane"));
    buildLayout();
    connect(m_undo, &PublishUndo::changed, this, &UndoPane::showUndo);
    showUndo();
}

void UndoPane::buildLayout()
{
    m_heading = undoLabel(this, QStringLiteral("undoHeading"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_source = undoLabel(this, QStringLiteral("undoSource"));
    m_whatChanges = new WhatGoesLiveView(this);
    m_whatChanges->setObjectName(QStringLiteral("undoWhatChanges"));
    m_conflictBox = new QWidget(this);
    m_conflicts = new QFormLayout(m_conflictBox);
    m_conflicts->setContentsMargins(0, 0, 0, 0);
    m_status = undoLabel(this, QStringLiteral("undoStatus"));
    m_proof = undoLabel(this, QStringLiteral("undoProof"));
    m_proof->setFont(bold);

    m_send = new QPushButton(tr("Send to the Agent"), this);
    m_send->setObjectName(QStringLiteral("undoSend"));
    m_send->setToolTip(tr("Ask the agent for a new draft holding these values; nothing goes live yet"));
    connect(m_send, &QPushButton::clicked, m_undo, &PublishUndo::send);
    m_askAgain = new QPushButton(tr("Ask Again"), this);
    m_askAgain->setObjectName(QStringLiteral("undoAskAgain"));
    m_askAgain->setToolTip(tr("Send the same values to the agent again, in a new message"));
    connect(m_askAgain, &QPushButton::clicked, m_undo, &PublishUndo::send);
    m_publish = new QPushButton(tr("Publish…"), this);
    m_publish->setObjectName(QStringLiteral("undoPublish"));
    connect(m_publish, &QPushButton::clicked, this, &UndoPane::askToPublish);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_send);
    buttons->addWidget(m_askAgain);
    buttons->addWidget(m_publish);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_source);
    layout->addWidget(m_whatChanges, 1);
    layout->addWidget(m_conflictBox);
    layout->addWidget(m_proof);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
}

bool UndoPane::start(const QString &pageId, const QString &audienceId, const QString &versionId, const QString &audienceName)
{
    m_audienceName = audienceName;
    m_conflictsShownFor.clear();
    return m_undo->start(pageId, audienceId, versionId, audienceName);
}

void UndoPane::showUndo()
{
    const Stage stage = m_undo->stage();
    const qint64 number = m_undo->versionNumber();
    m_heading->setText(number > 0 ? tr("Undo the publish of version %1").arg(number) : tr("Undo this publish"));
    const auto undone = m_undo->undone();
    m_source->setText(undone ? undone->note : QString());
    m_source->setVisible(!m_source->text().isEmpty());
    const bool proved = stage == Stage::Proven || stage == Stage::NotProven || stage == Stage::Publishing || stage == Stage::Published;
    if (proved) {
        // What goes live with the agent's draft, against what is live now.
        m_whatChanges->setRows(m_undo->history().rows(), m_undo->draftVersionId());
        m_whatChanges->setNote(tr("The agent's draft, version %1, against what is live now:").arg(m_undo->draftVersionNumber()));
    } else if (!m_undo->plan().fields.isEmpty()) {
        m_whatChanges->setRows(withPlannedSteps(m_undo->previewRows()), QStringLiteral("undo:") + m_undo->versionId());
        m_whatChanges->setNote(tr("Preview: each field version %1 changed, live now → its value before version %1.").arg(number));
    } else {
        m_whatChanges->clear();
    }
    showConflicts();
    showProof();
    // The proof says itself; a failure after it (a publish refused) is said under it.
    QString status = stage == Stage::Proven || stage == Stage::NotProven ? QString() : m_undo->stageText();
    if (!m_undo->errorText().isEmpty() && stage != Stage::Failed)
        status = m_undo->errorText();
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
    const bool sent = !m_undo->clientMessageId().isEmpty();
    m_send->setVisible(stage == Stage::Ready || (stage == Stage::Failed && !sent) || stage == Stage::Reading || stage == Stage::NothingToUndo);
    m_send->setEnabled(stage == Stage::Ready && !m_undo->plan().dictated().isEmpty());
    m_askAgain->setVisible(stage == Stage::NotProven || (stage == Stage::Failed && sent));
    m_askAgain->setEnabled(!m_undo->plan().dictated().isEmpty());
    m_publish->setVisible(stage == Stage::Proven || stage == Stage::Publishing || stage == Stage::Published);
    m_publish->setEnabled(stage == Stage::Proven);
    m_publish->setText(m_undo->draftVersionNumber() > 0 ? tr("Publish Version %1…").arg(m_undo->draftVersionNumber()) : tr("Publish…"));
}

void UndoPane::showConflicts()
{
    const Models::UndoPlan &plan = m_undo->plan();
    const QString shownFor = plan.versionId + QString::number(plan.conflictCount());
    const bool choosing = m_undo->stage() == Stage::Ready || m_undo->stage() == Stage::NotProven;
    for (QComboBox *choice : std::as_const(m_choices))
        choice->setEnabled(choosing);
    m_conflictBox->setVisible(plan.conflictCount() > 0);
    if (shownFor == m_conflictsShownFor)
        return;
    m_conflictsShownFor = shownFor;
    while (m_conflicts->rowCount() > 0)
        m_conflicts->removeRow(0);
    m_choices.clear();
    for (const Models::UndoField &field : plan.fields) {
        if (!field.conflict)
            continue;
        auto *choice = new QComboBox(m_conflictBox);
        choice->setObjectName(QStringLiteral("undoChoice_") + field.field);
        choice->setAccessibleName(tr("%1: keep or take back").arg(field.label));
        choice->addItem(tr("Keep the later value “%1”").arg(field.current), int(Models::UndoField::Choice::KeepLater));
        choice->addItem(tr("Take the old one “%1”").arg(field.target), int(Models::UndoField::Choice::TakeOld));
        choice->setCurrentIndex(field.choice == Models::UndoField::Choice::TakeOld ? 1 : 0);
        choice->setEnabled(choosing);
        const QString name = field.field;
        connect(choice, &QComboBox::activated, this, [this, choice, name] {
            m_undo->setChoice(name, Models::UndoField::Choice(choice->currentData().toInt()));
        });
        auto *label = new QLabel(tr("%1 changed again since, by %2:").arg(field.label, field.conflictWith), m_conflictBox);
        label->setWordWrap(true);
        label->setBuddy(choice);
        m_conflicts->addRow(label, choice);
        m_choices.insert(field.field, choice);
    }
}

void UndoPane::showProof()
{
    const Stage stage = m_undo->stage();
    const bool proved = stage == Stage::Proven || stage == Stage::NotProven || stage == Stage::Publishing || stage == Stage::Published;
    QString text;
    if (proved) {
        text = m_undo->proof().summary();
        const QStringList differences = m_undo->proof().differences();
        if (!differences.isEmpty())
            text += u'\n' + differences.join(u'\n') + u'\n' + tr("Publish is not offered: Ask Again sends the values again.");
        const QStringList also = m_undo->alsoChanging();
        if (!also.isEmpty())
            text += u'\n' + tr("The draft also changes %1: it was pending before the undo and goes live with it.").arg(also.join(QStringLiteral(", ")));
    }
    m_proof->setText(text);
    m_proof->setVisible(!text.isEmpty());
}

void UndoPane::askToPublish()
{
    if (m_undo->stage() != Stage::Proven || m_publishDialog)
        return;
    const PublishUndo *undo = m_undo;
    const auto newestDraft = [undo] {
        const auto &conversation = undo->history().conversation();
        return PublishDraft{conversation ? conversation->context.value() : Net::ConversationContext{},
                            conversation ? conversation->pendingChanges.value() : QList<Net::Change>{}, {}, {}, false};
    };
    const QString name = m_audienceName.isEmpty() ? m_undo->audienceId() : m_audienceName;
    m_publishDialog = new PublishDialog(name, m_undo->draftVersionNumber(), newestDraft, this, m_connection->shareImages());
    m_publishDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_publishDialog, &QDialog::accepted, m_undo, &PublishUndo::publish);
    m_publishDialog->open(); // window-modal, without a nested event loop
}

} // namespace Audience::Ui
