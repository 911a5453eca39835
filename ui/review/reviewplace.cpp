#include "ui/review/reviewplace.h"

#include "ui/common/flowlayout.h"

#include "models/audiences/knownaudiences.h"
#include "models/audiences/seenaudiences.h"
#include "models/common/modelroles.h"
#include "models/common/servicelink.h"
#include "models/pages/pagelistmodel.h"
#include "models/review/allpagesscan.h"
#include "models/review/conversationbatch.h"
#include "models/review/pagescan.h"
#include "models/review/reviewmodel.h"
#include "models/shell/connection.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"
#include "ui/common/batchrunview.h"
#include "ui/common/liststatewidget.h"
#include "ui/common/statusdelegate.h"
#include "ui/impact/impactdialog.h"
#include "ui/release/releaseflow.h"
#include "ui/release/releasescutshortview.h"
#include "ui/review/reviewdetailview.h"
#include "ui/watch/needsalookview.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace Audience::Ui {

using Models::ReviewModel;

ReviewPlace::ReviewPlace(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
{
    setObjectName(QStringLiteral("reviewPlace"));
    m_model = new ReviewModel({.service = connection->serviceLink(),
                               .known = connection->knownAudiences(),
                               .versions = connection->versionFollower(),
                               .seen = connection->seenAudiences(),
                               .pages = connection->pages(),
                               .outbox = connection->messageOutbox(),
                               .allPages = connection->allPagesScan()},
                              this);

    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("reviewTree"));
    m_tree->setAccessibleName(tr("Drafts waiting, by page"));
    m_tree->setModel(m_model);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setItemDelegateForColumn(ReviewModel::ChecksColumn, new StatusDelegate(m_tree));
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(ReviewModel::AudienceColumn, QHeaderView::Stretch);
    for (int column : {int(ReviewModel::DraftColumn), int(ReviewModel::ChangesColumn), int(ReviewModel::ChecksColumn)})
        m_tree->header()->setSectionResizeMode(column, QHeaderView::Interactive);
    // The names get what is left: the other three are as narrow as their words allow.
    // As wide as the model's longest words for a draft in this language (never "Version nicht ge…").
    const QString unseen = QCoreApplication::translate("Audience::Models::ReviewModel", "Version not seen");
    m_tree->header()->resizeSection(ReviewModel::DraftColumn, std::max(120, m_tree->fontMetrics().horizontalAdvance(unseen) + 16));
    // Never narrower than their headers in this language (German's "Änderungen" was cut).
    const auto atLeastItsHeader = [this](int column, int width) { return std::max(width, m_tree->header()->sectionSizeHint(column)); };
    m_tree->header()->resizeSection(ReviewModel::ChangesColumn, atLeastItsHeader(ReviewModel::ChangesColumn, 70));
    m_tree->header()->resizeSection(ReviewModel::ChecksColumn, atLeastItsHeader(ReviewModel::ChecksColumn, 140));
    connect(m_tree->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ReviewPlace::onSelectionChanged);
    // Every page group open: a new group (a draft that landed) opens as it appears.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &parent, int first, int last) {
        if (!parent.isValid()) {
            for (int row = first; row <= last; ++row)
                m_tree->expand(m_model->index(row, 0));
        }
        updateListTexts();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_tree->expandAll();
        updateListTexts();
    });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] { updateListTexts(); });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] { updateActions(); });

    m_detail = new ReviewDetailView(connection, m_model, this);
    connect(m_detail, &ReviewDetailView::confirmDraftRequested, this, &ReviewPlace::confirmDraft);
    connect(m_detail, &ReviewDetailView::openAudienceRequested, this,
            [this](const QString &audienceId) { emit navigationRequested(Models::PlaceId::audiences, audienceId); });

    // Reserved: a summary of releases a crash cut short goes here, over everything else.
    m_cutShortSlot = new QWidget(this);
    m_cutShortSlot->setObjectName(QStringLiteral("reviewCutShortReleases"));
    m_cutShortArea = new QVBoxLayout(m_cutShortSlot);
    m_cutShortArea->setContentsMargins(0, 0, 0, 0);
    m_cutShortSlot->hide();

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    m_summary->setWordWrap(true);
    m_summary->setEnabled(false);
    // The tree gets the width every name needs as the room allows; choosing a draft moves neither.
    setUpListAndDetail(m_tree, m_detail, {makeScanBar()}, {m_summary, makeActionBar()}, {1, 1, true, 100}, m_cutShortSlot);
    listState()->setLoadState(Models::LoadState::Complete);
    listState()->setRowModel(m_model);
    connect(listState(), &ListStateWidget::emptyActionTriggered, m_scanAll, &QPushButton::click);
    connect(connection, &Models::Connection::connectedChanged, this, [this] { updateActions(); });
    connectReleases(connection);
    addNeedsALook(connection);
    m_tree->expandAll();
    updateListTexts();
    updateActions();
    onScanStateChanged(); // a scan of all pages may run already (the demo's first start)
}

// The chosen rows go to the dialogs of "many audiences at once" (ui/release/); a release a crash
// cut short is listed over everything else until dismissed.
void ReviewPlace::connectReleases(Models::Connection *connection)
{
    m_releases = new ReleaseFlow(connection, window(), this);
    connect(this, &ReviewPlace::askAgentRequested, m_releases, &ReleaseFlow::askAgent);
    connect(this, &ReviewPlace::publishRequested, m_releases, &ReleaseFlow::publishSelected);
    connect(m_releases, &ReleaseFlow::openAudienceRequested, this,
            [this](const QString &, const QString &audienceId) { emit navigationRequested(Models::PlaceId::audiences, audienceId); });
    m_cutShortArea->addWidget(new ReleasesCutShortView(connection, m_cutShortSlot));
    m_cutShortSlot->show();
}

// The watch's alerts head the place; each opens its publish's impact card, where Undo is.
void ReviewPlace::addNeedsALook(Models::Connection *connection)
{
    m_needsALook = new NeedsALookView(connection, m_cutShortSlot);
    m_cutShortArea->insertWidget(0, m_needsALook);
    connect(m_needsALook, &NeedsALookView::openImpactRequested, this,
            [this](const QString &pageId, const Models::PublishMarker &publish) {
                ImpactDialog::open(this->connection(), pageId, publish, this);
            });
}

ReviewPlace::~ReviewPlace()
{
    disconnect(m_model, nullptr, this, nullptr);
    disconnect(m_model->scan(), nullptr, this, nullptr);
    disconnect(connection()->allPagesScan(), nullptr, this, nullptr);
    disconnect(m_tree->selectionModel(), nullptr, this, nullptr);
}

QWidget *ReviewPlace::makeScanBar()
{
    auto *bar = new QWidget(this);
    m_pages = new QComboBox(bar);
    m_pages->setObjectName(QStringLiteral("reviewScanPage"));
    m_pages->setAccessibleName(tr("Page to scan"));
    m_pages->setModel(connection()->pages());
    m_pages->setModelColumn(Models::PageListModel::NameColumn);
    m_pages->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_pages->setMinimumContentsLength(16);
    m_scan = new QPushButton(tr("Scan This Page"), bar);
    m_scan->setObjectName(QStringLiteral("reviewScanButton"));
    m_scan->setToolTip(tr("Read the conversation of each of the page’s audiences (four at a time) and list those with changes "
                          "in a version this console has not seen"));
    connect(m_scan, &QPushButton::clicked, this, [this] { scanPage(m_pages->currentData(Models::IdRole).toString()); });
    makeScanAll(bar);
    m_cancelScan = new QPushButton(tr("Cancel"), bar);
    m_cancelScan->setObjectName(QStringLiteral("reviewCancelScan"));
    m_cancelScan->setAccessibleName(tr("Cancel the scan"));
    m_cancelScan->hide();
    connect(m_cancelScan, &QPushButton::clicked, this, [this] {
        m_model->scan()->cancel();
        connection()->allPagesScan()->stop();
    });
    m_scanProgress = new QProgressBar(bar);
    m_scanProgress->setObjectName(QStringLiteral("reviewScanProgress"));
    m_scanProgress->setTextVisible(false);
    m_scanProgress->setMaximumHeight(6);
    m_scanProgress->setAccessibleName(tr("Scan progress"));
    m_scanProgress->hide();
    m_scanStatus = new QLabel(bar);
    m_scanStatus->setObjectName(QStringLiteral("reviewScanStatus"));
    m_scanStatus->setWordWrap(true);
    m_scanStatus->hide();
    connect(m_model->scan(), &Models::PageScan::stateChanged, this, &ReviewPlace::onScanStateChanged);
    connect(m_model->scan(), &Models::PageScan::progressChanged, this, &ReviewPlace::onScanStateChanged);

    // On two lines when the place is narrow (or the words long): never wider than the window.
    auto *row = new FlowLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_pages, true);
    row->addWidget(m_scan, false);
    row->addWidget(m_scanAll, false);
    row->addWidget(m_cancelScan, false);
    auto *layout = new QVBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_scanProgress);
    layout->addWidget(m_scanStatus);
    layout->addWidget(m_allPagesRun);
    return bar;
}

// Scan All Pages: its button, and its pages in a BatchRunView under the status line.
void ReviewPlace::makeScanAll(QWidget *bar)
{
    Models::AllPagesScan *all = connection()->allPagesScan();
    m_scanAll = new QPushButton(tr("Scan All Pages"), bar);
    m_scanAll->setObjectName(QStringLiteral("reviewScanAllButton"));
    m_scanAll->setAccessibleName(tr("Scan All Pages"));
    m_scanAll->setToolTip(tr("Scan every page of the workspace, four pages at a time, and list the audiences with changes in "
                             "a version this console has not seen"));
    connect(m_scanAll, &QPushButton::clicked, this, [this] {
        m_model->scan()->cancel();
        m_lastScanWasAll = true;
        connection()->allPagesScan()->scanAll();
    });
    m_allPagesRun = new BatchRunView(all, bar);
    m_allPagesRun->setObjectName(QStringLiteral("reviewAllPagesRun"));
    m_allPagesRun->setAccessibleName(tr("Pages scanned"));
    m_allPagesRun->setMaximumHeight(m_allPagesRun->fontMetrics().height() * 12);
    m_allPagesRun->hide();
    connect(all, &Models::AllPagesScan::busyChanged, this, &ReviewPlace::onScanStateChanged);
    connect(all, &Models::BatchRunner::progressChanged, this, &ReviewPlace::onScanStateChanged);
    // Started elsewhere (the demo's first start): the status line speaks of it.
    connect(all, &Models::AllPagesScan::busyChanged, this, [this](bool busy) {
        if (busy)
            m_lastScanWasAll = true;
    });
    // What the last scan found came back from the store: the status line says how old it is.
    connect(all, &Models::AllPagesScan::restored, this, [this] {
        m_lastScanWasAll = true;
        onScanStateChanged();
    });
    if (all->isBusy() || all->wasStarted() || all->lastScannedAt().isValid())
        m_lastScanWasAll = true;
}

bool ReviewPlace::isScanning() const
{
    return m_model->scan()->isRunning() || connection()->allPagesScan()->isBusy();
}

QWidget *ReviewPlace::makeActionBar()
{
    auto *bar = new QWidget(this);
    m_askAgent = new QPushButton(tr("Ask the Agent…"), bar);
    m_askAgent->setObjectName(QStringLiteral("reviewAskAgent"));
    m_askAgent->setToolTip(tr("Send one instruction to the editing agent of every chosen audience"));
    connect(m_askAgent, &QPushButton::clicked, this, [this] {
        if (const Models::AudienceKeys keys = selectedKeys(); !keys.isEmpty())
            emit askAgentRequested(keys);
    });
    m_publish = new QPushButton(tr("Publish Selected…"), bar);
    m_publish->setObjectName(QStringLiteral("reviewPublishSelected"));
    connect(m_publish, &QPushButton::clicked, this, [this] {
        if (const Models::AudienceKeys keys = selectedPublishableKeys(); !keys.isEmpty())
            emit publishRequested(keys);
    });
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_askAgent);
    layout->addWidget(m_publish);
    layout->addStretch(1);
    return bar;
}

QString ReviewPlace::title() const
{
    return displayTitle();
}

QString ReviewPlace::displayTitle()
{
    return tr("Review");
}

void ReviewPlace::reload()
{
    m_model->refresh();
}

void ReviewPlace::openItem(const QString &item)
{
    if (item.startsWith(QLatin1String("page_"))) {
        const int row = m_pages->findData(item, Models::IdRole);
        if (row >= 0)
            m_pages->setCurrentIndex(row);
        return;
    }
    selectAudiences(item.isEmpty() ? QStringList() : QStringList{item});
}

QString ReviewPlace::currentItem() const
{
    return m_currentId;
}

void ReviewPlace::focusSearch()
{
    m_tree->setFocus(Qt::ShortcutFocusReason);
}

Models::AudienceKeys ReviewPlace::selectedKeys() const
{
    return m_model->keysOf(m_tree->selectionModel()->selectedRows());
}

Models::AudienceKeys ReviewPlace::selectedPublishableKeys() const
{
    Models::AudienceKeys keys;
    for (const Models::AudienceKey &key : selectedKeys()) {
        const ReviewModel::Row *row = m_model->find(key.audienceId);
        if (row && row->kind == ReviewModel::RowKind::Draft)
            keys.append(key);
    }
    return keys;
}

void ReviewPlace::selectAudiences(const QStringList &audienceIds)
{
    QItemSelection selection;
    QModelIndex first;
    for (const QString &audienceId : audienceIds) {
        const QModelIndex index = m_model->indexOf(audienceId);
        if (!index.isValid())
            continue;
        if (!first.isValid())
            first = index;
        selection.select(index, index.siblingAtColumn(ReviewModel::ColumnCount - 1));
    }
    m_tree->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (first.isValid()) {
        m_tree->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
        m_tree->scrollTo(first);
    }
}

void ReviewPlace::scanPage(const QString &pageId)
{
    if (pageId.isEmpty())
        return;
    const int row = m_pages->findData(pageId, Models::IdRole);
    if (row >= 0)
        m_pages->setCurrentIndex(row);
    const QString pageName = row >= 0 ? m_pages->itemText(row) : QString();
    if (connection()->allPagesScan()->isBusy())
        return; // every page is being scanned already
    m_lastScanWasAll = false;
    m_model->scan()->scan(pageId, pageName);
}

void ReviewPlace::onSelectionChanged()
{
    const Models::AudienceKeys keys = selectedKeys();
    if (keys.size() == 1) {
        m_detail->showAudience(keys.first().audienceId);
    } else if (keys.isEmpty()) {
        m_detail->showAudience({});
    } else {
        m_detail->showSelectionOf(int(keys.size()));
    }
    const QString current = keys.size() == 1 ? keys.first().audienceId : QString();
    if (current != m_currentId) {
        m_currentId = current;
        emit currentItemChanged(m_currentId);
    }
    updateActions();
}

void ReviewPlace::onScanStateChanged()
{
    const bool running = isScanning();
    m_cancelScan->setVisible(running);
    m_scanProgress->setVisible(running);
    const Models::AllPagesScan *all = connection()->allPagesScan();
    if (m_lastScanWasAll) {
        m_scanProgress->setRange(0, all->itemCount()); // 0 while the list of pages is read: busy
        m_scanProgress->setValue(all->settledCount());
        m_scanStatus->setText(all->summaryText());
    } else {
        const Models::PageScan *scan = m_model->scan();
        m_scanProgress->setRange(0, scan->state() == Models::PageScan::State::Listing ? 0 : qMax(1, scan->audienceCount()));
        m_scanProgress->setValue(scan->readCount());
        m_scanStatus->setText(scan->progressText());
    }
    m_scanStatus->setVisible(!m_scanStatus->text().isEmpty());
    // The pages while they are scanned, and after, while one failed (its row has Retry).
    m_allPagesRun->setVisible(m_lastScanWasAll && (all->isBusy() || all->count(Models::BatchRunner::Stage::Failed) > 0));
    updateListTexts();
    updateActions();
}

void ReviewPlace::updateActions()
{
    const bool connected = connection()->isConnected();
    const Models::AudienceKeys keys = selectedKeys();
    const int publishable = int(selectedPublishableKeys().size());
    m_askAgent->setEnabled(connected && !keys.isEmpty());
    m_publish->setEnabled(connected && publishable > 0);
    m_publish->setToolTip(publishable < keys.size()
                              ? tr("Publishes the chosen drafts whose version this console knows; an audience whose version "
                                   "it has not seen is left out until the agent confirms its draft")
                              : tr("Publish the chosen drafts as one release, after a confirmation"));
    m_scan->setEnabled(connected && !isScanning() && m_pages->count() > 0);
    m_scanAll->setEnabled(connected && !isScanning());
}

void ReviewPlace::confirmDraft(const QString &audienceId)
{
    if (m_model->askToConfirmDraft(audienceId).isEmpty())
        m_scanStatus->setText(tr("Could not send the request to the agent: not connected."));
    else
        m_scanStatus->setText(tr("Asked the agent to confirm the draft. It appears here once the agent has made it."));
    m_scanStatus->show();
}

void ReviewPlace::updateListTexts()
{
    if (showNotConnected()) {
        m_summary->clear();
        return;
    }
    listState()->setEmptyText(tr("No draft waiting"),
                              tr("As far as this console has seen, no audience has a draft waiting. Drafts made elsewhere "
                                 "show up when you scan their page, or all pages."),
                              tr("Scan All Pages"));
    const int drafts = m_model->draftCount();
    const int unseen = m_model->unseenCount();
    QString text = drafts > 0 ? tr("%n draft(s) waiting", nullptr, drafts) : QString();
    if (unseen > 0)
        text += (text.isEmpty() ? QString() : QStringLiteral("; ")) + tr("%n with a version not seen", nullptr, unseen);
    m_summary->setText(text);
}

void ReviewPlace::saveExtraState(QSettings &settings) const
{
    settings.setValue(QStringLiteral("columns"), m_tree->header()->saveState());
}

void ReviewPlace::restoreExtraState(QSettings &settings)
{
    m_tree->header()->restoreState(settings.value(QStringLiteral("columns")).toByteArray());
}

} // namespace Audience::Ui
