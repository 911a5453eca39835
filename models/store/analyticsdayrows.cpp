// The day cache of analytics (table analytics_days), as StoreConnection's typed functions: one
// row per page, time zone and past day.
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

StoreResult<QList<std::pair<QString, QByteArray>>> StoreConnection::analyticsDays(const QString &pageId, const QString &zone,
                                                                                  const QString &firstDay, const QString &lastDay)
{
    StoreQuery query = statement(Statement::AnalyticsDaysOfPage, "SELECT day, items FROM analytics_days WHERE page_id = :page_id"
                                                                 " AND zone = :zone AND day BETWEEN :first_day AND :last_day");
    query.bind(":page_id", pageId).bind(":zone", zone).bind(":first_day", firstDay).bind(":last_day", lastDay);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QList<std::pair<QString, QByteArray>> days;
    while (query.next())
        days.append({query.value(0).toString(), query.value(1).toString().toUtf8()});
    return days;
}

StoreResult<void> StoreConnection::writeAnalyticsDay(const QString &pageId, const QString &zone, const QString &day,
                                                     const QByteArray &items, const QDateTime &fetchedAt)
{
    StoreQuery query = statement(Statement::AnalyticsDayWrite, "INSERT OR REPLACE INTO analytics_days (page_id, zone, day, items,"
                                                               " fetched_at) VALUES (:page_id, :zone, :day, :items, :fetched_at)");
    query.bind(":page_id", pageId).bind(":zone", zone).bind(":day", day).bind(":items", QString::fromUtf8(items));
    query.bind(":fetched_at", fetchedAt.toUTC().toString(Qt::ISODateWithMs));
    noteWrite();
    return query.exec();
}

StoreResult<void> StoreConnection::forgetAnalyticsDays(const QString &pageId, const QString &firstDay, const QString &lastDay)
{
    StoreQuery query = statement(Statement::AnalyticsDaysForget,
                                 "DELETE FROM analytics_days WHERE page_id = :page_id AND day BETWEEN :first_day AND :last_day");
    query.bind(":page_id", pageId).bind(":first_day", firstDay).bind(":last_day", lastDay);
    noteWrite();
    return query.exec();
}

StoreResult<void> StoreConnection::clearAnalyticsDays()
{
    StoreQuery query = statement(Statement::AnalyticsDaysClear, "DELETE FROM analytics_days");
    noteWrite();
    return query.exec();
}

StoreResult<int> StoreConnection::analyticsDayCount(const QString &pageId)
{
    StoreQuery query = statement(Statement::AnalyticsDayCount, "SELECT COUNT(*) FROM analytics_days WHERE page_id = :page_id");
    query.bind(":page_id", pageId);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    return query.next() ? query.value(0).toInt() : 0;
}

StoreResult<QStringList> StoreConnection::analyticsDayDates(const QString &pageId, const QString &zone, const QString &firstDay,
                                                            const QString &lastDay)
{
    StoreQuery query = statement(Statement::AnalyticsDayDates, "SELECT day FROM analytics_days WHERE page_id = :page_id"
                                                               " AND zone = :zone AND day BETWEEN :first_day AND :last_day");
    query.bind(":page_id", pageId).bind(":zone", zone).bind(":first_day", firstDay).bind(":last_day", lastDay);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QStringList days;
    while (query.next())
        days.append(query.value(0).toString());
    return days;
}

} // namespace Audience::Models
