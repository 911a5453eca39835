// Every one of the 22 operations of a demo-seeded sandbox, its answers walked field by field against the
// spec's tables (specschema.cpp): a field of the wrong JSON type (a plain string sent as null), a
// required field missing, or a field the spec does not have fails the operation's test function, with
// the operation and the field's path in the message. The reads run on every demo ID (from the sandbox's
// own database file, opened read-only); the writes send valid bodies to throwaway items.
#include "specschema.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tst_sandbox_schema {

using namespace Audience::Testing;
using SpecSchema::Response;

namespace {

// The answers of one operation and what was wrong with them.
struct Walk
{
    QString operation; // "#7 GET /v0/pages/{page_id}"
    SpecSchema::Schema schema;
    QSet<QString> *seen = nullptr; // "operation|path" of every field an answer had
    QStringList problems;
    int answers = 0;

    // Checks one answer (status 2xx, then every field) and returns its body.
    QJsonObject take(const QString &request, const HttpResponse &answer)
    {
        const QString label = operation + QStringLiteral(" [") + request + QLatin1Char(']');
        if (answer.status < 200 || answer.status > 299) {
            problems << label + QStringLiteral(": answered ") + answer.describe();
            return {};
        }
        const QJsonDocument document = QJsonDocument::fromJson(answer.body);
        if (!document.isObject()) {
            problems << label + QStringLiteral(": the body is not a JSON object");
            return {};
        }
        ++answers;
        QSet<QString> paths;
        problems << schema.problems(document.object(), label, &paths);
        for (const QString &path : std::as_const(paths))
            seen->insert(operation + QLatin1Char('|') + path);
        return document.object();
    }
};

} // namespace

class TestSandboxSchema : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    SandboxProcess m_sandbox;
    std::unique_ptr<TestHttp> m_http;
    QSqlDatabase m_db;
    QSet<QString> m_seen;
    QSet<QString> m_known;
    QString m_throwawayPerson; // created by #1, changed by #3

    Walk walk(const char *operation, Response response)
    {
        Walk result{QString::fromLatin1(operation), SpecSchema::schemaFor(response), &m_seen, {}, 0};
        for (const QString &path : result.schema.paths())
            m_known.insert(result.operation + QLatin1Char('|') + path);
        return result;
    }

    // Rows of a query on the sandbox's database, each a list of its columns as strings.
    QList<QStringList> rows(const QString &statement)
    {
        QList<QStringList> result;
        QSqlQuery query(m_db);
        if (!query.exec(statement)) {
            qWarning("%s: %s", qPrintable(statement), qPrintable(query.lastError().text()));
            return result;
        }
        while (query.next()) {
            QStringList row;
            for (int i = 0; i < query.record().count(); ++i)
                row << query.value(i).toString();
            result << row;
        }
        return result;
    }

    // GETs a paged list from its first page to its last (each page one answer of the walk).
    QJsonArray allPages(Walk &walk, const QString &path, const QString &query = {})
    {
        QJsonArray items;
        QString cursor;
        for (int page = 0; page < 200; ++page) {
            QString request = path + QStringLiteral("?limit=200") + query;
            if (!cursor.isEmpty())
                request += QStringLiteral("&cursor=") + TestHttp::encode(cursor);
            const QJsonObject answer = walk.take(request, m_http->get(request));
            for (const QJsonValue &item : answer.value(QStringLiteral("items")).toArray())
                items.append(item);
            cursor = answer.value(QStringLiteral("nextCursor")).toString();
            if (!answer.value(QStringLiteral("hasMore")).toBool() || cursor.isEmpty())
                break;
        }
        return items;
    }

    static void verify(const Walk &walk)
    {
        QVERIFY2(walk.answers > 0, qPrintable(walk.operation + QStringLiteral(": no answer was walked\n")
                                              + walk.problems.join(QLatin1Char('\n'))));
        QStringList shown = walk.problems.mid(0, 40);
        if (walk.problems.size() > shown.size())
            shown << QStringLiteral("… and %1 more").arg(walk.problems.size() - shown.size());
        QVERIFY2(walk.problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problem(s) in %2 answer(s):\n").arg(walk.problems.size()).arg(walk.answers)
                            + shown.join(QLatin1Char('\n'))));
        qInfo("%s: %d answer(s), every field as the spec types it", qPrintable(walk.operation), walk.answers);
    }

    static QString audiencePath(const QStringList &row) // {audience id, page id}
    {
        return QStringLiteral("/v0/pages/%1/audiences/%2").arg(row.at(1), row.at(0));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString file = m_dir.filePath(QStringLiteral("schema.sqlite"));
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), file, QStringLiteral("--seed"), QStringLiteral("demo"),
                                  QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox.errorString()));
        m_http = std::make_unique<TestHttp>(m_sandbox.baseUrl(), m_sandbox.apiKey());
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("schema-ids"));
        m_db.setDatabaseName(file);
        m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        QVERIFY2(m_db.open(), qPrintable(m_db.lastError().text()));
    }

    void cleanupTestCase()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("schema-ids"));
    }

    // The walker itself fails, naming the path, on the known kinds of mistake.
    void walkerNamesTheField()
    {
        const QJsonObject link{{QStringLiteral("pageLinkId"), QStringLiteral("pl_1")},
                               {QStringLiteral("target"), QJsonObject{{QStringLiteral("targetType"), QStringLiteral("page")},
                                                                      {QStringLiteral("audienceId"), QJsonValue::Null}}},
                               {QStringLiteral("deletedAt"), QJsonValue::Null},
                               {QStringLiteral("colour"), QStringLiteral("red")}};
        const QJsonObject envelope{{QStringLiteral("items"), QJsonArray{link}},
                                   {QStringLiteral("hasMore"), false},
                                   {QStringLiteral("nextCursor"), QJsonValue::Null}};
        const QStringList problems = SpecSchema::schemaFor(Response::PageLinkSearch).problems(envelope, QStringLiteral("#17"));
        QCOMPARE(problems.size(), 4);
        QVERIFY(problems.contains(QStringLiteral("#17: $.totalCount: required, missing")));
        QVERIFY(problems.contains(QStringLiteral("#17: $.items[0].deletedAt: expected string, got null")));
        QVERIFY(problems.contains(QStringLiteral("#17: $.items[0].target.audienceId: expected string, got null")));
        QVERIFY(problems.contains(QStringLiteral("#17: $.items[0].colour: not a field of the spec (string sent)")));

        QJsonObject webhook{{QStringLiteral("subscriptionId"), QStringLiteral("w")}, {QStringLiteral("url"), QStringLiteral("u")},
                            {QStringLiteral("events"), QJsonValue::Null}, {QStringLiteral("active"), true},
                            {QStringLiteral("createdAt"), QStringLiteral("c")}, {QStringLiteral("updatedAt"), QStringLiteral("u")}};
        QCOMPARE(SpecSchema::schemaFor(Response::WebhookSubscription).problems(webhook, QStringLiteral("#21")), QStringList());
        webhook.insert(QStringLiteral("events"), QJsonArray{1});
        QCOMPARE(SpecSchema::schemaFor(Response::WebhookSubscription).problems(webhook, QStringLiteral("#21")),
                 QStringList{QStringLiteral("#21: $.events[0]: expected string, got number")});
    }

    void op01_createPersonLog()
    {
        Walk w = walk("#1 POST /v0/person_logs", Response::PersonLogCreated);
        const QJsonObject created = w.take(
            QStringLiteral("new person"),
            m_http->post(QStringLiteral("/v0/person_logs"),
                         QJsonObject{{QStringLiteral("source"), QStringLiteral("schema-check")},
                                     {QStringLiteral("type"), QStringLiteral("note-added")},
                                     {QStringLiteral("payload"), QJsonObject{{QStringLiteral("nothing"), QJsonValue::Null}}},
                                     {QStringLiteral("email"), QStringLiteral("schema.check@example.com")},
                                     {QStringLiteral("name"), QStringLiteral("Schema Check")}}));
        m_throwawayPerson = created.value(QStringLiteral("personId")).toString();
        QVERIFY(!m_throwawayPerson.isEmpty());
        w.take(QStringLiteral("same person, type left to its default, with a key"),
               m_http->post(QStringLiteral("/v0/person_logs"),
                            QJsonObject{{QStringLiteral("source"), QStringLiteral("schema-check")},
                                        {QStringLiteral("payload"), QJsonObject()},
                                        {QStringLiteral("personId"), m_throwawayPerson},
                                        {QStringLiteral("idempotencyKey"), QStringLiteral("schema-check-1")}}));
        verify(w);
    }

    void op02_listPersonLogs()
    {
        Walk w = walk("#2 GET /v0/persons/{person_id}/logs", Response::PersonLogList);
        // People with deleted entries first, so includeDeleted shows deletedAt set.
        const auto people = rows(QStringLiteral("SELECT person_id FROM person_logs GROUP BY person_id "
                                                "ORDER BY MAX(deleted_at IS NOT NULL) DESC, person_id LIMIT 150"));
        for (const QStringList &row : people)
            allPages(w, QStringLiteral("/v0/persons/%1/logs").arg(row.at(0)), QStringLiteral("&includeDeleted=true"));
        for (const QStringList &row : people.mid(0, 10))
            allPages(w, QStringLiteral("/v0/persons/%1/logs").arg(row.at(0)));
        allPages(w, QStringLiteral("/v0/persons/%1/logs").arg(m_throwawayPerson));
        verify(w);
    }

    void op03_updatePerson()
    {
        QVERIFY(!m_throwawayPerson.isEmpty());
        Walk w = walk("#3 PATCH /v0/persons/{person_id}", Response::Person);
        const QString path = QStringLiteral("/v0/persons/") + m_throwawayPerson;
        w.take(QStringLiteral("every field set"),
               m_http->patch(path, QJsonObject{{QStringLiteral("name"), QStringLiteral("Schema Check Renamed")},
                                               {QStringLiteral("email"), QStringLiteral("renamed@example.com")},
                                               {QStringLiteral("domain"), QStringLiteral("example.com")},
                                               {QStringLiteral("phoneNumber"), QStringLiteral("+4930123456")},
                                               {QStringLiteral("linkedinProfileUrl"),
                                                QStringLiteral("https://www.linkedin.com/in/schema-check")}}));
        w.take(QStringLiteral("every nullable field cleared"),
               m_http->patch(path, QJsonObject{{QStringLiteral("email"), QJsonValue::Null},
                                               {QStringLiteral("domain"), QJsonValue::Null},
                                               {QStringLiteral("phoneNumber"), QJsonValue::Null},
                                               {QStringLiteral("linkedinProfileUrl"), QJsonValue::Null}}));
        w.take(QStringLiteral("empty body"), m_http->patch(path, QJsonObject()));
        verify(w);
    }

    void op04_searchPersons()
    {
        Walk w = walk("#4 GET /v0/persons/search", Response::PersonSearch);
        allPages(w, QStringLiteral("/v0/persons/search"));
        allPages(w, QStringLiteral("/v0/persons/search"), QStringLiteral("&query=a"));
        allPages(w, QStringLiteral("/v0/persons/search"), QStringLiteral("&query=no-such-person-anywhere"));
        verify(w);
    }

    void op05_getAccount()
    {
        Walk w = walk("#5 GET /v0/accounts/{account_id}", Response::Account);
        for (const QStringList &row : rows(QStringLiteral("SELECT id FROM accounts ORDER BY id")))
            w.take(row.at(0), m_http->get(QStringLiteral("/v0/accounts/") + row.at(0)));
        verify(w);
    }

    void op06_listPages()
    {
        Walk w = walk("#6 GET /v0/pages", Response::PageList);
        allPages(w, QStringLiteral("/v0/pages"));
        verify(w);
    }

    void op07_getPage()
    {
        Walk w = walk("#7 GET /v0/pages/{page_id}", Response::Page);
        for (const QStringList &row : rows(QStringLiteral("SELECT id FROM pages ORDER BY id"))) // deleted ones too
            w.take(row.at(0), m_http->get(QStringLiteral("/v0/pages/") + row.at(0)));
        verify(w);
    }

    void op08_searchAudiences()
    {
        Walk w = walk("#8 GET /v0/audiences/search", Response::AudienceSearch);
        for (const QString &query : {QString(), QStringLiteral("&query=a"), QStringLiteral("&query=no-such-audience")}) {
            const QString request = QStringLiteral("/v0/audiences/search?limit=200") + query;
            w.take(request, m_http->get(request));
        }
        const QString small = QStringLiteral("/v0/audiences/search?limit=1&query=a"); // hasMore, maybe no total
        w.take(small, m_http->get(small));
        verify(w);
    }

    void op09_archiveAudience()
    {
        Walk w = walk("#9 DELETE /v0/pages/{page_id}/audiences/{audience_id}", Response::Audience);
        const auto live = rows(QStringLiteral("SELECT id, page_id FROM audiences WHERE archived_at IS NULL "
                                              "ORDER BY created_at DESC, id LIMIT 3"));
        QVERIFY(!live.isEmpty());
        for (const QStringList &row : live)
            w.take(audiencePath(row), m_http->del(audiencePath(row)));
        verify(w);
    }

    void op10_restoreAudience()
    {
        Walk w = walk("#10 POST /v0/pages/{page_id}/audiences/{audience_id}/restore", Response::Audience);
        const auto archived = rows(QStringLiteral("SELECT id, page_id FROM audiences WHERE archived_at IS NOT NULL ORDER BY id"));
        QVERIFY(!archived.isEmpty());
        for (const QStringList &row : archived)
            w.take(audiencePath(row), m_http->post(audiencePath(row) + QStringLiteral("/restore"), QJsonObject()));
        verify(w);
    }

    void op11_getVersion()
    {
        Walk w = walk("#11 GET /v0/pages/{page_id}/audiences/{audience_id}/versions/{version_id}",
                      Response::AudienceVersion);
        const auto versions = rows(QStringLiteral("SELECT v.audience_id, a.page_id, v.id FROM audience_versions v "
                                                  "JOIN audiences a ON a.id = v.audience_id ORDER BY v.id LIMIT 3000"));
        for (const QStringList &row : versions) {
            const QString path = audiencePath(row) + QStringLiteral("/versions/") + row.at(2);
            w.take(path, m_http->get(path));
        }
        verify(w);
    }

    // Before #12 and #13: its versions get published by #12, its conversation read by #13.
    void op14_sendMessage()
    {
        Walk w = walk("#14 POST /v0/pages/{page_id}/audiences/{audience_id}/messages", Response::MessageAccepted);
        const auto live = rows(QStringLiteral("SELECT id, page_id FROM audiences WHERE archived_at IS NULL ORDER BY id LIMIT 2"));
        QVERIFY(!live.isEmpty());
        for (const QStringList &row : live) {
            const QString path = audiencePath(row) + QStringLiteral("/messages");
            w.take(path, m_http->post(path, QJsonObject{{QStringLiteral("message"), QStringLiteral("Mention the free trial.")}}));
            // A second one at once interrupts the first if it is still running (a cancelled tool call).
            w.take(path, m_http->post(path, QJsonObject{{QStringLiteral("message"), QStringLiteral("Make it shorter.")},
                                                        {QStringLiteral("clientMessageId"), QStringLiteral("schema-") + row.at(0)},
                                                        {QStringLiteral("selectedElement"), QJsonObject()}}));
        }
        verify(w);
    }

    void op12_publishVersion()
    {
        Walk w = walk("#12 POST /v0/pages/{page_id}/audiences/{audience_id}/versions/{version_id}/publish",
                      Response::AudienceVersion);
        // One draft per audience: publishing a draft retires the audience's other versions, so a
        // second draft of the same audience would answer 409 (archived) by design.
        const QString drafts = QStringLiteral(
            "SELECT v.audience_id, a.page_id, MAX(v.id) FROM audience_versions v JOIN audiences a ON a.id = v.audience_id "
            "WHERE v.status = 'draft' AND a.archived_at IS NULL GROUP BY v.audience_id, a.page_id ORDER BY v.audience_id LIMIT 3");
        // #14's messages become drafts shortly (no processing delay): wait until none is still on
        // its way, so no newer draft replaces a chosen one between the choice and its publish.
        QTRY_VERIFY_WITH_TIMEOUT(rows(QStringLiteral("SELECT id FROM audience_versions WHERE status IN ('queued', 'processing')")).isEmpty(),
                                 15000);
        QTRY_VERIFY_WITH_TIMEOUT(!rows(drafts).isEmpty(), 15000);
        for (const QStringList &row : rows(drafts)) {
            const QString path = audiencePath(row) + QStringLiteral("/versions/") + row.at(2) + QStringLiteral("/publish");
            w.take(path, m_http->post(path, QJsonObject{{QStringLiteral("operationKey"), QStringLiteral("schema-") + row.at(2)}}));
        }
        const auto liveVersion = rows(QStringLiteral("SELECT v.audience_id, a.page_id, v.id FROM audience_versions v "
                                                     "JOIN audiences a ON a.id = v.audience_id WHERE v.status = 'published' "
                                                     "AND a.archived_at IS NULL ORDER BY v.id LIMIT 1"));
        for (const QStringList &row : liveVersion) { // publishing the live version again: a no-op answering it
            const QString path = audiencePath(row) + QStringLiteral("/versions/") + row.at(2) + QStringLiteral("/publish");
            w.take(path, m_http->post(path, QJsonObject()));
        }
        verify(w);
    }

    void op13_getMessages()
    {
        Walk w = walk("#13 GET /v0/pages/{page_id}/audiences/{audience_id}/messages", Response::Conversation);
        for (const QStringList &row : rows(QStringLiteral("SELECT id, page_id FROM audiences ORDER BY id LIMIT 1000"))) {
            const QString path = audiencePath(row) + QStringLiteral("/messages");
            w.take(path, m_http->get(path));
        }
        verify(w);
    }

    void op15_getSession()
    {
        Walk w = walk("#15 GET /v0/pages/{page_id}/audience_sessions/{audience_session_id}", Response::AudienceSession);
        // One session of each pattern of empty fields (a few hundred requests, not every session), by
        // its audience session ID and by its analytics session ID.
        const auto sessions = rows(QStringLiteral(
            "SELECT MIN(analytics_session_id), page_id, MIN(audience_session_id) FROM audience_sessions "
            "WHERE page_id IS NOT NULL GROUP BY page_id, audience_id IS NULL, audience_session_id IS NULL, "
            "computation_status, form_submission_email IS NULL, form_submission_identifier_type, "
            "form_submission_phone IS NULL, max_scroll_depth_percentage IS NULL, page_title IS NULL, "
            "page_url IS NULL, session_ended_at IS NULL, time_spent_seconds IS NULL, utm_campaign IS NULL, "
            "utm_content IS NULL, utm_medium IS NULL, utm_source IS NULL, utm_term IS NULL LIMIT 400"));
        for (const QStringList &row : sessions) {
            for (const QString &id : {row.at(0), row.at(2)}) {
                if (id.isEmpty())
                    continue;
                const QString path = QStringLiteral("/v0/pages/%1/audience_sessions/%2").arg(row.at(1), id);
                w.take(path, m_http->get(path));
            }
        }
        verify(w);
    }

    void op16_analytics()
    {
        Walk w = walk("#16 GET /v0/pages/{page_id}/analytics/audiences", Response::AnalyticsList);
        for (const QStringList &row : rows(QStringLiteral("SELECT id FROM pages ORDER BY id"))) {
            for (const QString &query : {QString(), QStringLiteral("?startDate=2000-01-01&endDate=2000-01-02"),
                                         QStringLiteral("?startDate=2020-01-01T00:00:00Z")}) {
                const QString path = QStringLiteral("/v0/pages/%1/analytics/audiences").arg(row.at(0)) + query;
                w.take(path, m_http->get(path));
            }
        }
        verify(w);
    }

    void op17_searchPageLinks()
    {
        Walk w = walk("#17 GET /v0/page_links/search", Response::PageLinkSearch);
        allPages(w, QStringLiteral("/v0/page_links/search"));
        for (const QStringList &row : rows(QStringLiteral("SELECT id FROM tenant_domains ORDER BY id")))
            allPages(w, QStringLiteral("/v0/page_links/search"), QStringLiteral("&tenantDomainId=") + TestHttp::encode(row.at(0)));
        for (const char *type : {"audience", "page", "page_routing"})
            allPages(w, QStringLiteral("/v0/page_links/search"), QStringLiteral("&targetType=") + QLatin1String(type));
        verify(w);
    }

    void op18_searchTopics()
    {
        Walk w = walk("#18 GET /v0/topics/search", Response::TopicSearch);
        allPages(w, QStringLiteral("/v0/topics/search"));
        allPages(w, QStringLiteral("/v0/topics/search"), QStringLiteral("&query=a"));
        verify(w);
    }

    void op19_listEntries()
    {
        Walk w = walk("#19 GET /v0/topics/{topic_id}/entries", Response::TopicEntryList);
        for (const QStringList &row : rows(QStringLiteral("SELECT id FROM topics ORDER BY id")))
            allPages(w, QStringLiteral("/v0/topics/%1/entries").arg(row.at(0)));
        verify(w);
    }

    void op20_createEntry()
    {
        Walk w = walk("#20 POST /v0/topics/{topic_id}/entries", Response::TopicEntry);
        const auto topics = rows(QStringLiteral("SELECT id FROM topics ORDER BY id LIMIT 1"));
        QVERIFY(!topics.isEmpty());
        const QString path = QStringLiteral("/v0/topics/%1/entries").arg(topics.first().at(0));
        const QJsonObject content{{QStringLiteral("type"), QStringLiteral("text")},
                                  {QStringLiteral("content"), QStringLiteral("Schema check entry")}};
        w.take(QStringLiteral("with sortOrder"),
               m_http->post(path, QJsonObject{{QStringLiteral("content"), content}, {QStringLiteral("sortOrder"), 7}}));
        w.take(QStringLiteral("without sortOrder"), m_http->post(path, QJsonObject{{QStringLiteral("content"), content}}));
        verify(w);
    }

    void op21_getWebhook()
    {
        Walk w = walk("#21 GET /v0/webhook_subscriptions/{subscription_id}", Response::WebhookSubscription);
        for (const QStringList &row : rows(QStringLiteral("SELECT id FROM webhook_subscriptions ORDER BY id")))
            w.take(row.at(0), m_http->get(QStringLiteral("/v0/webhook_subscriptions/") + row.at(0)));
        verify(w);
    }

    void op22_updateWebhook()
    {
        Walk w = walk("#22 PATCH /v0/webhook_subscriptions/{subscription_id}", Response::WebhookSubscription);
        const auto hooks = rows(QStringLiteral("SELECT id FROM webhook_subscriptions ORDER BY id DESC LIMIT 1"));
        QVERIFY(!hooks.isEmpty());
        const QString path = QStringLiteral("/v0/webhook_subscriptions/") + hooks.first().at(0);
        w.take(QStringLiteral("active"), m_http->patch(path, QJsonObject{{QStringLiteral("active"), false}}));
        w.take(QStringLiteral("events"),
               m_http->patch(path, QJsonObject{{QStringLiteral("events"), QJsonArray{QStringLiteral("form.submitted")}},
                                               {QStringLiteral("active"), true}}));
        w.take(QStringLiteral("no events"), m_http->patch(path, QJsonObject{{QStringLiteral("events"), QJsonArray()}}));
        verify(w);
    }

    // Not a failure: the fields no demo answer had, so a reader knows what the walk could not check.
    void reportUnseenFields()
    {
        QStringList unseen = (m_known - m_seen).values();
        unseen.sort();
        for (const QString &field : std::as_const(unseen))
            qInfo("no answer had this field, so it was not checked: %s", qPrintable(field));
    }
};

} // namespace tst_sandbox_schema

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_schema, TestSandboxSchema)
#include "tst_sandbox_schema.moc"
