// People: person logs (create, match, createdPerson, idempotencyKey, type default, includeDeleted),
// PATCH person (absent vs null), person search.
#include "sandboxshapes.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

#include <memory>

namespace tst_sandbox_people {

using namespace Audience::Testing;

class TestSandboxPeople : public QObject
{
    Q_OBJECT
private:
    SandboxProcess m_sandbox;
    std::unique_ptr<TestHttp> m_http;

    static QJsonObject logBody(const QJsonObject &extra = {})
    {
        QJsonObject body{{QStringLiteral("source"), QStringLiteral("crm-sync")},
                         {QStringLiteral("type"), QStringLiteral("note-added")},
                         {QStringLiteral("payload"), QJsonObject{{QStringLiteral("text"), QStringLiteral("hello")}}}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            body.insert(it.key(), it.value());
        return body;
    }
    QJsonArray logsOf(const QString &personId, const QString &query = {})
    {
        const HttpResponse response = m_http->get(QStringLiteral("/v0/persons/") + personId + QStringLiteral("/logs?limit=200") + query);
        return response.object().value(QStringLiteral("items")).toArray();
    }
    QJsonObject person(const QString &personId)
    {
        // There is no "get person": an empty PATCH answers the person unchanged.
        return m_http->patch(QStringLiteral("/v0/persons/") + personId, QJsonObject{}).object();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                                  QStringLiteral("demo"), QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox.errorString()));
        m_http = std::make_unique<TestHttp>(m_sandbox.baseUrl(), m_sandbox.apiKey());
    }

    void createsALogForAnExistingPerson()
    {
        const HttpResponse created = m_http->post(QStringLiteral("/v0/person_logs"),
                                                  logBody({{QStringLiteral("personId"), QStringLiteral("person_demo_0001")}}));
        AUDIENCE_STATUS(created, 201);
        AUDIENCE_CHECK(shapeProblems(Resource::PersonLogCreated, created.json().object()));
        const QJsonObject log = created.object();
        QCOMPARE(log.value(QStringLiteral("personId")).toString(), QStringLiteral("person_demo_0001"));
        QCOMPARE(log.value(QStringLiteral("createdPerson")).toBool(), false);
        QCOMPARE(log.value(QStringLiteral("source")).toString(), QStringLiteral("crm-sync"));
        QCOMPARE(log.value(QStringLiteral("type")).toString(), QStringLiteral("note-added"));

        bool listed = false;
        for (const QJsonValue &value : logsOf(QStringLiteral("person_demo_0001"))) {
            const QJsonObject item = value.toObject();
            if (item.value(QStringLiteral("personLogId")) != log.value(QStringLiteral("personLogId")))
                continue;
            listed = true;
            QCOMPARE(item.value(QStringLiteral("payload")).toObject(), QJsonObject({{QStringLiteral("text"), QStringLiteral("hello")}}));
            QCOMPARE(item.value(QStringLiteral("createdAt")), log.value(QStringLiteral("createdAt")));
            QVERIFY(!item.contains(QStringLiteral("deletedAt"))); // a string field: left out, never null
        }
        QVERIFY(listed);
    }

    void typeDefaultsToWebhook()
    {
        QJsonObject body = logBody({{QStringLiteral("personId"), QStringLiteral("person_demo_0001")}});
        body.remove(QStringLiteral("type"));
        const HttpResponse created = m_http->post(QStringLiteral("/v0/person_logs"), body);
        AUDIENCE_STATUS(created, 201);
        QCOMPARE(created.object().value(QStringLiteral("type")).toString(), QStringLiteral("webhook"));
    }

    void createsAPersonWhenNothingMatchesAndMatchesItNextTime()
    {
        const QJsonObject identity{{QStringLiteral("email"), QStringLiteral("new.visitor@example.org")},
                                   {QStringLiteral("name"), QStringLiteral("New Visitor")}};
        const HttpResponse first = m_http->post(QStringLiteral("/v0/person_logs"), logBody(identity));
        AUDIENCE_STATUS(first, 201);
        QCOMPARE(first.object().value(QStringLiteral("createdPerson")).toBool(), true);
        const QString personId = first.object().value(QStringLiteral("personId")).toString();
        QVERIFY(personId.startsWith(QStringLiteral("person_")));

        const HttpResponse second = m_http->post(QStringLiteral("/v0/person_logs"),
                                                 logBody({{QStringLiteral("email"), QStringLiteral("new.visitor@example.org")}}));
        AUDIENCE_STATUS(second, 201);
        QCOMPARE(second.object().value(QStringLiteral("createdPerson")).toBool(), false);
        QCOMPARE(second.object().value(QStringLiteral("personId")).toString(), personId);
        QVERIFY(second.object().value(QStringLiteral("personLogId")) != first.object().value(QStringLiteral("personLogId")));

        const QJsonObject created = person(personId);
        AUDIENCE_CHECK(shapeProblems(Resource::Person, created));
        QCOMPARE(created.value(QStringLiteral("email")).toString(), QStringLiteral("new.visitor@example.org"));
        QCOMPARE(created.value(QStringLiteral("name")).toString(), QStringLiteral("New Visitor"));
        QCOMPARE(logsOf(personId).size(), 2);
    }

    void matchesByPhoneNumber()
    {
        const QJsonObject identity{{QStringLiteral("phoneNumber"), QStringLiteral("+4915112345678")}};
        const HttpResponse first = m_http->post(QStringLiteral("/v0/person_logs"), logBody(identity));
        AUDIENCE_STATUS(first, 201);
        QCOMPARE(first.object().value(QStringLiteral("createdPerson")).toBool(), true);
        const HttpResponse second = m_http->post(QStringLiteral("/v0/person_logs"), logBody(identity));
        AUDIENCE_STATUS(second, 201);
        QCOMPARE(second.object().value(QStringLiteral("createdPerson")).toBool(), false);
        QCOMPARE(second.object().value(QStringLiteral("personId")), first.object().value(QStringLiteral("personId")));
    }

    void repeatedIdempotencyKeyWritesOnce()
    {
        const QJsonObject body = logBody({{QStringLiteral("personId"), QStringLiteral("person_demo_0003")},
                                          {QStringLiteral("idempotencyKey"), QStringLiteral("import-2024-0001")}});
        const HttpResponse first = m_http->post(QStringLiteral("/v0/person_logs"), body);
        AUDIENCE_STATUS(first, 201);
        const HttpResponse replay = m_http->post(QStringLiteral("/v0/person_logs"), body);
        QVERIFY2(replay.status == 201 || replay.status == 200, qPrintable(replay.describe()));
        QCOMPARE(replay.object().value(QStringLiteral("personLogId")), first.object().value(QStringLiteral("personLogId")));
        QCOMPARE(replay.object().value(QStringLiteral("createdAt")), first.object().value(QStringLiteral("createdAt")));
        int withKey = 0;
        for (const QJsonValue &value : logsOf(QStringLiteral("person_demo_0003")))
            withKey += value.toObject().value(QStringLiteral("idempotencyKey")).toString() == QStringLiteral("import-2024-0001");
        QCOMPARE(withKey, 1);
    }

    void unknownPersonIdIsRefused()
    {
        const HttpResponse response = m_http->post(QStringLiteral("/v0/person_logs"),
                                                   logBody({{QStringLiteral("personId"), QStringLiteral("person_nobody")}}));
        // A body field naming a missing person: 404 not_found or 422 on personId; never a write.
        QVERIFY2(response.status == 404 || response.status == 422, qPrintable(response.describe()));
        if (response.status == 422)
            QVERIFY(response.detailFields().contains(QStringLiteral("personId")));
    }

    void logListIsAnEnvelope()
    {
        const HttpResponse response = m_http->get(QStringLiteral("/v0/persons/person_demo_0001/logs"));
        AUDIENCE_STATUS(response, 200);
        AUDIENCE_CHECK(envelopeProblems(response.json().object(), Resource::PersonLog));
        for (const QJsonValue &value : response.object().value(QStringLiteral("items")).toArray())
            QCOMPARE(value.toObject().value(QStringLiteral("personId")).toString(), QStringLiteral("person_demo_0001"));
        AUDIENCE_CHECK(errorProblems(m_http->get(QStringLiteral("/v0/persons/person_nobody/logs")), 404, QStringLiteral("not_found")));
    }

    void includeDeletedOnlyAdds_data()
    {
        QTest::addColumn<QString>("personId");
        for (int i = 1; i <= 8; ++i)
            QTest::newRow(qPrintable(QString::number(i))) << QStringLiteral("person_demo_%1").arg(i, 4, 10, QLatin1Char('0'));
    }

    void includeDeletedOnlyAdds()
    {
        QFETCH(QString, personId);
        const HttpResponse plain = m_http->get(QStringLiteral("/v0/persons/") + personId + QStringLiteral("/logs?limit=200"));
        const HttpResponse all = m_http->get(QStringLiteral("/v0/persons/") + personId + QStringLiteral("/logs?limit=200&includeDeleted=true"));
        AUDIENCE_STATUS(plain, 200);
        AUDIENCE_STATUS(all, 200);
        AUDIENCE_CHECK(envelopeProblems(all.json().object(), Resource::PersonLog));
        QSet<QString> plainIds;
        for (const QJsonValue &value : plain.object().value(QStringLiteral("items")).toArray()) {
            QVERIFY(!value.toObject().contains(QStringLiteral("deletedAt")));
            plainIds.insert(value.toObject().value(QStringLiteral("personLogId")).toString());
        }
        QSet<QString> allIds;
        for (const QJsonValue &value : all.object().value(QStringLiteral("items")).toArray()) {
            const QString id = value.toObject().value(QStringLiteral("personLogId")).toString();
            allIds.insert(id);
            QVERIFY(plainIds.contains(id) || isTimestamp(value.toObject().value(QStringLiteral("deletedAt"))));
        }
        QVERIFY(allIds.contains(plainIds));
        QVERIFY(all.object().value(QStringLiteral("totalCount")).toInt() >= plain.object().value(QStringLiteral("totalCount")).toInt());
        const HttpResponse explicitFalse = m_http->get(QStringLiteral("/v0/persons/") + personId + QStringLiteral("/logs?limit=200&includeDeleted=false"));
        QCOMPARE(explicitFalse.object().value(QStringLiteral("totalCount")), plain.object().value(QStringLiteral("totalCount")));
    }

    void patchChangesOnlyWhatIsSent()
    {
        const QString path = QStringLiteral("/v0/persons/person_demo_0004");
        const QJsonObject before = person(QStringLiteral("person_demo_0004"));
        AUDIENCE_CHECK(shapeProblems(Resource::Person, before));

        const HttpResponse renamed = m_http->patch(path, QJsonObject{{QStringLiteral("name"), QStringLiteral("Renamed Person")}});
        AUDIENCE_STATUS(renamed, 200);
        AUDIENCE_CHECK(shapeProblems(Resource::Person, renamed.json().object()));
        QCOMPARE(renamed.object().value(QStringLiteral("name")).toString(), QStringLiteral("Renamed Person"));
        for (const char *key : {"email", "domain", "phoneNumber", "linkedinProfileUrl", "createdAt", "personId", "slug"})
            QCOMPARE(renamed.object().value(QLatin1String(key)), before.value(QLatin1String(key)));
        QVERIFY(renamed.object().value(QStringLiteral("updatedAt")).toString() >= before.value(QStringLiteral("updatedAt")).toString());

        const HttpResponse cleared = m_http->patch(path, QJsonObject{{QStringLiteral("email"), QJsonValue::Null},
                                                                     {QStringLiteral("phoneNumber"), QStringLiteral("+14155550100")}});
        AUDIENCE_STATUS(cleared, 200);
        QVERIFY(cleared.object().value(QStringLiteral("email")).isNull());
        QCOMPARE(cleared.object().value(QStringLiteral("phoneNumber")).toString(), QStringLiteral("+14155550100"));
        QCOMPARE(cleared.object().value(QStringLiteral("name")).toString(), QStringLiteral("Renamed Person"));

        const HttpResponse allNull = m_http->patch(path, QJsonObject{{QStringLiteral("domain"), QJsonValue::Null},
                                                                     {QStringLiteral("phoneNumber"), QJsonValue::Null},
                                                                     {QStringLiteral("linkedinProfileUrl"), QJsonValue::Null}});
        AUDIENCE_STATUS(allNull, 200);
        for (const char *key : {"email", "domain", "phoneNumber", "linkedinProfileUrl"})
            QVERIFY2(allNull.object().value(QLatin1String(key)).isNull(), key);
        QJsonObject reread = person(QStringLiteral("person_demo_0004"));
        QJsonObject expected = allNull.object();
        reread.remove(QStringLiteral("updatedAt"));
        expected.remove(QStringLiteral("updatedAt"));
        QCOMPARE(reread, expected);
    }

    void patchRefusesNullNameAndUnknownPerson()
    {
        const HttpResponse nullName = m_http->patch(QStringLiteral("/v0/persons/person_demo_0005"),
                                                    QJsonObject{{QStringLiteral("name"), QJsonValue::Null}});
        QVERIFY2(nullName.status == 400 || nullName.status == 422, qPrintable(nullName.describe()));
        QVERIFY(person(QStringLiteral("person_demo_0005")).value(QStringLiteral("name")).isString());
        AUDIENCE_CHECK(errorProblems(m_http->patch(QStringLiteral("/v0/persons/person_nobody"),
                                                   QJsonObject{{QStringLiteral("name"), QStringLiteral("x")}}),
                                     404, QStringLiteral("not_found")));
    }

    void searchFindsPeopleByNameAndEmail()
    {
        const HttpResponse all = m_http->get(QStringLiteral("/v0/persons/search"));
        AUDIENCE_STATUS(all, 200);
        AUDIENCE_CHECK(envelopeProblems(all.json().object(), Resource::Person, TotalCount::IntegerOrNull));
        const QJsonArray items = all.object().value(QStringLiteral("items")).toArray();
        QVERIFY(!items.isEmpty());
        QVERIFY(items.size() <= 25);

        const QJsonObject someone = items.at(items.size() - 1).toObject();
        for (const QString &term : {someone.value(QStringLiteral("name")).toString(), someone.value(QStringLiteral("email")).toString()}) {
            if (term.isEmpty())
                continue;
            const HttpResponse found = m_http->get(QStringLiteral("/v0/persons/search?limit=200&query=") + TestHttp::encode(term));
            AUDIENCE_STATUS(found, 200);
            AUDIENCE_CHECK(envelopeProblems(found.json().object(), Resource::Person, TotalCount::IntegerOrNull));
            bool contains = false;
            for (const QJsonValue &value : found.object().value(QStringLiteral("items")).toArray())
                contains = contains || value.toObject().value(QStringLiteral("personId")) == someone.value(QStringLiteral("personId"));
            QVERIFY2(contains, qPrintable(term));
        }
        const HttpResponse none = m_http->get(QStringLiteral("/v0/persons/search?query=zzqx-nobody-xqzz"));
        AUDIENCE_STATUS(none, 200);
        QCOMPARE(none.object().value(QStringLiteral("items")).toArray().size(), 0);
    }

    void searchPaginates()
    {
        QStringList ids;
        QString cursor;
        for (int round = 0; round < 100; ++round) {
            const HttpResponse page = m_http->get(QStringLiteral("/v0/persons/search?limit=7")
                                                  + (cursor.isEmpty() ? QString() : QStringLiteral("&cursor=") + TestHttp::encode(cursor)));
            AUDIENCE_STATUS(page, 200);
            AUDIENCE_CHECK(envelopeProblems(page.json().object(), Resource::Person, TotalCount::IntegerOrNull));
            for (const QJsonValue &value : page.object().value(QStringLiteral("items")).toArray())
                ids << value.toObject().value(QStringLiteral("personId")).toString();
            if (!page.object().value(QStringLiteral("hasMore")).toBool())
                break;
            cursor = page.object().value(QStringLiteral("nextCursor")).toString();
        }
        QVERIFY(ids.size() > 7);
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
        const HttpResponse big = m_http->get(QStringLiteral("/v0/persons/search?limit=200"));
        if (!big.object().value(QStringLiteral("hasMore")).toBool())
            QCOMPARE(ids.size(), big.object().value(QStringLiteral("items")).toArray().size());
    }
};

} // namespace tst_sandbox_people

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_people, TestSandboxPeople)
#include "tst_sandbox_people.moc"
