#include "models/workspace/versionfollower.h"

#include "models/store/profiledatabase.h"
#include "models/workspace/versionsseentable.h"
#include "net/apiclient.h"

#include <QSet>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace Audience::Models {

VersionFollower::VersionFollower(QObject *parent)
    : QObject(parent)
{
}

VersionFollower::~VersionFollower() = default;

void VersionFollower::setClient(Net::ApiClient *client)
{
    if (m_client == client)
        return;
    m_client = client;
    ++m_generation;
    m_asking.clear();
    m_asked.clear();
    m_failureStreak = 0;
    const QStringList followed = m_follows.keys();
    for (const QString &versionId : followed)
        stop(versionId);
    const QStringList audiences = m_byAudience.keys();
    m_versions.clear();
    m_byAudience.clear();
    m_pageOf.clear();
    for (const QString &audienceId : audiences)
        emit versionsChanged(audienceId);
}

void VersionFollower::setStore(ProfileDatabase *store)
{
    if (store == m_store)
        return;
    m_store = store;
    if (!m_store)
        return;
    m_store->inTransaction([this]() -> StoreResult<void> {
        for (const Net::AudienceVersion &version : std::as_const(m_versions))
            VersionsSeenTable::upsert(*m_store, version, m_pageOf.value(version.versionId));
        return {};
    });
    QSet<QString> audiences;
    for (const VersionsSeenTable::Row &row : VersionsSeenTable::load(*m_store)) {
        if (m_versions.contains(row.version.versionId))
            continue; // this session's is newer
        m_versions.insert(row.version.versionId, row.version);
        if (!row.pageId.isEmpty())
            m_pageOf.insert(row.version.versionId, row.pageId);
        QStringList &ids = m_byAudience[row.version.audienceId];
        if (!ids.contains(row.version.versionId))
            ids.append(row.version.versionId);
        audiences.insert(row.version.audienceId);
    }
    for (const QString &audienceId : std::as_const(audiences))
        emit versionsChanged(audienceId);
    resumeFollowing();
}

void VersionFollower::resumeFollowing()
{
    // A version queued or processing when the console closed is still on its way (or done by now).
    const QList<Net::AudienceVersion> versions = m_versions.values();
    for (const Net::AudienceVersion &version : versions) {
        const QString pageId = m_pageOf.value(version.versionId);
        if (isInFlight(version.status) && !pageId.isEmpty())
            follow(pageId, version.audienceId, version.versionId);
    }
}

bool VersionFollower::isInFlight(const QString &status)
{
    switch (Net::versionStatusFromString(status)) {
    case Net::VersionStatus::Queued:
    case Net::VersionStatus::Processing:
    case Net::VersionStatus::Pending:
        return true;
    default:
        return false;
    }
}

int VersionFollower::delayForAttempt(int attempt)
{
    qint64 delay = firstDelayMs;
    for (int i = 0; i < attempt && delay < maxDelayMs; ++i)
        delay *= 2;
    return int(std::min<qint64>(delay, maxDelayMs));
}

void VersionFollower::follow(const QString &pageId, const QString &audienceId, const QString &versionId)
{
    if (!m_client || pageId.isEmpty() || audienceId.isEmpty() || versionId.isEmpty() || m_follows.contains(versionId))
        return;
    if (const auto known = version(versionId); known && !isInFlight(known->status))
        return; // already settled: nothing to wait for
    if (!m_versions.contains(versionId)) {
        // Known by ID only until the first answer: listed as queued, as a send's version starts.
        Net::AudienceVersion placeholder;
        placeholder.versionId = versionId;
        placeholder.audienceId = audienceId;
        placeholder.status = QStringLiteral("queued");
        store(placeholder, pageId);
        emit versionsChanged(audienceId);
    }
    if (!m_pageOf.contains(versionId)) {
        m_pageOf.insert(versionId, pageId);
        if (m_store)
            VersionsSeenTable::upsert(*m_store, m_versions.value(versionId), pageId);
    }
    Follow follow{pageId, audienceId, 0, new QTimer(this), std::nullopt, ++m_nextSerial};
    follow.timer->setSingleShot(true);
    connect(follow.timer, &QTimer::timeout, this, [this, versionId] { ask(versionId); });
    m_follows.insert(versionId, follow);
    emit followCountChanged(followCount());
    scheduleNext(versionId);
}

void VersionFollower::open(const QString &pageId, const QString &audienceId, const QString &versionId)
{
    // A followed version is asked for on its schedule already; one asked now has its answer coming.
    if (!m_client || versionId.isEmpty() || m_follows.contains(versionId) || !beginAsk(versionId))
        return;
    const quint64 generation = m_generation;
    auto *reply = m_client->versions().get(pageId, audienceId, versionId, this);
    reply->then(
        this,
        [this, generation, pageId, audienceId, versionId](const Net::AudienceVersion &version) {
            if (generation != m_generation)
                return;
            endAsk(versionId);
            if (store(version, pageId))
                emit versionsChanged(version.audienceId.isEmpty() ? audienceId : version.audienceId);
            if (isInFlight(version.status))
                follow(pageId, audienceId, version.versionId);
        },
        [this, generation, versionId](const Net::ApiError &) {
            if (generation == m_generation)
                endAsk(versionId);
        });
}

void VersionFollower::remember(const Net::AudienceVersion &version)
{
    if (version.versionId.isEmpty())
        return;
    if (store(version))
        emit versionsChanged(version.audienceId);
}

QString VersionFollower::pageIdOf(const QString &audienceId) const
{
    for (const QString &versionId : m_byAudience.value(audienceId)) {
        if (const QString pageId = m_pageOf.value(versionId); !pageId.isEmpty())
            return pageId;
    }
    return {};
}

void VersionFollower::remember(const Net::AudienceRecord &audience)
{
    remember(audience.publishedVersion);
    remember(audience.latestVersion);
}

void VersionFollower::scheduleNext(const QString &versionId)
{
    Follow &follow = m_follows[versionId];
    // The shared part of the backoff: while the service fails, no follow asks sooner than the run
    // of failures allows, however new it is.
    follow.timer->start(delayForAttempt(std::max(follow.attempt, m_failureStreak)));
}

bool VersionFollower::beginAsk(const QString &versionId)
{
    if (m_asking.contains(versionId))
        return false;
    m_asking.insert(versionId);
    ++m_asked[versionId];
    return true;
}

void VersionFollower::endAsk(const QString &versionId)
{
    m_asking.remove(versionId);
}

void VersionFollower::ask(const QString &versionId)
{
    const auto it = m_follows.constFind(versionId);
    if (it == m_follows.constEnd() || !m_client)
        return;
    // An open() of this version is on its way: its answer reaches the follow through store(); ask
    // again after the usual wait rather than beside it.
    if (!beginAsk(versionId)) {
        scheduleNext(versionId);
        return;
    }
    const quint64 generation = m_generation;
    const quint64 serial = it->serial;
    auto *reply = m_client->versions().get(it->pageId, it->audienceId, versionId, this);
    reply->then(
        this,
        [this, generation, serial, versionId](const Net::AudienceVersion &version) {
            if (generation == m_generation)
                onAsked(versionId, serial, version);
        },
        [this, generation, serial, versionId](const Net::ApiError &error) {
            if (generation == m_generation)
                onAskFailed(versionId, serial, error);
        });
}

void VersionFollower::onAsked(const QString &versionId, quint64 serial, const Net::AudienceVersion &version)
{
    endAsk(versionId);
    m_failureStreak = 0;
    const auto it = m_follows.find(versionId);
    if (it == m_follows.end() || it->serial != serial) {
        remember(version); // a follow since stopped (or started again): what it says still counts
        return;
    }
    it->lastError.reset();
    const QString audienceId = it->audienceId;
    if (store(version))
        emit versionsChanged(audienceId);
    if (isInFlight(version.status)) {
        ++it->attempt;
        scheduleNext(versionId);
        return;
    }
    stop(versionId);
    emit versionSettled(version);
}

void VersionFollower::onAskFailed(const QString &versionId, quint64 serial, const Net::ApiError &error)
{
    endAsk(versionId);
    const auto it = m_follows.find(versionId);
    if (it == m_follows.end() || it->serial != serial)
        return;
    it->lastError = error;
    if (error.kind == Net::ApiError::Kind::NotFound || error.kind == Net::ApiError::Kind::Unauthorized) {
        const QString audienceId = it->audienceId;
        stop(versionId); // asking again cannot help
        emit versionsChanged(audienceId);
        return;
    }
    // A network hiccup: keep following, and every other follow waits with it.
    m_failureStreak = std::min(m_failureStreak + 1, 8);
    ++it->attempt;
    scheduleNext(versionId);
}

void VersionFollower::stop(const QString &versionId)
{
    const auto it = m_follows.find(versionId);
    if (it == m_follows.end())
        return;
    delete it->timer;
    m_follows.erase(it);
    emit followCountChanged(followCount());
}

bool VersionFollower::store(const Net::AudienceVersion &version, const QString &pageId)
{
    if (version.versionId.isEmpty())
        return false;
    const auto existing = m_versions.constFind(version.versionId);
    const bool same = existing != m_versions.constEnd() && existing->status == version.status
                      && existing->versionNumber == version.versionNumber && existing->publishedAt == version.publishedAt
                      && existing->obsoleteAt == version.obsoleteAt && existing->becameDraftAt == version.becameDraftAt;
    if (same)
        return false;
    Net::AudienceVersion stored = version;
    if (existing != m_versions.constEnd() && stored.audienceId.isEmpty())
        stored.audienceId = existing->audienceId;
    m_versions.insert(stored.versionId, stored);
    if (!pageId.isEmpty())
        m_pageOf.insert(stored.versionId, pageId);
    if (m_store)
        VersionsSeenTable::upsert(*m_store, stored, pageId);
    QStringList &ids = m_byAudience[stored.audienceId];
    if (!ids.contains(stored.versionId))
        ids.append(stored.versionId);
    return true;
}

QList<Net::AudienceVersion> VersionFollower::versions(const QString &audienceId) const
{
    QList<Net::AudienceVersion> result;
    for (const QString &id : m_byAudience.value(audienceId))
        result.append(m_versions.value(id));
    std::stable_sort(result.begin(), result.end(), [](const Net::AudienceVersion &a, const Net::AudienceVersion &b) {
        // A version known by ID only (number 0) is the newest: it came from a send just now.
        const qint64 left = a.versionNumber == 0 ? std::numeric_limits<qint64>::max() : a.versionNumber;
        const qint64 right = b.versionNumber == 0 ? std::numeric_limits<qint64>::max() : b.versionNumber;
        if (left != right)
            return left > right;
        return a.createdAt > b.createdAt;
    });
    return result;
}

std::optional<Net::AudienceVersion> VersionFollower::version(const QString &versionId) const
{
    const auto it = m_versions.constFind(versionId);
    if (it == m_versions.constEnd())
        return std::nullopt;
    return *it;
}

std::optional<Net::AudienceVersion> VersionFollower::publishedVersion(const QString &audienceId) const
{
    for (const Net::AudienceVersion &version : versions(audienceId)) {
        if (Net::versionStatusFromString(version.status) == Net::VersionStatus::Published)
            return version;
    }
    return std::nullopt;
}

std::optional<Net::ApiError> VersionFollower::lastError(const QString &versionId) const
{
    const auto it = m_follows.constFind(versionId);
    return it == m_follows.constEnd() ? std::nullopt : it->lastError;
}

} // namespace Audience::Models
