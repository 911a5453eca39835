#include "models/audiences/audiencesearchmodel.h"

#include "models/audiences/audienceactions.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/modelroles.h"
#include "net/apiclient.h"

namespace Audience::Models {

AudienceSearchModel::AudienceSearchModel(Net::ApiClient *client, QObject *parent)
    : PagedListModel(client, parent)
{
    setPageSize(DefaultLimit);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(0);
    connect(&m_debounce, &QTimer::timeout, this, &AudienceSearchModel::reload);
}

AudienceSearchModel::~AudienceSearchModel() = default;

void AudienceSearchModel::setQuery(const QString &text)
{
    if (m_query == text)
        return;
    m_query = text;
    emit queryChanged(m_query);
    if (m_debounce.interval() > 0)
        m_debounce.start();
    else
        reload();
}

void AudienceSearchModel::setPageIdFilter(const QString &pageId)
{
    if (m_pageIdFilter == pageId)
        return;
    beginResetModel();
    m_pageIdFilter = pageId;
    m_items.clear();
    for (const Net::AudienceSearchItem &item : std::as_const(m_all)) {
        if (passesFilter(item))
            m_items.append(item);
    }
    endResetModel();
    emit pageIdFilterChanged(m_pageIdFilter);
}

void AudienceSearchModel::setDebounceMs(int ms)
{
    m_debounce.setInterval(qMax(0, ms));
}

void AudienceSearchModel::setKnownAudiences(KnownAudiences *known)
{
    if (m_known == known)
        return;
    if (m_known)
        disconnect(m_known, nullptr, this, nullptr);
    m_known = known;
    if (m_known) {
        connect(m_known, &KnownAudiences::changed, this,
                [this](const QString &audienceId, const QString &) { audienceChanged(audienceId); });
        connect(m_known, &KnownAudiences::cleared, this, [this] {
            if (!m_items.isEmpty())
                emit dataChanged(index(0, 0), index(int(m_items.size()) - 1, ColumnCount - 1));
        });
    }
}

void AudienceSearchModel::setAudienceActions(AudienceActions *actions)
{
    if (m_actions == actions)
        return;
    if (m_actions)
        disconnect(m_actions, nullptr, this, nullptr);
    m_actions = actions;
    if (m_actions)
        connect(m_actions, &AudienceActions::stateChanged, this,
                [this](const QString &audienceId) { audienceChanged(audienceId); });
}

int AudienceSearchModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const Net::AudienceSearchItem &AudienceSearchModel::itemAt(int row) const
{
    return m_items.at(row);
}

int AudienceSearchModel::rowOf(const QString &audienceId) const
{
    for (int row = 0; row < m_items.size(); ++row) {
        if (m_items.at(row).audienceId.value() == audienceId)
            return row;
    }
    return -1;
}

QVariant AudienceSearchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Net::AudienceSearchItem &item = m_items.at(index.row());
    const QString audienceId = item.audienceId.value();
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        switch (index.column()) {
        case NameColumn:
            return item.effectiveName.hasValue() ? item.effectiveName.value() : audienceId;
        case PageColumn:
            return item.pageName.hasValue() ? item.pageName.value() : item.pageId.value();
        case StatusColumn:
            return statusText(audienceId);
        case IdColumn:
            return audienceId;
        default:
            return {};
        }
    case Qt::ToolTipRole:
        // The ID with the name: lists show names first and hide their ID columns at first.
        if (index.column() == NameColumn)
            return tr("%1\nID: %2").arg(data(index, Qt::DisplayRole).toString(), audienceId);
        if (index.column() == PageColumn)
            return item.pageId.value();
        if (index.column() == StatusColumn && m_actions
            && m_actions->state(audienceId) == AudienceActions::State::Failed)
            return m_actions->error(audienceId).toString();
        return {};
    case ObjectRole:
        return QVariant::fromValue(item);
    case IdRole:
        return audienceId;
    case PageIdRole:
        return item.pageId.value();
    case PageNameRole:
        return item.pageName.value();
    case ArchivedRole:
        return m_known && m_known->isArchived(audienceId);
    case ActionStateRole:
        return int(m_actions ? m_actions->state(audienceId) : AudienceActions::State::None);
    case StatusRole:
        if (m_known) {
            if (const auto known = m_known->find(audienceId))
                return known->status;
        }
        return QString();
    default:
        return {};
    }
}

QString AudienceSearchModel::statusText(const QString &audienceId) const
{
    if (m_actions) {
        const QString action = m_actions->describe(audienceId);
        if (!action.isEmpty())
            return action;
    }
    if (m_known && m_known->isArchived(audienceId))
        return tr("Archived");
    return {};
}

QVariant AudienceSearchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return PagedListModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Audience");
    case PageColumn:
        return tr("Page");
    case StatusColumn:
        return tr("Status");
    case IdColumn:
        return tr("ID");
    default:
        return {};
    }
}

QHash<int, QByteArray> AudienceSearchModel::roleNames() const
{
    QHash<int, QByteArray> names = PagedListModel::roleNames();
    names.insert(ObjectRole, "object");
    names.insert(SortRole, "sortValue");
    names.insert(IdRole, "audienceId");
    names.insert(PageIdRole, "pageId");
    names.insert(PageNameRole, "pageName");
    names.insert(ArchivedRole, "archived");
    names.insert(ActionStateRole, "actionState");
    names.insert(StatusRole, "status");
    return names;
}

Net::ApiReply *AudienceSearchModel::requestPage(Net::ApiClient &client, const QString &cursor, int limit)
{
    Q_UNUSED(cursor) // the search takes none (spec 4.8); one answer is the whole list
    m_debounce.stop();
    return client.audiences().search({.query = m_query.trimmed(), .limit = limit}, this);
}

PagedListModel::PageOutcome AudienceSearchModel::stagePage(Net::ApiReply *reply)
{
    const Net::AudienceSearchResult &result = static_cast<Net::Reply<Net::AudienceSearchResult> *>(reply)->value();
    for (const Net::AudienceSearchItem &item : result.items) {
        m_all.append(item);
        if (passesFilter(item))
            m_staged.append(item);
    }
    if (m_truncated != result.hasMore) {
        m_truncated = result.hasMore;
        emit truncatedChanged(m_truncated);
    }
    PageOutcome outcome;
    outcome.stagedRows = int(m_staged.size());
    outcome.hasMore = false; // there is no cursor to follow
    outcome.totalCount = result.totalCount;
    return outcome;
}

void AudienceSearchModel::commitStagedRows()
{
    m_items.append(m_staged);
    m_staged.clear();
}

void AudienceSearchModel::discardStagedRows()
{
    m_staged.clear();
}

void AudienceSearchModel::clearRows()
{
    m_all.clear();
    m_items.clear();
    if (m_truncated) {
        m_truncated = false;
        emit truncatedChanged(false);
    }
}

int AudienceSearchModel::loadedRowCount() const
{
    return int(m_items.size());
}

bool AudienceSearchModel::passesFilter(const Net::AudienceSearchItem &item) const
{
    return m_pageIdFilter.isEmpty() || item.pageId.value() == m_pageIdFilter;
}

void AudienceSearchModel::audienceChanged(const QString &audienceId)
{
    notifyRowChanged(rowOf(audienceId));
}

} // namespace Audience::Models
