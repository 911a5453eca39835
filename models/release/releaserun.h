#pragma once

#include "models/audiences/audiencekey.h"
#include "models/common/writetracker.h"

#include <QObject>
#include <QPointer>

namespace Audience::Net {
struct AudienceVersion;
} // namespace Audience::Net

namespace Audience::Models {

class PublishActions;
class ServiceLink;
class StoreLink;
class VersionFollower;

// Publishing a selection as one release (issue 24). Every member's operationKey is made when the
// run starts and written down with the release (ReleaseLog, in the profile's store) before the
// first publish goes; each publish goes through the connection's PublishActions, so it is journaled
// before it is sent (area "release"), and a retry reuses its key. At most maxInFlight members are
// under way at once (and as many reads ahead of them). Before each publish the version is read again (GET version): one that is no
// longer a draft (published elsewhere, replaced by a newer draft) is skipped, with the reason.
// Cancel starts nothing new; what was already sent finishes and is reported.
class ReleaseRun : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxInFlight = 4;

    enum class Stage { Waiting, Checking, Publishing, Published, Skipped, Failed, NotStarted };
    Q_ENUM(Stage)
    struct Member
    {
        AudienceKey audience;
        QString versionId;
        qint64 versionNumber = 0;
    };
    struct Row
    {
        Member member;
        QString operationKey;
        Stage stage = Stage::Waiting;
        QString reason; // why it failed or was skipped, in words
    };

    // The connection's link to the service, its store (the release's log), its publishes and the
    // versions it follows. Not owned.
    ReleaseRun(ServiceLink &service, StoreLink &store, PublishActions &publishes, VersionFollower &versions,
               QObject *parent = nullptr);

    // Starts the release. False (nothing sent) when a run is under way, there is nothing to
    // publish, there is no connection, or the release could not be written down first.
    bool start(const QList<Member> &members);
    // Why the last start() was refused by the profile's store ("Not sent: the disk holding the
    // profile is full."), empty when it was not.
    QString storeRefusal() const { return m_storeRefusal; }
    // Starts nothing new; rows not started yet become NotStarted.
    void cancel();
    // A failed row again, with its key (no second read: the first read found a draft, and its
    // publish may have been applied with the answer lost).
    bool retry(int row);
    int retryFailed();

    QString releaseId() const { return m_releaseId; }
    int rowCount() const { return int(m_rows.size()); }
    const Row &row(int index) const { return m_rows.at(index); }
    int count(Stage stage) const;
    bool isRunning() const;
    bool wasCancelled() const { return m_cancelled; }
    // Rows that are done (published, skipped, failed, not started) out of all, for the bar.
    int settledCount() const;
    // "Publishing: 5 of 9 done".
    QString progressText() const;
    // "7 of 9 published; 2 failed: A (reason); B (reason)", with skipped and not started rows.
    QString resultText() const;
    // After Cancel: which had already gone.
    QString cancelText() const;
    static QString stageText(const Row &row);

signals:
    void rowChanged(int row);
    void progressChanged();
    // Every row settled (after a cancel too).
    void finished();

private:
    void startNext();
    void check(int index);
    void onChecked(int index, const Net::AudienceVersion &version);
    void publish(int index);
    void onPublishState(const QString &versionId, WriteTracker::State state);
    void setStage(int index, Stage stage, const QString &reason = {});
    int indexOfVersion(const QString &versionId) const;
    int activeCount() const;
    void finishIfSettled();
    static QString notDraftReason(const Net::AudienceVersion &version);

    QPointer<ServiceLink> m_service;
    QPointer<StoreLink> m_store;
    QPointer<PublishActions> m_publishes;
    QPointer<VersionFollower> m_versions;
    QList<Row> m_rows;
    QString m_releaseId;
    QString m_storeRefusal;
    QList<int> m_readyToPublish; // read again, still a draft, waiting for a publish to free up
    bool m_cancelled = false;
    bool m_finishedSaid = true;
};

} // namespace Audience::Models
