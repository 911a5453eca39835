#include "models/watch/publishwatcher.h"

#include "models/analytics/analyticsdaycache.h"
#include "models/analytics/trendloader.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "models/watch/watchdismissals.h"
#include "models/workspace/undonepublishes.h"
#include "models/workspace/versionfollower.h"

#include <QLoggingCategory>
#include <QMap>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <tuple>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcPublishWatch, "audience.models.watch")

namespace {

QSet<QString> keysOf(const QList<WatchedPublish> &watched)
{
    QSet<QString> keys;
    for (const WatchedPublish &one : watched)
        keys.insert(one.key());
    return keys;
}

} // namespace

PublishWatcher::PublishWatcher(ServiceLink &service, StoreLink &store, VersionFollower &versions, KnownAudiences &known,
                               AnalyticsDayCache &days, QObject *parent)
    : QObject(parent)
    , m_service(&service)
    , m_store(&store)
    , m_versions(&versions)
    , m_known(&known)
    , m_cache(&days)
    , m_days(new TrendLoader(this))
    , m_reread(new QTimer(this))
    , m_recheck(new QTimer(this))
    , m_dismissals(new WatchDismissals(this))
{
    m_days->setDayCache(&days);
    m_days->setTimeZone(m_zone);
    connect(m_days, &TrendLoader::finished, this, &PublishWatcher::onDaysFinished);
    m_reread->setInterval(rereadIntervalMs);
    connect(m_reread, &QTimer::timeout, this, &PublishWatcher::run);
    m_recheck->setSingleShot(true);
    m_recheck->setInterval(recheckDelayMs);
    connect(m_recheck, &QTimer::timeout, this, &PublishWatcher::recheckWatched);
    connect(&store, &StoreLink::journalChanged, this, [this](WriteJournal *journal) { onStoreChanged(journal != nullptr); });
    connect(&service, &ServiceLink::connectedChanged, this, [this](bool connected) {
        if (!connected)
            forgetAll();
        else if (m_store && m_store->store())
            onStoreChanged(true);
    });
    connect(&versions, &VersionFollower::versionsChanged, this, [this] {
        if (canRun() && !m_recheck->isActive())
            m_recheck->start();
    });
}

PublishWatcher::~PublishWatcher()
{
    ++m_generation; // its answer, if any, finds nobody
    if (m_worker)
        m_worker->wait();
}

void PublishWatcher::setWatchDays(int days)
{
    m_watchDays = std::max(days, 1);
}

void PublishWatcher::setTimeZone(const QTimeZone &zone)
{
    m_zone = zone;
    m_days->setTimeZone(zone);
}

bool PublishWatcher::canRun() const
{
    // The worker reads the store through a connection of its own: a store in memory has none.
    return m_service && m_service->isConnected() && m_service->client() && m_store && m_store->store() && m_versions && m_known
           && m_cache && !m_cache->storePath().isEmpty() && m_cache->storePath() != QLatin1StringView(":memory:");
}

void PublishWatcher::onStoreChanged(bool open)
{
    m_dismissals->setStore(open && m_store ? m_store->store() : nullptr);
    if (!open) {
        forgetAll();
        return;
    }
    m_reread->start();
    run();
}

// Another profile, or none: its alerts and what was raised go with it.
void PublishWatcher::forgetAll()
{
    m_reread->stop();
    m_recheck->stop();
    m_pagesToLoad.clear();
    m_fetched.clear();
    ++m_generation; // a worker still judging the old profile's publishes is not listened to
    m_running = m_runAgain = false; // before the cancel, whose "finished" then goes nowhere
    m_days->cancel();
    m_days->setClient(nullptr); // and the days it kept in memory go: they were that profile's
    m_watched.clear();
    m_ended.clear();
    m_dismissed.clear();
    m_raised.clear();
    m_requests.clear();
    const bool had = !m_found.isEmpty();
    m_found.clear();
    if (had)
        emit alertsChanged();
}

// A version was learnt: a run only when it brought a publish not watched yet (a status change of
// a draft, say, changes nothing the watch reads).
void PublishWatcher::recheckWatched()
{
    if (!canRun())
        return;
    const QList<WatchedPublish> now = WatchedPublishes::list(*m_versions, *m_known, m_cache->nowUtc(), m_watchDays);
    if (keysOf(now) != keysOf(m_watched))
        run();
}

QDate PublishWatcher::today() const
{
    return m_cache->nowUtc().toTimeZone(m_zone).date();
}

QSet<QString> PublishWatcher::readDismissals() const
{
    QSet<QString> keys = m_dismissed; // a dismissal the store refused is still honoured in this run
    for (const auto &[versionId, finding] : m_dismissals->dismissed()) {
        keys.insert(versionId + u'/' + finding);
        // Kept before findings named their rate: it silenced the version's falls of either rate.
        if (finding == QLatin1StringView("mayHaveHurt")) {
            keys.insert(versionId + QStringLiteral("/mayHaveHurt:conversion"));
            keys.insert(versionId + QStringLiteral("/mayHaveHurt:formSubmit"));
        }
    }
    return keys;
}

void PublishWatcher::run()
{
    if (!canRun())
        return;
    if (m_running) {
        m_runAgain = true;
        return;
    }
    m_running = true;
    m_runAgain = false;
    ++m_runs;
    m_days->setClient(m_service->client());
    m_dismissed = readDismissals();
    m_runToday = today();
    std::tie(m_watched, m_ended) = WatchedPublishes::watchedAndEnded(*m_versions, *m_known, m_cache->nowUtc(), m_watchDays, keepAlertsDays);
    // One read per page, over the days all its watched publishes need together.
    m_pages.clear();
    for (const WatchedPublish &one : m_watched + m_ended) {
        const DateRange needed = WatchedPublishes::daysNeeded(one, m_zone, m_runToday);
        if (!needed.isValid() || needed.isAllTime())
            continue;
        auto page = m_pages.find(one.pageId);
        if (page == m_pages.end())
            m_pages.insert(one.pageId, needed);
        else
            *page = {std::min(page->first, needed.first), std::max(page->last, needed.last)};
    }
    m_pagesToLoad.clear();
    for (auto it = m_pages.cbegin(); it != m_pages.cend(); ++it)
        m_pagesToLoad.append({it.key(), it.value()});
    m_requests.clear();
    m_fetched.clear();
    loadPages();
}

// The days a page lacks in the day cache (only which days it has is read here, nothing decoded),
// from the first to the last missing: after a restart at most yesterday, in a zone behind UTC.
std::optional<DateRange> PublishWatcher::missingDays(const QString &pageId, const DateRange &needed) const
{
    const QSet<QDate> cached = m_cache->cachedDays(pageId, m_zone, needed.first, needed.last);
    QDate first;
    QDate last;
    for (QDate day = needed.first; day <= needed.last; day = day.addDays(1)) {
        if (cached.contains(day))
            continue;
        if (!first.isValid())
            first = day;
        last = day;
    }
    if (!first.isValid())
        return std::nullopt;
    return DateRange{first, last};
}

// Page after page, the days not cached are asked for (a page that lacks none goes on at once; one
// that asks waits for its answers: onDaysFinished); then the worker judges.
void PublishWatcher::loadPages()
{
    while (!m_pagesToLoad.isEmpty()) {
        const auto [pageId, needed] = m_pagesToLoad.takeFirst();
        const std::optional<DateRange> missing = missingDays(pageId, needed);
        if (!missing)
            continue;
        m_loadingPage = true;
        const bool started = m_days->load(pageId, *missing);
        m_loadingPage = false;
        if (!started)
            continue;
        m_requests.insert(pageId, m_days->totalCount());
        if (m_days->isLoading())
            return;
        keepFetched(pageId, *missing);
    }
    judgeOnAWorker();
}

void PublishWatcher::onDaysFinished()
{
    if (m_loadingPage || !m_running)
        return; // finished inside load(): loadPages goes on by itself
    if (!m_days->failedDays().isEmpty())
        qCInfo(lcPublishWatch) << "days that could not be read:" << m_days->failedDays().size() << "of" << m_days->pageId();
    keepFetched(m_days->pageId(), m_days->range());
    loadPages();
}

// What a page's load brought, for the worker (a day not final never reaches the store).
void PublishWatcher::keepFetched(const QString &pageId, const DateRange &range)
{
    QMap<QDate, WatchJudging::Items> &kept = m_fetched[pageId];
    for (QDate day = range.first; day <= range.last; day = day.addDays(1)) {
        if (const auto items = m_days->day(pageId, day))
            kept.insert(day, *items);
    }
}

void PublishWatcher::judgeOnAWorker()
{
    WatchJudging::Input input{m_cache->storePath(), m_zone, m_cache->nowUtc(), m_runToday, m_watched + m_ended, m_pages, m_fetched};
    m_fetched.clear();
    if (m_worker)
        m_worker->wait(); // the last run's thread, done but not yet reaped
    const quint64 generation = ++m_generation;
    QPointer<PublishWatcher> self(this);
    m_worker.reset(QThread::create([self, generation, input = std::move(input)] {
        WatchJudging::Output output = WatchJudging::run(input);
        // Back on the watcher's thread; dropped when it is gone or has forgotten this run.
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, output = std::move(output)] {
                if (self)
                    self->onJudged(generation, output);
            },
            Qt::QueuedConnection);
    }));
    m_worker->setObjectName(QStringLiteral("publish-watch"));
    m_worker->start(QThread::LowPriority);
}

void PublishWatcher::onJudged(quint64 generation, const WatchJudging::Output &output)
{
    if (generation != m_generation || !m_running)
        return;
    if (!output.problem.isEmpty())
        qCWarning(lcPublishWatch) << "the profile's store could not be read:" << output.problem;
    m_found = output.found;
    m_running = false;
    emit alertsChanged();
    for (const WatchAlert &alert : alerts()) {
        if (!m_raised.contains(alert.key())) {
            m_raised.insert(alert.key());
            emit alertRaised(alert);
        }
    }
    emit runFinished();
    if (m_runAgain)
        QTimer::singleShot(0, this, &PublishWatcher::run);
}

QList<WatchAlert> PublishWatcher::alerts() const
{
    const QList<std::pair<WatchAlert, QString>> undone = resolved();
    QList<WatchAlert> shown;
    for (const WatchAlert &alert : m_found) {
        const bool isResolved = std::any_of(undone.cbegin(), undone.cend(), [&](const auto &one) { return one.first.key() == alert.key(); });
        if (!m_dismissed.contains(alert.key()) && !isResolved)
            shown.append(alert);
    }
    return shown;
}

QList<std::pair<WatchAlert, QString>> PublishWatcher::resolved() const
{
    QList<std::pair<WatchAlert, QString>> lines;
    if (m_found.isEmpty() || !m_store || !m_versions)
        return lines;
    const QList<UndonePublishes::Undo> undos = UndonePublishes::all(m_store->store(), *m_versions);
    for (const WatchAlert &alert : m_found) {
        for (const UndonePublishes::Undo &undo : undos) {
            if (undo.undoneVersionId == alert.publish().versionId && !m_dismissed.contains(alert.key()))
                lines.append({alert, UndonePublishes::resolvedLine(undo)});
        }
    }
    return lines;
}

int PublishWatcher::alertCount() const
{
    return int(alerts().size());
}

std::optional<WatchAlert> PublishWatcher::alert(const QString &key) const
{
    for (const WatchAlert &alert : m_found) {
        if (alert.key() == key)
            return alert;
    }
    return std::nullopt;
}

bool PublishWatcher::undismiss(const QString &key)
{
    const std::optional<WatchAlert> found = alert(key);
    if (!found || !m_dismissed.contains(key))
        return false;
    m_dismissed.remove(key);
    const bool kept = m_dismissals->undismiss(found->watched.key(), found->findingName());
    emit alertsChanged();
    return kept;
}

bool PublishWatcher::dismiss(const QString &key)
{
    const std::optional<WatchAlert> found = alert(key);
    if (!found || m_dismissed.contains(key))
        return false;
    m_dismissed.insert(key);
    const bool kept = m_dismissals->dismiss(found->watched.key(), found->findingName(), found->audienceId(),
                                            m_cache ? m_cache->nowUtc() : QDateTime::currentDateTimeUtc());
    emit alertsChanged();
    return kept;
}

} // namespace Audience::Models
