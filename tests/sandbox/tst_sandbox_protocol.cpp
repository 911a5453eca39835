// The contract's protocol rules: authentication, unknown routes and IDs, wrong methods, malformed
// bodies and wrong types, oversized bodies, every validation rule of the spec's limits, ignored
// unknown fields, timestamp format, ID prefixes and the accountId pattern.
#include "sandboxshapes.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

#include <memory>

namespace tst_sandbox_protocol {

using namespace Audience::Testing;

namespace {

const QString personLogs = QStringLiteral("/v0/person_logs");
const QString personPath = QStringLiteral("/v0/persons/person_demo_0006");
const QString messagesPath = QStringLiteral("/v0/pages/page_demo_05/audiences/aud_demo_021/messages");
const QString publishPath = QStringLiteral("/v0/pages/page_demo_05/audiences/aud_demo_021/versions/ver_demo_021_1/publish");
const QString entriesPath = QStringLiteral("/v0/topics/topic_demo_1/entries");

QJsonObject logBody(const QJsonObject &changes = {}, const QStringList &removed = {})
{
    QJsonObject body{{QStringLiteral("personId"), QStringLiteral("person_demo_0007")},
                     {QStringLiteral("source"), QStringLiteral("form-tool")},
                     {QStringLiteral("type"), QStringLiteral("form-submitted")},
                     {QStringLiteral("payload"), QJsonObject{{QStringLiteral("k"), 1}}}};
    for (auto it = changes.begin(); it != changes.end(); ++it)
        body.insert(it.key(), it.value());
    for (const QString &key : removed)
        body.remove(key);
    return body;
}

QJsonObject entryBody(const QJsonValue &content, const QJsonValue &sortOrder = QJsonValue::Undefined)
{
    QJsonObject body;
    if (!content.isUndefined())
        body.insert(QStringLiteral("content"), content);
    if (!sortOrder.isUndefined())
        body.insert(QStringLiteral("sortOrder"), sortOrder);
    return body;
}

QJsonObject textContent()
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("content"), QStringLiteral("x")}};
}

QString repeated(int count, QChar c = QLatin1Char('a'))
{
    return QString(count, c);
}

// Walks any JSON value, calling visit(key, value) for every member of every object.
template<typename Visit>
void walkJson(const QJsonValue &value, Visit &&visit)
{
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            walkJson(item, visit);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            visit(it.key(), it.value());
            walkJson(it.value(), visit);
        }
    }
}

} // namespace

class TestSandboxProtocol : public QObject
{
    Q_OBJECT
private:
    SandboxProcess m_sandbox;
    std::unique_ptr<TestHttp> m_http;

    void addBodyRow(const char *name, const QByteArray &verb, const QString &path, const QJsonObject &body, const QString &field)
    {
        QTest::newRow(name) << verb << path << QJsonDocument(body).toJson(QJsonDocument::Compact) << field;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                  QStringLiteral("demo"), QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox.errorString()));
        m_http = std::make_unique<TestHttp>(m_sandbox.baseUrl(), m_sandbox.apiKey());
    }

    void refusesMissingOrWrongKeys_data()
    {
        QTest::addColumn<QByteArray>("verb");
        QTest::addColumn<QString>("path");
        QTest::newRow("list pages") << QByteArrayLiteral("GET") << QStringLiteral("/v0/pages");
        QTest::newRow("get page") << QByteArrayLiteral("GET") << QStringLiteral("/v0/pages/page_demo_01");
        QTest::newRow("create log") << QByteArrayLiteral("POST") << personLogs;
        QTest::newRow("patch webhook") << QByteArrayLiteral("PATCH") << QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1");
        QTest::newRow("archive") << QByteArrayLiteral("DELETE") << QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001");
    }

    void refusesMissingOrWrongKeys()
    {
        QFETCH(QByteArray, verb);
        QFETCH(QString, path);
        const QByteArray body = verb == "GET" || verb == "DELETE" ? QByteArray() : QByteArrayLiteral("{}");
        TestHttp anonymous(m_sandbox.baseUrl(), QByteArray());
        AUDIENCE_CHECK(errorProblems(anonymous.send(verb, path, body), 401, QStringLiteral("unauthorized")));
        TestHttp wrong(m_sandbox.baseUrl(), m_sandbox.apiKey() + "x");
        AUDIENCE_CHECK(errorProblems(wrong.send(verb, path, body), 401, QStringLiteral("unauthorized")));
        TestHttp empty(m_sandbox.baseUrl(), QByteArray());
        AUDIENCE_CHECK(errorProblems(empty.send(verb, path, body, {{QByteArrayLiteral("x-api-key"), QByteArrayLiteral(" ")}}), 401,
                                     QStringLiteral("unauthorized")));
        // The key belongs in the header only: in the query it does not count.
        AUDIENCE_CHECK(errorProblems(anonymous.send(verb, path + QStringLiteral("?x-api-key=") + QString::fromLatin1(m_sandbox.apiKey()), body),
                                     401, QStringLiteral("unauthorized")));
        // The archive above must not have happened.
        AUDIENCE_STATUS(m_http->get(QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/versions/ver_demo_001_1")), 200);
    }

    void headerNameIsCaseInsensitive()
    {
        TestHttp anonymous(m_sandbox.baseUrl(), QByteArray());
        AUDIENCE_STATUS(anonymous.send(QByteArrayLiteral("GET"), QStringLiteral("/v0/pages"), {},
                                       {{QByteArrayLiteral("X-API-Key"), m_sandbox.apiKey()}}), 200);
    }

    void unknownRoutesAreNotFound_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *path : {"/", "/v0", "/v0/", "/v0/nothing", "/v1/pages", "/v0/pages/page_demo_01/nothing",
                                 "/v0/pages/page_demo_01/audiences", "/v0/persons", "/v0/topics", "/V0/pages",
                                 "/v0/pages/page_demo_01/audiences/aud_demo_001/versions"})
            QTest::newRow(path) << QString::fromLatin1(path);
    }

    void unknownRoutesAreNotFound()
    {
        QFETCH(QString, path);
        AUDIENCE_CHECK(errorProblems(m_http->get(path), 404, QStringLiteral("not_found")));
    }

    void unknownIdsAreNotFound_data()
    {
        QTest::addColumn<QByteArray>("verb");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("page") << QByteArrayLiteral("GET") << QStringLiteral("/v0/pages/page_x") << QByteArray();
        QTest::newRow("person logs") << QByteArrayLiteral("GET") << QStringLiteral("/v0/persons/person_x/logs") << QByteArray();
        QTest::newRow("person") << QByteArrayLiteral("PATCH") << QStringLiteral("/v0/persons/person_x") << QByteArrayLiteral("{}");
        QTest::newRow("account") << QByteArrayLiteral("GET") << QStringLiteral("/v0/accounts/account_00000000000000000000000000") << QByteArray();
        QTest::newRow("session") << QByteArrayLiteral("GET") << QStringLiteral("/v0/pages/page_demo_01/audience_sessions/sess_x") << QByteArray();
        QTest::newRow("analytics") << QByteArrayLiteral("GET") << QStringLiteral("/v0/pages/page_x/analytics/audiences") << QByteArray();
        QTest::newRow("topic entries") << QByteArrayLiteral("GET") << QStringLiteral("/v0/topics/topic_x/entries") << QByteArray();
        QTest::newRow("webhook") << QByteArrayLiteral("GET") << QStringLiteral("/v0/webhook_subscriptions/whsub_x") << QByteArray();
        QTest::newRow("messages") << QByteArrayLiteral("GET") << QStringLiteral("/v0/pages/page_demo_01/audiences/aud_x/messages") << QByteArray();
        QTest::newRow("restore") << QByteArrayLiteral("POST") << QStringLiteral("/v0/pages/page_x/audiences/aud_demo_001/restore") << QByteArrayLiteral("{}");
        QTest::newRow("publish") << QByteArrayLiteral("POST")
                                 << QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/versions/ver_x/publish") << QByteArrayLiteral("{}");
    }

    void unknownIdsAreNotFound()
    {
        QFETCH(QByteArray, verb);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        AUDIENCE_CHECK(errorProblems(m_http->send(verb, path, body), 404, QStringLiteral("not_found")));
    }

    void wrongMethodsAreNotAllowed_data()
    {
        QTest::addColumn<QByteArray>("verb");
        QTest::addColumn<QString>("path");
        QTest::newRow("PUT pages") << QByteArrayLiteral("PUT") << QStringLiteral("/v0/pages");
        QTest::newRow("POST pages") << QByteArrayLiteral("POST") << QStringLiteral("/v0/pages");
        QTest::newRow("DELETE page") << QByteArrayLiteral("DELETE") << QStringLiteral("/v0/pages/page_demo_01");
        QTest::newRow("GET person_logs") << QByteArrayLiteral("GET") << personLogs;
        QTest::newRow("GET person") << QByteArrayLiteral("GET") << QStringLiteral("/v0/persons/person_demo_0001");
        QTest::newRow("GET audience") << QByteArrayLiteral("GET") << QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001");
        QTest::newRow("GET restore") << QByteArrayLiteral("GET") << QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/restore");
        QTest::newRow("DELETE version") << QByteArrayLiteral("DELETE")
                                        << QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/versions/ver_demo_001_1");
        QTest::newRow("PUT webhook") << QByteArrayLiteral("PUT") << QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1");
        QTest::newRow("POST account") << QByteArrayLiteral("POST") << QStringLiteral("/v0/accounts/account_demo0000000000000000000001");
        QTest::newRow("DELETE entries") << QByteArrayLiteral("DELETE") << entriesPath;
    }

    void wrongMethodsAreNotAllowed()
    {
        QFETCH(QByteArray, verb);
        QFETCH(QString, path);
        const QByteArray body = verb == "GET" || verb == "DELETE" ? QByteArray() : QByteArrayLiteral("{}");
        const HttpResponse response = m_http->send(verb, path, body);
        AUDIENCE_CHECK(errorProblems(response, 405, QStringLiteral("method_not_allowed")));
        // RFC 9110 section 15.5.6: a 405 names the methods the resource does support.
        const QByteArray allow = response.header("Allow");
        QVERIFY2(!allow.isEmpty(), "405 without an Allow header");
        QVERIFY2(!allow.split(',').contains(verb) && !allow.contains(verb + ','), allow.constData());
    }

    void malformedJsonIsRefused_data()
    {
        QTest::addColumn<QByteArray>("verb");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("person log") << QByteArrayLiteral("POST") << personLogs << QByteArrayLiteral("{not json");
        QTest::newRow("truncated") << QByteArrayLiteral("POST") << personLogs << QByteArrayLiteral("{\"source\": \"a\"");
        QTest::newRow("trailing comma") << QByteArrayLiteral("PATCH") << personPath << QByteArrayLiteral("{\"name\": \"a\",}");
        QTest::newRow("message") << QByteArrayLiteral("POST") << messagesPath << QByteArrayLiteral("message=hello");
        QTest::newRow("publish") << QByteArrayLiteral("POST") << publishPath << QByteArrayLiteral("{'operationKey': 'x'}");
        QTest::newRow("entry") << QByteArrayLiteral("POST") << entriesPath << QByteArrayLiteral("{\"content\": {");
        QTest::newRow("webhook") << QByteArrayLiteral("PATCH") << QStringLiteral("/v0/webhook_subscriptions/whsub_demo_2")
                                 << QByteArrayLiteral("nul");
    }

    void malformedJsonIsRefused()
    {
        QFETCH(QByteArray, verb);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        AUDIENCE_CHECK(errorProblems(m_http->send(verb, path, body), 400, QStringLiteral("malformed_json")));
    }

    void wrongTypesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("verb");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("field");
        const QByteArray post("POST"), patch("PATCH");
        addBodyRow("source number", post, personLogs, logBody({{QStringLiteral("source"), 5}}), QStringLiteral("source"));
        addBodyRow("type bool", post, personLogs, logBody({{QStringLiteral("type"), true}}), QStringLiteral("type"));
        addBodyRow("payload string", post, personLogs, logBody({{QStringLiteral("payload"), QStringLiteral("x")}}), QStringLiteral("payload"));
        addBodyRow("payload array", post, personLogs, logBody({{QStringLiteral("payload"), QJsonArray{1}}}), QStringLiteral("payload"));
        addBodyRow("idempotencyKey number", post, personLogs, logBody({{QStringLiteral("idempotencyKey"), 7}}), QStringLiteral("idempotencyKey"));
        addBodyRow("email object", post, personLogs, logBody({{QStringLiteral("email"), QJsonObject{}}}), QStringLiteral("email"));
        addBodyRow("person name number", patch, personPath, QJsonObject{{QStringLiteral("name"), 5}}, QStringLiteral("name"));
        addBodyRow("person email bool", patch, personPath, QJsonObject{{QStringLiteral("email"), false}}, QStringLiteral("email"));
        addBodyRow("message number", post, messagesPath, QJsonObject{{QStringLiteral("message"), 5}}, QStringLiteral("message"));
        addBodyRow("clientMessageId number", post, messagesPath,
                   QJsonObject{{QStringLiteral("message"), QStringLiteral("hi")}, {QStringLiteral("clientMessageId"), 5}},
                   QStringLiteral("clientMessageId"));
        addBodyRow("selectedElement string", post, messagesPath,
                   QJsonObject{{QStringLiteral("message"), QStringLiteral("hi")}, {QStringLiteral("selectedElement"), QStringLiteral("h1")}},
                   QStringLiteral("selectedElement"));
        addBodyRow("operationKey number", post, publishPath, QJsonObject{{QStringLiteral("operationKey"), 5}}, QStringLiteral("operationKey"));
        addBodyRow("content string", post, entriesPath, entryBody(QStringLiteral("x")), QStringLiteral("content"));
        addBodyRow("sortOrder string", post, entriesPath, entryBody(textContent(), QStringLiteral("3")), QStringLiteral("sortOrder"));
        QTest::newRow("body is an array") << post << personLogs << QByteArrayLiteral("[]") << QString();
        QTest::newRow("body is a string") << patch << personPath << QByteArrayLiteral("\"name\"") << QString();
    }

    void wrongTypesAreRefused()
    {
        QFETCH(QByteArray, verb);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        QFETCH(QString, field);
        const HttpResponse response = m_http->send(verb, path, body);
        AUDIENCE_CHECK(errorProblems(response, 400, QStringLiteral("invalid_type")));
        if (!field.isEmpty() && !response.detailFields().isEmpty())
            QVERIFY2(response.detailFields().contains(field), qPrintable(response.describe()));
    }

    void validationRulesNameTheField_data()
    {
        QTest::addColumn<QByteArray>("verb");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("field");
        const QByteArray post("POST"), patch("PATCH");
        auto log = [&](const char *name, const QJsonObject &changes, const QString &field, const QStringList &removed = {}) {
            addBodyRow(name, post, personLogs, logBody(changes, removed), field);
        };
        const QString source = QStringLiteral("source"), type = QStringLiteral("type");
        log("source missing", {}, source, {source});
        log("source empty", {{source, QString()}}, source);
        log("source not kebab", {{source, QStringLiteral("Web Form")}}, source);
        log("source leading dash", {{source, QStringLiteral("-web")}}, source);
        log("source double dash", {{source, QStringLiteral("web--form")}}, source);
        log("source too long", {{source, repeated(101)}}, source);
        log("type empty", {{type, QString()}}, type);
        log("type underscore", {{type, QStringLiteral("form_submitted")}}, type);
        log("type too long", {{type, repeated(101)}}, type);
        log("payload missing", {}, QStringLiteral("payload"), {QStringLiteral("payload")});
        log("personId empty", {{QStringLiteral("personId"), QString()}}, QStringLiteral("personId"));
        log("phone no plus", {{QStringLiteral("phoneNumber"), QStringLiteral("4915112345678")}}, QStringLiteral("phoneNumber"));
        log("phone leading zero", {{QStringLiteral("phoneNumber"), QStringLiteral("+015112345678")}}, QStringLiteral("phoneNumber"));
        log("phone too long", {{QStringLiteral("phoneNumber"), QStringLiteral("+1234567890123456")}}, QStringLiteral("phoneNumber"));
        log("phone too short", {{QStringLiteral("phoneNumber"), QStringLiteral("+1")}}, QStringLiteral("phoneNumber"));
        log("linkedin empty", {{QStringLiteral("linkedinProfileUrl"), QString()}}, QStringLiteral("linkedinProfileUrl"));
        log("idempotencyKey empty", {{QStringLiteral("idempotencyKey"), QString()}}, QStringLiteral("idempotencyKey"));
        log("idempotencyKey too long", {{QStringLiteral("idempotencyKey"), repeated(256)}}, QStringLiteral("idempotencyKey"));
        log("name empty", {{QStringLiteral("name"), QString()}}, QStringLiteral("name"));
        log("name too long", {{QStringLiteral("name"), repeated(256)}}, QStringLiteral("name"));

        addBodyRow("person name empty", patch, personPath, {{QStringLiteral("name"), QString()}}, QStringLiteral("name"));
        addBodyRow("person name too long", patch, personPath, {{QStringLiteral("name"), repeated(256)}}, QStringLiteral("name"));
        addBodyRow("person domain empty", patch, personPath, {{QStringLiteral("domain"), QString()}}, QStringLiteral("domain"));
        addBodyRow("person phone", patch, personPath, {{QStringLiteral("phoneNumber"), QStringLiteral("555-0100")}}, QStringLiteral("phoneNumber"));
        addBodyRow("person linkedin empty", patch, personPath, {{QStringLiteral("linkedinProfileUrl"), QString()}},
                   QStringLiteral("linkedinProfileUrl"));

        addBodyRow("message missing", post, messagesPath, {{QStringLiteral("clientMessageId"), QStringLiteral("c1")}}, QStringLiteral("message"));
        addBodyRow("message empty", post, messagesPath, {{QStringLiteral("message"), QString()}}, QStringLiteral("message"));
        addBodyRow("message too long", post, messagesPath, {{QStringLiteral("message"), repeated(50001)}}, QStringLiteral("message"));
        addBodyRow("clientMessageId empty", post, messagesPath,
                   {{QStringLiteral("message"), QStringLiteral("hi")}, {QStringLiteral("clientMessageId"), QString()}},
                   QStringLiteral("clientMessageId"));
        addBodyRow("clientMessageId too long", post, messagesPath,
                   {{QStringLiteral("message"), QStringLiteral("hi")}, {QStringLiteral("clientMessageId"), repeated(101)}},
                   QStringLiteral("clientMessageId"));

        addBodyRow("operationKey empty", post, publishPath, {{QStringLiteral("operationKey"), QString()}}, QStringLiteral("operationKey"));
        addBodyRow("operationKey too long", post, publishPath, {{QStringLiteral("operationKey"), repeated(129)}}, QStringLiteral("operationKey"));

        addBodyRow("content missing", post, entriesPath, entryBody(QJsonValue::Undefined, 1), QStringLiteral("content"));
        addBodyRow("content type missing", post, entriesPath, entryBody(QJsonObject{{QStringLiteral("content"), QStringLiteral("x")}}),
                   QStringLiteral("content.type"));
        addBodyRow("content text missing", post, entriesPath, entryBody(QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}}),
                   QStringLiteral("content.content"));
        addBodyRow("sortOrder negative", post, entriesPath, entryBody(textContent(), -1), QStringLiteral("sortOrder"));
        addBodyRow("sortOrder above max_int", post, entriesPath, entryBody(textContent(), 9007199254740992.0), QStringLiteral("sortOrder"));
    }

    void validationRulesNameTheField()
    {
        QFETCH(QByteArray, verb);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        QFETCH(QString, field);
        const HttpResponse response = m_http->send(verb, path, body);
        AUDIENCE_CHECK(errorProblems(response, 422, QStringLiteral("validation_failed")));
        bool named = false;
        for (const QString &detail : response.detailFields())
            named = named || detail == field || field.startsWith(detail + QLatin1Char('.'));
        QVERIFY2(named, qPrintable(QStringLiteral("details do not name ") + field + QStringLiteral(": ") + response.describe()));
        const QJsonArray details = response.object().value(QStringLiteral("error")).toObject().value(QStringLiteral("details")).toArray();
        for (const QJsonValue &detail : details)
            QVERIFY(!detail.toObject().value(QStringLiteral("problem")).toString().isEmpty());
    }

    void refusedWritesLeaveNoTrace()
    {
        // Every 422/400 above aimed at person_demo_0007 (logs), person_demo_0006 and aud_demo_021.
        const HttpResponse logs = m_http->get(QStringLiteral("/v0/persons/person_demo_0007/logs?limit=200"));
        AUDIENCE_STATUS(logs, 200);
        for (const QJsonValue &item : logs.object().value(QStringLiteral("items")).toArray())
            QVERIFY(item.toObject().value(QStringLiteral("source")).toString() != QStringLiteral("form-tool"));
        const HttpResponse conversation = m_http->get(messagesPath);
        AUDIENCE_STATUS(conversation, 200);
        for (const QJsonValue &message : conversation.object().value(QStringLiteral("messages")).toArray())
            QVERIFY(message.toObject().value(QStringLiteral("content")).toString() != QStringLiteral("hi"));
        const QJsonObject person = m_http->patch(personPath, QJsonObject{}).object();
        QVERIFY(!person.value(QStringLiteral("name")).toString().isEmpty());
        QVERIFY(person.value(QStringLiteral("name")).toString() != repeated(256));
    }

    void limitsAcceptTheirBounds()
    {
        AUDIENCE_STATUS(m_http->post(personLogs, logBody({{QStringLiteral("personId"), QStringLiteral("person_demo_0008")},
                                                          {QStringLiteral("source"), repeated(100)},
                                                          {QStringLiteral("type"), QStringLiteral("a-1-b")},
                                                          {QStringLiteral("idempotencyKey"), repeated(255, QLatin1Char('k'))},
                                                          {QStringLiteral("name"), repeated(255)},
                                                          {QStringLiteral("phoneNumber"), QStringLiteral("+123456789012345")}})),
                        201);
        AUDIENCE_STATUS(m_http->patch(QStringLiteral("/v0/persons/person_demo_0008"), {{QStringLiteral("name"), repeated(255)}}), 200);
        AUDIENCE_STATUS(m_http->post(entriesPath, entryBody(textContent(), 0)), 201);
        AUDIENCE_STATUS(m_http->post(entriesPath, entryBody(textContent(), 9007199254740991.0)), 201);
        // 50000 characters of four UTF-8 bytes each: the limit counts characters, and the body fits.
        const QString longMessage(50000, QChar(0x4e2d));
        const HttpResponse accepted = m_http->post(QStringLiteral("/v0/pages/page_demo_06/audiences/aud_demo_026/messages"),
                                                   {{QStringLiteral("message"), longMessage}, {QStringLiteral("clientMessageId"), repeated(100)}});
        AUDIENCE_STATUS(accepted, 202);
    }

    void oversizedBodiesAreRefused()
    {
        QByteArray body = "{\"source\":\"big\",\"payload\":{\"blob\":\"";
        body += QByteArray(16 * 1024 * 1024, 'x');
        body += "\"}}";
        const HttpResponse response = m_http->send(QByteArrayLiteral("POST"), personLogs, body);
        AUDIENCE_CHECK(errorProblems(response, 413, QStringLiteral("payload_too_large")));
        AUDIENCE_STATUS(m_http->get(QStringLiteral("/v0/pages?limit=1")), 200);
    }

    void unknownBodyFieldsAreIgnored()
    {
        const HttpResponse created = m_http->post(personLogs, logBody({{QStringLiteral("personId"), QStringLiteral("person_demo_0009")},
                                                                       {QStringLiteral("colour"), QStringLiteral("blue")},
                                                                       {QStringLiteral("createdPerson"), true}}));
        AUDIENCE_STATUS(created, 201);
        QCOMPARE(created.object().value(QStringLiteral("createdPerson")).toBool(), false);
        const HttpResponse patched = m_http->patch(QStringLiteral("/v0/persons/person_demo_0009"),
                                                   {{QStringLiteral("nickname"), QStringLiteral("x")}, {QStringLiteral("personId"), QStringLiteral("person_other")}});
        AUDIENCE_STATUS(patched, 200);
        QCOMPARE(patched.object().value(QStringLiteral("personId")).toString(), QStringLiteral("person_demo_0009"));
        QVERIFY(!patched.object().contains(QStringLiteral("nickname")));
        AUDIENCE_STATUS(m_http->patch(QStringLiteral("/v0/webhook_subscriptions/whsub_demo_2"), {{QStringLiteral("secret"), QStringLiteral("s")}}), 200);
    }

    void timestampsIdsAndAccountIdsFollowTheirFormats()
    {
        const QList<HttpResponse> responses{
            m_http->get(QStringLiteral("/v0/pages?limit=200")),
            m_http->get(QStringLiteral("/v0/audiences/search?limit=200")),
            m_http->get(QStringLiteral("/v0/persons/search?limit=200")),
            m_http->get(QStringLiteral("/v0/persons/person_demo_0001/logs?includeDeleted=true&limit=200")),
            m_http->get(QStringLiteral("/v0/accounts/account_demo0000000000000000000001")),
            m_http->get(QStringLiteral("/v0/accounts/account_demo0000000000000000000002")),
            m_http->get(QStringLiteral("/v0/topics/search?limit=200")),
            m_http->get(QStringLiteral("/v0/page_links/search?limit=200")),
            m_http->get(QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1")),
            m_http->get(QStringLiteral("/v0/pages/page_demo_01/analytics/audiences")),
            m_http->get(QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/messages")),
            m_http->del(QStringLiteral("/v0/pages/page_demo_11/audiences/aud_demo_055")),
            m_http->post(QStringLiteral("/v0/pages/page_demo_11/audiences/aud_demo_055/restore"), {}),
            m_http->post(personLogs, logBody({{QStringLiteral("email"), QStringLiteral("format.check@example.org")}}, {QStringLiteral("personId")})),
            m_http->post(QStringLiteral("/v0/pages/page_demo_11/audiences/aud_demo_054/messages"), {{QStringLiteral("message"), QStringLiteral("Shorter")}}),
        };
        const QHash<QString, QString> prefixes{
            {QStringLiteral("pageId"), QStringLiteral("page_")},        {QStringLiteral("audienceId"), QStringLiteral("aud_")},
            {QStringLiteral("versionId"), QStringLiteral("ver_")},      {QStringLiteral("personId"), QStringLiteral("person_")},
            {QStringLiteral("accountId"), QStringLiteral("account_")},  {QStringLiteral("topicId"), QStringLiteral("topic_")},
            {QStringLiteral("subscriptionId"), QStringLiteral("whsub_")}, {QStringLiteral("audienceSessionId"), QStringLiteral("sess_")},
        };
        const QRegularExpression accountPattern(QStringLiteral("^account_[a-z0-9]{26}$"));
        int timestamps = 0;
        for (const HttpResponse &response : responses) {
            QVERIFY2(response.status >= 200 && response.status < 300, qPrintable(response.describe()));
            QVERIFY(response.header("Content-Type").startsWith("application/json"));
            QStringList problems;
            walkJson(response.json().object(), [&](const QString &key, const QJsonValue &value) {
                if (key.endsWith(QStringLiteral("At")) && value.isString()) {
                    ++timestamps;
                    if (!isTimestamp(value))
                        problems << key + QStringLiteral(" = ") + value.toString();
                }
                if (prefixes.contains(key) && value.isString() && !value.toString().startsWith(prefixes.value(key)))
                    problems << key + QStringLiteral(" = ") + value.toString();
                if (key == QStringLiteral("accountId") && !accountPattern.match(value.toString()).hasMatch())
                    problems << key + QStringLiteral(" = ") + value.toString();
            });
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        }
        QVERIFY(timestamps > 50);
    }
};

} // namespace tst_sandbox_protocol

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_protocol, TestSandboxProtocol)
#include "tst_sandbox_protocol.moc"
