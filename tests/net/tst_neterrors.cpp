// Error mapping of the request core against the fake network: statuses with bodies in every
// shape, broken bodies, transport failures, the key-refused state, redirects and origin rules.
#include "nettesthelpers.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QTest>

namespace tst_neterrors {

using namespace Audience::Net;
using namespace Audience::Testing;

namespace {

struct Outcome
{
    bool finished = false;
    bool success = false;
    ApiError error;
    int attempts = 0;
};

// Runs one GET /v0/pages/page_demo_01 and returns how it ended.
Outcome getPage(FakeClient &f, int timeoutMs = 10000)
{
    Outcome outcome;
    Reply<Page> *reply = f.client.pages().get(QStringLiteral("page_demo_01"));
    QObject::connect(reply, &ApiReply::finished, reply, [&outcome, reply] {
        outcome.finished = true;
        outcome.success = reply->isSuccess();
        outcome.error = reply->error();
        outcome.attempts = reply->attempts();
    });
    if (!QTest::qWaitFor([&outcome] { return outcome.finished; }, timeoutMs))
        qWarning("the reply did not finish in time");
    return outcome;
}

const QString pagePath = QStringLiteral("/v0/pages/page_demo_01");

} // namespace

class TestNetErrors : public QObject
{
    Q_OBJECT
private slots:
    void successDecodes()
    {
        FakeClient f;
        f.network.route("GET", pagePath, FakeResponse::json(200, fixture(QStringLiteral("page.json"))));
        Page page;
        bool done = false;
        f.client.pages().get(QStringLiteral("page_demo_01"))->then(this, [&](const Page &p) { page = p; done = true; },
                                                                   [&](const ApiError &) { done = true; });
        QVERIFY(!done); // never synchronous
        QTRY_VERIFY(done);
        QCOMPARE(page.pageId, QStringLiteral("page_demo_01"));
        const ReceivedRequest sent = f.network.requests().constFirst();
        QCOMPARE(sent.header("x-api-key"), QByteArray("secret-test-key-123"));
        QCOMPARE(sent.header("Accept"), QByteArray("application/json"));
        QVERIFY(sent.header("User-Agent").startsWith("AudienceConsole/"));
        QCOMPARE(sent.transferTimeoutMs, 30000);
    }

    void errorBodies_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("firstField");

        using K = ApiError::Kind;
        QTest::newRow("sandbox shape 422 with details")
            << 422 << QByteArray(R"({"error":{"code":"validation_failed","message":"Invalid body","details":[{"field":"source","problem":"must be kebab-case"}]}})")
            << int(K::Validation) << QStringLiteral("Invalid body") << QStringLiteral("validation_failed") << QStringLiteral("source");
        QTest::newRow("message only 404") << 404 << QByteArray(R"({"message":"No such page"})") << int(K::NotFound)
                                          << QStringLiteral("No such page") << QString() << QString();
        QTest::newRow("detail only 403") << 403 << QByteArray(R"({"detail":"Key lacks scope"})") << int(K::Forbidden)
                                         << QStringLiteral("Key lacks scope") << QString() << QString();
        QTest::newRow("problem+json 409")
            << 409 << QByteArray(R"({"type":"about:blank","title":"Conflict","status":409,"detail":"Version already published"})")
            << int(K::Conflict) << QStringLiteral("Version already published") << QStringLiteral("Conflict") << QString();
        QTest::newRow("problem+json invalid-params 400")
            << 400 << QByteArray(R"({"title":"Bad input","invalid-params":[{"name":"limit","reason":"too big"}]})") << int(K::Validation)
            << QStringLiteral("Bad input") << QString() << QStringLiteral("limit");
        QTest::newRow("fastapi detail list 422")
            << 422 << QByteArray(R"({"detail":[{"loc":["body","name"],"msg":"too long"}]})") << int(K::Validation)
            << QStringLiteral("name: too long") << QString() << QStringLiteral("name");
        QTest::newRow("no body 500 falls back to status line") << 500 << QByteArray() << int(K::Server)
                                                               << QStringLiteral("HTTP status 500 Internal Server Error") << QString() << QString();
        QTest::newRow("html body 502 after retries") << 502 << QByteArray("<html>bad gateway</html>") << int(K::Server)
                                                     << QStringLiteral("HTTP status 502 Bad Gateway") << QString() << QString();
        QTest::newRow("405 is a plain HTTP error") << 405 << QByteArray(R"({"error":{"code":"method_not_allowed","message":"Nope"}})")
                                                   << int(K::Http) << QStringLiteral("Nope") << QStringLiteral("method_not_allowed") << QString();
        QTest::newRow("413") << 413 << QByteArray(R"({"error":{"code":"payload_too_large","message":"Too big"}})") << int(K::Validation)
                             << QStringLiteral("Too big") << QStringLiteral("payload_too_large") << QString();
        QTest::newRow("429 after retries") << 429 << QByteArray(R"({"error":{"code":"rate_limited","message":"Slow down"}})")
                                           << int(K::RateLimited) << QStringLiteral("Slow down") << QStringLiteral("rate_limited") << QString();
        QTest::newRow("string error") << 400 << QByteArray(R"({"error":"bad cursor"})") << int(K::Validation)
                                      << QStringLiteral("bad cursor") << QString() << QString();
    }

    void errorBodies()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(int, kind);
        QFETCH(QString, message);
        QFETCH(QString, code);
        QFETCH(QString, firstField);
        FakeClient f;
        f.network.route("GET", pagePath, FakeResponse::json(status, body));
        const Outcome outcome = getPage(f);
        QVERIFY(!outcome.success);
        QCOMPARE(int(outcome.error.kind), kind);
        QCOMPARE(outcome.error.httpStatus, status);
        QCOMPARE(outcome.error.message, message);
        QCOMPARE(outcome.error.code, code);
        QCOMPARE(outcome.error.fieldProblems.isEmpty() ? QString() : outcome.error.fieldProblems.constFirst().field, firstField);
        QVERIFY(!outcome.error.toString().contains(QStringLiteral("secret-test-key")));
    }

    void brokenSuccessBodiesAreBadResponses_data()
    {
        QTest::addColumn<int>("behaviour");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("detailPart");
        const QByteArray page = fixture(QStringLiteral("page.json"));
        using B = FakeResponse::Behaviour;
        QTest::newRow("malformed json") << int(B::Respond) << QByteArray("{\"pageId\": ") << QStringLiteral("not valid JSON");
        QTest::newRow("empty body") << int(B::Respond) << QByteArray() << QStringLiteral("the body is empty");
        QTest::newRow("missing field") << int(B::Respond) << QByteArray(R"({"pageId":"x"})") << QStringLiteral("actions: required field is missing");
        QTest::newRow("truncated chunked") << int(B::TruncatedChunked) << page << QStringLiteral("not valid JSON");
        QTest::newRow("chunked cut to nothing") << int(B::TruncatedChunked) << QByteArray() << QStringLiteral("the body is empty");
        QTest::newRow("short of content-length") << int(B::ShortBody) << page << QStringLiteral("cut short");
    }

    void brokenSuccessBodiesAreBadResponses()
    {
        QFETCH(int, behaviour);
        QFETCH(QByteArray, body);
        QFETCH(QString, detailPart);
        FakeClient f;
        FakeResponse response = FakeResponse::json(200, body);
        response.behaviour = FakeResponse::Behaviour(behaviour);
        response.cutAfter = body.size() / 2;
        f.network.route("GET", pagePath, response);
        const Outcome outcome = getPage(f);
        QVERIFY(!outcome.success);
        QCOMPARE(outcome.error.kind, ApiError::Kind::BadResponse);
        QVERIFY2(outcome.error.message.contains(detailPart), qPrintable(outcome.error.message));
        QCOMPARE(f.network.requests().size(), 1); // an answer that arrived is not retried
    }

    // A server that echoes the key in its error body must not get it into the error the UI shows.
    void errorTextNeverCarriesTheKey_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("nested, 403") << 403
            << QByteArray(R"({"error":{"code":"bad_key_secret-test-key-123","message":"Key secret-test-key-123 is not allowed here",)"
                          R"("details":[{"field":"x-api-key=secret-test-key-123","problem":"secret-test-key-123 is unknown"}]}})");
        QTest::newRow("detail, 401") << 401 << QByteArray(R"({"detail":"unknown key: secret-test-key-123"})");
        QTest::newRow("problem+json, 422") << 422
            << QByteArray(R"({"title":"secret-test-key-123","invalid-params":[{"name":"key","reason":"was secret-test-key-123"}]})");
        QTest::newRow("field map, 400") << 400 << QByteArray(R"({"errors":{"x-api-key":["secret-test-key-123 expired"]}})");
        QTest::newRow("503 after retries") << 503 << QByteArray(R"({"message":"overloaded, try secret-test-key-123 later"})");
    }

    void errorTextNeverCarriesTheKey()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        FakeClient f;
        f.network.route("GET", pagePath, FakeResponse::json(status, body));
        const Outcome outcome = getPage(f);
        QVERIFY(outcome.finished && !outcome.success);
        const ApiError &error = outcome.error;
        QStringList texts{error.message, error.detail, error.code, error.toString()};
        for (const FieldProblem &problem : error.fieldProblems)
            texts << problem.field << problem.message;
        const QString all = texts.join(u'|');
        QVERIFY2(!all.contains(QStringLiteral("secret-test-key-123")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("[key]")), qPrintable(all)); // the rest of the text is kept
    }

    // Nothing a whole failing call writes to the log (with every category on) carries the key,
    // including what a caller logs of the error, as the session does.
    void keyNeverReachesTheLog()
    {
        static QStringList *captured = nullptr;
        QStringList messages;
        captured = &messages;
        const QtMessageHandler previous = qInstallMessageHandler([](QtMsgType, const QMessageLogContext &context, const QString &message) {
            captured->append(QString::fromLatin1(context.category ? context.category : "") + u' ' + message);
        });
        QLoggingCategory::setFilterRules(QStringLiteral("*.debug=true"));
        auto restore = qScopeGuard([previous] {
            qInstallMessageHandler(previous);
            QLoggingCategory::setFilterRules(QString());
            captured = nullptr;
        });

        FakeClient f;
        const QByteArray echo = R"({"error":{"code":"overloaded","message":"busy, secret-test-key-123"}})";
        f.network.routeOnce("GET", pagePath, FakeResponse::resetConnection());
        f.network.route("GET", pagePath, FakeResponse::json(503, echo));
        const Outcome outcome = getPage(f);
        f.network.route("GET", pagePath, FakeResponse::json(401, QByteArray(R"({"message":"refused secret-test-key-123"})")));
        const Outcome refused = getPage(f);
        qWarning() << "call failed:" << outcome.error.toString() << outcome.error.detail << refused.error.toString();
        restore.dismiss();
        qInstallMessageHandler(previous);
        QLoggingCategory::setFilterRules(QString());
        captured = nullptr;

        QCOMPARE(outcome.error.kind, ApiError::Kind::Server);
        QCOMPARE(refused.error.kind, ApiError::Kind::Unauthorized);
        QVERIFY2(messages.size() >= 4, qPrintable(messages.join(u'\n'))); // retries, log lines, the caller's warning
        for (const QString &message : std::as_const(messages))
            QVERIFY2(!message.contains(QStringLiteral("secret-test-key-123")), qPrintable(message));
    }

    void transportFailures_data()
    {
        QTest::addColumn<int>("behaviour");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("attempts");
        using B = FakeResponse::Behaviour;
        using K = ApiError::Kind;
        QTest::newRow("refused, retried") << int(B::RefuseConnection) << int(K::Offline) << 3;
        QTest::newRow("reset, retried") << int(B::ResetConnection) << int(K::Offline) << 3;
        QTest::newRow("dropped mid-body of a 200, retried") << int(B::DropMidBody) << int(K::BadResponse) << 3;
        QTest::newRow("tls, not retried") << int(B::TlsFailure) << int(K::Tls) << 1;
    }

    void transportFailures()
    {
        QFETCH(int, behaviour);
        QFETCH(int, kind);
        QFETCH(int, attempts);
        FakeClient f;
        FakeResponse response = FakeResponse::json(200, fixture(QStringLiteral("page.json")));
        response.behaviour = FakeResponse::Behaviour(behaviour);
        response.cutAfter = 100;
        f.network.route("GET", pagePath, response);
        const Outcome outcome = getPage(f);
        QCOMPARE(int(outcome.error.kind), kind);
        QCOMPARE(outcome.attempts, attempts);
        QCOMPARE(f.network.requests().size(), attempts);
    }

    void hangEndsInTimeout()
    {
        FakeClient f;
        f.client.setTransferTimeout(std::chrono::milliseconds(50));
        f.network.route("GET", pagePath, FakeResponse::hang());
        const Outcome outcome = getPage(f);
        QCOMPARE(outcome.error.kind, ApiError::Kind::Timeout);
        QCOMPARE(outcome.attempts, 3); // a GET is retried after a timeout
        QCOMPARE(f.network.requests().constFirst().transferTimeoutMs, 50);
        QTRY_COMPARE(f.network.openReplies(), 0);
    }

    void slowAnswerPastTimeoutIsATimeout()
    {
        FakeClient f;
        f.client.setTransferTimeout(std::chrono::milliseconds(30));
        f.network.route("GET", pagePath, FakeResponse::json(200, fixture(QStringLiteral("page.json"))).withDelay(2000));
        f.network.routeOnce("GET", pagePath, FakeResponse::json(200, fixture(QStringLiteral("page.json"))).withDelay(500));
        const Outcome outcome = getPage(f);
        QCOMPARE(outcome.error.kind, ApiError::Kind::Timeout);
    }

    void unauthorizedIsReportedOnceAndFailsFast()
    {
        FakeClient f;
        f.network.route("GET", pagePath, FakeResponse::error(401, QStringLiteral("unauthorized"), QStringLiteral("Bad key")));
        QSignalSpy rejected(&f.client, &ApiClient::keyRejected);
        Outcome first = getPage(f);
        QCOMPARE(first.error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(first.attempts, 1);
        QCOMPARE(rejected.size(), 1);
        QVERIFY(f.client.isKeyRejected());

        // Further calls fail fast without a request, and keyRejected is not repeated.
        for (int i = 0; i < 3; ++i) {
            const Outcome again = getPage(f);
            QCOMPARE(again.error.kind, ApiError::Kind::Unauthorized);
        }
        QCOMPARE(f.network.requests().size(), 1);
        QCOMPARE(rejected.size(), 1);

        // resetKeyRejection() lifts the block for the same key (e.g. it was fixed on the server)…
        f.client.resetKeyRejection();
        QVERIFY(!f.client.isKeyRejected());
        QCOMPARE(getPage(f).error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(f.network.requests().size(), 2);
        QCOMPARE(rejected.size(), 2);

        // … and a new key lifts it by itself.
        f.keys.setApiKey("replacement-key");
        QVERIFY(!f.client.isKeyRejected());
        f.network.route("GET", pagePath, FakeResponse::json(200, fixture(QStringLiteral("page.json"))));
        QVERIFY(getPage(f).success);
        QCOMPARE(f.network.requests().constLast().header("x-api-key"), QByteArray("replacement-key"));
    }

    // 401s that arrive after the key was replaced are about the old key: no new keyRejected, no block.
    void lateUnauthorizedForAReplacedKeyIsIgnored()
    {
        FakeClient f;
        f.network.route("GET", pagePath, FakeResponse::error(401, QStringLiteral("unauthorized"), QStringLiteral("Bad key")).withDelay(20));
        QSignalSpy rejected(&f.client, &ApiClient::keyRejected);
        QList<ApiReply *> replies;
        for (int i = 0; i < 3; ++i)
            replies.append(f.client.pages().get(QStringLiteral("page_demo_01")));
        QCOMPARE(f.network.requests().size(), 3); // all sent with the old key
        f.keys.setApiKey("replacement-key");
        int unauthorized = 0;
        for (ApiReply *reply : replies) {
            connect(reply, &ApiReply::failed, this, [&unauthorized](const ApiError &error) {
                if (error.kind == ApiError::Kind::Unauthorized)
                    ++unauthorized;
            });
        }
        QTRY_COMPARE(unauthorized, 3);
        QCOMPARE(rejected.size(), 0);
        QVERIFY(!f.client.isKeyRejected());

        // The new key still gets its requests sent.
        f.network.route("GET", pagePath, FakeResponse::json(200, fixture(QStringLiteral("page.json"))));
        QVERIFY(getPage(f).success);
        QCOMPARE(f.network.requests().constLast().header("x-api-key"), QByteArray("replacement-key"));
    }

    void concurrentUnauthorizedForTheCurrentKeyIsReportedOnce()
    {
        FakeClient f;
        f.network.route("GET", pagePath, FakeResponse::error(401, QStringLiteral("unauthorized"), QStringLiteral("Bad key")).withDelay(20));
        QSignalSpy rejected(&f.client, &ApiClient::keyRejected);
        int finished = 0;
        for (int i = 0; i < 4; ++i)
            connect(f.client.pages().get(QStringLiteral("page_demo_01")), &ApiReply::finished, this, [&finished] { ++finished; });
        QCOMPARE(f.network.requests().size(), 4);
        QTRY_COMPARE(finished, 4);
        QCOMPARE(rejected.size(), 1);
        QVERIFY(f.client.isKeyRejected());
    }

    void noKeyFailsWithoutARequest()
    {
        FakeClient f;
        f.keys.setApiKey({});
        const Outcome outcome = getPage(f);
        QCOMPARE(outcome.error.kind, ApiError::Kind::Unauthorized);
        QVERIFY(f.network.requests().isEmpty());
    }

    void plainHttpOnlyToLoopback()
    {
        FakeClient f;
        f.client.setBaseUrl(QUrl(QStringLiteral("http://api.example.com")));
        Outcome outcome = getPage(f);
        QCOMPARE(outcome.error.kind, ApiError::Kind::Blocked);
        QVERIFY(f.network.requests().isEmpty());

        f.client.setAllowInsecureHttp(true);
        f.network.route("GET", pagePath, FakeResponse::json(200, fixture(QStringLiteral("page.json"))));
        QVERIFY(getPage(f).success);

        f.client.setAllowInsecureHttp(false);
        f.client.setBaseUrl(QUrl(QStringLiteral("http://localhost:8080")));
        QVERIFY(getPage(f).success);
        f.client.setBaseUrl(QUrl(QStringLiteral("http://[::1]:8080")));
        QVERIFY(getPage(f).success);
        f.client.setBaseUrl(QUrl(QStringLiteral("https://api.example.com/prefix/")));
        f.network.route("GET", QStringLiteral("/prefix/v0/pages/page_demo_01"), FakeResponse::json(200, fixture(QStringLiteral("page.json"))));
        QVERIFY(getPage(f).success);
    }

    void sameOriginRedirectIsFollowed()
    {
        FakeClient f;
        f.network.route("GET", pagePath, FakeResponse::redirect(302, QUrl(QStringLiteral("/v0/pages/page_demo_02"))));
        f.network.route("GET", QStringLiteral("/v0/pages/page_demo_02"), FakeResponse::json(200, fixture(QStringLiteral("page.json"))));
        const Outcome outcome = getPage(f);
        QVERIFY(outcome.success);
        QCOMPARE(outcome.attempts, 1);
        QCOMPARE(f.network.requests().size(), 2);
        QCOMPARE(f.network.requests().constLast().header("x-api-key"), QByteArray("secret-test-key-123"));
    }

    void redirectToAnotherPortIsRefused()
    {
        FakeClient f;
        QUrl elsewhere = FakeNetwork::baseUrl();
        elsewhere.setPort(10);
        elsewhere.setPath(pagePath);
        f.network.route("GET", pagePath, FakeResponse::redirect(307, elsewhere));
        const Outcome outcome = getPage(f);
        QCOMPARE(outcome.error.kind, ApiError::Kind::Blocked);
        QCOMPARE(f.network.requests().size(), 1); // nothing was sent to the other port
    }

    void redirectToAnotherSchemeOrHostIsRefused()
    {
        for (const QString &target : {QStringLiteral("https://127.0.0.1:9/v0/pages/x"), QStringLiteral("http://evil.example.com:9/v0/pages/x")}) {
            FakeClient f;
            f.network.route("GET", pagePath, FakeResponse::redirect(301, QUrl(target)));
            QCOMPARE(getPage(f).error.kind, ApiError::Kind::Blocked);
            QCOMPARE(f.network.requests().size(), 1);
        }
    }

    void redirectLoopEnds()
    {
        FakeClient f;
        f.network.route("GET", pagePath, FakeResponse::redirect(302, QUrl(pagePath)));
        const Outcome outcome = getPage(f);
        QCOMPARE(outcome.error.kind, ApiError::Kind::Http);
        QCOMPARE(f.network.requests().size(), 6);
    }
};

} // namespace tst_neterrors

AUDIENCE_TEST_GUILESS_MAIN(tst_neterrors, TestNetErrors)
#include "tst_neterrors.moc"
