// Audiences: search, archive (DELETE) and restore, with the full Audience shape in every answer.
#include "sandboxshapes.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

#include <memory>

namespace tst_sandbox_audiences {

using namespace Audience::Testing;

class TestSandboxAudiences : public QObject
{
    Q_OBJECT
private:
    SandboxProcess m_sandbox;
    std::unique_ptr<TestHttp> m_http;

    static QString audiencePath(const QString &page, const QString &audience)
    {
        return QStringLiteral("/v0/pages/%1/audiences/%2").arg(page, audience);
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                  QStringLiteral("demo"), QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox.errorString()));
        m_http = std::make_unique<TestHttp>(m_sandbox.baseUrl(), m_sandbox.apiKey());
    }

    void searchWithoutQueryListsAudiences()
    {
        const HttpResponse response = m_http->get(QStringLiteral("/v0/audiences/search"));
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(envelopeProblems(response.json().object(), Resource::AudienceSearchItem, TotalCount::IntegerOrNull));
        const QJsonObject envelope = response.object();
        // 60 demo audiences, default limit 25.
        QCOMPARE(envelope.value(QStringLiteral("items")).toArray().size(), 25);
        QCOMPARE(envelope.value(QStringLiteral("hasMore")).toBool(), true);
        if (!envelope.value(QStringLiteral("totalCount")).isNull())
            QVERIFY(envelope.value(QStringLiteral("totalCount")).toInt() >= 60);
        for (const QJsonValue &value : envelope.value(QStringLiteral("items")).toArray()) {
            const QJsonObject item = value.toObject();
            QVERIFY(item.value(QStringLiteral("audienceId")).toString().startsWith(QStringLiteral("aud_")));
            QVERIFY(item.value(QStringLiteral("pageId")).toString().startsWith(QStringLiteral("page_")));
        }
    }

    void searchItemsNameTheirPage()
    {
        const QJsonArray items = m_http->get(QStringLiteral("/v0/audiences/search?limit=200")).object()
                                     .value(QStringLiteral("items")).toArray();
        QVERIFY(items.size() >= 60);
        QSet<QString> ids;
        for (const QJsonValue &value : items) {
            const QJsonObject item = value.toObject();
            ids.insert(item.value(QStringLiteral("audienceId")).toString());
            if (item.value(QStringLiteral("audienceId")).toString() == QStringLiteral("aud_demo_001")) {
                QCOMPARE(item.value(QStringLiteral("pageId")).toString(), QStringLiteral("page_demo_01"));
                const QJsonObject page = m_http->get(QStringLiteral("/v0/pages/page_demo_01")).object();
                QCOMPARE(item.value(QStringLiteral("pageName")).toString(), page.value(QStringLiteral("name")).toString());
            }
        }
        QCOMPARE(ids.size(), items.size());
        for (int i = 1; i <= 60; ++i)
            QVERIFY(ids.contains(QStringLiteral("aud_demo_%1").arg(i, 3, 10, QLatin1Char('0'))));
    }

    void searchMatchesByName()
    {
        const QJsonObject first = m_http->get(QStringLiteral("/v0/audiences/search?limit=1")).object()
                                      .value(QStringLiteral("items")).toArray().first().toObject();
        const QString name = first.value(QStringLiteral("effectiveName")).toString();
        QVERIFY(!name.isEmpty());
        const HttpResponse response = m_http->get(QStringLiteral("/v0/audiences/search?query=") + TestHttp::encode(name));
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(envelopeProblems(response.json().object(), Resource::AudienceSearchItem, TotalCount::IntegerOrNull));
        bool found = false;
        for (const QJsonValue &value : response.object().value(QStringLiteral("items")).toArray())
            found = found || value.toObject().value(QStringLiteral("audienceId")) == first.value(QStringLiteral("audienceId"));
        QVERIFY(found);

        const HttpResponse none = m_http->get(QStringLiteral("/v0/audiences/search?query=zzqx-no-such-audience-xqzz"));
        AUDIENCE_STATUS(none, 200);
        QCOMPARE(none.object().value(QStringLiteral("items")).toArray().size(), 0);
        QCOMPARE(none.object().value(QStringLiteral("hasMore")).toBool(), false);
        QVERIFY(none.object().value(QStringLiteral("nextCursor")).isNull());
    }

    void searchRespectsLimit()
    {
        const HttpResponse response = m_http->get(QStringLiteral("/v0/audiences/search?limit=3"));
        AUDIENCE_STATUS(response, 200);
        QCOMPARE(response.object().value(QStringLiteral("items")).toArray().size(), 3);
        QCOMPARE(response.object().value(QStringLiteral("hasMore")).toBool(), true);
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/audiences/search?limit=0")), 400,
                                     QStringLiteral("invalid_parameter")));
    }

    void archiveThenArchiveAgainConflicts()
    {
        const QString path = audiencePath(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_002"));
        const HttpResponse archived = m_http->del(path);
        AUDIENCE_STATUS(archived, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::Audience, archived.json().object()));
        const QJsonObject audience = archived.object();
        QCOMPARE(audience.value(QStringLiteral("audienceId")).toString(), QStringLiteral("aud_demo_002"));
        QCOMPARE(audience.value(QStringLiteral("pageId")).toString(), QStringLiteral("page_demo_01"));
        QCOMPARE(audience.value(QStringLiteral("status")).toString(), QStringLiteral("archived"));
        QVERIFY(isTimestamp(audience.value(QStringLiteral("archivedAt"))));
        QCOMPARE(audience.value(QStringLiteral("latestVersion")).toObject().value(QStringLiteral("audienceId")).toString(),
                 QStringLiteral("aud_demo_002"));
        QCOMPARE(audience.value(QStringLiteral("publishedVersion")).toObject().value(QStringLiteral("audienceId")).toString(),
                 QStringLiteral("aud_demo_002"));

        AUDIENCE_CHECK(errorProblems(m_http->del(path), 409, QStringLiteral("conflict")));
    }

    void restoreBringsBackAndRestoreAgainConflicts()
    {
        const QString path = audiencePath(QStringLiteral("page_demo_01"), QStringLiteral("aud_demo_003"));
        AUDIENCE_CHECK(errorProblems(m_http->post(path + QStringLiteral("/restore"), QJsonObject{}), 409,
                                     QStringLiteral("conflict")));
        const HttpResponse archived = m_http->del(path);
        AUDIENCE_STATUS(archived, 200);
        const QString statusBefore = archived.object().value(QStringLiteral("publishedVersion")).toObject()
                                         .value(QStringLiteral("status")).toString();

        const HttpResponse restored = m_http->post(path + QStringLiteral("/restore"), QJsonObject{});
        AUDIENCE_STATUS(restored, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::Audience, restored.json().object()));
        const QJsonObject audience = restored.object();
        QCOMPARE(audience.value(QStringLiteral("audienceId")).toString(), QStringLiteral("aud_demo_003"));
        QVERIFY(audience.value(QStringLiteral("status")).toString() != QStringLiteral("archived"));
        QVERIFY(audience.value(QStringLiteral("archivedAt")).isNull());
        QVERIFY(!statusBefore.isEmpty());

        AUDIENCE_CHECK(errorProblems(m_http->post(path + QStringLiteral("/restore"), QJsonObject{}), 409,
                                     QStringLiteral("conflict")));
        // Archive works again after a restore.
        AUDIENCE_STATUS(m_http->del(path), 200);
        AUDIENCE_STATUS(m_http->post(path + QStringLiteral("/restore"), QJsonObject{}), 200);
    }

    void restoreAcceptsAnEmptyBody()
    {
        const QString path = audiencePath(QStringLiteral("page_demo_02"), QStringLiteral("aud_demo_006"));
        AUDIENCE_STATUS(m_http->del(path), 200);
        AUDIENCE_STATUS(m_http->send(QByteArrayLiteral("POST"), path + QStringLiteral("/restore")), 200);
    }

    void archivedAudienceStillFoundByIdAndCountsStayConsistent()
    {
        const QString path = audiencePath(QStringLiteral("page_demo_03"), QStringLiteral("aud_demo_011"));
        AUDIENCE_STATUS(m_http->del(path), 200);
        // The audience's versions stay readable while it is archived.
        const HttpResponse version = m_http->get(path + QStringLiteral("/versions/ver_demo_011_1"));
        AUDIENCE_STATUS(version, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::AudienceVersion, version.json().object()));
        AUDIENCE_STATUS(m_http->post(path + QStringLiteral("/restore"), QJsonObject{}), 200);
    }

    void unknownOrMismatchedIdsAreNotFound_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("audience");
        QTest::newRow("unknown audience") << QStringLiteral("page_demo_01") << QStringLiteral("aud_demo_999");
        QTest::newRow("unknown page") << QStringLiteral("page_demo_99") << QStringLiteral("aud_demo_001");
        QTest::newRow("audience of another page") << QStringLiteral("page_demo_02") << QStringLiteral("aud_demo_001");
    }

    void unknownOrMismatchedIdsAreNotFound()
    {
        QFETCH(QString, page);
        QFETCH(QString, audience);
        AUDIENCE_CHECK(errorProblems(m_http->del(audiencePath(page, audience)), 404, QStringLiteral("not_found")));
        AUDIENCE_CHECK(errorProblems(m_http->post(audiencePath(page, audience) + QStringLiteral("/restore"), QJsonObject{}),
                                     404, QStringLiteral("not_found")));
    }

    void archiveChangesNothingElseOnThePage()
    {
        const QString path = audiencePath(QStringLiteral("page_demo_04"), QStringLiteral("aud_demo_016"));
        const HttpResponse archived = m_http->del(path);
        AUDIENCE_STATUS(archived, 200);
        const HttpResponse restored = m_http->post(path + QStringLiteral("/restore"), QJsonObject{});
        AUDIENCE_STATUS(restored, 200);
        // Archive/restore keep the versions: same published and latest version IDs as before.
        QCOMPARE(restored.object().value(QStringLiteral("publishedVersion")).toObject().value(QStringLiteral("versionId")),
                 archived.object().value(QStringLiteral("publishedVersion")).toObject().value(QStringLiteral("versionId")));
        QCOMPARE(restored.object().value(QStringLiteral("latestVersion")).toObject().value(QStringLiteral("versionId")),
                 archived.object().value(QStringLiteral("latestVersion")).toObject().value(QStringLiteral("versionId")));
        QCOMPARE(restored.object().value(QStringLiteral("createdAt")), archived.object().value(QStringLiteral("createdAt")));
    }
};

} // namespace tst_sandbox_audiences

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_audiences, TestSandboxAudiences)
#include "tst_sandbox_audiences.moc"
