#include "models/workspace/versionsseentable.h"

#include "models/store/profilestore.h"
#include "net/jsonreader.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Audience::Models::VersionsSeenTable {

Q_LOGGING_CATEGORY(lcVersionsSeen, "audience.models.versions")

QList<Row> load(ProfileStore &store)
{
    QList<Row> rows;
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("SELECT version_id, page_id, record FROM versions_seen"))) {
        qCWarning(lcVersionsSeen) << "cannot read the versions seen:" << query.lastError().text();
        return rows;
    }
    while (query.next()) {
        Row row;
        if (const auto error = Net::decodeJson(query.value(2).toString().toUtf8(), row.version)) {
            qCWarning(lcVersionsSeen) << "skipping stored version" << query.value(0).toString() << ":" << error->toString();
            continue;
        }
        row.pageId = query.value(1).toString();
        rows.append(std::move(row));
    }
    return rows;
}

bool upsert(ProfileStore &store, const Net::AudienceVersion &version, const QString &pageId)
{
    if (version.versionId.isEmpty() || !store.isOpen())
        return false;
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral(
        "INSERT INTO versions_seen (version_id, audience_id, page_id, version_number, status, record, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(version_id) DO UPDATE SET audience_id = excluded.audience_id,"
        " page_id = CASE WHEN excluded.page_id <> '' THEN excluded.page_id ELSE versions_seen.page_id END,"
        " version_number = excluded.version_number, status = excluded.status, record = excluded.record,"
        " updated_at = excluded.updated_at"));
    // Null QStrings would bind as NULL; the columns are NOT NULL.
    query.addBindValue(version.versionId);
    query.addBindValue(version.audienceId.isNull() ? QStringLiteral("") : version.audienceId);
    query.addBindValue(pageId.isNull() ? QStringLiteral("") : pageId);
    query.addBindValue(version.versionNumber);
    query.addBindValue(version.status.isNull() ? QStringLiteral("") : version.status);
    query.addBindValue(QString::fromUtf8(QJsonDocument(Net::toJsonObject(version)).toJson(QJsonDocument::Compact)));
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (query.exec())
        return true;
    qCWarning(lcVersionsSeen) << "cannot keep version" << version.versionId << ":" << query.lastError().text();
    return false;
}

} // namespace Audience::Models::VersionsSeenTable
