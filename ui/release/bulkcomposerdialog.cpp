#include "ui/release/bulkcomposerdialog.h"

#include "models/release/bulkinstruction.h"
#include "models/shell/connection.h"
#include "models/workspace/messageoutbox.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
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

    m_rows = new QTreeWidget(this);
    m_rows->setObjectName(QStringLiteral("bulkComposerRows"));
    m_rows->setRootIsDecorated(false);
    m_rows->setHeaderLabels({tr("Audience"), tr("Progress"), QString()});
    m_rows->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_rows->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_rows->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_rows->setAccessibleName(tr("Chosen audiences"));
    for (const Models::AudienceKey &audience : audiences)
        new QTreeWidgetItem(m_rows, {audience.label, tr("Not sent yet")});

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
    connect(m_instruction, &BulkInstruction::rowChanged, this, &BulkComposerDialog::showRow);
    connect(m_instruction, &BulkInstruction::progressChanged, this, &BulkComposerDialog::showProgress);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_editor);
    layout->addWidget(m_problem);
    layout->addWidget(m_rows, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_bar);
    layout->addWidget(m_buttons);
    resize(720, 520);
    validate();
}

void BulkComposerDialog::validate()
{
    const QString problem = m_editor->toPlainText().isEmpty() ? QString() : Models::MessageOutbox::validate(m_editor->toPlainText());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_send->setEnabled(m_instruction->rowCount() == 0 && Models::MessageOutbox::validate(m_editor->toPlainText()).isEmpty());
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
    for (int i = 0; i < m_instruction->rowCount(); ++i)
        showRow(i);
    return true;
}

void BulkComposerDialog::showRow(int row)
{
    QTreeWidgetItem *item = m_rows->topLevelItem(row);
    if (!item)
        return;
    const BulkInstruction::Row &state = m_instruction->row(row);
    item->setText(1, BulkInstruction::stageText(state));
    item->setToolTip(1, item->text(1));
    const bool failed = state.stage == BulkInstruction::Stage::Failed;
    if (failed && !m_rows->itemWidget(item, 2)) {
        auto *retry = new QPushButton(tr("Retry"), m_rows);
        retry->setAccessibleName(tr("Retry sending to %1").arg(state.audience.label));
        connect(retry, &QPushButton::clicked, this, [this, row] { m_instruction->retry(row); });
        m_rows->setItemWidget(item, 2, retry);
    } else if (!failed && m_rows->itemWidget(item, 2)) {
        m_rows->removeItemWidget(item, 2);
    }
}

void BulkComposerDialog::showProgress()
{
    m_progress->setText(m_instruction->progressText());
    m_bar->setValue(m_instruction->count(BulkInstruction::Stage::Ready) + m_instruction->count(BulkInstruction::Stage::Failed));
    m_retryFailed->setVisible(m_instruction->count(BulkInstruction::Stage::Failed) > 0);
}

} // namespace Audience::Ui
