#pragma once

#include "models/common/pagedlistmodel.h"
#include "net/apireply.h"
#include "net/envelope.h"
#include "net/pagetypes.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QStringList>

namespace Audience::Models {

class KnownAudiences;

// The pages of GET /v0/pages, loaded page by page as the view scrolls (see PagedListModel).
// Columns: Name, Title, Type, Status, Audiences, Updated. Roles: see modelroles.h — ObjectRole gives
// the whole Net::Page, SortRole the raw value (QDateTime for Updated, qint64 for Audiences), IdRole the
// pageId, StatusRole/TypeRole the wire values, SearchTextRole "name title".
class PageListModel : public PagedListModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, TitleColumn, TypeColumn, StatusColumn, AudiencesColumn, UpdatedColumn, ColumnCount };
    Q_ENUM(Column)

    explicit PageListModel(Net::ApiClient *client, QObject *parent = nullptr);
    ~PageListModel() override;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // reload() with the answer to GET /v0/pages?limit=pageSize() (no cursor) that the caller already
    // has, finished or on its way: the session's connection test is that call, so the first rows
    // need no second round trip. The model takes the reply over.
    void reloadWith(Net::Reply<Net::PageList> *firstPage) { PagedListModel::reloadWith(firstPage); }

    // The page shown in `row` (0 <= row < rowCount()).
    const Net::Page &pageAt(int row) const;
    // The row of a loaded page, or -1.
    int rowOf(const QString &pageId) const;

    // Asks GET /v0/pages/{pageId}: a loaded row is replaced in place (dataChanged), used after an
    // audience of the page was archived or restored (its audiencesCount changed); a page not among
    // the rows (opened by ID) is announced with pageFetched(). The newest question per page wins.
    void fetchPage(const QString &pageId);
    // When set, a change to a known audience (archive/restore through AudienceActions) refreshes its
    // page's row. Not owned; may be null.
    void setKnownAudiences(KnownAudiences *known);

    // Translated labels of the wire values, for cells and for filter menus; unknown values are
    // returned as they came.
    static QString typeLabel(const QString &pageType);
    static QString statusLabel(const QString &status);
    // The values the spec lists, in its order, for filter menus.
    static QStringList knownTypes();
    static QStringList knownStatuses();

signals:
    // A fetchPage() was answered (after the row, if any, was replaced).
    void pageFetched(const Audience::Net::Page &page);
    // A fetchPage() failed (not for one dropped by a newer fetch or a reset); a row keeps its content.
    void fetchFailed(const QString &pageId, const Audience::Net::ApiError &error);

protected:
    Net::ApiReply *requestPage(Net::ApiClient &client, const QString &cursor, int limit) override;
    PageOutcome stagePage(Net::ApiReply *reply) override;
    void commitStagedRows() override;
    void discardStagedRows() override;
    void clearRows() override;
    int loadedRowCount() const override;

private:
    // A page with what the view asks for again and again worked out once.
    struct Row
    {
        Net::Page page;
        QDateTime updatedAt; // parsed once; invalid when the text is not ISO 8601
    };
    static Row makeRow(Net::Page page);
    QVariant displayData(const Row &row, int column) const;
    QVariant sortData(const Row &row, int column) const;

    QList<Row> m_rows;
    QList<Row> m_staged;
    QHash<QString, int> m_rowOfPage;
    QPointer<KnownAudiences> m_known;
    QHash<QString, QPointer<Net::ApiReply>> m_refreshes; // pageId → the refresh in flight
};

} // namespace Audience::Models
