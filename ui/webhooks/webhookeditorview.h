#pragma once

#include <QWidget>

class QCheckBox;
class QFrame;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class QVBoxLayout;

namespace Audience::Models {
class WebhookEditor;
} // namespace Audience::Models

namespace Audience::Ui {

class WebhookEventsPicker;

// The form of one webhook subscription: its ID (with a copy button), created and updated times,
// the URL with its problem in words beside it, the events, the Active switch with what it means,
// Save and Revert, and, when the subscription changed on the service since it was loaded, what
// changed there with the choice to save over it or take it. Everything it does goes through the
// Models::WebhookEditor it is given.
class WebhookEditorView : public QWidget
{
    Q_OBJECT
public:
    explicit WebhookEditorView(Models::WebhookEditor *editor, QWidget *parent = nullptr);

    Models::WebhookEditor *editor() const { return m_editor; }
    QLineEdit *urlEdit() const { return m_url; }
    QLabel *urlProblem() const { return m_urlProblem; }
    QCheckBox *activeSwitch() const { return m_active; }
    WebhookEventsPicker *events() const { return m_events; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *revertButton() const { return m_revert; }
    QLabel *statusLabel() const { return m_status; }
    QFrame *conflictPanel() const { return m_conflict; }
    QPushButton *overwriteButton() const { return m_overwrite; }
    QPushButton *takeServiceButton() const { return m_takeService; }
    QToolButton *copyIdButton() const { return m_copyId; }
    // What the pane says while no subscription is loaded (none chosen, or one not read yet).
    void setEmptyText(const QString &text);
    QString emptyText() const;

private:
    void addConflictPanel(QVBoxLayout *layout);
    void addIdentity(QVBoxLayout *layout);
    void addFields(QVBoxLayout *layout);
    void addActions(QVBoxLayout *layout);
    void refresh();
    void refreshStatus();

    Models::WebhookEditor *m_editor;
    QLabel *m_id = nullptr;
    QToolButton *m_copyId = nullptr;
    QLabel *m_times = nullptr;
    QLineEdit *m_url = nullptr;
    QLabel *m_urlProblem = nullptr;
    WebhookEventsPicker *m_events = nullptr;
    QCheckBox *m_active = nullptr;
    QLabel *m_activeMeaning = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_revert = nullptr;
    QLabel *m_status = nullptr;
    QFrame *m_conflict = nullptr;
    QLabel *m_conflictText = nullptr;
    QPushButton *m_overwrite = nullptr;
    QPushButton *m_takeService = nullptr;
    QWidget *m_form = nullptr;
    QWidget *m_scroll = nullptr;
    QLabel *m_empty = nullptr;
};

} // namespace Audience::Ui
