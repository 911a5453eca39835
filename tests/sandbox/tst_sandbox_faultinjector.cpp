// The sandbox's fault injector: off by default, deterministic for a seed, honours its rates, and answers
// faults the way the contract says (429/503 with Retry-After and the error shape, or a dropped connection).
#include "faultinjector.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

namespace tst_sandbox_faultinjector {

using Sandbox::FaultInjector;
using Sandbox::FaultOptions;
using Kind = Sandbox::FaultInjector::Kind;

namespace {

struct Answer
{
    int status = 0;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QByteArray retryAfter;
    QJsonObject body;
};

Answer fetch(QNetworkAccessManager &network, const QNetworkRequest &request)
{
    QNetworkReply *reply = network.get(request);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!finished.wait(10000))
        qWarning("no answer within 10 s");
    Answer answer{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->error(),
                  reply->rawHeader("Retry-After"), QJsonDocument::fromJson(reply->readAll()).object()};
    reply->deleteLater();
    return answer;
}

// GET /v0/pages of a running sandbox, with its key.
QNetworkRequest pagesRequest(const Audience::Testing::SandboxProcess &sandbox)
{
    QUrl url = sandbox.baseUrl();
    url.setPath(QStringLiteral("/v0/pages"));
    QNetworkRequest request(url);
    request.setRawHeader("x-api-key", sandbox.apiKey());
    return request;
}

// Sends one request over a plain socket (so no client library resends it on its own) and returns
// every byte that came back before the sandbox closed the connection: empty when the answer was dropped.
QByteArray rawExchange(const Audience::Testing::SandboxProcess &sandbox, const QByteArray &method, const QString &path,
                       const QJsonObject &body)
{
    QTcpSocket socket;
    socket.connectToHost(sandbox.baseUrl().host(), quint16(sandbox.baseUrl().port()));
    if (!socket.waitForConnected(5000))
        return QByteArrayLiteral("(no connection)");
    const QByteArray payload = QJsonDocument(body).toJson(QJsonDocument::Compact);
    socket.write(method + ' ' + path.toUtf8() + " HTTP/1.1\r\nHost: " + sandbox.baseUrl().host().toUtf8()
                 + "\r\nx-api-key: " + sandbox.apiKey() + "\r\nContent-Type: application/json\r\nContent-Length: "
                 + QByteArray::number(payload.size()) + "\r\nConnection: close\r\n\r\n" + payload);
    QByteArray received;
    while (socket.state() == QAbstractSocket::ConnectedState && socket.waitForReadyRead(10000))
        received += socket.readAll();
    return received + socket.readAll();
}

} // namespace

class TestSandboxFaultInjector : public QObject
{
    Q_OBJECT
private slots:
    void isOffByDefault()
    {
        FaultInjector injector;
        QVERIFY(!injector.isEnabled());
        for (int i = 0; i < 100; ++i) {
            const auto decision = injector.decide();
            QCOMPARE(decision.kind, Kind::None);
            QCOMPARE(decision.latencyMs, 0);
        }
    }

    void isDeterministicForASeed()
    {
        FaultOptions options;
        options.errorRate = 0.3;
        options.dropRate = 0.2;
        FaultInjector first(options), second(options);
        options.seed += 1;
        FaultInjector other(options);
        bool differs = false;
        for (int i = 0; i < 200; ++i) {
            const Kind kind = first.decide().kind;
            QCOMPARE(second.decide().kind, kind);
            differs = differs || other.decide().kind != kind;
        }
        QVERIFY(differs);
    }

    void honoursTheRates()
    {
        FaultOptions options;
        options.latencyMs = 40;
        options.errorRate = 0.2;
        options.dropRate = 0.1;
        FaultInjector injector(options);
        QVERIFY(injector.isEnabled());
        QHash<Kind, int> counts;
        constexpr int draws = 20000;
        for (int i = 0; i < draws; ++i) {
            const auto decision = injector.decide();
            QCOMPARE(decision.latencyMs, 40);
            ++counts[decision.kind];
            if (decision.kind == Kind::TooManyRequests || decision.kind == Kind::Unavailable)
                QCOMPARE(decision.retryAfterSeconds, FaultInjector::retryAfterSeconds);
        }
        // Generous bands around 10 % drops and 10 % + 10 % errors (the draw sequence is fixed by the seed).
        QVERIFY2(qAbs(counts.value(Kind::Drop) - draws / 10) < draws / 50, qPrintable(QString::number(counts.value(Kind::Drop))));
        QVERIFY(qAbs(counts.value(Kind::TooManyRequests) - draws / 10) < draws / 50);
        QVERIFY(qAbs(counts.value(Kind::Unavailable) - draws / 10) < draws / 50);
    }

    void clampsRatesThatAddUpToMoreThanOne()
    {
        FaultOptions options;
        options.errorRate = 0.9;
        options.dropRate = 0.6;
        FaultInjector injector(options);
        QCOMPARE(injector.options().dropRate, 0.6);
        QVERIFY(qAbs(injector.options().errorRate - 0.4) < 1e-9);
    }

    void dropAfterWriteIsOffByDefaultAndExactAtOne()
    {
        FaultInjector off;
        QVERIFY(!off.isEnabled());
        QVERIFY(!off.dropsAfterWrite());
        FaultOptions options;
        options.dropAfterWriteRate = 1;
        FaultInjector always(options);
        QVERIFY(always.isEnabled());
        for (int i = 0; i < 100; ++i) {
            QCOMPARE(always.decide().kind, Kind::None); // before dispatch nothing is injected
            QVERIFY(always.dropsAfterWrite());
        }
    }

    void dropAfterWriteIsDeterministicAndLeavesTheOtherDrawsAlone()
    {
        FaultOptions options;
        options.errorRate = 0.3;
        FaultInjector plain(options);
        options.dropAfterWriteRate = 0.5;
        FaultInjector first(options), second(options);
        int dropped = 0;
        for (int i = 0; i < 2000; ++i) {
            const Kind kind = first.decide().kind;
            QCOMPARE(second.decide().kind, kind);
            QCOMPARE(plain.decide().kind, kind); // its own generator: the pre-dispatch sequence is unchanged
            const bool drop = first.dropsAfterWrite();
            QCOMPARE(second.dropsAfterWrite(), drop);
            dropped += drop ? 1 : 0;
        }
        QVERIFY2(qAbs(dropped - 1000) < 100, qPrintable(QString::number(dropped)));
    }

    void onlyAppliedWritesCount()
    {
        QVERIFY(FaultInjector::isAppliedWrite("POST", 202, false));
        QVERIFY(FaultInjector::isAppliedWrite("POST", 201, false));
        QVERIFY(FaultInjector::isAppliedWrite("PATCH", 200, false));
        QVERIFY(FaultInjector::isAppliedWrite("DELETE", 200, false));
        QVERIFY(!FaultInjector::isAppliedWrite("POST", 202, true)); // a replay of an idempotency key
        QVERIFY(!FaultInjector::isAppliedWrite("POST", 409, false));
        QVERIFY(!FaultInjector::isAppliedWrite("POST", 422, false));
        QVERIFY(!FaultInjector::isAppliedWrite("GET", 200, false));
    }

    // --fault-drop-after-write-rate 1: a POST …/messages and a POST …/publish are applied, then their
    // answer is lost; the retry with the same clientMessageId / operationKey is answered with the first
    // answer and applies nothing again. Reads, refused writes and replays are always answered.
    void dropsTheAnswerOfAnAppliedWriteAndAnswersItsRetry()
    {
        using Audience::Testing::TestHttp;
        Audience::Testing::SandboxProcess sandbox;
        QVERIFY2(sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                QStringLiteral("demo"), QStringLiteral("--processing-delay-ms"), QStringLiteral("0"),
                                QStringLiteral("--fault-drop-after-write-rate"), QStringLiteral("1")}),
                 qPrintable(sandbox.errorString()));
        TestHttp http(sandbox.baseUrl(), sandbox.apiKey());
        const QString audience = QStringLiteral("/v0/pages/page_demo_02/audiences/aud_demo_007");
        const QString text = QStringLiteral("Set the meta title to \"Dropped once, applied once\"");
        const QJsonObject message{{QStringLiteral("message"), text}, {QStringLiteral("clientMessageId"), QStringLiteral("cm-lost-1")}};
        const auto copies = [&]() {
            int count = 0;
            const QJsonArray messages = http.get(audience + QStringLiteral("/messages")).object().value(u"messages").toArray();
            for (const QJsonValue &m : messages)
                count += m.toObject().value(u"content").toString() == text ? 1 : 0;
            return count;
        };

        QCOMPARE(copies(), 0);
        QCOMPARE(rawExchange(sandbox, "POST", audience + QStringLiteral("/messages"), message), QByteArray());
        QCOMPARE(copies(), 1); // applied although nobody heard about it

        const Audience::Testing::HttpResponse retry = http.post(audience + QStringLiteral("/messages"), message);
        QCOMPARE(retry.status, 202);
        QCOMPARE(retry.object().value(u"clientMessageId").toString(), QStringLiteral("cm-lost-1"));
        const QString versionId = retry.object().value(u"versionId").toString();
        QVERIFY(versionId.startsWith(QStringLiteral("ver_")));
        QCOMPARE(copies(), 1);

        // A refused write is answered (nothing was applied).
        QCOMPARE(http.post(audience + QStringLiteral("/messages"), QJsonObject{{QStringLiteral("message"), QString()}}).status, 422);

        const QString version = audience + QStringLiteral("/versions/") + versionId;
        QTRY_COMPARE_WITH_TIMEOUT(http.get(version).object().value(u"status").toString(), QStringLiteral("draft"), 20000);
        const QJsonObject key{{QStringLiteral("operationKey"), QStringLiteral("publish-lost-1")}};
        QCOMPARE(rawExchange(sandbox, "POST", version + QStringLiteral("/publish"), key), QByteArray());
        const QJsonObject published = http.get(version).object();
        QCOMPARE(published.value(u"status").toString(), QStringLiteral("published"));

        const Audience::Testing::HttpResponse again = http.post(version + QStringLiteral("/publish"), key);
        QCOMPARE(again.status, 200);
        QCOMPARE(again.object().value(u"publishedAt"), published.value(u"publishedAt"));
        QCOMPARE(again.object().value(u"versionId").toString(), versionId);
        // Publishing the live version without a key changes nothing either, so it is answered too.
        QCOMPARE(http.post(version + QStringLiteral("/publish"), QJsonObject{}).status, 200);
        QCOMPARE(sandbox.process().state(), QProcess::Running);
    }

    void parsesRates()
    {
        QCOMPARE(FaultInjector::parseRate(u"0.25"), std::optional<double>(0.25));
        QCOMPARE(FaultInjector::parseRate(u"1"), std::optional<double>(1.0));
        QCOMPARE(FaultInjector::parseRate(u"0"), std::optional<double>(0.0));
        QVERIFY(!FaultInjector::parseRate(u"1.5").has_value());
        QVERIFY(!FaultInjector::parseRate(u"-0.1").has_value());
        QVERIFY(!FaultInjector::parseRate(u"nan").has_value());
        QVERIFY(!FaultInjector::parseRate(u"half").has_value());
    }

    void errorBodiesFollowTheContract()
    {
        QCOMPARE(FaultInjector::httpStatus(Kind::TooManyRequests), 429);
        QCOMPARE(FaultInjector::httpStatus(Kind::Unavailable), 503);
        const QJsonObject limited = FaultInjector::errorBody(Kind::TooManyRequests).value(u"error").toObject();
        QCOMPARE(limited.value(u"code").toString(), QStringLiteral("rate_limited"));
        QVERIFY(!limited.value(u"message").toString().isEmpty());
        QCOMPARE(FaultInjector::errorBody(Kind::Unavailable).value(u"error").toObject().value(u"code").toString(),
                 QStringLiteral("unavailable"));
    }

    // Through the real binary and its flags: the path a client's test takes.
    void answersThroughTheSandbox_data()
    {
        QTest::addColumn<QString>("errorRate");
        QTest::addColumn<QString>("dropRate");
        QTest::newRow("latency only") << QStringLiteral("0") << QStringLiteral("0");
        QTest::newRow("always an error") << QStringLiteral("1") << QStringLiteral("0");
        QTest::newRow("always dropped") << QStringLiteral("0") << QStringLiteral("1");
    }

    void answersThroughTheSandbox()
    {
        QFETCH(QString, errorRate);
        QFETCH(QString, dropRate);
        Audience::Testing::SandboxProcess sandbox;
        QVERIFY2(sandbox.start({QStringLiteral("--seed"), QStringLiteral("demo"), QStringLiteral("--fault-latency-ms"),
                                QStringLiteral("30"), QStringLiteral("--fault-error-rate"), errorRate,
                                QStringLiteral("--fault-drop-rate"), dropRate}),
                 qPrintable(sandbox.errorString()));
        const QNetworkRequest request = pagesRequest(sandbox);

        QNetworkAccessManager network;
        for (int i = 0; i < 4; ++i) {
            const Answer answer = fetch(network, request);
            if (dropRate == u"1") {
                QCOMPARE(answer.status, 0);
                QVERIFY(answer.error != QNetworkReply::NoError);
            } else if (errorRate == u"1") {
                QVERIFY2(answer.status == 429 || answer.status == 503, qPrintable(QString::number(answer.status)));
                QCOMPARE(answer.retryAfter, QByteArray("1"));
                const QString code = answer.body.value(u"error").toObject().value(u"code").toString();
                QCOMPARE(code, answer.status == 429 ? QStringLiteral("rate_limited") : QStringLiteral("unavailable"));
            } else {
                QCOMPARE(answer.status, 200);
                QVERIFY(answer.body.contains(u"items"));
            }
        }
    }

    // A failing path: its requests, and only its, are answered 500 internal_error, every time,
    // and the random faults of the others are drawn as without it.
    void aFailingPathIsAnswered500AndLeavesTheOtherDrawsAlone()
    {
        FaultOptions options;
        options.errorRate = 0.3;
        FaultInjector plain(options);
        options.failingPaths = {QStringLiteral("/v0/pages/page_1/analytics")};
        FaultInjector failing(options);
        for (int i = 0; i < 500; ++i) {
            QCOMPARE(failing.decide(u"/v0/pages/page_1/analytics/audiences").kind, Kind::InternalError);
            QCOMPARE(failing.decide(u"/v0/pages/page_1/audiences").kind, plain.decide(u"/v0/pages/page_1/audiences").kind);
        }
        QCOMPARE(FaultInjector::httpStatus(Kind::InternalError), 500);
        QCOMPARE(FaultInjector::errorBody(Kind::InternalError).value(u"error").toObject().value(u"code").toString(),
                 QStringLiteral("internal_error"));
    }

    void aFailingPathThroughTheSandbox()
    {
        Audience::Testing::SandboxProcess sandbox;
        QVERIFY2(sandbox.start({QStringLiteral("--seed"), QStringLiteral("demo"), QStringLiteral("--fault-failing-path"),
                                QStringLiteral("/v0/topics"), QStringLiteral("--fault-failing-path"), QStringLiteral("/v0/persons/search")}),
                 qPrintable(sandbox.errorString()));
        QNetworkAccessManager network;
        QNetworkRequest request = pagesRequest(sandbox);
        QCOMPARE(fetch(network, request).status, 200);
        for (const QString &path : {QStringLiteral("/v0/topics/search"), QStringLiteral("/v0/persons/search")}) {
            QUrl url = request.url();
            url.setPath(path);
            request.setUrl(url);
            const Answer answer = fetch(network, request);
            QCOMPARE(answer.status, 500);
            QCOMPARE(answer.body.value(u"error").toObject().value(u"code").toString(), QStringLiteral("internal_error"));
        }

        Audience::Testing::SandboxProcess refused;
        QVERIFY(!refused.start({QStringLiteral("--fault-failing-path"), QStringLiteral("v0/topics")}));
    }

    // A client that hangs up while its answer is delayed must not take the sandbox down (Qt 6.4's
    // responder holds a raw socket pointer): the next request is answered.
    void survivesAClientThatHangsUpDuringTheDelay()
    {
        Audience::Testing::SandboxProcess sandbox;
        QVERIFY2(sandbox.start({QStringLiteral("--seed"), QStringLiteral("demo"), QStringLiteral("--fault-latency-ms"),
                                QStringLiteral("200")}),
                 qPrintable(sandbox.errorString()));
        const QNetworkRequest request = pagesRequest(sandbox);
        QNetworkAccessManager network;
        for (int i = 0; i < 3; ++i) {
            QNetworkReply *reply = network.get(request);
            QSignalSpy sent(reply, &QNetworkReply::requestSent);
            QVERIFY(sent.wait(5000));
            reply->abort(); // closes the connection while the sandbox waits its 200 ms
            reply->deleteLater();
        }
        const Answer answer = fetch(network, request);
        QCOMPARE(answer.status, 200);
        QCOMPARE(sandbox.process().state(), QProcess::Running);
    }
};

} // namespace tst_sandbox_faultinjector

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_faultinjector, TestSandboxFaultInjector)
#include "tst_sandbox_faultinjector.moc"
