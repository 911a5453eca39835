#include "demoactivity.h"
#include "clock.h"

#include "demodata.h"
#include "demoshowcase.h"
#include "demoworld.h"
#include "seedrandom.h"
#include "seedwriter.h"
#include "demohurtingpublish.h"
#include "showcasesessions.h"

#include <QJsonObject>

#include <algorithm>

namespace Sandbox {

namespace {


QJsonObject logPayload(const QString &type, const QString &source, SeedRandom &random, const QDateTime &at)
{
    const int page = random.between(1, DemoWorld::pageCount);
    const DemoData::PageBrief &brief = DemoData::pages().at(page - 1);
    if (type == u"page-visited") {
        // The same draws in the same order as before; the audience the visitor was shown follows
        // from the duration, so adding it changed nothing else in the demo data.
        const int seconds = random.between(8, 420);
        const int audience = (page - 1) * DemoWorld::audiencesPerPage + 1 + seconds % DemoWorld::audiencesPerPage;
        return {{QStringLiteral("pageId"), DemoWorld::pageId(page)},
                {QStringLiteral("audienceId"), DemoWorld::audienceId(audience)},
                {QStringLiteral("url"), QStringLiteral("https://go.lumenledger.example/") + brief.slug},
                {QStringLiteral("durationSeconds"), seconds}};
    }
    if (type == u"form-submitted")
        return {{QStringLiteral("formId"), QStringLiteral("form_demo_%1").arg(brief.slug)},
                {QStringLiteral("fields"), QJsonObject{{QStringLiteral("teamSize"), random.pick(QList<QString>{
                                                           QStringLiteral("1-10"), QStringLiteral("11-50"),
                                                           QStringLiteral("51-200"), QStringLiteral("200+")})},
                                                       {QStringLiteral("planningTool"), random.pick(QList<QString>{
                                                           QStringLiteral("Excel"), QStringLiteral("Google Sheets"),
                                                           QStringLiteral("Anaplan"), QStringLiteral("None")})}}}};
    if (type == u"email-opened" || type == u"email-clicked")
        return {{QStringLiteral("campaign"), brief.campaign},
                {QStringLiteral("subject"), QStringLiteral("%1 - a 2-minute read").arg(brief.title.section(u':', 0, 0))},
                {QStringLiteral("link"), type == u"email-clicked" ? QJsonValue(QStringLiteral("https://go.lumenledger.example/") + brief.slug)
                                                                  : QJsonValue(QJsonValue::Null)}};
    if (type == u"meeting-booked")
        return {{QStringLiteral("meetingAt"), SeedWriter::timestamp(at.addDays(random.between(2, 9)))},
                {QStringLiteral("owner"), DemoData::person(random.between(280, 300)).fullName()},
                {QStringLiteral("durationMinutes"), random.pick(QList<int>{30, 45, 60})}};
    if (type == u"webinar-attended")
        return {{QStringLiteral("webinar"), QStringLiteral("Close the books in 3 days")},
                {QStringLiteral("minutesWatched"), random.between(5, 58)}};
    if (type == u"deal-stage-changed")
        return {{QStringLiteral("from"), QStringLiteral("discovery")}, {QStringLiteral("to"), QStringLiteral("proposal")},
                {QStringLiteral("amount"), random.between(12, 96) * 1000}, {QStringLiteral("currency"), QStringLiteral("EUR")}};
    return {{QStringLiteral("event"), QStringLiteral("contact.updated")}, {QStringLiteral("system"), source}};
}

} // namespace

DemoActivity::DemoActivity(SeedWriter &writer, SeedRandom &random, const QDateTime &anchor)
    : m_writer(writer), m_random(random), m_anchor(anchor)
{
}

bool DemoActivity::write()
{
    return writePeople() && writeAccounts() && writeSessions();
}

bool DemoActivity::writePeople()
{
    int logNumber = 0;
    for (int k = 1; k <= personCount; ++k) {
        const DemoData::PersonIdentity identity = DemoData::person(k);
        const DemoData::Company &company = DemoData::companies().at(identity.company);
        PersonFacts facts;
        facts.id = QStringLiteral("person_demo_") + Clock::zeroPadded(k, 4);
        facts.company = identity.company;
        facts.domain = k % 23 == 0 ? QString() : company.domain;
        if (k % 17 != 0)
            facts.email = identity.emailLocal() + u'@' + company.domain;
        if (k % 3 == 0)
            facts.phone = QStringLiteral("+1415555") + Clock::zeroPadded(1000 + k, 4);
        else if (k % 3 == 1)
            facts.phone = QStringLiteral("+4420794") + Clock::zeroPadded(60000 + k, 5);
        if (k % 4 != 3)
            facts.linkedin = QStringLiteral("https://www.linkedin.com/in/%1-%2").arg(identity.slug()).arg(k * 37 % 1000, 3, 10, QLatin1Char('0'));
        facts.createdAt = m_anchor.addDays(-(200 - k * 190 / personCount)).addSecs(8 * 3600 + m_random.between(0, 9 * 3600));

        // Activity between creation and now, in time order.
        const int logCount = m_random.weighted({2, 3, 3, 3, 2, 1, 1}); // 0..6 entries
        QList<QDateTime> times;
        for (int i = 0; i < logCount; ++i)
            times.append(facts.createdAt.addSecs(m_random.between(3600, int(facts.createdAt.secsTo(m_anchor)) - 60)));
        std::sort(times.begin(), times.end());
        facts.latestActivity = times.isEmpty() ? QDateTime() : times.constLast();

        Seed::PersonRow person;
        person.id = facts.id;
        person.name = identity.fullName();
        person.email = facts.email;
        person.domain = facts.domain;
        person.slug = identity.slug();
        person.phoneNumber = facts.phone;
        person.linkedinProfileUrl = facts.linkedin;
        person.createdAt = facts.createdAt;
        person.updatedAt = times.isEmpty() ? facts.createdAt : times.constLast();
        if (!m_writer.person(person))
            return false;
        for (const QDateTime &at : std::as_const(times)) {
            Seed::PersonLogRow log;
            log.id = QStringLiteral("plog_demo_") + Clock::zeroPadded(++logNumber, 6);
            log.personId = facts.id;
            log.source = m_random.pick(DemoData::logSources());
            log.type = m_random.pick(DemoData::logTypes());
            log.payload = logPayload(log.type, log.source, m_random, at);
            if (logNumber % 2 == 0)
                log.idempotencyKey = QStringLiteral("demo-") + log.id;
            log.createdAt = at;
            log.updatedAt = at;
            if (logNumber % 16 == 5) { // a few entries were removed later (soft delete)
                log.deletedAt = std::min(at.addDays(3), m_anchor.addSecs(-60));
                log.updatedAt = log.deletedAt;
            }
            if (!m_writer.personLog(log))
                return false;
        }
        m_people.append(facts);
    }
    return writeLongHistories(logNumber);
}

bool DemoActivity::writeLongHistories(int logNumber)
{
    // A few people with a long history (40-70 entries, every 9th soft-deleted), so the console's
    // activity log has pages to load and deleted entries to show. Numbered after the regular
    // entries and drawn from a generator of their own: the rest of the demo data stays as it was.
    SeedRandom random(0x10c5);
    for (int k = 1; k <= int(m_people.size()); ++k) {
        if (!hasLongHistory(k))
            continue;
        const PersonFacts &facts = m_people.at(k - 1);
        const QDateTime last = facts.latestActivity.isValid() ? facts.latestActivity : m_anchor.addDays(-1);
        const int span = int(qMax<qint64>(7200, facts.createdAt.secsTo(last)));
        const int count = random.between(40, 70);
        QList<QDateTime> times;
        for (int i = 0; i < count; ++i)
            times.append(facts.createdAt.addSecs(random.between(3600, span)));
        std::sort(times.begin(), times.end());
        for (int i = 0; i < count; ++i) {
            const QDateTime &at = times.at(i);
            Seed::PersonLogRow log;
            log.id = QStringLiteral("plog_demo_") + Clock::zeroPadded(++logNumber, 6);
            log.personId = facts.id;
            log.source = random.pick(DemoData::logSources());
            log.type = random.pick(DemoData::logTypes());
            log.payload = logPayload(log.type, log.source, random, at);
            if (i % 2 == 1)
                log.idempotencyKey = QStringLiteral("demo-") + log.id;
            log.createdAt = at;
            log.updatedAt = at;
            if (i % 9 == 4) {
                log.deletedAt = std::min(at.addDays(2), m_anchor.addSecs(-60));
                log.updatedAt = log.deletedAt;
            }
            if (!m_writer.personLog(log))
                return false;
        }
    }
    return true;
}

bool DemoActivity::hasLongHistory(int personNumber)
{
    return personNumber == 1 || personNumber == 3 || personNumber % 50 == 0;
}

bool DemoActivity::writeAccounts()
{
    const QList<DemoData::Company> &companies = DemoData::companies();
    for (int c = 0; c < int(companies.size()); ++c) {
        Seed::AccountRow account;
        account.id = QStringLiteral("account_demo") + Clock::zeroPadded(c + 1, 22);
        account.domain = companies.at(c).domain;
        account.name = c == int(companies.size()) - 1 ? QString() : companies.at(c).name; // one account has no name yet
        account.createdAt = m_anchor.addDays(-(210 - c)).addSecs(7 * 3600);
        account.updatedAt = account.createdAt.addDays(1);
        QList<const PersonFacts *> linked;
        for (const PersonFacts &person : std::as_const(m_people)) {
            if (person.company == c && !person.domain.isEmpty())
                linked.append(&person);
        }
        for (const PersonFacts *person : std::as_const(linked)) {
            if (person->latestActivity.isValid()
                && (!account.latestActivityAt.isValid() || person->latestActivity > account.latestActivityAt))
                account.latestActivityAt = person->latestActivity;
        }
        if (account.latestActivityAt.isValid())
            account.updatedAt = std::max(account.updatedAt, account.latestActivityAt);
        if (!m_writer.account(account))
            return false;
        for (const PersonFacts *person : std::as_const(linked)) {
            if (!m_writer.accountPerson(account.id, person->id, std::max(account.createdAt, person->createdAt).addSecs(3600)))
                return false;
        }
    }
    return true;
}

bool DemoActivity::writeSessions()
{
    SessionNumbers numbers;
    for (int d = 0; d < sessionDays; ++d) {
        if (!writeSessionDay(d, numbers))
            return false;
    }
    // The showcase audience's campaign, drawn apart so the regular traffic stays as it was.
    const DemoData::PageBrief &brief = DemoData::pages().at(0);
    const QString url = QStringLiteral("https://go.lumenledger.example/") + brief.slug + u'/'
        + DemoWorld::audienceSlug(DemoShowcase::audience);
    for (const Seed::SessionRow &row : ShowcaseSessions::rows(m_anchor, brief.title, url)) {
        if (!m_writer.session(row))
            return false;
    }
    // The campaign of the publish that hurt, likewise apart.
    const QString hurtUrl = QStringLiteral("https://go.lumenledger.example/") + brief.slug + u'/'
        + DemoHurtingPublish::audienceSlug();
    for (const Seed::SessionRow &row : DemoHurtingPublish::sessions(m_anchor, brief.title, hurtUrl)) {
        if (!m_writer.session(row))
            return false;
    }
    return true;
}

// One day of visits, drawn page by page, then written in time order with their IDs. Each step below
// makes its random draws in the order the demo data was first written with, so the data stays the same.
bool DemoActivity::writeSessionDay(int d, SessionNumbers &numbers)
{
    const QDateTime dayStart = m_anchor.addDays(-(sessionDays - d));
    const bool weekend = dayStart.date().dayOfWeek() >= 6;
    const int count = std::max(0, (34 + d / 6) * (weekend ? 6 : 10) / 10 + m_random.between(-6, 6));
    QList<int> open, weights;
    openPages(dayStart, open, weights);
    QList<Seed::SessionRow> day;
    for (int s = 0; s < count && !open.isEmpty(); ++s) {
        const int page = open.at(m_random.weighted(weights));
        Seed::SessionRow row = arrival(page, dayStart);
        const double seconds = engage(row, DemoData::pages().at(page - 1));
        if (row.hasFormSubmit)
            identifySubmitter(row, ++numbers.submission);
        // The last day's analysis is partly still running; a few computations failed.
        Seed::settleAnalysis(row, m_random, d == sessionDays - 1, seconds);
        day.append(row);
    }
    std::stable_sort(day.begin(), day.end(),
                     [](const Seed::SessionRow &a, const Seed::SessionRow &b) { return a.startedAt < b.startedAt; });
    for (Seed::SessionRow &row : day) {
        row.analyticsSessionId = QStringLiteral("asess_demo_") + Clock::zeroPadded(++numbers.analytics, 6);
        if (!row.audienceId.isEmpty())
            row.audienceSessionId = QStringLiteral("sess_demo_") + Clock::zeroPadded(++numbers.session, 5);
        if (!m_writer.session(row))
            return false;
    }
    return true;
}

// Pages visitors can reach on the day that starts at `dayStart` (none in draft, none archived by then),
// with their traffic weights.
void DemoActivity::openPages(const QDateTime &dayStart, QList<int> &pages, QList<int> &weights) const
{
    const QList<DemoData::PageBrief> &briefs = DemoData::pages();
    for (int p = 1; p <= int(briefs.size()); ++p) {
        const QDateTime archived = DemoWorld::pageArchivedAt(m_anchor, p);
        if (briefs.at(p - 1).status == u"draft" || (archived.isValid() && archived <= dayStart))
            continue;
        pages.append(p);
        weights.append(briefs.at(p - 1).trafficWeight);
    }
}

// Where a visit lands: page, time of day, the audience it matched, and the UTM parameters it came with.
Seed::SessionRow DemoActivity::arrival(int page, const QDateTime &dayStart)
{
    static const QList<int> hourWeights{1, 1, 1, 1, 1, 2, 3, 5, 8, 10, 11, 10, 8, 9, 10, 10, 9, 7, 5, 4, 3, 2, 2, 1};
    static const QList<int> sourceWeights{22, 14, 12, 16, 5, 4, 15, 6, 3, 3}; // of DemoData::trafficSources()
    const DemoData::PageBrief &brief = DemoData::pages().at(page - 1);
    Seed::SessionRow row;
    row.pageId = DemoWorld::pageId(page);
    row.pageTitle = brief.title;
    row.startedAt = dayStart.addSecs(m_random.weighted(hourWeights) * 3600 + m_random.between(0, 3599));

    // Which audience the visitor matched (none for about one visit in twelve).
    QString path = u'/' + brief.slug;
    if (!m_random.chance(0.08)) {
        const int audience = (page - 1) * DemoWorld::audiencesPerPage + 1 + m_random.weighted({5, 4, 3, 2, 2});
        const QDateTime archived = DemoWorld::audienceArchivedAt(m_anchor, audience);
        if (!archived.isValid() || archived > row.startedAt) {
            row.audienceId = DemoWorld::audienceId(audience);
            path += u'/' + DemoWorld::audienceSlug(audience);
        }
    }
    const QStringList source = DemoData::trafficSources().at(m_random.weighted(sourceWeights)).split(u'/');
    if (!source.at(0).isEmpty()) {
        row.utmSource = source.at(0);
        row.utmMedium = source.at(1);
        row.utmCampaign = brief.campaign;
        if (m_random.chance(0.5))
            row.utmContent = m_random.chance(0.5) ? QStringLiteral("variant-a") : QStringLiteral("variant-b");
        if (source.at(1) == u"cpc")
            row.utmTerm = m_random.pick(DemoData::utmTerms());
    }
    const QString host = brief.brand == u"harbor" ? QStringLiteral("https://get.harborhealth.example")
                                                  : QStringLiteral("https://go.lumenledger.example");
    row.pageUrl = host + path + (row.utmSource.isEmpty() ? QString()
                                 : QStringLiteral("?utm_source=%1&utm_medium=%2&utm_campaign=%3")
                                       .arg(row.utmSource, row.utmMedium, row.utmCampaign));
    return row;
}

// What the visitor did: bounces are short and shallow; the rest scroll, click, ask and sometimes
// convert. Returns the seconds on the page.
double DemoActivity::engage(Seed::SessionRow &row, const DemoData::PageBrief &brief)
{
    row.isBounce = m_random.chance(0.37);
    if (row.isBounce) {
        const double seconds = m_random.between(2, 25);
        row.maxScrollDepthPercentage = m_random.between(0, 30);
        row.totalClicksCount = m_random.chance(0.2) ? 1 : 0;
        return seconds;
    }
    const double seconds = m_random.between(30, 540) + m_random.between(0, 99) / 100.0;
    row.maxScrollDepthPercentage = m_random.between(35, 100);
    row.totalClicksCount = m_random.between(1, 12);
    row.questionsAskedCount = m_random.weighted({10, 4, 2, 1});
    row.hasCtaClick = m_random.chance(0.36);
    row.hasFormSubmit = m_random.chance(brief.pageType == u"call_followup" ? 0.25 : 0.12);
    row.hasConversion = row.hasFormSubmit || (row.hasCtaClick && m_random.chance(0.4));
    return seconds;
}

// The demo person who sent the form, identified by e-mail, LinkedIn or phone.
void DemoActivity::identifySubmitter(Seed::SessionRow &row, int submissionNumber)
{
    const PersonFacts &person = m_people.at(m_random.between(0, int(m_people.size()) - 1));
    row.formSubmissionId = QStringLiteral("fsub_demo_") + Clock::zeroPadded(submissionNumber, 5);
    const int kind = m_random.weighted({14, 3, 3});
    if (kind == 1 && !person.linkedin.isEmpty()) {
        row.formSubmissionIdentifierType = QStringLiteral("linkedin");
        row.formSubmissionIdentifier = person.linkedin;
    } else if (kind == 2 && !person.phone.isEmpty()) {
        row.formSubmissionIdentifierType = QStringLiteral("tel");
        row.formSubmissionIdentifier = person.phone;
    } else if (!person.email.isEmpty()) {
        row.formSubmissionIdentifierType = QStringLiteral("email");
        row.formSubmissionIdentifier = person.email;
    }
    row.formSubmissionEmail = person.email;
    row.formSubmissionPhone = person.phone;
}

} // namespace Sandbox
