#include "models/common/pagedlistmodel.h"

#include "net/apiclient.h"

namespace Audience::Models {

PagedListModel::PagedListModel(Net::ApiClient *client, QObject *parent)
    : QAbstractTableModel(parent)
    , m_client(client)
{
}

PagedListModel::~PagedListModel() = default;

Net::ApiClient *PagedListModel::client() const
{
    return m_client;
}

bool PagedListModel::isFetching() const
{
    return m_reply != nullptr;
}

void PagedListModel::setClient(Net::ApiClient *client)
{
    if (m_client == client)
        return;
    m_client = client;
    reset();
}

QString PagedListModel::errorMessage() const
{
    return m_state == LoadState::Error ? m_error.toString() : QString();
}

void PagedListModel::setPageSize(int size)
{
    m_pageSize = qMax(1, size);
}

void PagedListModel::setPageLimit(int pages)
{
    m_pageLimit = qMax(1, pages);
}

int PagedListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : loadedRowCount();
}

bool PagedListModel::canFetchMore(const QModelIndex &parent) const
{
    // After an error a view must not retry on its own on every scroll: retry() or reload() do.
    return !parent.isValid() && m_client && !m_reply && m_hasMore && m_state != LoadState::Error;
}

void PagedListModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        startRequest();
}

void PagedListModel::reload()
{
    clearEverything();
    // A view told about the reset may already have asked for the first page.
    if (m_client && !m_reply)
        startRequest();
}

void PagedListModel::refresh()
{
    if (loadedRowCount() == 0 || !m_client) {
        reload();
        return;
    }
    // A new generation, as reload() makes, but the rows stay until the answer replaces them.
    ++m_generation;
    if (Net::ApiReply *stale = m_reply) {
        m_reply = nullptr;
        stale->abort();
    }
    discardStagedRows();
    m_rereading = true;
    m_rereadFailed = false;
    m_nextCursor.clear();
    startRequest();
}

void PagedListModel::retry()
{
    if (m_state != LoadState::Error)
        return;
    if (m_rereadFailed) {
        refresh();
        return;
    }
    if (loadedRowCount() == 0) {
        reload();
        return;
    }
    // The cursor still points at the page that failed.
    if (m_client && !m_reply)
        startRequest();
}

void PagedListModel::reset()
{
    clearEverything();
}

void PagedListModel::reloadWith(Net::ApiReply *firstPage)
{
    Q_ASSERT(firstPage);
    firstPage->setParent(this);
    clearEverything(firstPage);
    setState(LoadState::Loading);
    if (firstPage->isFinished())
        onReplyFinished(firstPage, m_generation);
    else
        follow(firstPage);
}

void PagedListModel::clearEverything(Net::ApiReply *inFlight)
{
    // A new generation: whatever is in flight now belongs to the old one and will be ignored, even if
    // its answer is already queued in the event loop.
    ++m_generation;
    if (Net::ApiReply *stale = m_reply) {
        m_reply = nullptr;
        stale->abort();
    }
    const LoadState before = m_state;
    const quint64 changesBefore = m_stateChanges;
    const qint64 totalBefore = m_totalCount;

    beginResetModel();
    discardStagedRows();
    clearRows();
    // Everything is back at the start before the views hear of the reset: one of them may call
    // fetchMore() from its modelReset handler, and must then ask for the first page.
    m_nextCursor.clear();
    m_seenCursors.clear();
    m_hasMore = true;
    m_totalCount = -1;
    m_notice.clear();
    m_state = LoadState::Idle;
    m_error = {};
    m_reply = inFlight;
    m_rereading = false;
    m_rereadFailed = false;
    m_lastReadAt = {};
    endResetModel();

    if (m_totalCount != totalBefore)
        emit totalCountChanged(m_totalCount);
    // Unless a view already started the next request (and announced Loading), say we are Idle.
    if (m_stateChanges == changesBefore && before != m_state) {
        ++m_stateChanges;
        emit stateChanged(m_state);
    }
}

void PagedListModel::startRequest()
{
    Net::ApiReply *reply = requestPage(*m_client, m_nextCursor, m_pageSize);
    Q_ASSERT(reply);
    m_reply = reply;
    follow(reply);
    setState(LoadState::Loading);
}

void PagedListModel::follow(Net::ApiReply *reply)
{
    const quint64 generation = m_generation;
    connect(reply, &Net::ApiReply::finished, this, [this, reply, generation] { onReplyFinished(reply, generation); });
}

void PagedListModel::onReplyFinished(Net::ApiReply *reply, quint64 generation)
{
    if (generation != m_generation || reply != m_reply)
        return; // an answer to a question asked before the last reset
    m_reply = nullptr;
    if (reply->isError()) {
        // A failed reading again keeps the rows it would have replaced.
        m_rereadFailed = std::exchange(m_rereading, false);
        setState(LoadState::Error, reply->error());
        return;
    }
    if (std::exchange(m_rereading, false))
        dropRowsForAnswer(reply);
    m_lastReadAt = QDateTime::currentDateTimeUtc();

    const QString cursorAsked = m_nextCursor;
    const PageOutcome outcome = stagePage(reply);
    const int first = loadedRowCount();
    const int count = takePage(cursorAsked, outcome);
    // A view may have reset the model, or asked for the next page, while hearing of the new rows.
    if (generation != m_generation)
        return;
    if (m_reply)
        setState(LoadState::Loading);
    else
        setState(m_hasMore ? LoadState::Idle : LoadState::Complete);
    if (count > 0)
        emit pageLoaded(first, count);
}

void PagedListModel::dropRowsForAnswer(Net::ApiReply *answer)
{
    // The answer to refresh() is in: the old rows go and its rows come, in one turn of the event
    // loop, so nothing empty is ever painted. The answer counts as in flight meanwhile, so a view
    // told of the reset does not ask for the first page again.
    m_reply = answer;
    beginResetModel();
    clearRows();
    m_seenCursors.clear();
    m_hasMore = true;
    m_notice.clear();
    endResetModel();
    m_reply = nullptr;
}

int PagedListModel::takePage(const QString &cursorAsked, const PageOutcome &outcome)
{
    m_seenCursors.insert(cursorAsked);
    m_hasMore = outcome.hasMore;
    m_nextCursor = outcome.nextCursor;
    // The rows of this answer are valid whatever its cursor says; only following that cursor would
    // ask for pages forever (or again for rows already shown). So the rows go in, the listing ends
    // here, and notice() says in words why.
    if (const QString problem = endlessListingProblem(outcome); !problem.isEmpty()) {
        m_hasMore = false;
        m_nextCursor.clear();
        m_notice = problem;
    }

    if (outcome.totalCount)
        setTotalCount(*outcome.totalCount);

    const int first = loadedRowCount();
    const int count = outcome.stagedRows;
    if (count > 0) {
        beginInsertRows({}, first, first + count - 1);
        commitStagedRows();
        endInsertRows();
    } else {
        discardStagedRows();
    }
    return count;
}

QString PagedListModel::endlessListingProblem(const PageOutcome &outcome) const
{
    if (!outcome.hasMore)
        return {};
    if (outcome.nextCursor.isEmpty())
        return tr("The service said there are more rows but gave no cursor to fetch them, so the list stops here.");
    // The cursor just asked is in the set already.
    if (m_seenCursors.contains(outcome.nextCursor))
        return tr("The service pointed back to a page it had already sent, so the list stops here.");
    // Each page taken added its cursor: the set's size is the number of pages so far.
    if (m_seenCursors.size() >= m_pageLimit)
        return tr("The list stops after %n page(s): the service kept saying there are more.", nullptr, m_pageLimit);
    return {};
}

void PagedListModel::setState(LoadState state, const Net::ApiError &error)
{
    const bool changed = m_state != state || state == LoadState::Error;
    m_state = state;
    m_error = state == LoadState::Error ? error : Net::ApiError{};
    if (changed) {
        ++m_stateChanges;
        emit stateChanged(m_state);
    }
}

void PagedListModel::setTotalCount(qint64 totalCount)
{
    if (m_totalCount == totalCount)
        return;
    m_totalCount = totalCount;
    emit totalCountChanged(m_totalCount);
}

void PagedListModel::notifyRowChanged(int row, const QList<int> &roles)
{
    if (row < 0 || row >= loadedRowCount())
        return;
    emit dataChanged(index(row, 0), index(row, columnCount() - 1), roles);
}

} // namespace Audience::Models
