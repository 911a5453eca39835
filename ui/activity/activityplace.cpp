#include "ui/activity/activityplace.h"

#include "models/activity/journalactions.h"

#include "models/activity/journalexporter.h"
#include "models/activity/journallistmodel.h"
#include "models/analytics/publishmarkers.h"
#include "models/release/releaselog.h"
#include "models/store/profiledatabase.h"
#include "models/shell/connection.h"
#include "models/store/writejournal.h"
#include "ui/activity/activitydetailview.h"
#include "ui/activity/activityfilterbar.h"
#include "ui/activity/forgetentriesdialog.h"
#include "ui/impact/impactdialog.h"
#include "ui/workspace/undodialog.h"
#include "ui/common/liststatewidget.h"
#include "ui/common/rowtable.h"
#include "ui/common/statusdelegate.h"
#include "ui/release/releasescutshortview.h"
#include "ui/release/releaseundodialog.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QToolButton>

namespace Audience::Ui {

using Models::JournalExport;
using Models::JournalListModel;

namespace {

const QString exportFolderKey = QStringLiteral("activity/exportFolder");

} // namespace

void ActivityPlace::connectJournalActions(Models::JournalActions *actions)
{
    // The model acts; the place says what became of it, under the list.
    const auto refused = [this] {
        showStatus(tr("Nothing was done: not connected, or this entry is no longer waiting for a decision."));
    };
    connect(this, &ActivityPlace::retryRequested, actions, [actions, refused](qint64 id) {
        if (!actions->retry(id))
            refused();
    });
    connect(this, &ActivityPlace::checkRequested, actions, [actions, refused](qint64 id) {
        if (!actions->check(id))
            refused();
    });
    connect(this, &ActivityPlace::discardRequested, actions, [actions, refused](qint64 id) {
        if (!actions->discard(id))
            refused();
    });
    connect(actions, &Models::JournalActions::finished, this, [this](qint64, bool, const QString &outcome) { showStatus(outcome); });
}

void ActivityPlace::showStatus(const QString &text)
{
    m_status->setText(text);
    m_status->setVisible(true);
}

// The release whose member published under this entry's key, from the release log.
void ActivityPlace::undoRelease(const Models::JournalEntry &entry)
{
    Models::ProfileDatabase *store = connection()->store();
    if (!store)
        return;
    for (const Models::ReleaseLog::Release &release : Models::ReleaseLog(*store).releases()) {
        for (const Models::ReleaseLog::Member &member : release.members) {
            if (member.operationKey == entry.idempotencyKey) {
                ReleaseUndoDialog::open(connection(), release, this);
                return;
            }
        }
    }
    m_status->setText(tr("This publish's release is no longer in the release log (the newest %n are kept).", nullptr,
                         Models::ReleaseLog::keptReleases));
    m_status->setVisible(true);
}

ActivityPlace::ActivityPlace(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
{
    setObjectName(QStringLiteral("activityPlace"));
    m_model = new JournalListModel(this);
    m_exporter = new Models::JournalExporter(this);
    connect(m_exporter, &Models::JournalExporter::finished, this, &ActivityPlace::onExported);

    // Made before the table, so Tab goes from the filters to the rows (the focus chain follows
    // the order widgets are made in).
    m_filters = new ActivityFilterBar(this);
    connect(m_filters, &ActivityFilterBar::filterChanged, m_model, &JournalListModel::setFilter);
    QWidget *top = makeActions();
    setUpTable();

    m_detail = new ActivityDetailView(this);
    // Audiences and pages by name where the console knows them; the IDs in the tooltips.
    const Models::KnownNames names(connection->seenAudiences(), connection->knownAudiences(), connection->pages());
    m_model->setNames(names);
    m_detail->setNames(names);
    connect(m_detail, &ActivityDetailView::openRequested, this, &Place::navigationRequested);
    connect(m_detail, &ActivityDetailView::retryRequested, this, &ActivityPlace::retryRequested);
    connect(m_detail, &ActivityDetailView::checkRequested, this, &ActivityPlace::checkRequested);
    connect(m_detail, &ActivityDetailView::discardRequested, this, &ActivityPlace::discardRequested);
    connect(m_detail, &ActivityDetailView::impactRequested, this, [this](const Models::JournalEntry &entry) {
        if (const auto publish = Models::publishOf(entry, this->connection()->versionFollower()))
            ImpactDialog::open(this->connection(), entry.note.pageId, *publish, this);
    });
    connect(m_detail, &ActivityDetailView::undoRequested, this, [this](const Models::JournalEntry &entry) {
        if (const auto publish = Models::publishOf(entry, this->connection()->versionFollower()))
            UndoDialog::open(this->connection(), entry.note.pageId, entry.note.audienceId, publish->versionId, entry.note.targetLabel, this);
    });
    connect(m_detail, &ActivityDetailView::undoReleaseRequested, this, &ActivityPlace::undoRelease);
    connectJournalActions(connection->journalActions());

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("activitySummary"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("activityStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setVisible(false);

    // A release a crash cut short: what was published and what was not, until dismissed.
    setUpListAndDetail(m_table, m_detail, {top}, {m_summary, m_status}, {5, 3}, new ReleasesCutShortView(connection, this));
    listState()->setRowModel(m_model);
    connect(listState(), &ListStateWidget::retryRequested, m_model, &JournalListModel::reload);
    connect(listState(), &ListStateWidget::emptyActionTriggered, m_filters, &ActivityFilterBar::clear);
    connect(m_model, &JournalListModel::stateChanged, this, [this](Models::LoadState state) {
        listState()->setErrorMessage(tr("Could not read the activity"), m_model->errorMessage());
        listState()->setLoadState(state);
        updateListTexts();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ActivityPlace::updateSummary);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ActivityPlace::updateSummary);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ActivityPlace::updateSummary);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_currentId == 0 || !selectEntry(m_currentId))
            m_detail->clear();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        const int row = m_table->currentIndex().row();
        if (row >= from.row() && row <= to.row())
            showCurrentEntry();
    });
    connect(connection, &Models::Connection::journalChanged, this, [this] {
        if (!m_journalSetHere)
            m_model->setJournal(this->connection()->journal());
        updateListTexts();
        updateActions();
    });
    m_model->setJournal(connection->journal());
    listState()->setLoadState(m_model->state());
    updateListTexts();
    updateSummary();
    updateActions();
}

ActivityPlace::~ActivityPlace()
{
    disconnect(m_table->selectionModel(), nullptr, this, nullptr);
    disconnect(m_model, nullptr, this, nullptr);
}

QString ActivityPlace::displayTitle()
{
    return tr("Activity");
}

QWidget *ActivityPlace::makeActions()
{
    // Place-wide keys, wherever the focus is in the place; Help → Keyboard Shortcuts lists them.
    m_exportCsv = new QAction(tr("Export as &CSV…"), this);
    m_exportCsv->setObjectName(QStringLiteral("activityExportCsvAction"));
    m_exportCsv->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportCsv->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_exportCsv, &QAction::triggered, this, [this] { askWhereToExport(JournalExport::Format::Csv); });
    addAction(m_exportCsv);
    m_exportJsonLines = new QAction(tr("Export as &JSON Lines…"), this);
    m_exportJsonLines->setObjectName(QStringLiteral("activityExportJsonLinesAction"));
    m_exportJsonLines->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_exportJsonLines->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_exportJsonLines, &QAction::triggered, this, [this] { askWhereToExport(JournalExport::Format::JsonLines); });
    addAction(m_exportJsonLines);
    m_forget = new QAction(tr("&Forget Entries Older Than…"), this);
    m_forget->setObjectName(QStringLiteral("activityForgetAction"));
    connect(m_forget, &QAction::triggered, this, &ActivityPlace::askWhatToForget);
    addAction(m_forget);

    auto *menu = new QMenu(this);
    menu->addAction(m_exportCsv);
    menu->addAction(m_exportJsonLines);
    menu->addSeparator();
    menu->addAction(m_forget);
    m_actionsButton = new ReachableMenuButton(this);
    m_actionsButton->setObjectName(QStringLiteral("activityActionsButton"));
    m_actionsButton->setText(tr("&Actions"));
    m_actionsButton->setAccessibleName(tr("Activity actions"));
    m_actionsButton->setToolTip(tr("Export the entries the filters keep, or forget old entries"));
    m_actionsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_actionsButton->setMenu(menu);

    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filters, 1);
    layout->addWidget(m_actionsButton, 0, Qt::AlignTop);
    return row;
}

void ActivityPlace::setUpTable()
{
    m_table = makeRowTable(QStringLiteral("activityTable"), tr("Activity"), m_model, this);
    // The outcome in its colour as well as its symbol and word (never the colour alone).
    m_table->setItemDelegateForColumn(JournalListModel::OutcomeColumn, new StatusDelegate(m_table));
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    // "What" takes the room left. The others have set widths, not widths from their contents:
    // measuring the contents reads every loaded row again each time a page goes in.
    header->setSectionResizeMode(JournalListModel::WhatColumn, QHeaderView::Stretch);
    header->resizeSection(JournalListModel::WhenColumn, 125);
    header->resizeSection(JournalListModel::WhereColumn, 190);
    header->resizeSection(JournalListModel::OutcomeColumn, 135);
    header->resizeSection(JournalListModel::KeyColumn, 110);
    // Rows of one line: uniform heights let the view lay out 100 000 rows without measuring them.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ActivityPlace::onCurrentRowChanged);
}

void ActivityPlace::setJournal(Models::WriteJournal *journal)
{
    m_journalSetHere = true;
    m_model->setJournal(journal);
    updateListTexts();
    updateActions();
}

Models::WriteJournal *ActivityPlace::journal() const
{
    return m_model->journal();
}

void ActivityPlace::reload()
{
    m_model->reload();
}

void ActivityPlace::openItem(const QString &item)
{
    if (item == notConfirmedItem) {
        Models::JournalFilter filter;
        filter.outcome = Models::ActivityOutcome::NotConfirmed;
        m_filters->setFilter(filter);
        return;
    }
    bool ok = false;
    const qint64 id = item.toLongLong(&ok);
    m_currentId = ok ? id : 0;
    if (m_currentId == 0) {
        m_table->setCurrentIndex({});
        m_detail->clear();
        return;
    }
    selectEntry(m_currentId);
}

QString ActivityPlace::currentItem() const
{
    return m_currentId > 0 ? QString::number(m_currentId) : QString();
}

void ActivityPlace::focusSearch()
{
    m_filters->searchEdit()->setFocus(Qt::ShortcutFocusReason);
    m_filters->searchEdit()->selectAll();
}

bool ActivityPlace::selectEntry(qint64 id)
{
    // Pages are read newest first: read on until the entry's page is in (or the journal ends).
    int row = m_model->rowOf(id);
    while (row < 0 && m_model->rowCount() > 0 && m_model->entryAt(m_model->rowCount() - 1)->id > id && m_model->readNextPage())
        row = m_model->rowOf(id);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, 0);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

void ActivityPlace::onCurrentRowChanged(const QModelIndex &current)
{
    if (!current.isValid())
        return;
    showCurrentEntry();
    const qint64 id = current.data(Models::IdRole).toLongLong();
    if (id != m_currentId) {
        m_currentId = id;
        emit currentItemChanged(QString::number(id));
    }
}

void ActivityPlace::showCurrentEntry()
{
    const std::optional<Models::JournalEntry> entry = m_model->entryAt(m_table->currentIndex().row());
    if (entry && m_model->journal())
        m_detail->setEntry(*entry, m_model->journal()->liveRuns());
    else
        m_detail->clear();
}

void ActivityPlace::updateListTexts()
{
    if (!m_model->journal()) {
        listState()->setEmptyText(tr("No journal yet"), tr("The profile's store opens once connected."));
    } else if (!m_model->filter().isEmpty()) {
        listState()->setEmptyText(tr("No entry matches"), tr("No write in the journal is kept by these filters."),
                                  tr("Clear filters"));
    } else {
        listState()->setEmptyText(tr("No writes yet"),
                                  tr("Every change the console sends to the service (a message, a publish, an archive, "
                                     "an edit…) is listed here with its outcome, before it is sent."));
    }
}

void ActivityPlace::updateSummary()
{
    const int rows = m_model->rowCount();
    if (!m_model->journal() || rows == 0)
        m_summary->clear();
    else if (m_model->canFetchMore({}))
        m_summary->setText(tr("%n entries shown, older ones as you scroll", nullptr, rows));
    else
        m_summary->setText(tr("%n entries", nullptr, rows));
}

void ActivityPlace::updateActions()
{
    const bool journal = m_model->journal() != nullptr;
    const bool idle = !m_exporter->isRunning();
    m_exportCsv->setEnabled(journal && idle);
    m_exportJsonLines->setEnabled(journal && idle);
    m_forget->setEnabled(journal);
}

void ActivityPlace::askWhereToExport(JournalExport::Format format)
{
    if (!m_model->journal() || m_exporter->isRunning())
        return;
    const bool csv = format == JournalExport::Format::Csv;
    const QString folder = QSettings()
                               .value(exportFolderKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                               .toString();
    const QString name = QStringLiteral("activity-%1.%2")
                             .arg(QDate::currentDate().toString(Qt::ISODate), csv ? QStringLiteral("csv") : QStringLiteral("jsonl"));
    // Not the static getSaveFileName(): no nested event loop in the console.
    auto *dialog = new QFileDialog(this, csv ? tr("Export the activity as CSV") : tr("Export the activity as JSON Lines"),
                                   QDir(folder).filePath(name),
                                   csv ? tr("CSV files (*.csv)") : tr("JSON Lines files (*.jsonl)"));
    dialog->setObjectName(QStringLiteral("activityExportDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this, format](const QString &path) {
        QSettings().setValue(exportFolderKey, QFileInfo(path).absolutePath());
        exportTo(path, format);
    });
    dialog->open();
}

bool ActivityPlace::exportTo(const QString &path, JournalExport::Format format)
{
    if (!m_model->journal() || !m_exporter->start(*m_model->journal(), m_model->filter(), format, path)) {
        showStatus(tr("The activity cannot be exported now."));
        return false;
    }
    showStatus(tr("Exporting to %1…").arg(QDir::toNativeSeparators(path)));
    updateActions();
    return true;
}

void ActivityPlace::onExported(bool ok, qint64 count, const QString &path, const QString &error)
{
    showStatus(ok ? tr("Exported %n entries to %1.", nullptr, int(count)).arg(QDir::toNativeSeparators(path))
                         : tr("Not exported: %1").arg(error));
    updateActions();
}

void ActivityPlace::askWhatToForget()
{
    if (!m_model->journal())
        return;
    auto *dialog = new ForgetEntriesDialog([this](const QDateTime &cut) { return m_model->forgettableBefore(cut); }, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const int forgotten = m_model->forgetOlderThan(dialog->cut());
        showStatus(tr("Forgot %n entries.", nullptr, forgotten));
    });
    dialog->open();
}

void ActivityPlace::saveExtraState(QSettings &settings) const
{
    settings.setValue(QStringLiteral("columns"), m_table->horizontalHeader()->saveState());
}

void ActivityPlace::restoreExtraState(QSettings &settings)
{
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("columns")).toByteArray());
}

} // namespace Audience::Ui
