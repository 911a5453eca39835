#pragma once

#include "models/common/pagedlistmodel.h"
#include "net/topictypes.h"

#include <QList>

namespace Audience::Models {

// The entries of one topic: GET /v0/topics/{topicId}/entries (spec 4.19), paged with its cursor.
// Rows come in the service's order; a view shows them in sortOrder by sorting on SortRole of the
// Order column (the pages may not come in that order). An entry added here (addEntry) goes in at
// once and is not shown twice when a later page brings it again.
//
// Columns: Order, Type, Content (first line; the whole text in the tooltip), Updated.
// Roles (modelroles.h): ObjectRole (Net::TopicEntry), IdRole (topicEntryId), TypeRole (the content
// type as sent), SortRole (sortOrder as a double for Order).
class TopicEntryModel : public ItemPagedListModel<Net::TopicEntry>
{
    Q_OBJECT
public:
    enum Column { OrderColumn, TypeColumn, ContentColumn, UpdatedColumn, ColumnCount };
    Q_ENUM(Column)

    explicit TopicEntryModel(Net::ApiClient *client, QObject *parent = nullptr);
    ~TopicEntryModel() override;

    QString topicId() const { return m_topicId; }
    // Another topic drops the rows and loads its entries (as a view asks); the same does nothing.
    void setTopicId(const QString &topicId);

    // An entry the service just created (TopicEntryWriter::created): inserted when it belongs to this
    // topic and is not here yet. Returns its row, or -1.
    int addEntry(const Net::TopicEntry &entry);

    // Nothing to fetch before a topic is chosen.
    bool canFetchMore(const QModelIndex &parent) const override;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Net::TopicEntry &entryAt(int row) const;
    int rowOf(const QString &topicEntryId) const;

protected:
    Net::ApiReply *requestPage(Net::ApiClient &client, const QString &cursor, int limit) override;
    PageOutcome stagePage(Net::ApiReply *reply) override;

private:
    QString m_topicId;
};

} // namespace Audience::Models
