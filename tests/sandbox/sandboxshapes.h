#pragma once

// Shapes of the sandbox's responses, read from spec/audience-pages-api.md section 2 and docs/sandbox.md:
// every required field present with the right JSON type, nullable fields present (null or typed),
// string fields without a value left out (never null),
// timestamps ISO 8601 UTC with milliseconds, enums within the spec's values. Each check returns a
// list of problems ("page.items[3].status: ..."), empty when the value has the shape.
#include "support/testhttp.h"

#include <QJsonValue>
#include <QStringList>

namespace Audience::Testing {

enum class Resource {
    Page,
    Audience,
    AudienceVersion,
    AudienceSearchItem,
    Conversation,
    MessageAccepted,
    AudienceSession,
    AnalyticsItem,
    Person,
    PersonLog,
    PersonLogCreated,
    Account,
    Topic,
    TopicEntry,
    PageLink,
    WebhookSubscription,
};

enum class TotalCount { Integer, IntegerOrNull };

QStringList shapeProblems(Resource resource, const QJsonValue &value, const QString &where = QStringLiteral("$"));
QStringList envelopeProblems(const QJsonValue &value, Resource item, TotalCount totalCount = TotalCount::Integer);
// The contract's error shape with this status and code; details, when present, an array of {field, problem}.
QStringList errorProblems(const HttpResponse &response, int status, const QString &code);

bool isTimestamp(const QJsonValue &value);
constexpr qint64 maxInt = 9007199254740991LL;

} // namespace Audience::Testing

// Fails the current test with every problem listed.
#define AUDIENCE_CHECK(problemsExpression)                                                                      \
    do {                                                                                                       \
        const QStringList audienceProblems_ = (problemsExpression);                                            \
        QVERIFY2(audienceProblems_.isEmpty(), qPrintable(audienceProblems_.join(QLatin1Char('\n'))));        \
    } while (false)

// Compares a response's status, showing the body when it differs.
#define AUDIENCE_STATUS(response, expected)                                                                   \
    do {                                                                                                       \
        const auto &audienceResponse_ = (response);                                                            \
        QVERIFY2(audienceResponse_.status == (expected),                                                       \
                 qPrintable(QStringLiteral("expected %1, got ").arg(expected) + audienceResponse_.describe())); \
    } while (false)
