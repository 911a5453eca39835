#include "models/audiences/knownnames.h"

#include "models/audiences/seenaudiences.h"
#include "models/pages/pagelistmodel.h"

namespace Audience::Models {

KnownNames::KnownNames(SeenAudiences *seen, KnownAudiences *known, const PageListModel *pages)
    : m_audiences(seen, known)
    , m_seen(seen)
    , m_pages(pages)
{
}

QString KnownNames::audience(const QString &audienceId) const
{
    return audienceId.isEmpty() ? QString() : m_audiences.nameOf(audienceId);
}

QString KnownNames::page(const QString &pageId) const
{
    if (pageId.isEmpty())
        return {};
    if (const int row = m_pages ? m_pages->rowOf(pageId) : -1; row >= 0 && !m_pages->pageAt(row).name.isEmpty())
        return m_pages->pageAt(row).name;
    if (m_seen) {
        for (const Net::AudienceSearchItem &item : m_seen->all()) {
            if (item.pageId.value() == pageId && !item.pageName.value().isEmpty())
                return item.pageName.value();
        }
    }
    return {};
}

QString KnownNames::audienceOrId(const QString &audienceId) const
{
    const QString name = audience(audienceId);
    return name.isEmpty() ? audienceId : name;
}

QString KnownNames::pageOrId(const QString &pageId) const
{
    const QString name = page(pageId);
    return name.isEmpty() ? pageId : name;
}

QString KnownNames::audienceOnPage(const QString &audienceId, const QString &pageId) const
{
    if (pageId.isEmpty())
        return tr("Audience %1").arg(audienceOrId(audienceId));
    return tr("Audience %1 on page %2").arg(audienceOrId(audienceId), pageOrId(pageId));
}

QString KnownNames::idsOf(const QString &audienceId, const QString &pageId)
{
    if (pageId.isEmpty())
        return tr("Audience %1").arg(audienceId);
    return tr("Audience %1 on page %2").arg(audienceId, pageId);
}

} // namespace Audience::Models
