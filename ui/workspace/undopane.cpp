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
using State = Models::PublishUndo::State;

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
    m_notice = undoLabel(this, QStringLiteral("undoNotice"));
    m_extraBox = new QWidget(this);
    m_extraBox->setLayout(new QVBoxLayout);
    m_extraBox->layout()->setContentsMargins(0, 0, 0, 0);

    m_send = new QPushButton(tr("Send to the Agent"), this);
    m_send->setObjectName(QStringLiteral("undoSend"));
    m_send->setToolTip(tr("Ask the agent for a new draft holding these values; nothing goes live yet"));
    connect(m_send, &QPushButton::clicked, m_undo, &PublishUndo::send);
    m_askAgain = new QPushButton(tr("Ask Again"), this);
    m_askAgain->setObjectName(QStringLiteral("undoAskAgain"));
    m_askAgain->setToolTip(tr("Send the values to the agent again; a field it changed unasked is asked to stay as it was"));
    connect(m_askAgain, &QPushButton::clicked, m_undo, &PublishUndo::askAgain);
    m_readAgain = new QPushButton(tr("Read Again"), this);
    m_readAgain->setObjectName(QStringLiteral("undoReadAgain"));
    m_readAgain->setToolTip(tr("Read what is live and the draft again; nothing is sent"));
    connect(m_readAgain, &QPushButton::clicked, m_undo, &PublishUndo::readAgain);
    m_publish = new QPushButton(tr("Publish…"), this);
    m_publish->setObjectName(QStringLiteral("undoPublish"));
    connect(m_publish, &QPushButton::clicked, this, &UndoPane::askToPublish);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_send);
    buttons->addWidget(m_askAgain);
    buttons->addWidget(m_readAgain);
    buttons->addWidget(m_publish);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_source);
    layout->addWidget(m_whatChanges, 1);
    layout->addWidget(m_conflictBox);
    layout->addWidget(m_proof);
    layout->addWidget(m_extraBox);
    layout->addWidget(m_status);
    layout->addWidget(m_notice);
    layout->addLayout(buttons);
}

bool UndoPane::start(const QString &pageId, const QString &audienceId, const QString &versionId, const QString &audienceName)
{
    m_audienceName = audienceName;
    m_conflictsShownFor.clear();
    return m_undo->start(pageId, audienceId, versionId, audienceName);
}

namespace {

// The stages in which the pane shows the agent's draft and its proof.
bool showsProof(State stage)
{
    return stage == State::Proven || stage == State::NotProven || stage == State::Publishing || stage == State::PublishFailed
        || stage == State::Published;
}

} // namespace

void UndoPane::showUndo()
{
    const State stage = m_undo->state();
    const qint64 number = m_undo->versionNumber();
    m_heading->setText(number > 0 ? tr("Undo the publish of version %1").arg(number) : tr("Undo this publish"));
    const auto undone = m_undo->undone();
    m_source->setText(undone ? undone->note : QString());
    m_source->setVisible(!m_source->text().isEmpty());
    if (showsProof(stage)) {
        // What goes live with the agent's draft, against what is live now.
        m_whatChanges->setRows(m_undo->draftRows(), m_undo->draftVersionId());
        m_whatChanges->setNote(stage == State::Published
                                   ? tr("Version %1, live now, against what was live before it:").arg(m_undo->draftVersionNumber())
                                   : tr("The agent's draft, version %1, against what is live now:").arg(m_undo->draftVersionNumber()));
    } else if (!m_undo->plan().fields.isEmpty()) {
        m_whatChanges->setRows(withPlannedSteps(m_undo->previewRows()), QStringLiteral("undo:") + m_undo->versionId());
        m_whatChanges->setNote(tr("Preview: each field version %1 changed, live now → its value before version %1.").arg(number));
    } else {
        m_whatChanges->clear();
    }
    showConflicts();
    showProof();
    showExtras();
    // The proof says itself; everything else is the stage's own words.
    const QString status = stage == State::Proven || stage == State::NotProven ? QString() : m_undo->stageText();
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
    QString notice = m_undo->notice();
    if (m_undo->check() == PublishUndo::Check::Reading)
        notice = tr("Reading what is live again before going on…");
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());
    m_send->setVisible(stage == State::Ready || stage == State::NotSent || stage == State::Reading || stage == State::NothingToUndo);
    m_send->setEnabled(m_undo->canSend());
    m_askAgain->setVisible(stage == State::NotProven || stage == State::NotADraft || stage == State::SendFailed);
    m_askAgain->setEnabled(m_undo->canAskAgain());
    m_readAgain->setVisible(m_undo->canReadAgain());
    m_publish->setVisible(stage == State::Proven || stage == State::Publishing || stage == State::PublishFailed || stage == State::Published);
    m_publish->setEnabled(m_undo->canPublish());
    m_publish->setText(m_undo->draftVersionNumber() > 0 ? tr("Publish Version %1…").arg(m_undo->draftVersionNumber()) : tr("Publish…"));
}

void UndoPane::showConflicts()
{
    const Models::UndoPlan &plan = m_undo->plan();
    QString shownFor = plan.versionId;
    for (const Models::UndoField &field : plan.fields)
        shownFor += u'|' + field.field + u'=' + field.currentShown() + (field.conflict ? QStringLiteral("!") : QString());
    const State stage = m_undo->state();
    const bool choosing = m_undo->check() == PublishUndo::Check::None
        && (stage == State::Ready || stage == State::NotSent || stage == State::NotProven || stage == State::NotADraft);
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
        choice->addItem(field.currentKnown ? tr("Keep the later value “%1”").arg(field.current) : tr("Keep the value live now, whatever it is"),
                        int(Models::UndoField::Choice::KeepLater));
        choice->addItem(tr("Take the old one “%1”").arg(field.target), int(Models::UndoField::Choice::TakeOld));
        choice->setCurrentIndex(field.choice == Models::UndoField::Choice::TakeOld ? 1 : 0);
        choice->setEnabled(choosing);
        const QString name = field.field;
        connect(choice, &QComboBox::activated, this, [this, choice, name] {
            m_undo->setChoice(name, Models::UndoField::Choice(choice->currentData().toInt()));
        });
        auto *label = new QLabel(field.conflictSentence(), m_conflictBox);
        label->setWordWrap(true);
        label->setBuddy(choice);
        m_conflicts->addRow(label, choice);
        m_choices.insert(field.field, choice);
    }
}

void UndoPane::showProof()
{
    QString text;
    if (showsProof(m_undo->state())) {
        const Models::UndoProof &proof = m_undo->proof();
        text = proof.summary();
        const QStringList differences = proof.differences();
        if (!differences.isEmpty())
            text += u'\n' + differences.join(u'\n') + u'\n'
                + tr("Publish is not offered: Ask Again sends the values again (a field changed unasked is asked to stay as it was).");
        if (const QString also = proof.alsoGoesLive(); !also.isEmpty())
            text += u'\n' + also;
    }
    m_proof->setText(text);
    m_proof->setVisible(!text.isEmpty());
}

// One button per field the agent changed unasked: taking it, after seeing it in the proof.
void UndoPane::showExtras()
{
    for (QPushButton *take : std::as_const(m_takes)) { // one of them may be emitting clicked() now
        take->hide();
        take->deleteLater();
    }
    m_takes.clear();
    if (m_undo->state() == State::NotProven) {
        for (const Models::UndoProof::Extra &extra : m_undo->proof().extras) {
            if (extra.accepted)
                continue;
            auto *take = new QPushButton(tr("Take the Agent's %1 %2").arg(extra.label, Models::UndoProof::quoted(extra.draft)), m_extraBox);
            take->setObjectName(QStringLiteral("undoTake_") + extra.field);
            take->setToolTip(tr("Publish %1 as the agent changed it, with the undo").arg(extra.label));
            take->setEnabled(m_undo->check() == PublishUndo::Check::None);
            const QString field = extra.field;
            connect(take, &QPushButton::clicked, m_undo, [this, field] { m_undo->acceptExtra(field); });
            static_cast<QVBoxLayout *>(m_extraBox->layout())->addWidget(take, 0, Qt::AlignLeft);
            m_takes.insert(field, take);
        }
    }
    m_extraBox->setVisible(!m_takes.isEmpty());
}

void UndoPane::askToPublish()
{
    if (m_undo->state() == State::PublishFailed) {
        m_undo->publish(); // confirmed already: the same publish again, under its key
        return;
    }
    if (!m_undo->canPublish() || m_publishDialog)
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
