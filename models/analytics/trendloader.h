#pragma once

#include "models/analytics/analyticsrange.h"
#include "net/apierror.h"
#include "net/envelope.h"

#include <QHash>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>

namespace Audience::Net {
class ApiClient;
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

class AnalyticsDayCache;

// One day of a trend line: no value where the day was not loaded (or failed).
struct TrendPoint
{
    QDate day;
    std::optional<double> sessions;
    std::optional<double> conversionRate; // none on a day without sessions
};

// A daily series the interface does not give: it returns totals for a range, so each day of the
// range is asked for on its own (GET …/analytics/audiences with a one-day range), at most
// maxInFlight at once, and kept for the connection's life (per page, per day) so a wider range asks
// only for the new days. Today (and later days) is asked again on every load: it is still filling.
// With a day cache (setDayCache) past days come from the profile's store when it has them, and the
// final days that arrive are kept there, so the trend opened again in another run asks only for today.
// A day that fails is listed (failedDays()) and asked again by retryFailed(); cancel() stops what is
// queued and in flight, keeping what arrived. One per connection (Models::Connection).
class TrendLoader : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxInFlight = 6;
    // Longer ranges (and all time) have no daily trend: a year of requests is not a chart.
    static constexpr int maxDays = 366;

    explicit TrendLoader(QObject *parent = nullptr);
    ~TrendLoader() override;

    // Not owned. Another client (or none) cancels everything and forgets every day.
    void setClient(Net::ApiClient *client);
    // The zone whose days are asked for (the system's by default; tests fix one).
    void setTimeZone(const QTimeZone &zone) { m_zone = zone; }
    // Not owned; null: days are kept in memory only.
    void setDayCache(AnalyticsDayCache *cache);
    QTimeZone timeZone() const { return m_zone; }
    // Today in the loader's zone, by the day cache's clock when it has one.
    QDate today() const;

    // Asks for each day of `range` not known yet (a range longer than maxDays is refused: false).
    // Loading another page or range cancels what the previous load still had queued.
    bool load(const QString &pageId, const DateRange &range);
    void cancel();
    void retryFailed();
    // Reload: forgets the page's days of `range`, in memory and in the day cache, so the next load
    // asks for every one of them again.
    void forget(const QString &pageId, const DateRange &range);

    bool isLoading() const { return m_inFlight > 0 || !m_queue.isEmpty(); }
    QString pageId() const { return m_pageId; }
    DateRange range() const { return m_range; }
    // Days of the current load answered (or failed) so far, and how many it asked for.
    int doneCount() const { return m_done; }
    int totalCount() const { return m_total; }
    QList<QDate> failedDays() const;
    // The last error among the failed days.
    const Net::ApiError &lastError() const { return m_lastError; }
    bool wasCancelled() const { return m_cancelled; }

    // The answer for one day of a page, if it is here.
    std::optional<QList<Net::AudienceAnalytics>> day(const QString &pageId, QDate date) const;
    // Every day of `range`: the page's totals (audienceId empty) or one audience's figures.
    QList<TrendPoint> series(const QString &pageId, const DateRange &range, const QString &audienceId = {}) const;
    // The audiences with at least one session on a loaded day of the range, busiest first.
    QStringList activeAudiences(const QString &pageId, const DateRange &range) const;
    // Days of the page held in memory (for tests and the cache's figures).
    int cachedDayCount(const QString &pageId) const { return int(m_days.value(pageId).size()); }

signals:
    void progressChanged(int done, int total);
    // A day's answer arrived (the chart may redraw).
    void dayLoaded(const QString &pageId, QDate day);
    // The load ended: everything answered, failed or was cancelled.
    void finished();

private:
    // Drops the queue and aborts what is in flight; true when something was loading.
    bool stopAll();
    void pump();
    void ask(QDate day);
    void dayDone();
    // Takes the cached days of the range that memory does not have.
    void takeCachedDays(const QString &pageId, const DateRange &range, QDate today);

    QPointer<Net::ApiClient> m_client;
    QPointer<AnalyticsDayCache> m_cache;
    QTimeZone m_zone = QTimeZone::systemTimeZone();
    QHash<QString, QMap<QDate, QList<Net::AudienceAnalytics>>> m_days; // pageId → day → items
    QString m_pageId;
    DateRange m_range;
    QList<QDate> m_queue;
    QSet<QDate> m_failed;
    QList<QPointer<Net::ApiReply>> m_replies;
    Net::ApiError m_lastError;
    int m_inFlight = 0;
    int m_done = 0;
    int m_total = 0;
    bool m_cancelled = false;
    quint64 m_generation = 0;
};

} // namespace Audience::Models
