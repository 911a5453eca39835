#pragma once

// Shared bits of the ui/ tests (the client is FakeClient): a fake service with as many demo-like
// pages and audiences as a test wants, answering page by page like the real one (the wire JSON
// comes from support/wirebuilder.h).
#include "fakeclient.h"
#include "support/wirebuilder.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QUrlQuery>

namespace Audience::Testing {

inline QString pageId(int number)
{
    return QStringLiteral("page_test_%1").arg(number, 3, 10, QLatin1Char('0'));
}

// Page `number` (1-based): types and statuses cycle so filters have something to do.
inline QJsonObject pageJson(int number)
{
    static const QStringList types{QStringLiteral("inbound"), QStringLiteral("outbound"), QStringLiteral("sales_deck")};
    static const QStringList statuses{QStringLiteral("published"), QStringLiteral("draft"), QStringLiteral("archived"),
                                      QStringLiteral("published")};
    const QString slug = QStringLiteral("landing-%1").arg(number);
    const QString day = QStringLiteral("%1").arg(1 + number % 28, 2, 10, QLatin1Char('0'));
    return Wire::Page{.pageId = pageId(number),
                      .name = slug,
                      .title = QStringLiteral("Landing page number %1").arg(number),
                      .pageType = types.at(number % types.size()),
                      .status = statuses.at(number % statuses.size()),
                      .audiencesCount = number % 6,
                      .brandId = QStringLiteral("brand_test"),
                      .pageContext = QStringLiteral("Context of page %1").arg(number),
                      .createdAt = QStringLiteral("2024-01-%1T10:00:00Z").arg(day),
                      .updatedAt = QStringLiteral("2024-02-%1T10:00:00Z").arg(day),
                      .metadata = QJsonObject{{QStringLiteral("title"), QStringLiteral("SEO title %1").arg(number)},
                                              {QStringLiteral("description"), QStringLiteral("What page %1 offers.").arg(number)},
                                              {QStringLiteral("canonicalUrl"), QStringLiteral("https://example.com/%1").arg(slug)}}}
        .toJson();
}

// GET /v0/pages over `total` pages: honours `limit` and an opaque cursor (the next index).
inline FakeNetwork::Handler pagesHandler(int total)
{
    return [total](const ReceivedRequest &request) -> std::optional<FakeResponse> {
        if (request.method != "GET" || request.path() != QLatin1StringView("/v0/pages"))
            return std::nullopt;
        const int limit = request.hasQuery(QStringLiteral("limit")) ? request.queryValue(QStringLiteral("limit")).toInt() : 25;
        const int start = request.hasQuery(QStringLiteral("cursor")) ? request.queryValue(QStringLiteral("cursor")).toInt() : 0;
        return FakeResponse::json(200, Wire::slice(total, start, limit, [](qsizetype index) { return pageJson(int(index) + 1); }).toJson());
    };
}

inline QJsonObject audienceItemJson(const QString &audienceId, const QString &name, int page)
{
    return Wire::AudienceSearchItem{.audienceId = audienceId,
                                    .effectiveName = name,
                                    .pageId = pageId(page),
                                    .pageName = QStringLiteral("landing-%1").arg(page)}
        .toJson();
}

// GET /v0/audiences/search: `items` filtered by the query (name or page name, ignoring case).
inline FakeResponse audienceSearchAnswer(const QList<QJsonObject> &items, const QString &query)
{
    Wire::List answer;
    for (const QJsonObject &item : items) {
        const QString haystack = item.value(QStringLiteral("effectiveName")).toString() + u' '
                                 + item.value(QStringLiteral("pageName")).toString();
        if (query.isEmpty() || haystack.contains(query, Qt::CaseInsensitive))
            answer.items.append(item);
    }
    return FakeResponse::json(200, answer.toJson());
}

} // namespace Audience::Testing
