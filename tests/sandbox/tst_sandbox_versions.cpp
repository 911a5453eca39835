// Audience versions: get, the message → queued → processing → draft lifecycle, the conversation,
// cancellation by a second message, clientMessageId replays, and the publish rules.
#include "sandboxshapes.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QTest>

#include <memory>

namespace tst_sandbox_versions {

using namespace Audience::Testing;

namespace {

QStringList demoArguments(int delayMs)
{
    return {QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
            QStringLiteral("--processing-delay-ms"), QString::number(delayMs)};
}

// Demo audiences 009, 022, 038 and 056..060 are seeded archived; the tests here use active ones.
QString audiencePath(int audience)
{
    const int page = (audience - 1) / 5 + 1;   // five audiences per demo page
    return QStringLiteral("/v0/pages/page_demo_%1/audiences/aud_demo_%2")
        .arg(page, 2, 10, QLatin1Char('0'))
        .arg(audience, 3, 10, QLatin1Char('0'));
}

QString audienceId(int audience)
{
    return QStringLiteral("aud_demo_%1").arg(audience, 3, 10, QLatin1Char('0'));
}

} // namespace

class TestSandboxVersions : public QObject
{
    Q_OBJECT
private:
    SandboxProcess m_sandbox;   // processing delay 0
    std::unique_ptr<TestHttp> m_http;

    static QString versionPath(int audience, const QString &versionId)
    {
        return audiencePath(audience) + QStringLiteral("/versions/") + versionId;
    }
    static QString status(TestHttp &http, const QString &path)
    {
        const HttpResponse response = http.get(path);
        return response.status == 200 ? response.object().value(QStringLiteral("status")).toString()
                                      : QStringLiteral("HTTP ") + response.describe();
    }
    static QJsonObject send(TestHttp &http, int audience, const QJsonObject &body)
    {
        const HttpResponse response = http.post(audiencePath(audience) + QStringLiteral("/messages"), body);
        if (response.status != 202)
            qWarning("POST messages: %s", qPrintable(response.describe()));
        return response.status == 202 ? response.object() : QJsonObject();
    }
    static QJsonObject message(const QString &text)
    {
        return QJsonObject{{QStringLiteral("message"), text}};
    }
    // The audience as the server sees it, read through archive + restore (there is no "get audience").
    QJsonObject currentAudience(int audience)
    {
        if (m_http->del(audiencePath(audience)).status != 200)
            return {};
        return m_http->post(audiencePath(audience) + QStringLiteral("/restore"), QJsonObject{}).object();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start(demoArguments(0)), qPrintable(m_sandbox.errorString()));
        m_http = std::make_unique<TestHttp>(m_sandbox.baseUrl(), m_sandbox.apiKey());
    }

    void getsTheFirstDemoVersion()
    {
        const HttpResponse response = m_http->get(versionPath(1, QStringLiteral("ver_demo_001_1")));
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::AudienceVersion, response.json().object()));
        const QJsonObject version = response.object();
        QCOMPARE(version.value(QStringLiteral("versionId")).toString(), QStringLiteral("ver_demo_001_1"));
        QCOMPARE(version.value(QStringLiteral("audienceId")).toString(), QStringLiteral("aud_demo_001"));
        QCOMPARE(version.value(QStringLiteral("versionNumber")).toInt(), 1);
    }

    void versionsOfOtherAudiencesAreNotFound()
    {
        AUDIENCE_CHECK(errorProblems(m_http->get(versionPath(2, QStringLiteral("ver_demo_001_1"))), 404, QStringLiteral("not_found")));
        AUDIENCE_CHECK(errorProblems(m_http->get(versionPath(1, QStringLiteral("ver_demo_001_999"))), 404, QStringLiteral("not_found")));
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/pages/page_demo_02/audiences/aud_demo_001/versions/ver_demo_001_1")),
                                     404, QStringLiteral("not_found")));
        AUDIENCE_CHECK(errorProblems(m_http->post(versionPath(2, QStringLiteral("ver_demo_001_1")) + QStringLiteral("/publish"),
                                                  QJsonObject{}), 404, QStringLiteral("not_found")));
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_999/messages")),
                                     404, QStringLiteral("not_found")));
        AUDIENCE_CHECK(errorProblems(m_http->post(QStringLiteral("/v0/pages/page_demo_02/audiences/aud_demo_001/messages"),
                                                  message(QStringLiteral("hello"))), 404, QStringLiteral("not_found")));
    }

    void lifecycleIsQueuedThenProcessingThenDraft()
    {
        SandboxProcess paced;
        QVERIFY2(paced.start(demoArguments(1500)), qPrintable(paced.errorString()));
        TestHttp http(paced.baseUrl(), paced.apiKey());

        const HttpResponse accepted = http.post(audiencePath(7) + QStringLiteral("/messages"),
                                                message(QStringLiteral("Make the headline about faster onboarding")));
        AUDIENCE_STATUS(accepted, 202);
        AUDIENCE_CHECK(shapeProblems(Resource::MessageAccepted, accepted.json().object()));
        QCOMPARE(accepted.object().value(QStringLiteral("accepted")).toBool(), true);
        QCOMPARE(accepted.object().value(QStringLiteral("audienceId")).toString(), audienceId(7));
        QVERIFY(!accepted.object().value(QStringLiteral("clientMessageId")).toString().isEmpty());
        const QString versionId = accepted.object().value(QStringLiteral("versionId")).toString();
        QVERIFY(versionId.startsWith(QStringLiteral("ver_")));

        const QString path = versionPath(7, versionId);
        const HttpResponse queued = http.get(path);
        AUDIENCE_STATUS(queued, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::AudienceVersion, queued.json().object()));
        QCOMPARE(queued.object().value(QStringLiteral("status")).toString(), QStringLiteral("queued"));
        QVERIFY(isTimestamp(queued.object().value(QStringLiteral("queuedAt"))));
        QVERIFY(queued.object().value(QStringLiteral("becameDraftAt")).isNull());
        QVERIFY(queued.object().value(QStringLiteral("publishedAt")).isNull());
        QVERIFY(queued.object().value(QStringLiteral("versionNumber")).toInt() >= 2);

        QStringList seen{QStringLiteral("queued")};
        auto observe = [&]() {
            const QString now = status(http, path);
            if (seen.last() != now)
                seen << now;
            return now;
        };
        QTRY_COMPARE_WITH_TIMEOUT(observe(), QStringLiteral("draft"), 30000);
        QCOMPARE(seen, (QStringList{QStringLiteral("queued"), QStringLiteral("processing"), QStringLiteral("draft")}));

        const QJsonObject draft = http.get(path).object();
        AUDIENCE_CHECK(shapeProblems(Resource::AudienceVersion, draft));
        QVERIFY(isTimestamp(draft.value(QStringLiteral("becameDraftAt"))));
        QVERIFY(draft.value(QStringLiteral("queueDurationMs")).isDouble());
        QVERIFY(draft.value(QStringLiteral("queueDurationMs")).toDouble() >= 0);
        QVERIFY(draft.value(QStringLiteral("cancelledAt")).isNull());
        QCOMPARE(draft.value(QStringLiteral("queuedAt")), queued.object().value(QStringLiteral("queuedAt")));
        QCOMPARE(draft.value(QStringLiteral("createdAt")), queued.object().value(QStringLiteral("createdAt")));
    }

    // While processing, the reply grows like a streaming agent's (the writing step); a message that
    // interrupts it then leaves the partial text in place, marked interrupted.
    void aReplyInterruptedWhileWritingKeepsItsPartialText()
    {
        SandboxProcess paced;
        QVERIFY2(paced.start(demoArguments(2500)), qPrintable(paced.errorString()));
        TestHttp http(paced.baseUrl(), paced.apiKey());
        const QString text = QStringLiteral("Set the meta title to \"Halfway there, then stopped\"");
        const QString first = send(http, 19, message(text)).value(QStringLiteral("versionId")).toString();
        QVERIFY(!first.isEmpty());
        const auto lastMessage = [&http]() {
            const QJsonArray messages = http.get(audiencePath(19) + QStringLiteral("/messages")).object()
                                            .value(QStringLiteral("messages")).toArray();
            return messages.isEmpty() ? QJsonObject() : messages.last().toObject();
        };
        const auto writingStarted = [&lastMessage]() {
            const QJsonObject last = lastMessage();
            return last.value(QStringLiteral("role")).toString() == u"assistant"
                && !last.value(QStringLiteral("content")).toString().isEmpty();
        };
        QTRY_VERIFY_WITH_TIMEOUT(writingStarted(), 20000);
        const QJsonObject writing = lastMessage();
        QCOMPARE(status(http, versionPath(19, first)), QStringLiteral("processing"));
        QCOMPARE(writing.value(QStringLiteral("role")).toString(), QStringLiteral("assistant"));
        const QString partial = writing.value(QStringLiteral("content")).toString();
        QVERIFY2(partial.startsWith(QStringLiteral("I changed the meta title from")), qPrintable(partial));
        QVERIFY(!partial.contains(QStringLiteral("Halfway there, then stopped")));
        QVERIFY(!writing.value(QStringLiteral("reasoning")).toString().isEmpty());
        QCOMPARE(writing.value(QStringLiteral("isInterrupted")).toBool(), false);
        QCOMPARE(writing.value(QStringLiteral("hasSnapshot")).toBool(), false);
        QCOMPARE(writing.value(QStringLiteral("toolCalls")).toArray().first().toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("running"));

        QVERIFY(!send(http, 19, message(QStringLiteral("Never mind, keep the title"))).isEmpty());
        QCOMPARE(status(http, versionPath(19, first)), QStringLiteral("cancelled"));
        const QJsonArray messages = http.get(audiencePath(19) + QStringLiteral("/messages")).object()
                                        .value(QStringLiteral("messages")).toArray();
        QJsonObject interrupted;
        for (const QJsonValue &m : messages) {
            if (m.toObject().value(QStringLiteral("messageId")) == writing.value(QStringLiteral("messageId")))
                interrupted = m.toObject();
        }
        AUDIENCE_CHECK(shapeProblems(Resource::Conversation, http.get(audiencePath(19) + QStringLiteral("/messages")).json().object()));
        QCOMPARE(interrupted.value(QStringLiteral("isInterrupted")).toBool(), true);
        QCOMPARE(interrupted.value(QStringLiteral("content")).toString(), partial);
        const QJsonObject call = interrupted.value(QStringLiteral("toolCalls")).toArray().first().toObject();
        QCOMPARE(call.value(QStringLiteral("status")).toString(), QStringLiteral("cancelled"));
        QVERIFY(!call.value(QStringLiteral("error")).toString().isEmpty());
    }

    void conversationHoldsTheMessageAndTheReply()
    {
        const QString text = QStringLiteral("Mention the free trial in the supplementary context");
        const QJsonObject accepted = send(*m_http, 8, message(text));
        QVERIFY(!accepted.isEmpty());
        const QString path = versionPath(8, accepted.value(QStringLiteral("versionId")).toString());
        QTRY_COMPARE_WITH_TIMEOUT(status(*m_http, path), QStringLiteral("draft"), 20000);

        const HttpResponse response = m_http->get(audiencePath(8) + QStringLiteral("/messages"));
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::Conversation, response.json().object()));
        const QJsonObject conversation = response.object();
        QCOMPARE(conversation.value(QStringLiteral("conversation")).toObject().value(QStringLiteral("audienceId")).toString(),
                 audienceId(8));
        QCOMPARE(conversation.value(QStringLiteral("context")).toObject().value(QStringLiteral("audienceId")).toString(),
                 audienceId(8));
        QCOMPARE(conversation.value(QStringLiteral("context")).toObject().value(QStringLiteral("pageId")).toString(),
                 QStringLiteral("page_demo_02"));
        const QJsonArray messages = conversation.value(QStringLiteral("messages")).toArray();
        int userIndex = -1;
        for (qsizetype i = 0; i < messages.size(); ++i) {
            const QJsonObject m = messages.at(i).toObject();
            if (m.value(QStringLiteral("role")).toString() == QStringLiteral("user")
                && m.value(QStringLiteral("content")).toString() == text)
                userIndex = int(i);
        }
        QVERIFY2(userIndex >= 0, "the user's message is not in the conversation");
        // The editing agent answers once the version is processed.
        QVERIFY2(userIndex + 1 < messages.size(), "no reply after the user's message");
        QVERIFY(messages.at(userIndex + 1).toObject().value(QStringLiteral("role")).toString() != QStringLiteral("user"));
        // Messages are in time order.
        for (qsizetype i = 1; i < messages.size(); ++i)
            QVERIFY(messages.at(i).toObject().value(QStringLiteral("timestamp")).toDouble()
                    >= messages.at(i - 1).toObject().value(QStringLiteral("timestamp")).toDouble());
    }

    void repeatedClientMessageIdIsAcceptedOnce()
    {
        const QString text = QStringLiteral("Shorten the introduction");
        const QJsonObject body{{QStringLiteral("message"), text}, {QStringLiteral("clientMessageId"), QStringLiteral("cm-replay-1")}};
        const QJsonObject first = send(*m_http, 14, body);
        QVERIFY(!first.isEmpty());
        QCOMPARE(first.value(QStringLiteral("clientMessageId")).toString(), QStringLiteral("cm-replay-1"));
        const QJsonObject second = send(*m_http, 14, body);
        QCOMPARE(second.value(QStringLiteral("versionId")), first.value(QStringLiteral("versionId")));
        QCOMPARE(second.value(QStringLiteral("clientMessageId")).toString(), QStringLiteral("cm-replay-1"));
        QTRY_COMPARE_WITH_TIMEOUT(status(*m_http, versionPath(14, first.value(QStringLiteral("versionId")).toString())),
                                  QStringLiteral("draft"), 20000);
        const QJsonArray messages = m_http->get(audiencePath(14) + QStringLiteral("/messages")).object()
                                        .value(QStringLiteral("messages")).toArray();
        int copies = 0;
        for (const QJsonValue &m : messages)
            copies += m.toObject().value(QStringLiteral("content")).toString() == text ? 1 : 0;
        QCOMPARE(copies, 1);
    }

    void publishingADraftMakesItThePublishedVersion()
    {
        const QJsonObject before = currentAudience(10);
        QVERIFY(!before.isEmpty());
        const QString oldPublished = before.value(QStringLiteral("publishedVersion")).toObject().value(QStringLiteral("versionId")).toString();

        const QString versionId = send(*m_http, 10, message(QStringLiteral("Use a warmer tone"))).value(QStringLiteral("versionId")).toString();
        QVERIFY(!versionId.isEmpty());
        const QString path = versionPath(10, versionId);
        QTRY_COMPARE_WITH_TIMEOUT(status(*m_http, path), QStringLiteral("draft"), 20000);

        const HttpResponse published = m_http->post(path + QStringLiteral("/publish"), QJsonObject{});
        AUDIENCE_STATUS(published, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::AudienceVersion, published.json().object()));
        QCOMPARE(published.object().value(QStringLiteral("versionId")).toString(), versionId);
        QCOMPARE(published.object().value(QStringLiteral("status")).toString(), QStringLiteral("published"));
        QVERIFY(isTimestamp(published.object().value(QStringLiteral("publishedAt"))));
        QCOMPARE(m_http->get(path).object(), published.object());

        const QJsonObject after = currentAudience(10);
        QCOMPARE(after.value(QStringLiteral("publishedVersion")).toObject().value(QStringLiteral("versionId")).toString(), versionId);
        QCOMPARE(after.value(QStringLiteral("latestVersion")).toObject().value(QStringLiteral("versionId")).toString(), versionId);
        // The version it replaced is no longer the published one.
        const QJsonObject old = m_http->get(versionPath(10, oldPublished)).object();
        QVERIFY(old.value(QStringLiteral("status")).toString() != QStringLiteral("published"));
        QVERIFY(isTimestamp(old.value(QStringLiteral("obsoleteAt"))));
    }

    void operationKeyMakesPublishIdempotent()
    {
        const QString first = send(*m_http, 11, message(QStringLiteral("Add a customer quote"))).value(QStringLiteral("versionId")).toString();
        const QString other = send(*m_http, 12, message(QStringLiteral("Add a pricing hint"))).value(QStringLiteral("versionId")).toString();
        QVERIFY(!first.isEmpty());
        QVERIFY(!other.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(status(*m_http, versionPath(11, first)), QStringLiteral("draft"), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(status(*m_http, versionPath(12, other)), QStringLiteral("draft"), 20000);

        const QJsonObject key{{QStringLiteral("operationKey"), QStringLiteral("publish-op-1")}};
        const HttpResponse once = m_http->post(versionPath(11, first) + QStringLiteral("/publish"), key);
        AUDIENCE_STATUS(once, 200);
        const HttpResponse twice = m_http->post(versionPath(11, first) + QStringLiteral("/publish"), key);
        AUDIENCE_STATUS(twice, 200);
        QCOMPARE(twice.object(), once.object());

        AUDIENCE_CHECK(errorProblems(m_http->post(versionPath(12, other) + QStringLiteral("/publish"), key), 409,
                                     QStringLiteral("conflict")));
        QCOMPARE(status(*m_http, versionPath(12, other)), QStringLiteral("draft"));
        const HttpResponse fresh = m_http->post(versionPath(12, other) + QStringLiteral("/publish"),
                                                QJsonObject{{QStringLiteral("operationKey"), QStringLiteral("publish-op-2")}});
        AUDIENCE_STATUS(fresh, 200);
        QCOMPARE(fresh.object().value(QStringLiteral("status")).toString(), QStringLiteral("published"));
    }

    void secondMessageCancelsTheQueuedVersionAndQueuedOrCancelledCannotBePublished()
    {
        SandboxProcess slow;
        QVERIFY2(slow.start(demoArguments(600000)), qPrintable(slow.errorString()));
        TestHttp http(slow.baseUrl(), slow.apiKey());

        const QString first = send(http, 13, message(QStringLiteral("First idea"))).value(QStringLiteral("versionId")).toString();
        QVERIFY(!first.isEmpty());
        QCOMPARE(status(http, versionPath(13, first)), QStringLiteral("queued"));
        AUDIENCE_CHECK(errorProblems(http.post(versionPath(13, first) + QStringLiteral("/publish"), QJsonObject{}), 409,
                                     QStringLiteral("conflict")));

        const QString second = send(http, 13, message(QStringLiteral("Better idea"))).value(QStringLiteral("versionId")).toString();
        QVERIFY(!second.isEmpty());
        QVERIFY(second != first);
        const QJsonObject cancelled = http.get(versionPath(13, first)).object();
        QCOMPARE(cancelled.value(QStringLiteral("status")).toString(), QStringLiteral("cancelled"));
        QVERIFY(isTimestamp(cancelled.value(QStringLiteral("cancelledAt"))));
        QCOMPARE(status(http, versionPath(13, second)), QStringLiteral("queued"));
        QVERIFY(http.get(versionPath(13, second)).object().value(QStringLiteral("versionNumber")).toInt()
                > cancelled.value(QStringLiteral("versionNumber")).toInt());

        AUDIENCE_CHECK(errorProblems(http.post(versionPath(13, first) + QStringLiteral("/publish"), QJsonObject{}), 409,
                                     QStringLiteral("conflict")));
        AUDIENCE_CHECK(errorProblems(http.post(versionPath(13, second) + QStringLiteral("/publish"),
                                               QJsonObject{{QStringLiteral("operationKey"), QStringLiteral("k-queued")}}),
                                     409, QStringLiteral("conflict")));
        QCOMPARE(status(http, versionPath(13, first)), QStringLiteral("cancelled"));
    }

    // Issue 24: --seed wide:N gives N drafts waiting, and the agent works on several versions at once
    // (a version's steps run on timers of its own, not one version after the other).
    void wideDraftsWaitAndSeveralVersionsProcessAtOnce()
    {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("wide:4"),
                                QStringLiteral("--processing-delay-ms"), QStringLiteral("400")}),
                 qPrintable(sandbox.errorString()));
        TestHttp http(sandbox.baseUrl(), sandbox.apiKey());
        const auto path = [](int n) { return QStringLiteral("/v0/pages/page_wide_0001/audiences/aud_wide_%1").arg(n, 4, 10, QLatin1Char('0')); };
        for (int n = 1; n <= 4; ++n) {
            const QJsonObject version = http.get(path(n) + QStringLiteral("/versions/ver_wide_%1_2").arg(n, 4, 10, QLatin1Char('0'))).object();
            QCOMPARE(version.value(QStringLiteral("status")).toString(), QStringLiteral("draft"));
            const QJsonObject conversation = http.get(path(n) + QStringLiteral("/messages")).object();
            QVERIFY(!conversation.value(QStringLiteral("pendingChanges")).toArray().isEmpty());
        }
        QStringList versions;
        for (int n = 1; n <= 4; ++n) {
            const HttpResponse accepted = http.post(path(n) + QStringLiteral("/messages"),
                                                    QJsonObject{{QStringLiteral("message"), QStringLiteral("Add the keyword \"pilot\"")}});
            QCOMPARE(accepted.status, 202);
            versions.append(accepted.object().value(QStringLiteral("versionId")).toString());
        }
        QList<QJsonObject> settled;
        for (int n = 1; n <= 4; ++n) {
            const QString versionPath = path(n) + QStringLiteral("/versions/") + versions.at(n - 1);
            QTRY_COMPARE_WITH_TIMEOUT(status(http, versionPath), QStringLiteral("draft"), 20000);
            settled.append(http.get(versionPath).object());
        }
        // Every version was queued before the first became a draft: they were processed side by side.
        QString lastQueued, firstDraft;
        for (const QJsonObject &version : settled) {
            const QString queued = version.value(QStringLiteral("queuedAt")).toString();
            const QString draft = version.value(QStringLiteral("becameDraftAt")).toString();
            lastQueued = std::max(lastQueued, queued);
            firstDraft = firstDraft.isEmpty() ? draft : std::min(firstDraft, draft);
        }
        QVERIFY2(lastQueued < firstDraft, qPrintable(lastQueued + QStringLiteral(" / ") + firstDraft));
    }
};

} // namespace tst_sandbox_versions

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_versions, TestSandboxVersions)
#include "tst_sandbox_versions.moc"
