#pragma once

#include "net/apierror.h"
#include "net/audiencetypes.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <optional>

class QTimer;

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

class ProfileDatabase;

// The versions the console has seen, per audience, and the ones it follows while the service
// processes them. The spec has no "list versions": a version is learnt from a send's answer (its
// versionId), from archive/restore and publish answers, or opened by ID. A followed version is asked
// for (GET version) with a gentle backoff, about 0.5 s doubling to 10 s, until it leaves queued and
// processing; nothing is asked while nothing is in flight. At most one GET per version is in flight
// whoever asks (a follow, an open, a follow started again), and the backoff is shared: every caller
// of one version waits on its one schedule, and while the service fails, every follow waits as
// long as the longest run of failures says (one service, one backoff), until an answer comes.
// One per connection (Models::Connection):
// following goes on while the user looks at another audience, and stops when the connection changes.
// With the profile's store (setStore) every version seen is kept there (VersionsSeenTable), so a
// restart forgets none, and a version that was still in flight is followed again.
class VersionFollower : public QObject
{
    Q_OBJECT
public:
    static constexpr int firstDelayMs = 500;
    static constexpr int maxDelayMs = 10000;

    explicit VersionFollower(QObject *parent = nullptr);
    ~VersionFollower() override;

    // Not owned. Another client (or none) stops every follow and forgets every version.
    void setClient(Net::ApiClient *client);

    // Keeps the versions in `store` (not owned; null: memory only). What was seen before is written
    // to it, then everything it holds is taken in, and the versions it lists as still in flight are
    // followed again (when there is a client).
    void setStore(ProfileDatabase *store);

    // Asks for the version until it settles. Following it again is harmless.
    void follow(const QString &pageId, const QString &audienceId, const QString &versionId);
    // Asks for a version once (opened by ID); followed if it turns out to be in flight.
    void open(const QString &pageId, const QString &audienceId, const QString &versionId);
    // Takes in what an answer elsewhere said about a version (publish, archive/restore).
    void remember(const Net::AudienceVersion &version);
    // Takes in both versions of an audience record; the published one is the audience's live one.
    void remember(const Net::AudienceRecord &audience);

    // Newest first (by versionNumber, then creation time).
    QList<Net::AudienceVersion> versions(const QString &audienceId) const;
    std::optional<Net::AudienceVersion> version(const QString &versionId) const;
    // Every audience with a version seen, and the page of an audience as its versions name it
    // (empty when none does), for what looks across audiences (Review).
    QStringList audienceIds() const { return m_byAudience.keys(); }
    QString pageIdOf(const QString &audienceId) const;
    // The version live now, as far as the console knows (the newest published one).
    std::optional<Net::AudienceVersion> publishedVersion(const QString &audienceId) const;
    bool isFollowing(const QString &versionId) const { return m_follows.contains(versionId); }
    int followCount() const { return int(m_follows.size()); }
    // GETs of versions asked now (for the tests and the benchmark: never more than one a version).
    int getsInFlight() const { return int(m_asking.size()); }
    // GETs of versions asked since the connection was made, per version (the benchmark's figure).
    int getsAsked(const QString &versionId) const { return m_asked.value(versionId); }
    // The error of the last failed attempt at this version (the follow goes on with its backoff).
    std::optional<Net::ApiError> lastError(const QString &versionId) const;

    // True for the statuses the service is still working on (queued, processing, pending).
    static bool isInFlight(const QString &status);
    // The wait before attempt `attempt` (0 for the first): 500 ms doubling up to 10 s.
    static int delayForAttempt(int attempt);

signals:
    // Something about this audience's versions changed (a new one, a new status).
    void versionsChanged(const QString &audienceId);
    // A followed version left queued/processing (draft, cancelled, or any other status).
    void versionSettled(const Audience::Net::AudienceVersion &version);
    void followCountChanged(int count);

private:
    struct Follow
    {
        QString pageId;
        QString audienceId;
        int attempt = 0;
        QTimer *timer = nullptr;
        std::optional<Net::ApiError> lastError;
        quint64 serial = 0; // which follow of this version: an answer to an earlier one is not read
    };
    // Starts the one GET of a version (false: one is in flight already).
    bool beginAsk(const QString &versionId);
    void endAsk(const QString &versionId);
    void onAsked(const QString &versionId, quint64 serial, const Net::AudienceVersion &version);
    void onAskFailed(const QString &versionId, quint64 serial, const Net::ApiError &error);
    void ask(const QString &versionId);
    void scheduleNext(const QString &versionId);
    void stop(const QString &versionId);
    // True when the stored version changed.
    bool store(const Net::AudienceVersion &version, const QString &pageId = {});
    void resumeFollowing();

    QPointer<Net::ApiClient> m_client;
    QPointer<ProfileDatabase> m_store;
    QHash<QString, QString> m_pageOf;                // versionId → pageId, where known
    QHash<QString, Net::AudienceVersion> m_versions; // by versionId
    QHash<QString, QStringList> m_byAudience;        // audienceId → versionIds
    QHash<QString, Follow> m_follows;                // by versionId
    quint64 m_generation = 0;                        // bumped by setClient: older answers are dropped
    quint64 m_nextSerial = 0;
    QSet<QString> m_asking;                          // versions with a GET in flight
    QHash<QString, int> m_asked;                     // GETs made per version
    int m_failureStreak = 0;                         // failed GETs in a row, of any version
};

} // namespace Audience::Models
