#pragma once

#include "models/audiences/audiencenames.h"

#include <QCoreApplication>
#include <QPointer>
#include <QString>

namespace Audience::Models {

class PageListModel;

// The names the console knows for the IDs it shows in passing (Activity's "Where", the webhook
// inbox): an audience's (AudienceNames), a page's (the list of pages read, else what a search of
// this connection showed). Where no name is known the ID is shown, never a guess; the IDs go in
// the tooltip. Any source may be missing (null) or go away.
class KnownNames
{
    Q_DECLARE_TR_FUNCTIONS(KnownNames)
public:
    KnownNames() = default;
    KnownNames(SeenAudiences *seen, KnownAudiences *known, const PageListModel *pages);

    // The name, or empty when none is known.
    QString audience(const QString &audienceId) const;
    QString page(const QString &pageId) const;
    // The name, or the ID.
    QString audienceOrId(const QString &audienceId) const;
    QString pageOrId(const QString &pageId) const;

    // "Audience Founders at universities on page Forecast Studio launch" (IDs where no name is known).
    QString audienceOnPage(const QString &audienceId, const QString &pageId) const;
    // The same with the IDs: "Audience aud_demo_061 on page page_demo_01", the tooltip.
    static QString idsOf(const QString &audienceId, const QString &pageId);

private:
    AudienceNames m_audiences;
    QPointer<SeenAudiences> m_seen;
    QPointer<const PageListModel> m_pages;
};

} // namespace Audience::Models
