#pragma once

#include "models/store/storeresult.h"
#include "net/audiencetypes.h"

#include <QList>

namespace Audience::Models {

class StoreConnection;

// The known audiences' rows in the profile's store (table known_audiences): one row an audience,
// the spec's Audience object as the service sent it (Net::toJsonObject), decoded again with the
// same decoder as a reply. Written one row at a time, so two consoles on one profile never drop
// each other's audiences.
namespace KnownAudiencesTable {

QList<Net::AudienceRecord> load(StoreConnection &store);
StoreResult<void> upsert(StoreConnection &store, const Net::AudienceRecord &audience);
// The same into the store at `path` (another profile's, for an answer that came after a switch),
// through a passing look (StoreConnection::openExisting), which makes the store if it is not there.
bool upsertAt(const QString &storePath, const Net::AudienceRecord &audience);

} // namespace KnownAudiencesTable

} // namespace Audience::Models
