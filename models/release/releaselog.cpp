#include "models/release/releaselog.h"

#include "models/store/keptlist.h"
#include "models/store/profilestore.h"
#include "models/store/writejournal.h"

#include <algorithm>
#include <QJsonArray>
#include <QJsonObject>

namespace Audience::Models {

namespace {

const QString listName = QStringLiteral("releases");

QJsonObject toJson(const ReleaseLog::Release &release)
{
    QJsonArray members;
    for (const ReleaseLog::Member &member : release.members) {
        members.append(QJsonObject{{QStringLiteral("pageId"), member.audience.pageId},
                                   {QStringLiteral("audienceId"), member.audience.audienceId},
                                   {QStringLiteral("label"), member.audience.label},
                                   {QStringLiteral("versionId"), member.versionId},
                                   {QStringLiteral("versionNumber"), member.versionNumber},
                                   {QStringLiteral("operationKey"), member.operationKey},
                                   {QStringLiteral("skipped"), member.skipped}});
    }
    return {{QStringLiteral("releaseId"), release.releaseId},
            {QStringLiteral("runId"), release.runId},
            {QStringLiteral("startedAt"), release.startedAt.toString(Qt::ISODateWithMs)},
            {QStringLiteral("finished"), release.finished},
            {QStringLiteral("members"), members}};
}

ReleaseLog::Release fromJson(const QJsonObject &object)
{
    ReleaseLog::Release release;
    release.releaseId = object.value(QStringLiteral("releaseId")).toString();
    release.runId = object.value(QStringLiteral("runId")).toString();
    release.startedAt = QDateTime::fromString(object.value(QStringLiteral("startedAt")).toString(), Qt::ISODateWithMs);
    release.finished = object.value(QStringLiteral("finished")).toBool();
    for (const QJsonValue &value : object.value(QStringLiteral("members")).toArray()) {
        const QJsonObject m = value.toObject();
        ReleaseLog::Member member;
        member.audience = {m.value(QStringLiteral("pageId")).toString(), m.value(QStringLiteral("audienceId")).toString(),
                           m.value(QStringLiteral("label")).toString()};
        member.versionId = m.value(QStringLiteral("versionId")).toString();
        member.versionNumber = m.value(QStringLiteral("versionNumber")).toInteger();
        member.operationKey = m.value(QStringLiteral("operationKey")).toString();
        member.skipped = m.value(QStringLiteral("skipped")).toString();
        release.members.append(member);
    }
    return release;
}

} // namespace

ReleaseLog::ReleaseLog(ProfileStore &store)
    : m_store(store)
{
}

QList<ReleaseLog::Release> ReleaseLog::releases() const
{
    QList<Release> result;
    for (const KeptList::Item &item : KeptList(m_store, listName).read())
        result.append(fromJson(item.entry));
    return result;
}

bool ReleaseLog::begin(const Release &release)
{
    return KeptList(m_store, listName).modify([&](QList<KeptList::Item> &items) {
        items.prepend({release.releaseId, toJson(release)});
        while (items.size() > keptReleases)
            items.removeLast();
        return true;
    });
}

bool ReleaseLog::change(const QString &releaseId, const std::function<void(Release &)> &edit)
{
    // Read, changed and written in one transaction with the write lock: another console's
    // release, begun or finished meanwhile, is kept as it wrote it.
    return KeptList(m_store, listName).modify([&](QList<KeptList::Item> &items) {
        for (KeptList::Item &item : items) {
            if (item.id != releaseId)
                continue;
            Release release = fromJson(item.entry);
            edit(release);
            item.entry = toJson(release);
            return true;
        }
        return false;
    });
}

bool ReleaseLog::markSkipped(const QString &releaseId, const QString &versionId, const QString &reason)
{
    return change(releaseId, [&](Release &release) {
        for (Member &member : release.members) {
            if (member.versionId == versionId)
                member.skipped = reason;
        }
    });
}

bool ReleaseLog::finish(const QString &releaseId)
{
    return change(releaseId, [](Release &release) { release.finished = true; });
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
