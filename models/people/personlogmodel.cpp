#include "models/people/personlogmodel.h"

#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "models/people/jsonpayload.h"
#include "models/common/placeids.h"
#include "net/apiclient.h"
#include "net/peopleapi.h"

#include <QTimer>

#include <algorithm>
#include <numeric>

namespace Audience::Models {

PersonLogModel::PersonLogModel(Net::ApiClient *client, QObject *parent)
    : ItemPagedListModel(client, parent)
{
    setPageSize(100);
    connect(this, &PagedListModel::pageLoaded, this, &PersonLogModel::sortRows);
    connect(this, &PagedListModel::stateChanged, this, [this](LoadState state) {
        if (state == LoadState::Idle && m_answered)
            continueLoading();
    });
}

PersonLogModel::~PersonLogModel() = default;

void PersonLogModel::setPersonId(const QString &personId)
{
    if (m_personId == personId)
        return;
    m_personId = personId;
    if (m_personId.isEmpty())
        reset();
    else
        reload();
}

void PersonLogModel::setIncludeDeleted(bool include)
{
    if (m_includeDeleted == include)
        return;
    m_includeDeleted = include;
    if (!m_personId.isEmpty())
        reload();
}

bool PersonLogModel::canFetchMore(const QModelIndex &parent) const
{
    return !m_personId.isEmpty() && loadedRowCount() < maxEntries && PagedListModel::canFetchMore(parent);
}

void PersonLogModel::continueLoading()
{
    // Queued: the base class is still finishing the answer that made the state Idle.
    QTimer::singleShot(0, this, [this, generation = generation()] {
        if (generation == this->generation() && state() == LoadState::Idle)
            fetchMore({});
    });
}

int PersonLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool PersonLogModel::isDeleted(const Net::PersonLog &log)
{
    return log.deletedAt.hasValue() && !log.deletedAt.value().isEmpty();
}

int PersonLogModel::rowOf(const QString &personLogId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).personLogId.value() == personLogId)
            return row;
    }
    return -1;
}

QString PersonLogModel::payloadText(int row) const
{
    if (row < 0 || row >= m_rows.size() || !m_rows.at(row).payload.hasValue())
        return {};
    return JsonPayload::indented(m_rows.at(row).payload.value());
}

QList<QPair<QString, QString>> PersonLogModel::targets(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    const QJsonObject payload = m_rows.at(row).payload.value();
    // The payload's shape is not shown by the spec; these are the names the service's own objects
    // use. The audience is the more specific of the two, so it comes first.
    QList<QPair<QString, QString>> found;
    const QString audienceId = payload.value(QStringLiteral("audienceId")).toString();
    if (!audienceId.isEmpty())
        found.append({PlaceId::audiences, audienceId});
    const QString pageId = payload.value(QStringLiteral("pageId")).toString();
    if (!pageId.isEmpty())
        found.append({PlaceId::pages, pageId});
    return found;
}

QVariant PersonLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Net::PersonLog &log = m_rows.at(index.row());
    const bool deleted = isDeleted(log);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return DateTimeFormat::display(log.createdAt.value());
        case TypeColumn:
            return log.type.value();
        case SourceColumn:
            return log.source.value();
        case PayloadColumn:
            return log.payload.hasValue() ? JsonPayload::compact(log.payload.value()) : QString();
        case StatusColumn:
            return deleted ? tr("Deleted %1").arg(DateTimeFormat::display(log.deletedAt.value())) : QString();
        default:
            return {};
        }
    case SortRole:
        if (index.column() == TimeColumn)
            return DateTimeFormat::parse(log.createdAt.value());
        return data(index, Qt::DisplayRole);
    case Qt::ToolTipRole:
        switch (index.column()) {
        case TimeColumn:
            return DateTimeFormat::full(log.createdAt.value());
        case StatusColumn:
            return deleted ? DateTimeFormat::full(log.deletedAt.value()) : QString();
        default:
            return log.personLogId.value();
        }
    case ObjectRole:
        return QVariant::fromValue(log);
    case IdRole:
        return log.personLogId.value();
    case StatusRole:
        return deleted ? QStringLiteral("deleted") : QString();
    default:
        return {};
    }
}

QVariant PersonLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return PagedListModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case TypeColumn:
        return tr("Type");
    case SourceColumn:
        return tr("Source");
    case PayloadColumn:
        return tr("Payload");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

Net::ApiReply *PersonLogModel::requestPage(Net::ApiClient &client, const QString &cursor, int limit)
{
    Net::PersonLogQuery query;
    query.cursor = cursor;
    query.limit = limit;
    // Always said, so the list means the same whatever the service's default.
    query.includeDeleted = m_includeDeleted;
    return client.people().logs(m_personId, query, this);
}

PagedListModel::PageOutcome PersonLogModel::stagePage(Net::ApiReply *reply)
{
    m_answered = true;
    return stageEnvelope(static_cast<Net::Reply<Net::PersonLogList> *>(reply)->value(), [this](const Net::PersonLog &log) {
        const QString id = log.personLogId.value();
        return id.isEmpty() || rowOf(id) < 0; // one row per entry, even if a page repeats one
    });
}



void PersonLogModel::clearRows()
{
    ItemPagedListModel::clearRows();
    m_answered = false;
}


void PersonLogModel::sortRows()
{
    QList<int> order(m_rows.size());
    std::iota(order.begin(), order.end(), 0);
    QList<QDateTime> times;
    times.reserve(m_rows.size());
    for (const Net::PersonLog &log : std::as_const(m_rows))
        times.append(DateTimeFormat::parse(log.createdAt.value()));
    // Newest first; entries without a readable time last; ties keep the service's order.
    std::stable_sort(order.begin(), order.end(), [&times](int a, int b) {
        if (times.at(a).isValid() != times.at(b).isValid())
            return times.at(a).isValid();
        return times.at(a) > times.at(b);
    });
    bool sorted = true;
    for (int row = 0; row < order.size() && sorted; ++row)
        sorted = order.at(row) == row;
    if (sorted)
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    QList<int> newRowOf(order.size());
    for (int row = 0; row < order.size(); ++row)
        newRowOf[order.at(row)] = row;
    QList<Net::PersonLog> logs;
    logs.reserve(m_rows.size());
    for (const int from : std::as_const(order))
        logs.append(m_rows.at(from));
    m_rows = std::move(logs);
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex &index : before)
        after.append(index.isValid() ? this->index(newRowOf.at(index.row()), index.column()) : QModelIndex());
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

} // namespace Audience::Models
