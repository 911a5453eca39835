#pragma once

// Shared bits of the ui/ tests (the client is FakeClient): a fake service with as many demo-like
// pages and audiences as a test wants, answering page by page like the real one.
#include "fakeclient.h"

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
    return QJsonObject{
        {QStringLiteral("pageId"), pageId(number)},
        {QStringLiteral("name"), slug},
        {QStringLiteral("title"), QStringLiteral("Landing page number %1").arg(number)},
        {QStringLiteral("pageType"), types.at(number % types.size())},
        {QStringLiteral("status"), statuses.at(number % statuses.size())},
        {QStringLiteral("audiencesCount"), number % 6},
        {QStringLiteral("brandId"), QStringLiteral("brand_test")},
        {QStringLiteral("pageContext"), QStringLiteral("Context of page %1").arg(number)},
        {QStringLiteral("createdAt"), QStringLiteral("2024-01-%1T10:00:00Z").arg(1 + number % 28, 2, 10, QLatin1Char('0'))},
        {QStringLiteral("updatedAt"), QStringLiteral("2024-02-%1T10:00:00Z").arg(1 + number % 28, 2, 10, QLatin1Char('0'))},
        {QStringLiteral("archivedAt"), QJsonValue::Null},
        {QStringLiteral("deletedAt"), QJsonValue::Null},
        {QStringLiteral("actions"), QJsonArray{}},
        {QStringLiteral("actionCardWidgets"), QJsonArray{}},
        {QStringLiteral("footerLinks"), QJsonArray{}},
        {QStringLiteral("scripts"), QJsonArray{}},
        {QStringLiteral("metadata"),
         QJsonObject{{QStringLiteral("title"), QStringLiteral("SEO title %1").arg(number)},
                     {QStringLiteral("description"), QStringLiteral("What page %1 offers.").arg(number)},
                     {QStringLiteral("canonicalUrl"), QStringLiteral("https://example.com/%1").arg(slug)}}},
    };
}

// GET /v0/pages over `total` pages: honours `limit` and an opaque cursor (the next index).
inline FakeNetwork::Handler pagesHandler(int total)
{
    return [total](const ReceivedRequest &request) -> std::optional<FakeResponse> {
        if (request.method != "GET" || request.path() != QLatin1StringView("/v0/pages"))
            return std::nullopt;
        const int limit = request.hasQuery(QStringLiteral("limit")) ? request.queryValue(QStringLiteral("limit")).toInt() : 25;
        const int start = request.hasQuery(QStringLiteral("cursor")) ? request.queryValue(QStringLiteral("cursor")).toInt() : 0;
        QJsonArray items;
        for (int index = start; index < qMin(total, start + limit); ++index)
            items.append(pageJson(index + 1));
        const int next = start + int(items.size());
        const bool more = next < total;
        return FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), items},
                                                   {QStringLiteral("hasMore"), more},
                                                   {QStringLiteral("nextCursor"), more ? QJsonValue(QString::number(next)) : QJsonValue()},
                                                   {QStringLiteral("totalCount"), total}});
    };
}

inline QJsonObject audienceItemJson(const QString &audienceId, const QString &name, int page)
{
    return QJsonObject{{QStringLiteral("audienceId"), audienceId},
                       {QStringLiteral("effectiveName"), name},
                       {QStringLiteral("pageId"), pageId(page)},
                       {QStringLiteral("pageName"), QStringLiteral("landing-%1").arg(page)}};
}

// GET /v0/audiences/search: `items` filtered by the query (name or page name, ignoring case).
inline FakeResponse audienceSearchAnswer(const QList<QJsonObject> &items, const QString &query)
{
    QJsonArray matches;
    for (const QJsonObject &item : items) {
        const QString haystack = item.value(QStringLiteral("effectiveName")).toString() + u' '
                                 + item.value(QStringLiteral("pageName")).toString();
        if (query.isEmpty() || haystack.contains(query, Qt::CaseInsensitive))
            matches.append(item);
    }
    return FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), matches},
                                               {QStringLiteral("hasMore"), false},
                                               {QStringLiteral("nextCursor"), QJsonValue()},
                                               {QStringLiteral("totalCount"), matches.size()}});
}

} // namespace Audience::Testing
