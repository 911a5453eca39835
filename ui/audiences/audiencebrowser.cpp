#include "ui/audiences/audiencebrowser.h"

#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/seenaudiences.h"
#include "models/pages/pagelistmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/review/audiencestatus.h"
#include "models/shell/connection.h"
#include "models/common/modelroles.h"
#include "ui/audiences/audiencearchiveflow.h"
#include "ui/audiences/audienceselection.h"
#include "ui/audiences/audiencedetailview.h"
#include "ui/audiences/audienceitemdelegate.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/common/columnmenu.h"
#include "ui/common/liststatewidget.h"
#include "ui/common/notificationbar.h"
#include "ui/common/statusdelegate.h"

#include <QAction>
#include <QFontMetrics>
#include <QCheckBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTreeView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace Audience::Ui {

using Models::AudienceSearchModel;
using Models::AudienceTreeModel;

AudienceBrowser::AudienceBrowser(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
{
    setObjectName(QStringLiteral("audienceBrowser"));
    makeModels(connection);
    makeSearchBar();
    makeTree();
    // Several audiences at once: extended selection, Ask the Agent…, Publish Selected….
    // Made before the workspace, so Tab reaches its buttons under the list before the workspace.
    m_selection = new AudienceSelection(connection, m_tree, this);
    connect(m_selection, &AudienceSelection::openAudienceRequested, this, &AudienceBrowser::openItem);
    makeWorkspace(connection);

    // The tree gets the width its names need, the workspace (where the work happens) the rest.
    setUpListAndDetail(m_tree, m_workspace, {m_search, m_onlyDrafts}, {m_summary, m_selection}, {1, 3, true}, m_bar);
    listState()->setLoadingText(tr("Searching audiences…"));
    followListModel(m_model, tr("Could not search audiences"), m_treeModel);
    connect(listState(), &ListStateWidget::emptyActionTriggered, this, [this] {
        if (m_onlyDrafts->isChecked())
            m_onlyDrafts->setChecked(false);
        else
            m_search->clear();
    });

    connect(connection, &Models::Connection::connectedChanged, this, &AudienceBrowser::onConnectedChanged);
    // Built on first use (ui/mainwindow.h): the connection may already work.
    if (connection->isConnected())
        onConnectedChanged(true);
    else
        updateListTexts();
}

void AudienceBrowser::makeModels(Models::Connection *connection)
{
    m_model = new AudienceSearchModel(nullptr, this);
    m_model->setDebounceMs(searchDebounceMs);
    m_model->setPageSize(AudienceSearchModel::DefaultLimit);
    m_model->setKnownAudiences(connection->knownAudiences());
    m_model->setAudienceActions(connection->audienceActions());
    connection->seenAudiences()->watch(m_model);
    m_treeModel = new AudienceTreeModel(m_model, this);
    // The status column reads what the profile's store knows, and follows it.
    m_treeModel->setStatusSources(connection->knownAudiences(), connection->versionFollower());
}

void AudienceBrowser::makeSearchBar()
{
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("audienceSearchEdit"));
    m_search->setPlaceholderText(tr("Search audiences by name or page name (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search audiences"));
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (this->connection()->isConnected())
            m_model->setQuery(text.trimmed());
    });
    m_onlyDrafts = new QCheckBox(tr("Only drafts waiting"), this);
    m_onlyDrafts->setObjectName(QStringLiteral("audienceOnlyDrafts"));
    m_onlyDrafts->setToolTip(tr("Show only the audiences with a draft waiting to be published, as far as this console has seen"));
    connect(m_onlyDrafts, &QCheckBox::toggled, this, [this](bool only) {
        m_treeModel->setOnlyDraftsWaiting(only);
        updateListTexts();
    });
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("audienceSummary"));
    m_summary->setEnabled(false);
    m_summary->setWordWrap(true);
}

// As wide as the longest status in this language ("✎ Entwurf v88 wartet"), bold as drawn: never
// "Entwurf v4 wa…". From samples, not from the rows (measuring every row as rows arrive is slow).
int AudienceBrowser::statusColumnWidth() const
{
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int widest = 0;
    for (const auto kind : {Models::AudienceStatus::Kind::Live, Models::AudienceStatus::Kind::DraftWaiting,
                            Models::AudienceStatus::Kind::Processing, Models::AudienceStatus::Kind::Archived}) {
        Models::AudienceStatus sample;
        sample.kind = kind;
        sample.versionNumber = 88;
        widest = std::max(widest, metrics.horizontalAdvance(sample.label()));
    }
    return widest + 24; // the cell's padding and the status delegate's margins
}

void AudienceBrowser::makeTree()
{
    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("audienceTree"));
    m_tree->setAccessibleName(tr("Audiences by page"));
    m_tree->setModel(m_treeModel);
    m_tree->setItemDelegate(new AudienceItemDelegate(m_tree));
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setUniformRowHeights(true);
    m_tree->setStyleSheet(QStringLiteral("QTreeView#audienceTree::item { padding: 3px 0px; }"));
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(AudienceTreeModel::NameColumn, QHeaderView::Stretch);
    // Names get the room: the ID column (not ResizeToContents, which would measure every row as
    // rows arrive) is narrow and hidden until shown from the header's menu; the ID is in the
    // name's tooltip and in the details. Its width, once set by hand, is remembered.
    m_tree->header()->setSectionResizeMode(AudienceTreeModel::IdColumn, QHeaderView::Interactive);
    m_tree->header()->setSectionResizeMode(AudienceTreeModel::StatusColumn, QHeaderView::Interactive);
    m_tree->header()->resizeSection(AudienceTreeModel::StatusColumn, statusColumnWidth());
    m_tree->setItemDelegateForColumn(AudienceTreeModel::StatusColumn, new StatusDelegate(m_tree));
    ColumnMenu::install(m_tree->header(), AudienceTreeModel::IdColumn);
    m_tree->installEventFilter(this);
    connect(m_treeModel, &QAbstractItemModel::rowsInserted, this, &AudienceBrowser::onResultsChanged);
    connect(m_treeModel, &QAbstractItemModel::modelReset, this, &AudienceBrowser::onResultsChanged);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &AudienceBrowser::onCurrentChanged);
}

// The workspace of the current audience, and archiving from its details (with Undo).
void AudienceBrowser::makeWorkspace(Models::Connection *connection)
{
    m_bar = new NotificationBar(this);
    m_workspace = new AudienceWorkspaceView(connection, this);
    m_detail = m_workspace->detail();
    m_flow = new AudienceArchiveFlow(connection, m_bar, this);
    connect(m_detail, &AudienceDetailView::archiveRequested, m_flow, &AudienceArchiveFlow::askToArchive);
    connect(m_detail, &AudienceDetailView::restoreRequested, m_flow, &AudienceArchiveFlow::restore);
    connect(m_workspace, &AudienceWorkspaceView::openPageRequested, this,
            [this](const QString &pageId) { emit navigationRequested(Models::PlaceId::pages, pageId); });

    // Ctrl+Z takes back the last archive while its notification offers to.
    auto *undo = new QAction(tr("Undo"), this);
    undo->setShortcut(QKeySequence::Undo);
    undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(undo, &QAction::triggered, m_bar, &NotificationBar::triggerAction);
    addAction(undo);
    makeWorkspaceShortcuts();
}

// The main flow by keyboard: Enter on an audience (or Ctrl+M anywhere in the place) goes to the
// message box, Ctrl+Enter sends (the composer's own key), Ctrl+Shift+P asks to publish. Actions of
// the place, so Help → Keyboard Shortcuts lists them under its name.
void AudienceBrowser::makeWorkspaceShortcuts()
{
    auto *write = new QAction(tr("Write to the Editing Agent"), this);
    write->setObjectName(QStringLiteral("focusComposerAction"));
    write->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    write->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(write, &QAction::triggered, m_workspace, &AudienceWorkspaceView::focusComposer);
    addAction(write);
    auto *publish = new QAction(tr("Publish the Chosen Version…"), this);
    publish->setObjectName(QStringLiteral("publishAction"));
    publish->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    publish->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(publish, &QAction::triggered, m_workspace, &AudienceWorkspaceView::publishChosenVersion);
    addAction(publish);
    // Enter (or a double click) on an audience opens it for work: the focus goes to its composer.
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const auto kind = AudienceTreeModel::NodeKind(index.siblingAtColumn(0).data(Models::NodeKindRole).toInt());
        if (kind != AudienceTreeModel::NodeKind::Page)
            m_workspace->focusComposer();
    });
}

void AudienceBrowser::onConnectedChanged(bool connected)
{
    m_model->setClient(connected ? this->connection()->client() : nullptr);
    m_currentId.clear();
    m_workspace->clear();
    m_bar->dismiss();
    if (connected)
        loadSoon();
    else
        disconnect(m_waitForPages);
}

AudienceBrowser::~AudienceBrowser()
{
    // Children die after this destructor; what they emit on the way out must not reach us.
    disconnect(m_treeModel, nullptr, this, nullptr);
    disconnect(m_model, nullptr, this, nullptr);
    disconnect(m_tree->selectionModel(), nullptr, this, nullptr);
}

void AudienceBrowser::loadSoon()
{
    // Every audience (up to the limit), so the quick search and openItem() know them too; but the
    // first rows of pages come first when the window opens on them.
    disconnect(m_waitForPages);
    m_initialLoadPending = true;
    if (isVisible() || this->connection()->pages()->state() != Models::LoadState::Loading) {
        loadNow();
        return;
    }
    m_waitForPages = connect(this->connection()->pages(), &Models::PageListModel::stateChanged, this, [this](Models::LoadState state) {
        if (state == Models::LoadState::Loading)
            return;
        disconnect(m_waitForPages);
        // A moment later, so the pages' first frame is drawn before this answer is read.
        QTimer::singleShot(firstSearchDelayMs, this, &AudienceBrowser::loadNow);
    });
}

void AudienceBrowser::loadNow()
{
    disconnect(m_waitForPages);
    if (!m_initialLoadPending || !this->connection()->isConnected())
        return;
    m_initialLoadPending = false;
    m_model->reload();
}

void AudienceBrowser::showEvent(QShowEvent *event)
{
    Place::showEvent(event);
    if (m_expandPending)
        layOutResults();
    if (m_initialLoadPending)
        loadNow();
}

QString AudienceBrowser::title() const
{
    return displayTitle();
}

QString AudienceBrowser::displayTitle()
{
    return tr("Audiences");
}

void AudienceBrowser::reload()
{
    if (this->connection()->isConnected()) {
        m_initialLoadPending = false;
        disconnect(m_waitForPages);
        m_model->refresh(); // the rows stay until the answer replaces them
    }
}

void AudienceBrowser::openItem(const QString &audienceId)
{
    if (audienceId.isEmpty()) {
        m_currentId.clear();
        m_tree->setCurrentIndex({});
        m_workspace->clear();
        return;
    }
    m_currentId = audienceId;
    if (selectAudience(audienceId))
        return;
    // Not among the results: show what is known, and search for it by name so it appears in the tree.
    if (const auto seen = this->connection()->seenAudiences()->find(audienceId)) {
        m_workspace->setAudience(*seen);
        if (!seen->effectiveName.value().isEmpty() && this->connection()->isConnected())
            m_search->setText(seen->effectiveName.value());
        return;
    }
    Net::AudienceSearchItem item;
    item.audienceId = audienceId;
    m_workspace->setAudience(item);
}

QString AudienceBrowser::currentItem() const
{
    return m_currentId;
}

void AudienceBrowser::focusOpenedItem()
{
    m_workspace->focusComposer();
}

void AudienceBrowser::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

bool AudienceBrowser::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (watched == m_search && key->key() == Qt::Key_Down) {
            m_tree->setFocus();
            if (!m_tree->currentIndex().isValid() && m_treeModel->rowCount() > 0)
                m_tree->setCurrentIndex(m_treeModel->index(0, 0));
            return true;
        }
        if (watched == m_search && key->key() == Qt::Key_Escape && !m_search->text().isEmpty()) {
            m_search->clear();
            return true;
        }
        if (watched == m_tree && key->key() == Qt::Key_Delete) {
            archiveCurrent();
            return true;
        }
    }
    return Place::eventFilter(watched, event);
}

void AudienceBrowser::onCurrentChanged(const QModelIndex &current)
{
    if (!current.isValid())
        return;
    const QModelIndex first = current.siblingAtColumn(0);
    const auto kind = AudienceTreeModel::NodeKind(first.data(Models::NodeKindRole).toInt());
    // Analytics opened without a page starts at this one.
    connection()->setLastOpenedPageId(first.data(Models::PageIdRole).toString());
    if (kind == AudienceTreeModel::NodeKind::Page) {
        m_workspace->setPageGroup(first.data(Models::PageIdRole).toString(), first.data(Models::PageNameRole).toString(),
                               first.data(Models::CountRole).toInt());
        return;
    }
    const auto item = first.data(Models::ObjectRole).value<Net::AudienceSearchItem>();
    m_workspace->setAudience(item);
    if (m_currentId != item.audienceId.value()) {
        m_currentId = item.audienceId.value();
        emit currentItemChanged(m_currentId);
    }
}

void AudienceBrowser::onResultsChanged()
{
    // Every page group open; laid out when it can be seen, not for a search answered in the background.
    if (isVisible()) {
        layOutResults();
    } else {
        m_expandPending = true;
    }
    if (!m_currentId.isEmpty() && !m_tree->currentIndex().isValid())
        selectAudience(m_currentId);
    updateListTexts();
}

void AudienceBrowser::layOutResults()
{
    m_expandPending = false;
    m_tree->expandAll();
}

void AudienceBrowser::saveExtraState(QSettings &settings) const
{
    settings.setValue(QStringLiteral("columns"), m_tree->header()->saveState());
}

void AudienceBrowser::restoreExtraState(QSettings &settings)
{
    m_tree->header()->restoreState(settings.value(QStringLiteral("columns")).toByteArray());
}

bool AudienceBrowser::selectAudience(const QString &audienceId)
{
    const QModelIndex index = m_treeModel->indexOfAudience(audienceId);
    if (!index.isValid())
        return false;
    m_tree->expand(index.parent());
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    return true;
}

void AudienceBrowser::archiveCurrent()
{
    const auto item = m_detail->item();
    if (item && m_detail->archiveButton()->isEnabled())
        m_flow->askToArchive(*item);
}

void AudienceBrowser::updateListTexts()
{
    const QLocale locale;
    if (showNotConnected()) {
        m_summary->clear();
        return;
    }
    if (m_onlyDrafts->isChecked())
        listState()->setEmptyText(tr("No draft waiting"),
                                  tr("As far as this console has seen, no audience here has a draft waiting to be published."),
                                  tr("Show all audiences"));
    else if (m_model->query().isEmpty())
        listState()->setEmptyText(tr("No audiences yet"), tr("None of the pages has an audience."));
    else
        listState()->setEmptyText(tr("No audience matches “%1”").arg(m_model->query()),
                              tr("The search looks at audience names and page names."),
                              tr("Clear search"));
    const int audiences = m_model->rowCount();
    const int pages = m_treeModel->rowCount();
    if (audiences == 0) {
        m_summary->clear();
    } else if (m_onlyDrafts->isChecked()) {
        int waiting = 0;
        for (int page = 0; page < pages; ++page)
            waiting += m_treeModel->rowCount(m_treeModel->index(page, 0));
        m_summary->setText(tr("%1 on %2", "drafts waiting on pages")
                               .arg(tr("%n draft(s) waiting", nullptr, waiting), tr("%n page(s)", nullptr, pages)));
    } else if (m_model->isTruncated()) {
        m_summary->setText(tr("The first %1 matches, on %2. Type more of a name to narrow the search.")
                               .arg(locale.toString(audiences), tr("%n page(s)", nullptr, pages)));
    } else {
        m_summary->setText(tr("%1 on %2", "audiences on pages")
                               .arg(tr("%n audience(s)", nullptr, audiences), tr("%n page(s)", nullptr, pages)));
    }
}

} // namespace Audience::Ui
