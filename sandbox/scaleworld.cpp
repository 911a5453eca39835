#include "scaleworld.h"
#include "clock.h"

#include "audiencehistory.h"
#include "scalebulk.h"
#include "demodata.h"
#include "demoworld.h"
#include "seedrandom.h"
#include "seedwriter.h"
#include "webhookdispatcher.h"

#include <QJsonArray>
#include <QTimeZone>

namespace Sandbox {

namespace {


const QStringList &pageTypes()
{
    static const QStringList types{QStringLiteral("inbound"), QStringLiteral("outbound"), QStringLiteral("call_followup"),
                                   QStringLiteral("sales_deck"), QStringLiteral("custom")};
    return types;
}

// Page number p: the brief's text for one industry, numbered, created at `createdAt`; every 25th
// archived, every 8th (else) a draft.
Seed::PageRow scalePage(int p, const DemoData::PageBrief &brief, const QString &industry, const QDateTime &createdAt)
{
    const QString slug = QStringLiteral("%1-%2").arg(brief.slug).arg(p);
    const QString url = QStringLiteral("https://go.lumenledger.example/") + slug;
    Seed::PageRow page;
    page.id = QStringLiteral("page_scale_") + Clock::zeroPadded(p, 6);
    page.brandId = QStringLiteral("brand_scale_%1").arg(p % 7 + 1);
    page.name = QStringLiteral("%1 - %2 #%3").arg(brief.name, industry).arg(p);
    page.title = brief.title;
    page.pageContext = brief.context;
    page.pageType = pageTypes().at((p - 1) % pageTypes().size());
    page.status = p % 25 == 0 ? QStringLiteral("archived") : p % 8 == 0 ? QStringLiteral("draft") : QStringLiteral("published");
    page.createdAt = createdAt;
    page.updatedAt = page.createdAt.addDays(p % 30);
    if (page.status == u"archived")
        page.archivedAt = page.updatedAt;
    page.headerActionId = QStringLiteral("act_scale_%1_primary").arg(p);
    page.metadata = {{QStringLiteral("title"), brief.title},
                     {QStringLiteral("description"), QStringLiteral("%1 for %2.").arg(brief.name, industry)},
                     {QStringLiteral("keywords"), QJsonArray::fromStringList(brief.keywords)},
                     {QStringLiteral("robots"), QJsonArray{QStringLiteral("index"), QStringLiteral("follow")}},
                     {QStringLiteral("canonicalUrl"), url},
                     {QStringLiteral("ogTitle"), brief.title}, {QStringLiteral("ogType"), QStringLiteral("website")},
                     {QStringLiteral("ogUrl"), url}, {QStringLiteral("twitterCard"), QStringLiteral("summary")}};
    page.actions = {QJsonObject{{QStringLiteral("actionId"), page.headerActionId}, {QStringLiteral("actionIndex"), 0},
                                {QStringLiteral("purpose"), QStringLiteral("Book a demo")},
                                {QStringLiteral("buttonTitle"), QStringLiteral("Book a demo")},
                                {QStringLiteral("actionType"), QStringLiteral("calendar")},
                                {QStringLiteral("url"), url + QStringLiteral("/meet")}}};
    return page;
}

// What page number p shows besides its text: a logo cloud of three companies, a legal footer and an
// analytics script (off on every tenth page).
void addPageWidgets(Seed::PageRow &page, int p)
{
    QJsonArray logos;
    for (int i = 0; i < 3; ++i) {
        const DemoData::Company &company = DemoData::companies().at((p + i * 11) % DemoData::companies().size());
        logos.append(QJsonObject{{QStringLiteral("image"), QJsonObject{
            {QStringLiteral("altText"), company.name}, {QStringLiteral("url"), QStringLiteral("https://cdn.lumenledger.example/logos/%1.svg").arg(company.domain)},
            {QStringLiteral("fileId"), QStringLiteral("file_scale_logo_%1").arg(i)}, {QStringLiteral("assetId"), QStringLiteral("asset_scale_logo_%1").arg(i)}}}});
    }
    page.actionCardWidgets = {QJsonObject{{QStringLiteral("type"), QStringLiteral("logo_cloud")},
                                          {QStringLiteral("title"), QStringLiteral("Trusted by")}, {QStringLiteral("logos"), logos}}};
    page.footerLinks = {QJsonObject{{QStringLiteral("id"), QStringLiteral("footer_legal")}, {QStringLiteral("title"), QStringLiteral("Legal")},
                                    {QStringLiteral("links"), QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("footer_legal_1")},
                                                                                     {QStringLiteral("text"), QStringLiteral("Privacy policy")},
                                                                                     {QStringLiteral("url"), QStringLiteral("https://lumenledger.example/legal/privacy")}}}}}};
    page.scripts = {QJsonObject{{QStringLiteral("name"), QStringLiteral("Plausible analytics")}, {QStringLiteral("description"), QStringLiteral("Page analytics.")},
                                {QStringLiteral("injectionPoint"), QStringLiteral("head")}, {QStringLiteral("enabled"), p % 10 != 0},
                                {QStringLiteral("content"), QStringLiteral("<script defer src=\"https://plausible.io/js/script.js\"></script>")}}};
}

// The edits of audience n, asked from `askedAt` on, half an hour apart: a tenth of the audiences have a
// published edit, a tenth a pending draft, 1 % a cancelled version and a draft.
QList<AudienceEdit> scaleEdits(qint64 n, const QString &role, const QString &industry, const QDateTime &askedAt)
{
    using Outcome = AudienceEdit::Outcome;
    const QStringList &instructions = DemoData::editInstructions();
    const QList<Outcome> outcomes = n % 100 == 0 ? QList<Outcome>{Outcome::Cancelled, Outcome::Draft}
        : n % 10 == 1                            ? QList<Outcome>{Outcome::Published}
                                                 : QList<Outcome>{Outcome::Draft};
    QList<AudienceEdit> edits;
    for (qsizetype k = 0; k < outcomes.size(); ++k) {
        QString instruction = instructions.at((n * 3 + k * 5) % instructions.size());
        instruction.replace(QStringLiteral("{role}"), role)
            .replace(QStringLiteral("{industry}"), industry)
            .replace(QStringLiteral("{product}"), QStringLiteral("Forecast Studio"));
        edits.append({instruction, outcomes.at(k), askedAt.addSecs(k * 1800), {}, {}, false});
    }
    return edits;
}

} // namespace

ScaleWorld::ScaleWorld(SeedWriter &writer, SeedRandom &random, const QDateTime &anchor, int pages)
    : m_writer(writer), m_random(random), m_anchor(anchor), m_pages(std::max(1, pages)),
      m_bulk(writer.database(), anchor, m_pages)
{
}

bool ScaleWorld::hasEdits(qint64 n)
{
    return n % 100 == 0 || n % 10 == 1 || n % 10 == 6; // ScaleBulk's editedAudience says the same in SQL
}

bool ScaleWorld::write()
{
    const bool ok = writePages() && m_bulk.writeQuietAudiences() && writePeople()
        && m_bulk.writeSessions(sessionsPerPage) && writeTopicsLinksAndWebhooks();
    m_writer.countRows(m_bulk.rowsWritten());
    if (!ok && !m_bulk.error().isEmpty())
        qWarning("audience-sandbox: scale seeding: %s", qPrintable(m_bulk.error()));
    return ok;
}

bool ScaleWorld::writePages()
{
    AudienceHistory history(m_writer);
    const QStringList &industries = DemoData::industries();
    const QDateTime firstPage = QDateTime::fromMSecsSinceEpoch(m_bulk.firstPageMs(), QTimeZone::utc());

    for (int p = 1; p <= m_pages; ++p) {
        const DemoData::PageBrief &brief = DemoData::pages().at((p - 1) % DemoData::pages().size());
        Seed::PageRow page = scalePage(p, brief, industries.at((p * 5) % industries.size()),
                                       firstPage.addMSecs(m_bulk.pageSpacingMs() * p));
        addPageWidgets(page, p);
        if (!m_writer.page(page))
            return false;
        for (int j = 1; j <= audiencesPerPage; ++j) {
            const qint64 n = qint64(p - 1) * audiencesPerPage + j;
            if (!hasEdits(n))
                continue; // written set-based by ScaleBulk
            if (!history.write(editedAudience(n, j, page, brief.keywords)))
                return false;
        }
    }
    return true;
}

// Audience n, the j-th of `page`, one of those with edits: its role and industry, version 1 on the
// page's metadata (no override), every 40th archived, and its edits.
AudienceSeed ScaleWorld::editedAudience(qint64 n, int j, const Seed::PageRow &page, const QStringList &keywords) const
{
    const QString role = DemoData::roles().at((n * 5) % DemoData::roles().size());
    const QString industry = DemoData::industries().at((n * 7 + n / 12) % DemoData::industries().size());
    AudienceSeed seed;
    seed.idStem = QStringLiteral("scale_") + Clock::zeroPadded(n, 7);
    seed.id = QStringLiteral("aud_") + seed.idStem;
    seed.pageId = page.id;
    seed.computedName = role + QStringLiteral(" at ") + industry;
    seed.createdAt = page.createdAt.addSecs(j * 3600);
    seed.isNewPageAgent = n % 4 == 0;
    seed.initial.supplementaryContext = QStringLiteral("Visitors are %1 at %2.").arg(role, industry);
    // Version 1 has no metadata override: the agent starts from the page's metadata.
    seed.initial.metaTitle = page.metadata.value(QStringLiteral("title")).toString();
    seed.initial.metaDescription = page.metadata.value(QStringLiteral("description")).toString();
    seed.initial.metaKeywords = keywords;
    if (n % 40 == 0)
        seed.archivedAt = m_anchor.addDays(-int(n % 30) - 1);
    seed.conversationWithoutEdits = false;
    QDateTime askedAt = std::min(seed.createdAt.addDays(n % 20 + 1), m_anchor.addDays(-2));
    if (seed.archivedAt.isValid())
        askedAt = std::min(askedAt, seed.archivedAt.addDays(-1));
    askedAt = std::max(askedAt, seed.createdAt.addSecs(7200));
    seed.edits = scaleEdits(n, role, industry, askedAt);
    return seed;
}

bool ScaleWorld::writePeople()
{
    const int people = std::max(10, m_pages / 2);
    const int accounts = std::max(1, m_pages / 20);
    const QList<DemoData::Company> &companies = DemoData::companies();
    int logNumber = 0;
    for (int a = 1; a <= accounts; ++a) {
        const DemoData::Company &company = companies.at((a - 1) % companies.size());
        Seed::AccountRow account;
        account.id = QStringLiteral("account_scale") + Clock::zeroPadded(a, 21);
        account.domain = a <= companies.size() ? company.domain : QStringLiteral("%1-%2").arg(a).arg(company.domain);
        account.name = a <= companies.size() ? company.name : QStringLiteral("%1 %2").arg(company.name).arg(a);
        account.createdAt = m_anchor.addDays(-380).addSecs(a * 17);
        account.updatedAt = account.createdAt;
        account.latestActivityAt = a % 3 == 0 ? QDateTime() : m_anchor.addDays(-(a % 60)).addSecs(-3600);
        if (!m_writer.account(account))
            return false;
    }
    for (int k = 1; k <= people; ++k) {
        const DemoData::PersonIdentity identity = DemoData::person((k - 1) % 2500 + 1);
        const int account = (k - 1) % accounts + 1;
        const QString domain = account <= companies.size() ? companies.at((account - 1) % companies.size()).domain
                                                           : QStringLiteral("%1-%2").arg(account).arg(companies.at((account - 1) % companies.size()).domain);
        Seed::PersonRow person;
        person.id = QStringLiteral("person_scale_") + Clock::zeroPadded(k, 7);
        person.name = identity.fullName();
        person.slug = QStringLiteral("%1-%2").arg(identity.slug()).arg(k);
        person.email = k % 10 == 0 ? QString() : QStringLiteral("%1.%2@%3").arg(identity.emailLocal()).arg(k).arg(domain);
        person.domain = domain;
        person.phoneNumber = k % 3 == 0 ? QStringLiteral("+1415") + Clock::zeroPadded(k % 10000000, 7) : QString();
        person.linkedinProfileUrl = k % 2 == 0 ? QStringLiteral("https://www.linkedin.com/in/") + person.slug : QString();
        person.createdAt = m_anchor.addDays(-370).addSecs(k * 29);
        person.updatedAt = person.createdAt;
        if (!m_writer.person(person) || !m_writer.accountPerson(QStringLiteral("account_scale") + Clock::zeroPadded(account, 21), person.id, person.createdAt))
            return false;
        const int logs = m_random.between(0, 3);
        for (int i = 0; i < logs; ++i) {
            Seed::PersonLogRow log;
            log.id = QStringLiteral("plog_scale_") + Clock::zeroPadded(++logNumber, 8);
            log.personId = person.id;
            log.source = m_random.pick(DemoData::logSources());
            log.type = m_random.pick(DemoData::logTypes());
            log.payload = {{QStringLiteral("pageId"), QStringLiteral("page_scale_") + Clock::zeroPadded(m_random.between(1, m_pages), 6)}};
            log.createdAt = person.createdAt.addDays(m_random.between(1, 360));
            log.updatedAt = log.createdAt;
            if (logNumber % 20 == 0)
                log.deletedAt = log.createdAt.addDays(1);
            if (!m_writer.personLog(log))
                return false;
        }
    }
    return true;
}

bool ScaleWorld::writeTopicsLinksAndWebhooks()
{
    const int topics = m_pages / 2000 + 5;
    for (int t = 1; t <= topics; ++t) {
        const DemoData::TopicBrief &brief = DemoData::topics().at((t - 1) % DemoData::topics().size());
        const QDateTime created = m_anchor.addDays(-390).addSecs(t * 60);
        const Seed::TopicRow topic{QStringLiteral("topic_scale_%1").arg(t), QStringLiteral("%1 (%2)").arg(brief.title).arg(t),
                                   brief.purpose, t, t == 1, created, created};
        if (!m_writer.topic(topic))
            return false;
        for (int e = 1; e <= 3; ++e) {
            const QString &entry = brief.entries.at((e - 1) % brief.entries.size());
            const qsizetype bar = entry.indexOf(u'|');
            if (!m_writer.topicEntry({QStringLiteral("tentry_scale_%1_%2").arg(t).arg(e), topic.id, entry.left(bar),
                                      entry.mid(bar + 1), e, created.addSecs(e), created.addSecs(e)}))
                return false;
        }
    }

    QString fallback = m_writer.existingFallbackDomain();
    if (fallback.isEmpty()) {
        fallback = QStringLiteral("tdom_scale_fallback");
        if (!m_writer.tenantDomain(fallback, QStringLiteral("scale.audiencepages.example"), true))
            return false;
    }
    if (!m_writer.tenantDomain(QStringLiteral("tdom_scale_custom"), QStringLiteral("go.scale.example"), false))
        return false;
    if (!m_bulk.writePageLinks(fallback, QStringLiteral("tdom_scale_custom")))
        return false;

    const QDateTime created = m_anchor.addDays(-30);
    Seed::WebhookSubscriptionRow active{QStringLiteral("whsub_scale_1"), QStringLiteral("http://127.0.0.1:9/webhooks"),
                                        DemoWorld::webhookSecret(1), QJsonArray::fromStringList(WebhookDispatcher::eventTypes()),
                                        false, true, created, created};
    Seed::WebhookSubscriptionRow inactive{QStringLiteral("whsub_scale_2"), QStringLiteral("http://127.0.0.1:9/webhooks/crm"),
                                          DemoWorld::webhookSecret(2), {}, true, false, created, created};
    return m_writer.webhookSubscription(active) && m_writer.webhookSubscription(inactive);
}

} // namespace Sandbox
