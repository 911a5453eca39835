#include "models/topics/topicentrymodel.h"

#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "net/apiclient.h"
#include "net/topicsapi.h"

#include <QLocale>

namespace Audience::Models {

TopicEntryModel::TopicEntryModel(Net::ApiClient *client, QObject *parent)
    : ItemPagedListModel(client, parent)
{
}

TopicEntryModel::~TopicEntryModel() = default;

void TopicEntryModel::setTopicId(const QString &topicId)
{
    if (topicId == m_topicId)
        return;
    m_topicId = topicId;
    // Back to Idle without rows: a view attached asks for the first page (fetchMore).
    reset();
}

int TopicEntryModel::addEntry(const Net::TopicEntry &entry)
{
    if (entry.topicId != m_topicId || m_topicId.isEmpty() || rowOf(entry.topicEntryId) >= 0)
        return -1;
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.append(entry);
    endInsertRows();
    return row;
}

bool TopicEntryModel::canFetchMore(const QModelIndex &parent) const
{
    return !m_topicId.isEmpty() && PagedListModel::canFetchMore(parent);
}

int TopicEntryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TopicEntryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Net::TopicEntry &entry = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case OrderColumn: return QLocale().toString(qint64(entry.sortOrder));
        case TypeColumn: return entry.content.type;
        case ContentColumn: {
            const QString text = entry.content.content.trimmed();
            const qsizetype newline = text.indexOf(u'\n');
            return newline < 0 ? text : text.left(newline) + QStringLiteral(" …");
        }
        case UpdatedColumn: return DateTimeFormat::display(entry.updatedAt);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ContentColumn)
            return entry.content.content;
        if (index.column() == UpdatedColumn)
            return DateTimeFormat::full(entry.updatedAt);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == OrderColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case SortRole:
        switch (index.column()) {
        case OrderColumn: return entry.sortOrder;
        case UpdatedColumn: return DateTimeFormat::parse(entry.updatedAt);
        default: return data(index, Qt::DisplayRole);
        }
    case ObjectRole: return QVariant::fromValue(entry);
    case IdRole: return entry.topicEntryId;
    case TypeRole: return entry.content.type;
    }
    return {};
}

QVariant TopicEntryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return PagedListModel::headerData(section, orientation, role);
    switch (section) {
    case OrderColumn: return tr("Order");
    case TypeColumn: return tr("Type");
    case ContentColumn: return tr("Content");
    case UpdatedColumn: return tr("Updated");
    }
    return {};
}

const Net::TopicEntry &TopicEntryModel::entryAt(int row) const
{
    return m_rows.at(row);
}

int TopicEntryModel::rowOf(const QString &topicEntryId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).topicEntryId == topicEntryId)
            return row;
    }
    return -1;
}

Net::ApiReply *TopicEntryModel::requestPage(Net::ApiClient &client, const QString &cursor, int limit)
{
    return client.topics().entries(m_topicId, {.cursor = cursor, .limit = limit}, this);
}

PagedListModel::PageOutcome TopicEntryModel::stagePage(Net::ApiReply *reply)
{
    return stageEnvelope(static_cast<Net::Reply<Net::TopicEntryList> *>(reply)->value(), [this](const Net::TopicEntry &entry) {
        return rowOf(entry.topicEntryId) < 0; // added here already
    });
}





} // namespace Audience::Models
