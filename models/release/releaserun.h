#pragma once

#include "models/audiences/audiencekey.h"
#include "models/common/batchrunner.h"
#include "models/common/writetracker.h"

#include <QPointer>

namespace Audience::Net {
struct AudienceVersion;
} // namespace Audience::Net

namespace Audience::Models {

class PublishActions;
class ServiceLink;
class StoreLink;
class VersionFollower;

// Publishing a selection as one release, on the BatchRunner. Every member's operationKey is made
// when the run starts and written down with the release (ReleaseLog, in the profile's store)
// before the first publish goes; each publish goes through the connection's PublishActions, so it
// is journaled before it is sent (area "release"), and a retry reuses its key. Two steps, four at
// once each: the version read again (GET version), then its publish; the reads run one turn ahead
// of the publishes. A version that is no longer a draft (published elsewhere, replaced by a newer
// draft) is skipped, with the reason. Cancel starts nothing new; a publish already sent finishes
// and is reported.
class ReleaseRun : public BatchRunner
{
    Q_OBJECT
public:
    enum Steps { ReadStep, PublishStep };
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

    QString releaseId() const { return m_releaseId; }
    const Row &row(int index) const { return m_rows.at(index); }
    // "Publishing: 5 of 9 done".
    QString progressText() const;
    // "7 of 9 published; 2 failed: A (reason); B (reason)", with skipped and not started rows.
    QString resultText() const;
    // After Cancel: which had already gone.
    QString cancelText() const;

private:
    void readAgain(const Job &job);
    void onReadAgain(const Job &job, const Net::AudienceVersion &version);
    void publish(const Job &job);
    void onPublishState(const QString &versionId, WriteTracker::State state);
    int indexOfVersion(const QString &versionId) const;
    static QString notDraftReason(const Net::AudienceVersion &version);

    QPointer<ServiceLink> m_service;
    QPointer<StoreLink> m_store;
    QPointer<PublishActions> m_publishes;
    QPointer<VersionFollower> m_versions;
    QList<Row> m_rows;           // one per row of the runner
    QList<Job> m_publishJobs;    // each row's publish, once it started
    QString m_releaseId;
    QString m_storeRefusal;
};

} // namespace Audience::Models
