#include "models/audiences/knownaudiences.h"

#include "models/audiences/knownaudiencestable.h"
#include "models/store/profiledatabase.h"

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
    if (m_store)
        KnownAudiencesTable::upsert(*m_store, audience);
    emit changed(audience.audienceId, audience.pageId);
}

void KnownAudiences::rememberFor(const QString &storePath, const Net::AudienceRecord &audience)
{
    if (storePath.isEmpty())
        return;
    if (storePath == this->storePath())
        remember(audience);
    else
        KnownAudiencesTable::upsertAt(storePath, audience);
}

void KnownAudiences::clear()
{
    m_store = nullptr;
    m_audiences.clear();
    emit cleared();
}

void KnownAudiences::setStore(ProfileDatabase *store)
{
    if (store == m_store)
        return;
    m_store = store;
    if (!m_store)
        return;
    // What this session learnt before the store opened is the newest: it goes in first.
    m_store->inTransaction([this]() -> StoreResult<void> {
        for (const Net::AudienceRecord &audience : std::as_const(m_audiences))
            KnownAudiencesTable::upsert(*m_store, audience);
        return {};
    });
    m_audiences.clear();
    for (Net::AudienceRecord &audience : KnownAudiencesTable::load(*m_store)) {
        if (!audience.audienceId.isEmpty())
            m_audiences.insert(audience.audienceId, std::move(audience));
    }
    emit cleared();
    for (const Net::AudienceRecord &audience : std::as_const(m_audiences))
        emit changed(audience.audienceId, audience.pageId);
}

QString KnownAudiences::storePath() const
{
    return m_store ? m_store->path() : m_storePath;
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
