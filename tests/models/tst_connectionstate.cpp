// The window's one connection state, from the answers of real calls (the client on the fake
// network): each reason has its words (refused, host not found, timeout, TLS, a refused key, a
// failing service), an outage tries again by itself and at once on Retry, and the first good
// answer ends it. And a list read again keeps its rows when the read fails, marked as last read.
#include "modeltesthelpers.h"
#include "models/pages/pagelistmodel.h"
#include "models/shell/connectionstate.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>

// Declared once for every test of the program that takes answers as test data.
#ifndef AUDIENCE_FAKE_RESPONSE_METATYPE
#define AUDIENCE_FAKE_RESPONSE_METATYPE
Q_DECLARE_METATYPE(Audience::Testing::FakeResponse)
#endif

namespace tst_connectionstate {

using namespace Audience;
using namespace Audience::Testing;
using Models::ConnectionState;
using Status = Models::ConnectionState::Status;

class TestConnectionState : public QObject
{
    Q_OBJECT
private:
    // One call of the client that ends as `response` says, then the state it left.
    static void callOnce(FakeClient &api, const FakeResponse &response)
    {
        api.network.route("GET", QStringLiteral("/v0/pages"), response);
        auto *reply = api.client.pages().list(Net::CursorQuery{QString(), 1}, &api.client);
        QSignalSpy finished(reply, &Net::ApiReply::finished);
        QVERIFY(finished.wait(10000));
    }

    // One GET of a page that fails (the route says how), then the state it left.
    static void getFails(FakeClient &api, const QString &pageId)
    {
        auto *reply = api.client.pages().get(pageId, &api.client);
        QSignalSpy failed(reply, &Net::ApiReply::failed);
        QVERIFY(failed.wait(10000));
    }

private slots:
    void eachReasonHasItsWords_data()
    {
        QTest::addColumn<FakeResponse>("response");
        QTest::addColumn<Status>("status");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("words");
        QTest::newRow("refused") << FakeResponse::refuseConnection() << Status::Unreachable
                                 << QStringLiteral("Cannot reach the service")
                                 << QStringLiteral("127.0.0.1 did not answer: The connection was refused.");
        QTest::newRow("host not found") << FakeResponse::hostNotFound() << Status::Unreachable
                                        << QStringLiteral("Cannot reach the service")
                                        << QStringLiteral("127.0.0.1 did not answer: The server's host name could not be found.");
        QTest::newRow("timeout") << FakeResponse::hang() << Status::Unreachable << QStringLiteral("Cannot reach the service")
                                 << QStringLiteral("127.0.0.1 did not answer within 1 second");
        QTest::newRow("tls") << FakeResponse::tlsFailure() << Status::Unreachable << QStringLiteral("Cannot reach the service")
                             << QStringLiteral("The secure connection to 127.0.0.1 failed");
        QTest::newRow("401") << FakeResponse::error(401, QStringLiteral("unauthorized"), QStringLiteral("Invalid API key"))
                             << Status::KeyRefused << QStringLiteral("The key was refused")
                             << QStringLiteral("127.0.0.1 answered: The API key was refused: Invalid API key");
        QTest::newRow("403") << FakeResponse::error(403, QStringLiteral("forbidden"), QStringLiteral("Not for this key"))
                             << Status::KeyRefused << QStringLiteral("The key was refused")
                             << QStringLiteral("127.0.0.1 answered: Not allowed: Not for this key");
        QTest::newRow("503") << FakeResponse::error(503, QStringLiteral("unavailable"), QStringLiteral("Down for maintenance"))
                             << Status::ServiceFailing << QStringLiteral("The service answers with errors")
                             << QStringLiteral("127.0.0.1 answered: Down for maintenance");
    }

    void eachReasonHasItsWords()
    {
        QFETCH(FakeResponse, response);
        QFETCH(Status, status);
        QFETCH(QString, title);
        QFETCH(QString, words);
        FakeClient api;
        api.client.setTransferTimeout(std::chrono::milliseconds(1000));
        ConnectionState state;
        state.setClient(&api.client);
        state.setRetryScale(1000); // no automatic try during the test
        state.start();
        QCOMPARE(state.status(), Status::Connected);
        QVERIFY(state.title().isEmpty());
        callOnce(api, response);
        // A 5xx is said only once the state's own check failed too (the same route answers it).
        QTRY_COMPARE(state.status(), status);
        QTRY_VERIFY(!state.isTrying());
        QCOMPARE(state.title(), title);
        QVERIFY2(state.reason().startsWith(words), qPrintable(state.reason()));
        QVERIFY(!state.advice().isEmpty());
        // An outage plans its next try; a refused key is not tried again by itself.
        QCOMPARE(state.nextTryAt().isValid(), status != Status::KeyRefused);
    }

    // One broken endpoint is that call's error, not an outage: the state asks the service once
    // (the first page of pages, one row), which answers, and it stays connected.
    void oneServerErrorIsThatCallsOwn()
    {
        FakeClient api;
        api.network.route("GET", QStringLiteral("/v0/pages/page_1"), FakeResponse::error(500, QStringLiteral("internal"), QStringLiteral("boom")));
        api.network.route("GET", QStringLiteral("/v0/pages"), FakeResponse::json(200, QJsonValue(Wire::List{}.toJson())));
        ConnectionState state;
        state.setClient(&api.client);
        state.setRetryScale(1000);
        state.start();
        QList<Status> seen;
        connect(&state, &ConnectionState::changed, this, [&] { seen.append(state.status()); });
        getFails(api, QStringLiteral("page_1"));
        QCOMPARE(state.status(), Status::Connected);
        QVERIFY(state.isTrying()); // the check, asked by the error
        QTRY_VERIFY(!state.isTrying());
        QCOMPARE(state.status(), Status::Connected);
        QVERIFY(state.title().isEmpty());
        QCOMPARE(state.serverErrorsInARow(), 0);
        QCOMPARE(api.network.requestsTo("GET", QStringLiteral("/v0/pages")).size(), 1);
        QVERIFY(!state.nextTryAt().isValid());
        QVERIFY(!seen.contains(Status::ServiceFailing)); // not even for a moment
        QVERIFY(state.lastAnswerAt().isValid());
    }

    // The service fails when the check asked by a 5xx fails too, with no good answer between; the
    // next good answer of any call ends it.
    void aServerErrorConfirmedByTheCheckIsAnOutage()
    {
        FakeClient api;
        const FakeResponse broken = FakeResponse::error(500, QStringLiteral("internal"), QStringLiteral("database gone"));
        api.network.route("GET", QStringLiteral("/v0/pages/page_1"), broken);
        api.network.route("GET", QStringLiteral("/v0/pages"), broken);
        ConnectionState state;
        state.setClient(&api.client);
        state.setRetryScale(1000);
        state.start();
        getFails(api, QStringLiteral("page_1"));
        QCOMPARE(state.status(), Status::Connected);
        QTRY_COMPARE(state.status(), Status::ServiceFailing);
        QCOMPARE(state.serverErrorsInARow(), 2);
        QCOMPARE(state.title(), QStringLiteral("The service answers with errors"));
        QVERIFY2(state.reason().contains(QStringLiteral("database gone")), qPrintable(state.reason()));
        QTRY_VERIFY(!state.isTrying());
        QVERIFY(state.nextTryAt().isValid()); // tried again by itself from now on

        // During the outage another 5xx keeps it, without a check of its own.
        const qsizetype checks = api.network.requestsTo("GET", QStringLiteral("/v0/pages")).size();
        callOnce(api, broken);
        QCOMPARE(state.status(), Status::ServiceFailing);
        QCOMPARE(api.network.requestsTo("GET", QStringLiteral("/v0/pages")).size(), checks + 1); // callOnce's own

        QSignalSpy back(&state, &ConnectionState::cameBack);
        callOnce(api, FakeResponse::json(200, QJsonValue(Wire::List{}.toJson())));
        QCOMPARE(state.status(), Status::Connected);
        QCOMPARE(back.size(), 1);
        QCOMPARE(state.serverErrorsInARow(), 0);
    }

    // A good answer between the 5xx and its check's 5xx: the evidence does not agree (the check's
    // endpoint may be the broken one), so the bar stays quiet and no second check is asked.
    void aGoodAnswerBetweenKeepsItConnected()
    {
        FakeClient api;
        FakeResponse slowBroken = FakeResponse::error(500, QStringLiteral("internal"), QStringLiteral("boom"));
        slowBroken.delayMs = 300;
        api.network.route("GET", QStringLiteral("/v0/pages/page_1"), FakeResponse::error(500, QStringLiteral("internal"), QStringLiteral("boom")));
        api.network.route("GET", QStringLiteral("/v0/pages/page_2"), FakeResponse::error(404, QStringLiteral("not_found"), QStringLiteral("no such page")));
        api.network.route("GET", QStringLiteral("/v0/pages"), slowBroken);
        ConnectionState state;
        state.setClient(&api.client);
        state.setRetryScale(1000);
        state.start();
        getFails(api, QStringLiteral("page_1"));
        QVERIFY(state.isTrying());
        getFails(api, QStringLiteral("page_2"));
        QVERIFY(state.isTrying()); // the check is still on its way
        QTRY_VERIFY(!state.isTrying());
        QCOMPARE(state.status(), Status::Connected);
        QCOMPARE(state.serverErrorsInARow(), 1); // the check's own
        QCOMPARE(api.network.requestsTo("GET", QStringLiteral("/v0/pages")).size(), 1);
    }

    // Test Connection's words for the same failure are the bar's (one piece of code says them).
    void aNotFoundAnswerMeansTheServiceWorks()
    {
        FakeClient api;
        ConnectionState state;
        state.setClient(&api.client);
        state.setRetryScale(1000);
        state.start();
        callOnce(api, FakeResponse::refuseConnection());
        QCOMPARE(state.status(), Status::Unreachable);
        QSignalSpy back(&state, &ConnectionState::cameBack);
        callOnce(api, FakeResponse::error(404, QStringLiteral("not_found"), QStringLiteral("no such page")));
        QCOMPARE(state.status(), Status::Connected);
        QCOMPARE(back.size(), 1);
        QVERIFY(state.lastAnswerAt().isValid());
    }

    void anOutageTriesAgainWithBackoffUntilTheServiceAnswers()
    {
        FakeClient api;
        ConnectionState state;
        state.setClient(&api.client);
        state.setRetryScale(0.01); // 20 ms, 50 ms, 100 ms, 300 ms, then 600 ms
        state.start();
        callOnce(api, FakeResponse::refuseConnection());
        QCOMPARE(state.status(), Status::Unreachable);
        const QDateTime planned = state.nextTryAt();
        QVERIFY(planned.isValid());
        QTRY_VERIFY_WITH_TIMEOUT(state.tries() >= 3, 10000);
        QCOMPARE(state.status(), Status::Unreachable);
        QSignalSpy back(&state, &ConnectionState::cameBack);
        FakePageServer server(api.network, numberedPages(3));
        api.network.clearRoutes();
        QVERIFY(back.wait(10000));
        QCOMPARE(state.status(), Status::Connected);
        QVERIFY(!state.nextTryAt().isValid());
        QCOMPARE(state.tries(), 0);
    }

    void theWaitsGrowAndThenStayAtAMinute()
    {
        QCOMPARE(ConnectionState::retrySeconds.front(), 2);
        QCOMPARE(ConnectionState::retrySeconds.back(), 60);
        FakeClient api;
        ConnectionState state;
        state.setClient(&api.client);
        state.start();
        callOnce(api, FakeResponse::refuseConnection());
        // The first try is planned 2 s after the outage began.
        const qint64 wait = QDateTime::currentDateTimeUtc().msecsTo(state.nextTryAt());
        QVERIFY2(wait > 1000 && wait <= 2000, qPrintable(QString::number(wait)));
    }

    void retryNowTriesAtOnce()
    {
        FakeClient api;
        ConnectionState state;
        state.setClient(&api.client);
        state.start();
        callOnce(api, FakeResponse::refuseConnection());
        const int before = int(api.network.requestsTo("GET", QStringLiteral("/v0/pages")).size());
        QSignalSpy back(&state, &ConnectionState::cameBack);
        api.network.route("GET", QStringLiteral("/v0/pages"), FakeResponse::json(200, QJsonValue(Wire::List{}.toJson())));
        state.retryNow();
        QVERIFY(state.isTrying());
        QVERIFY(back.wait(5000));
        QCOMPARE(api.network.requestsTo("GET", QStringLiteral("/v0/pages")).size(), before + 1);
        // The system saying the network is back does nothing while connected.
        state.networkIsBack();
        QVERIFY(!state.isTrying());
    }

    // The system saying the network is back (QNetworkInformation, where it can tell) ends the wait.
    void theNetworkComingBackTriesAtOnce()
    {
        FakeClient api;
        ConnectionState state;
        state.setClient(&api.client);
        state.start();
        callOnce(api, FakeResponse::refuseConnection());
        QVERIFY(!state.isTrying());
        QVERIFY(state.nextTryAt().isValid()); // 2 s away
        QSignalSpy back(&state, &ConnectionState::cameBack);
        api.network.route("GET", QStringLiteral("/v0/pages"), FakeResponse::json(200, QJsonValue(Wire::List{}.toJson())));
        state.networkIsBack();
        QVERIFY(state.isTrying());
        QVERIFY(back.wait(5000));
    }

    void noServiceHearsNothing()
    {
        FakeClient api;
        ConnectionState state;
        state.setClient(&api.client);
        callOnce(api, FakeResponse::refuseConnection());
        QCOMPARE(state.status(), Status::NoService);
        state.start();
        callOnce(api, FakeResponse::refuseConnection());
        QCOMPARE(state.status(), Status::Unreachable);
        state.stop();
        QCOMPARE(state.status(), Status::NoService);
        QVERIFY(!state.nextTryAt().isValid());
    }

    // What was shown stays shown: reading a list again keeps its rows until the answer replaces
    // them, and keeps them with the error (and Retry) when the read fails.
    void aListReadAgainKeepsItsRowsWhenTheReadFails()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(4));
        Models::PageListModel model(&api.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reload();
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.rowCount(), 4);
        const QDateTime firstRead = model.lastReadAt();
        QVERIFY(firstRead.isValid());

        server.setOverride([](const ReceivedRequest &, int) { return std::make_optional(FakeResponse::refuseConnection()); });
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.refresh();
        QCOMPARE(model.rowCount(), 4); // while the answer is on its way
        QVERIFY(model.isRereading());
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), Models::LoadState::Error);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(model.lastReadAt(), firstRead);
        QCOMPARE(model.error().kind, Net::ApiError::Kind::Offline);

        // Retry reads the list again from its start (not the page after the last one).
        server.pages().append(numberedPage(5));
        server.setOverride({});
        model.retry();
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), Models::LoadState::Complete);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.pageAt(0).pageId, QStringLiteral("page_0001"));
        QVERIFY(model.lastReadAt() >= firstRead);
    }
};

} // namespace tst_connectionstate

AUDIENCE_TEST_GUILESS_MAIN(tst_connectionstate, TestConnectionState)
#include "tst_connectionstate.moc"
