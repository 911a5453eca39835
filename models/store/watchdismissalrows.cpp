// The publish watch's dismissed alerts (table watch_dismissals), as StoreConnection's typed
// functions: one row per version and finding ("mayHaveHurt", "trackingMayBeBroken").
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

StoreResult<QList<std::pair<QString, QString>>> StoreConnection::watchDismissals()
{
    StoreQuery query = statement(Statement::WatchDismissalsAll, "SELECT version_id, finding FROM watch_dismissals");
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QList<std::pair<QString, QString>> dismissed;
    while (query.next())
        dismissed.append({query.value(0).toString(), query.value(1).toString()});
    return dismissed;
}

StoreResult<void> StoreConnection::dismissWatchAlert(const QString &versionId, const QString &finding, const QString &audienceId,
                                                     const QDateTime &at)
{
    StoreQuery query = statement(Statement::WatchDismissalInsert,
                                 "INSERT OR REPLACE INTO watch_dismissals (version_id, finding, audience_id, dismissed_at)"
                                 " VALUES (:version_id, :finding, :audience_id, :dismissed_at)");
    query.bindText(":version_id", versionId).bindText(":finding", finding).bindText(":audience_id", audienceId);
    query.bind(":dismissed_at", at.toUTC().toString(Qt::ISODateWithMs));
    noteWrite();
    return query.exec();
}

StoreResult<void> StoreConnection::undismissWatchAlert(const QString &versionId, const QString &finding)
{
    StoreQuery query = statement(Statement::WatchDismissalDelete,
                                 "DELETE FROM watch_dismissals WHERE version_id = :version_id AND finding = :finding");
    query.bindText(":version_id", versionId).bindText(":finding", finding);
    noteWrite();
    return query.exec();
}

} // namespace Audience::Models
