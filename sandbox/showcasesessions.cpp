#include "showcasesessions.h"

#include "demoshowcase.h"
#include "demoworld.h"
#include "seedrandom.h"

namespace Sandbox::ShowcaseSessions {

namespace {

// One stretch of the campaign: days `fromDaysAgo` down to `toDaysAgo` (both included), `perDay`
// visits a day, converting at `rate`.
struct Stretch
{
    int fromDaysAgo;
    int toDaysAgo;
    int perDay;
    double rate;
};

const Stretch stretches[] = {
    {28, 22, 75, 0.11}, // the week before version 11
    {20, 14, 75, 0.16}, // the week after it
    {13, 8, 20, 0.14},  // tapering: the week before version 19 (with day 14)
    {6, 1, 8, 0.12},    // after version 19, so far
};

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

Seed::SessionRow visit(const QDateTime &dayStart, int i, int perDay, double rate, SeedRandom &random)
{
    Seed::SessionRow row;
    row.audienceId = DemoWorld::audienceId(DemoShowcase::audience);
    row.pageId = DemoWorld::pageId(1);
    // Spread over the working day, 07:00 to 21:00 UTC.
    row.startedAt = dayStart.addSecs(7 * 3600 + qint64(i) * 14 * 3600 / perDay + random.between(0, 300));
    row.utmSource = QStringLiteral("linkedin");
    row.utmMedium = QStringLiteral("paid-social");
    row.utmCampaign = QStringLiteral("consultancies-q4");
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

QList<Seed::SessionRow> rows(const QDateTime &anchor, const QString &pageTitle, const QString &pageUrl)
{
    SeedRandom random(20261105);
    QList<Seed::SessionRow> all;
    int number = 0;
    for (const Stretch &stretch : stretches) {
        for (int daysAgo = stretch.fromDaysAgo; daysAgo >= stretch.toDaysAgo; --daysAgo) {
            const QDateTime dayStart = anchor.addDays(-daysAgo);
            for (int i = 0; i < stretch.perDay; ++i) {
                Seed::SessionRow row = visit(dayStart, i, stretch.perDay, stretch.rate, random);
                row.pageTitle = pageTitle;
                row.pageUrl = pageUrl + QStringLiteral("?utm_source=linkedin&utm_medium=paid-social&utm_campaign=consultancies-q4");
                ++number;
                row.analyticsSessionId = QStringLiteral("asess_demo_s") + sessionNumber(number);
                row.audienceSessionId = QStringLiteral("sess_demo_s") + sessionNumber(number);
                if (row.hasFormSubmit)
                    row.formSubmissionId = QStringLiteral("fsub_demo_s") + sessionNumber(number);
                all.append(row);
            }
        }
    }
    return all;
}

} // namespace Sandbox::ShowcaseSessions
