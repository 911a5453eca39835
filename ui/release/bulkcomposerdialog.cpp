#include "ui/release/bulkcomposerdialog.h"

#include "models/release/bulkinstruction.h"
#include "models/shell/connection.h"
#include "models/workspace/messageoutbox.h"
#include "ui/common/batchrunview.h"
#include "ui/common/screenfit.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::BulkInstruction;

BulkComposerDialog::BulkComposerDialog(Models::Connection *connection, const Models::AudienceKeys &audiences, QWidget *parent)
    : QDialog(parent)
    , m_audiences(audiences)
{
    setObjectName(QStringLiteral("bulkComposerDialog"));
    setWindowTitle(tr("Ask the agent of %n audience(s)", nullptr, int(audiences.size())));
    m_instruction = new BulkInstruction(connection->messageOutbox(), connection->versionFollower(), this);

    auto *heading = new QLabel(tr("One instruction, sent to each audience's editing agent. Each audience gets its own message "
                                  "and its own draft; its workspace shows the message like any other."), this);
    heading->setWordWrap(true);
    m_editor = new QPlainTextEdit(this);
    m_editor->setObjectName(QStringLiteral("bulkComposerEditor"));
    m_editor->setPlaceholderText(tr("What should the agents change? For example: Lead with the 30-day pilot."));
    m_editor->setAccessibleName(tr("Instruction for every chosen audience"));
    m_editor->setMaximumHeight(120);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);

    m_instruction->setHeaders(tr("Audience"), tr("Progress"));
    m_instruction->list(audiences);
    m_rows = new BatchRunView(m_instruction, this);
    m_rows->setObjectName(QStringLiteral("bulkComposerRows"));
    m_rows->setAccessibleName(tr("Chosen audiences"));

    m_progress = new QLabel(this);
    m_progress->setObjectName(QStringLiteral("bulkComposerProgress"));
    m_bar = new QProgressBar(this);
    m_bar->setRange(0, int(audiences.size()));
    m_bar->setValue(0);
    m_bar->setVisible(false);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_send = m_buttons->addButton(tr("Send to %n audience(s)", nullptr, int(audiences.size())), QDialogButtonBox::AcceptRole);
    m_send->setObjectName(QStringLiteral("bulkComposerSend"));
    m_retryFailed = m_buttons->addButton(tr("Retry Failed"), QDialogButtonBox::ActionRole);
    m_retryFailed->setVisible(false);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_send, &QPushButton::clicked, this, &BulkComposerDialog::send);
    connect(m_retryFailed, &QPushButton::clicked, m_instruction, &BulkInstruction::retryFailed);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &BulkComposerDialog::validate);
    connect(m_instruction, &BulkInstruction::progressChanged, this, &BulkComposerDialog::showProgress);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_editor);
    layout->addWidget(m_problem);
    layout->addWidget(m_rows, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_bar);
    layout->addWidget(m_buttons);
    resizeForScreen(this, QSize(720, 520)); // the buttons stay on a small screen
    validate();
}

void BulkComposerDialog::validate()
{
    const QString problem = m_editor->toPlainText().isEmpty() ? QString() : Models::MessageOutbox::validate(m_editor->toPlainText());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_send->setEnabled(!m_instruction->wasStarted() && Models::MessageOutbox::validate(m_editor->toPlainText()).isEmpty());
}

bool BulkComposerDialog::send()
{
    if (!m_instruction->start(m_audiences, m_editor->toPlainText())) {
        m_problem->setText(Models::MessageOutbox::validate(m_editor->toPlainText()).isEmpty()
                               ? tr("Nothing was sent: there is no connection.")
                               : Models::MessageOutbox::validate(m_editor->toPlainText()));
        m_problem->setVisible(true);
        return false;
    }
    m_editor->setReadOnly(true);
    m_send->setEnabled(false);
    m_bar->setVisible(true);
    return true;
}

void BulkComposerDialog::showProgress()
{
    m_progress->setText(m_instruction->progressText());
    m_bar->setValue(m_instruction->count(BulkInstruction::Stage::Done) + m_instruction->count(BulkInstruction::Stage::Failed));
    m_retryFailed->setVisible(m_instruction->count(BulkInstruction::Stage::Failed) > 0);
}

} // namespace Audience::Ui
