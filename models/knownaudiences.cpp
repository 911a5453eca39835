#include "models/knownaudiences.h"

namespace Audience::Models {

KnownAudiences::KnownAudiences(QObject *parent)
    : QObject(parent)
{
}

KnownAudiences::~KnownAudiences() = default;

void KnownAudiences::remember(const Net::AudienceRecord &audience)
{
    if (audience.audienceId.isEmpty())
        return;
    m_audiences.insert(audience.audienceId, audience);
    emit changed(audience.audienceId, audience.pageId);
}

void KnownAudiences::clear()
{
    m_audiences.clear();
    emit cleared();
}

std::optional<Net::AudienceRecord> KnownAudiences::find(const QString &audienceId) const
{
    const auto it = m_audiences.constFind(audienceId);
    if (it == m_audiences.constEnd())
        return std::nullopt;
    return *it;
}

bool KnownAudiences::isArchived(const QString &audienceId) const
{
    const auto it = m_audiences.constFind(audienceId);
    if (it == m_audiences.constEnd())
        return false;
    // Either signal is enough: a restored audience has neither.
    return Net::versionStatusFromString(it->status) == Net::VersionStatus::Archived || it->archivedAt.has_value();
}

QList<Net::AudienceRecord> KnownAudiences::audiencesOfPage(const QString &pageId) const
{
    QList<Net::AudienceRecord> result;
    for (const Net::AudienceRecord &audience : m_audiences) {
        if (audience.pageId == pageId)
            result.append(audience);
    }
    return result;
}

} // namespace Audience::Models
