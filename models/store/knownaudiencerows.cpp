// The known audiences (table known_audiences), as StoreConnection's typed functions: one row an
// audience, the service's Audience object as JSON.
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

QList<StoreConnection::LearntRecord> StoreConnection::knownAudiences()
{
    QList<LearntRecord> records;
    StoreQuery query = statement(Statement::KnownAudiencesAll);
    if (!query.exec())
        return records;
    while (query.next())
        records.append({query.value(0).toString(), query.value(1).toString(), query.value(2).toString().toUtf8()});
    return records;
}

bool StoreConnection::upsertKnownAudience(const QString &audienceId, const QString &pageId, const QByteArray &json)
{
    if (audienceId.isEmpty() || !m_connected)
        return false;
    StoreQuery query = statement(Statement::KnownAudienceUpsert);
    query.bind(audienceId).bindText(pageId).bind(QString::fromUtf8(json));
    query.bind(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    noteWrite();
    return query.exec();
}

} // namespace Audience::Models
