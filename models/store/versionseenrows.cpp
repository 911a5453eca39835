// The versions the console has seen (table versions_seen), as StoreConnection's typed functions:
// the service's AudienceVersion as JSON, with its page when known.
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

StoreResult<QList<StoreConnection::LearntRecord>> StoreConnection::versionsSeen()
{
    StoreQuery query = statement(Statement::VersionsSeenAll, "SELECT version_id, page_id, record FROM versions_seen");
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QList<LearntRecord> records;
    while (query.next())
        records.append({query.value(0).toString(), query.value(1).toString(), query.value(2).toString().toUtf8()});
    return records;
}

StoreResult<void> StoreConnection::upsertVersionSeen(const LearntRecord &version, const QString &audienceId, qint64 versionNumber,
                                                     const QString &status)
{
    if (version.id.isEmpty() || !m_connected)
        return StoreError::refused(version.id.isEmpty() ? QStringLiteral("a version without an ID") : QStringLiteral("the store is not open"));
    // Keeps the page already stored when none is given.
    StoreQuery query = statement(Statement::VersionSeenUpsert,
                                 "INSERT INTO versions_seen (version_id, audience_id, page_id, version_number, status, record, updated_at)"
                                 " VALUES (:version_id, :audience_id, :page_id, :version_number, :status, :record, :updated_at)"
                                 " ON CONFLICT(version_id) DO UPDATE SET audience_id = excluded.audience_id,"
                                 " page_id = CASE WHEN excluded.page_id <> '' THEN excluded.page_id ELSE versions_seen.page_id END,"
                                 " version_number = excluded.version_number, status = excluded.status, record = excluded.record,"
                                 " updated_at = excluded.updated_at");
    query.bind(":version_id", version.id).bindText(":audience_id", audienceId).bindText(":page_id", version.pageId);
    query.bind(":version_number", versionNumber).bindText(":status", status).bind(":record", QString::fromUtf8(version.json));
    query.bind(":updated_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    noteWrite();
    return query.exec();
}

} // namespace Audience::Models
