// The release log (tables releases and release_members), as StoreConnection's typed functions.
// Every change is one transaction begun with the write lock (inTransaction), so two consoles
// beginning, skipping and finishing releases at once never undo each other's.
#include "models/store/storeconnection.h"

namespace Audience::Models {

std::optional<QList<ReleaseRecord>> StoreConnection::releaseRecords()
{
    StoreQuery releases = statement(Statement::ReleasesAll);
    if (!releases.exec())
        return std::nullopt;
    QList<ReleaseRecord> records;
    QHash<QString, qsizetype> byId;
    while (releases.next()) {
        ReleaseRecord release;
        release.releaseId = releases.value(0).toString();
        release.runId = releases.value(1).toString();
        release.startedAt = QDateTime::fromString(releases.value(2).toString(), Qt::ISODateWithMs);
        release.startedAt.setTimeSpec(Qt::UTC);
        release.finished = releases.value(3).toBool();
        byId.insert(release.releaseId, records.size());
        records.append(release);
    }
    StoreQuery members = statement(Statement::ReleaseMembersAll);
    if (!members.exec())
        return std::nullopt;
    while (members.next()) {
        const auto release = byId.constFind(members.value(0).toString());
        if (release == byId.cend())
            continue;
        records[*release].members.append({members.value(1).toString(), members.value(2).toString(), members.value(3).toString(),
                                          members.value(4).toString(), members.value(5).toLongLong(), members.value(6).toString(),
                                          members.value(7).toString()});
    }
    return records;
}

bool StoreConnection::beginRelease(const ReleaseRecord &release, int keep)
{
    return inTransaction([&] {
        // Begun again under the same ID (never by the console; a test may): the newest wins.
        for (const Statement key : {Statement::ReleaseMembersDelete, Statement::ReleaseDelete}) {
            StoreQuery query = statement(key);
            if (!query.bind(release.releaseId).exec())
                return false;
        }
        StoreQuery insert = statement(Statement::ReleaseInsert);
        insert.bind(release.releaseId).bindText(release.runId).bind(timeText(release.startedAt)).bind(release.finished ? 1 : 0);
        if (!insert.exec())
            return false;
        for (qsizetype position = 0; position < release.members.size(); ++position) {
            const ReleaseRecord::Member &member = release.members.at(position);
            StoreQuery query = statement(Statement::ReleaseMemberInsert);
            query.bind(release.releaseId).bind(position).bindText(member.pageId).bindText(member.audienceId);
            query.bindText(member.label).bindText(member.versionId).bind(member.versionNumber);
            query.bindText(member.operationKey).bindText(member.skipped);
            if (!query.exec())
                return false;
        }
        StoreQuery trim = statement(Statement::ReleasesTrim);
        return trim.bind(keep).exec() && statement(Statement::ReleaseMembersOrphaned).exec();
    });
}

bool StoreConnection::markReleaseMemberSkipped(const QString &releaseId, const QString &versionId, const QString &reason)
{
    return inTransaction([&] {
        StoreQuery exists = statement(Statement::ReleaseExists);
        if (!exists.bind(releaseId).exec() || !exists.next())
            return false;
        StoreQuery skip = statement(Statement::ReleaseMemberSkip);
        return skip.bindText(reason).bind(releaseId).bind(versionId).exec();
    });
}

bool StoreConnection::finishRelease(const QString &releaseId)
{
    return inTransaction([&] {
        StoreQuery finish = statement(Statement::ReleaseFinish);
        return finish.bind(releaseId).exec() && finish.rowsAffected() > 0;
    });
}

} // namespace Audience::Models
