#include "models/release/releaselog.h"

#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"

#include <algorithm>

namespace Audience::Models {

namespace {

ReleaseRecord toRecord(const ReleaseLog::Release &release)
{
    ReleaseRecord record{release.releaseId, release.runId, release.startedAt, release.finished, {}};
    for (const ReleaseLog::Member &member : release.members) {
        record.members.append({member.audience.pageId, member.audience.audienceId, member.audience.label, member.versionId,
                               member.versionNumber, member.operationKey, member.skipped});
    }
    return record;
}

ReleaseLog::Release fromRecord(const ReleaseRecord &record)
{
    ReleaseLog::Release release{record.releaseId, record.runId, record.startedAt, record.finished, {}};
    for (const ReleaseRecord::Member &member : record.members)
        release.members.append({{member.pageId, member.audienceId, member.label}, member.versionId, member.versionNumber,
                                member.operationKey, member.skipped});
    return release;
}

} // namespace

ReleaseLog::ReleaseLog(ProfileDatabase &store)
    : m_store(store)
{
}

QList<ReleaseLog::Release> ReleaseLog::releases() const
{
    QList<Release> result;
    for (const ReleaseRecord &record : m_store.releaseRecords().value_or(QList<ReleaseRecord>()))
        result.append(fromRecord(record));
    return result;
}

StoreResult<void> ReleaseLog::begin(const Release &release)
{
    return m_store.beginRelease(toRecord(release), keptReleases);
}

StoreResult<void> ReleaseLog::markSkipped(const QString &releaseId, const QString &versionId, const QString &reason)
{
    return m_store.markReleaseMemberSkipped(releaseId, versionId, reason);
}

StoreResult<void> ReleaseLog::finish(const QString &releaseId)
{
    return m_store.finishRelease(releaseId);
}

ReleaseLog::MemberOutcome ReleaseLog::outcomeOf(const Member &member, const WriteJournal &journal)
{
    MemberOutcome result{member, Outcome::NotStarted, tr("Not published: it had not started.")};
    if (!member.skipped.isEmpty())
        return {member, Outcome::Skipped, tr("Skipped: %1").arg(member.skipped)};
    const std::optional<JournalEntry> entry = journal.findByKey(member.operationKey);
    if (!entry)
        return result;
    switch (entry->outcome) {
    case JournalEntry::Outcome::Done:
        return {member, Outcome::Published, tr("Published.")};
    case JournalEntry::Outcome::Failed:
        return {member, Outcome::Failed, tr("Failed: %1").arg(entry->error)};
    case JournalEntry::Outcome::Discarded:
        return {member, Outcome::Failed, tr("Not published: the publish was discarded.")};
    case JournalEntry::Outcome::Pending:
        return {member, Outcome::NotConfirmed,
                tr("Not confirmed: the publish was sent, and the console closed before the service answered. "
                   "Check or Retry it in Activity (the same key).")};
    }
    return result;
}

QList<ReleaseLog::CutShort> ReleaseLog::cutShort(const WriteJournal &journal) const
{
    QList<CutShort> result;
    for (const Release &release : releases()) {
        if (release.finished || m_store.liveRuns().isAlive(release.runId))
            continue;
        CutShort cut{release, {}};
        for (const Member &member : release.members)
            cut.outcomes.append(outcomeOf(member, journal));
        result.append(cut);
    }
    return result;
}

int ReleaseLog::CutShort::count(Outcome outcome) const
{
    return int(std::count_if(outcomes.cbegin(), outcomes.cend(), [outcome](const MemberOutcome &o) { return o.outcome == outcome; }));
}

QString ReleaseLog::CutShort::summary() const
{
    QStringList notPublished;
    for (const MemberOutcome &o : outcomes) {
        if (o.outcome != Outcome::Published)
            notPublished.append(QStringLiteral("%1 (%2)").arg(o.member.audience.label, o.words));
    }
    const QString published = tr("%1 of %n published", nullptr, int(outcomes.size())).arg(count(Outcome::Published));
    if (notPublished.isEmpty())
        return published;
    return tr("%1; not published: %2").arg(published, notPublished.join(QStringLiteral("; ")));
}

} // namespace Audience::Models
