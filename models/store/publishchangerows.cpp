// What each publish this console made changed (table publish_changes), as StoreConnection's typed
// functions: per field, the value before and after, recorded with the publish's intent.
#include "models/store/storeconnection.h"

namespace Audience::Models {

StoreResult<void> StoreConnection::recordPublishChanges(const QString &versionId, const QList<PublishChangeRecord> &fields)
{
    if (versionId.isEmpty() || !m_connected)
        return StoreError::refused(versionId.isEmpty() ? QStringLiteral("a publish without a version") : QStringLiteral("the store is not open"));
    noteWrite();
    // A publish sent again (a retry) records what its confirmation showed then: the newest reading.
    return inTransaction([&]() -> StoreResult<void> {
        StoreQuery forget = statement(Statement::PublishChangesForget, "DELETE FROM publish_changes WHERE version_id = :version_id");
        if (StoreResult<void> forgotten = forget.bind(":version_id", versionId).exec(); !forgotten)
            return forgotten;
        const QString now = timeText(QDateTime::currentDateTimeUtc());
        for (const PublishChangeRecord &field : fields) {
            StoreQuery query = statement(Statement::PublishChangeWrite,
                                         "INSERT OR REPLACE INTO publish_changes (version_id, audience_id, page_id, version_number,"
                                         " field, before, after, recorded_at) VALUES (:version_id, :audience_id, :page_id,"
                                         " :version_number, :field, :before, :after, :recorded_at)");
            query.bind(":version_id", versionId).bindText(":audience_id", field.audienceId).bindText(":page_id", field.pageId);
            query.bind(":version_number", field.versionNumber).bindText(":field", field.field).bindText(":before", field.before);
            query.bindText(":after", field.after).bind(":recorded_at", now);
            if (StoreResult<void> written = query.exec(); !written)
                return written;
        }
        return {};
    });
}

StoreResult<QList<PublishChangeRecord>> StoreConnection::publishChangesOf(const QString &audienceId)
{
    // Oldest publish first, its fields in the order they were recorded.
    StoreQuery query = statement(Statement::PublishChangesOfAudience,
                                 "SELECT version_id, page_id, version_number, field, before, after, recorded_at FROM publish_changes"
                                 " WHERE audience_id = :audience_id ORDER BY version_number, rowid");
    query.bind(":audience_id", audienceId);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QList<PublishChangeRecord> records;
    while (query.next()) {
        PublishChangeRecord record;
        record.versionId = query.value(0).toString();
        record.audienceId = audienceId;
        record.pageId = query.value(1).toString();
        record.versionNumber = query.value(2).toLongLong();
        record.field = query.value(3).toString();
        record.before = query.value(4).toString();
        record.after = query.value(5).toString();
        record.recordedAt = QDateTime::fromString(query.value(6).toString(), Qt::ISODateWithMs);
        records.append(record);
    }
    return records;
}

} // namespace Audience::Models
