#include "models/analytics/trendloader.h"

#include "models/analytics/analyticsdaycache.h"
#include "models/analytics/analyticsfigures.h"
#include "net/apiclient.h"

#include <algorithm>

namespace Audience::Models {

TrendLoader::TrendLoader(QObject *parent)
    : QObject(parent)
{
}

TrendLoader::~TrendLoader() = default;

void TrendLoader::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    stopAll();
    m_days.clear();
    m_failed.clear();
    m_pageId.clear();
    m_range = {};
    m_done = m_total = 0;
    m_client = client;
}

void TrendLoader::setDayCache(AnalyticsDayCache *cache)
{
    m_cache = cache;
}

void TrendLoader::takeCachedDays(const QString &pageId, const DateRange &range, QDate today)
{
    if (!m_cache)
        return;
    const QDate last = std::min(range.last, today.addDays(-1));
    if (last < range.first)
        return;
    auto &known = m_days[pageId];
    const auto cached = m_cache->read(pageId, m_zone, range.first, last);
    for (auto it = cached.cbegin(); it != cached.cend(); ++it) {
        if (!known.contains(it.key()))
            known.insert(it.key(), it.value());
    }
}

void TrendLoader::forget(const QString &pageId, const DateRange &range)
{
    if (range.isAllTime() || !range.isValid())
        return;
    auto page = m_days.find(pageId);
    if (page != m_days.end()) {
        for (QDate day = range.first; day <= range.last; day = day.addDays(1))
            page->remove(day);
    }
    if (m_cache)
        m_cache->forget(pageId, range.first, range.last);
}

QDate TrendLoader::today() const
{
    // The day cache's clock when there is one: the same "today" as the cache's final days.
    const QDateTime now = m_cache ? m_cache->nowUtc() : QDateTime::currentDateTimeUtc();
    return now.toTimeZone(m_zone).date();
}

bool TrendLoader::load(const QString &pageId, const DateRange &range)
{
    if (range.isAllTime() || !range.isValid() || range.dayCount() > maxDays || pageId.isEmpty())
        return false;
    stopAll(); // the new load replaces it: no "finished" for the old one
    m_cancelled = false;
    m_pageId = pageId;
    m_range = range;
    m_failed.clear();
    m_lastError = {};
    const QDate now = today();
    takeCachedDays(pageId, range, now);
    const auto &known = m_days.value(pageId);
    for (QDate day = range.first; day <= range.last && day <= now; day = day.addDays(1)) {
        if (!known.contains(day) || day >= now)
            m_queue.append(day);
    }
    m_done = 0;
    m_total = int(m_queue.size());
    emit progressChanged(m_done, m_total);
    if (m_queue.isEmpty()) {
        emit finished();
        return true;
    }
    pump();
    return true;
}

void TrendLoader::cancel()
{
    if (!stopAll())
        return;
    m_cancelled = true;
    emit finished();
}

bool TrendLoader::stopAll()
{
    const bool wasLoading = isLoading();
    ++m_generation; // answers already on their way are dropped
    m_queue.clear();
    const auto replies = std::exchange(m_replies, {});
    for (const QPointer<Net::ApiReply> &reply : replies) {
        if (reply)
            reply->abort();
    }
    m_inFlight = 0;
    return wasLoading;
}

void TrendLoader::retryFailed()
{
    if (isLoading() || m_failed.isEmpty())
        return;
    m_queue = failedDays();
    m_failed.clear();
    m_lastError = {};
    m_cancelled = false;
    m_done = 0;
    m_total = int(m_queue.size());
    emit progressChanged(m_done, m_total);
    pump();
}

QList<QDate> TrendLoader::failedDays() const
{
    QList<QDate> days(m_failed.cbegin(), m_failed.cend());
    std::sort(days.begin(), days.end());
    return days;
}

void TrendLoader::pump()
{
    while (m_inFlight < maxInFlight && !m_queue.isEmpty() && m_client)
        ask(m_queue.takeFirst());
}

void TrendLoader::ask(QDate day)
{
    ++m_inFlight;
    const quint64 generation = m_generation;
    const QString pageId = m_pageId;
    auto *reply = m_client->analytics().audiences(pageId, DateRange::day(day).toWire(m_zone), this);
    m_replies.append(reply);
    reply->then(
        this,
        [this, generation, pageId, day](const Net::AudienceAnalyticsList &answer) {
            if (generation != m_generation)
                return;
            m_days[pageId].insert(day, answer.items);
            if (m_cache)
                m_cache->write(pageId, m_zone, day, answer.items); // only a final day is kept
            m_failed.remove(day);
            emit dayLoaded(pageId, day);
            dayDone();
        },
        [this, generation, day](const Net::ApiError &error) {
            if (generation != m_generation)
                return;
            m_failed.insert(day);
            m_lastError = error;
            dayDone();
        });
}

void TrendLoader::dayDone()
{
    --m_inFlight;
    ++m_done;
    m_replies.removeIf([](const QPointer<Net::ApiReply> &reply) { return !reply || reply->isFinished(); });
    emit progressChanged(m_done, m_total);
    pump();
    if (!isLoading())
        emit finished();
}

std::optional<QList<Net::AudienceAnalytics>> TrendLoader::day(const QString &pageId, QDate date) const
{
    const auto page = m_days.constFind(pageId);
    if (page == m_days.constEnd())
        return std::nullopt;
    const auto found = page->constFind(date);
    if (found == page->constEnd())
        return std::nullopt;
    return *found;
}

QList<TrendPoint> TrendLoader::series(const QString &pageId, const DateRange &range, const QString &audienceId) const
{
    QList<TrendPoint> points;
    if (range.isAllTime() || !range.isValid())
        return points;
    points.reserve(range.dayCount());
    for (QDate date = range.first; date <= range.last; date = date.addDays(1)) {
        TrendPoint point{date, std::nullopt, std::nullopt};
        if (const auto items = day(pageId, date)) {
            const AnalyticsFigures figures = AnalyticsFigures::ofLine(*items, audienceId);
            point.sessions = figures.sessions;
            point.conversionRate = figures.conversionRate;
        }
        points.append(point);
    }
    return points;
}

QStringList TrendLoader::activeAudiences(const QString &pageId, const DateRange &range) const
{
    QHash<QString, double> sessions;
    for (QDate date = range.first; range.isValid() && !range.isAllTime() && date <= range.last; date = date.addDays(1)) {
        const auto items = day(pageId, date);
        if (!items)
            continue;
        for (const Net::AudienceAnalytics &item : *items) {
            const double count = item.totalSessions.hasValue() ? item.totalSessions.value() : 0;
            if (count > 0)
                sessions[item.audienceId.value()] += count;
        }
    }
    QStringList ids = sessions.keys();
    std::sort(ids.begin(), ids.end(), [&](const QString &a, const QString &b) {
        return sessions.value(a) != sessions.value(b) ? sessions.value(a) > sessions.value(b) : a < b;
    });
    return ids;
}

} // namespace Audience::Models
