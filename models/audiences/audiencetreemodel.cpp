#include "models/audiences/audiencetreemodel.h"

#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/modelroles.h"
#include "models/workspace/versionfollower.h"

namespace Audience::Models {

namespace {
// internalId of an index: 0 for a page row, (page row + 1) for an audience row under that page.
constexpr quintptr pageNodeId = 0;
} // namespace

AudienceTreeModel::AudienceTreeModel(AudienceSearchModel *source, QObject *parent)
    : QAbstractItemModel(parent)
{
    setSourceModel(source);
}

AudienceTreeModel::~AudienceTreeModel() = default;

AudienceSearchModel *AudienceTreeModel::sourceModel() const
{
    return m_source;
}

void AudienceTreeModel::setSourceModel(AudienceSearchModel *source)
{
    if (m_source == source)
        return;
    beginResetModel();
    disconnectSource();
    m_source = source;
    if (m_source) {
        // Anything but an append at the end: start over. The search model only appends and resets.
        const auto startOver = [this] {
            beginResetModel();
            m_resetting = true;
            clearNodes();
        };
        const auto finishOver = [this] {
            m_resetting = false;
            fillNodes();
            endResetModel();
        };
        m_connections = {
            connect(m_source, &QAbstractItemModel::modelAboutToBeReset, this, startOver),
            connect(m_source, &QAbstractItemModel::modelReset, this, finishOver),
            connect(m_source, &QAbstractItemModel::rowsAboutToBeRemoved, this, startOver),
            connect(m_source, &QAbstractItemModel::rowsRemoved, this, finishOver),
            connect(m_source, &QAbstractItemModel::rowsAboutToBeMoved, this, startOver),
            connect(m_source, &QAbstractItemModel::rowsMoved, this, finishOver),
            connect(m_source, &QAbstractItemModel::layoutAboutToBeChanged, this, startOver),
            connect(m_source, &QAbstractItemModel::layoutChanged, this, finishOver),
            connect(m_source, &QAbstractItemModel::rowsInserted, this,
                    [this](const QModelIndex &, int first, int last) { onRowsInserted(first, last); }),
            connect(m_source, &QAbstractItemModel::dataChanged, this,
                    [this](const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles) {
                        onDataChanged(topLeft.row(), bottomRight.row(), roles);
                    }),
            connect(m_source, &QObject::destroyed, this, [this] {
                // m_source is already null here; drop the rows that pointed into it.
                beginResetModel();
                disconnectSource();
                clearNodes();
                endResetModel();
            }),
        };
    }
    clearNodes();
    fillNodes();
    endResetModel();
}

void AudienceTreeModel::disconnectSource()
{
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
}

void AudienceTreeModel::clearNodes()
{
    m_pages.clear();
    m_pageRow.clear();
    m_pageOfSourceRow.clear();
    m_childOfSourceRow.clear();
}

void AudienceTreeModel::fillNodes()
{
    if (!m_source)
        return;
    const int count = m_source->rowCount();
    for (int row = 0; row < count; ++row)
        addSourceRow(row, false);
}

// Files one search row under its page, creating the page node on first sight. With `notify`, the
// view is told (a page row or an audience row appears).
void AudienceTreeModel::addSourceRow(int sourceRow, bool notify)
{
    if (!isShown(sourceRow)) {
        m_pageOfSourceRow.append(-1);
        m_childOfSourceRow.append(-1);
        return;
    }
    const Net::AudienceSearchItem &item = m_source->itemAt(sourceRow);
    const QString pageId = item.pageId.value();
    auto found = m_pageRow.constFind(pageId);
    if (found == m_pageRow.constEnd()) {
        const int pageRow = int(m_pages.size());
        if (notify)
            beginInsertRows({}, pageRow, pageRow);
        m_pages.append({pageId, item.pageName.value(), {sourceRow}});
        m_pageRow.insert(pageId, pageRow);
        m_pageOfSourceRow.append(pageRow);
        m_childOfSourceRow.append(0);
        if (notify)
            endInsertRows();
        return;
    }
    const int pageRow = *found;
    const int childRow = int(m_pages.at(pageRow).sourceRows.size());
    if (notify)
        beginInsertRows(createIndex(pageRow, 0, pageNodeId), childRow, childRow);
    m_pages[pageRow].sourceRows.append(sourceRow);
    m_pageOfSourceRow.append(pageRow);
    m_childOfSourceRow.append(childRow);
    if (notify) {
        endInsertRows();
        // The page row's count (CountRole and its tooltip) changed too.
        const QModelIndex page = createIndex(pageRow, 0, pageNodeId);
        emit dataChanged(page, page.siblingAtColumn(ColumnCount - 1), {Qt::ToolTipRole, CountRole});
    }
}

void AudienceTreeModel::onRowsInserted(int first, int last)
{
    if (m_resetting)
        return;
    if (first != m_pageOfSourceRow.size()) {
        // Not an append: the mapping of later rows moves; rebuilding is simpler than shifting.
        beginResetModel();
        clearNodes();
        fillNodes();
        endResetModel();
        return;
    }
    for (int row = first; row <= last; ++row)
        addSourceRow(row, true);
}

void AudienceTreeModel::onDataChanged(int first, int last, const QList<int> &roles)
{
    if (m_resetting)
        return;
    for (int row = qMax(0, first); row <= last && row < m_pageOfSourceRow.size(); ++row) {
        if (m_pageOfSourceRow.at(row) < 0)
            continue;
        const QModelIndex page = createIndex(m_pageOfSourceRow.at(row), 0, pageNodeId);
        const int child = m_childOfSourceRow.at(row);
        emit dataChanged(index(child, 0, page), index(child, ColumnCount - 1, page), roles);
    }
}

QModelIndex AudienceTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, pageNodeId);
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex AudienceTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == pageNodeId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, pageNodeId);
}

int AudienceTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_pages.size());
    if (parent.column() != 0 || parent.internalId() != pageNodeId)
        return 0;
    return int(m_pages.at(parent.row()).sourceRows.size());
}

int AudienceTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool AudienceTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

int AudienceTreeModel::sourceRow(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == pageNodeId)
        return -1;
    return m_pages.at(int(index.internalId() - 1)).sourceRows.at(index.row());
}

QVariant AudienceTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() != pageNodeId) {
        if (role == NodeKindRole)
            return int(NodeKind::Audience);
        if (index.column() == StatusColumn || role == StatusKindRole)
            return statusData(index, role);
        const int column = index.column() == IdColumn ? AudienceSearchModel::IdColumn : AudienceSearchModel::NameColumn;
        return m_source ? m_source->index(sourceRow(index), column).data(role) : QVariant();
    }

    return pageData(index, role);
}

QVariant AudienceTreeModel::pageData(const QModelIndex &index, int role) const
{
    const PageNode &page = m_pages.at(index.row());
    const qint64 count = page.sourceRows.size();
    if (index.column() == StatusColumn && role != NodeKindRole && role != PageIdRole && role != IdRole)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        if (index.column() == IdColumn)
            return page.pageId;
        if (!page.pageName.isEmpty())
            return page.pageName;
        return page.pageId.isEmpty() ? tr("(no page)") : page.pageId;
    case Qt::ToolTipRole:
        // The page's ID with its count: the ID column is hidden at first.
        if (page.pageId.isEmpty())
            return tr("%n audience(s)", nullptr, int(count));
        return tr("ID: %1").arg(page.pageId) + QLatin1Char('\n') + tr("%n audience(s)", nullptr, int(count));
    case NodeKindRole:
        return int(NodeKind::Page);
    case IdRole:
    case PageIdRole:
        return page.pageId;
    case PageNameRole:
        return page.pageName;
    case CountRole:
        return count;
    default:
        return {};
    }
}

QVariant AudienceTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case StatusColumn:
        return tr("Status");
    case IdColumn:
        return tr("ID");
    default:
        return {};
    }
}

QHash<int, QByteArray> AudienceTreeModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(ObjectRole, "object");
    names.insert(SortRole, "sortValue");
    names.insert(IdRole, "id");
    names.insert(PageIdRole, "pageId");
    names.insert(PageNameRole, "pageName");
    names.insert(ArchivedRole, "archived");
    names.insert(ActionStateRole, "actionState");
    names.insert(NodeKindRole, "nodeKind");
    names.insert(CountRole, "count");
    names.insert(StatusRole, "status");
    names.insert(StatusKindRole, "statusKind");
    return names;
}

bool AudienceTreeModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_source && m_source->canFetchMore({});
}

void AudienceTreeModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        m_source->fetchMore({});
}

QModelIndex AudienceTreeModel::indexOfPage(const QString &pageId) const
{
    const int row = m_pageRow.value(pageId, -1);
    return row < 0 ? QModelIndex() : index(row, 0);
}

QModelIndex AudienceTreeModel::indexOfAudience(const QString &audienceId) const
{
    if (!m_source)
        return {};
    const int row = m_source->rowOf(audienceId);
    if (row < 0 || row >= m_pageOfSourceRow.size() || m_pageOfSourceRow.at(row) < 0)
        return {};
    return index(m_childOfSourceRow.at(row), 0, index(m_pageOfSourceRow.at(row), 0));
}

void AudienceTreeModel::setStatusSources(KnownAudiences *known, VersionFollower *versions)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_statusConnections))
        disconnect(connection);
    m_statusConnections.clear();
    m_known = known;
    m_versions = versions;
    if (m_known) {
        m_statusConnections.append(connect(m_known, &KnownAudiences::changed, this,
                                           [this](const QString &audienceId) { onStatusChanged(audienceId); }));
        m_statusConnections.append(connect(m_known, &KnownAudiences::cleared, this, &AudienceTreeModel::rebuild));
    }
    if (m_versions)
        m_statusConnections.append(connect(m_versions, &VersionFollower::versionsChanged, this, &AudienceTreeModel::onStatusChanged));
    rebuild();
}

AudienceStatus AudienceTreeModel::statusOf(const QString &audienceId) const
{
    if (const auto cached = m_statusCache.constFind(audienceId); cached != m_statusCache.constEnd())
        return *cached;
    const AudienceStatus status = AudienceStatus::derive(m_known ? m_known->find(audienceId) : std::nullopt,
                                                         m_versions ? m_versions->versions(audienceId) : QList<Net::AudienceVersion>());
    m_statusCache.insert(audienceId, status);
    return status;
}

void AudienceTreeModel::setOnlyDraftsWaiting(bool only)
{
    if (only == m_onlyDraftsWaiting)
        return;
    m_onlyDraftsWaiting = only;
    rebuild();
}

bool AudienceTreeModel::isShown(int sourceRow) const
{
    return !m_onlyDraftsWaiting || statusOf(m_source->itemAt(sourceRow).audienceId.value()).hasDraftWaiting();
}

void AudienceTreeModel::rebuild()
{
    beginResetModel();
    m_statusCache.clear();
    clearNodes();
    fillNodes();
    endResetModel();
}

void AudienceTreeModel::onStatusChanged(const QString &audienceId)
{
    m_statusCache.remove(audienceId);
    if (!m_source || m_resetting)
        return;
    const int row = m_source->rowOf(audienceId);
    if (row < 0 || row >= m_pageOfSourceRow.size())
        return;
    const bool shown = m_pageOfSourceRow.at(row) >= 0;
    if (m_onlyDraftsWaiting && shown != statusOf(audienceId).hasDraftWaiting()) {
        // The audience joins or leaves the filtered tree: the rows after it move, so start over.
        rebuild();
        return;
    }
    if (!shown)
        return;
    const QModelIndex page = createIndex(m_pageOfSourceRow.at(row), 0, pageNodeId);
    const QModelIndex status = index(m_childOfSourceRow.at(row), StatusColumn, page);
    emit dataChanged(status, status, {Qt::DisplayRole, Qt::ToolTipRole, Qt::AccessibleTextRole, StatusRole, StatusKindRole});
}

QVariant AudienceTreeModel::statusData(const QModelIndex &index, int role) const
{
    if (!m_source)
        return {};
    const AudienceStatus status = statusOf(m_source->itemAt(sourceRow(index)).audienceId.value());
    switch (role) {
    case Qt::DisplayRole:
        return status.label();
    case Qt::AccessibleTextRole:
        return status.text();
    case Qt::ToolTipRole:
        return status.toolTip();
    case StatusRole:
        return status.colourStatus();
    case SortRole:
    case StatusKindRole:
        return int(status.kind);
    case ObjectRole:
    case IdRole:
    case PageIdRole:
    case PageNameRole:
    case ArchivedRole:
    case ActionStateRole:
        return m_source->index(sourceRow(index), AudienceSearchModel::NameColumn).data(role);
    default:
        return {};
    }
}

} // namespace Audience::Models
