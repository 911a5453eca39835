#pragma once

#include "models/common/writetracker.h"
#include "net/audiencetypes.h"

#include <QObject>
#include <QPointer>

namespace Audience::Models {

class KnownAudiences;
class VersionFollower;

// Publishing a draft version (spec 4.12). One operationKey per confirmed click, made when the user
// confirms and reused by every retry of that publish, so a retry after a lost answer publishes once.
// At most one publish per version runs at a time. The published version goes to the version follower
// and, when the audience is known, into KnownAudiences (its status updates everywhere it is shown).
// One per connection (Models::Connection).
class PublishActions : public QObject
{
    Q_OBJECT
public:
    // Neither is owned; both may be null.
    PublishActions(VersionFollower *versions, KnownAudiences *known, QObject *parent = nullptr);

    void setClient(Net::ApiClient *client);

    // False (nothing sent) when a publish of this version is pending or an ID is empty.
    bool publish(const QString &pageId, const QString &audienceId, const QString &versionId);
    // The failed publish of this version again, with the same operationKey.
    bool retry(const QString &versionId);

    WriteTracker::State state(const QString &versionId) const { return m_writes.state(versionId); }
    bool isPending(const QString &versionId) const { return m_writes.isPending(versionId); }
    QString operationKey(const QString &versionId) const { return m_writes.idempotencyKey(versionId); }
    // Why a publish failed, in words (a 409 and a 422 say what they mean).
    QString errorText(const QString &versionId) const;

signals:
    void stateChanged(const QString &versionId, Audience::Models::WriteTracker::State state);
    void published(const Audience::Net::AudienceVersion &version);

private:
    void onPublished(const Net::AudienceVersion &version);

    WriteTracker m_writes; // by versionId
    QPointer<VersionFollower> m_versions;
    QPointer<KnownAudiences> m_known;
};

} // namespace Audience::Models
