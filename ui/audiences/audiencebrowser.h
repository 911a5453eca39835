#pragma once

#include "models/common/placeids.h"
#include "ui/common/listdetailplace.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QTreeView;

namespace Audience::Models {
class AudienceSearchModel;
class AudienceTreeModel;
} // namespace Audience::Models

namespace Audience::Ui {

class AudienceArchiveFlow;
class AudienceSelection;
class AudienceDetailView;
class AudienceWorkspaceView;
class ListStateWidget;
class NotificationBar;

// The Audiences place: search as you type (debounced), results grouped by page in a tree, and
// what is known of the selected audience beside it, with archive (confirmed, undoable) and restore.
class AudienceBrowser : public ListDetailPlace
{
    Q_OBJECT
public:
    // Quiet time after the last key before the search is sent.
    static constexpr int searchDebounceMs = 250;
    // After the first pages arrived, the wait before the first (empty) search fills the list.
    static constexpr int firstSearchDelayMs = 150;

    explicit AudienceBrowser(Models::Connection *connection, QWidget *parent = nullptr);
    ~AudienceBrowser() override;

    QString placeId() const override { return Models::PlaceId::audiences; }
    QString title() const override;
    // The title, before a browser exists (the sidebar lists places that are not built yet).
    static QString displayTitle();
    void reload() override;
    void openItem(const QString &audienceId) override;
    QString currentItem() const override;
    void focusSearch() override;
    void focusOpenedItem() override;

    QLineEdit *searchEdit() const { return m_search; }
    QTreeView *tree() const { return m_tree; }
    // "Only drafts waiting": the tree keeps the audiences with a draft waiting (as far as the store knows).
    QCheckBox *onlyDraftsWaiting() const { return m_onlyDrafts; }
    Models::AudienceSearchModel *searchModel() const { return m_model; }
    Models::AudienceTreeModel *treeModel() const { return m_treeModel; }
    AudienceDetailView *detail() const { return m_detail; }
    AudienceWorkspaceView *workspace() const { return m_workspace; }
    NotificationBar *notificationBar() const { return m_bar; }
    AudienceArchiveFlow *archiveFlow() const { return m_flow; }
    // The selection of several audiences and its actions.
    AudienceSelection *selection() const { return m_selection; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void updateListTexts() override;
    void saveExtraState(QSettings &settings) const override;
    void restoreExtraState(QSettings &settings) override;

private:
    void makeModels(Models::Connection *connection);
    void makeSearchBar();
    void makeTree();
    int statusColumnWidth() const;
    void makeWorkspace(Models::Connection *connection);
    void makeWorkspaceShortcuts();
    void onCurrentChanged(const QModelIndex &current);
    void onResultsChanged();
    void onConnectedChanged(bool connected);
    // Expands every page group.
    void layOutResults();
    bool selectAudience(const QString &audienceId);
    void archiveCurrent();
    void loadSoon();
    void loadNow();

    Models::AudienceSearchModel *m_model = nullptr;
    Models::AudienceTreeModel *m_treeModel = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_summary = nullptr;
    QCheckBox *m_onlyDrafts = nullptr;
    QTreeView *m_tree = nullptr;
    AudienceWorkspaceView *m_workspace = nullptr;
    AudienceDetailView *m_detail = nullptr; // the workspace's Details tab
    NotificationBar *m_bar = nullptr;
    AudienceSelection *m_selection = nullptr;
    AudienceArchiveFlow *m_flow = nullptr;
    QString m_currentId;
    QMetaObject::Connection m_waitForPages; // the first search waits for the first pages
    bool m_initialLoadPending = false;
    bool m_expandPending = false; // results arrived while hidden: expanded when shown
};

} // namespace Audience::Ui
