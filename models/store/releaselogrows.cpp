// The release log (tables releases and release_members), as StoreConnection's typed functions.
// Every change is one transaction begun with the write lock (inTransaction), so two consoles
// beginning, skipping and finishing releases at once never undo each other's.
#include "models/store/storeconnection.h"

namespace Audience::Models {

StoreResult<QList<ReleaseRecord>> StoreConnection::releaseRecords()
{
    // Newest first: seq grows with every release begun.
    StoreQuery releases = statement(Statement::ReleasesAll, "SELECT release_id, run_id, started_at, finished FROM releases"
                                                            " ORDER BY seq DESC");
    if (StoreResult<void> ran = releases.exec(); !ran)
        return ran.error();
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
    StoreQuery members = statement(Statement::ReleaseMembersAll,
                                   "SELECT release_id, page_id, audience_id, label, version_id, version_number, operation_key,"
                                   " skipped FROM release_members ORDER BY release_id, position");
    if (StoreResult<void> ran = members.exec(); !ran)
        return ran.error();
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

StoreResult<void> StoreConnection::beginRelease(const ReleaseRecord &release, int keep)
{
    return inTransaction([&]() -> StoreResult<void> {
        // Begun again under the same ID (never by the console; a test may): the newest wins.
        StoreQuery members = statement(Statement::ReleaseMembersDelete, "DELETE FROM release_members WHERE release_id = :release_id");
        if (StoreResult<void> done = members.bind(":release_id", release.releaseId).exec(); !done)
            return done;
        StoreQuery old = statement(Statement::ReleaseDelete, "DELETE FROM releases WHERE release_id = :release_id");
        if (StoreResult<void> done = old.bind(":release_id", release.releaseId).exec(); !done)
            return done;
        StoreQuery insert = statement(Statement::ReleaseInsert, "INSERT INTO releases (release_id, run_id, started_at, finished)"
                                                                " VALUES (:release_id, :run_id, :started_at, :finished)");
        insert.bind(":release_id", release.releaseId).bindText(":run_id", release.runId);
        insert.bind(":started_at", timeText(release.startedAt)).bind(":finished", release.finished ? 1 : 0);
        if (StoreResult<void> done = insert.exec(); !done)
            return done;
        for (qsizetype position = 0; position < release.members.size(); ++position) {
            const ReleaseRecord::Member &member = release.members.at(position);
            StoreQuery query = statement(Statement::ReleaseMemberInsert,
                                         "INSERT INTO release_members (release_id, position, page_id, audience_id, label, version_id,"
                                         " version_number, operation_key, skipped) VALUES (:release_id, :position, :page_id,"
                                         " :audience_id, :label, :version_id, :version_number, :operation_key, :skipped)");
            query.bind(":release_id", release.releaseId).bind(":position", position).bindText(":page_id", member.pageId);
            query.bindText(":audience_id", member.audienceId).bindText(":label", member.label);
            query.bindText(":version_id", member.versionId).bind(":version_number", member.versionNumber);
            query.bindText(":operation_key", member.operationKey).bindText(":skipped", member.skipped);
            if (StoreResult<void> done = query.exec(); !done)
                return done;
        }
        // Keeps the newest `keep` releases.
        StoreQuery trim = statement(Statement::ReleasesTrim,
                                    "DELETE FROM releases WHERE seq NOT IN (SELECT seq FROM releases ORDER BY seq DESC LIMIT :keep)");
        if (StoreResult<void> done = trim.bind(":keep", keep).exec(); !done)
            return done;
        return statement(Statement::ReleaseMembersOrphaned,
                         "DELETE FROM release_members WHERE release_id NOT IN (SELECT release_id FROM releases)")
            .exec();
    });
}

StoreResult<void> StoreConnection::markReleaseMemberSkipped(const QString &releaseId, const QString &versionId, const QString &reason)
{
    return inTransaction([&]() -> StoreResult<void> {
        StoreQuery exists = statement(Statement::ReleaseExists, "SELECT 1 FROM releases WHERE release_id = :release_id");
        if (StoreResult<void> read = exists.bind(":release_id", releaseId).exec(); !read)
            return read;
        if (!exists.next())
            return StoreError::refused(QStringLiteral("no release %1").arg(releaseId));
        StoreQuery skip = statement(Statement::ReleaseMemberSkip, "UPDATE release_members SET skipped = :skipped"
                                                                  " WHERE release_id = :release_id AND version_id = :version_id");
        return skip.bindText(":skipped", reason).bind(":release_id", releaseId).bind(":version_id", versionId).exec();
    });
}

StoreResult<void> StoreConnection::finishRelease(const QString &releaseId)
{
    return inTransaction([&]() -> StoreResult<void> {
        StoreQuery finish = statement(Statement::ReleaseFinish, "UPDATE releases SET finished = 1 WHERE release_id = :release_id");
        if (StoreResult<void> done = finish.bind(":release_id", releaseId).exec(); !done)
            return done;
        if (finish.rowsAffected() == 0)
            return StoreError::refused(QStringLiteral("no release %1").arg(releaseId));
        return {};
    });
}

} // namespace Audience::Models
