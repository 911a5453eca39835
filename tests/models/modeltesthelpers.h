#pragma once

// Shared bits of the models/ tests (the client is FakeClient): a fake /v0/pages that serves N pages
// with cursors (the wire JSON comes from support/wirebuilder.h).
#include "fakeclient.h"
#include "support/wirebuilder.h"

#include "models/common/loadstate.h"
#include "models/common/pagedlistmodel.h"
#include "net/apiclient.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>
#include <QUrlQuery>

#include <functional>

namespace Audience::Testing {

inline QString isoUtc(const QDateTime &when)
{
    return when.toUTC().toString(Qt::ISODateWithMs);
}

// Page n of a generated catalogue: page_0001 "Page 1" …
inline Wire::Page numberedPage(int n)
{
    return Wire::Page{.pageId = QStringLiteral("page_%1").arg(n, 4, 10, QLatin1Char('0')),
                      .name = QStringLiteral("Page %1").arg(n),
                      .title = QStringLiteral("Title %1").arg(n)};
}

// Serves GET /v0/pages from `pages` with the cursor being the index of the next row, like a keyset
// cursor. `delayMs` delays every answer; `tamper` may change a response before it goes out.
class FakePageServer
{
public:
    FakePageServer(FakeNetwork &network, QList<Wire::Page> pages, int delayMs = 0)
        : m_pages(std::move(pages))
        , m_delayMs(delayMs)
    {
        network.setHandler([this](const ReceivedRequest &request) -> std::optional<FakeResponse> {
            if (request.method != "GET" || request.path() != QLatin1String("/v0/pages"))
                return std::nullopt;
            ++m_served;
            if (m_override) {
                if (auto answer = m_override(request, m_served))
                    return answer;
            }
            return FakeResponse::json(200, QJsonValue(answer(request))).withDelay(m_delayMs);
        });
    }

    QJsonObject answer(const ReceivedRequest &request) const
    {
        const int start = request.hasQuery(QStringLiteral("cursor")) ? request.queryValue(QStringLiteral("cursor")).toInt() : 0;
        const int limit = request.hasQuery(QStringLiteral("limit")) ? request.queryValue(QStringLiteral("limit")).toInt() : 25;
        return Wire::slice(m_pages.size(), start, limit, [this](qsizetype index) { return m_pages.at(index).toJson(); }).toJson();
    }

    // Returns an answer to use instead of the normal one (the request number counts from 1).
    void setOverride(std::function<std::optional<FakeResponse>(const ReceivedRequest &, int)> override)
    {
        m_override = std::move(override);
    }
    int served() const { return m_served; }
    QList<Wire::Page> &pages() { return m_pages; }

private:
    QList<Wire::Page> m_pages;
    int m_delayMs;
    int m_served = 0;
    std::function<std::optional<FakeResponse>(const ReceivedRequest &, int)> m_override;
};

inline QList<Wire::Page> numberedPages(int count)
{
    QList<Wire::Page> pages;
    for (int n = 1; n <= count; ++n)
        pages.append(numberedPage(n));
    return pages;
}

// Delivers whatever is already queued (late answers included), without a fixed sleep. Call it once
// the network side is idle (openReplies() and requestsInFlight() at 0) to check that nothing more
// arrives.
inline void drainEvents()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// Waits until the model leaves Loading (or times out).
inline bool waitUntilSettled(Models::PagedListModel &model, int timeoutMs = 10000)
{
    if (model.state() != Models::LoadState::Loading)
        return true;
    QSignalSpy spy(&model, &Models::PagedListModel::stateChanged);
    QDeadlineTimer deadline(timeoutMs);
    while (model.state() == Models::LoadState::Loading) {
        if (!spy.wait(int(qMax<qint64>(1, deadline.remainingTime()))))
            return false;
    }
    return true;
}

// Drives fetchMore() the way a view scrolled to the bottom would, until the model is complete or
// fails. Returns false on timeout.
inline bool fetchAll(Models::PagedListModel &model, int timeoutMs = 30000)
{
    QDeadlineTimer deadline(timeoutMs);
    // Someone else (a QAbstractItemModelTester) may be fetching too: wait for that as well.
    while (model.canFetchMore({}) || model.state() == Models::LoadState::Loading) {
        model.fetchMore({});
        if (!waitUntilSettled(model, int(qMax<qint64>(1, deadline.remainingTime()))))
            return false;
    }
    return true;
}

} // namespace Audience::Testing
