#pragma once

#include "net/analyticstypes.h"

#include <QDate>
#include <QDateTime>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimeZone>

#include <functional>

namespace Audience::Models {

class ProfileDatabase;
class StoreConnection;

// The day cache of analytics: each past day's answer of GET .../analytics/audiences (one day's
// instants in one time zone) kept in the profile's store (table analytics_days), so a trend or an
// impact card opened again asks only for the days it does not have, today above all.
//
// The assumption: a day that ended before today began (in UTC) is final; the service does not
// change its sessions afterwards. A day is written only then. Reload in the Analytics place forgets
// a page's cached days of the range shown (forget()); docs/analytics.md says how to clear it all.
// Without a store (a profile with no folder) it keeps nothing and every read misses.
// One per connection (Models::Connection::analyticsDays()), shared by the trend and the impact cards.
class AnalyticsDayCache : public QObject
{
    Q_OBJECT
public:
    using Items = QList<Net::AudienceAnalytics>;

    explicit AnalyticsDayCache(QObject *parent = nullptr);
    ~AnalyticsDayCache() override;

    // Not owned; null: nothing is kept.
    void setStore(ProfileDatabase *store);
    bool hasStore() const;
    // The clock (tests fix one); UTC.
    void setClock(std::function<QDateTime()> nowUtc) { m_now = std::move(nowUtc); }
    QDateTime nowUtc() const { return m_now(); }

    // True when `day` in `zone` ended before today (UTC) began.
    static bool isFinal(QDate day, const QTimeZone &zone, const QDateTime &nowUtc);
    bool isFinal(QDate day, const QTimeZone &zone) const { return isFinal(day, zone, m_now()); }

    // The cached days of the page in [first, last], in `zone`.
    QMap<QDate, Items> read(const QString &pageId, const QTimeZone &zone, QDate first, QDate last) const;
    // Only which of them are cached (nothing decoded: cheap on the GUI thread).
    QSet<QDate> cachedDays(const QString &pageId, const QTimeZone &zone, QDate first, QDate last) const;
    // The same read on any connection to the store (a worker's own): the rows as read() takes them.
    static QMap<QDate, Items> readFrom(StoreConnection &store, const QString &pageId, const QTimeZone &zone, QDate first,
                                       QDate last, const QDateTime &nowUtc);
    // The path of the store the days are kept in (empty without one), for a worker's own connection.
    QString storePath() const;
    // Keeps a final day's answer (a day not final yet is not written: false).
    bool write(const QString &pageId, const QTimeZone &zone, QDate day, const Items &items);
    // Forgets the page's days in [first, last], in every zone.
    bool forget(const QString &pageId, QDate first, QDate last);
    // Forgets everything (every page).
    bool clear();
    // How many days are kept for the page (every zone).
    int dayCount(const QString &pageId) const;

private:
    QPointer<ProfileDatabase> m_store;
    std::function<QDateTime()> m_now = [] { return QDateTime::currentDateTimeUtc(); };
};

} // namespace Audience::Models
