// --seed demo, --seed scale:N and --seed wide:N: what the seeded world contains, that it keeps the contract's stable
// IDs, that it is deterministic, that it matches the lifecycle's rules, and that it only fills an empty
// database. The seeder is compiled into this test and writes to in-memory databases.
#include "database.h"
#include "seeder.h"
#include "seedwriter.h"
#include "sessionstore.h"
#include "sql.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QTimeZone>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_sandbox_seeder {

using Sandbox::SeedRequest;
using Sandbox::Seeder;

namespace {

const QDateTime anchor(QDate(2025, 3, 14), QTime(0, 0), QTimeZone::utc());

struct Seeded
{
    std::unique_ptr<Sandbox::Database> database;
    QSqlDatabase db() const { return database->connection(); }
};

Seeded seed(const QString &spec)
{
    static int connection = 0;
    Seeded result{std::make_unique<Sandbox::Database>(QStringLiteral(":memory:"), QStringLiteral("seed-%1").arg(++connection))};
    QString error;
    if (!result.database->open(&error))
        qFatal("cannot open: %s", qPrintable(error));
    const auto request = SeedRequest::parse(spec, &error);
    if (!request)
        qFatal("bad spec: %s", qPrintable(error));
    Seeder seeder(result.db());
    seeder.setAnchor(anchor);
    bool seeded = false;
    if (!seeder.seed(*request, &seeded, &error) || !seeded)
        qFatal("seeding failed: %s", qPrintable(error));
    return result;
}

QVariant scalar(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (!query.exec(statement) || !query.next())
        return {};
    return query.value(0);
}

QStringList column(const QSqlDatabase &db, const QString &statement)
{
    QStringList values;
    QSqlQuery query(db);
    query.exec(statement);
    while (query.next())
        values.append(query.value(0).toString());
    return values;
}

// Every row of every table, as text, in a stable order.
QStringList dump(const QSqlDatabase &db)
{
    QStringList lines;
    for (const QString &table : column(db, QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"))) {
        QSqlQuery query(db);
        query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1, 2").arg(table));
        while (query.next()) {
            QStringList fields{table};
            for (int i = 0; i < query.record().count(); ++i)
                fields.append(query.value(i).toString());
            lines.append(fields.join(u'|'));
        }
    }
    return lines;
}

} // namespace

class TestSandboxSeeder : public QObject
{
    Q_OBJECT
private slots:
    void parsesTheSeedOption()
    {
        QString error;
        QCOMPARE(SeedRequest::parse(QStringLiteral("demo"), &error)->kind, SeedRequest::Kind::Demo);
        const auto scale = SeedRequest::parse(QStringLiteral("scale:250"), &error);
        QVERIFY(scale.has_value());
        QCOMPARE(scale->pages, 250);
        for (const char *bad : {"", "Demo", "scale", "scale:", "scale:0", "scale:-3", "scale:x", "scale:1000001", "wide"}) {
            error.clear();
            QVERIFY2(!SeedRequest::parse(QString::fromLatin1(bad), &error).has_value(), bad);
            QVERIFY(!error.isEmpty());
        }
        const auto wide = SeedRequest::parse(QStringLiteral("wide:500"), &error);
        QVERIFY(wide.has_value());
        QCOMPARE(wide->kind, SeedRequest::Kind::Wide);
        QCOMPARE(wide->audiences, 500);
        QCOMPARE(SeedRequest::parse(QStringLiteral("wide:5000"), &error)->audiences, 5000);
        for (const char *bad : {"wide:", "wide:0", "wide:-1", "wide:x", "wide:5001"}) {
            error.clear();
            QVERIFY2(!SeedRequest::parse(QString::fromLatin1(bad), &error).has_value(), bad);
            QVERIFY2(error.startsWith(u"wide:N needs N between 1 and 5000"), qPrintable(error));
        }
    }

    void formatsTimestampsLikeTheApi()
    {
        const QList<QDateTime> samples{
            QDateTime(QDate(1970, 1, 1), QTime(0, 0), QTimeZone::utc()),
            QDateTime(QDate(2000, 2, 29), QTime(23, 59, 59, 999), QTimeZone::utc()),
            QDateTime(QDate(2024, 12, 31), QTime(12, 5, 7, 42), QTimeZone::utc()),
            QDateTime(QDate(2025, 3, 1), QTime(0, 0, 0, 1), QTimeZone::utc()),
            QDateTime(QDate(2100, 3, 1), QTime(6, 30), QTimeZone::utc()),
        };
        for (const QDateTime &when : samples)
            QCOMPARE(Sandbox::SeedWriter::timestamp(when), when.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ")));
    }

    void demoKeepsTheContractsIds()
    {
        const Seeded s = seed(QStringLiteral("demo"));
        const QSqlDatabase db = s.db();
        QCOMPARE(column(db, QStringLiteral("SELECT id FROM pages ORDER BY created_at, id")).size(), 12);
        QCOMPARE(column(db, QStringLiteral("SELECT id FROM pages ORDER BY created_at, id")).first(), QStringLiteral("page_demo_01"));
        QCOMPARE(column(db, QStringLiteral("SELECT id FROM pages ORDER BY created_at, id")).last(), QStringLiteral("page_demo_12"));
        // 60 by the pattern, and aud_demo_061 on page_demo_01 (the publish that hurt).
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences")).toInt(), 61);
        QCOMPARE(column(db, QStringLiteral("SELECT id FROM audiences WHERE page_id = 'page_demo_01' ORDER BY id")),
                 (QStringList{QStringLiteral("aud_demo_001"), QStringLiteral("aud_demo_002"), QStringLiteral("aud_demo_003"),
                              QStringLiteral("aud_demo_004"), QStringLiteral("aud_demo_005"), QStringLiteral("aud_demo_061")}));
        // Version 1 of every audience was published (and may have been replaced since).
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_versions WHERE version_number = 1 AND id LIKE 'ver\\_demo\\_%' ESCAPE '\\' AND "
                                           "published_at IS NOT NULL")).toInt(), 61);
        QCOMPARE(scalar(db, QStringLiteral("SELECT status FROM audience_versions WHERE id = 'ver_demo_006_1'")).toString(),
                 QStringLiteral("published"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT status FROM audience_versions WHERE id = 'ver_demo_001_3'")).toString(),
                 QStringLiteral("published"));
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM persons")).toInt() >= 200);
        QCOMPARE(scalar(db, QStringLiteral("SELECT MIN(id) FROM persons")).toString(), QStringLiteral("person_demo_0001"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT MIN(id) FROM accounts")).toString(),
                 QStringLiteral("account_demo0000000000000000000001"));
        static const QRegularExpression accountPattern(QStringLiteral("^account_[a-z0-9]{26}$"));
        for (const QString &id : column(db, QStringLiteral("SELECT id FROM accounts")))
            QVERIFY2(accountPattern.match(id).hasMatch(), qPrintable(id));
        QCOMPARE(scalar(db, QStringLiteral("SELECT MIN(audience_session_id) FROM audience_sessions")).toString(),
                 QStringLiteral("sess_demo_00001"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT MIN(id) FROM topics")).toString(), QStringLiteral("topic_demo_1"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT active || ',' || url FROM webhook_subscriptions WHERE id = 'whsub_demo_1'")).toString(),
                 QStringLiteral("0,http://127.0.0.1:9/webhooks"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT active FROM webhook_subscriptions WHERE id = 'whsub_demo_2'")).toInt(), 0);
    }

    void demoCoversEveryKindAndState()
    {
        const Seeded s = seed(QStringLiteral("demo"));
        const QSqlDatabase db = s.db();
        QCOMPARE(column(db, QStringLiteral("SELECT DISTINCT page_type FROM pages ORDER BY 1")),
                 (QStringList{QStringLiteral("call_followup"), QStringLiteral("custom"), QStringLiteral("inbound"),
                              QStringLiteral("outbound"), QStringLiteral("sales_deck")}));
        QCOMPARE(column(db, QStringLiteral("SELECT DISTINCT status FROM pages ORDER BY 1")),
                 (QStringList{QStringLiteral("archived"), QStringLiteral("draft"), QStringLiteral("published")}));
        QCOMPARE(column(db, QStringLiteral("SELECT DISTINCT status FROM audience_versions ORDER BY 1")),
                 (QStringList{QStringLiteral("archived"), QStringLiteral("cancelled"), QStringLiteral("draft"),
                              QStringLiteral("processing"), QStringLiteral("published"), QStringLiteral("queued")}));
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences WHERE archived_at IS NOT NULL")).toInt() >= 3);
        QCOMPARE(column(db, QStringLiteral("SELECT DISTINCT target_type FROM page_links ORDER BY 1")),
                 (QStringList{QStringLiteral("audience"), QStringLiteral("page"), QStringLiteral("page_routing")}));
        QCOMPARE(column(db, QStringLiteral("SELECT DISTINCT status FROM changes ORDER BY 1")),
                 (QStringList{QStringLiteral("applied"), QStringLiteral("pending")}));
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM person_logs WHERE deleted_at IS NOT NULL")).toInt() > 0);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM account_persons")).toInt() > 0);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM topic_entries")).toInt() > 10);
        QCOMPARE(column(db, QStringLiteral("SELECT DISTINCT computation_status FROM audience_sessions ORDER BY 1")),
                 (QStringList{QStringLiteral("completed"), QStringLiteral("failed"), QStringLiteral("pending")}));
        QCOMPARE(column(db, QStringLiteral("SELECT DISTINCT form_submission_identifier_type FROM audience_sessions "
                                           "WHERE form_submission_identifier_type IS NOT NULL ORDER BY 1")),
                 (QStringList{QStringLiteral("email"), QStringLiteral("linkedin"), QStringLiteral("tel")}));
        // 90 days of sessions, none in the future.
        QCOMPARE(scalar(db, QStringLiteral("SELECT MIN(session_started_at) >= '2024-12-14' AND MAX(session_started_at) < "
                                           "'2025-03-14' FROM audience_sessions")).toInt(), 1);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(DISTINCT substr(session_started_at, 1, 10)) FROM audience_sessions")).toInt() >= 89);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions WHERE is_bounce = 1")).toInt() > 0, true);

        // Pages carry everything the Page object can hold.
        const QJsonObject metadata = QJsonDocument::fromJson(
            scalar(db, QStringLiteral("SELECT metadata_json FROM pages WHERE id = 'page_demo_01'")).toByteArray()).object();
        for (const char *key : {"title", "description", "keywords", "robots", "canonicalUrl", "ogTitle", "ogImageUrl",
                                "twitterCard", "twitterSite", "themeColor"})
            QVERIFY2(metadata.contains(QLatin1String(key)), key);
        const QJsonArray scripts = QJsonDocument::fromJson(
            scalar(db, QStringLiteral("SELECT scripts_json FROM pages WHERE id = 'page_demo_01'")).toByteArray()).array();
        QVERIFY(scripts.size() >= 2);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM pages WHERE action_card_widgets_json LIKE '%\"logos\"%'")).toInt() == 12);
    }

    void demoFollowsTheLifecycleRules()
    {
        const Seeded s = seed(QStringLiteral("demo"));
        const QSqlDatabase db = s.db();
        // Exactly one published version per audience, and it is the audience's published_version_id.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences a WHERE (SELECT COUNT(*) FROM audience_versions v "
                                           "WHERE v.audience_id = a.id AND v.status = 'published') <> 1")).toInt(), 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences a JOIN audience_versions v ON v.id = "
                                           "a.published_version_id WHERE v.status <> 'published'")).toInt(), 0);
        // latest_version_id is the highest version number.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences a JOIN audience_versions v ON v.id = a.latest_version_id "
                                           "WHERE v.version_number <> (SELECT MAX(version_number) FROM audience_versions w "
                                           "WHERE w.audience_id = a.id)")).toInt(), 0);
        // Version 1 of every audience exists; archived versions were obsoleted.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_versions WHERE version_number = 1")).toInt(), 61);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_versions WHERE status = 'archived' AND "
                                           "(obsolete_at IS NULL OR archived_at IS NULL)")).toInt(), 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_versions WHERE status = 'cancelled' AND cancelled_at IS NULL")).toInt(), 0);
        // No in-flight version on an archived audience; at most one in flight per audience.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_versions v JOIN audiences a ON a.id = v.audience_id "
                                           "WHERE a.archived_at IS NOT NULL AND v.status IN ('queued','processing')")).toInt(), 0);
        // Each conversation's published message answers the live version.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM conversations c JOIN audiences a ON a.id = c.audience_id "
                                           "JOIN messages m ON m.id = c.published_message_id WHERE m.version_id <> "
                                           "a.published_version_id")).toInt(), 0);
        // Pending changes belong to drafts only.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM changes c JOIN audience_versions v ON v.id = c.version_id "
                                           "WHERE c.status = 'pending' AND v.status <> 'draft'")).toInt(), 0);
        // Conversation IDs follow the store's convention (conv_ + the audience ID without its prefix).
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM conversations WHERE id <> 'conv_' || substr(audience_id, 5)")).toInt(), 0);
        // Timestamps are ISO 8601 UTC with milliseconds.
        static const QRegularExpression iso(QStringLiteral(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$)"));
        for (const QString &value : column(db, QStringLiteral("SELECT created_at FROM audience_versions UNION ALL SELECT "
                                                              "session_started_at FROM audience_sessions LIMIT 500")))
            QVERIFY2(iso.match(value).hasMatch(), qPrintable(value));
    }

    // Issue 11: the demo gives the audience workspace every state to look at (docs/sandbox.md,
    // "Workspace states in the demo data").
    void demoHasEveryWorkspaceState()
    {
        const Seeded s = seed(QStringLiteral("demo"));
        const QSqlDatabase db = s.db();
        const auto toolCalls = [&db](const QString &messageId) {
            return QJsonDocument::fromJson(scalar(db, QStringLiteral("SELECT tool_calls_json FROM messages WHERE id = '%1'")
                                                          .arg(messageId)).toByteArray()).array();
        };

        // aud_demo_003: a long conversation, renamed by a published version.
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM messages WHERE conversation_id = 'conv_demo_003'")).toInt() >= 40);
        QCOMPARE(scalar(db, QStringLiteral("SELECT v.custom_name || '|' || a.custom_name FROM audience_versions v JOIN audiences a ON "
                                           "a.published_version_id = v.id WHERE a.id = 'aud_demo_003'")).toString(),
                 QStringLiteral("FP&A leads at consultancies and agencies|FP&A leads at consultancies and agencies"));

        // Several tool calls in one answer, one of them failed with an error and no result.
        const QJsonArray calls = toolCalls(QStringLiteral("msg_demo_003_8_a"));
        QCOMPARE(calls.size(), 3);
        QStringList statuses;
        for (const QJsonValue &call : calls)
            statuses.append(call.toObject().value(u"status").toString());
        QCOMPARE(statuses, (QStringList{QStringLiteral("completed"), QStringLiteral("failed"), QStringLiteral("completed")}));
        const QJsonObject failed = calls.at(1).toObject();
        QVERIFY(!failed.value(u"error").toString().isEmpty());
        QVERIFY(failed.value(u"result").isNull());
        QCOMPARE(calls.at(2).toObject().value(u"name").toString(), QStringLiteral("update_audience_draft"));
        QCOMPARE(calls.at(0).toObject().value(u"error"), QJsonValue(QJsonValue::Null));
        // Across the demo: an error only on failed or cancelled calls, and always with a text there.
        QSqlQuery all(db);
        QVERIFY(all.exec(QStringLiteral("SELECT id, tool_calls_json FROM messages WHERE role = 'assistant'")));
        int failedCalls = 0;
        while (all.next()) {
            for (const QJsonValue &value : QJsonDocument::fromJson(all.value(1).toByteArray()).array()) {
                const QJsonObject call = value.toObject();
                const QString status = call.value(u"status").toString();
                const bool errorExpected = status == u"failed" || status == u"cancelled";
                QVERIFY2(call.value(u"error").isString() == errorExpected, qPrintable(all.value(0).toString()));
                QVERIFY2(!errorExpected || !call.value(u"error").toString().isEmpty(), qPrintable(all.value(0).toString()));
                failedCalls += status == u"failed" ? 1 : 0;
            }
        }
        QCOMPARE(failedCalls, 1);

        // Reasoning on every answer.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM messages WHERE has_snapshot = 1 AND reasoning = ''")).toInt(), 0);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM messages WHERE has_snapshot = 1")).toInt() > 60);

        // Interrupted replies: one kept its partial text and reasoning, the others carry the note.
        QCOMPARE(scalar(db, QStringLiteral("SELECT is_interrupted FROM messages WHERE id = 'msg_demo_003_21_a'")).toInt(), 1);
        const QString partial = scalar(db, QStringLiteral("SELECT content FROM messages WHERE id = 'msg_demo_003_21_a'")).toString();
        QVERIFY(partial.startsWith(QStringLiteral("I changed the meta description from")));
        QVERIFY(!partial.endsWith(u'.'));
        QVERIFY(!scalar(db, QStringLiteral("SELECT reasoning FROM messages WHERE id = 'msg_demo_003_21_a'")).toString().isEmpty());
        QCOMPARE(scalar(db, QStringLiteral("SELECT status FROM audience_versions WHERE id = 'ver_demo_003_21'")).toString(),
                 QStringLiteral("cancelled"));
        QCOMPARE(toolCalls(QStringLiteral("msg_demo_003_21_a")).first().toObject().value(u"status").toString(),
                 QStringLiteral("cancelled"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM messages WHERE is_interrupted = 1 AND content LIKE 'Stopped:%'")).toInt() > 0,
                 true);
        // Every interrupted message belongs to a cancelled version.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM messages m JOIN audience_versions v ON v.id = m.version_id "
                                           "WHERE m.is_interrupted = 1 AND v.status <> 'cancelled'")).toInt(), 0);

        // Several changes in one message: one set applied, one pending (title, description, keywords).
        QCOMPARE(column(db, QStringLiteral("SELECT field || ':' || status FROM changes WHERE message_id = 'msg_demo_003_11_a' ORDER BY id")),
                 (QStringList{QStringLiteral("metaTitle:applied"), QStringLiteral("metaDescription:applied"),
                              QStringLiteral("metaKeywords:applied")}));
        QCOMPARE(column(db, QStringLiteral("SELECT field || ':' || status FROM changes WHERE message_id = 'msg_demo_003_20_a' ORDER BY id")),
                 (QStringList{QStringLiteral("metaTitle:pending"), QStringLiteral("metaDescription:pending"),
                              QStringLiteral("metaKeywords:pending")}));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM changes WHERE audience_id = 'aud_demo_003' AND status = 'pending'")).toInt(), 5);
        // An answer that changed nothing: completed, no change rows.
        QCOMPARE(toolCalls(QStringLiteral("msg_demo_003_18_a")).first().toObject().value(u"status").toString(),
                 QStringLiteral("completed"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM changes WHERE message_id = 'msg_demo_003_18_a'")).toInt(), 0);

        // A version in each status, where docs/sandbox.md says.
        const QList<QPair<QString, QString>> statuses2{
            {QStringLiteral("ver_demo_005_3"), QStringLiteral("queued")},
            {QStringLiteral("ver_demo_011_3"), QStringLiteral("processing")},
            {QStringLiteral("ver_demo_003_23"), QStringLiteral("draft")},
            {QStringLiteral("ver_demo_003_19"), QStringLiteral("published")},
            {QStringLiteral("ver_demo_003_5"), QStringLiteral("cancelled")},
            {QStringLiteral("ver_demo_004_2"), QStringLiteral("cancelled")},
            {QStringLiteral("ver_demo_003_15"), QStringLiteral("archived")},
        };
        for (const auto &[id, status] : statuses2)
            QCOMPARE(scalar(db, QStringLiteral("SELECT status FROM audience_versions WHERE id = '%1'").arg(id)).toString(), status);
        // The processing one has its running call and no text yet; the queued one no answer at all.
        QCOMPARE(toolCalls(QStringLiteral("msg_demo_011_3_a")).first().toObject().value(u"status").toString(),
                 QStringLiteral("running"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM messages WHERE version_id = 'ver_demo_005_3'")).toInt(), 1);
    }

    // aud_demo_061 on page_demo_01 (docs/sandbox.md, "A publish that hurt"): version 3, published 10 days
    // before the anchor, changed three fields, and its campaign converts about 15 % before and about 8 % after.
    void demoHasAPublishThatHurt()
    {
        const Seeded s = seed(QStringLiteral("demo"));
        const QSqlDatabase db = s.db();
        QCOMPARE(column(db, QStringLiteral("SELECT id || ':' || status FROM audience_versions WHERE audience_id = 'aud_demo_061' "
                                           "ORDER BY version_number")),
                 (QStringList{QStringLiteral("ver_demo_061_1:archived"), QStringLiteral("ver_demo_061_2:archived"),
                              QStringLiteral("ver_demo_061_3:published")}));
        const QDateTime publishedAt = QDateTime::fromString(
            scalar(db, QStringLiteral("SELECT published_at FROM audience_versions WHERE id = 'ver_demo_061_3'")).toString(),
            Qt::ISODateWithMs);
        QCOMPARE(publishedAt.date(), anchor.date().addDays(-10));
        QVERIFY(publishedAt.time() < QTime(7, 0)); // before the day's first visit
        QCOMPARE(scalar(db, QStringLiteral("SELECT obsolete_at FROM audience_versions WHERE id = 'ver_demo_061_2'")).toString(),
                 publishedAt.toString(Qt::ISODateWithMs));
        // The conversation's applied changes give the values before and after that publish.
        QCOMPARE(column(db, QStringLiteral("SELECT field || ' | ' || previous_value || ' -> ' || new_value || ' | ' || status "
                                           "FROM changes WHERE version_id = 'ver_demo_061_3' ORDER BY id")),
                 (QStringList{
                     QStringLiteral("metaTitle | Forecast Studio for FP&A leads at SaaS scale-ups -> Forecast Studio pricing: "
                                    "plans from $900 a month | applied"),
                     QStringLiteral("metaDescription | Rolling forecasts that tie ARR, churn and hiring plans together, built "
                                    "for FP&A leads at SaaS scale-ups. -> See Forecast Studio plans and prices. Annual billing "
                                    "saves 15 %; every plan includes ERP sync. | applied"),
                     QStringLiteral("metaKeywords | rolling forecast, saas metrics, arr forecasting, driver-based planning -> "
                                    "saas metrics, arr forecasting, driver-based planning | applied")}));
        QCOMPARE(scalar(db, QStringLiteral("SELECT m.version_id FROM conversations c JOIN messages m ON m.id = c.published_message_id "
                                           "WHERE c.audience_id = 'aud_demo_061'")).toString(),
                 QStringLiteral("ver_demo_061_3"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM changes WHERE audience_id = 'aud_demo_061' AND status = 'pending'")).toInt(), 0);

        // Day by day: every day of the two weeks before converts 12-18 %, every day after 5-11 %; only the campaign's
        // visits reach the audience.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions WHERE audience_id = 'aud_demo_061' AND "
                                           "audience_session_id NOT LIKE 'sess\\_demo\\_h%' ESCAPE '\\'")).toInt(), 0);
        QSqlQuery days(db);
        QVERIFY(days.exec(QStringLiteral("SELECT substr(session_started_at, 1, 10), COUNT(*), SUM(has_conversion) FROM audience_sessions "
                                         "WHERE audience_id = 'aud_demo_061' GROUP BY 1 ORDER BY 1")));
        int seenDays = 0;
        qint64 before[2] = {0, 0}, after[2] = {0, 0}; // one-week windows around the publish day: sessions, conversions
        while (days.next()) {
            const int daysAgo = int(QDate::fromString(days.value(0).toString(), Qt::ISODate).daysTo(anchor.date()));
            const qint64 sessions = days.value(1).toLongLong(), conversions = days.value(2).toLongLong();
            QVERIFY2(daysAgo >= 1 && daysAgo <= 24, qPrintable(days.value(0).toString()));
            QVERIFY2(sessions >= 50 && sessions <= 64, qPrintable(days.value(0).toString()));
            const double rate = double(conversions) / double(sessions);
            if (daysAgo > 10)
                QVERIFY2(rate >= 0.12 && rate <= 0.18, qPrintable(days.value(0).toString()));
            else
                QVERIFY2(rate >= 0.05 && rate <= 0.11, qPrintable(days.value(0).toString()));
            qint64 *window = daysAgo >= 11 && daysAgo <= 17 ? before : daysAgo >= 3 && daysAgo <= 9 ? after : nullptr;
            if (window) {
                window[0] += sessions;
                window[1] += conversions;
            }
            ++seenDays;
        }
        QCOMPARE(seenDays, 24);
        QVERIFY2(before[0] >= 370 && before[0] <= 430 && after[0] >= 370 && after[0] <= 430,
                 qPrintable(QStringLiteral("%1 / %2").arg(before[0]).arg(after[0])));
        QVERIFY(double(before[1]) / double(before[0]) > 0.14 && double(before[1]) / double(before[0]) < 0.16);
        QVERIFY(double(after[1]) / double(after[0]) > 0.07 && double(after[1]) / double(after[0]) < 0.09);
    }

    void isDeterministic()
    {
        const Seeded first = seed(QStringLiteral("demo"));
        const Seeded second = seed(QStringLiteral("demo"));
        const QStringList a = dump(first.db()), b = dump(second.db());
        QCOMPARE(a.size(), b.size());
        QVERIFY(a == b);
    }

    void seedsOnlyAnEmptyDatabase()
    {
        const Seeded s = seed(QStringLiteral("demo"));
        const int pages = scalar(s.db(), QStringLiteral("SELECT COUNT(*) FROM pages")).toInt();
        Seeder again(s.db());
        bool seeded = true;
        QString error;
        QVERIFY(again.seed(SeedRequest{SeedRequest::Kind::Scale, 5}, &seeded, &error));
        QVERIFY(!seeded);
        QCOMPARE(scalar(s.db(), QStringLiteral("SELECT COUNT(*) FROM pages")).toInt(), pages);
    }

    void seedsAFileDatabaseAndRestoresItsSettings()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("seeded.db"));
        {
            Sandbox::Database database(path, QStringLiteral("seed-file"));
            QString error;
            QVERIFY2(database.open(&error), qPrintable(error));
            const int cacheBefore = scalar(database.connection(), QStringLiteral("PRAGMA cache_size")).toInt();
            const int tempStoreBefore = scalar(database.connection(), QStringLiteral("PRAGMA temp_store")).toInt();
            const QStringList indexesBefore = column(database.connection(), QStringLiteral(
                "SELECT name || ':' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name"));
            QVERIFY(!indexesBefore.isEmpty());
            Seeder seeder(database.connection());
            seeder.setAnchor(anchor);
            bool seeded = false;
            QVERIFY2(seeder.seed(SeedRequest{SeedRequest::Kind::Scale, 30}, &seeded, &error), qPrintable(error));
            QVERIFY(seeded);
            QCOMPARE(scalar(database.connection(), QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
            QCOMPARE(scalar(database.connection(), QStringLiteral("PRAGMA cache_size")).toInt(), cacheBefore);
            QCOMPARE(scalar(database.connection(), QStringLiteral("PRAGMA temp_store")).toInt(), tempStoreBefore);
            // The indexes dropped for the bulk write are all back, as they were.
            QCOMPARE(column(database.connection(), QStringLiteral(
                         "SELECT name || ':' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")),
                     indexesBefore);
            QCOMPARE(scalar(database.connection(), QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        }
        Sandbox::Database reopened(path, QStringLiteral("seed-file-2"));
        QString error;
        QVERIFY2(reopened.open(&error), qPrintable(error));
        QCOMPARE(scalar(reopened.connection(), QStringLiteral("SELECT COUNT(*) FROM pages")).toInt(), 30);
    }

    void scaleWritesInProportion()
    {
        const Seeded s = seed(QStringLiteral("scale:200"));
        const QSqlDatabase db = s.db();
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM pages")).toInt(), 200);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences")).toInt(), 1000);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions")).toInt(), 2000);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM persons")).toInt(), 100);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_versions WHERE status IN ('queued','processing')")).toInt(), 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences a WHERE (SELECT COUNT(*) FROM audience_versions v "
                                           "WHERE v.audience_id = a.id AND v.status = 'published') <> 1")).toInt(), 0);
        static const QRegularExpression accountPattern(QStringLiteral("^account_[a-z0-9]{26}$"));
        for (const QString &id : column(db, QStringLiteral("SELECT id FROM accounts")))
            QVERIFY2(accountPattern.match(id).hasMatch(), qPrintable(id));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM page_links")).toInt(), 400);
        QCOMPARE(column(db, QStringLiteral("SELECT DISTINCT target_type FROM page_links ORDER BY 1")),
                 (QStringList{QStringLiteral("audience"), QStringLiteral("page"), QStringLiteral("page_routing")}));

        // Rows written set-based (ScaleBulk) look like the rows written one by one.
        const QString iso = QStringLiteral("'[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'");
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions WHERE session_started_at NOT GLOB %1 "
                                           "OR session_ended_at NOT GLOB %1").arg(iso)).toInt(), 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences WHERE created_at NOT GLOB %1 OR updated_at NOT GLOB %1")
                            .arg(iso)).toInt(), 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions WHERE session_started_at < '2024-12-14' "
                                           "OR session_started_at >= '2025-03-14'")).toInt(), 0);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions WHERE audience_id IS NULL")).toInt() > 0);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions WHERE has_form_submit = 1")).toInt() > 0);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions WHERE is_bounce = 1")).toInt() > 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions s LEFT JOIN audiences a ON a.id = s.audience_id "
                                           "WHERE s.audience_id IS NOT NULL AND (a.id IS NULL OR a.page_id <> s.page_id)")).toInt(), 0);
        // aud_scale_0000001 has an edit (row by row), aud_scale_0000002 none (set-based): same page, an hour apart.
        const QDateTime first = QDateTime::fromString(
            scalar(db, QStringLiteral("SELECT created_at FROM audiences WHERE id = 'aud_scale_0000001'")).toString(), Qt::ISODateWithMs);
        const QDateTime second = QDateTime::fromString(
            scalar(db, QStringLiteral("SELECT created_at FROM audiences WHERE id = 'aud_scale_0000002'")).toString(), Qt::ISODateWithMs);
        QCOMPARE(first.secsTo(second), 3600);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_versions WHERE audience_id = 'aud_scale_0000001'")).toInt() == 2);
        QCOMPARE(scalar(db, QStringLiteral("SELECT computed_name FROM audiences WHERE id = 'aud_scale_0000002'")).toString(),
                 QStringLiteral("Supply chain heads at regional hospitals")); // roles()[10], industries()[2]
    }

    void wideWritesOnePageWithItsAudiences()
    {
        const Seeded s = seed(QStringLiteral("wide:50"));
        const QSqlDatabase db = s.db();
        QCOMPARE(column(db, QStringLiteral("SELECT id || ',' || status FROM pages")),
                 QStringList{QStringLiteral("page_wide_0001,published")});
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences WHERE page_id = 'page_wide_0001' "
                                           "AND archived_at IS NULL")).toInt(), 50);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences")).toInt(), 50);
        QCOMPARE(scalar(db, QStringLiteral("SELECT MIN(id) || ',' || MAX(id) FROM audiences")).toString(),
                 QStringLiteral("aud_wide_0001,aud_wide_0050"));
        // Readable, distinct names, some long enough for the console to elide.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(DISTINCT computed_name) FROM audiences")).toInt(), 50);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences WHERE length(computed_name) >= 60")).toInt() > 0);
        QVERIFY(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences WHERE length(computed_name) < 40")).toInt() > 0);
        // Each audience as the live service leaves it: version 1 published and live, version 2 a
        // draft waiting (one instruction answered, its changes pending): N drafts to publish.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences a JOIN audience_versions v ON v.id = "
                                           "a.published_version_id WHERE v.status = 'published' AND v.version_number = 1"))
                     .toInt(), 50);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audiences a JOIN audience_versions v ON v.id = "
                                           "a.latest_version_id WHERE v.status = 'draft' AND v.version_number = 2"))
                     .toInt(), 50);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(DISTINCT audience_id) FROM changes WHERE status = 'pending'")).toInt(), 50);
        // Sessions only on that page, each matched to one of its audiences, within the 90 days.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions s LEFT JOIN audiences a ON a.id = s.audience_id "
                                           "WHERE a.id IS NULL OR s.page_id <> 'page_wide_0001'")).toInt(), 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM audience_sessions WHERE session_started_at < '2024-12-14' "
                                           "OR session_started_at >= '2025-03-14'")).toInt(), 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT MIN(audience_session_id) FROM audience_sessions")).toString(),
                 QStringLiteral("sess_wide_000001"));
    }

    void wideGivesDifferingAnalytics()
    {
        const Seeded s = seed(QStringLiteral("wide:50"));
        Sandbox::Sql sql(s.db());
        Sandbox::SessionStore sessions(sql);
        const QJsonArray all = sessions.analytics(QStringLiteral("page_wide_0001"), QString(), QString());
        QCOMPARE(all.size(), 50);
        QSet<qint64> totals;
        QSet<double> bounceRates;
        qint64 sum = 0;
        for (const QJsonValue &item : all) {
            const qint64 total = item[u"totalSessions"].toInteger();
            totals.insert(total);
            bounceRates.insert(item[u"bounceRate"].toDouble());
            sum += total;
        }
        QVERIFY2(totals.size() >= 20, qPrintable(QString::number(totals.size())));
        QVERIFY(bounceRates.size() >= 20);
        QVERIFY(totals.contains(0));
        QVERIFY(*std::max_element(totals.cbegin(), totals.cend()) >= 150);

        // One day (the last before the anchor, as the route passes an RFC 3339 range): some sessions,
        // far fewer than in the whole range.
        const QString from = Sandbox::SeedWriter::timestamp(anchor.addDays(-1));
        const QString to = Sandbox::SeedWriter::timestamp(anchor.addMSecs(-1));
        const QJsonArray day = sessions.analytics(QStringLiteral("page_wide_0001"), from, to);
        QCOMPARE(day.size(), 50);
        qint64 daySum = 0;
        for (const QJsonValue &item : day)
            daySum += item[u"totalSessions"].toInteger();
        QVERIFY2(daySum > 0 && daySum < sum, qPrintable(QStringLiteral("%1 of %2").arg(daySum).arg(sum)));
    }

    void wideIsDeterministic()
    {
        const Seeded first = seed(QStringLiteral("wide:30"));
        const Seeded second = seed(QStringLiteral("wide:30"));
        QVERIFY(dump(first.db()) == dump(second.db()));
    }
};

} // namespace tst_sandbox_seeder

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_seeder, TestSandboxSeeder)
#include "tst_sandbox_seeder.moc"
