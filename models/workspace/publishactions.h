#pragma once

#include "models/audiences/audiencenames.h"
#include "models/common/areawrites.h"
#include "models/common/writetracker.h"
#include "models/store/publishchangerecord.h"
#include "net/audiencetypes.h"
#include "net/conversationtypes.h"

#include <QObject>
#include <QPointer>

namespace Audience::Models {

class KnownAudiences;
class VersionFollower;

// Publishing a draft version (spec 4.12). One operationKey per confirmed click, made when the user
// confirms and reused by every retry of that publish, so a retry after a lost answer publishes once.
// Each attempt (the first and every retry), once journaled and before it is sent, reads the
// audience's conversation and records what this version puts live then (VersionDraft: its own
// pending changes, not the newest draft's; the value before each as live at that attempt, so a
// retry after another publish landed records the right "before"), table publish_changes. When that
// cannot be read honestly (the read failed, the messages do not line up) no record is kept, and a
// later reading derives it or says it cannot: a record is never a guess. No caller gives it.
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
    // The failed publish of this version again, with the same operationKey (its record read again).
    bool retry(const QString &versionId);
    WriteTracker *tracker() { return &m_writes; }
    // Takes in a publish an earlier run journaled and never saw answered.
    bool adopt(const JournalEntry &entry);
    bool isNotConfirmed(const QString &versionId) const { return m_writes.isNotConfirmed(versionId); }
    // Failed because the journal refused it: nothing was sent (no Check; Retry tries again).
    bool isRefusedByStore(const QString &versionId) const { return m_writes.isRefusedByStore(versionId); }
    // Asks the service whether a not-confirmed (or failed) publish went live: reads the version.
    // Published: the write is journaled as done and published() is emitted. Still a draft: it stays
    // for Retry, saying so (journaled as failed with the finding, unless `recordNotLive` is
    // OnlyIfLive: StartCheck's look at start changes nothing the service did not confirm). The
    // answer comes as checked(). False when nothing was asked.
    enum class Recording { Either, OnlyIfLive };
    bool check(const QString &versionId, Recording recording = Recording::Either);
    // Gives up on a failed or not-confirmed publish (journaled as discarded).
    void discard(const QString &versionId) { m_writes.discard(versionId); }
    // What the write table's AreaHandler::Publishes does: adopt, retry, discard, and check (the
    // answer of check() for that version, once).
    AreaWriteHandler writeHandler();
    // The page and audience of a publish this object knows (adopted or started).
    QString pageOf(const QString &versionId) const { return m_targets.value(versionId).first; }

    // Pending from the click: while the conversation is read, then while the publish is sent.
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
    // What the attempt records of what the version puts live (table publish_changes).
    struct Record
    {
        enum class Kind {
            Write,  // `fields`, read at this attempt
            Keep,   // the version is live already (an earlier attempt went through): its record stands
            Forget, // not known now: an earlier attempt's record may be wrong, so none is kept
        };
        Kind kind = Kind::Forget;
        QList<PublishChangeRecord> fields;
    };

    // An attempt's beforeSend: reads the conversation, records, then lets the publish go.
    void readThenSend(const QString &pageId, const QString &audienceId, const QString &versionId, const std::function<void()> &send);
    Record recordOf(const QString &pageId, const QString &audienceId, const QString &versionId,
                    const Net::Conversation &conversation) const;
    bool write(const QString &versionId, const Record &record) const;
    void onPublished(const Net::AudienceVersion &version);
    WriteTracker::Write makeWrite(const QString &pageId, const QString &audienceId, const QString &versionId,
                                  const QString &area = QStringLiteral("workspace"), const QString &label = {});
    void onChecked(const QString &versionId, const Net::AudienceVersion &version, Recording recording);

    QHash<QString, QPair<QString, QString>> m_targets; // versionId → (pageId, audienceId)
    WriteTracker m_writes; // by versionId
    QPointer<VersionFollower> m_versions;
    QPointer<KnownAudiences> m_known;
    AudienceNames m_names;
};

} // namespace Audience::Models
