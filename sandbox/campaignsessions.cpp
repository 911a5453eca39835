#include "campaignsessions.h"

#include "seedrandom.h"

namespace Sandbox::CampaignSessions {

namespace {

QString sessionNumber(int number)
{
    return QStringLiteral("%1").arg(number, 5, 10, QLatin1Char('0'));
}

// Conversions spread evenly over the day's visits: visit i converts when it crosses the next whole
// conversion, so a day of n visits has round(n × rate) of them, whatever the draws.
bool converts(int i, double rate)
{
    return int((i + 1) * rate + 0.5) > int(i * rate + 0.5);
}

Seed::SessionRow visit(const Campaign &campaign, const QDateTime &dayStart, int i, int perDay, double rate,
                       SeedRandom &random)
{
    Seed::SessionRow row;
    row.audienceId = campaign.audienceId;
    row.pageId = campaign.pageId;
    // Spread over the working day, 07:00 to 21:00 UTC.
    row.startedAt = dayStart.addSecs(7 * 3600 + qint64(i) * 14 * 3600 / perDay + random.between(0, 300));
    row.utmSource = campaign.utmSource;
    row.utmMedium = campaign.utmMedium;
    row.utmCampaign = campaign.utmCampaign;
    row.hasConversion = converts(i, rate);
    row.isBounce = !row.hasConversion && random.chance(0.35);
    double seconds = 0;
    if (row.isBounce) {
        seconds = random.between(3, 25);
        row.maxScrollDepthPercentage = random.between(0, 30);
    } else {
        seconds = random.between(40, 420) + random.between(0, 99) / 100.0;
        row.maxScrollDepthPercentage = random.between(40, 100);
        row.totalClicksCount = random.between(1, 9);
        row.questionsAskedCount = random.weighted({10, 4, 2});
        row.hasCtaClick = row.hasConversion || random.chance(0.25);
        row.hasFormSubmit = row.hasConversion && random.chance(0.35);
    }
    row.computationStatus = QStringLiteral("completed");
    row.timeSpentSeconds = seconds;
    row.endedAt = row.startedAt.addMSecs(qint64(seconds * 1000));
    return row;
}

} // namespace

QList<Seed::SessionRow> rows(const QDateTime &anchor, const Campaign &campaign)
{
    SeedRandom random(campaign.seed);
    const QString query = QStringLiteral("?utm_source=%1&utm_medium=%2&utm_campaign=%3")
                              .arg(campaign.utmSource, campaign.utmMedium, campaign.utmCampaign);
    QList<Seed::SessionRow> all;
    int number = 0;
    for (const Stretch &stretch : campaign.stretches) {
        for (int daysAgo = stretch.fromDaysAgo; daysAgo >= stretch.toDaysAgo; --daysAgo) {
            const QDateTime dayStart = anchor.addDays(-daysAgo);
            // Drawn only when asked for, so a campaign without jitter draws as it always did.
            const int perDay = stretch.perDayJitter > 0
                ? stretch.perDay + random.between(-stretch.perDayJitter, stretch.perDayJitter)
                : stretch.perDay;
            for (int i = 0; i < perDay; ++i) {
                Seed::SessionRow row = visit(campaign, dayStart, i, perDay, stretch.rate, random);
                row.pageTitle = campaign.pageTitle;
                row.pageUrl = campaign.pageUrl + query;
                ++number;
                row.analyticsSessionId = QStringLiteral("asess_demo_") + campaign.idInfix + sessionNumber(number);
                row.audienceSessionId = QStringLiteral("sess_demo_") + campaign.idInfix + sessionNumber(number);
                if (row.hasFormSubmit)
                    row.formSubmissionId = QStringLiteral("fsub_demo_") + campaign.idInfix + sessionNumber(number);
                all.append(row);
            }
        }
    }
    return all;
}

} // namespace Sandbox::CampaignSessions
