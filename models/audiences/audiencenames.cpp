#include "models/audiences/audiencenames.h"

#include "models/audiences/knownaudiences.h"
#include "models/audiences/seenaudiences.h"

namespace Audience::Models {

AudienceNames::AudienceNames(SeenAudiences *seen, KnownAudiences *known)
    : m_seen(seen)
    , m_known(known)
{
}

QString AudienceNames::nameOf(const QString &audienceId) const
{
    if (audienceId.isEmpty())
        return {};
    if (m_seen) {
        if (const auto seen = m_seen->find(audienceId); seen && !seen->effectiveName.value().isEmpty())
            return seen->effectiveName.value();
    }
    if (m_known) {
        if (const auto record = m_known->find(audienceId); record && !record->effectiveName.isEmpty())
            return record->effectiveName;
    }
    return {};
}

QString AudienceNames::nameOrId(const QString &audienceId) const
{
    const QString name = nameOf(audienceId);
    return name.isEmpty() ? audienceId : name;
}

} // namespace Audience::Models
