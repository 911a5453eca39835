// GET /v0/pages, GET /v0/pages/{page_id}
#include "apierror.h"
#include "pagestore.h"
#include "queryreader.h"
#include "router.h"
#include "routes.h"
#include "services.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Sandbox {

namespace {

// A JSON string literal (quotes included) for `text`.
QByteArray jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

// The pagination envelope of spec section 2 around already serialized Page objects, spliced as
// bytes. Keys in the order QJsonDocument writes them (sorted), so the answer is the same bytes
// envelope() would give.
QByteArray pageEnvelope(const PageJsonRows &rows, qint64 totalCount)
{
    qsizetype size = 96 + rows.nextCursor.size();
    for (const QByteArray &item : rows.items)
        size += item.size() + 1;
    QByteArray body;
    body.reserve(size);
    body += rows.hasMore ? QByteArrayLiteral("{\"hasMore\":true,\"items\":[")
                         : QByteArrayLiteral("{\"hasMore\":false,\"items\":[");
    for (qsizetype i = 0; i < rows.items.size(); ++i) {
        if (i > 0)
            body += ',';
        body += rows.items.at(i);
    }
    body += QByteArrayLiteral("],\"nextCursor\":");
    body += rows.nextCursor.isEmpty() ? QByteArrayLiteral("null") : jsonString(rows.nextCursor);
    body += QByteArrayLiteral(",\"totalCount\":");
    body += QByteArray::number(totalCount);
    body += '}';
    return body;
}

} // namespace

void addPagesRoutes(Router &router, Services &services)
{
    router.add("GET", QStringLiteral("/v0/pages"), [&services](const ApiRequest &request) {
        const QueryReader query(request.query);
        const int limit = query.limit();
        const Cursor after = query.cursor(u"pages");
        const PageJsonRows rows = services.pages.listJson(after, limit);
        return ApiResponse{200, pageEnvelope(rows, services.pages.count()), {}};
    });

    router.add("GET", QStringLiteral("/v0/pages/{page_id}"), [&services](const ApiRequest &request) {
        auto page = services.pages.getJson(request.param(QStringLiteral("page_id")));
        if (!page)
            throw ApiError::notFound(QStringLiteral("Page"));
        return ApiResponse{200, std::move(*page), {}};
    });
}

} // namespace Sandbox
