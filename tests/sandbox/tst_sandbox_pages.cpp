// Pages: list, get, pagination (limits, cursors, stability under inserts) and the Page shape.
#include "sandboxshapes.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

#include <memory>

namespace tst_sandbox_pages {

using namespace Audience::Testing;

class TestSandboxPages : public QObject
{
    Q_OBJECT
private:
    SandboxProcess m_sandbox;
    std::unique_ptr<TestHttp> m_http;

    // Walks a list to its end with the given limit; returns the IDs in order (fails on a loop).
    QStringList walk(const QString &path, int limit, const QString &idField)
    {
        QStringList ids;
        QString cursor;
        for (int round = 0; round < 1000; ++round) {
            QString url = path + QStringLiteral("?limit=") + QString::number(limit);
            if (!cursor.isEmpty())
                url += QStringLiteral("&cursor=") + TestHttp::encode(cursor);
            const HttpResponse response = m_http->get(url);
            if (response.status != 200)
                return {QStringLiteral("HTTP ") + response.describe()};
            const QJsonObject envelope = response.object();
            const QJsonArray items = envelope.value(QStringLiteral("items")).toArray();
            if (items.size() > limit)
                return {QStringLiteral("more items than limit")};
            for (const QJsonValue &item : items)
                ids << item.toObject().value(idField).toString();
            if (!envelope.value(QStringLiteral("hasMore")).toBool())
                return ids;
            cursor = envelope.value(QStringLiteral("nextCursor")).toString();
        }
        return {QStringLiteral("pagination did not end")};
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                  QStringLiteral("demo"), QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox.errorString()));
        m_http = std::make_unique<TestHttp>(m_sandbox.baseUrl(), m_sandbox.apiKey());
    }

    void listsTheTwelveDemoPagesWithTheDefaultLimit()
    {
        const HttpResponse response = m_http->get(QStringLiteral("/v0/pages"));
        AUDIENCE_STATUS(response, 200);
        QVERIFY(response.header("Content-Type").startsWith("application/json"));
        AUDIENCE_CHECK(envelopeProblems(response.json().object(), Resource::Page));
        const QJsonObject envelope = response.object();
        QCOMPARE(envelope.value(QStringLiteral("totalCount")).toInt(), 12);
        QCOMPARE(envelope.value(QStringLiteral("hasMore")).toBool(), false);
        QVERIFY(envelope.value(QStringLiteral("nextCursor")).isNull());
        QSet<QString> ids;
        for (const QJsonValue &item : envelope.value(QStringLiteral("items")).toArray())
            ids.insert(item.toObject().value(QStringLiteral("pageId")).toString());
        QSet<QString> expected;
        for (int i = 1; i <= 12; ++i)
            expected.insert(QStringLiteral("page_demo_%1").arg(i, 2, 10, QLatin1Char('0')));
        QCOMPARE(ids, expected);
    }

    void getsEachPageWithTheFullShape_data()
    {
        QTest::addColumn<QString>("pageId");
        for (int i = 1; i <= 12; ++i) {
            const QString id = QStringLiteral("page_demo_%1").arg(i, 2, 10, QLatin1Char('0'));
            QTest::newRow(qPrintable(id)) << id;
        }
    }

    void getsEachPageWithTheFullShape()
    {
        QFETCH(QString, pageId);
        const HttpResponse response = m_http->get(QStringLiteral("/v0/pages/") + pageId);
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::Page, response.json().object()));
        const QJsonObject page = response.object();
        QCOMPARE(page.value(QStringLiteral("pageId")).toString(), pageId);
        // Five audiences per page in the demo seed, and on page_demo_01 the publish that hurt (docs/sandbox.md).
        QCOMPARE(page.value(QStringLiteral("audiencesCount")).toInt(), pageId == u"page_demo_01" ? 6 : 5);
        // A deleted page has a deletedAt; an archived one an archivedAt and status archived.
        QCOMPARE(page.value(QStringLiteral("status")).toString() == QStringLiteral("archived"),
                 page.value(QStringLiteral("archivedAt")).isString());
    }

    void listItemsEqualSingleGets()
    {
        const QJsonArray items = m_http->get(QStringLiteral("/v0/pages?limit=3")).object().value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 3);
        for (const QJsonValue &item : items) {
            const QString id = item.toObject().value(QStringLiteral("pageId")).toString();
            QCOMPARE(m_http->get(QStringLiteral("/v0/pages/") + id).object(), item.toObject());
        }
    }

    void unknownPageIsNotFound()
    {
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/pages/page_demo_99")), 404, QStringLiteral("not_found")));
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/pages/nothing-here")), 404, QStringLiteral("not_found")));
    }

    void paginatesWithCursorsAcrossAllPages()
    {
        const HttpResponse first = m_http->get(QStringLiteral("/v0/pages?limit=5"));
        AUDIENCE_STATUS(first, 200);
        AUDIENCE_CHECK(envelopeProblems(first.json().object(), Resource::Page));
        QCOMPARE(first.object().value(QStringLiteral("items")).toArray().size(), 5);
        QCOMPARE(first.object().value(QStringLiteral("hasMore")).toBool(), true);
        QCOMPARE(first.object().value(QStringLiteral("totalCount")).toInt(), 12);

        const QStringList ids = walk(QStringLiteral("/v0/pages"), 5, QStringLiteral("pageId"));
        QCOMPARE(ids.size(), 12);
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), 12);
        // The order with small pages is the order of one big page.
        QStringList all;
        for (const QJsonValue &item : m_http->get(QStringLiteral("/v0/pages?limit=200")).object().value(QStringLiteral("items")).toArray())
            all << item.toObject().value(QStringLiteral("pageId")).toString();
        QCOMPARE(ids, all);
        QCOMPARE(walk(QStringLiteral("/v0/pages"), 1, QStringLiteral("pageId")), all);
        QCOMPARE(walk(QStringLiteral("/v0/pages"), 12, QStringLiteral("pageId")), all);
    }

    void lastPageHasNoCursor()
    {
        const HttpResponse exact = m_http->get(QStringLiteral("/v0/pages?limit=12"));
        AUDIENCE_STATUS(exact, 200);
        AUDIENCE_CHECK(envelopeProblems(exact.json().object(), Resource::Page));
        QCOMPARE(exact.object().value(QStringLiteral("items")).toArray().size(), 12);
    }

    void limitBounds_data()
    {
        QTest::addColumn<QString>("limit");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("items");
        QTest::newRow("1") << QStringLiteral("1") << 200 << 1;
        QTest::newRow("200") << QStringLiteral("200") << 200 << 12;
        QTest::newRow("0") << QStringLiteral("0") << 400 << 0;
        QTest::newRow("201") << QStringLiteral("201") << 400 << 0;
        QTest::newRow("-1") << QStringLiteral("-1") << 400 << 0;
        QTest::newRow("abc") << QStringLiteral("abc") << 400 << 0;
        QTest::newRow("2.5") << QStringLiteral("2.5") << 400 << 0;
        QTest::newRow("empty") << QString() << 400 << 0;
        QTest::newRow("huge") << QStringLiteral("99999999999999999999") << 400 << 0;
    }

    void limitBounds()
    {
        QFETCH(QString, limit);
        QFETCH(int, status);
        QFETCH(int, items);
        const HttpResponse response = m_http->get(QStringLiteral("/v0/pages?limit=") + limit);
        if (status == 200) {
            AUDIENCE_STATUS(response, 200);
            QCOMPARE(response.object().value(QStringLiteral("items")).toArray().size(), items);
        } else {
            AUDIENCE_CHECK(errorProblems(response, status, QStringLiteral("invalid_parameter")));
        }
    }

    void limitIsCheckedOnEveryListEndpoint_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *path : {"/v0/persons/person_demo_0001/logs", "/v0/persons/search", "/v0/audiences/search",
                                 "/v0/page_links/search", "/v0/topics/search", "/v0/topics/topic_demo_1/entries"})
            QTest::newRow(path) << QString::fromLatin1(path);
    }

    void limitIsCheckedOnEveryListEndpoint()
    {
        QFETCH(QString, path);
        AUDIENCE_STATUS(m_http->get(path + QStringLiteral("?limit=200")), 200);
        AUDIENCE_STATUS(m_http->get(path + QStringLiteral("?limit=1")), 200);
        AUDIENCE_CHECK(errorProblems(m_http->get(path + QStringLiteral("?limit=0")), 400, QStringLiteral("invalid_parameter")));
        AUDIENCE_CHECK(errorProblems(m_http->get(path + QStringLiteral("?limit=201")), 400, QStringLiteral("invalid_parameter")));
        const HttpResponse byDefault = m_http->get(path);
        AUDIENCE_STATUS(byDefault, 200);
        QVERIFY(byDefault.object().value(QStringLiteral("items")).toArray().size() <= 25);
    }

    void garbageCursorIsAnInvalidParameter()
    {
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/pages?cursor=%25%25not-a-cursor")), 400,
                                     QStringLiteral("invalid_parameter")));
    }

    // Person logs are the list we can grow through the API: walk it in small pages while inserting.
    void cursorsStayStableWhileRowsAreInserted()
    {
        const QString person = QStringLiteral("person_demo_0002");
        auto addLog = [&](int n) {
            const HttpResponse created = m_http->post(
                QStringLiteral("/v0/person_logs"),
                QJsonObject{{QStringLiteral("personId"), person}, {QStringLiteral("source"), QStringLiteral("cursor-test")},
                            {QStringLiteral("type"), QStringLiteral("note")},
                            {QStringLiteral("payload"), QJsonObject{{QStringLiteral("n"), n}}}});
            return created.status == 201;
        };
        for (int n = 0; n < 9; ++n)
            QVERIFY(addLog(n));

        const QString path = QStringLiteral("/v0/persons/") + person + QStringLiteral("/logs");
        const QStringList before = walk(path, 200, QStringLiteral("personLogId"));
        QVERIFY(before.size() >= 9);

        QStringList seen;
        QString cursor;
        int inserted = 0;
        for (int round = 0; round < 500; ++round) {
            QString url = path + QStringLiteral("?limit=3");
            if (!cursor.isEmpty())
                url += QStringLiteral("&cursor=") + TestHttp::encode(cursor);
            const HttpResponse response = m_http->get(url);
            AUDIENCE_STATUS(response, 200);
            AUDIENCE_CHECK(envelopeProblems(response.json().object(), Resource::PersonLog));
            for (const QJsonValue &item : response.object().value(QStringLiteral("items")).toArray())
                seen << item.toObject().value(QStringLiteral("personLogId")).toString();
            // Two new rows after every page: they may or may not show up, but nothing may repeat or vanish.
            QVERIFY(addLog(100 + inserted++));
            QVERIFY(addLog(100 + inserted++));
            if (!response.object().value(QStringLiteral("hasMore")).toBool())
                break;
            cursor = response.object().value(QStringLiteral("nextCursor")).toString();
        }
        QCOMPARE(QSet<QString>(seen.begin(), seen.end()).size(), seen.size());
        for (const QString &id : before)
            QVERIFY2(seen.contains(id), qPrintable(QStringLiteral("row skipped by the cursor: ") + id));
        // The rows that existed keep their relative order.
        QStringList seenBefore;
        for (const QString &id : seen) {
            if (before.contains(id))
                seenBefore << id;
        }
        QCOMPARE(seenBefore, before);
    }
};

} // namespace tst_sandbox_pages

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_pages, TestSandboxPages)
#include "tst_sandbox_pages.moc"
