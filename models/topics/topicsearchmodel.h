#pragma once

#include "models/common/pagedlistmodel.h"
#include "net/topictypes.h"

#include <QList>
#include <QTimer>

namespace Audience::Models {

// The answer of GET /v0/topics/search (spec 4.18), paged with its cursor. setQuery() searches again
// at once, or after debounceMs of quiet when set. One per connection (Models::Connection::topics()),
// so the quick search finds the topics loaded so far.
//
// Columns: Title, Purpose, Entries (how many the topic carried), Updated.
// Roles (modelroles.h): ObjectRole (Net::Topic), IdRole (topicId), SortRole, SearchTextRole.
class TopicSearchModel : public ItemPagedListModel<Net::Topic>
{
    Q_OBJECT
public:
    enum Column { TitleColumn, PurposeColumn, EntriesColumn, UpdatedColumn, ColumnCount };
    Q_ENUM(Column)

    explicit TopicSearchModel(Net::ApiClient *client, QObject *parent = nullptr);
    ~TopicSearchModel() override;

    QString query() const { return m_query; }
    void setQuery(const QString &text);
    int debounceMs() const { return m_debounce.interval(); }
    void setDebounceMs(int ms);
    // True while the rows are not yet the answer to the current query (waiting, or on its way).
    bool isSearching() const { return m_debounce.isActive() || isFetching(); }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Net::Topic &topicAt(int row) const;
    int rowOf(const QString &topicId) const;

signals:
    void queryChanged(const QString &query);

protected:
    Net::ApiReply *requestPage(Net::ApiClient &client, const QString &cursor, int limit) override;
    PageOutcome stagePage(Net::ApiReply *reply) override;

private:
    QString m_query;
    QTimer m_debounce;
};

} // namespace Audience::Models
