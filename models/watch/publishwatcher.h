#pragma once

#include "models/watch/watchjudging.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimeZone>

#include <memory>

class QThread;

class QTimer;

namespace Audience::Models {

class AnalyticsDayCache;
class KnownAudiences;
class ServiceLink;
class StoreLink;
class TrendLoader;
class VersionFollower;
class WatchDismissals;

// Watches what was published (issue "Undo and watch"): every publish this console made or learnt
// of, for `watchDays` days (14 by default, a setting), is judged by PublishWatch's rules when the
// profile's store opens, again every 6 hours while the console is open, and when a publish it did
// not watch yet is learnt. Each run reads the days it needs through the day cache, page by page
// (its own TrendLoader, so the Analytics place's trend is not cancelled): only days not cached are
// asked for, which after a restart is at most one request per page (a day not final yet), however
// many publishes of that page are watched. On the GUI thread only which days are cached is read;
// the days themselves are read, decoded and judged on a worker thread with its own connection to
// the store (WatchJudging), and the alerts come back to this thread.
//
// What it finds are alerts: shown on the desktop, in Review's "Needs a look" and as a count on
// Review in the sidebar (ui/). Each can be dismissed, and the dismissal is kept in the profile's
// store (table watch_dismissals). It never acts: nothing is ever undone automatically.
// One per connection (Models::Connection::publishWatcher()).
class PublishWatcher : public QObject
{
    Q_OBJECT
public:
    static constexpr int rereadIntervalMs = PublishWatch::rereadIntervalHours * 60 * 60 * 1000;
    // The wait after a version is learnt before the watch looks whether a new publish came with it
    // (a restart learns many at once).
    static constexpr int recheckDelayMs = 1000;
    // How long after its watch ended a publish is still judged (on its watch's days, so with the
    // same finding): an alert not dismissed stays in "Needs a look" that long.
    static constexpr int keepAlertsDays = 30;

    PublishWatcher(ServiceLink &service, StoreLink &store, VersionFollower &versions, KnownAudiences &known,
                   AnalyticsDayCache &days, QObject *parent = nullptr);
    ~PublishWatcher() override;

    // How long a publish is watched (the setting; PublishWatch::defaultWatchDays by default).
    void setWatchDays(int days);
    int watchDays() const { return m_watchDays; }
    // The zone whose whole days are judged (the system's by default; tests fix one).
    void setTimeZone(const QTimeZone &zone);
    QTimeZone timeZone() const { return m_zone; }

    // Judges every watched publish now (when connected with the store open). A run asked for while
    // one is under way runs again after it.
    void run();
    bool isRunning() const { return m_running; }
    // Fires every 6 hours while the store is open (tests fire it themselves).
    QTimer *rereadTimer() const { return m_reread; }

    // The publishes the last run watched, oldest first.
    const QList<WatchedPublish> &watched() const { return m_watched; }
    // The alerts not dismissed nor resolved, oldest publish first.
    QList<WatchAlert> alerts() const;
    // The alerts resolved by an undo of their publish that went live (UndonePublishes), with the
    // line that says so ("Undone by version 4 on …; the watch now follows version 4.").
    QList<std::pair<WatchAlert, QString>> resolved() const;
    int alertCount() const;
    std::optional<WatchAlert> alert(const QString &key) const;
    // Dismisses an alert for good (kept in the store); false when the store could not keep it
    // (it is still hidden for this run, and kept as soon as the store takes it: dismissals()).
    bool dismiss(const QString &key);
    // Takes a dismissal back (the Undo offered right after Dismiss): the alert shows again. False
    // when it was not dismissed, or the store could not forget the dismissal yet (it shows again
    // anyway, and the store forgets it as soon as it can).
    bool undismiss(const QString &key);
    bool isDismissed(const QString &key) const { return m_dismissed.contains(key); }
    // The dismissals as the store keeps them, and those it refused so far (their problem in words).
    WatchDismissals *dismissals() const { return m_dismissals; }
    // The days the last run asked the service for, per page (those not in the day cache).
    QHash<QString, int> requestsOfLastRun() const { return m_requests; }
    int runCount() const { return m_runs; }

signals:
    // alerts() changed: a run found others, or one was dismissed.
    void alertsChanged();
    // An alert not raised before in this connection (the desktop is told once).
    void alertRaised(const Audience::Models::WatchAlert &alert);
    // A run ended (its alerts are in alerts()).
    void runFinished();

private:
    bool canRun() const;
    void onStoreChanged(bool open);
    void forgetAll();
    void recheckWatched();
    std::optional<DateRange> missingDays(const QString &pageId, const DateRange &needed) const;
    void loadPages();
    void onDaysFinished();
    void keepFetched(const QString &pageId, const DateRange &range);
    void judgeOnAWorker();
    void onJudged(quint64 generation, const WatchJudging::Output &output);
    QSet<QString> readDismissals() const;
    QDate today() const;

    QPointer<ServiceLink> m_service;
    QPointer<StoreLink> m_store;
    QPointer<VersionFollower> m_versions;
    QPointer<KnownAudiences> m_known;
    QPointer<AnalyticsDayCache> m_cache;
    TrendLoader *m_days = nullptr;
    QTimer *m_reread = nullptr;
    QTimer *m_recheck = nullptr;
    WatchDismissals *m_dismissals = nullptr;
    QTimeZone m_zone = QTimeZone::systemTimeZone();
    int m_watchDays = PublishWatch::defaultWatchDays;

    QList<WatchedPublish> m_watched;
    QList<WatchedPublish> m_ended; // watch over, judged again for the alerts they had
    QHash<QString, DateRange> m_pages; // the days each page's watched publishes need
    QList<std::pair<QString, DateRange>> m_pagesToLoad;
    QHash<QString, QMap<QDate, WatchJudging::Items>> m_fetched;
    std::unique_ptr<QThread> m_worker;
    quint64 m_generation = 0;
    QDate m_runToday;
    QHash<QString, int> m_requests;
    QList<WatchAlert> m_found; // dismissed ones too
    QSet<QString> m_dismissed;
    QSet<QString> m_raised;
    bool m_running = false;
    bool m_runAgain = false;
    bool m_loadingPage = false; // inside TrendLoader::load, which may finish at once
    int m_runs = 0;
};

} // namespace Audience::Models
