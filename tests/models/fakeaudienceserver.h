#pragma once

// A fake of the audience calls over FakeNetwork: GET /v0/audiences/search (query on the audience or
// page name, limit; archived audiences included, as in the sandbox), and archive/restore answering
// with a full Audience (409 when already in that state). Header-only.
#include "fakenetwork.h"
#include "support/wirebuilder.h"

#include <QJsonObject>
#include <QRegularExpression>

#include <optional>
#include <utility>

namespace Audience::Testing {

struct FakeAudience
{
    QString audienceId;
    QString name;
    QString pageId;
    QString pageName;
    bool archived = false;
};

class FakeAudienceServer
{
public:
    explicit FakeAudienceServer(FakeNetwork &network, QList<FakeAudience> audiences = {})
        : m_audiences(std::move(audiences))
    {
        network.setHandler([this](const ReceivedRequest &request) { return answer(request); });
    }

    QList<FakeAudience> &audiences() { return m_audiences; }
    // Makes archive/restore of this audience fail with `response` until cleared.
    void failActionsOn(const QString &audienceId, std::optional<FakeResponse> response)
    {
        m_failOn = audienceId;
        m_failure = std::move(response);
    }
    void setDelay(int ms) { m_delayMs = ms; }
    // The next search gets this answer instead.
    void failNextSearch(FakeResponse response) { m_searchFailure = std::move(response); }

    static QJsonObject audienceJson(const FakeAudience &audience)
    {
        return Wire::Audience{.audienceId = audience.audienceId,
                              .pageId = audience.pageId,
                              .computedName = audience.name,
                              .effectiveName = audience.name,
                              .status = audience.archived ? QStringLiteral("archived") : QStringLiteral("published"),
                              .archivedAt = audience.archived ? QJsonValue(QStringLiteral("2024-06-01T00:00:00Z")) : QJsonValue(QJsonValue::Null)}
            .toJson();
    }

private:
    std::optional<FakeResponse> answer(const ReceivedRequest &request)
    {
        const QString path = request.path();
        if (request.method == "GET" && path == QLatin1String("/v0/audiences/search")) {
            if (m_searchFailure)
                return std::exchange(m_searchFailure, std::nullopt);
            return search(request);
        }
        static const QRegularExpression action(QStringLiteral("^/v0/pages/([^/]+)/audiences/([^/]+)(/restore)?$"));
        const auto match = action.match(path);
        if (!match.hasMatch())
            return std::nullopt;
        const bool restore = !match.captured(3).isEmpty();
        if ((restore && request.method != "POST") || (!restore && request.method != "DELETE"))
            return std::nullopt;
        const QString pageId = match.captured(1);
        const QString audienceId = match.captured(2);
        if (audienceId == m_failOn && m_failure)
            return m_failure->withDelay(m_delayMs);
        for (FakeAudience &audience : m_audiences) {
            if (audience.audienceId == audienceId && audience.pageId == pageId) {
                if (audience.archived != restore)
                    return FakeResponse::error(409, QStringLiteral("conflict"), QStringLiteral("already in that state")).withDelay(m_delayMs);
                audience.archived = !restore;
                return FakeResponse::json(200, QJsonValue(audienceJson(audience))).withDelay(m_delayMs);
            }
        }
        return FakeResponse::error(404, QStringLiteral("not_found"), QStringLiteral("no such audience")).withDelay(m_delayMs);
    }

    FakeResponse search(const ReceivedRequest &request) const
    {
        const QString query = request.queryValue(QStringLiteral("query"));
        const int limit = request.hasQuery(QStringLiteral("limit")) ? request.queryValue(QStringLiteral("limit")).toInt() : 25;
        Wire::List list; // no cursor: the search has none
        int matching = 0;
        for (const FakeAudience &audience : m_audiences) {
            if (!query.isEmpty() && !audience.name.contains(query, Qt::CaseInsensitive)
                && !audience.pageName.contains(query, Qt::CaseInsensitive))
                continue;
            ++matching;
            if (list.items.size() < limit)
                list.items.append(Wire::AudienceSearchItem{.audienceId = audience.audienceId,
                                                           .effectiveName = audience.name,
                                                           .pageId = audience.pageId,
                                                           .pageName = audience.pageName}
                                      .toJson());
        }
        list.hasMore = matching > list.items.size();
        list.totalCount = matching;
        return FakeResponse::json(200, QJsonValue(list.toJson())).withDelay(m_delayMs);
    }

    QList<FakeAudience> m_audiences;
    QString m_failOn;
    std::optional<FakeResponse> m_failure;
    std::optional<FakeResponse> m_searchFailure;
    int m_delayMs = 0;
};

// Three pages with 3, 2 and 1 audiences, interleaved the way a search by creation time returns them.
inline QList<FakeAudience> sampleAudiences()
{
    const QString retail = QStringLiteral("Retail landing");
    const QString saas = QStringLiteral("SaaS webinar");
    const QString deck = QStringLiteral("Sales deck");
    return {
        {QStringLiteral("aud_1"), QStringLiteral("Store managers"), QStringLiteral("page_retail"), retail},
        {QStringLiteral("aud_2"), QStringLiteral("CTOs"), QStringLiteral("page_saas"), saas},
        {QStringLiteral("aud_3"), QStringLiteral("Regional buyers"), QStringLiteral("page_retail"), retail},
        {QStringLiteral("aud_4"), QStringLiteral("Founders"), QStringLiteral("page_deck"), deck},
        {QStringLiteral("aud_5"), QStringLiteral("Product leads"), QStringLiteral("page_saas"), saas},
        {QStringLiteral("aud_6"), QStringLiteral("Retail analysts"), QStringLiteral("page_retail"), retail},
    };
}

} // namespace Audience::Testing
