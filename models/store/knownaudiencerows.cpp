// The known audiences (table known_audiences), as StoreConnection's typed functions: one row an
// audience, the service's Audience object as JSON.
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

StoreResult<QList<StoreConnection::LearntRecord>> StoreConnection::knownAudiences()
{
    StoreQuery query = statement(Statement::KnownAudiencesAll, "SELECT audience_id, page_id, record FROM known_audiences");
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QList<LearntRecord> records;
    while (query.next())
        records.append({query.value(0).toString(), query.value(1).toString(), query.value(2).toString().toUtf8()});
    return records;
}

StoreResult<void> StoreConnection::upsertKnownAudience(const QString &audienceId, const QString &pageId, const QByteArray &json)
{
    if (audienceId.isEmpty() || !m_connected)
        return StoreError::refused(audienceId.isEmpty() ? QStringLiteral("an audience without an ID") : QStringLiteral("the store is not open"));
    StoreQuery query = statement(Statement::KnownAudienceUpsert,
                                 "INSERT INTO known_audiences (audience_id, page_id, record, updated_at)"
                                 " VALUES (:audience_id, :page_id, :record, :updated_at)"
                                 " ON CONFLICT(audience_id) DO UPDATE SET page_id = excluded.page_id, record = excluded.record,"
                                 " updated_at = excluded.updated_at");
    query.bind(":audience_id", audienceId).bindText(":page_id", pageId).bind(":record", QString::fromUtf8(json));
    query.bind(":updated_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    noteWrite();
    return query.exec();
}

} // namespace Audience::Models
