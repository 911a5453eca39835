#pragma once

#include "models/audiences/audiencekey.h"
#include "models/workspace/netchanges.h"
#include "models/workspace/publishchecks.h"

#include <QHash>
#include <QList>

namespace Audience::Models {

// The checks across a release (issue 24: two audiences of one page whose meta titles would be the
// same after publishing get "Same meta title as …"). The check itself is the review branch's
// (models/review/releasechecks.*).
//
// LEAD: wire after the merge. This is the one call site: replace the body of
// CrossReleaseChecks::run (crossreleasechecks.cpp) with a call of the review branch's same-title
// function, returning its warnings per audienceId. ReleasePlan adds them to each audience's
// findings (they are warnings: acknowledged like any other).
struct CrossReleaseMember
{
    AudienceKey audience;
    QList<FieldNetChange> fields; // every field, as it will be after publishing
};

class CrossReleaseChecks
{
public:
    // Findings per audienceId. STUB until wired: returns nothing.
    static QHash<QString, QList<PublishChecks::Finding>> run(const QList<CrossReleaseMember> &members);
};

} // namespace Audience::Models
