#pragma once

#include "models/audiences/audiencenames.h"
#include "models/common/writetracker.h"
#include "models/workspace/netchanges.h"
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
// One per connection (Models::Connection). Every publish is journaled (WriteTracker); one an earlier
// run sent without an answer comes back (adopt()) as not confirmed, with Check (GET the version:
// did it go live?) and Retry (the same operationKey).
class PublishActions : public QObject
{
    Q_OBJECT
public:
    // Neither is owned; both may be null.
    PublishActions(VersionFollower *versions, KnownAudiences *known, QObject *parent = nullptr);

    void setClient(Net::ApiClient *client);

    // False (nothing sent) when a publish of this version is pending or an ID is empty.
    bool publish(const QString &pageId, const QString &audienceId, const QString &versionId);
    // Where a publish's audience gets the name its journal entry shows in Activity.
    void setAudienceNames(const AudienceNames &names) { m_names = names; }
    // The same with an operationKey the caller made and kept (a release keeps every member's key
    // before the first goes), journaled under `area` ("release") with `label` as its name.
    bool publish(const QString &pageId, const QString &audienceId, const QString &versionId, const QString &operationKey,
                 const QString &area, const QString &label);
    // What the confirmation showed going live with this version (its net change per field), given
    // before publish(): recorded in the profile's store in the transaction that journals the
    // publish's intent (table publish_changes), so the timeline and "Undo this publish" know the
    // values before and after it.
    void setNetChange(const QString &versionId, qint64 versionNumber, const QList<FieldNetChange> &rows);
    // The failed publish of this version again, with the same operationKey.
    bool retry(const QString &versionId);
    WriteTracker *tracker() { return &m_writes; }
    // Takes in a publish an earlier run journaled and never saw answered.
    bool adopt(const JournalEntry &entry);
    bool isNotConfirmed(const QString &versionId) const { return m_writes.isNotConfirmed(versionId); }
    // Failed because the journal refused it: nothing was sent (no Check; Retry tries again).
    bool isRefusedByStore(const QString &versionId) const { return m_writes.isRefusedByStore(versionId); }
    // Asks the service whether a not-confirmed (or failed) publish went live: reads the version.
    // Published: the write is journaled as done and published() is emitted. Still a draft: it stays
    // for Retry, saying so. The answer comes as checked(). False when nothing was asked.
    bool check(const QString &versionId);
    // Gives up on a failed or not-confirmed publish (journaled as discarded).
    void discard(const QString &versionId) { m_writes.discard(versionId); }
    // The page and audience of a publish this object knows (adopted or started).
    QString pageOf(const QString &versionId) const { return m_targets.value(versionId).first; }

    WriteTracker::State state(const QString &versionId) const { return m_writes.state(versionId); }
    bool isPending(const QString &versionId) const { return m_writes.isPending(versionId); }
    QString operationKey(const QString &versionId) const { return m_writes.idempotencyKey(versionId); }
    // Why a publish failed, in words (a 409 and a 422 say what they mean).
    QString errorText(const QString &versionId) const;

signals:
    void stateChanged(const QString &versionId, Audience::Models::WriteTracker::State state);
    void published(const Audience::Net::AudienceVersion &version);
    // What check() found, in words.
    void checked(const QString &versionId, bool published, const QString &finding);

private:
    void onPublished(const Net::AudienceVersion &version);
    WriteTracker::Write makeWrite(const QString &pageId, const QString &audienceId, const QString &versionId,
                                  const QString &area = QStringLiteral("workspace"), const QString &label = {});
    void onChecked(const QString &versionId, const Net::AudienceVersion &version);

    // Writes the net change given for the version, if any, in the journal's transaction.
    bool recordNetChange(const QString &versionId, const QString &pageId, const QString &audienceId) const;

    struct NetChange
    {
        qint64 versionNumber = 0;
        QList<FieldNetChange> rows;
    };
    QHash<QString, NetChange> m_netChanges;            // versionId → what its confirmation showed
    QHash<QString, QPair<QString, QString>> m_targets; // versionId → (pageId, audienceId)
    WriteTracker m_writes; // by versionId
    QPointer<VersionFollower> m_versions;
    QPointer<KnownAudiences> m_known;
    AudienceNames m_names;
};

} // namespace Audience::Models
