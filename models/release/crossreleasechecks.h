#pragma once

#include "models/audiences/audiencekey.h"
#include "models/workspace/netchanges.h"
#include "models/workspace/publishchecks.h"

#include <QHash>
#include <QList>

namespace Audience::Models {

// The checks across a release (issue 24: two audiences of one page whose meta titles would be the
// same after publishing get "Same meta title as …"). The check itself is the review branch's
// (models/review/ReleaseChecks, which Review uses too); this turns its findings into the publish
// checks' kind, per audienceId. ReleasePlan adds them to each audience's findings (they are
// warnings: acknowledged like any other).
struct CrossReleaseMember
{
    AudienceKey audience;
    QList<FieldNetChange> fields; // every field, as it will be after publishing
};

class CrossReleaseChecks
{
public:
    // Findings per audienceId (none for an audience with no twin).
    static QHash<QString, QList<PublishChecks::Finding>> run(const QList<CrossReleaseMember> &members);
};

} // namespace Audience::Models
