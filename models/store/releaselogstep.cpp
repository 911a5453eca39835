#include "models/store/releaselogstep.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

namespace Audience::Models::StoreSchema {

namespace {

// Runs `query` (prepared, or `sql` when given) unless the fault point fails it first.
bool execOrFail(QSqlQuery &query, const Options &options, QSqlError *failure, const QString &sql = {})
{
    const std::optional<QSqlError> injected = options.injectedFault ? options.injectedFault() : std::nullopt;
    if (!injected && (sql.isEmpty() ? query.exec() : query.exec(sql)))
        return true;
    *failure = injected ? *injected : query.lastError();
    return false;
}

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1StringView(key)).toString(); // "" when absent: the columns are NOT NULL
}

// One release as the kept list held it (the format ReleaseLog wrote before this step).
bool insertRelease(QSqlDatabase &db, const QJsonObject &release, const Options &options, QSqlError *failure)
{
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT OR IGNORE INTO releases (release_id, run_id, started_at, finished) VALUES (?, ?, ?, ?)"));
    insert.addBindValue(text(release, "releaseId"));
    insert.addBindValue(text(release, "runId"));
    insert.addBindValue(text(release, "startedAt"));
    insert.addBindValue(release.value(QStringLiteral("finished")).toBool() ? 1 : 0);
    if (!execOrFail(insert, options, failure))
        return false;
    QSqlQuery member(db);
    member.prepare(QStringLiteral("INSERT OR IGNORE INTO release_members (release_id, position, page_id, audience_id, label,"
                                  " version_id, version_number, operation_key, skipped) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const QJsonArray members = release.value(QStringLiteral("members")).toArray();
    for (qsizetype position = 0; position < members.size(); ++position) {
        const QJsonObject m = members.at(position).toObject();
        member.addBindValue(text(release, "releaseId"));
        member.addBindValue(position);
        member.addBindValue(text(m, "pageId"));
        member.addBindValue(text(m, "audienceId"));
        member.addBindValue(text(m, "label"));
        member.addBindValue(text(m, "versionId"));
        member.addBindValue(m.value(QStringLiteral("versionNumber")).toInteger());
        member.addBindValue(text(m, "operationKey"));
        member.addBindValue(text(m, "skipped"));
        if (!execOrFail(member, options, failure))
            return false;
    }
    return true;
}

} // namespace

bool moveReleasesOutOfKeptList(QSqlDatabase &db, const Options &options, QSqlError *failure)
{
    QList<QJsonObject> releases;
    {
        // Oldest first (the list kept the newest at the front), so the order begun is kept.
        QSqlQuery kept(db);
        if (!execOrFail(kept, options, failure, QStringLiteral("SELECT entry FROM kept_lists WHERE list = 'releases' ORDER BY position DESC")))
            return false;
        while (kept.next())
            releases.append(QJsonDocument::fromJson(kept.value(0).toString().toUtf8()).object());
    }
    for (const QJsonObject &release : std::as_const(releases)) {
        if (!text(release, "releaseId").isEmpty() && !insertRelease(db, release, options, failure))
            return false;
    }
    QSqlQuery forget(db);
    return execOrFail(forget, options, failure,
                      QStringLiteral("DELETE FROM kept_lists WHERE list = 'releases' OR (list = '#written' AND item_id = 'releases')"));
}

} // namespace Audience::Models::StoreSchema
