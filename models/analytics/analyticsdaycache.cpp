#include "models/analytics/analyticsdaycache.h"

#include "models/store/profilestore.h"
#include "net/jsonreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcDayCache, "audience.models.analytics.days")

namespace {

QString dayText(QDate day)
{
    return day.toString(Qt::ISODate);
}

QString zoneKey(const QTimeZone &zone)
{
    return QString::fromUtf8(zone.id());
}

QByteArray encode(const AnalyticsDayCache::Items &items)
{
    QJsonArray array;
    for (const Net::AudienceAnalytics &item : items)
        array.append(Net::toJsonObject(item));
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

} // namespace

AnalyticsDayCache::AnalyticsDayCache(QObject *parent)
    : QObject(parent)
{
}

AnalyticsDayCache::~AnalyticsDayCache() = default;

void AnalyticsDayCache::setStore(ProfileStore *store)
{
    m_store = store;
}

bool AnalyticsDayCache::hasStore() const
{
    return m_store && m_store->isOpen();
}

bool AnalyticsDayCache::isFinal(QDate day, const QTimeZone &zone, const QDateTime &nowUtc)
{
    if (!day.isValid())
        return false;
    const QDateTime dayEnd = day.addDays(1).startOfDay(zone);
    const QDateTime todayStart = nowUtc.toUTC().date().startOfDay(QTimeZone::utc());
    return dayEnd <= todayStart;
}

QMap<QDate, AnalyticsDayCache::Items> AnalyticsDayCache::read(const QString &pageId, const QTimeZone &zone, QDate first,
                                                              QDate last) const
{
    QMap<QDate, Items> days;
    if (!m_store || !m_store->isOpen() || pageId.isEmpty())
        return days;
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT day, items FROM analytics_days WHERE page_id = ? AND zone = ? AND day BETWEEN ? AND ?"));
    query.addBindValue(pageId);
    query.addBindValue(zoneKey(zone));
    query.addBindValue(dayText(first));
    query.addBindValue(dayText(last));
    if (!query.exec()) {
        qCWarning(lcDayCache) << "cannot read the cached days:" << query.lastError().text();
        return days;
    }
    while (query.next()) {
        const QDate day = QDate::fromString(query.value(0).toString(), Qt::ISODate);
        Items items;
        if (const auto error = Net::decodeJson(query.value(1).toString().toUtf8(), items)) {
            // A row that does not read is asked again, as if it were not there.
            qCWarning(lcDayCache) << "skipping a cached day of" << pageId << day << ":" << error->toString();
            continue;
        }
        if (day.isValid() && isFinal(day, zone))
            days.insert(day, std::move(items));
    }
    return days;
}

bool AnalyticsDayCache::write(const QString &pageId, const QTimeZone &zone, QDate day, const Items &items)
{
    if (!m_store || !m_store->isOpen() || pageId.isEmpty() || !isFinal(day, zone))
        return false;
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO analytics_days (page_id, zone, day, items, fetched_at) VALUES (?, ?, ?, ?, ?)"));
    query.addBindValue(pageId);
    query.addBindValue(zoneKey(zone));
    query.addBindValue(dayText(day));
    query.addBindValue(QString::fromUtf8(encode(items)));
    query.addBindValue(m_now().toUTC().toString(Qt::ISODateWithMs));
    if (!query.exec()) {
        qCWarning(lcDayCache) << "cannot keep a day:" << query.lastError().text();
        return false;
    }
    return true;
}

bool AnalyticsDayCache::forget(const QString &pageId, QDate first, QDate last)
{
    if (!m_store || !m_store->isOpen())
        return false;
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("DELETE FROM analytics_days WHERE page_id = ? AND day BETWEEN ? AND ?"));
    query.addBindValue(pageId);
    query.addBindValue(dayText(first));
    query.addBindValue(dayText(last));
    return query.exec();
}

bool AnalyticsDayCache::clear()
{
    if (!m_store || !m_store->isOpen())
        return false;
    QSqlQuery query(m_store->database());
    return query.exec(QStringLiteral("DELETE FROM analytics_days"));
}

int AnalyticsDayCache::dayCount(const QString &pageId) const
{
    if (!m_store || !m_store->isOpen())
        return 0;
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM analytics_days WHERE page_id = ?"));
    query.addBindValue(pageId);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

} // namespace Audience::Models
