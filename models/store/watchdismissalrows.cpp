// The publish watch's dismissed alerts (table watch_dismissals), as StoreConnection's typed
// functions: one row per version and finding ("mayHaveHurt", "trackingMayBeBroken").
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

QList<std::pair<QString, QString>> StoreConnection::watchDismissals()
{
    QList<std::pair<QString, QString>> dismissed;
    StoreQuery query = statement(Statement::WatchDismissalsAll);
    if (!query.exec())
        return dismissed;
    while (query.next())
        dismissed.append({query.value(0).toString(), query.value(1).toString()});
    return dismissed;
}

bool StoreConnection::dismissWatchAlert(const QString &versionId, const QString &finding, const QString &audienceId,
                                        const QDateTime &at)
{
    StoreQuery query = statement(Statement::WatchDismissalInsert);
    query.bindText(versionId).bindText(finding).bindText(audienceId).bind(at.toUTC().toString(Qt::ISODateWithMs));
    noteWrite();
    return query.exec();
}

bool StoreConnection::undismissWatchAlert(const QString &versionId, const QString &finding)
{
    StoreQuery query = statement(Statement::WatchDismissalDelete);
    query.bindText(versionId).bindText(finding);
    noteWrite();
    return query.exec();
}

} // namespace Audience::Models
