#pragma once

// A made-up journal for the Activity tests, benchmark and screenshots: `count` entries written
// straight into the store's `journal` table in one transaction (100 000 in about a second), with
// every operation, area and outcome. The rule for each entry is in entryFor(), so a test can count
// what a filter must keep without reading the store.
#include "models/store/journalentry.h"
#include "models/store/journaltextindex.h"
#include "models/store/profiledatabase.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <limits>

namespace Audience::Testing::Journal {

// The run of a console that is no longer running: its pending entries are "not confirmed".
inline const QString earlierRun = QStringLiteral("earlier-run");

struct Generated
{
    QString operation;
    QString area;
    QString pageId;
    QString audienceId;
    QString targetId;
    QString targetLabel;
    QString key;
    QString outcome; // as stored: done, failed, pending, discarded
    bool thisRun = false;
    QJsonObject body;
    QJsonObject answer;
    QString error;
};

// Entry n (1-based; its id in a fresh store). Outcomes: every 10th failed, every 97th pending from
// an earlier run (not confirmed), every 101st discarded, every 211th pending in this run, else done
// (first rule that applies, in that order).
inline Generated entryFor(qint64 n)
{
    static const QString operations[] = {
        QStringLiteral("sendMessage"),   QStringLiteral("publishVersion"),  QStringLiteral("archiveAudience"),
        QStringLiteral("restoreAudience"), QStringLiteral("updatePerson"),  QStringLiteral("createPersonLog"),
        QStringLiteral("createTopicEntry"), QStringLiteral("updateWebhookSubscription")};
    static const QString areas[] = {QStringLiteral("workspace"), QStringLiteral("workspace"), QStringLiteral("audiences"),
                                    QStringLiteral("audiences"), QStringLiteral("people"),    QStringLiteral("people"),
                                    QStringLiteral("topics"),    QStringLiteral("webhooks")};
    Generated e;
    const int kind = int(n % 8);
    e.operation = operations[kind];
    e.area = areas[kind];
    const qint64 audience = n % 50;
    if (kind < 4) {
        e.pageId = QStringLiteral("page_%1").arg(audience % 5);
        e.audienceId = QStringLiteral("aud_%1").arg(audience);
        e.targetLabel = QStringLiteral("Audience %1").arg(audience);
        e.targetId = kind == 1 ? QStringLiteral("ver_%1").arg(n) : QString();
    } else if (kind < 6) {
        e.targetId = QStringLiteral("per_%1").arg(n % 300);
        e.targetLabel = QStringLiteral("Person %1").arg(n % 300);
    } else if (kind == 6) {
        e.targetId = QStringLiteral("topic_%1").arg(n % 20);
        e.targetLabel = QStringLiteral("Topic %1").arg(n % 20);
    } else {
        e.targetId = QStringLiteral("whsub_%1").arg(n % 7);
    }
    e.key = QStringLiteral("key-%1").arg(n);
    e.body = kind == 0 ? QJsonObject{{QStringLiteral("message"), QStringLiteral("Make the headline shorter, number %1").arg(n)},
                                     {QStringLiteral("clientMessageId"), e.key}}
                       : QJsonObject{{QStringLiteral("operationKey"), e.key}};
    if (n % 10 == 0) {
        e.outcome = QStringLiteral("failed");
        e.error = QStringLiteral("Service unavailable (503) on try %1").arg(n);
    } else if (n % 97 == 0) {
        e.outcome = QStringLiteral("pending");
    } else if (n % 101 == 0) {
        e.outcome = QStringLiteral("discarded");
    } else if (n % 211 == 0) {
        e.outcome = QStringLiteral("pending");
        e.thisRun = true;
    } else {
        e.outcome = QStringLiteral("done");
        e.answer = kind == 1 ? QJsonObject{{QStringLiteral("versionId"), e.targetId}, {QStringLiteral("versionNumber"), n}}
                             : QJsonObject{{QStringLiteral("ok"), true}};
    }
    return e;
}

// When entry n started: one a minute, the last `count`-th at `newest`.
inline QDateTime startOf(qint64 n, qint64 count, const QDateTime &newest)
{
    return newest.addSecs(-60 * (count - n));
}

inline QVariant jsonText(const QJsonObject &object)
{
    return object.isEmpty() ? QVariant() : QVariant(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
}

// Appends entries 1..count (ids 1..count in a fresh store). False with the reason on failure.
inline bool fill(Models::ProfileDatabase &store, qint64 count, QString *error,
                 const QDateTime &newest = QDateTime::currentDateTimeUtc())
{
    return store
        .inTransaction([&]() -> Models::StoreResult<void> {
        QSqlQuery query(store.database());
        query.prepare(QStringLiteral(
            "INSERT INTO journal (started_at, finished_at, run_id, operation, area, page_id, audience_id, target_id,"
            " target_label, body, idempotency_key, outcome, answer, error, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?, ?, ?, 1)"));
        for (qint64 n = 1; n <= count; ++n) {
            const Generated e = entryFor(n);
            const QDateTime started = startOf(n, count, newest);
            query.addBindValue(started.toString(Qt::ISODateWithMs));
            query.addBindValue(e.outcome == QLatin1StringView("pending") ? QVariant()
                                                                         : QVariant(started.addMSecs(420).toString(Qt::ISODateWithMs)));
            query.addBindValue(e.thisRun ? store.runId() : earlierRun);
            for (const QString &text : {e.operation, e.area, e.pageId, e.audienceId, e.targetId, e.targetLabel})
                query.addBindValue(text.isNull() ? QStringLiteral("") : text); // NOT NULL columns
            query.addBindValue(jsonText(e.body));
            query.addBindValue(e.key);
            query.addBindValue(e.outcome);
            query.addBindValue(jsonText(e.answer));
            query.addBindValue(e.error.isEmpty() ? QVariant() : QVariant(e.error));
            if (!query.exec()) {
                *error = query.lastError().text();
                return Models::StoreError::fromSqlError(query.lastError());
            }
        }
        return {};
    })
        .ok();
}

// Indexes every entry queued for the journal's text index at once, on the store's own connection
// (the console leaves that to its background worker, a batch at a time). False with the reason.
inline bool indexAll(Models::ProfileDatabase &store, QString *error)
{
    QSqlDatabase db = store.database();
    const Models::StoreResult<int> handled = Models::JournalTextIndex::indexQueued(db, std::numeric_limits<int>::max());
    if (!handled && error)
        *error = handled.error().detail;
    return handled.ok();
}

// Appends one entry as given (for pictures and hand-made cases), started at `started`, finished a
// moment later unless pending, journaled by `runId`. Its id, or 0 on failure.
inline qint64 insert(Models::ProfileDatabase &store, const Generated &e, const QDateTime &started, const QString &runId)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral(
        "INSERT INTO journal (started_at, finished_at, run_id, operation, area, page_id, audience_id, target_id,"
        " target_label, body, idempotency_key, outcome, answer, error, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
        " ?, ?, ?, ?, 1)"));
    query.addBindValue(started.toUTC().toString(Qt::ISODateWithMs));
    query.addBindValue(e.outcome == QLatin1StringView("pending") ? QVariant()
                                                                 : QVariant(started.toUTC().addMSecs(640).toString(Qt::ISODateWithMs)));
    query.addBindValue(runId);
    for (const QString &text : {e.operation, e.area, e.pageId, e.audienceId, e.targetId, e.targetLabel})
        query.addBindValue(text.isNull() ? QStringLiteral("") : text); // NOT NULL columns
    query.addBindValue(jsonText(e.body));
    query.addBindValue(e.key);
    query.addBindValue(e.outcome);
    query.addBindValue(jsonText(e.answer));
    query.addBindValue(e.error.isEmpty() ? QVariant() : QVariant(e.error));
    return query.exec() ? query.lastInsertId().toLongLong() : 0;
}

} // namespace Audience::Testing::Journal
