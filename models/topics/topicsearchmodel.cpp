#include "models/topics/topicsearchmodel.h"

#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "net/apiclient.h"
#include "net/topicsapi.h"

#include <QLocale>

namespace Audience::Models {

TopicSearchModel::TopicSearchModel(Net::ApiClient *client, QObject *parent)
    : ItemPagedListModel(client, parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(0);
    connect(&m_debounce, &QTimer::timeout, this, &TopicSearchModel::reload);
}

TopicSearchModel::~TopicSearchModel() = default;

void TopicSearchModel::setQuery(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (m_query == trimmed)
        return;
    m_query = trimmed;
    emit queryChanged(m_query);
    if (m_debounce.interval() > 0)
        m_debounce.start();
    else
        reload();
}

void TopicSearchModel::setDebounceMs(int ms)
{
    m_debounce.setInterval(qMax(0, ms));
}

int TopicSearchModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TopicSearchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Net::Topic &topic = m_rows.at(index.row());
    const qsizetype entries = topic.entries.value().size();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn:
            // The default topic says so in words, not by a colour or an icon alone.
            return topic.isDefault.valueOr(false) ? tr("%1 (default)").arg(topic.title.value()) : topic.title.value();
        case PurposeColumn: return topic.purpose.value();
        case EntriesColumn: return topic.entries.hasValue() ? QLocale().toString(entries) : QString();
        case UpdatedColumn: return DateTimeFormat::display(topic.updatedAt.value());
        }
        return {};
    case Qt::ToolTipRole:
        // Names before IDs: the title's tooltip holds the ID the table does not show.
        if (index.column() == TitleColumn)
            return tr("%1\nID: %2").arg(data(index, Qt::DisplayRole).toString(), topic.topicId.value());
        if (index.column() == PurposeColumn)
            return topic.purpose.value();
        if (index.column() == UpdatedColumn)
            return DateTimeFormat::full(topic.updatedAt.value());
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == EntriesColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case SortRole:
        switch (index.column()) {
        case EntriesColumn: return qint64(entries);
        case UpdatedColumn: return DateTimeFormat::parse(topic.updatedAt.value());
        default: return data(index, Qt::DisplayRole);
        }
    case ObjectRole: return QVariant::fromValue(topic);
    case IdRole: return topic.topicId.value();
    case SearchTextRole: return topic.title.value() + u' ' + topic.purpose.value();
    }
    return {};
}

QVariant TopicSearchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return PagedListModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn: return tr("Title");
    case PurposeColumn: return tr("Purpose");
    case EntriesColumn: return tr("Entries");
    case UpdatedColumn: return tr("Updated");
    }
    return {};
}

const Net::Topic &TopicSearchModel::topicAt(int row) const
{
    return m_rows.at(row);
}

int TopicSearchModel::rowOf(const QString &topicId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).topicId.value() == topicId)
            return row;
    }
    return -1;
}

Net::ApiReply *TopicSearchModel::requestPage(Net::ApiClient &client, const QString &cursor, int limit)
{
    m_debounce.stop();
    return client.topics().search({.query = m_query, .cursor = cursor, .limit = limit}, this);
}

PagedListModel::PageOutcome TopicSearchModel::stagePage(Net::ApiReply *reply)
{
    return stageEnvelope(static_cast<Net::Reply<Net::TopicList> *>(reply)->value(), [](const Net::Topic &) { return true; });
}





} // namespace Audience::Models
