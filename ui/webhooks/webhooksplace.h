#pragma once

#include "ui/common/listdetailplace.h"

class QFrame;
class QLabel;
class QLineEdit;
class QMessageBox;
class QPushButton;
class QTabWidget;
class QTreeView;

namespace Audience::Models {
class KnownWebhooks;
class WebhookEditor;
} // namespace Audience::Models

namespace Audience::Ui {

class WebhookEditorView;
class WebhookInboxView;
class UnsettledWriteNotice;

// The Webhooks place (Ctrl+8): the subscriptions this profile keeps at hand (the interface cannot
// list them, so they are added by ID), each with its URL, state and events; Add by ID, Remove (from
// this list only: the subscription is not deleted on the service; its signing secret is), Refresh;
// and the selected one in the editor. Leaving a subscription (or the place) with unsaved changes
// asks first. One the service answers 404 for offers to be forgotten; subscriptions left pointing
// at an inbox that no longer listens are named across the top, with one click to restore them. An
// update an earlier run left not confirmed, or that failed, shows above the editor with Retry,
// Discard and Show in Activity.
class WebhooksPlace : public ListDetailPlace
{
    Q_OBJECT
public:
    explicit WebhooksPlace(Models::Connection *connection, QWidget *parent = nullptr);
    ~WebhooksPlace() override;

    static QString displayTitle();
    QString placeId() const override;
    QString title() const override;
    void reload() override;
    void openItem(const QString &item) override;
    QString currentItem() const override;
    void focusSearch() override;
    QString unsavedChanges() const override;
    void discardUnsavedChanges() override;

    QTreeView *list() const { return m_list; }
    QLineEdit *addIdEdit() const { return m_addId; }
    QPushButton *addButton() const { return m_add; }
    QLabel *addStatus() const { return m_addStatus; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *refreshButton() const { return m_refresh; }
    // Shown while the subscription in the editor is one the service no longer knows (404).
    QFrame *goneBar() const { return m_goneBar; }
    QLabel *goneText() const { return m_goneText; }
    QPushButton *forgetButton() const { return m_forget; }
    // Shown while subscriptions still send their events to an inbox that no longer listens.
    QFrame *strandedBar() const { return m_strandedBar; }
    QLabel *strandedText() const { return m_strandedText; }
    QPushButton *restoreStrandedButton() const { return m_restoreStranded; }
    WebhookEditorView *editorView() const { return m_editorView; }
    // An update of the subscription shown that an earlier run left not confirmed, or that failed.
    UnsettledWriteNotice *updateNotice() const { return m_updateNotice; }
    WebhookInboxView *inboxView() const { return m_inboxView; }
    Models::WebhookEditor *editor() const { return m_editor; }
    QTabWidget *tabs() const { return m_tabs; }
    // The question open now (removing, or leaving unsaved changes), if any; for tests.
    QMessageBox *openQuestion() const;

protected:
    void updateListTexts() override;
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildAddRow();
    void buildList();
    QWidget *buildListButtons();
    void buildStateBars(Models::Connection *connection);
    QWidget *buildDetail(Models::Connection *connection);
    void followList(Models::Connection *connection);
    void onConnectedChanged(bool connected);
    void onSelectionChanged();
    // Shows `subscriptionId` in the editor, asking first when the one shown has unsaved changes.
    void showSubscription(const QString &subscriptionId);
    void loadInEditor(const QString &subscriptionId);
    void makeUpdateNotice(Models::Connection *connection);
    void selectRow(const QString &subscriptionId);
    void askToRemove();
    void forgetGone();
    void addById();
    void updateGoneBar();
    void updateStrandedBar();

    Models::KnownWebhooks *m_known;
    Models::WebhookEditor *m_editor = nullptr;
    QTreeView *m_list = nullptr;
    QLineEdit *m_addId = nullptr;
    QPushButton *m_add = nullptr;
    QLabel *m_addStatus = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_refresh = nullptr;
    QFrame *m_goneBar = nullptr;
    QLabel *m_goneText = nullptr;
    QPushButton *m_forget = nullptr;
    QFrame *m_strandedBar = nullptr;
    QLabel *m_strandedText = nullptr;
    QPushButton *m_restoreStranded = nullptr;
    QTabWidget *m_tabs = nullptr;
    WebhookEditorView *m_editorView = nullptr;
    UnsettledWriteNotice *m_updateNotice = nullptr;
    WebhookInboxView *m_inboxView = nullptr;
    QMessageBox *m_question = nullptr;
    QString m_shown; // the subscription in the editor
    bool m_refreshedOnce = false;
    bool m_selecting = false;
};

} // namespace Audience::Ui
