#pragma once

#include "models/common/loadstate.h"
#include "net/apierror.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QPointer>
#include <QSet>
#include <QString>

#include <optional>

namespace Audience::Net {
class ApiClient;
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

// The incremental base of every list that comes from a paged call of net/ (cursor + limit, answered
// with the pagination envelope). It follows Qt's fetchmore example:
//   - canFetchMore() is cheap and const: it only looks at the state and the last envelope;
//   - fetchMore() only starts a request, and never a second one while one is in flight;
//   - rows go in with beginInsertRows() when the reply arrives;
//   - reload() resets the model and fetches the first page; a generation counter makes any reply that
//     belongs to an earlier generation (started before a reset) fall on the floor.
// Its state (Idle → Loading → Complete, or Error with the ApiError) is a property with a signal, so a
// view can show a spinner, an empty sentence or the error with a retry button. A listing that cannot
// be followed to its end (see notice()) is Complete with what it got, never an error: the rows the
// service sent are valid rows.
//
// Subclasses give the request, the storage of their rows, and the columns and roles (data(),
// headerData(), columnCount()). Rows are flat: rowCount() is 0 for any valid parent.
class PagedListModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(Audience::Models::LoadState state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY stateChanged)
    Q_PROPERTY(qint64 totalCount READ totalCount NOTIFY totalCountChanged)
    Q_PROPERTY(int pageSize READ pageSize WRITE setPageSize)
public:
    static constexpr int DefaultPageSize = 50;
    // A listing stops after this many pages (the default pageLimit()): far beyond any real list at
    // any page size, it only ends a service that keeps sending new cursors forever.
    static constexpr int MaxPages = 10000;

    ~PagedListModel() override;

    // The client may be replaced (another profile): the model resets and waits for a fetch.
    void setClient(Net::ApiClient *client);
    Net::ApiClient *client() const;

    LoadState state() const { return m_state; }
    // The error of the last failed request; meaningful in LoadState::Error.
    const Net::ApiError &error() const { return m_error; }
    // One translated line for a view ("Not found: no such page"); empty unless in Error.
    QString errorMessage() const;
    // Why the list stopped before the service said it had no more rows, in words, when it did (a
    // page without a cursor, a cursor that came back, too many pages). The rows received stay and
    // the state is Complete: the view shows them with this under the list. Empty otherwise.
    QString notice() const { return m_notice; }
    // The server's totalCount from the last page, or -1 before the first page (or when it sent null).
    qint64 totalCount() const { return m_totalCount; }
    // True while a request for rows is in flight.
    bool isFetching() const;
    // When rows last came from the service (UTC); invalid before the first page. A list whose
    // reading again failed keeps its rows: the view says they are as last read at this time.
    QDateTime lastReadAt() const { return m_lastReadAt; }
    // True while refresh() reads the first page again with the old rows still shown.
    bool isRereading() const { return m_rereading; }
    // The number of resets so far; a reply started in an older generation is dropped.
    quint64 generation() const { return m_generation; }

    // Rows asked for per request (the `limit` parameter). Takes effect with the next request.
    int pageSize() const { return m_pageSize; }
    void setPageSize(int size);
    // How many pages one listing follows at most (MaxPages unless set; at least 1).
    int pageLimit() const { return m_pageLimit; }
    void setPageLimit(int pages);

    int rowCount(const QModelIndex &parent = {}) const final;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

public slots:
    // Drops every row and fetches the first page again (the "Reload" of a view, F5).
    void reload();
    // Reads the list again from its first page while its rows stay on screen: they are replaced
    // when the answer comes, and kept (with the error, and Retry) when it fails, so a failed read
    // never empties a list. For the same list read again (F5, the connection coming back); a list
    // whose question changed (another query, another item) calls reload(). Without rows: reload().
    void refresh();
    // After an error: asks again for the page that failed, keeping the rows already there (reload()
    // when nothing was loaded yet). Does nothing in other states.
    void retry();
    // Drops every row and goes back to Idle without fetching (a view attached will fetch on demand).
    void reset();

protected:
    // reload() with the first page asked for already (by whoever connected the client, say): drops
    // every row and takes `firstPage`, finished or still on its way, as the answer for the first
    // page instead of asking again. It must be the request requestPage() makes for cursor "" and
    // pageSize() rows; the model takes it over (parent) and nothing else is asked until it is in.
    void reloadWith(Net::ApiReply *firstPage);

signals:
    void stateChanged(Audience::Models::LoadState state);
    void totalCountChanged(qint64 totalCount);
    // A page of `count` rows went in at `firstRow` (after rowsInserted); useful for benchmarks and
    // for views that want to keep driving fetchMore().
    void pageLoaded(int firstRow, int count);

protected:
    // What one answer says about the rows after it.
    struct PageOutcome
    {
        int stagedRows = 0;                // rows staged by stagePage(), about to be inserted
        bool hasMore = false;              // the envelope's hasMore
        QString nextCursor;                // the envelope's nextCursor ("" when null)
        std::optional<qint64> totalCount;  // the envelope's totalCount, when it sent one
    };

    PagedListModel(Net::ApiClient *client, QObject *parent);

    // The outcome of a cursor-paged envelope (hasMore, nextCursor, totalCount) of which
    // `stagedRows` rows were staged.
    template <typename Envelope>
    static PageOutcome envelopeOutcome(const Envelope &list, qsizetype stagedRows)
    {
        PageOutcome outcome;
        outcome.stagedRows = int(stagedRows);
        outcome.hasMore = list.hasMore;
        outcome.nextCursor = list.nextCursor.value_or(QString());
        outcome.totalCount = list.totalCount;
        return outcome;
    }

    // Starts the request for the page after `cursor` ("" for the first page), asking for `limit`
    // rows. The reply must be parented to this model (pass `this` as the call's context); never null.
    virtual Net::ApiReply *requestPage(Net::ApiClient &client, const QString &cursor, int limit) = 0;
    // Reads a successful reply made by requestPage(): stages its rows (still invisible) and reports
    // the envelope.
    virtual PageOutcome stagePage(Net::ApiReply *reply) = 0;
    // Makes the staged rows visible; called between beginInsertRows() and endInsertRows().
    virtual void commitStagedRows() = 0;
    // Forgets staged rows that will not be committed (no rows to insert).
    virtual void discardStagedRows() = 0;
    // Drops every row; called between beginResetModel() and endResetModel().
    virtual void clearRows() = 0;
    // How many rows are visible.
    virtual int loadedRowCount() const = 0;

    // For subclasses whose list is complete after one answer (a search without a cursor).
    void setState(LoadState state, const Net::ApiError &error = {});
    // Emits dataChanged for every column of `row`.
    void notifyRowChanged(int row, const QList<int> &roles = {});

private:
    // `inFlight`: the request of the new generation, in place before views hear of the reset so
    // none of them asks for the first page again.
    void clearEverything(Net::ApiReply *inFlight = nullptr);
    void follow(Net::ApiReply *reply);
    void startRequest();
    void dropRowsForAnswer(Net::ApiReply *answer);
    void onReplyFinished(Net::ApiReply *reply, quint64 generation);
    // Takes the staged rows of an answer to `cursorAsked` in; returns how many went in.
    int takePage(const QString &cursorAsked, const PageOutcome &outcome);
    void setTotalCount(qint64 totalCount);
    // Why following `outcome` (the answer to the last cursor in m_seenCursors) would never end, in
    // words; empty when it may be followed.
    QString endlessListingProblem(const PageOutcome &outcome) const;

    QPointer<Net::ApiClient> m_client;
    QPointer<Net::ApiReply> m_reply;
    LoadState m_state = LoadState::Idle;
    Net::ApiError m_error;
    QString m_nextCursor;  // where the next page starts
    QSet<QString> m_seenCursors; // every cursor asked for in this generation ("" is the first page)
    bool m_hasMore = true; // before the first page there is always "more"
    qint64 m_totalCount = -1;
    QString m_notice; // why the listing stopped early, if it did
    QDateTime m_lastReadAt;
    bool m_rereading = false;     // refresh(): the old rows stay until the first page answers
    bool m_rereadFailed = false;  // ... and it failed: retry() reads again from the first page
    quint64 m_generation = 0;
    quint64 m_stateChanges = 0; // stateChanged emissions so far
    int m_pageSize = DefaultPageSize;
    int m_pageLimit = MaxPages;
};

// A paged list whose rows are the answers' items as they came, in a QList: the staged and visible
// rows' bookkeeping and the reading of a cursor-paged envelope (items, hasMore, nextCursor,
// totalCount), written once for the lists that need nothing more.
template <typename Item>
class ItemPagedListModel : public PagedListModel
{
public:
    using PagedListModel::PagedListModel;

protected:
    // Stages the envelope's items that `keep(item)` accepts (one that repeats a row is left out).
    template <typename Envelope, typename Keep>
    PageOutcome stageEnvelope(const Envelope &list, Keep keep)
    {
        for (const Item &item : list.items) {
            if (keep(item))
                m_staged.append(item);
        }
        return PagedListModel::envelopeOutcome(list, m_staged.size());
    }
    void commitStagedRows() override
    {
        m_rows.append(m_staged);
        m_staged.clear();
    }
    void discardStagedRows() override { m_staged.clear(); }
    void clearRows() override
    {
        m_rows.clear();
        m_staged.clear();
    }
    int loadedRowCount() const override { return int(m_rows.size()); }

    QList<Item> m_rows; // visible, in the order the service sent them
    QList<Item> m_staged;
};

} // namespace Audience::Models
