#pragma once

#include "models/common/pagedlistmodel.h"
#include "net/audiencetypes.h"

#include <QList>
#include <QPointer>
#include <QTimer>

namespace Audience::Models {

class AudienceActions;
class KnownAudiences;

// The answer of GET /v0/audiences/search?query=…&limit=… (spec 4.8). The call has no cursor, so one
// request fills the model (pageSize() is the `limit`) and isTruncated() says when the service had
// more than that. setQuery() starts a new search at once, or after debounceMs of quiet when set.
// An optional page filter keeps only one page's audiences, client-side ("the page's audiences").
//
// Columns: Name, Page, Status (the archive/restore state known here), Audience ID.
// Roles (modelroles.h): ObjectRole (Net::AudienceSearchItem), IdRole (audienceId), PageIdRole,
// PageNameRole, SortRole, ArchivedRole (bool, from KnownAudiences), ActionStateRole
// (AudienceActions::State), StatusRole ("archived" when known archived, else "").
// A search item carries no status, so whether an audience is archived is known only from what
// KnownAudiences learnt (archive/restore answer with the full Audience); the row is marked then.
class AudienceSearchModel : public PagedListModel
{
    Q_OBJECT
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    Q_PROPERTY(QString pageIdFilter READ pageIdFilter WRITE setPageIdFilter NOTIFY pageIdFilterChanged)
    Q_PROPERTY(int debounceMs READ debounceMs WRITE setDebounceMs)
    Q_PROPERTY(bool truncated READ isTruncated NOTIFY truncatedChanged)
public:
    enum Column { NameColumn, PageColumn, StatusColumn, IdColumn, ColumnCount };
    Q_ENUM(Column)
    static constexpr int DefaultLimit = 100;

    explicit AudienceSearchModel(Net::ApiClient *client, QObject *parent = nullptr);
    ~AudienceSearchModel() override;

    QString query() const { return m_query; }
    // A new text searches again (a reset, then one request); the same text does nothing.
    void setQuery(const QString &text);
    QString pageIdFilter() const { return m_pageIdFilter; }
    // Keeps only the audiences of this page ("" keeps all). Applied to the results already here, no
    // request is made.
    void setPageIdFilter(const QString &pageId);
    // 0 (the default) searches on every setQuery(); otherwise after this many ms without a change.
    int debounceMs() const { return m_debounce.interval(); }
    void setDebounceMs(int ms);
    // The last answer said hasMore: there are more matches than were asked for.
    bool isTruncated() const { return m_truncated; }

    // Archived marks and pending states come from these; both optional, not owned.
    void setKnownAudiences(KnownAudiences *known);
    void setAudienceActions(AudienceActions *actions);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    const Net::AudienceSearchItem &itemAt(int row) const;
    int rowOf(const QString &audienceId) const;

signals:
    void queryChanged(const QString &query);
    void pageIdFilterChanged(const QString &pageId);
    void truncatedChanged(bool truncated);

protected:
    Net::ApiReply *requestPage(Net::ApiClient &client, const QString &cursor, int limit) override;
    PageOutcome stagePage(Net::ApiReply *reply) override;
    void commitStagedRows() override;
    void discardStagedRows() override;
    void clearRows() override;
    int loadedRowCount() const override;

private:
    bool passesFilter(const Net::AudienceSearchItem &item) const;
    void audienceChanged(const QString &audienceId);
    QString statusText(const QString &audienceId) const;

    QString m_query;
    QString m_pageIdFilter;
    QTimer m_debounce;
    bool m_truncated = false;
    QList<Net::AudienceSearchItem> m_all;    // every item of the answer
    QList<Net::AudienceSearchItem> m_items;  // those that pass the page filter, in order
    QList<Net::AudienceSearchItem> m_staged;
    QPointer<KnownAudiences> m_known;
    QPointer<AudienceActions> m_actions;
};

} // namespace Audience::Models
