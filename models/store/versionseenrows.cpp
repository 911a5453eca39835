// The versions the console has seen (table versions_seen), as StoreConnection's typed functions:
// the service's AudienceVersion as JSON, with its page when known.
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

QList<StoreConnection::LearntRecord> StoreConnection::versionsSeen()
{
    QList<LearntRecord> records;
    StoreQuery query = statement(Statement::VersionsSeenAll);
    if (!query.exec())
        return records;
    while (query.next())
        records.append({query.value(0).toString(), query.value(1).toString(), query.value(2).toString().toUtf8()});
    return records;
}

bool StoreConnection::upsertVersionSeen(const LearntRecord &version, const QString &audienceId, qint64 versionNumber,
                                        const QString &status)
{
    if (version.id.isEmpty() || !m_connected)
        return false;
    StoreQuery query = statement(Statement::VersionSeenUpsert);
    query.bind(version.id).bindText(audienceId).bindText(version.pageId).bind(versionNumber).bindText(status);
    query.bind(QString::fromUtf8(version.json)).bind(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    noteWrite();
    return query.exec();
}

} // namespace Audience::Models
