#pragma once

#include "models/review/audiencestatus.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QString>

namespace Audience::Models {

class AudienceSearchModel;
class KnownAudiences;
class VersionFollower;

// The results of an AudienceSearchModel as a two-level tree: page → its audiences, grouped by the
// items' pageId and named by their pageName, in the order pages first appear in the results. It
// follows the search model (reset, rows inserted, data changed) and passes fetchMore() through, so a
// tree view drives the search as a table view would.
//
// Columns: Name (page name / audience name), Status (an audience's AudienceStatus: its symbol and
// words, what it means as the tooltip, StatusRole for the colour; the page rows' count of drafts
// waiting), ID (pageId / audienceId).
// With the status sources (setStatusSources) the statuses follow the store live: a version the
// follower learns, an archive or restore. setOnlyDraftsWaiting(true) keeps only the audiences with
// a draft waiting, and the pages that have one.
// Roles (modelroles.h): NodeKindRole (NodeKind), IdRole, PageIdRole, PageNameRole, CountRole (page
// rows: number of audiences), and on audience rows every role of the search model (ObjectRole,
// ArchivedRole, ActionStateRole…).
class AudienceTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum class NodeKind { Page, Audience };
    Q_ENUM(NodeKind)
    enum Column { NameColumn, StatusColumn, IdColumn, ColumnCount };
    Q_ENUM(Column)
    enum Roles {
        // int (AudienceStatus::Kind) of an audience row, any column.
        StatusKindRole = Qt::UserRole + 400,
    };

    // The source is not owned and may be null.
    explicit AudienceTreeModel(AudienceSearchModel *source = nullptr, QObject *parent = nullptr);
    ~AudienceTreeModel() override;

    void setSourceModel(AudienceSearchModel *source);
    AudienceSearchModel *sourceModel() const;

    // Where the statuses come from (neither owned; either may be null: "—").
    void setStatusSources(KnownAudiences *known, VersionFollower *versions);
    // The status of an audience, as the status column shows it.
    AudienceStatus statusOf(const QString &audienceId) const;
    // Only the audiences with a draft waiting (and their pages).
    void setOnlyDraftsWaiting(bool only);
    bool onlyDraftsWaiting() const { return m_onlyDraftsWaiting; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    QModelIndex indexOfPage(const QString &pageId) const;
    QModelIndex indexOfAudience(const QString &audienceId) const;
    // The search model's row behind an audience index, or -1 (for page rows and invalid indexes).
    int sourceRow(const QModelIndex &index) const;

private:
    struct PageNode
    {
        QString pageId;
        QString pageName;
        QList<int> sourceRows; // the audiences, as rows of the search model
    };
    void clearNodes();
    void fillNodes();
    void addSourceRow(int sourceRow, bool notify);
    void onRowsInserted(int first, int last);
    void onDataChanged(int first, int last, const QList<int> &roles);
    void disconnectSource();
    void rebuild();
    void onStatusChanged(const QString &audienceId);
    bool isShown(int sourceRow) const;
    QVariant pageData(const QModelIndex &index, int role) const;
    QVariant statusData(const QModelIndex &index, int role) const;

    QPointer<AudienceSearchModel> m_source;
    QList<PageNode> m_pages;
    QHash<QString, int> m_pageRow;    // pageId → row of its PageNode
    QList<int> m_pageOfSourceRow;     // search row → page row (-1: filtered out)
    QList<int> m_childOfSourceRow;    // search row → row under its page (-1: filtered out)
    QList<QMetaObject::Connection> m_connections;
    bool m_resetting = false; // between the source's about-to and done signals
    QPointer<KnownAudiences> m_known;
    QPointer<VersionFollower> m_versions;
    QList<QMetaObject::Connection> m_statusConnections;
    mutable QHash<QString, AudienceStatus> m_statusCache; // by audienceId, dropped when it changes
    bool m_onlyDraftsWaiting = false;
};

} // namespace Audience::Models
