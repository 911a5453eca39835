#pragma once

#include "models/audiences/audiencenames.h"
#include "models/common/pagedlistmodel.h"
#include "net/topictypes.h"

#include <QList>
#include <QTimer>

namespace Audience::Models {

// The filters GET /v0/page_links/search takes (spec 4.17). Empty means "not sent".
struct PageLinkFilter
{
    QString pageId;         // the page the links lead to
    QString query;          // text in the path
    QString targetType;     // audience, page, page_routing
    QString tenantDomainId; // a custom domain; empty: the service's fallback subdomain

    friend bool operator==(const PageLinkFilter &, const PageLinkFilter &) = default;
};

// The answer of the page-link search, paged with its cursor. setFilter() starts a new search at once,
// or after debounceMs of quiet when set (typing in the path box).
//
// Columns: Path, Target, Domain, Created, Updated, State (Active / Deleted, in words).
// Roles (modelroles.h): ObjectRole (Net::PageLink), IdRole (pageLinkId), TypeRole (targetType as
// sent), StatusRole ("deleted" or "active"), SortRole; and TargetAudienceRole / TargetPageRole below.
// A link names the audience it leads to but not its page: the page is known only when the search was
// filtered by page (every row then leads to that page).
class PageLinkSearchModel : public ItemPagedListModel<Net::PageLink>
{
    Q_OBJECT
    Q_PROPERTY(int debounceMs READ debounceMs WRITE setDebounceMs)
public:
    enum Column { PathColumn, TargetColumn, DomainColumn, CreatedColumn, UpdatedColumn, StateColumn, ColumnCount };
    Q_ENUM(Column)
    enum ExtraRole {
        // The audience an audience link opens ("" for other targets).
        TargetAudienceRole = Qt::UserRole + 200,
        // The page the link leads to when known (the page filter), else "".
        TargetPageRole,
        // bool: the link carries a deletedAt.
        DeletedRole,
        // The name of the audience an audience link opens, where the console knows it, else "".
        TargetAudienceNameRole,
    };

    static QStringList knownTargetTypes();
    // "Audience", "Page", "Page routing"; unknown types as they came.
    static QString targetTypeLabel(const QString &targetType);

    explicit PageLinkSearchModel(Net::ApiClient *client, QObject *parent = nullptr);
    ~PageLinkSearchModel() override;

    PageLinkFilter filter() const { return m_filter; }
    // A different filter searches again (a reset, then one request, debounced when set).
    void setFilter(const PageLinkFilter &filter);
    int debounceMs() const { return m_debounce.interval(); }
    void setDebounceMs(int ms);
    // Where an audience link's audience gets its name (the Target column says it, the ID goes to
    // the tooltip); without, audiences are named by ID. Read as the rows are shown.
    void setAudienceNames(const AudienceNames &names) { m_names = names; }
    // True while the rows shown are not yet the answer to the current filter: a search is waiting
    // for the typing to pause, or its answer is on its way.
    bool isSearching() const { return m_debounce.isActive() || isFetching(); }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Net::PageLink &linkAt(int row) const;
    int rowOf(const QString &pageLinkId) const;
    // The tenant domains the answers named so far (for a chooser), in the order first seen.
    QStringList seenDomains() const { return m_domains; }

signals:
    void filterChanged(const Audience::Models::PageLinkFilter &filter);
    void domainsChanged();

protected:
    Net::ApiReply *requestPage(Net::ApiClient &client, const QString &cursor, int limit) override;
    PageOutcome stagePage(Net::ApiReply *reply) override;

private:
    QString targetText(const Net::PageLink &link) const;

    PageLinkFilter m_filter;
    AudienceNames m_names;
    QTimer m_debounce;
    QStringList m_domains;
};

} // namespace Audience::Models

Q_DECLARE_METATYPE(Audience::Models::PageLinkFilter)
