#pragma once

#include "models/audiences/audiencekey.h"

#include <QWidget>

class QAction;
class QToolButton;
class QTreeView;

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class ReleaseFlow;

// Several audiences chosen in the Audiences tree: extended selection, "All Audiences of
// This Page", and the two actions on the selection, "Ask the Agent…" and "Publish Selected…",
// handed to a ReleaseFlow. In the tree's context menu, and as a bar of buttons under the list.
class AudienceSelection : public QWidget
{
    Q_OBJECT
public:
    AudienceSelection(Models::Connection *connection, QTreeView *tree, QWidget *parent = nullptr);

    // The selected audiences (a selected page row counts as all of its audiences), in tree order.
    Models::AudienceKeys selectedAudiences() const;
    // Selects every audience of the current row's page.
    void selectAllOfPage();

    ReleaseFlow *flow() const { return m_flow; }
    QAction *askAgentAction() const { return m_askAgent; }
    QAction *publishAction() const { return m_publish; }
    QAction *allOfPageAction() const { return m_allOfPage; }

signals:
    void openAudienceRequested(const QString &audienceId);

private:
    QToolButton *makeActionButton(QAction *action, const QString &objectName);
    void updateActions();
    void addAudience(const QModelIndex &index, Models::AudienceKeys &keys) const;

    QTreeView *m_tree = nullptr;
    ReleaseFlow *m_flow = nullptr;
    QAction *m_askAgent = nullptr;
    QAction *m_publish = nullptr;
    QAction *m_allOfPage = nullptr;
    QToolButton *m_askButton = nullptr;
    QToolButton *m_publishButton = nullptr;
};

} // namespace Audience::Ui
