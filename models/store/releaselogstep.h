#pragma once

#include "models/store/storeschema.h"

#include <QSqlDatabase>
#include <QSqlError>

namespace Audience::Models::StoreSchema {

// Schema step 5's rows: the releases an older console kept in the kept list "releases" (one JSON
// entry a release, newest first) moved into the release log's own tables, every member with them,
// in the order they were begun; then taken off the kept lists. Inside the step's transaction: a
// failure leaves the store as it was. Each statement asks the migrating connection's fault point
// first (options.injectedFault), as StoreQuery does.
bool moveReleasesOutOfKeptList(QSqlDatabase &db, const Options &options, QSqlError *failure);

} // namespace Audience::Models::StoreSchema
