#include "showcasesessions.h"

#include "campaignsessions.h"
#include "demoshowcase.h"
#include "demoworld.h"

namespace Sandbox::ShowcaseSessions {

QList<Seed::SessionRow> rows(const QDateTime &anchor, const QString &pageTitle, const QString &pageUrl)
{
    CampaignSessions::Campaign campaign;
    campaign.audienceId = DemoWorld::audienceId(DemoShowcase::audience);
    campaign.pageId = DemoWorld::pageId(1);
    campaign.pageTitle = pageTitle;
    campaign.pageUrl = pageUrl;
    campaign.utmSource = QStringLiteral("linkedin");
    campaign.utmMedium = QStringLiteral("paid-social");
    campaign.utmCampaign = QStringLiteral("consultancies-q4");
    campaign.idInfix = QStringLiteral("s");
    campaign.seed = 20261105;
    campaign.stretches = {
        {28, 22, 75, 0.11}, // the week before version 11
        {20, 14, 75, 0.16}, // the week after it
        {13, 8, 20, 0.14},  // tapering: the week before version 19 (with day 14)
        {6, 1, 8, 0.12},    // after version 19, so far
    };
    return CampaignSessions::rows(anchor, campaign);
}

} // namespace Sandbox::ShowcaseSessions
