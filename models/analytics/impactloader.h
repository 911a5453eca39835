#pragma once

#include "models/analytics/analyticsrange.h"
#include "models/analytics/impactreport.h"
#include "net/apierror.h"

#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

class AnalyticsDayCache;
class KnownAudiences;
class TrendLoader;
class VersionFollower;

// Loads what one publish's impact card needs: the page's per-audience analytics of each day of the
// windows around it (the publish day too, unused), asked day by day like the trend (its own
// TrendLoader, so the Analytics place's trend is not cancelled) and shared with it through the day
// cache, then ImpactReport::compute. The other publishes of the page come from the versions seen
// and the known audiences (setPublishSources).
class ImpactLoader : public QObject
{
    Q_OBJECT
public:
    static constexpr int defaultWeeks = 1;
    static QList<int> weekChoices() { return {1, 2, 4}; }

    explicit ImpactLoader(QObject *parent = nullptr);
    ~ImpactLoader() override;

    void setClient(Net::ApiClient *client);
    void setDayCache(AnalyticsDayCache *cache);
    void setTimeZone(const QTimeZone &zone);
    // Not owned; either may be null (then only this publish is known).
    void setPublishSources(const VersionFollower *versions, const KnownAudiences *known);

    // Starts loading the days of this publish's windows; false when it cannot (no client, no page).
    bool load(const QString &pageId, const PublishMarker &publish, int weeks);
    // Another window length for the same publish.
    bool setWeeks(int weeks);
    void cancel();
    void retryFailed();

    bool isLoading() const;
    int weeks() const { return m_weeks; }
    QString pageId() const { return m_pageId; }
    PublishMarker publish() const { return m_publish; }
    int doneCount() const;
    int totalCount() const;
    QList<QDate> failedDays() const;
    const Net::ApiError &lastError() const;
    // The report of what is loaded (complete once finished() came).
    std::optional<ImpactReport> report() const;

signals:
    void progressChanged(int done, int total);
    void finished();

private:
    DateRange range() const;
    QList<PublishMarker> pagePublishes(const QStringList &audienceIds) const;

    TrendLoader *m_days = nullptr;
    QPointer<const VersionFollower> m_versions;
    QPointer<const KnownAudiences> m_known;
    QString m_pageId;
    PublishMarker m_publish;
    int m_weeks = defaultWeeks;
};

} // namespace Audience::Models
