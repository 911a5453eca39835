// Retries, idempotency keys, cancellation, ownership, in-flight count and the request log.
#include "nettesthelpers.h"
#include "support/testmain.h"

#include <QJsonObject>
#include <QPointer>
#include <QTest>
#include <QTimeZone>

#include <functional>

namespace tst_netretries {

using namespace Audience::Net;
using namespace Audience::Testing;
using std::chrono::milliseconds;

namespace {

const QString pagesPath = QStringLiteral("/v0/pages");
const QString publishPath = QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/versions/ver_demo_001_2/publish");
const QString logsPath = QStringLiteral("/v0/person_logs");
const QString messagesPath = QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001/messages");

bool finishes(ApiReply *reply, ApiError *error = nullptr, int *attempts = nullptr)
{
    bool done = false;
    QObject::connect(reply, &ApiReply::finished, reply, [&, reply] {
        done = true;
        if (error)
            *error = reply->error();
        if (attempts)
            *attempts = reply->attempts();
    });
    return QTest::qWaitFor([&] { return done; }, 10000);
}

struct WriteCase
{
    QString path;
    QString keyField;
    FakeResponse success;
    std::function<ApiReply *(ApiClient &)> start;
};

// The three writes that carry an idempotency key, by index: publish, person log, message.
WriteCase writeCase(int index)
{
    switch (index) {
    case 0:
        return {publishPath, QStringLiteral("operationKey"), FakeResponse::json(200, fixture(QStringLiteral("audience-version.json"))),
                [](ApiClient &client) -> ApiReply * {
                    return client.versions().publish(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_001"), QStringLiteral("ver_demo_001_2"));
                }};
    case 1:
        return {logsPath, QStringLiteral("idempotencyKey"), FakeResponse::json(201, fixture(QStringLiteral("person-log-created.json"))),
                [](ApiClient &client) -> ApiReply * {
                    NewPersonLog log;
                    log.source = QStringLiteral("crm-import");
                    log.payload = QJsonObject{{QStringLiteral("a"), 1}};
                    return client.people().createLog(log);
                }};
    default:
        return {messagesPath, QStringLiteral("clientMessageId"), FakeResponse::json(202, fixture(QStringLiteral("message-accepted.json"))),
                [](ApiClient &client) -> ApiReply * {
                    return client.conversation().send(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_001"),
                                                      {.message = QStringLiteral("Hello"), .clientMessageId = {}, .selectedElement = {}});
                }};
    }
}

} // namespace

class TestNetRetries : public QObject
{
    Q_OBJECT
private slots:
    void getIsRetriedOnTransientStatuses_data()
    {
        QTest::addColumn<int>("status");
        QTest::newRow("429") << 429;
        QTest::newRow("502") << 502;
        QTest::newRow("503") << 503;
        QTest::newRow("504") << 504;
    }

    void getIsRetriedOnTransientStatuses()
    {
        QFETCH(int, status);
        FakeClient f;
        f.network.route("GET", pagesPath, FakeResponse::json(200, fixture(QStringLiteral("page-list.json"))));
        f.network.routeOnce("GET", pagesPath, FakeResponse::withStatus(status));
        f.network.routeOnce("GET", pagesPath, FakeResponse::withStatus(status));
        QSignalSpy retrying(&f.client, &ApiClient::retrying);
        auto *reply = f.client.pages().list({.cursor = {}, .limit = 10});
        ApiError error;
        int attempts = 0;
        QVERIFY(finishes(reply, &error, &attempts));
        QCOMPARE(attempts, 3);
        QCOMPARE(f.network.requests().size(), 3);
        QCOMPARE(retrying.size(), 2);
        QCOMPARE(retrying.at(0).at(0).toByteArray(), QByteArray("GET"));
        QCOMPARE(retrying.at(0).at(1).toString(), pagesPath);
        QCOMPARE(retrying.at(0).at(2).toInt(), 2);
        QCOMPARE(retrying.at(1).at(2).toInt(), 3);
        const RequestLogEntry entry = f.client.requestLog()->entries().constLast();
        QCOMPARE(entry.retries, 2);
        QCOMPARE(entry.httpStatus, 200);
        QVERIFY(!entry.errorKind.has_value());
    }

    void atMostThreeAttempts()
    {
        FakeClient f;
        f.network.route("GET", pagesPath, FakeResponse::withStatus(503));
        ApiError error;
        int attempts = 0;
        QVERIFY(finishes(f.client.pages().list({}), &error, &attempts));
        QCOMPARE(error.kind, ApiError::Kind::Server);
        QCOMPARE(attempts, 3);
        QCOMPARE(f.network.requests().size(), 3);
    }

    void neverRetriedAfterPermanentStatuses_data()
    {
        QTest::addColumn<int>("status");
        for (int status : {400, 401, 403, 404, 409, 422, 500})
            QTest::newRow(qPrintable(QString::number(status))) << status;
    }

    void neverRetriedAfterPermanentStatuses()
    {
        QFETCH(int, status);
        FakeClient f;
        f.network.route("GET", pagesPath, FakeResponse::withStatus(status));
        QSignalSpy retrying(&f.client, &ApiClient::retrying);
        QVERIFY(finishes(f.client.pages().list({})));
        QCOMPARE(f.network.requests().size(), 1);
        QCOMPARE(retrying.size(), 0);
    }

    void retryAfterSecondsIsHonoured()
    {
        FakeClient f;
        f.network.route("GET", pagesPath, FakeResponse::json(200, fixture(QStringLiteral("page-list.json"))));
        f.network.routeOnce("GET", pagesPath, FakeResponse::withStatus(429).withHeader("Retry-After", "1"));
        QSignalSpy retrying(&f.client, &ApiClient::retrying);
        QVERIFY(finishes(f.client.pages().list({})));
        QCOMPARE(retrying.size(), 1);
        QCOMPARE(retrying.at(0).at(3).toLongLong(), 1000); // not the 2 ms base delay
    }

    void retryAfterParsing()
    {
        const RetryPolicy policy;
        const QDateTime now(QDate(2024, 5, 1), QTime(10, 0, 0), QTimeZone::utc());
        QCOMPARE(policy.retryAfter("3", now), std::optional<milliseconds>(3000));
        QCOMPARE(policy.retryAfter("3600", now), std::optional<milliseconds>(60000)); // capped
        QCOMPARE(policy.retryAfter("Wed, 01 May 2024 10:00:05 GMT", now), std::optional<milliseconds>(5000));
        QCOMPARE(policy.retryAfter("Wed, 01 May 2024 09:00:00 GMT", now), std::optional<milliseconds>(0));
        QCOMPARE(policy.retryAfter("Wed, 01 May 2024 12:00:00 GMT", now), std::optional<milliseconds>(60000));
        QVERIFY(!policy.retryAfter("soon", now).has_value());
        QVERIFY(!policy.retryAfter("", now).has_value());
        QVERIFY(!policy.retryAfter("-4", now).has_value());
    }

    void backoffGrowsWithJitterAndCap()
    {
        RetryPolicy policy; // base 500 ms, cap 5 s
        QCOMPARE(policy.backoff(1, 0.0), milliseconds(250));
        QCOMPARE(policy.backoff(1, 1.0), milliseconds(500));
        QCOMPARE(policy.backoff(2, 1.0), milliseconds(1000));
        QCOMPARE(policy.backoff(3, 0.5), milliseconds(1500));
        QCOMPARE(policy.backoff(10, 1.0), milliseconds(5000));
        QCOMPARE(policy.backoff(10, 0.0), milliseconds(2500));
    }

    void keyedWritesAreRetriedWithTheSameKey()
    {
        FakeClient f;
        f.network.route("POST", publishPath, FakeResponse::json(200, fixture(QStringLiteral("audience-version.json"))));
        f.network.routeOnce("POST", publishPath, FakeResponse::resetConnection());
        f.network.routeOnce("POST", publishPath, FakeResponse::withStatus(503));
        auto *reply = f.client.versions().publish(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_001"), QStringLiteral("ver_demo_001_2"));
        const QString key = reply->idempotencyKey();
        QVERIFY(!key.isEmpty());
        ApiError error;
        int attempts = 0;
        QVERIFY(finishes(reply, &error, &attempts));
        QCOMPARE(attempts, 3);
        const QList<ReceivedRequest> sent = f.network.requestsTo("POST", publishPath);
        QCOMPARE(sent.size(), 3);
        for (const ReceivedRequest &request : sent)
            QCOMPARE(request.json().value(QStringLiteral("operationKey")).toString(), key);
    }

    // Every keyed write (publish operationKey, person log idempotencyKey, message clientMessageId)
    // carries the same key on every attempt after a transient failure, at most three attempts.
    void keyedWritesRetryWithTheSameKey_data()
    {
        QTest::addColumn<int>("write");
        QTest::addColumn<int>("failure");
        const char *writes[] = {"publish", "person log", "message"};
        const char *failures[] = {"connection reset", "timeout", "503", "429 retry-after"};
        for (int w = 0; w < 3; ++w) {
            for (int x = 0; x < 4; ++x) {
                for (bool recovers : {true, false})
                    QTest::addRow("%s, %s, %s", writes[w], failures[x], recovers ? "then ok" : "every time") << w << (x * 2 + (recovers ? 0 : 1));
            }
        }
    }

    void keyedWritesRetryWithTheSameKey()
    {
        QFETCH(int, write);
        QFETCH(int, failure);
        const bool recovers = failure % 2 == 0;
        FakeClient f;
        f.client.setTransferTimeout(milliseconds(50));
        FakeResponse failing;
        switch (failure / 2) {
        case 0: failing = FakeResponse::resetConnection(); break;
        case 1: failing = FakeResponse::hang(); break;
        case 2: failing = FakeResponse::withStatus(503); break;
        default: failing = FakeResponse::withStatus(429).withHeader("Retry-After", "0"); break;
        }
        const WriteCase c = writeCase(write);
        if (recovers) {
            f.network.route("POST", c.path, c.success);
            f.network.routeOnce("POST", c.path, failing);
            f.network.routeOnce("POST", c.path, failing);
        } else {
            f.network.route("POST", c.path, failing);
        }
        ApiReply *reply = c.start(f.client);
        const QString key = reply->idempotencyKey();
        QVERIFY(!key.isEmpty());
        bool success = false;
        connect(reply, &ApiReply::finished, reply, [&success, reply] { success = reply->isSuccess(); });
        ApiError error;
        int attempts = 0;
        QVERIFY(finishes(reply, &error, &attempts));
        QCOMPARE(attempts, 3);
        const QList<ReceivedRequest> sent = f.network.requestsTo("POST", c.path);
        QCOMPARE(sent.size(), 3);
        for (const ReceivedRequest &request : sent)
            QCOMPARE(request.json().value(c.keyField).toString(), key);
        QCOMPARE(success, recovers);
        if (!recovers) {
            const ApiError::Kind kinds[] = {ApiError::Kind::Offline, ApiError::Kind::Timeout, ApiError::Kind::Server, ApiError::Kind::RateLimited};
            QCOMPARE(error.kind, kinds[failure / 2]);
        }
    }

    // A permanent refusal of a keyed write is never retried.
    void keyedWritesAreNotRetriedAfterPermanentStatuses_data()
    {
        QTest::addColumn<int>("write");
        QTest::addColumn<int>("status");
        const char *writes[] = {"publish", "person log", "message"};
        for (int w = 0; w < 3; ++w) {
            for (int status : {400, 409, 422})
                QTest::addRow("%s, %d", writes[w], status) << w << status;
        }
    }

    void keyedWritesAreNotRetriedAfterPermanentStatuses()
    {
        QFETCH(int, write);
        QFETCH(int, status);
        FakeClient f;
        const WriteCase c = writeCase(write);
        f.network.route("POST", c.path, FakeResponse::error(status, QStringLiteral("refused"), QStringLiteral("No.")));
        QSignalSpy retrying(&f.client, &ApiClient::retrying);
        ApiReply *reply = c.start(f.client);
        const QString key = reply->idempotencyKey();
        ApiError error;
        int attempts = 0;
        QVERIFY(finishes(reply, &error, &attempts));
        QCOMPARE(attempts, 1);
        QCOMPARE(error.httpStatus, status);
        QCOMPARE(retrying.size(), 0);
        const QList<ReceivedRequest> sent = f.network.requestsTo("POST", c.path);
        QCOMPARE(sent.size(), 1);
        QCOMPARE(sent.constFirst().json().value(c.keyField).toString(), key);
    }

    void callerKeysAreKeptAndEachActionGetsItsOwn()
    {
        FakeClient f;
        f.network.route("POST", logsPath, FakeResponse::json(201, fixture(QStringLiteral("person-log-created.json"))));
        f.network.route("POST", messagesPath, FakeResponse::json(202, fixture(QStringLiteral("message-accepted.json"))));
        NewPersonLog log;
        log.source = QStringLiteral("crm-import");
        log.payload = QJsonObject{{QStringLiteral("a"), 1}};
        auto *first = f.client.people().createLog(log);
        auto *second = f.client.people().createLog(log);
        QVERIFY(first->idempotencyKey() != second->idempotencyKey());
        log.idempotencyKey = QStringLiteral("manual-retry-key");
        auto *third = f.client.people().createLog(log);
        QCOMPARE(third->idempotencyKey(), QStringLiteral("manual-retry-key"));
        auto *message = f.client.conversation().send(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_001"),
                                                     {.message = QStringLiteral("Hello"), .clientMessageId = {}, .selectedElement = {}});
        const QString messageKey = message->idempotencyKey();
        QVERIFY(finishes(message));
        QTRY_COMPARE(f.network.requests().size(), 4);
        QCOMPARE(f.network.requestsTo("POST", logsPath).constLast().json().value(QStringLiteral("idempotencyKey")).toString(),
                 QStringLiteral("manual-retry-key"));
        QCOMPARE(f.network.requestsTo("POST", messagesPath).constFirst().json().value(QStringLiteral("clientMessageId")).toString(), messageKey);
    }

    void unkeyedWritesAreNotRetried()
    {
        FakeClient f;
        const QString path = QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_001");
        f.network.route("DELETE", path, FakeResponse::withStatus(503));
        ApiError error;
        QVERIFY(finishes(f.client.audiences().archive(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_001")), &error));
        QCOMPARE(error.kind, ApiError::Kind::Server);
        QCOMPARE(f.network.requests().size(), 1);

        f.network.route("PATCH", QStringLiteral("/v0/persons/p1"), FakeResponse::refuseConnection());
        QVERIFY(finishes(f.client.people().update(QStringLiteral("p1"), {.name = QStringLiteral("Ada"), .email = {}, .domain = {},
                                                                         .phoneNumber = {}, .linkedinProfileUrl = {}})));
        QCOMPARE(f.network.requests().size(), 2);
    }

    void abortEndsWithCancelledAndStopsTheRequest()
    {
        FakeClient f;
        f.network.route("GET", pagesPath, FakeResponse::hang());
        auto *reply = f.client.pages().list({});
        QTRY_COMPARE(f.network.openReplies(), 1);
        QSignalSpy failed(reply, &ApiReply::failed);
        reply->abort();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(0).value<ApiError>().kind, ApiError::Kind::Cancelled);
        QCOMPARE(f.network.abortedCount(), 1);
        QTRY_COMPARE(f.network.openReplies(), 0);
        QCOMPARE(f.client.requestLog()->entries().constLast().errorKind, std::optional(ApiError::Kind::Cancelled));
    }

    void abortDuringBackoffStopsRetries()
    {
        FakeClient f;
        RetryPolicy slow;
        slow.baseDelay = milliseconds(60000);
        slow.maxDelay = milliseconds(60000);
        f.client.setRetryPolicy(slow);
        f.network.route("GET", pagesPath, FakeResponse::withStatus(503));
        QSignalSpy retrying(&f.client, &ApiClient::retrying);
        QPointer<ApiReply> reply = f.client.pages().list({});
        QVERIFY(retrying.wait());
        QSignalSpy failed(reply, &ApiReply::failed);
        reply->abort();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(0).value<ApiError>().kind, ApiError::Kind::Cancelled);
        QCOMPARE(f.client.requestsInFlight(), 0);
        // The reply goes away with its job and the job's retry timer: no later attempt can exist.
        QTRY_VERIFY(reply.isNull());
        QCOMPARE(f.network.requests().size(), 1);
    }

    // A profile switch while a call waits to retry: the URL was resolved against the old address,
    // so another attempt would take the new key to the old server. The call ends at once instead.
    void connectionChangeEndsACallWaitingToRetry_data()
    {
        QTest::addColumn<bool>("switchProvider");
        QTest::newRow("base url") << false;
        QTest::newRow("key provider") << true;
    }

    void connectionChangeEndsACallWaitingToRetry()
    {
        QFETCH(bool, switchProvider);
        FakeClient f;
        f.network.route("GET", pagesPath, FakeResponse::withStatus(503).withHeader("Retry-After", "1"));
        QSignalSpy retrying(&f.client, &ApiClient::retrying);
        auto *reply = f.client.pages().list({});
        QSignalSpy failed(reply, &ApiReply::failed);
        QVERIFY(retrying.wait());
        QCOMPARE(f.network.requests().size(), 1);

        StaticApiKeyProvider otherKeys(QByteArrayLiteral("the-other-profiles-key"));
        if (switchProvider) {
            f.client.setKeyProvider(&otherKeys);
        } else {
            f.client.setBaseUrl(QUrl());
            f.keys.setApiKey(QByteArrayLiteral("the-other-profiles-key"));
            f.client.setBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:10")));
        }
        // Ends now, not after the second the server asked for.
        QCOMPARE(failed.size(), 1);
        const ApiError error = failed.at(0).at(0).value<ApiError>();
        QCOMPARE(error.kind, ApiError::Kind::Cancelled);
        QVERIFY2(error.message.contains(QStringLiteral("connection changed")), qPrintable(error.message));
        QCOMPARE(f.client.requestsInFlight(), 0);
        // Nothing more goes out, to either address; a fresh call goes to the new one.
        f.network.route("GET", pagesPath, FakeResponse::json(200, fixture(QStringLiteral("page-list.json"))));
        QVERIFY(finishes(f.client.pages().list({})));
        QCOMPARE(f.network.requests().size(), 2);
        QCOMPARE(f.network.requests().constLast().header("x-api-key"), QByteArray("the-other-profiles-key"));
        if (!switchProvider)
            QCOMPARE(f.network.requests().constLast().url.port(), 10);
        QCOMPARE(f.client.requestLog()->entries().constFirst().errorKind, std::optional(ApiError::Kind::Cancelled));
    }

    void connectionChangeStopsRedirectsAndRetriesOfAnAnswerInFlight_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("kind");
        QTest::newRow("307 redirect") << 307 << int(ApiError::Kind::Cancelled);
        QTest::newRow("503 retryable") << 503 << int(ApiError::Kind::Server);
    }

    void connectionChangeStopsRedirectsAndRetriesOfAnAnswerInFlight()
    {
        QFETCH(int, status);
        QFETCH(int, kind);
        FakeClient f;
        // The switch happens while the first request is out; its answer arrives afterwards.
        f.network.setHandler([&f, status](const ReceivedRequest &request) -> std::optional<FakeResponse> {
            if (f.network.requests().size() > 1)
                return FakeResponse::json(200, fixture(QStringLiteral("page-list.json")));
            f.client.setBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:10")));
            f.keys.setApiKey(QByteArrayLiteral("the-other-profiles-key"));
            if (status == 307)
                return FakeResponse::redirect(307, request.url);
            return FakeResponse::withStatus(status);
        });
        ApiError error;
        int attempts = 0;
        QVERIFY(finishes(f.client.pages().list({}), &error, &attempts));
        QCOMPARE(int(error.kind), kind);
        QCOMPARE(attempts, 1);
        QCOMPARE(f.network.requests().size(), 1);
        QCOMPARE(f.network.requests().constFirst().header("x-api-key"), QByteArray("secret-test-key-123"));
    }

    void ownerGoingAwayAbortsSilently()
    {
        FakeClient f;
        f.network.route("GET", pagesPath, FakeResponse::hang());
        auto *owner = new QObject;
        QPointer<ApiReply> reply = f.client.pages().list({}, owner);
        bool signalled = false;
        connect(reply, &ApiReply::finished, this, [&] { signalled = true; });
        QTRY_COMPARE(f.network.openReplies(), 1);
        QCOMPARE(f.client.requestsInFlight(), 1);
        delete owner;
        QVERIFY(reply.isNull());
        QTRY_COMPARE(f.network.openReplies(), 0);
        QCOMPARE(f.network.abortedCount(), 1);
        QCOMPARE(f.client.requestsInFlight(), 0);
        QVERIFY(!signalled);
    }

    void inFlightCountIsSignalled()
    {
        FakeClient f;
        f.network.route("GET", pagesPath, FakeResponse::json(200, fixture(QStringLiteral("page-list.json"))).withDelay(10));
        QSignalSpy changes(&f.client, &ApiClient::requestsInFlightChanged);
        auto *a = f.client.pages().list({});
        auto *b = f.client.pages().list({});
        QCOMPARE(f.client.requestsInFlight(), 2);
        int finished = 0;
        connect(a, &ApiReply::finished, this, [&] { ++finished; });
        connect(b, &ApiReply::finished, this, [&] { ++finished; });
        QTRY_COMPARE(finished, 2);
        QCOMPARE(f.client.requestsInFlight(), 0);
        QList<int> counts;
        for (const auto &args : changes)
            counts.append(args.at(0).toInt());
        QCOMPARE(counts, QList<int>({1, 2, 1, 0}));
    }

    void requestLogHasNoKeyAndIsBounded()
    {
        FakeClient f;
        f.network.route("GET", pagesPath, FakeResponse::json(200, fixture(QStringLiteral("page-list.json"))));
        QSignalSpy added(f.client.requestLog(), &RequestLog::entryAdded);
        QVERIFY(finishes(f.client.pages().list({.cursor = QStringLiteral("abc"), .limit = 5})));
        QCOMPARE(added.size(), 1);
        const RequestLogEntry entry = f.client.requestLog()->entries().constFirst();
        QCOMPARE(entry.method, QByteArray("GET"));
        QCOMPARE(entry.path, pagesPath);
        QCOMPARE(entry.httpStatus, 200);
        QCOMPARE(entry.bytesReceived, fixture(QStringLiteral("page-list.json")).size());
        QVERIFY(entry.startedAt.isValid());
        QVERIFY(!entry.path.contains(QStringLiteral("secret")));

        RequestLog ring(3);
        for (int i = 0; i < 5; ++i) {
            RequestLogEntry e;
            e.id = quint64(i);
            ring.append(e);
        }
        QCOMPARE(ring.entries().size(), 3);
        QCOMPARE(ring.entries().constFirst().id, quint64(2));
        QCOMPARE(f.client.requestLog()->capacity(), 500);
    }

    void queryParametersAreEncoded()
    {
        FakeClient f;
        f.network.route("GET", QStringLiteral("/v0/persons/search"), FakeResponse::json(200, fixture(QStringLiteral("person-search.json"))));
        QVERIFY(finishes(f.client.people().search({.query = QStringLiteral("a+b&c=d é"), .cursor = QStringLiteral("x/y"), .limit = 7})));
        const ReceivedRequest sent = f.network.requests().constFirst();
        QCOMPARE(sent.queryValue(QStringLiteral("query")), QStringLiteral("a+b&c=d é"));
        QCOMPARE(sent.queryValue(QStringLiteral("cursor")), QStringLiteral("x/y"));
        QCOMPARE(sent.queryValue(QStringLiteral("limit")), QStringLiteral("7"));
        QVERIFY(sent.url.toEncoded().contains("a%2Bb%26c%3Dd"));
    }

    void pathParametersAreEncoded()
    {
        FakeClient f;
        f.network.setHandler([](const ReceivedRequest &request) -> std::optional<FakeResponse> {
            if (request.url.path(QUrl::FullyEncoded) == u"/v0/pages/a%2Fb%20c")
                return FakeResponse::json(200, fixture(QStringLiteral("page.json")));
            return std::nullopt;
        });
        ApiError error;
        QVERIFY(finishes(f.client.pages().get(QStringLiteral("a/b c")), &error));
        QCOMPARE(f.network.requests().constFirst().url.path(QUrl::FullyEncoded), QStringLiteral("/v0/pages/a%2Fb%20c"));
    }
};

} // namespace tst_netretries

AUDIENCE_TEST_GUILESS_MAIN(tst_netretries, TestNetRetries)
#include "tst_netretries.moc"
