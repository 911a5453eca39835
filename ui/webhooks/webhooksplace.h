#pragma once

#include "ui/common/listdetailplace.h"

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

// The Webhooks place (Ctrl+8): the subscriptions this profile keeps at hand (the interface cannot
// list them, so they are added by ID), each with its URL, state and events; Add by ID, Remove (from
// this list only: the subscription is not deleted on the service), Refresh; and the selected one in
// the editor. Leaving a subscription (or the place) with unsaved changes asks first.
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
    WebhookEditorView *editorView() const { return m_editorView; }
    WebhookInboxView *inboxView() const { return m_inboxView; }
    Models::WebhookEditor *editor() const { return m_editor; }
    QTabWidget *tabs() const { return m_tabs; }
    // The question open now (removing, or leaving unsaved changes), if any; for tests.
    QMessageBox *openQuestion() const;

protected:
    void updateListTexts() override;
    void showEvent(QShowEvent *event) override;

private:
    void onConnectedChanged(bool connected);
    void onSelectionChanged();
    // Shows `subscriptionId` in the editor, asking first when the one shown has unsaved changes.
    void showSubscription(const QString &subscriptionId);
    void loadInEditor(const QString &subscriptionId);
    void selectRow(const QString &subscriptionId);
    void askToRemove();
    void addById();

    Models::KnownWebhooks *m_known;
    Models::WebhookEditor *m_editor = nullptr;
    QTreeView *m_list = nullptr;
    QLineEdit *m_addId = nullptr;
    QPushButton *m_add = nullptr;
    QLabel *m_addStatus = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_refresh = nullptr;
    QTabWidget *m_tabs = nullptr;
    WebhookEditorView *m_editorView = nullptr;
    WebhookInboxView *m_inboxView = nullptr;
    QMessageBox *m_question = nullptr;
    QString m_shown; // the subscription in the editor
    bool m_refreshedOnce = false;
    bool m_selecting = false;
};

} // namespace Audience::Ui
