// What the calls send: validation of every limit before sending (nothing goes out on failure),
// bodies of every write, PATCH bodies that keep absent and null apart, query parameters.
#include "nettesthelpers.h"

#include "net/validator.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

namespace tst_netrequests {

using namespace Audience::Net;
using namespace Audience::Testing;

namespace {

struct Result
{
    bool done = false;
    ApiError error;
    bool success = false;
};

Result run(ApiReply *reply)
{
    Result result;
    QObject::connect(reply, &ApiReply::finished, reply, [&result, reply] {
        result.done = true;
        result.success = reply->isSuccess();
        result.error = reply->error();
    });
    if (!QTest::qWaitFor([&] { return result.done; }, 10000))
        qWarning("the reply did not finish in time");
    return result;
}

QStringList fields(const ApiError &error)
{
    QStringList names;
    for (const FieldProblem &problem : error.fieldProblems)
        names.append(problem.field);
    return names;
}

NewPersonLog validLog()
{
    NewPersonLog log;
    log.source = QStringLiteral("crm-import");
    log.payload = QJsonObject{{QStringLiteral("visited"), true}};
    return log;
}

} // namespace

class TestNetRequests : public QObject
{
    Q_OBJECT
private slots:
    void invalidPersonLogsAreNotSent_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("field");
        QTest::newRow("source empty") << 0 << QStringLiteral("source");
        QTest::newRow("source not kebab") << 1 << QStringLiteral("source");
        QTest::newRow("source too long") << 2 << QStringLiteral("source");
        QTest::newRow("type not kebab") << 3 << QStringLiteral("type");
        QTest::newRow("type too long") << 4 << QStringLiteral("type");
        QTest::newRow("phone pattern") << 5 << QStringLiteral("phoneNumber");
        QTest::newRow("idempotencyKey too long") << 6 << QStringLiteral("idempotencyKey");
        QTest::newRow("name too long") << 7 << QStringLiteral("name");
        QTest::newRow("name empty") << 8 << QStringLiteral("name");
        QTest::newRow("personId empty") << 9 << QStringLiteral("personId");
        QTest::newRow("linkedin empty") << 10 << QStringLiteral("linkedinProfileUrl");
        QTest::newRow("phone leading zero") << 11 << QStringLiteral("phoneNumber");
    }

    void invalidPersonLogsAreNotSent()
    {
        QFETCH(int, variant);
        QFETCH(QString, field);
        NewPersonLog log = validLog();
        switch (variant) {
        case 0: log.source.clear(); break;
        case 1: log.source = QStringLiteral("CRM_Import"); break;
        case 2: log.source = QString(101, u'a'); break;
        case 3: log.type = QStringLiteral("double--hyphen"); break;
        case 4: log.type = QString(101, u't'); break;
        case 5: log.phoneNumber = QStringLiteral("0123"); break;
        case 6: log.idempotencyKey = QString(256, u'k'); break;
        case 7: log.name = QString(256, u'n'); break;
        case 8: log.name = QString(); break;
        case 9: log.personId = QString(); break;
        case 10: log.linkedinProfileUrl = QString(); break;
        case 11: log.phoneNumber = QStringLiteral("+0123456"); break;
        }
        FakeClient f;
        const Result result = run(f.client.people().createLog(log));
        QCOMPARE(result.error.kind, ApiError::Kind::Validation);
        QCOMPARE(result.error.httpStatus, 0);
        QCOMPARE(fields(result.error), QStringList{field});
        QVERIFY(!result.error.fieldProblems.constFirst().message.isEmpty());
        QVERIFY(f.network.requests().isEmpty());
        QVERIFY(f.client.requestLog()->entries().isEmpty());
    }

    void validPersonLogBody()
    {
        FakeClient f;
        f.network.route("POST", QStringLiteral("/v0/person_logs"), FakeResponse::json(201, fixture(QStringLiteral("person-log-created.json"))));
        NewPersonLog log = validLog();
        log.type = QStringLiteral("page-visit");
        log.phoneNumber = QStringLiteral("+14155550100");
        log.name = QString(255, u'n');
        log.email = QStringLiteral("ada@example.com");
        auto *reply = f.client.people().createLog(log);
        const QString key = reply->idempotencyKey();
        QVERIFY(run(reply).success);
        const QJsonObject body = f.network.requests().constFirst().json();
        QCOMPARE(body.value(QStringLiteral("source")).toString(), QStringLiteral("crm-import"));
        QCOMPARE(body.value(QStringLiteral("type")).toString(), QStringLiteral("page-visit"));
        QCOMPARE(body.value(QStringLiteral("payload")).toObject().value(QStringLiteral("visited")).toBool(), true);
        QCOMPARE(body.value(QStringLiteral("idempotencyKey")).toString(), key);
        QCOMPARE(body.value(QStringLiteral("email")).toString(), QStringLiteral("ada@example.com"));
        QVERIFY(!body.contains(QStringLiteral("personId")));
        QVERIFY(!body.contains(QStringLiteral("linkedinProfileUrl")));
        QCOMPARE(f.network.requests().constFirst().header("Content-Type"), QByteArray("application/json"));
    }

    // The spec: type is "yes in the schema; default `webhook` when omitted". A service that validates
    // against its schema refuses a body without it (422), so it always goes out.
    void typeIsAlwaysSent_data()
    {
        QTest::addColumn<QString>("given");
        QTest::addColumn<QString>("sent");
        QTest::newRow("none") << QString() << QStringLiteral("webhook");
        QTest::newRow("empty") << QStringLiteral("") << QStringLiteral("webhook");
        QTest::newRow("given") << QStringLiteral("page-visit") << QStringLiteral("page-visit");
        QTest::newRow("given webhook") << QStringLiteral("webhook") << QStringLiteral("webhook");
    }

    void typeIsAlwaysSent()
    {
        QFETCH(QString, given);
        QFETCH(QString, sent);
        FakeClient f;
        f.network.route("POST", QStringLiteral("/v0/person_logs"), FakeResponse::json(201, fixture(QStringLiteral("person-log-created.json"))));
        NewPersonLog log = validLog();
        log.type = given;
        QVERIFY(run(f.client.people().createLog(log)).success);
        const QJsonObject body = f.network.requests().constFirst().json();
        QVERIFY(body.value(QStringLiteral("type")).isString());
        QCOMPARE(body.value(QStringLiteral("type")).toString(), sent);
    }

    // Every field the spec calls required goes out even when the caller leaves it at its default:
    // person log source/type/payload, message, topic entry content {type, content}.
    void requiredBodyFieldsAreAlwaysSent()
    {
        FakeClient f;
        f.network.setHandler([](const ReceivedRequest &) { return std::optional(FakeResponse::withStatus(404)); });
        NewPersonLog log;
        log.source = QStringLiteral("crm-import"); // payload left default: an empty object
        run(f.client.people().createLog(log));
        run(f.client.topics().createEntry(QStringLiteral("topic_demo_1"), NewTopicEntry{}));
        run(f.client.conversation().send(QStringLiteral("p"), QStringLiteral("a"),
                                         {.message = QStringLiteral("hi"), .clientMessageId = {}, .selectedElement = {}}));
        const QList<ReceivedRequest> sent = f.network.requests();
        QCOMPARE(sent.size(), 3);
        const QJsonObject logBody = sent[0].json();
        QCOMPARE(logBody.value(QStringLiteral("source")).toString(), QStringLiteral("crm-import"));
        QCOMPARE(logBody.value(QStringLiteral("type")).toString(), QStringLiteral("webhook"));
        QVERIFY(logBody.value(QStringLiteral("payload")).isObject());
        const QJsonObject content = sent[1].json().value(QStringLiteral("content")).toObject();
        QVERIFY(content.value(QStringLiteral("type")).isString());
        QVERIFY(content.value(QStringLiteral("content")).isString());
        QVERIFY(!sent[1].json().contains(QStringLiteral("sortOrder")));
        QCOMPARE(sent[2].json().value(QStringLiteral("message")).toString(), QStringLiteral("hi"));
    }

    void severalProblemsAreAllListed()
    {
        FakeClient f;
        NewPersonLog log = validLog();
        log.source = QStringLiteral("Bad Source");
        log.phoneNumber = QStringLiteral("12");
        const Result result = run(f.client.people().createLog(log));
        QCOMPARE(fields(result.error), QStringList({QStringLiteral("source"), QStringLiteral("phoneNumber")}));
    }

    void personPatchKeepsAbsentAndNullApart()
    {
        FakeClient f;
        f.network.route("PATCH", QStringLiteral("/v0/persons/person_demo_0001"), FakeResponse::json(200, fixture(QStringLiteral("person.json"))));
        PersonUpdate update;
        update.email = OptionalNullable<QString>::null();
        update.domain = QStringLiteral("example.org");
        QVERIFY(run(f.client.people().update(QStringLiteral("person_demo_0001"), update)).success);
        const QJsonObject body = f.network.requests().constFirst().json();
        QCOMPARE(body.size(), 2);
        QVERIFY(body.value(QStringLiteral("email")).isNull());
        QCOMPARE(body.value(QStringLiteral("domain")).toString(), QStringLiteral("example.org"));
        QVERIFY(!body.contains(QStringLiteral("name")));
        QVERIFY(!body.contains(QStringLiteral("phoneNumber")));
    }

    void personPatchLimits()
    {
        FakeClient f;
        PersonUpdate update;
        update.name = QString();
        update.phoneNumber = QStringLiteral("+1");
        update.domain = QString();
        update.linkedinProfileUrl = QString();
        const Result result = run(f.client.people().update(QStringLiteral("p"), update));
        QCOMPARE(fields(result.error), QStringList({QStringLiteral("name"), QStringLiteral("domain"), QStringLiteral("phoneNumber"),
                                                    QStringLiteral("linkedinProfileUrl")}));
        QVERIFY(f.network.requests().isEmpty());

        PersonUpdate clearing; // null phone / domain are fine: they clear the field
        clearing.phoneNumber = OptionalNullable<QString>::null();
        clearing.domain = OptionalNullable<QString>::null();
        f.network.route("PATCH", QStringLiteral("/v0/persons/p"), FakeResponse::json(200, fixture(QStringLiteral("person.json"))));
        QVERIFY(run(f.client.people().update(QStringLiteral("p"), clearing)).success);
    }

    void webhookPatch()
    {
        FakeClient f;
        const QString path = QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1");
        f.network.route("PATCH", path, FakeResponse::json(200, fixture(QStringLiteral("webhook-subscription.json"))));
        WebhookUpdate update;
        update.active = false;
        QVERIFY(run(f.client.webhooks().update(QStringLiteral("whsub_demo_1"), update)).success);
        QCOMPARE(f.network.requests().constLast().json(), QJsonObject({{QStringLiteral("active"), false}}));

        // The spec's PATCH body has events as an array; null is refused before sending.
        update = {};
        update.events = OptionalNullable<QStringList>::null();
        update.url = QStringLiteral("https://hooks.example.com/x");
        const Result nullEvents = run(f.client.webhooks().update(QStringLiteral("whsub_demo_1"), update));
        QCOMPARE(nullEvents.error.kind, ApiError::Kind::Validation);
        QCOMPARE(fields(nullEvents.error), QStringList{QStringLiteral("events")});
        QCOMPARE(f.network.requests().size(), 1);

        update.events = QStringList();
        QVERIFY(run(f.client.webhooks().update(QStringLiteral("whsub_demo_1"), update)).success);
        QJsonObject body = f.network.requests().constLast().json();
        QCOMPARE(body.value(QStringLiteral("events")).toArray(), QJsonArray());
        QCOMPARE(body.value(QStringLiteral("url")).toString(), QStringLiteral("https://hooks.example.com/x"));
        QVERIFY(!body.contains(QStringLiteral("active")));

        update = {};
        update.events = QStringList{QStringLiteral("form.submitted")};
        QVERIFY(run(f.client.webhooks().update(QStringLiteral("whsub_demo_1"), update)).success);
        body = f.network.requests().constLast().json();
        QCOMPARE(body.value(QStringLiteral("events")).toArray(), QJsonArray({QStringLiteral("form.submitted")}));

        update = {};
        update.url = QStringLiteral("not a uri");
        update.events = QStringList{QStringLiteral("form.exploded")};
        const Result bad = run(f.client.webhooks().update(QStringLiteral("whsub_demo_1"), update));
        QCOMPARE(fields(bad.error), QStringList({QStringLiteral("url"), QStringLiteral("events")}));
        QCOMPARE(f.network.requests().size(), 3);
    }

    void messageLimits()
    {
        FakeClient f;
        const QString page = QStringLiteral("page_demo_01");
        const QString audience = QStringLiteral("aud_demo_001");
        QCOMPARE(fields(run(f.client.conversation().send(page, audience, {.message = QString(), .clientMessageId = {}, .selectedElement = {}})).error),
                 QStringList{QStringLiteral("message")});
        QCOMPARE(fields(run(f.client.conversation().send(page, audience, {.message = QString(50001, u'm'), .clientMessageId = {}, .selectedElement = {}})).error),
                 QStringList{QStringLiteral("message")});
        QCOMPARE(fields(run(f.client.conversation().send(page, audience, {.message = QStringLiteral("hi"), .clientMessageId = QString(101, u'c'), .selectedElement = {}})).error),
                 QStringList{QStringLiteral("clientMessageId")});
        QVERIFY(f.network.requests().isEmpty());

        f.network.route("POST", QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/messages"),
                        FakeResponse::json(202, fixture(QStringLiteral("message-accepted.json"))));
        const QJsonObject element{{QStringLiteral("selector"), QStringLiteral("h1")}};
        QVERIFY(run(f.client.conversation().send(page, audience, {.message = QString(50000, u'm'), .clientMessageId = QStringLiteral("cm-1"),
                                                                  .selectedElement = element})).success);
        const QJsonObject body = f.network.requests().constFirst().json();
        QCOMPARE(body.value(QStringLiteral("clientMessageId")).toString(), QStringLiteral("cm-1"));
        QCOMPARE(body.value(QStringLiteral("selectedElement")).toObject(), element);
        QCOMPARE(body.value(QStringLiteral("message")).toString().size(), 50000);
    }

    void publishKeyLimit()
    {
        FakeClient f;
        const Result result = run(f.client.versions().publish(QStringLiteral("p"), QStringLiteral("a"), QStringLiteral("v"), QString(129, u'k')));
        QCOMPARE(fields(result.error), QStringList{QStringLiteral("operationKey")});
        QVERIFY(f.network.requests().isEmpty());
    }

    void topicEntryLimits()
    {
        FakeClient f;
        NewTopicEntry entry;
        entry.content = {QStringLiteral("text"), QStringLiteral("Hello")};
        entry.sortOrder = -1;
        QCOMPARE(fields(run(f.client.topics().createEntry(QStringLiteral("topic_demo_1"), entry)).error), QStringList{QStringLiteral("sortOrder")});
        entry.sortOrder = Validator::maxInteger + 1;
        QCOMPARE(fields(run(f.client.topics().createEntry(QStringLiteral("topic_demo_1"), entry)).error), QStringList{QStringLiteral("sortOrder")});
        QVERIFY(f.network.requests().isEmpty());

        f.network.route("POST", QStringLiteral("/v0/topics/topic_demo_1/entries"), FakeResponse::json(201, fixture(QStringLiteral("topic-entry.json"))));
        entry.sortOrder = Validator::maxInteger;
        QVERIFY(run(f.client.topics().createEntry(QStringLiteral("topic_demo_1"), entry)).success);
        const QJsonObject body = f.network.requests().constFirst().json();
        QCOMPARE(body.value(QStringLiteral("sortOrder")).toInteger(), Validator::maxInteger);
        QCOMPARE(body.value(QStringLiteral("content")).toObject().value(QStringLiteral("type")).toString(), QStringLiteral("text"));
    }

    void accountIdPattern()
    {
        FakeClient f;
        QCOMPARE(fields(run(f.client.accounts().get(QStringLiteral("account_SHORT"))).error), QStringList{QStringLiteral("accountId")});
        QVERIFY(f.network.requests().isEmpty());
        f.network.route("GET", QStringLiteral("/v0/accounts/account_demo0000000000000000000001"), FakeResponse::json(200, fixture(QStringLiteral("account.json"))));
        QVERIFY(run(f.client.accounts().get(QStringLiteral("account_demo0000000000000000000001"))).success);
    }

    // The spec's limits are characters: an emoji (two UTF-16 units) counts as one, as the service counts it.
    void lengthLimitsCountCharacters()
    {
        const QString emoji = QStringLiteral("\U0001F600"); // one character, a surrogate pair
        QCOMPARE(emoji.size(), 2);
        auto repeated = [&emoji](int n) { return emoji.repeated(n); };

        Validator exact;
        exact.length(QStringLiteral("f"), repeated(100), 1, 100);
        exact.minLength(QStringLiteral("g"), emoji, 1);
        exact.length(QStringLiteral("h"), emoji, 1, 1);
        QVERIFY(exact.isValid());
        Validator over;
        over.length(QStringLiteral("f"), repeated(101), 1, 100);
        QCOMPARE(over.problems().size(), 1);
        QVERIFY2(over.problems().constFirst().message.contains(QStringLiteral("(it is 101)")), qPrintable(over.problems().constFirst().message));
        Validator tooShort;
        tooShort.length(QStringLiteral("f"), emoji, 2, 5);
        QCOMPARE(tooShort.problems().size(), 1);

        FakeClient f;
        const QString page = QStringLiteral("page_demo_01");
        const QString audience = QStringLiteral("aud_demo_001");
        f.network.route("POST", QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/messages"),
                        FakeResponse::json(202, fixture(QStringLiteral("message-accepted.json"))));
        QCOMPARE(fields(run(f.client.conversation().send(page, audience, {.message = repeated(50001), .clientMessageId = {}, .selectedElement = {}})).error),
                 QStringList{QStringLiteral("message")});
        QCOMPARE(fields(run(f.client.conversation().send(page, audience, {.message = QStringLiteral("hi"), .clientMessageId = repeated(101), .selectedElement = {}})).error),
                 QStringList{QStringLiteral("clientMessageId")});
        QVERIFY(f.network.requests().isEmpty());
        QVERIFY(run(f.client.conversation().send(page, audience, {.message = repeated(50000), .clientMessageId = repeated(100), .selectedElement = {}})).success);
        QCOMPARE(f.network.requests().size(), 1);

        NewPersonLog log = validLog();
        log.name = repeated(256);
        QCOMPARE(fields(run(f.client.people().createLog(log)).error), QStringList{QStringLiteral("name")});
        f.network.route("POST", QStringLiteral("/v0/person_logs"), FakeResponse::json(201, fixture(QStringLiteral("person-log-created.json"))));
        log.name = repeated(255);
        log.idempotencyKey = repeated(255);
        QVERIFY(run(f.client.people().createLog(log)).success);
        QVERIFY(run(f.client.versions().publish(QStringLiteral("p"), QStringLiteral("a"), QStringLiteral("v"), repeated(129))).error.fieldProblems.size() == 1);
        QCOMPARE(f.network.requests().size(), 2);
    }

    // "$" also matches before a final newline; the patterns must not let one through.
    void patternsRejectATrailingNewline()
    {
        Validator validator;
        validator.kebabCase(QStringLiteral("source"), QStringLiteral("crm-import\n"));
        validator.phoneNumber(QStringLiteral("phoneNumber"), QStringLiteral("+14155550100\n"));
        validator.accountId(QStringLiteral("accountId"), QStringLiteral("account_demo0000000000000000000001\n"));
        QCOMPARE(fields(ApiError::validation(validator.problems())),
                 QStringList({QStringLiteral("source"), QStringLiteral("phoneNumber"), QStringLiteral("accountId")}));

        FakeClient f;
        NewPersonLog log = validLog();
        log.source = QStringLiteral("crm-import\n");
        QCOMPARE(fields(run(f.client.people().createLog(log)).error), QStringList{QStringLiteral("source")});
        log = validLog();
        log.type = QStringLiteral("page-visit\n");
        QCOMPARE(fields(run(f.client.people().createLog(log)).error), QStringList{QStringLiteral("type")});
        log = validLog();
        log.phoneNumber = QStringLiteral("+14155550100\n");
        QCOMPARE(fields(run(f.client.people().createLog(log)).error), QStringList{QStringLiteral("phoneNumber")});
        QCOMPARE(fields(run(f.client.accounts().get(QStringLiteral("account_demo0000000000000000000001\n"))).error), QStringList{QStringLiteral("accountId")});
        QVERIFY(f.network.requests().isEmpty());
    }

    void emptyPathParametersAndBadLimits()
    {
        FakeClient f;
        QCOMPARE(fields(run(f.client.pages().get(QString())).error), QStringList{QStringLiteral("pageId")});
        QCOMPARE(fields(run(f.client.pages().list({.cursor = {}, .limit = 0})).error), QStringList{QStringLiteral("limit")});
        QCOMPARE(fields(run(f.client.versions().get(QString(), QStringLiteral("a"), QString())).error),
                 QStringList({QStringLiteral("pageId"), QStringLiteral("versionId")}));
        QCOMPARE(fields(run(f.client.pageLinks().search({.cursor = {}, .limit = {}, .pageId = {}, .query = {}, .targetType = QStringLiteral("site"),
                                                         .tenantDomainId = {}})).error),
                 QStringList{QStringLiteral("targetType")});
        QVERIFY(f.network.requests().isEmpty());
    }

    void queriesOfEveryListCall()
    {
        FakeClient f;
        f.network.setHandler([](const ReceivedRequest &) { return std::optional(FakeResponse::withStatus(404)); });
        run(f.client.audiences().search({.query = QStringLiteral("visitors"), .limit = 3}));
        run(f.client.people().logs(QStringLiteral("person_demo_0001"), {.cursor = QStringLiteral("c"), .limit = 2, .includeDeleted = true}));
        run(f.client.pageLinks().search({.cursor = {}, .limit = 4, .pageId = QStringLiteral("page_demo_01"), .query = QStringLiteral("spring"),
                                         .targetType = QStringLiteral("page_routing"), .tenantDomainId = QStringLiteral("td_1")}));
        run(f.client.analytics().audiences(QStringLiteral("page_demo_01"),
                                           {QDateTime(QDate(2024, 1, 1), QTime(0, 0), QTimeZone::utc()), QDateTime(QDate(2024, 2, 1), QTime(0, 0), QTimeZone::utc())}));
        run(f.client.topics().entries(QStringLiteral("topic_demo_1"), {.cursor = {}, .limit = 9}));
        const QList<ReceivedRequest> sent = f.network.requests();
        QCOMPARE(sent.size(), 5);
        QCOMPARE(sent[0].path(), QStringLiteral("/v0/audiences/search"));
        QCOMPARE(sent[0].queryValue(QStringLiteral("query")), QStringLiteral("visitors"));
        QVERIFY(!sent[0].hasQuery(QStringLiteral("cursor")));
        QCOMPARE(sent[1].queryValue(QStringLiteral("includeDeleted")), QStringLiteral("true"));
        QCOMPARE(sent[2].queryValue(QStringLiteral("targetType")), QStringLiteral("page_routing"));
        QCOMPARE(sent[2].queryValue(QStringLiteral("tenantDomainId")), QStringLiteral("td_1"));
        QCOMPARE(sent[2].queryValue(QStringLiteral("pageId")), QStringLiteral("page_demo_01"));
        QCOMPARE(sent[3].queryValue(QStringLiteral("startDate")), QStringLiteral("2024-01-01T00:00:00.000Z"));
        QCOMPARE(sent[3].queryValue(QStringLiteral("endDate")), QStringLiteral("2024-02-01T00:00:00.000Z"));
        QCOMPARE(sent[4].path(), QStringLiteral("/v0/topics/topic_demo_1/entries"));
        QCOMPARE(sent[4].queryValue(QStringLiteral("limit")), QStringLiteral("9"));
    }

    void restoreSendsAnEmptyObject()
    {
        FakeClient f;
        f.network.route("POST", QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/restore"), FakeResponse::json(200, fixture(QStringLiteral("audience.json"))));
        QVERIFY(run(f.client.audiences().restore(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_001"))).success);
        QCOMPARE(f.network.requests().constFirst().body, QByteArray("{}"));
    }
};

} // namespace tst_netrequests

AUDIENCE_TEST_GUILESS_MAIN(tst_netrequests, TestNetRequests)
#include "tst_netrequests.moc"
