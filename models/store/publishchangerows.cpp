// What each publish this console made changed (table publish_changes), as StoreConnection's typed
// functions: per field, the value before and after, recorded with the publish's intent.
#include "models/store/storeconnection.h"

namespace Audience::Models {

bool StoreConnection::recordPublishChanges(const QString &versionId, const QList<PublishChangeRecord> &fields)
{
    if (versionId.isEmpty() || !m_connected)
        return false;
    noteWrite();
    // A publish sent again (a retry) records what its confirmation showed then: the newest reading.
    return inTransaction([&] {
        StoreQuery forget = statement(Statement::PublishChangesForget);
        forget.bind(versionId);
        if (!forget.exec())
            return false;
        const QString now = timeText(QDateTime::currentDateTimeUtc());
        for (const PublishChangeRecord &field : fields) {
            StoreQuery query = statement(Statement::PublishChangeWrite);
            query.bind(versionId).bindText(field.audienceId).bindText(field.pageId).bind(field.versionNumber);
            query.bindText(field.field).bindText(field.before).bindText(field.after).bind(now);
            if (!query.exec())
                return false;
        }
        return true;
    });
}

std::optional<QList<PublishChangeRecord>> StoreConnection::publishChangesOf(const QString &audienceId)
{
    StoreQuery query = statement(Statement::PublishChangesOfAudience);
    query.bind(audienceId);
    if (!query.exec())
        return std::nullopt;
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
