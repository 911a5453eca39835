// Integration: every one of the 22 operations through the client against a real sandbox process
// (--seed demo), decoding every field it returns (the decoders reject any missing required field).
#include "nettesthelpers.h"

#include "support/sandboxprocess.h"
#include "support/testmain.h"

#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QTest>

#include <memory>

namespace tst_netsandbox {

using namespace Audience::Net;
using namespace Audience::Testing;

class TestNetSandbox : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxProcess> m_sandbox;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<StaticApiKeyProvider> m_keys;
    std::unique_ptr<ApiClient> m_client;

    // Runs a call to its end and returns its value; fails the test (with the error) otherwise.
    template <typename T>
    bool await(Reply<T> *reply, T &value, ApiError *error = nullptr)
    {
        bool done = false;
        bool ok = false;
        connect(reply, &ApiReply::finished, reply, [&, reply] {
            done = true;
            ok = reply->isSuccess();
            if (ok)
                value = reply->value();
            else if (error)
                *error = reply->error();
            else
                qWarning("%s %s failed: %s (%s)", reply->method().constData(), qPrintable(reply->path()),
                         qPrintable(reply->error().toString()), qPrintable(reply->error().detail));
        });
        if (!QTest::qWaitFor([&] { return done; }, 20000))
            qWarning("no answer in time");
        return ok;
    }

    ApiClient &client() { return *m_client; }

private slots:
    void initTestCase()
    {
        m_sandbox = std::make_unique<SandboxProcess>();
        QVERIFY2(m_sandbox->start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                                   QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox->errorString()));
        m_network = std::make_unique<QNetworkAccessManager>();
        m_keys = std::make_unique<StaticApiKeyProvider>(m_sandbox->apiKey());
        m_client = std::make_unique<ApiClient>(m_network.get(), m_keys.get());
        m_client->setBaseUrl(m_sandbox->baseUrl());
    }

    void cleanupTestCase()
    {
        m_client.reset();
        m_network.reset();
        m_sandbox.reset();
    }

    void listAndGetPages() // 6, 7
    {
        PageList first;
        QVERIFY(await(client().pages().list({.cursor = {}, .limit = 5}), first));
        QCOMPARE(first.totalCount, 12);
        QCOMPARE(first.items.size(), 5);
        QVERIFY(first.hasMore);
        QVERIFY(first.nextCursor.has_value());
        PageList second;
        QVERIFY(await(client().pages().list({.cursor = *first.nextCursor, .limit = 5}), second));
        QCOMPARE(second.items.size(), 5);
        QVERIFY(second.items.constFirst().pageId != first.items.constFirst().pageId);

        Page page;
        QVERIFY(await(client().pages().get(QStringLiteral("page_demo_01")), page));
        QCOMPARE(page.pageId, QStringLiteral("page_demo_01"));
        QVERIFY(pageStatusFromString(page.status) != PageStatus::Unknown);
        QVERIFY(pageTypeFromString(page.pageType) != PageType::Unknown);
        QVERIFY(!page.actions.isEmpty());
        QVERIFY(page.footerLinks.has_value());
        QCOMPARE(page.audiencesCount, 6); // five, and the publish that hurt (aud_demo_061, docs/sandbox.md)
        for (const PageAction &action : page.actions)
            QVERIFY(action.actionId.hasValue() && action.buttonTitle.hasValue() && action.url.hasValue());
    }

    void unknownPageIsNotFound()
    {
        Page page;
        ApiError error;
        QVERIFY(!await(client().pages().get(QStringLiteral("page_nope")), page, &error));
        QCOMPARE(error.kind, ApiError::Kind::NotFound);
        QCOMPARE(error.code, QStringLiteral("not_found"));
        QVERIFY(!error.message.isEmpty());
    }

    void searchArchiveRestoreAudiences() // 8, 9, 10
    {
        AudienceSearchResult found;
        QVERIFY(await(client().audiences().search({.query = {}, .limit = 5}), found));
        QCOMPARE(found.items.size(), 5);
        for (const AudienceSearchItem &item : found.items)
            QVERIFY(item.audienceId.hasValue() && item.effectiveName.hasValue() && item.pageId.hasValue() && item.pageName.hasValue());

        AudienceRecord archived;
        QVERIFY(await(client().audiences().archive(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_005")), archived));
        QCOMPARE(archived.audienceId, QStringLiteral("aud_demo_005"));
        QVERIFY(archived.archivedAt.has_value());
        QCOMPARE(versionStatusFromString(archived.status), VersionStatus::Archived);

        AudienceRecord restored;
        QVERIFY(await(client().audiences().restore(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_005")), restored));
        QVERIFY(!restored.archivedAt.has_value());
        QVERIFY(versionStatusFromString(restored.status) != VersionStatus::Archived);
        QVERIFY(!restored.publishedVersion.versionId.isEmpty());
        QVERIFY(!restored.latestVersion.versionId.isEmpty());
    }

    void conversationVersionsAndPublish() // 11, 12, 13, 14
    {
        const QString page = QStringLiteral("page_demo_01");
        const QString audience = QStringLiteral("aud_demo_002");
        AudienceVersion v1;
        QVERIFY(await(client().versions().get(page, audience, QStringLiteral("ver_demo_002_1")), v1));
        QCOMPARE(v1.versionNumber, 1);
        QCOMPARE(v1.audienceId, audience);

        Conversation before;
        QVERIFY(await(client().conversation().history(page, audience), before));
        QVERIFY(before.conversation.hasValue());
        QVERIFY(before.context.hasValue());
        QVERIFY(before.messages.hasValue());
        QVERIFY(before.pendingChanges.hasValue());

        MessageAccepted accepted;
        auto *send = client().conversation().send(page, audience,
                                                  {.message = QStringLiteral("Make the tone friendlier"), .clientMessageId = {}, .selectedElement = {}});
        const QString messageKey = send->idempotencyKey();
        QVERIFY(await(send, accepted));
        QVERIFY(accepted.accepted);
        QCOMPARE(accepted.clientMessageId, messageKey);
        QCOMPARE(accepted.audienceId, audience);
        QVERIFY(!accepted.versionId.isEmpty());

        // The new version goes through the lifecycle; wait until it can be published.
        AudienceVersion version;
        QVERIFY(QTest::qWaitFor([&] {
            AudienceVersion current;
            if (!await(client().versions().get(page, audience, accepted.versionId), current))
                return false;
            version = current;
            return versionStatusFromString(current.status) == VersionStatus::Draft;
        }, 15000));
        QVERIFY(version.versionNumber >= 2);

        Conversation after;
        QVERIFY(await(client().conversation().history(page, audience), after));
        QVERIFY(after.messages.value().size() > before.messages.value().size());

        AudienceVersion published;
        auto *publish = client().versions().publish(page, audience, accepted.versionId);
        const QString operationKey = publish->idempotencyKey();
        QVERIFY(await(publish, published));
        QCOMPARE(versionStatusFromString(published.status), VersionStatus::Published);
        QVERIFY(published.publishedAt.has_value());

        // The same user action again (a manual retry with the same key) must not fail or apply twice.
        AudienceVersion again;
        QVERIFY(await(client().versions().publish(page, audience, accepted.versionId, operationKey), again));
        QCOMPARE(again.versionId, published.versionId);
        QCOMPARE(again.publishedAt, published.publishedAt);
    }

    void analytics() // 15, 16
    {
        AudienceAnalyticsList list;
        QVERIFY(await(client().analytics().audiences(QStringLiteral("page_demo_01")), list));
        QVERIFY(!list.items.isEmpty());
        for (const AudienceAnalytics &row : list.items)
            QVERIFY(row.audienceId.hasValue() && row.totalSessions.hasValue() && row.bounceRate.hasValue());

        // Sessions live on the page of their audience; the contract does not say which one.
        bool found = false;
        for (int i = 1; i <= 12 && !found; ++i) {
            AudienceSession session;
            ApiError error;
            const QString pageId = QStringLiteral("page_demo_%1").arg(i, 2, 10, QLatin1Char('0'));
            if (await(client().analytics().session(pageId, QStringLiteral("sess_demo_00001")), session, &error)) {
                found = true;
                QCOMPARE(session.audienceSessionId, std::optional<QString>(QStringLiteral("sess_demo_00001")));
                QVERIFY(computationStatusFromString(session.computationStatus) != ComputationStatus::Unknown);
                QVERIFY(!session.sessionStartedAt.isEmpty());
            } else {
                QCOMPARE(error.kind, ApiError::Kind::NotFound);
            }
        }
        QVERIFY2(found, "sess_demo_00001 was found on none of the demo pages");
    }

    void people() // 1, 2, 3, 4
    {
        PersonSearchResult found;
        QVERIFY(await(client().people().search({.query = {}, .cursor = {}, .limit = 5}), found));
        QCOMPARE(found.items.size(), 5);
        QVERIFY(found.hasMore);

        PersonUpdate update;
        update.name = QStringLiteral("Renamed Person");
        update.linkedinProfileUrl = OptionalNullable<QString>::null();
        Person person;
        QVERIFY(await(client().people().update(QStringLiteral("person_demo_0002"), update), person));
        QCOMPARE(person.name, QStringLiteral("Renamed Person"));
        QVERIFY(!person.linkedinProfileUrl.has_value());
        QVERIFY(person.email.has_value()); // absent in the PATCH: left as it was

        NewPersonLog log;
        log.source = QStringLiteral("console-test");
        log.type = QStringLiteral("note");
        log.personId = QStringLiteral("person_demo_0002");
        log.payload = QJsonObject{{QStringLiteral("text"), QStringLiteral("Called back")}};
        PersonLogCreated created;
        auto *create = client().people().createLog(log);
        const QString key = create->idempotencyKey();
        QVERIFY(await(create, created));
        QCOMPARE(created.personId, QStringLiteral("person_demo_0002"));
        QVERIFY(!created.createdPerson);
        QCOMPARE(created.source, QStringLiteral("console-test"));

        // The same key again is the same entry, not a second one.
        log.idempotencyKey = key;
        PersonLogCreated repeated;
        QVERIFY(await(client().people().createLog(log), repeated));
        QCOMPARE(repeated.personLogId, created.personLogId);

        PersonLogList logs;
        QVERIFY(await(client().people().logs(QStringLiteral("person_demo_0002"), {.cursor = {}, .limit = 50, .includeDeleted = false}), logs));
        bool seen = false;
        for (const PersonLog &entry : logs.items) {
            QVERIFY(!entry.personLogId.isAbsent() && !entry.source.isAbsent() && !entry.type.isAbsent() && !entry.payload.isAbsent());
            QVERIFY(!entry.idempotencyKey.isAbsent() && !entry.createdAt.isAbsent() && !entry.updatedAt.isAbsent());
            QVERIFY(entry.deletedAt.isAbsent()); // a live entry: the sandbox leaves the plain-string field out
            seen = seen || entry.personLogId.value() == created.personLogId;
        }
        QVERIFY(seen);
        QCOMPARE(logs.totalCount, qint64(logs.items.size()));
    }

    void account() // 5
    {
        Account account;
        QVERIFY(await(client().accounts().get(QStringLiteral("account_demo0000000000000000000001")), account));
        QCOMPARE(account.accountId, QStringLiteral("account_demo0000000000000000000001"));
        QVERIFY(!account.domain.isEmpty());
        QVERIFY(!account.linkedPersons.isEmpty());
    }

    void pageLinks() // 17
    {
        PageLinkList links;
        QVERIFY(await(client().pageLinks().search({.cursor = {}, .limit = 10, .pageId = {}, .query = {}, .targetType = {}, .tenantDomainId = {}}), links));
        QVERIFY(!links.items.isEmpty());
        for (const PageLink &link : links.items)
            QVERIFY(link.pageLinkId.hasValue() && link.path.hasValue() && link.target.hasValue() && link.deletedAt.isAbsent());
    }

    void topics() // 18, 19, 20
    {
        TopicList topics;
        QVERIFY(await(client().topics().search({.query = {}, .cursor = {}, .limit = 10}), topics));
        QVERIFY(!topics.items.isEmpty());
        QVERIFY(topics.items.constFirst().topicId.hasValue());

        TopicEntryList entries;
        QVERIFY(await(client().topics().entries(QStringLiteral("topic_demo_1"), {.cursor = {}, .limit = 50}), entries));
        NewTopicEntry entry;
        entry.content = {QStringLiteral("text"), QStringLiteral("Shipping takes three days.")};
        entry.sortOrder = 42;
        TopicEntry created;
        QVERIFY(await(client().topics().createEntry(QStringLiteral("topic_demo_1"), entry), created));
        QCOMPARE(created.topicId, QStringLiteral("topic_demo_1"));
        QCOMPARE(created.sortOrder, 42.0);
        QCOMPARE(created.content.content, QStringLiteral("Shipping takes three days."));
        TopicEntryList afterwards;
        QVERIFY(await(client().topics().entries(QStringLiteral("topic_demo_1"), {.cursor = {}, .limit = 50}), afterwards));
        QCOMPARE(afterwards.totalCount, entries.totalCount + 1);
    }

    void webhooks() // 21, 22
    {
        WebhookSubscription hook;
        QVERIFY(await(client().webhooks().get(QStringLiteral("whsub_demo_1")), hook));
        QVERIFY(!hook.active); // seeded paused: nothing listens at its URL
        QCOMPARE(hook.events.value_or(QStringList()).size(), 6);

        WebhookUpdate update;
        update.active = true;
        update.events = QStringList{QStringLiteral("form.submitted")};
        WebhookSubscription changed;
        QVERIFY(await(client().webhooks().update(QStringLiteral("whsub_demo_1"), update), changed));
        QVERIFY(changed.active);
        QCOMPARE(changed.events.value_or(QStringList()), QStringList{QStringLiteral("form.submitted")});
        QCOMPARE(changed.url, hook.url); // absent: unchanged
    }

    void wrongKeyIsRefusedOnce()
    {
        QNetworkAccessManager network;
        StaticApiKeyProvider wrong(QByteArrayLiteral("not-the-key"));
        ApiClient other(&network, &wrong);
        other.setBaseUrl(m_sandbox->baseUrl());
        QSignalSpy rejected(&other, &ApiClient::keyRejected);
        PageList list;
        ApiError error;
        QVERIFY(!await(other.pages().list({}), list, &error));
        QCOMPARE(error.kind, ApiError::Kind::Unauthorized);
        QCOMPARE(rejected.size(), 1);
    }
};

} // namespace tst_netsandbox

AUDIENCE_TEST_GUILESS_MAIN(tst_netsandbox, TestNetSandbox)
#include "tst_netsandbox.moc"
