#pragma once

#include "models/audiences/audiencekey.h"
#include "models/store/storeresult.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace Audience::Models {

class ProfileDatabase;
class WriteJournal;

// The releases the console started, in the profile's store (tables releases and release_members,
// schema step 5, which moved what older consoles kept as a kept list): when a release starts,
// every member with its version and the operationKey its publish will use is written down before
// the first publish goes. The journal has each publish under that
// key (area "release"), so what became of every member can be read back after a crash: published,
// failed, sent without an answer (not confirmed), skipped, or never started. A release is finished
// when its run ended (every row settled, or cancelled and settled); one that is not, from an
// earlier run, was cut short.
class ReleaseLog
{
    Q_DECLARE_TR_FUNCTIONS(ReleaseLog)
public:
    // The newest releases kept (older ones are forgotten when a new one starts).
    static constexpr int keptReleases = 20;

    struct Member
    {
        AudienceKey audience;
        QString versionId;
        qint64 versionNumber = 0;
        QString operationKey;
        QString skipped; // why it was skipped (the re-read found it no longer a draft); empty if not
    };
    struct Release
    {
        QString releaseId;
        QString runId;
        QDateTime startedAt;
        bool finished = false;
        QList<Member> members;
    };
    // What became of one member, read from the journal.
    enum class Outcome { Published, Failed, NotConfirmed, Skipped, NotStarted };
    struct MemberOutcome
    {
        Member member;
        Outcome outcome = Outcome::NotStarted;
        QString words; // in words, with the reason where there is one
    };
    struct CutShort
    {
        Release release;
        QList<MemberOutcome> outcomes;
        int count(Outcome outcome) const;
        // "3 of 9 published; not published: …"
        QString summary() const;
    };

    explicit ReleaseLog(ProfileDatabase &store);

    QList<Release> releases() const;
    StoreResult<void> begin(const Release &release);
    StoreResult<void> markSkipped(const QString &releaseId, const QString &versionId, const QString &reason);
    StoreResult<void> finish(const QString &releaseId);

    // The releases of earlier runs that never finished, newest first, with what the journal says.
    QList<CutShort> cutShort(const WriteJournal &journal) const;
    static MemberOutcome outcomeOf(const Member &member, const WriteJournal &journal);

private:
    // Each change is one transaction with the write lock (StoreConnection::beginRelease…), so two
    // consoles never undo each other's releases.
    ProfileDatabase &m_store;
};

} // namespace Audience::Models
