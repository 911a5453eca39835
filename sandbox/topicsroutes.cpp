// GET /v0/topics/search, GET and POST /v0/topics/{topic_id}/entries
#include "apierror.h"
#include "clock.h"
#include "queryreader.h"
#include "requestvalidator.h"
#include "router.h"
#include "routes.h"
#include "services.h"
#include "sql.h"
#include "topicstore.h"

namespace Sandbox {

void addTopicsRoutes(Router &router, Services &services)
{
    router.add("GET", QStringLiteral("/v0/topics/search"), [&services](const ApiRequest &request) {
        const QueryReader query(request.query);
        const int limit = query.limit();
        const Cursor after = query.cursor(u"topics");
        const QString text = query.text(QStringLiteral("query")).trimmed();
        const PageOfRows page = services.topics.search(text, after, limit);
        return ApiResponse::json(envelope(page, services.topics.searchCount(text)));
    });

    router.add("GET", QStringLiteral("/v0/topics/{topic_id}/entries"), [&services](const ApiRequest &request) {
        const QueryReader query(request.query);
        const int limit = query.limit();
        const Cursor after = query.cursor(u"topic_entries");
        const QString topicId = request.param(QStringLiteral("topic_id"));
        if (!services.topics.exists(topicId))
            throw ApiError::notFound(QStringLiteral("Topic"));
        const PageOfRows page = services.topics.entries(topicId, after, limit);
        return ApiResponse::json(envelope(page, services.topics.entryCount(topicId)));
    });

    router.add("POST", QStringLiteral("/v0/topics/{topic_id}/entries"), [&services](const ApiRequest &request) {
        using Need = RequestValidator::Need;
        RequestValidator body(request.body);
        const auto content = body.object(QStringLiteral("content"), Need::Required);
        const auto sortOrder = body.integer(QStringLiteral("sortOrder"), Need::Optional, 0, RequestValidator::maxInt);
        QString type;
        QString text;
        if (content) {
            // The nested object is checked with its own reader so its problems name "content.type" etc.
            const QJsonValue typeValue = content->value(QStringLiteral("type"));
            const QJsonValue textValue = content->value(QStringLiteral("content"));
            if (typeValue.isUndefined())
                body.ruleProblem(QStringLiteral("content.type"), QStringLiteral("is required"));
            else if (!typeValue.isString())
                body.typeProblem(QStringLiteral("content.type"), QStringLiteral("must be a string"));
            else if (typeValue.toString().isEmpty() || RequestValidator::codePointLength(typeValue.toString()) > 100)
                body.ruleProblem(QStringLiteral("content.type"), QStringLiteral("length must be 1..100 characters"));
            if (textValue.isUndefined())
                body.ruleProblem(QStringLiteral("content.content"), QStringLiteral("is required"));
            else if (!textValue.isString())
                body.typeProblem(QStringLiteral("content.content"), QStringLiteral("must be a string"));
            else if (textValue.toString().isEmpty())
                body.ruleProblem(QStringLiteral("content.content"), QStringLiteral("must not be empty"));
            type = typeValue.toString();
            text = textValue.toString();
        }
        body.finish();
        const QString topicId = request.param(QStringLiteral("topic_id"));
        if (!services.topics.exists(topicId))
            throw ApiError::notFound(QStringLiteral("Topic"));
        Transaction transaction(services.sql);
        const QJsonObject entry = services.topics.addEntry(topicId, type, text, sortOrder, Clock::now());
        transaction.commit();
        return ApiResponse::json(entry, 201);
    });
}

} // namespace Sandbox
