#include "models/analytics/analyticsdaycache.h"

#include "models/store/profiledatabase.h"
#include "net/jsonreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

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

void AnalyticsDayCache::setStore(ProfileDatabase *store)
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
    if (!m_store || !m_store->isOpen() || pageId.isEmpty())
        return {};
    return readFrom(*m_store, pageId, zone, first, last, m_now());
}

QMap<QDate, AnalyticsDayCache::Items> AnalyticsDayCache::readFrom(StoreConnection &store, const QString &pageId,
                                                                  const QTimeZone &zone, QDate first, QDate last,
                                                                  const QDateTime &nowUtc)
{
    QMap<QDate, Items> days;
    const auto stored = store.analyticsDays(pageId, zoneKey(zone), dayText(first), dayText(last));
    if (!stored)
        return days; // asked again, as if none were kept
    for (const auto &[storedDay, json] : *stored) {
        const QDate day = QDate::fromString(storedDay, Qt::ISODate);
        Items items;
        if (const auto error = Net::decodeJson(json, items)) {
            // A row that does not read is asked again, as if it were not there.
            qCWarning(lcDayCache) << "skipping a cached day of" << pageId << day << ":" << error->toString();
            continue;
        }
        if (day.isValid() && isFinal(day, zone, nowUtc))
            days.insert(day, std::move(items));
    }
    return days;
}

QSet<QDate> AnalyticsDayCache::cachedDays(const QString &pageId, const QTimeZone &zone, QDate first, QDate last) const
{
    QSet<QDate> days;
    if (!m_store || !m_store->isOpen() || pageId.isEmpty())
        return days;
    const StoreResult<QStringList> stored = m_store->analyticsDayDates(pageId, zoneKey(zone), dayText(first), dayText(last));
    for (const QString &storedDay : stored.value_or(QStringList())) {
        const QDate day = QDate::fromString(storedDay, Qt::ISODate);
        if (day.isValid() && isFinal(day, zone))
            days.insert(day);
    }
    return days;
}

QString AnalyticsDayCache::storePath() const
{
    return m_store && m_store->isOpen() ? m_store->path() : QString();
}

bool AnalyticsDayCache::write(const QString &pageId, const QTimeZone &zone, QDate day, const Items &items)
{
    if (!m_store || !m_store->isOpen() || pageId.isEmpty() || !isFinal(day, zone))
        return false;
    return m_store->writeAnalyticsDay(pageId, zoneKey(zone), dayText(day), encode(items), m_now()).ok();
}

bool AnalyticsDayCache::forget(const QString &pageId, QDate first, QDate last)
{
    if (!m_store || !m_store->isOpen())
        return false;
    return m_store->forgetAnalyticsDays(pageId, dayText(first), dayText(last)).ok();
}

bool AnalyticsDayCache::clear()
{
    if (!m_store || !m_store->isOpen())
        return false;
    return m_store->clearAnalyticsDays().ok();
}

int AnalyticsDayCache::dayCount(const QString &pageId) const
{
    if (!m_store || !m_store->isOpen())
        return 0;
    return m_store->analyticsDayCount(pageId).value_or(0);
}

} // namespace Audience::Models
