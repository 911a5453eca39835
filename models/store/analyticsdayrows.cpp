// The day cache of analytics (table analytics_days), as StoreConnection's typed functions: one
// row per page, time zone and past day.
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

QList<std::pair<QString, QByteArray>> StoreConnection::analyticsDays(const QString &pageId, const QString &zone,
                                                                     const QString &firstDay, const QString &lastDay)
{
    QList<std::pair<QString, QByteArray>> days;
    StoreQuery query = statement(Statement::AnalyticsDaysOfPage);
    query.bind(pageId).bind(zone).bind(firstDay).bind(lastDay);
    if (!query.exec())
        return days;
    while (query.next())
        days.append({query.value(0).toString(), query.value(1).toString().toUtf8()});
    return days;
}

bool StoreConnection::writeAnalyticsDay(const QString &pageId, const QString &zone, const QString &day, const QByteArray &items,
                                        const QDateTime &fetchedAt)
{
    StoreQuery query = statement(Statement::AnalyticsDayWrite);
    query.bind(pageId).bind(zone).bind(day).bind(QString::fromUtf8(items)).bind(fetchedAt.toUTC().toString(Qt::ISODateWithMs));
    noteWrite();
    return query.exec();
}

bool StoreConnection::forgetAnalyticsDays(const QString &pageId, const QString &firstDay, const QString &lastDay)
{
    StoreQuery query = statement(Statement::AnalyticsDaysForget);
    query.bind(pageId).bind(firstDay).bind(lastDay);
    noteWrite();
    return query.exec();
}

bool StoreConnection::clearAnalyticsDays()
{
    StoreQuery query = statement(Statement::AnalyticsDaysClear);
    noteWrite();
    return query.exec();
}

int StoreConnection::analyticsDayCount(const QString &pageId)
{
    StoreQuery query = statement(Statement::AnalyticsDayCount);
    query.bind(pageId);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

QStringList StoreConnection::analyticsDayDates(const QString &pageId, const QString &zone, const QString &firstDay,
                                               const QString &lastDay)
{
    QStringList days;
    StoreQuery query = statement(Statement::AnalyticsDayDates);
    query.bind(pageId).bind(zone).bind(firstDay).bind(lastDay);
    if (!query.exec())
        return days;
    while (query.next())
        days.append(query.value(0).toString());
    return days;
}

} // namespace Audience::Models
