// The sandbox's fault injector: off by default, deterministic for a seed, honours its rates, and answers
// faults the way the contract says (429/503 with Retry-After and the error shape, or a dropped connection).
#include "faultinjector.h"
#include "support/sandboxprocess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

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

QTEST_GUILESS_MAIN(TestSandboxFaultInjector)
#include "tst_sandbox_faultinjector.moc"
