#include "models/release/crossreleasechecks.h"

namespace Audience::Models {

QHash<QString, QList<PublishChecks::Finding>> CrossReleaseChecks::run(const QList<CrossReleaseMember> &members)
{
    // LEAD: STUB. Call the review branch's same-meta-title check here (models/review/releasechecks.*).
    Q_UNUSED(members);
    return {};
}

} // namespace Audience::Models
