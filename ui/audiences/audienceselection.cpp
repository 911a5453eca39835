#include "ui/audiences/audienceselection.h"

#include "models/audiences/audiencetreemodel.h"
#include "models/common/modelroles.h"
#include "ui/release/releaseflow.h"

#include <QAction>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QToolButton>
#include <QTreeView>

namespace Audience::Ui {

using Models::AudienceTreeModel;

AudienceSelection::AudienceSelection(Models::Connection *connection, QTreeView *tree, QWidget *parent)
    : QWidget(parent)
    , m_tree(tree)
{
    setObjectName(QStringLiteral("audienceSelection"));
    m_flow = new ReleaseFlow(connection, window(), this);
    connect(m_flow, &ReleaseFlow::openAudienceRequested, this,
            [this](const QString &, const QString &audienceId) { emit openAudienceRequested(audienceId); });
    tree->setSelectionMode(QAbstractItemView::ExtendedSelection);

    m_askAgent = new QAction(tr("Ask the Agent…"), this);
    m_askAgent->setToolTip(tr("Send one instruction to every selected audience's editing agent"));
    m_publish = new QAction(tr("Publish Selected…"), this);
    m_publish->setToolTip(tr("Publish the drafts of the selected audiences as one release"));
    m_allOfPage = new QAction(tr("All Audiences of This Page"), this);
    m_allOfPage->setToolTip(tr("Select every audience of the current audience's page"));
    connect(m_askAgent, &QAction::triggered, this, [this] { m_flow->askAgent(selectedAudiences()); });
    connect(m_publish, &QAction::triggered, this, [this] { m_flow->publishSelected(selectedAudiences()); });
    connect(m_allOfPage, &QAction::triggered, this, &AudienceSelection::selectAllOfPage);
    tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    tree->addActions({m_allOfPage, m_askAgent, m_publish});

    // Buttons that carry the actions themselves: one text, one enabled state, and Tab reaches them.
    // Made in reading order, which is the Tab order.
    QToolButton *allOfPage = makeActionButton(m_allOfPage, QStringLiteral("allOfPageButton"));
    m_askButton = makeActionButton(m_askAgent, QStringLiteral("askAgentButton"));
    m_publishButton = makeActionButton(m_publish, QStringLiteral("publishSelectedButton"));
    // Two rows, so the list's pane needs no more width than its two widest buttons (in German,
    // three in a row squeezed the sidebar's labels for the rest of the session).
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_askButton);
    actions->addWidget(m_publishButton);
    actions->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(allOfPage, 0, Qt::AlignLeft);
    layout->addLayout(actions);

    connect(tree->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AudienceSelection::updateActions);
    connect(tree->model(), &QAbstractItemModel::modelReset, this, &AudienceSelection::updateActions);
    updateActions();
}

QToolButton *AudienceSelection::makeActionButton(QAction *action, const QString &objectName)
{
    auto *button = new QToolButton(this);
    button->setObjectName(objectName);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setFocusPolicy(Qt::StrongFocus);
    return button;
}

void AudienceSelection::addAudience(const QModelIndex &index, Models::AudienceKeys &keys) const
{
    Models::AudienceKey key{index.data(Models::PageIdRole).toString(), index.data(Models::IdRole).toString(),
                            index.siblingAtColumn(AudienceTreeModel::NameColumn).data(Qt::DisplayRole).toString()};
    if (key.label.isEmpty())
        key.label = key.audienceId;
    if (!key.audienceId.isEmpty() && !keys.contains(key))
        keys.append(key);
}

Models::AudienceKeys AudienceSelection::selectedAudiences() const
{
    Models::AudienceKeys keys;
    const QAbstractItemModel *model = m_tree->model();
    QModelIndexList rows = m_tree->selectionModel()->selectedRows(AudienceTreeModel::NameColumn);
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) {
        const int pa = a.parent().isValid() ? a.parent().row() : a.row();
        const int pb = b.parent().isValid() ? b.parent().row() : b.row();
        return pa != pb ? pa < pb : (a.parent().isValid() ? a.row() : -1) < (b.parent().isValid() ? b.row() : -1);
    });
    for (const QModelIndex &row : std::as_const(rows)) {
        if (row.data(Models::NodeKindRole).toInt() == int(AudienceTreeModel::NodeKind::Page)) {
            for (int i = 0; i < model->rowCount(row); ++i)
                addAudience(model->index(i, AudienceTreeModel::NameColumn, row), keys);
        } else {
            addAudience(row, keys);
        }
    }
    return keys;
}

void AudienceSelection::selectAllOfPage()
{
    QModelIndex current = m_tree->currentIndex().siblingAtColumn(AudienceTreeModel::NameColumn);
    if (!current.isValid())
        return;
    const QModelIndex page = current.parent().isValid() ? current.parent() : current;
    const QAbstractItemModel *model = m_tree->model();
    const int count = model->rowCount(page);
    if (count == 0)
        return;
    const QItemSelection selection(model->index(0, 0, page), model->index(count - 1, model->columnCount(page) - 1, page));
    m_tree->expand(page);
    m_tree->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void AudienceSelection::updateActions()
{
    const int count = int(selectedAudiences().size());
    m_askAgent->setEnabled(count > 0);
    m_publish->setEnabled(count > 0);
    m_allOfPage->setEnabled(m_tree->currentIndex().isValid());
    m_askAgent->setText(count > 1 ? tr("Ask the Agent (%1)…").arg(count) : tr("Ask the Agent…"));
    m_publish->setText(count > 1 ? tr("Publish %1 Selected…").arg(count) : tr("Publish Selected…"));
}

} // namespace Audience::Ui
