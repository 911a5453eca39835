// Accounts, topics and entries, page links, webhook subscriptions, analytics and audience sessions.
#include "sandboxshapes.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>
#include <memory>

namespace tst_sandbox_misc {

using namespace Audience::Testing;

class TestSandboxMisc : public QObject
{
    Q_OBJECT
private:
    SandboxProcess m_sandbox;
    std::unique_ptr<TestHttp> m_http;

    static QSet<QString> idsOf(const QJsonArray &items, const QString &field)
    {
        QSet<QString> ids;
        for (const QJsonValue &value : items)
            ids.insert(value.toObject().value(field).toString());
        return ids;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                  QStringLiteral("demo"), QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox.errorString()));
        m_http = std::make_unique<TestHttp>(m_sandbox.baseUrl(), m_sandbox.apiKey());
    }

    void getsADemoAccount()
    {
        const HttpResponse response = m_http->get(QStringLiteral("/v0/accounts/account_demo0000000000000000000001"));
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::Account, response.json().object()));
        const QJsonObject account = response.object();
        QCOMPARE(account.value(QStringLiteral("accountId")).toString(), QStringLiteral("account_demo0000000000000000000001"));
        QVERIFY(QRegularExpression(QStringLiteral("^account_[a-z0-9]{26}$")).match(account.value(QStringLiteral("accountId")).toString()).hasMatch());
        QVERIFY(!account.value(QStringLiteral("domain")).toString().isEmpty());
        if (account.value(QStringLiteral("name")).isString()) {
            const qsizetype length = account.value(QStringLiteral("name")).toString().size();
            QVERIFY(length >= 1 && length <= 255);
        }
        for (const QJsonValue &person : account.value(QStringLiteral("linkedPersons")).toArray())
            QVERIFY(person.toObject().value(QStringLiteral("personId")).toString().startsWith(QStringLiteral("person_")));
    }

    void unknownAccountIsNotFound()
    {
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/accounts/account_zzzzzzzzzzzzzzzzzzzzzzzzzz")), 404,
                                     QStringLiteral("not_found")));
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/accounts/not-an-account")), 404, QStringLiteral("not_found")));
    }

    void searchesTopics()
    {
        const HttpResponse response = m_http->get(QStringLiteral("/v0/topics/search"));
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(envelopeProblems(response.json().object(), Resource::Topic));
        const QJsonArray items = response.object().value(QStringLiteral("items")).toArray();
        QVERIFY(idsOf(items, QStringLiteral("topicId")).contains(QStringLiteral("topic_demo_1")));
        for (const QJsonValue &topic : items) {
            for (const QJsonValue &entry : topic.toObject().value(QStringLiteral("entries")).toArray())
                QCOMPARE(entry.toObject().value(QStringLiteral("topicId")), topic.toObject().value(QStringLiteral("topicId")));
        }
        const QString title = items.first().toObject().value(QStringLiteral("title")).toString();
        const HttpResponse found = m_http->get(QStringLiteral("/v0/topics/search?query=") + TestHttp::encode(title));
        AUDIENCE_STATUS(found, 200);
        QVERIFY(idsOf(found.object().value(QStringLiteral("items")).toArray(), QStringLiteral("topicId"))
                    .contains(items.first().toObject().value(QStringLiteral("topicId")).toString()));
        const HttpResponse none = m_http->get(QStringLiteral("/v0/topics/search?query=zzqx-no-topic-xqzz"));
        AUDIENCE_STATUS(none, 200);
        QCOMPARE(none.object().value(QStringLiteral("items")).toArray().size(), 0);
        QCOMPARE(none.object().value(QStringLiteral("totalCount")).toInt(), 0);
    }

    void createsAndListsTopicEntries()
    {
        const QString path = QStringLiteral("/v0/topics/topic_demo_1/entries");
        const HttpResponse before = m_http->get(path + QStringLiteral("?limit=200"));
        AUDIENCE_STATUS(before, 200);
        AUDIENCE_CHECK(envelopeProblems(before.json().object(), Resource::TopicEntry));
        const int countBefore = before.object().value(QStringLiteral("totalCount")).toInt();

        const QJsonObject content{{QStringLiteral("type"), QStringLiteral("text")},
                                  {QStringLiteral("content"), QStringLiteral("Customers ask about SSO first.")}};
        const HttpResponse created = m_http->post(path, QJsonObject{{QStringLiteral("content"), content},
                                                                    {QStringLiteral("sortOrder"), 7}});
        AUDIENCE_STATUS(created, 201);
        AUDIENCE_CHECK(shapeProblems(Resource::TopicEntry, created.json().object()));
        QCOMPARE(created.object().value(QStringLiteral("topicId")).toString(), QStringLiteral("topic_demo_1"));
        QCOMPARE(created.object().value(QStringLiteral("sortOrder")).toInt(), 7);
        QCOMPARE(created.object().value(QStringLiteral("content")).toObject(), content);

        const HttpResponse withoutOrder = m_http->post(path, QJsonObject{{QStringLiteral("content"), content}});
        AUDIENCE_STATUS(withoutOrder, 201);
        AUDIENCE_CHECK(shapeProblems(Resource::TopicEntry, withoutOrder.json().object()));

        const HttpResponse after = m_http->get(path + QStringLiteral("?limit=200"));
        AUDIENCE_CHECK(envelopeProblems(after.json().object(), Resource::TopicEntry));
        QCOMPARE(after.object().value(QStringLiteral("totalCount")).toInt(), countBefore + 2);
        const QJsonArray entries = after.object().value(QStringLiteral("items")).toArray();
        QVERIFY(idsOf(entries, QStringLiteral("topicEntryId")).contains(created.object().value(QStringLiteral("topicEntryId")).toString()));
        for (const QJsonValue &entry : entries)
            QCOMPARE(entry.toObject().value(QStringLiteral("topicId")).toString(), QStringLiteral("topic_demo_1"));

        // The topic itself carries its entries.
        const QJsonArray topics = m_http->get(QStringLiteral("/v0/topics/search?limit=200")).object().value(QStringLiteral("items")).toArray();
        for (const QJsonValue &topic : topics) {
            if (topic.toObject().value(QStringLiteral("topicId")).toString() == QStringLiteral("topic_demo_1"))
                QVERIFY(idsOf(topic.toObject().value(QStringLiteral("entries")).toArray(), QStringLiteral("topicEntryId"))
                            .contains(created.object().value(QStringLiteral("topicEntryId")).toString()));
        }
    }

    void entriesOfAnUnknownTopicAreNotFound()
    {
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/topics/topic_nothing/entries")), 404, QStringLiteral("not_found")));
        const QJsonObject body{{QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                       {QStringLiteral("content"), QStringLiteral("x")}}}};
        AUDIENCE_CHECK(errorProblems(m_http->post(QStringLiteral("/v0/topics/topic_nothing/entries"), body), 404, QStringLiteral("not_found")));
    }

    void searchesPageLinks()
    {
        const HttpResponse response = m_http->get(QStringLiteral("/v0/page_links/search?limit=200"));
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(envelopeProblems(response.json().object(), Resource::PageLink));
        const QJsonArray items = response.object().value(QStringLiteral("items")).toArray();
        QVERIFY(!items.isEmpty());
        // Without tenantDomainId the fallback subdomain is used: one tenant domain in the answer.
        const QSet<QString> tenants = idsOf(items, QStringLiteral("tenantDomainId"));
        QCOMPARE(tenants.size(), 1);
        const HttpResponse sameTenant = m_http->get(QStringLiteral("/v0/page_links/search?limit=200&tenantDomainId=")
                                                    + TestHttp::encode(*tenants.begin()));
        AUDIENCE_STATUS(sameTenant, 200);
        QCOMPARE(idsOf(sameTenant.object().value(QStringLiteral("items")).toArray(), QStringLiteral("tenantDomainId")), tenants);

        const QString path = items.first().toObject().value(QStringLiteral("path")).toString();
        const HttpResponse byPath = m_http->get(QStringLiteral("/v0/page_links/search?query=") + TestHttp::encode(path));
        AUDIENCE_STATUS(byPath, 200);
        QVERIFY(idsOf(byPath.object().value(QStringLiteral("items")).toArray(), QStringLiteral("pageLinkId"))
                    .contains(items.first().toObject().value(QStringLiteral("pageLinkId")).toString()));
    }

    void filtersPageLinksByTargetTypeAndPage_data()
    {
        QTest::addColumn<QString>("targetType");
        QTest::newRow("audience") << QStringLiteral("audience");
        QTest::newRow("page") << QStringLiteral("page");
        QTest::newRow("page_routing") << QStringLiteral("page_routing");
    }

    void filtersPageLinksByTargetTypeAndPage()
    {
        QFETCH(QString, targetType);
        const HttpResponse response = m_http->get(QStringLiteral("/v0/page_links/search?limit=200&targetType=") + targetType);
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(envelopeProblems(response.json().object(), Resource::PageLink));
        for (const QJsonValue &value : response.object().value(QStringLiteral("items")).toArray())
            QCOMPARE(value.toObject().value(QStringLiteral("target")).toObject().value(QStringLiteral("targetType")).toString(), targetType);

        const HttpResponse onPage = m_http->get(QStringLiteral("/v0/page_links/search?limit=200&pageId=page_demo_01&targetType=") + targetType);
        AUDIENCE_STATUS(onPage, 200);
        const QSet<QString> pageAudiences{QStringLiteral("aud_demo_001"), QStringLiteral("aud_demo_002"), QStringLiteral("aud_demo_003"),
                                          QStringLiteral("aud_demo_004"), QStringLiteral("aud_demo_005")};
        for (const QJsonValue &value : onPage.object().value(QStringLiteral("items")).toArray()) {
            const QJsonObject target = value.toObject().value(QStringLiteral("target")).toObject();
            QCOMPARE(target.value(QStringLiteral("targetType")).toString(), targetType);
            if (targetType == QStringLiteral("audience"))
                QVERIFY2(pageAudiences.contains(target.value(QStringLiteral("audienceId")).toString()),
                         qPrintable(target.value(QStringLiteral("audienceId")).toString()));
        }
        QVERIFY(onPage.object().value(QStringLiteral("totalCount")).toInt() <= response.object().value(QStringLiteral("totalCount")).toInt());
    }

    void refusesAnUnknownTargetType()
    {
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/page_links/search?targetType=website")), 400,
                                     QStringLiteral("invalid_parameter")));
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/page_links/search?targetType=")), 400,
                                     QStringLiteral("invalid_parameter")));
    }

    void getsTheDemoWebhookSubscriptions()
    {
        const HttpResponse first = m_http->get(QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1"));
        AUDIENCE_STATUS(first, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::WebhookSubscription, first.json().object()));
        QCOMPARE(first.object().value(QStringLiteral("subscriptionId")).toString(), QStringLiteral("whsub_demo_1"));
        QCOMPARE(first.object().value(QStringLiteral("active")).toBool(), false); // paused: nothing listens at its URL
        QSet<QString> events;
        for (const QJsonValue &event : first.object().value(QStringLiteral("events")).toArray())
            events.insert(event.toString());
        QCOMPARE(events, (QSet<QString>{QStringLiteral("page.version.created"), QStringLiteral("page.version.processed"),
                                        QStringLiteral("page.version.published"), QStringLiteral("form.submitted"),
                                        QStringLiteral("form.enriched"), QStringLiteral("form.enrichment_failed")}));
        QVERIFY(QUrl(first.object().value(QStringLiteral("url")).toString()).isValid());

        const HttpResponse second = m_http->get(QStringLiteral("/v0/webhook_subscriptions/whsub_demo_2"));
        AUDIENCE_STATUS(second, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::WebhookSubscription, second.json().object()));
        QCOMPARE(second.object().value(QStringLiteral("active")).toBool(), false);
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/webhook_subscriptions/whsub_nothing")), 404, QStringLiteral("not_found")));
    }

    void patchesAWebhookSubscription()
    {
        const QString path = QStringLiteral("/v0/webhook_subscriptions/whsub_demo_2");
        const QJsonObject before = m_http->get(path).object();
        const HttpResponse updated = m_http->patch(path, QJsonObject{
            {QStringLiteral("url"), QStringLiteral("http://127.0.0.1:9/audience-hooks")},
            {QStringLiteral("events"), QJsonArray{QStringLiteral("form.submitted"), QStringLiteral("page.version.published")}}});
        AUDIENCE_STATUS(updated, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::WebhookSubscription, updated.json().object()));
        QCOMPARE(updated.object().value(QStringLiteral("url")).toString(), QStringLiteral("http://127.0.0.1:9/audience-hooks"));
        QSet<QString> events;
        for (const QJsonValue &event : updated.object().value(QStringLiteral("events")).toArray())
            events.insert(event.toString());
        QCOMPARE(events, (QSet<QString>{QStringLiteral("form.submitted"), QStringLiteral("page.version.published")}));
        QCOMPARE(updated.object().value(QStringLiteral("active")), before.value(QStringLiteral("active")));
        QCOMPARE(updated.object().value(QStringLiteral("createdAt")), before.value(QStringLiteral("createdAt")));
        QVERIFY(updated.object().value(QStringLiteral("updatedAt")).toString() >= before.value(QStringLiteral("updatedAt")).toString());
        QCOMPARE(m_http->get(path).object(), updated.object());

        const HttpResponse activated = m_http->patch(path, QJsonObject{{QStringLiteral("active"), true}});
        AUDIENCE_STATUS(activated, 200);
        QCOMPARE(activated.object().value(QStringLiteral("active")).toBool(), true);
        QCOMPARE(activated.object().value(QStringLiteral("url")), updated.object().value(QStringLiteral("url")));
        QCOMPARE(activated.object().value(QStringLiteral("events")), updated.object().value(QStringLiteral("events")));
        AUDIENCE_STATUS(m_http->patch(path, QJsonObject{{QStringLiteral("active"), false}}), 200);

        AUDIENCE_CHECK(errorProblems(m_http->patch(QStringLiteral("/v0/webhook_subscriptions/whsub_nothing"),
                                                   QJsonObject{{QStringLiteral("active"), true}}), 404, QStringLiteral("not_found")));
    }

    void refusesBadWebhookUrlsAndEvents_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QString>("field");
        QTest::newRow("not a URI") << QJsonObject{{QStringLiteral("url"), QStringLiteral("not a uri")}} << QStringLiteral("url");
        QTest::newRow("relative") << QJsonObject{{QStringLiteral("url"), QStringLiteral("/hooks")}} << QStringLiteral("url");
        QTest::newRow("empty url") << QJsonObject{{QStringLiteral("url"), QString()}} << QStringLiteral("url");
        QTest::newRow("unknown event") << QJsonObject{{QStringLiteral("events"), QJsonArray{QStringLiteral("page.deleted")}}}
                                       << QStringLiteral("events");
        QTest::newRow("one bad event among good")
            << QJsonObject{{QStringLiteral("events"), QJsonArray{QStringLiteral("form.submitted"), QStringLiteral("form.lost")}}}
            << QStringLiteral("events");
    }

    void refusesBadWebhookUrlsAndEvents()
    {
        QFETCH(QJsonObject, body);
        QFETCH(QString, field);
        const QString path = QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1");
        const QJsonObject before = m_http->get(path).object();
        const HttpResponse response = m_http->patch(path, body);
        AUDIENCE_CHECK(errorProblems(response, 422, QStringLiteral("validation_failed")));
        bool named = false;
        for (const QString &detail : response.detailFields())
            named = named || detail == field || detail.startsWith(field + QLatin1Char('['));
        QVERIFY2(named, qPrintable(response.describe()));
        QCOMPARE(m_http->get(path).object(), before);
    }

    void refusesWrongWebhookTypes()
    {
        const QString path = QStringLiteral("/v0/webhook_subscriptions/whsub_demo_1");
        AUDIENCE_CHECK(errorProblems(m_http->patch(path, QJsonObject{{QStringLiteral("active"), QStringLiteral("yes")}}), 400,
                                     QStringLiteral("invalid_type")));
        AUDIENCE_CHECK(errorProblems(m_http->patch(path, QJsonObject{{QStringLiteral("events"), QStringLiteral("form.submitted")}}), 400,
                                     QStringLiteral("invalid_type")));
        AUDIENCE_CHECK(errorProblems(m_http->patch(path, QJsonObject{{QStringLiteral("url"), 42}}), 400, QStringLiteral("invalid_type")));
        // events may be null on read, but the update takes an array.
        AUDIENCE_CHECK(errorProblems(m_http->patch(path, QJsonObject{{QStringLiteral("events"), QJsonValue::Null}}), 400,
                                     QStringLiteral("invalid_type")));
    }

    void listsAudienceAnalyticsOfAPage()
    {
        const HttpResponse response = m_http->get(QStringLiteral("/v0/pages/page_demo_01/analytics/audiences"));
        AUDIENCE_STATUS(response, 200);
        const QJsonObject body = response.object();
        QCOMPARE(body.keys(), QStringList{QStringLiteral("items")});
        const QJsonArray items = body.value(QStringLiteral("items")).toArray();
        QVERIFY(!items.isEmpty());
        QVERIFY(items.size() <= 6); // five audiences, and the publish that hurt (aud_demo_061)
        for (qsizetype i = 0; i < items.size(); ++i) {
            AUDIENCE_CHECK(shapeProblems(Resource::AnalyticsItem, items.at(i), QStringLiteral("items[%1]").arg(i)));
            const QJsonObject item = items.at(i).toObject();
            const QString audienceId = item.value(QStringLiteral("audienceId")).toString();
            QVERIFY2(audienceId.startsWith(QStringLiteral("aud_demo_00")) || audienceId == u"aud_demo_061", qPrintable(audienceId));
            const double total = item.value(QStringLiteral("totalSessions")).toDouble();
            for (const char *count : {"bounceCount", "bounceEligibleSessions", "conversionCount", "ctaSessions", "formSubmitCount"}) {
                const double value = item.value(QLatin1String(count)).toDouble();
                QVERIFY2(value >= 0 && value <= total && value == std::floor(value), count);
            }
            QVERIFY(item.value(QStringLiteral("bounceCount")).toDouble() <= item.value(QStringLiteral("bounceEligibleSessions")).toDouble());
        }
    }

    // The demo's publish that hurt (aud_demo_061, docs/sandbox.md), as the console reads it: the analytics of
    // the week before and the week after the publish day (relative to the seeding anchor, never to today),
    // and the conversation whose applied changes hold the values before and after.
    void servesThePublishThatHurt()
    {
        const QDate anchorDay = m_sandbox.seededAt().date();
        QVERIFY(anchorDay.isValid());
        const auto analytics = [&](int fromDaysAgo, int toDaysAgo) {
            const HttpResponse answer = m_http->get(
                QStringLiteral("/v0/pages/page_demo_01/analytics/audiences?startDate=%1&endDate=%2")
                    .arg(anchorDay.addDays(-fromDaysAgo).toString(Qt::ISODate), anchorDay.addDays(-toDaysAgo).toString(Qt::ISODate)));
            for (const QJsonValue &item : answer.object().value(QStringLiteral("items")).toArray())
                if (item.toObject().value(QStringLiteral("audienceId")).toString() == u"aud_demo_061")
                    return item.toObject();
            return QJsonObject();
        };
        const QJsonObject before = analytics(17, 11), after = analytics(9, 3);
        const double sessionsBefore = before.value(QStringLiteral("totalSessions")).toDouble();
        const double sessionsAfter = after.value(QStringLiteral("totalSessions")).toDouble();
        QVERIFY2(sessionsBefore >= 370 && sessionsBefore <= 430, qPrintable(QString::number(sessionsBefore)));
        QVERIFY2(sessionsAfter >= 370 && sessionsAfter <= 430, qPrintable(QString::number(sessionsAfter)));
        const double rateBefore = before.value(QStringLiteral("conversionRate")).toDouble();
        const double rateAfter = after.value(QStringLiteral("conversionRate")).toDouble();
        QVERIFY2(rateBefore > 0.14 && rateBefore < 0.16, qPrintable(QString::number(rateBefore)));
        QVERIFY2(rateAfter > 0.07 && rateAfter < 0.09, qPrintable(QString::number(rateAfter)));
        // Day by day, too: the day before the publish converts well, the day after it badly.
        QVERIFY(analytics(11, 11).value(QStringLiteral("conversionRate")).toDouble() > 0.12);
        QVERIFY(analytics(9, 9).value(QStringLiteral("conversionRate")).toDouble() < 0.11);
        QCOMPARE(analytics(30, 25).value(QStringLiteral("totalSessions")).toDouble(), 0.0); // the campaign began 24 days ago

        const QString audience = QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_061");
        const QJsonObject version = m_http->get(audience + QStringLiteral("/versions/ver_demo_061_3")).object();
        QCOMPARE(version.value(QStringLiteral("status")).toString(), QStringLiteral("published"));
        QCOMPARE(QDateTime::fromString(version.value(QStringLiteral("publishedAt")).toString(), Qt::ISODateWithMs).date(),
                 anchorDay.addDays(-10));
        const QJsonObject conversation = m_http->get(audience + QStringLiteral("/messages")).object();
        QCOMPARE(conversation.value(QStringLiteral("context")).toObject().value(QStringLiteral("currentMetaTitle")).toString(),
                 QStringLiteral("Forecast Studio pricing: plans from $900 a month"));
        QStringList fieldsOfThePublish;
        for (const QJsonValue &message : conversation.value(QStringLiteral("messages")).toArray()) {
            if (message.toObject().value(QStringLiteral("messageId")) != conversation.value(QStringLiteral("conversation"))
                                                                          .toObject().value(QStringLiteral("publishedMessageId")))
                continue;
            for (const QJsonValue &change : message.toObject().value(QStringLiteral("changes")).toArray()) {
                QCOMPARE(change.toObject().value(QStringLiteral("status")).toString(), QStringLiteral("applied"));
                fieldsOfThePublish.append(change.toObject().value(QStringLiteral("field")).toString());
            }
        }
        QCOMPARE(fieldsOfThePublish, (QStringList{QStringLiteral("metaTitle"), QStringLiteral("metaDescription"),
                                                  QStringLiteral("metaKeywords")}));
    }

    void analyticsTakesADateRange()
    {
        const QString base = QStringLiteral("/v0/pages/page_demo_01/analytics/audiences");
        const HttpResponse wide = m_http->get(base + QStringLiteral("?startDate=2000-01-01T00:00:00Z&endDate=2100-01-01T00:00:00.000Z"));
        AUDIENCE_STATUS(wide, 200);
        const HttpResponse empty = m_http->get(base + QStringLiteral("?startDate=2000-01-01T00:00:00Z&endDate=2000-01-02T00:00:00Z"));
        AUDIENCE_STATUS(empty, 200);
        double wideTotal = 0;
        for (const QJsonValue &item : wide.object().value(QStringLiteral("items")).toArray())
            wideTotal += item.toObject().value(QStringLiteral("totalSessions")).toDouble();
        QVERIFY(wideTotal > 0);
        for (const QJsonValue &item : empty.object().value(QStringLiteral("items")).toArray()) {
            AUDIENCE_CHECK(shapeProblems(Resource::AnalyticsItem, item));
            QCOMPARE(item.toObject().value(QStringLiteral("totalSessions")).toDouble(), 0.0);
        }
    }

    void analyticsBareEndDateMeansTheWholeDay()
    {
        // A bare date as the end bound covers that day up to its last millisecond, like the
        // explicit form; a bare start date is the day's midnight.
        const QString base = QStringLiteral("/v0/pages/page_demo_01/analytics/audiences");
        const QString yesterday = QDateTime::currentDateTimeUtc().date().addDays(-1).toString(Qt::ISODate);
        const auto sessions = [&](const QString &query) {
            const HttpResponse answer = m_http->get(base + query);
            double total = 0;
            for (const QJsonValue &item : answer.object().value(QStringLiteral("items")).toArray())
                total += item.toObject().value(QStringLiteral("totalSessions")).toDouble();
            return total;
        };
        const double bare = sessions(QStringLiteral("?startDate=%1&endDate=%1").arg(yesterday));
        const double explicitDay = sessions(QStringLiteral("?startDate=%1T00:00:00Z&endDate=%1T23:59:59.999Z").arg(yesterday));
        QVERIFY(explicitDay > 0);
        QCOMPARE(bare, explicitDay);
    }

    void analyticsRefusesBadDatesAndUnknownPages_data()
    {
        QTest::addColumn<QString>("query");
        QTest::newRow("words") << QStringLiteral("startDate=yesterday");
        QTest::newRow("impossible date") << QStringLiteral("endDate=2024-13-45T00:00:00Z");
        QTest::newRow("empty") << QStringLiteral("startDate=");
        QTest::newRow("start after end") << QStringLiteral("startDate=2024-02-01T00:00:00Z&endDate=2024-01-01T00:00:00Z");
    }

    void analyticsRefusesBadDatesAndUnknownPages()
    {
        QFETCH(QString, query);
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/pages/page_demo_01/analytics/audiences?") + query), 400,
                                     QStringLiteral("invalid_parameter")));
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/pages/page_demo_99/analytics/audiences")), 404,
                                     QStringLiteral("not_found")));
    }

    void getsAnAudienceSessionOnItsPage()
    {
        QString found;
        for (int page = 1; page <= 12; ++page) {
            const QString pageId = QStringLiteral("page_demo_%1").arg(page, 2, 10, QLatin1Char('0'));
            const HttpResponse response = m_http->get(QStringLiteral("/v0/pages/%1/audience_sessions/sess_demo_00001").arg(pageId));
            if (response.status == 404) {
                AUDIENCE_CHECK(errorProblems(response, 404, QStringLiteral("not_found")));
                continue;
            }
            AUDIENCE_STATUS(response, 200);
            QVERIFY2(found.isEmpty(), "the session answers on two pages");
            found = pageId;
            AUDIENCE_CHECK(shapeProblems(Resource::AudienceSession, response.json().object()));
            const QJsonObject session = response.object();
            QCOMPARE(session.value(QStringLiteral("audienceSessionId")).toString(), QStringLiteral("sess_demo_00001"));
            if (session.value(QStringLiteral("pageId")).isString())
                QCOMPARE(session.value(QStringLiteral("pageId")).toString(), pageId);
            if (session.value(QStringLiteral("audienceId")).isString()) {
                const int number = session.value(QStringLiteral("audienceId")).toString().mid(9).toInt();
                QCOMPARE((number - 1) / 5 + 1, page);
            }
        }
        QVERIFY2(!found.isEmpty(), "sess_demo_00001 is on no demo page");
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/pages/") + found + QStringLiteral("/audience_sessions/sess_nothing")),
                                     404, QStringLiteral("not_found")));
    }
};

} // namespace tst_sandbox_misc

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_misc, TestSandboxMisc)
#include "tst_sandbox_misc.moc"
