#pragma once

#include "models/audiences/audiencekey.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace Audience::Models {
class BulkInstruction;
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class BatchRunView;

// "Ask the agent…" for many audiences: one text, sent to every chosen audience (BulkInstruction),
// then each row's progress in the batch's view ("The agent is working on it…", "Draft v4 ready",
// "Failed: …" with Retry), "5 of 9 drafts ready, 1 failed" and a bar. Closing the dialog leaves the sends going:
// each audience's workspace shows its message like any other.
class BulkComposerDialog : public QDialog
{
    Q_OBJECT
public:
    BulkComposerDialog(Models::Connection *connection, const Models::AudienceKeys &audiences, QWidget *parent = nullptr);

    QPlainTextEdit *editor() const { return m_editor; }
    QPushButton *sendButton() const { return m_send; }
    BatchRunView *rows() const { return m_rows; }
    QLabel *progressLabel() const { return m_progress; }
    QProgressBar *progressBar() const { return m_bar; }
    Models::BulkInstruction *instruction() const { return m_instruction; }

    // Sends what the editor holds (the Send button).
    bool send();

private:
    void showProgress();
    void validate();

    Models::AudienceKeys m_audiences;
    Models::BulkInstruction *m_instruction = nullptr;
    QPlainTextEdit *m_editor = nullptr;
    QLabel *m_problem = nullptr;
    BatchRunView *m_rows = nullptr;
    QLabel *m_progress = nullptr;
    QProgressBar *m_bar = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_retryFailed = nullptr;
};

} // namespace Audience::Ui
