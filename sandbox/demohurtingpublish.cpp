#include "demohurtingpublish.h"

#include "campaignsessions.h"
#include "demoworld.h"

#include <QJsonArray>

namespace Sandbox::DemoHurtingPublish {

namespace {

AgentContext firstVersion()
{
    AgentContext content;
    content.supplementaryContext = QStringLiteral(
        "Visitors are heads of FP&A at SaaS scale-ups. Lead with the outcome that matters to them: one rolling "
        "forecast that ties ARR, churn and hiring plans together, and keep the proof specific to SaaS.");
    content.metaTitle = QStringLiteral("Forecast Studio for FP&A leads at SaaS scale-ups");
    content.metaDescription = QStringLiteral(
        "Rolling forecasts that tie ARR, churn and hiring plans together, built for FP&A leads at SaaS scale-ups.");
    content.metaKeywords = {QStringLiteral("rolling forecast"), QStringLiteral("saas metrics"),
                            QStringLiteral("arr forecasting")};
    return content;
}

} // namespace

AudienceSeed audienceSeed(const QDateTime &anchor)
{
    AudienceSeed seed;
    seed.id = DemoWorld::audienceId(audience);
    seed.idStem = QStringLiteral("demo_%1").arg(audience, 3, 10, QLatin1Char('0'));
    seed.pageId = DemoWorld::pageId(page);
    seed.computedName = QStringLiteral("Heads of FP&A at SaaS scale-ups");
    seed.createdAt = anchor.addDays(-70).addSecs(9 * 3600 + 20 * 60);
    seed.initial = firstVersion();
    seed.initialOverride = {{QStringLiteral("title"), seed.initial.metaTitle},
                            {QStringLiteral("description"), seed.initial.metaDescription},
                            {QStringLiteral("keywords"), QJsonArray::fromStringList(seed.initial.metaKeywords)}};
    using Outcome = AudienceEdit::Outcome;
    seed.edits = {
        {QStringLiteral("Add the keyword \"driver-based planning\""), Outcome::Published,
         anchor.addDays(-38).addSecs(14 * 3600 + 10 * 60), {}, {}, false},
        // The publish that hurt: a pricing-led title and description, published at about 06:56 UTC.
        {QStringLiteral("Set the meta title to \"Forecast Studio pricing: plans from $900 a month\".\n"
                        "Set the meta description to \"See Forecast Studio plans and prices. Annual billing saves "
                        "15 %; every plan includes ERP sync.\"\n"
                        "Remove keyword \"rolling forecast\""),
         Outcome::Published, anchor.addDays(-publishDaysAgo).addSecs(6 * 3600 + 20 * 60), {}, {}, false},
    };
    return seed;
}

QString audienceSlug()
{
    return QStringLiteral("heads-of-fp-a-at-saas-scale-ups");
}

QList<Seed::SessionRow> sessions(const QDateTime &anchor, const QString &pageTitle, const QString &pageUrl)
{
    CampaignSessions::Campaign campaign;
    campaign.audienceId = DemoWorld::audienceId(audience);
    campaign.pageId = DemoWorld::pageId(page);
    campaign.pageTitle = pageTitle;
    campaign.pageUrl = pageUrl;
    campaign.utmSource = QStringLiteral("linkedin");
    campaign.utmMedium = QStringLiteral("paid-social");
    campaign.utmCampaign = QStringLiteral("saas-fpa-forecasting");
    campaign.idInfix = QStringLiteral("h");
    campaign.seed = 20261117;
    campaign.stretches = {
        {24, publishDaysAgo + 1, 57, 0.15, 7}, // before the publish: two weeks
        {publishDaysAgo, 1, 57, 0.08, 7},      // the publish day and after
    };
    return CampaignSessions::rows(anchor, campaign);
}

} // namespace Sandbox::DemoHurtingPublish
