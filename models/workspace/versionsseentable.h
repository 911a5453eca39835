#pragma once

#include "models/store/storeresult.h"
#include "net/audiencetypes.h"

#include <QList>

namespace Audience::Models {

class StoreConnection;

// The versions the console has seen, in the profile's store (table versions_seen): the spec's
// AudienceVersion as JSON, and the page it belongs to when known (a version still in flight is
// followed again after a restart, and that needs its page).
namespace VersionsSeenTable {

struct Row
{
    Net::AudienceVersion version;
    QString pageId;
};

QList<Row> load(StoreConnection &store);
// Keeps the page already stored when `pageId` is empty.
StoreResult<void> upsert(StoreConnection &store, const Net::AudienceVersion &version, const QString &pageId);

} // namespace VersionsSeenTable

} // namespace Audience::Models
