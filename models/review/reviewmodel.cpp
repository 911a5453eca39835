#include "models/review/reviewmodel.h"

#include "models/audiences/audiencenames.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/seenaudiences.h"
#include "models/pages/pagelistmodel.h"
#include "models/review/allpagesscan.h"
#include "models/review/conversationbatch.h"
#include "models/review/pagescan.h"
#include "models/review/unseendraft.h"
#include "models/common/servicelink.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"

#include <QSet>

#include <algorithm>

namespace Audience::Models {

namespace {
// internalId of an index: 0 for a page row, (page row + 1) for an audience row under that page.
constexpr quintptr pageNodeId = 0;
} // namespace

bool ReviewModel::Sources::areThere() const
{
    return service && known && versions && seen && pages && outbox;
}

ReviewModel::ReviewModel(const Sources &sources, QObject *parent)
    : QAbstractItemModel(parent)
    , m_from(sources)
{
    m_readings = new ConversationBatch(this);
    connect(m_readings, &ConversationBatch::conversationRead, this,
            [this](const QString &, const QString &audienceId, const Net::Conversation &conversation) { onRead(audienceId, conversation); });
    connect(m_readings, &ConversationBatch::readFailed, this,
            [this](const QString &, const QString &audienceId, const Net::ApiError &error) { onReadFailed(audienceId, error.toString()); });
    Q_ASSERT(sources.areThere());
    m_scan = new PageScan(*sources.service, *sources.seen, this);
    connect(m_scan, &PageScan::conversationRead, this,
            [this](const QString &pageId, const QString &audienceId, const QString &name, const Net::Conversation &conversation) {
                if (m_from.allPages)
                    m_from.allPages->remember(pageId, audienceId, name, conversation); // kept for the connection
                onScanned(pageId, audienceId, name, conversation);
            });
    if (sources.allPages) {
        connect(sources.allPages.data(), &AllPagesScan::conversationRead, this, &ReviewModel::onScanned);
        // What the last scan kept in the profile's store, back at the next start.
        connect(sources.allPages.data(), &AllPagesScan::restored, this, [this] {
            for (const AllPagesScan::Finding &finding : m_from.allPages->findings())
                onScanned(finding.pageId, finding.audienceId, finding.name, finding.conversation);
        });
    }
    connect(sources.versions.data(), &VersionFollower::versionsChanged, this, &ReviewModel::onStatusChanged);
    connect(sources.known.data(), &KnownAudiences::changed, this,
            [this](const QString &audienceId) { onStatusChanged(audienceId); });
    connect(sources.known.data(), &KnownAudiences::cleared, this, &ReviewModel::refresh);
    connect(sources.service.data(), &ServiceLink::connectedChanged, this, [this] {
        m_scan->cancel();
        m_readings->setClient(nullptr);
        refresh();
    });
    refresh();
}

ReviewModel::~ReviewModel()
{
    disconnect(m_readings, nullptr, this, nullptr);
    disconnect(m_scan, nullptr, this, nullptr);
    if (m_from.allPages)
        disconnect(m_from.allPages, nullptr, this, nullptr);
}

void ReviewModel::clearAll()
{
    beginResetModel();
    m_pages.clear();
    endResetModel();
}

void ReviewModel::refresh()
{
    m_readings->cancel();
    clearAll();
    if (!m_from.areThere())
        return;
    QSet<QString> audiences;
    for (const QString &id : m_from.versions->audienceIds())
        audiences.insert(id);
    for (const Net::AudienceRecord &record : m_from.known->all())
        audiences.insert(record.audienceId);
    for (const QString &audienceId : std::as_const(audiences))
        onStatusChanged(audienceId);
    // What the scans of this connection found, again.
    if (m_from.allPages) {
        for (const AllPagesScan::Finding &finding : m_from.allPages->findings())
            onScanned(finding.pageId, finding.audienceId, finding.name, finding.conversation);
    }
}

AudienceStatus ReviewModel::statusOf(const QString &audienceId) const
{
    if (!m_from.areThere())
        return {};
    return AudienceStatus::derive(m_from.known->find(audienceId),
                                  m_from.versions->versions(audienceId));
}

QString ReviewModel::pageOf(const QString &audienceId) const
{
    if (const auto record = m_from.known->find(audienceId); record && !record->pageId.isEmpty())
        return record->pageId;
    if (const QString pageId = m_from.versions->pageIdOf(audienceId); !pageId.isEmpty())
        return pageId;
    if (const auto seen = m_from.seen->find(audienceId))
        return seen->pageId.value();
    return {};
}

QString ReviewModel::pageNameOf(const QString &pageId) const
{
    const PageListModel *pages = m_from.pages;
    if (const int row = pages ? pages->rowOf(pageId) : -1; row >= 0 && !pages->pageAt(row).name.isEmpty())
        return pages->pageAt(row).name;
    if (m_from.seen) {
        for (const Net::AudienceSearchItem &item : m_from.seen->all()) {
            if (item.pageId.value() == pageId && !item.pageName.value().isEmpty())
                return item.pageName.value();
        }
    }
    return pageId.isEmpty() ? tr("(page not known)") : pageId;
}

QString ReviewModel::nameOf(const QString &audienceId) const
{
    return AudienceNames(m_from.seen, m_from.known).nameOrId(audienceId);
}

void ReviewModel::onStatusChanged(const QString &audienceId)
{
    if (!m_from.areThere())
        return;
    const AudienceStatus status = statusOf(audienceId);
    const Row *existing = find(audienceId);
    if (!status.hasDraftWaiting()) {
        // An unseen-version row stays until the version is known: a draft (it becomes a Draft
        // row), or one in the making, or the audience archived.
        const bool settled = status.kind == AudienceStatus::Kind::Processing || status.kind == AudienceStatus::Kind::Archived;
        if (existing && (existing->kind == RowKind::Draft || settled))
            removeRow(audienceId);
        return;
    }
    if (existing && existing->kind == RowKind::Draft && existing->draft && existing->draft->versionId == status.draft->versionId) {
        if (existing->draft->status != status.draft->status || existing->draft->becameDraftAt != status.draft->becameDraftAt) {
            Row row = *existing;
            row.draft = status.draft;
            putRow(row);
        }
        return;
    }
    Row row;
    row.kind = RowKind::Draft;
    row.audienceId = audienceId;
    row.pageId = pageOf(audienceId);
    row.name = nameOf(audienceId);
    row.draft = status.draft;
    putRow(row);
    readRows({audienceId});
}

QString ReviewModel::confirmDraftInstruction()
{
    return UnseenDraft::confirmInstruction();
}

QString ReviewModel::askToConfirmDraft(const QString &audienceId)
{
    const Row *row = find(audienceId);
    if (!row || !m_from.areThere())
        return {};
    return UnseenDraft::askToConfirm(*m_from.outbox, row->pageId, audienceId);
}

void ReviewModel::readRows(const QStringList &audienceIds)
{
    if (!m_from.areThere() || !m_from.service->isConnected())
        return;
    m_readings->setClient(m_from.service->client());
    QList<ConversationBatch::Target> targets;
    for (const QString &audienceId : audienceIds) {
        const Row *row = find(audienceId);
        if (!row)
            continue;
        if (row->pageId.isEmpty()) {
            onReadFailed(audienceId, tr("The page of this audience is not known, so its conversation cannot be read."));
            continue;
        }
        targets.append({row->pageId, audienceId});
    }
    m_readings->read(targets);
}

void ReviewModel::onRead(const QString &audienceId, const Net::Conversation &conversation)
{
    const Row *existing = find(audienceId);
    if (!existing)
        return;
    Row row = *existing;
    row.reading = Reading::Read;
    row.readError.clear();
    row.what = DraftReading::of(conversation);
    putRow(row);
    emit rowRead(audienceId);
}

void ReviewModel::onReadFailed(const QString &audienceId, const QString &error)
{
    const Row *existing = find(audienceId);
    if (!existing)
        return;
    Row row = *existing;
    row.reading = Reading::Failed;
    row.readError = error;
    putRow(row);
    emit rowRead(audienceId);
}

void ReviewModel::onScanned(const QString &pageId, const QString &audienceId, const QString &name, const Net::Conversation &conversation)
{
    const AudienceStatus status = statusOf(audienceId);
    if (status.hasDraftWaiting()) {
        onRead(audienceId, conversation); // the scan's reading serves the draft's row too
        return;
    }
    const bool unseen = UnseenDraft::isUnseen(status, conversation.pendingChanges.value());
    if (!unseen) {
        if (const Row *existing = find(audienceId); existing && existing->kind == RowKind::UnseenVersion)
            removeRow(audienceId);
        return;
    }
    Row row;
    row.kind = RowKind::UnseenVersion;
    row.pageId = pageId;
    row.audienceId = audienceId;
    row.name = name.isEmpty() ? nameOf(audienceId) : name;
    row.reading = Reading::Read;
    row.what = DraftReading::of(conversation);
    putRow(row);
    emit rowRead(audienceId);
}

// Inserts the row in its page (made when missing), by name, or replaces the audience's row.
void ReviewModel::putRow(Row row)
{
    if (const Row *existing = find(row.audienceId); existing && existing->pageId != row.pageId)
        removeRow(row.audienceId);
    if (const QModelIndex at = indexOf(row.audienceId); at.isValid()) {
        m_pages[int(at.internalId() - 1)].rows[at.row()] = std::move(row);
        emit dataChanged(at, at.siblingAtColumn(ColumnCount - 1));
        return;
    }
    QModelIndex page = indexOfPage(row.pageId);
    if (!page.isValid()) {
        const QString pageName = pageNameOf(row.pageId);
        const auto at = std::lower_bound(m_pages.cbegin(), m_pages.cend(), pageName, [](const PageGroup &group, const QString &name) {
            return QString::localeAwareCompare(group.pageName, name) < 0;
        });
        const int pageRow = int(at - m_pages.cbegin());
        beginInsertRows({}, pageRow, pageRow);
        m_pages.insert(pageRow, PageGroup{row.pageId, pageName, {}});
        endInsertRows();
        page = index(pageRow, 0);
    }
    QList<Row> &rows = m_pages[page.row()].rows;
    const auto at = std::lower_bound(rows.cbegin(), rows.cend(), row.name,
                                     [](const Row &r, const QString &name) { return QString::localeAwareCompare(r.name, name) < 0; });
    const int childRow = int(at - rows.cbegin());
    beginInsertRows(page, childRow, childRow);
    rows.insert(childRow, std::move(row));
    endInsertRows();
    emit dataChanged(page, page.siblingAtColumn(ColumnCount - 1)); // the page's count
}

void ReviewModel::removeRow(const QString &audienceId)
{
    const QModelIndex at = indexOf(audienceId);
    if (!at.isValid())
        return;
    const int pageRow = int(at.internalId() - 1);
    if (m_pages.at(pageRow).rows.size() == 1) {
        beginRemoveRows({}, pageRow, pageRow);
        m_pages.removeAt(pageRow);
        endRemoveRows();
        return;
    }
    beginRemoveRows(at.parent(), at.row(), at.row());
    m_pages[pageRow].rows.removeAt(at.row());
    endRemoveRows();
    const QModelIndex page = index(pageRow, 0);
    emit dataChanged(page, page.siblingAtColumn(ColumnCount - 1));
}

const ReviewModel::Row *ReviewModel::rowAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == pageNodeId)
        return nullptr;
    return &m_pages.at(int(index.internalId() - 1)).rows.at(index.row());
}

const ReviewModel::Row *ReviewModel::find(const QString &audienceId) const
{
    return rowAt(indexOf(audienceId));
}

QModelIndex ReviewModel::indexOf(const QString &audienceId) const
{
    for (int p = 0; p < m_pages.size(); ++p) {
        const QList<Row> &rows = m_pages.at(p).rows;
        for (int r = 0; r < rows.size(); ++r) {
            if (rows.at(r).audienceId == audienceId)
                return createIndex(r, 0, quintptr(p + 1));
        }
    }
    return {};
}

QModelIndex ReviewModel::indexOfPage(const QString &pageId) const
{
    for (int p = 0; p < m_pages.size(); ++p) {
        if (m_pages.at(p).pageId == pageId)
            return index(p, 0);
    }
    return {};
}

AudienceKeys ReviewModel::keysOf(const QModelIndexList &indexes) const
{
    AudienceKeys keys;
    for (const QModelIndex &index : indexes) {
        const Row *row = rowAt(index.siblingAtColumn(0));
        if (!row)
            continue;
        AudienceKey key{row->pageId, row->audienceId, row->name};
        if (!keys.contains(key))
            keys.append(key);
    }
    return keys;
}

int ReviewModel::draftCount() const
{
    int count = 0;
    for (const PageGroup &page : m_pages)
        count += int(std::count_if(page.rows.cbegin(), page.rows.cend(), [](const Row &row) { return row.kind == RowKind::Draft; }));
    return count;
}

int ReviewModel::unseenCount() const
{
    int count = 0;
    for (const PageGroup &page : m_pages)
        count += int(std::count_if(page.rows.cbegin(), page.rows.cend(), [](const Row &row) { return row.kind == RowKind::UnseenVersion; }));
    return count;
}

QModelIndex ReviewModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, pageNodeId);
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ReviewModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == pageNodeId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, pageNodeId);
}

int ReviewModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_pages.size());
    if (parent.column() != 0 || parent.internalId() != pageNodeId)
        return 0;
    return int(m_pages.at(parent.row()).rows.size());
}

int ReviewModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ReviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (const Row *row = rowAt(index))
        return rowData(*row, index.column(), role);
    return pageData(m_pages.at(index.row()), index.column(), role);
}

} // namespace Audience::Models
