#include "wideworld.h"
#include "clock.h"

#include "audiencehistory.h"
#include "demodata.h"
#include "seedrandom.h"
#include "seedwriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace Sandbox {

namespace {

const QString pageSlug = QStringLiteral("audience-benchmark");
const QString pageUrl = QStringLiteral("https://go.lumenledger.example/") + pageSlug;


// Qualifiers that make the 144 role × industry names unique up to 5040 audiences and mix short and
// long names: about 15 % under 40 characters, 30 % of 60 or more (so the console's eliding is
// exercised), the longest 130.
const QStringList &focuses()
{
    static const QStringList list{QString(), QStringLiteral("on renewal"), QStringLiteral("new to FP&A"),
                                  QStringLiteral("who switched from spreadsheets after the Q3 forecasting webinar"),
                                  QStringLiteral("in a pilot")};
    return list;
}

const QStringList &regions()
{
    static const QStringList list{QString(), QStringLiteral("(Nordics)"), QStringLiteral("(DACH)"), QStringLiteral("(US)"),
                                  QStringLiteral("(Benelux)"), QStringLiteral("(UK & Ireland)"), QStringLiteral("(APAC)")};
    return list;
}

} // namespace

WideWorld::WideWorld(SeedWriter &writer, SeedRandom &random, const QDateTime &anchor, int audiences)
    : m_writer(writer), m_random(random), m_anchor(anchor), m_audiences(std::clamp(audiences, 1, maxAudiences))
{
}

QString WideWorld::audienceId(int n)
{
    return QStringLiteral("aud_wide_") + Clock::zeroPadded(n, 4);
}

QString WideWorld::audienceName(int n)
{
    // i % 144 picks role and industry (one-to-one); q = i / 144 < 35 picks focus and region, also
    // one-to-one ((q + i) % 7 fixes q % 7, then (q / 7 + i) % 5 fixes q / 7). Mixing i into every
    // part makes neighbours differ in all of them rather than counting like an odometer.
    const int i = n - 1;
    const int r = i % 144, q = i / 144;
    const QStringList &roles = DemoData::roles();
    const QStringList &industries = DemoData::industries();
    QString name = roles.at(r % 12) + QStringLiteral(" at ") + industries.at((r / 12 + r) % 12);
    for (const QString &part : {focuses().at((q / 7 + i) % 5), regions().at((q + i) % 7)}) {
        if (!part.isEmpty())
            name += u' ' + part;
    }
    return name;
}

bool WideWorld::write()
{
    return writePage() && writeAudiences() && writeSessions();
}

bool WideWorld::writePage()
{
    const DemoData::PageBrief &brief = DemoData::pages().first();
    Seed::PageRow page;
    page.id = pageId();
    page.brandId = QStringLiteral("brand_wide");
    page.name = QStringLiteral("Audience benchmark: %1 (%2 audiences)").arg(brief.name).arg(m_audiences);
    page.title = brief.title;
    page.pageContext = brief.context;
    page.pageType = QStringLiteral("inbound");
    page.status = QStringLiteral("published");
    page.createdAt = m_anchor.addDays(-120).addSecs(9 * 3600);
    page.updatedAt = page.createdAt.addDays(29); // after its last audience (see writeAudiences)
    page.headerActionId = QStringLiteral("act_wide_primary");
    page.metadata = {{QStringLiteral("title"), brief.title},
                     {QStringLiteral("description"), brief.context},
                     {QStringLiteral("keywords"), QJsonArray::fromStringList(brief.keywords)},
                     {QStringLiteral("robots"), QJsonArray{QStringLiteral("index"), QStringLiteral("follow")}},
                     {QStringLiteral("canonicalUrl"), pageUrl}};
    page.actions = {QJsonObject{{QStringLiteral("actionId"), page.headerActionId}, {QStringLiteral("actionIndex"), 0},
                                {QStringLiteral("purpose"), QStringLiteral("Book a demo")},
                                {QStringLiteral("buttonTitle"), QStringLiteral("Book a demo")},
                                {QStringLiteral("actionType"), QStringLiteral("calendar")},
                                {QStringLiteral("url"), pageUrl + QStringLiteral("/meet")}}};
    return m_writer.page(page);
}

bool WideWorld::writeAudiences()
{
    AudienceHistory history(m_writer);
    const DemoData::PageBrief &brief = DemoData::pages().first();
    // All audiences exist before the 90 days of sessions begin: created over 28 days from an hour
    // after the page, in ID order (the analytics list is ordered by createdAt).
    const QDateTime first = m_anchor.addDays(-120).addSecs(10 * 3600);
    const qint64 spacingMs = 28 * Clock::dayMs / m_audiences;
    m_profiles.reserve(m_audiences);
    for (int n = 1; n <= m_audiences; ++n) {
        AudienceSeed seed;
        seed.idStem = QStringLiteral("wide_") + Clock::zeroPadded(n, 4);
        seed.id = QStringLiteral("aud_") + seed.idStem;
        seed.pageId = pageId();
        seed.computedName = audienceName(n);
        seed.createdAt = first.addMSecs(spacingMs * (n - 1));
        seed.isNewPageAgent = n % 5 == 0;
        seed.initial.supplementaryContext = QStringLiteral("Visitors are %1.").arg(seed.computedName);
        seed.initial.metaTitle = brief.title;
        seed.initial.metaDescription = brief.context;
        seed.initial.metaKeywords = brief.keywords;
        // One draft waiting per audience (version 2, made from one instruction): what a release
        // publishes, and what the benchmarks of publishing many audiences at once measure.
        AudienceEdit edit;
        edit.instruction = QStringLiteral("Set the meta title to \"Forecast Studio: start with a 30-day pilot\"");
        edit.outcome = AudienceEdit::Outcome::Draft;
        edit.askedAt = m_anchor.addSecs(-3600 - n);
        seed.edits = {edit};
        if (!history.write(seed))
            return false;

        // The profile. Tiers follow n, so even a small N has a silent (n = 3) and a busy (n = 11)
        // audience; every draw is made for every audience, so one's tier does not shift the next's dice.
        Profile profile;
        const int typical = m_random.between(5, 60), light = m_random.between(1, 4), heavy = m_random.between(150, 600);
        profile.sessions = n % 16 == 3 ? 0 : n % 16 == 9 ? light : n % 25 == 11 ? heavy : typical;
        profile.bounceRate = m_random.real(0.15, 0.65);
        profile.ctaRate = m_random.real(0.1, 0.6);
        profile.formRate = m_random.real(0.02, 0.3);
        profile.scrollCentre = m_random.between(45, 90);
        profile.timeScale = m_random.real(0.5, 1.8);
        profile.trend = m_random.real(0.6, 1.6); // < 1: traffic growing towards today, > 1: fading
        m_profiles.append(profile);
    }
    return true;
}

bool WideWorld::writeSessions()
{
    // First when each session started (compact, so 5000 audiences stay a few MB), then the sessions
    // in time order, so sess_wide_000001 … count up with sessionStartedAt as the demo's do.
    struct Planned
    {
        qint64 startMs;
        int audience; // 1-based
    };
    const QList<int> hourWeights{1, 1, 1, 1, 1, 2, 3, 5, 8, 10, 11, 10, 8, 9, 10, 10, 9, 7, 5, 4, 3, 2, 2, 1};
    const qint64 windowStartMs = m_anchor.toMSecsSinceEpoch() - sessionDays * Clock::dayMs;
    QList<Planned> plan;
    for (int n = 1; n <= m_audiences; ++n) {
        const Profile &profile = m_profiles.at(n - 1);
        for (int k = 0; k < profile.sessions; ++k) {
            // u^trend bends the uniform spread of days towards the start or the end of the window.
            const int day = std::min(sessionDays - 1, int(sessionDays * std::pow(m_random.real(0.0, 1.0), profile.trend)));
            const qint64 second = m_random.weighted(hourWeights) * 3600 + m_random.between(0, 3599);
            plan.append({windowStartMs + day * Clock::dayMs + second * 1000, n});
        }
    }
    std::stable_sort(plan.begin(), plan.end(), [](const Planned &a, const Planned &b) { return a.startMs < b.startMs; });

    const QStringList &sources = DemoData::trafficSources();
    const qint64 lastDayMs = m_anchor.toMSecsSinceEpoch() - Clock::dayMs;
    for (const Planned &planned : std::as_const(plan)) {
        const Profile &profile = m_profiles.at(planned.audience - 1);
        const QString number = Clock::zeroPadded(++m_sessions, 6);
        Seed::SessionRow row;
        row.analyticsSessionId = QStringLiteral("asess_wide_") + number;
        row.audienceSessionId = QStringLiteral("sess_wide_") + number;
        row.pageId = pageId();
        row.audienceId = audienceId(planned.audience);
        row.pageTitle = DemoData::pages().first().title;
        row.startedAt = QDateTime::fromMSecsSinceEpoch(planned.startMs, QTimeZone::utc());
        const QStringList source = m_random.pick(sources).split(u'/');
        if (!source.at(0).isEmpty()) {
            row.utmSource = source.at(0);
            row.utmMedium = source.at(1);
            row.utmCampaign = pageSlug;
        }
        row.pageUrl = pageUrl + QStringLiteral("/a") + QString::number(planned.audience)
            + (row.utmSource.isEmpty() ? QString() : QStringLiteral("?utm_source=") + row.utmSource);

        // The same shape as the demo's sessions (demoactivity.cpp), with the audience's own tendencies.
        row.isBounce = m_random.chance(profile.bounceRate);
        double seconds;
        if (row.isBounce) {
            seconds = m_random.between(2, 25);
            row.maxScrollDepthPercentage = m_random.between(0, 30);
            row.totalClicksCount = m_random.chance(0.2) ? 1 : 0;
        } else {
            seconds = (m_random.between(30, 540) + m_random.between(0, 99) / 100.0) * profile.timeScale;
            row.maxScrollDepthPercentage = std::clamp(profile.scrollCentre + m_random.between(-25, 25), 35, 100);
            row.totalClicksCount = m_random.between(1, 12);
            row.questionsAskedCount = m_random.weighted({10, 4, 2, 1});
            row.hasCtaClick = m_random.chance(profile.ctaRate);
            row.hasFormSubmit = m_random.chance(profile.formRate);
            row.hasConversion = row.hasFormSubmit || (row.hasCtaClick && m_random.chance(0.4));
        }
        if (row.hasFormSubmit) {
            row.formSubmissionId = QStringLiteral("fsub_wide_") + number;
            row.formSubmissionEmail = QStringLiteral("visitor.%1@example.com").arg(m_sessions);
            row.formSubmissionIdentifier = row.formSubmissionEmail;
            row.formSubmissionIdentifierType = QStringLiteral("email");
        }
        // As in the demo: the last day's analysis is partly still running, a few computations failed
        // (so bounceEligibleSessions differs from totalSessions).
        Seed::settleAnalysis(row, m_random, planned.startMs >= lastDayMs, seconds);
        if (!m_writer.session(row))
            return false;
    }
    return true;
}

} // namespace Sandbox
