#include "models/workspace/versionsseentable.h"

#include "models/store/storeconnection.h"
#include "net/jsonreader.h"

#include <QJsonDocument>
#include <QLoggingCategory>

namespace Audience::Models::VersionsSeenTable {

Q_LOGGING_CATEGORY(lcVersionsSeen, "audience.models.versions")

QList<Row> load(StoreConnection &store)
{
    QList<Row> rows;
    const StoreResult<QList<StoreConnection::LearntRecord>> records = store.versionsSeen();
    if (!records)
        return rows;
    for (const StoreConnection::LearntRecord &stored : *records) {
        Row row;
        if (const auto error = Net::decodeJson(stored.json, row.version)) {
            qCWarning(lcVersionsSeen) << "skipping stored version" << stored.id << ":" << error->toString();
            continue;
        }
        row.pageId = stored.pageId;
        rows.append(std::move(row));
    }
    return rows;
}

StoreResult<void> upsert(StoreConnection &store, const Net::AudienceVersion &version, const QString &pageId)
{
    const StoreConnection::LearntRecord record{version.versionId, pageId,
                                               QJsonDocument(Net::toJsonObject(version)).toJson(QJsonDocument::Compact)};
    return store.upsertVersionSeen(record, version.audienceId, version.versionNumber, version.status);
}

} // namespace Audience::Models::VersionsSeenTable
