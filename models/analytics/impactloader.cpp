#include "models/analytics/impactloader.h"

#include "models/analytics/trendloader.h"
#include "models/audiences/knownaudiences.h"
#include "models/workspace/versionfollower.h"

#include <algorithm>

namespace Audience::Models {

ImpactLoader::ImpactLoader(QObject *parent)
    : QObject(parent)
    , m_days(new TrendLoader(this))
{
    connect(m_days, &TrendLoader::progressChanged, this, &ImpactLoader::progressChanged);
    connect(m_days, &TrendLoader::finished, this, &ImpactLoader::finished);
}

ImpactLoader::~ImpactLoader() = default;

void ImpactLoader::setClient(Net::ApiClient *client)
{
    m_days->setClient(client);
}

void ImpactLoader::setDayCache(AnalyticsDayCache *cache)
{
    m_days->setDayCache(cache);
}

void ImpactLoader::setTimeZone(const QTimeZone &zone)
{
    m_days->setTimeZone(zone);
}

void ImpactLoader::setPublishSources(const VersionFollower *versions, const KnownAudiences *known)
{
    m_versions = versions;
    m_known = known;
}

DateRange ImpactLoader::range() const
{
    // Later days than today are not asked for (the loader stops at today).
    return ImpactReport::daysToLoad(m_publish.at.toTimeZone(m_days->timeZone()).date(), m_weeks);
}

bool ImpactLoader::load(const QString &pageId, const PublishMarker &publish, int weeks)
{
    if (pageId.isEmpty() || !publish.at.isValid())
        return false;
    m_pageId = pageId;
    m_publish = publish;
    m_weeks = std::max(weeks, 1);
    return m_days->load(pageId, range());
}

bool ImpactLoader::setWeeks(int weeks)
{
    if (m_pageId.isEmpty())
        return false;
    return load(m_pageId, m_publish, weeks);
}

void ImpactLoader::cancel()
{
    m_days->cancel();
}

void ImpactLoader::retryFailed()
{
    m_days->retryFailed();
}

bool ImpactLoader::isLoading() const
{
    return m_days->isLoading();
}

int ImpactLoader::doneCount() const
{
    return m_days->doneCount();
}

int ImpactLoader::totalCount() const
{
    return m_days->totalCount();
}

QList<QDate> ImpactLoader::failedDays() const
{
    return m_days->failedDays();
}

const Net::ApiError &ImpactLoader::lastError() const
{
    return m_days->lastError();
}

QList<PublishMarker> ImpactLoader::pagePublishes(const QStringList &audienceIds) const
{
    if (!m_versions || !m_known)
        return {m_publish};
    QStringList ids = audienceIds;
    if (!ids.contains(m_publish.audienceId))
        ids.append(m_publish.audienceId);
    return knownPublishes(ids, *m_versions, *m_known);
}

std::optional<ImpactReport> ImpactLoader::report() const
{
    if (m_pageId.isEmpty())
        return std::nullopt;
    const DateRange days = range();
    ImpactReport::Days loaded;
    for (QDate day = days.first; day <= days.last; day = day.addDays(1)) {
        if (const auto items = m_days->day(m_pageId, day))
            loaded.insert(day, *items);
    }
    const QDate today = m_days->today();
    return ImpactReport::compute(m_pageId, m_publish, m_weeks, today, m_days->timeZone(), loaded,
                                 pagePublishes(m_days->activeAudiences(m_pageId, days)));
}

} // namespace Audience::Models
