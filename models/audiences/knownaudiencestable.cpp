#include "models/audiences/knownaudiencestable.h"

#include "models/store/storeconnection.h"
#include "net/jsonreader.h"

#include <QJsonDocument>
#include <QLoggingCategory>

namespace Audience::Models::KnownAudiencesTable {

Q_LOGGING_CATEGORY(lcKnownAudiencesTable, "audience.models.known")

QList<Net::AudienceRecord> load(StoreConnection &store)
{
    QList<Net::AudienceRecord> audiences;
    const StoreResult<QList<StoreConnection::LearntRecord>> records = store.knownAudiences();
    if (!records)
        return audiences;
    for (const StoreConnection::LearntRecord &stored : *records) {
        // Through net/'s decoder, so a stored audience is held to the same rules as one from the
        // service; one that fails is left out (and kept in the store), not the others with it.
        Net::AudienceRecord audience;
        if (const auto error = Net::decodeJson(stored.json, audience)) {
            qCWarning(lcKnownAudiencesTable) << "skipping stored audience" << stored.id << ":" << error->toString();
            continue;
        }
        audiences.append(std::move(audience));
    }
    return audiences;
}

StoreResult<void> upsert(StoreConnection &store, const Net::AudienceRecord &audience)
{
    return store.upsertKnownAudience(audience.audienceId, audience.pageId,
                                     QJsonDocument(Net::toJsonObject(audience)).toJson(QJsonDocument::Compact));
}

bool upsertAt(const QString &storePath, const Net::AudienceRecord &audience)
{
    // Another profile's store, in passing: no whole store opened (no follower, no timer, nothing
    // set aside; a store this console does not know is left as it is). A profile closed before its
    // store was first made gets it now, as its console would have made it.
    StoreConnection other(QStringLiteral("known-audience"));
    return other.openExisting(storePath, StoreConnection::Waits::GuiThread, StoreConnection::IfMissing::Make)
           && upsert(other, audience).ok();
}

} // namespace Audience::Models::KnownAudiencesTable
