#include "demoworld.h"

#include "audiencehistory.h"
#include "demodata.h"
#include "demohurtingpublish.h"
#include "demopageextras.h"
#include "demoshowcase.h"
#include "seedrandom.h"
#include "seedwriter.h"
#include "webhookdispatcher.h"

#include <QJsonArray>

namespace Sandbox {

namespace {

using DemoData::PageBrief;

const PageBrief &brief(int page)
{
    return DemoData::pages().at(page - 1);
}

QString siteFor(const PageBrief &page)
{
    return page.brand == u"harbor" ? QStringLiteral("https://harborhealth.example")
                                   : QStringLiteral("https://lumenledger.example");
}

QString productFor(const PageBrief &page)
{
    return page.brand == u"harbor" ? QStringLiteral("Harbor Health Analytics") : QStringLiteral("Forecast Studio");
}

QString roleOf(int audience)
{
    return DemoData::roles().at((audience * 5) % DemoData::roles().size());
}

QString industryOf(int audience)
{
    return DemoData::industries().at((audience * 7 + audience / 12) % DemoData::industries().size());
}

QString slugOf(const QString &text)
{
    QString slug;
    for (const QChar c : text.toLower()) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            slug.append(c);
        else if (!slug.isEmpty() && !slug.endsWith(u'-'))
            slug.append(u'-');
    }
    while (slug.endsWith(u'-'))
        slug.chop(1);
    return slug;
}

// The page's goal ("Goal: book a demo.") as a short phrase for its primary action.
QString goalOf(const PageBrief &page)
{
    const qsizetype at = page.context.indexOf(QStringLiteral("Goal: "));
    if (at < 0)
        return QStringLiteral("learn more");
    QString goal = page.context.mid(at + 6).trimmed();
    if (goal.endsWith(u'.'))
        goal.chop(1);
    return goal;
}

QJsonObject logo(const DemoData::Company &company, int index)
{
    const QString slug = slugOf(company.name);
    return {{QStringLiteral("image"),
             QJsonObject{{QStringLiteral("altText"), QStringLiteral("%1 logo").arg(company.name)},
                         {QStringLiteral("url"), QStringLiteral("https://cdn.lumenledger.example/logos/%1.svg").arg(slug)},
                         {QStringLiteral("fileId"), QStringLiteral("file_demo_logo_%1").arg(index, 2, 10, QLatin1Char('0'))},
                         {QStringLiteral("assetId"), QStringLiteral("asset_demo_logo_%1").arg(index, 2, 10, QLatin1Char('0'))}}}};
}

} // namespace

DemoWorld::DemoWorld(SeedWriter &writer, SeedRandom &random, const QDateTime &anchor)
    : m_writer(writer), m_random(random), m_anchor(anchor)
{
}

QString DemoWorld::pageId(int page)
{
    return QStringLiteral("page_demo_%1").arg(page, 2, 10, QLatin1Char('0'));
}

QString DemoWorld::audienceId(int audience)
{
    return QStringLiteral("aud_demo_%1").arg(audience, 3, 10, QLatin1Char('0'));
}

QDateTime DemoWorld::pageCreatedAt(const QDateTime &anchor, int page)
{
    return anchor.addDays(-(240 - page * 9)).addSecs(9 * 3600 + page * 1337);
}

QString DemoWorld::audienceSlug(int audience)
{
    return slugOf(roleOf(audience) + u' ' + industryOf(audience));
}

QDateTime DemoWorld::pageArchivedAt(const QDateTime &anchor, int page)
{
    if (brief(page).status != u"archived")
        return {};
    return anchor.addDays(-(18 + page)).addSecs(11 * 3600);
}

QDateTime DemoWorld::audienceArchivedAt(const QDateTime &anchor, int audience)
{
    const int page = (audience - 1) / audiencesPerPage + 1;
    if (page != 12 && audience != 9 && audience != 22 && audience != 38)
        return {};
    return anchor.addDays(-(10 + audience % 9)).addSecs(14 * 3600);
}

QString DemoWorld::webhookSecret(int subscription)
{
    return QStringLiteral("whsec_") + QString::fromLatin1(
        QStringLiteral("audience-sandbox-demo-secret-%1").arg(subscription).toLatin1().toBase64());
}

bool DemoWorld::write()
{
    return writePages() && writeAudiences() && writeTopics() && writePageLinks() && writeWebhooks();
}

QJsonObject DemoWorld::metadata(int page) const
{
    const PageBrief &b = brief(page);
    const QString url = siteFor(b) + u'/' + b.slug;
    const QString image = QStringLiteral("https://cdn.lumenledger.example/og/%1.png").arg(b.slug);
    const QString site = b.brand == u"harbor" ? QStringLiteral("Harbor Health Analytics") : QStringLiteral("Lumen Ledger");
    const QString description = b.context.section(u'.', 0, 0) + u'.';
    return {
        {QStringLiteral("title"), b.title}, {QStringLiteral("description"), description},
        {QStringLiteral("keywords"), QJsonArray::fromStringList(b.keywords)},
        {QStringLiteral("author"), site + QStringLiteral(" marketing")},
        {QStringLiteral("robots"), b.status == u"published" ? QJsonArray{QStringLiteral("index"), QStringLiteral("follow")}
                                                            : QJsonArray{QStringLiteral("noindex"), QStringLiteral("nofollow")}},
        {QStringLiteral("canonicalUrl"), url},
        {QStringLiteral("ogTitle"), b.title}, {QStringLiteral("ogDescription"), description},
        {QStringLiteral("ogType"), QStringLiteral("website")}, {QStringLiteral("ogImageUrl"), image},
        {QStringLiteral("ogImageFileId"), QStringLiteral("file_demo_og_%1").arg(page, 2, 10, QLatin1Char('0'))},
        {QStringLiteral("ogImageAlt"), QStringLiteral("%1 preview").arg(b.name)},
        {QStringLiteral("ogSiteName"), site}, {QStringLiteral("ogUrl"), url},
        {QStringLiteral("twitterCard"), page % 3 == 0 ? QStringLiteral("summary") : QStringLiteral("summary_large_image")},
        {QStringLiteral("twitterTitle"), b.title}, {QStringLiteral("twitterDescription"), description},
        {QStringLiteral("twitterImageUrl"), image},
        {QStringLiteral("twitterImageFileId"), QStringLiteral("file_demo_og_%1").arg(page, 2, 10, QLatin1Char('0'))},
        {QStringLiteral("twitterImageAlt"), QStringLiteral("%1 preview").arg(b.name)},
        {QStringLiteral("twitterSite"), b.brand == u"harbor" ? QStringLiteral("@harborhealth") : QStringLiteral("@lumenledger")},
        {QStringLiteral("twitterCreator"), QStringLiteral("@lumen_marketing")},
        {QStringLiteral("themeColor"), b.brand == u"harbor" ? QStringLiteral("#0f766e") : QStringLiteral("#1d4ed8")},
    };
}

bool DemoWorld::writePages()
{
    const QList<DemoData::Company> &companies = DemoData::companies();
    for (int page = 1; page <= pageCount; ++page) {
        const PageBrief &b = brief(page);
        const QString site = siteFor(b);
        const QString slugId = b.slug.left(24);
        Seed::PageRow row;
        row.id = pageId(page);
        row.brandId = b.brand == u"harbor" ? QStringLiteral("brand_demo_harbor") : QStringLiteral("brand_demo_lumen");
        row.name = b.name;
        row.title = b.title;
        row.pageContext = b.context;
        row.pageType = b.pageType;
        row.status = b.status;
        row.createdAt = pageCreatedAt(m_anchor, page);
        row.updatedAt = std::max(row.createdAt, m_anchor.addDays(-(page % 5 + 1)).addSecs(15 * 3600));
        row.archivedAt = pageArchivedAt(m_anchor, page);
        if (row.archivedAt.isValid())
            row.updatedAt = row.archivedAt;
        if (page != 9) // one draft page has no metadata yet: the field is optional
            row.metadata = metadata(page);

        const QString primary = QStringLiteral("act_%1_primary").arg(slugId);
        row.actions = {
            QJsonObject{{QStringLiteral("actionId"), primary}, {QStringLiteral("actionIndex"), 0},
                        {QStringLiteral("purpose"), QStringLiteral("Primary conversion: %1").arg(goalOf(b))},
                        {QStringLiteral("buttonTitle"), b.pageType == u"call_followup" ? QStringLiteral("Confirm next step")
                                                        : b.pageType == u"custom" ? QStringLiteral("Apply now")
                                                                                  : QStringLiteral("Book a demo")},
                        {QStringLiteral("actionType"), QStringLiteral("calendar")},
                        {QStringLiteral("url"), site + QStringLiteral("/meet?from=") + b.slug}},
            QJsonObject{{QStringLiteral("actionId"), QStringLiteral("act_%1_resource").arg(slugId)},
                        {QStringLiteral("actionIndex"), 1}, {QStringLiteral("purpose"), QStringLiteral("Lead magnet download")},
                        {QStringLiteral("buttonTitle"), QStringLiteral("Download the guide")},
                        {QStringLiteral("actionType"), QStringLiteral("form")},
                        {QStringLiteral("url"), site + QStringLiteral("/guides/") + b.slug}},
        };
        if (page % 3 != 2) {
            row.actions.append(QJsonObject{
                {QStringLiteral("actionId"), QStringLiteral("act_%1_contact").arg(slugId)}, {QStringLiteral("actionIndex"), 2},
                {QStringLiteral("purpose"), QStringLiteral("Talk to sales")}, {QStringLiteral("buttonTitle"), QStringLiteral("Contact sales")},
                {QStringLiteral("actionType"), QStringLiteral("link")}, {QStringLiteral("url"), site + QStringLiteral("/contact")}});
        }
        if (page != 12) // one page without a header action: the field is optional
            row.headerActionId = primary;

        QJsonArray logos;
        for (int i = 0; i < 4 + page % 3; ++i) {
            const int index = (page * 5 + i * 7) % int(companies.size());
            logos.append(logo(companies.at(index), index + 1));
        }
        row.actionCardWidgets = {QJsonObject{{QStringLiteral("type"), QStringLiteral("logo_cloud")},
                                             {QStringLiteral("title"), QStringLiteral("Trusted by finance teams at")},
                                             {QStringLiteral("logos"), logos}}};
        if (page % 2 == 0) {
            row.actionCardWidgets.append(QJsonObject{
                {QStringLiteral("type"), QStringLiteral("testimonial")},
                {QStringLiteral("title"), QStringLiteral("\"We closed in four days, down from nine.\" - Cobalt Freight")},
                {QStringLiteral("logos"), QJsonArray{logo(companies.at(2), 3)}}});
        }
        // The retired pricing page has no footer.
        row.footerLinks = page == 11 ? QJsonArray() : DemoPageExtras::footerLinks(siteFor(b));
        row.scripts = DemoPageExtras::scripts(page);
        if (!m_writer.page(row))
            return false;
    }
    return true;
}

bool DemoWorld::writeAudiences()
{
    AudienceHistory history(m_writer);
    for (int page = 1; page <= pageCount; ++page) {
        for (int j = 1; j <= audiencesPerPage; ++j) {
            const int n = (page - 1) * audiencesPerPage + j;
            AudienceSeed seed = audienceSeed(page, j);
            seed.edits = patternEdits(n, brief(page), seed.archivedAt);
            // The workspace tour replaces the pattern (after its draws, so every other row stays as it was).
            if (n == DemoShowcase::audience)
                seed.edits = DemoShowcase::edits(m_anchor);
            if (!history.write(seed))
                return false;
        }
    }
    // The publish that hurt: one more audience on the showcase page, after the regular ones.
    return history.write(DemoHurtingPublish::audienceSeed(m_anchor));
}

// Audience j of `page` as version 1 has it: who it is (one person on account-based pages), its action
// overrides, the draft the agent starts from, and whether it is archived. No random draws.
AudienceSeed DemoWorld::audienceSeed(int page, int j) const
{
    const PageBrief &b = brief(page);
    const int n = (page - 1) * audiencesPerPage + j;
    const QString role = roleOf(n), industry = industryOf(n);
    AudienceSeed seed;
    seed.id = audienceId(n);
    seed.idStem = QStringLiteral("demo_%1").arg(n, 3, 10, QLatin1Char('0'));
    seed.pageId = pageId(page);
    seed.computedName = role + QStringLiteral(" at ") + industry;
    seed.createdAt = pageCreatedAt(m_anchor, page).addDays(j).addSecs(n * 977);
    seed.isNewPageAgent = n % 4 == 0;
    if (b.pageType == u"call_followup") {
        // Account-based pages: each audience is one person.
        const int personNumber = n * 4 + 1;
        const DemoData::PersonIdentity person = DemoData::person(personNumber);
        const DemoData::Company &company = DemoData::companies().at(person.company);
        seed.personId = QStringLiteral("person_demo_%1").arg(personNumber, 4, 10, QLatin1Char('0'));
        seed.personRouteKey = person.slug();
        seed.computedName = QStringLiteral("%1 (%2)").arg(person.fullName(), company.name);
    }
    if (n % 9 == 0)
        seed.actionUrlOverride = siteFor(b) + QStringLiteral("/meet?segment=") + audienceSlug(n);
    if (n % 11 == 0) {
        seed.actionFormIdOverride = QStringLiteral("form_demo_%1").arg(n, 3, 10, QLatin1Char('0'));
        seed.actionFormInstructionsOverride =
            QStringLiteral("Ask for company size and current planning tool before booking.");
    }
    seed.initial.supplementaryContext =
        QStringLiteral("Visitors are %1 at %2. Lead with the outcome that matters to them and keep the proof "
                       "specific to %2.").arg(role, industry);
    seed.initial.metaTitle = QStringLiteral("%1 | for %2").arg(b.title.section(u':', 0, 0), role);
    seed.initial.metaDescription = QStringLiteral("%1 for %2 at %3.").arg(productFor(b), role, industry);
    seed.initial.metaKeywords = b.keywords.mid(0, 2) + QStringList{industry};
    if (n % 10 == 3)
        seed.initial.metaKeywords.append(QStringLiteral("spreadsheets"));
    seed.initialOverride = {{QStringLiteral("title"), seed.initial.metaTitle},
                            {QStringLiteral("description"), seed.initial.metaDescription},
                            {QStringLiteral("keywords"), QJsonArray::fromStringList(seed.initial.metaKeywords)}};
    if (n % 7 == 0)
        seed.initial.customName = QStringLiteral("Priority: %1").arg(role);
    seed.archivedAt = audienceArchivedAt(m_anchor, n);
    return seed;
}

// The edit pattern of audience n: every state a version can be in appears on several audiences. Draws
// the time of each answered edit, in order.
QList<AudienceEdit> DemoWorld::patternEdits(int n, const PageBrief &b, const QDateTime &archivedAt)
{
    using Outcome = AudienceEdit::Outcome;
    QList<Outcome> outcomes;
    switch (n % 6) {
    case 0: break;
    case 1: outcomes = n % 10 == 1 ? QList<Outcome>{Outcome::Published, Outcome::Published, Outcome::Draft}
                                   : QList<Outcome>{Outcome::Published};
        break;
    case 2: outcomes = {Outcome::Draft}; break;
    case 3: outcomes = {Outcome::Published, Outcome::Draft}; break;
    case 4: outcomes = {Outcome::Cancelled, Outcome::Draft}; break;
    case 5: outcomes = {Outcome::Published, n % 12 == 11 ? Outcome::Processing : Outcome::Queued}; break;
    }
    if (archivedAt.isValid() && !outcomes.isEmpty() && outcomes.constLast() != Outcome::Published)
        outcomes.last() = Outcome::Draft; // nothing stays in flight on an archived audience
    QList<AudienceEdit> edits;
    for (qsizetype k = 0; k < outcomes.size(); ++k) {
        QString instruction = DemoData::editInstructions().at((n * 3 + k * 5) % DemoData::editInstructions().size());
        instruction.replace(QStringLiteral("{role}"), roleOf(n))
            .replace(QStringLiteral("{industry}"), industryOf(n))
            .replace(QStringLiteral("{product}"), productFor(b));
        const bool inFlight = outcomes.at(k) == Outcome::Queued || outcomes.at(k) == Outcome::Processing;
        QDateTime askedAt = inFlight ? m_anchor.addSecs(-(10 + n % 7) * 60)
                                     : m_anchor.addDays(-(28 - int(k) * 8 - n % 5)).addSecs(9 * 3600 + m_random.between(0, 8 * 3600));
        if (archivedAt.isValid())
            askedAt = archivedAt.addDays(-(8 - int(k) * 3));
        edits.append({instruction, outcomes.at(k), askedAt, {}, {}, false});
    }
    return edits;
}

bool DemoWorld::writeTopics()
{
    const QList<DemoData::TopicBrief> &topics = DemoData::topics();
    for (int t = 1; t <= int(topics.size()); ++t) {
        const DemoData::TopicBrief &topic = topics.at(t - 1);
        const QDateTime created = m_anchor.addDays(-(300 - t * 11)).addSecs(10 * 3600);
        Seed::TopicRow row{QStringLiteral("topic_demo_%1").arg(t), topic.title, topic.purpose, t * 10, t == 1,
                           created, created.addDays(t * 3)};
        if (!m_writer.topic(row))
            return false;
        for (int e = 1; e <= int(topic.entries.size()); ++e) {
            const QString &entry = topic.entries.at(e - 1);
            const qsizetype bar = entry.indexOf(u'|');
            const QDateTime entryCreated = created.addDays(e).addSecs(e * 613);
            Seed::TopicEntryRow entryRow{QStringLiteral("tentry_demo_%1_%2").arg(t).arg(e), row.id, entry.left(bar),
                                         entry.mid(bar + 1), e * 10, entryCreated, entryCreated};
            if (!m_writer.topicEntry(entryRow))
                return false;
        }
    }
    return true;
}

bool DemoWorld::writePageLinks()
{
    QString fallback = m_writer.existingFallbackDomain();
    if (fallback.isEmpty()) {
        fallback = QStringLiteral("tdom_demo_fallback");
        if (!m_writer.tenantDomain(fallback, QStringLiteral("lumen-ledger.audiencepages.example"), true))
            return false;
    }
    if (!m_writer.tenantDomain(QStringLiteral("tdom_demo_lumen"), QStringLiteral("go.lumenledger.example"), false)
        || !m_writer.tenantDomain(QStringLiteral("tdom_demo_harbor"), QStringLiteral("get.harborhealth.example"), false))
        return false;
    int counter = 0;
    const auto link = [this, &counter](const QString &domain, const QString &path, const QString &type,
                                       const QString &audience, int page, const QDateTime &created, bool deleted) {
        Seed::PageLinkRow row;
        row.id = QStringLiteral("plink_demo_%1").arg(++counter, 3, 10, QLatin1Char('0'));
        row.tenantDomainId = domain;
        row.path = path;
        row.targetType = type;
        row.targetAudienceId = audience;
        row.pageId = pageId(page);
        row.createdAt = created;
        row.updatedAt = created.addDays(2);
        if (deleted)
            row.deletedAt = created.addDays(30);
        return m_writer.pageLink(row);
    };
    for (int page = 1; page <= pageCount; ++page) {
        const PageBrief &b = brief(page);
        const QDateTime created = pageCreatedAt(m_anchor, page).addSecs(3600);
        const QString custom = b.brand == u"harbor" ? QStringLiteral("tdom_demo_harbor") : QStringLiteral("tdom_demo_lumen");
        bool ok = link(fallback, u'/' + b.slug, QStringLiteral("page"), {}, page, created, false)
            && link(custom, u'/' + b.slug, QStringLiteral("page"), {}, page, created.addSecs(60), page == 11);
        if (b.pageType == u"call_followup" || b.pageType == u"outbound")
            ok = ok && link(custom, QStringLiteral("/r/") + b.slug, QStringLiteral("page_routing"), {}, page,
                            created.addSecs(120), false);
        for (int j = 1; ok && j <= audiencesPerPage; ++j) {
            const int n = (page - 1) * audiencesPerPage + j;
            ok = link(custom, QStringLiteral("/%1/%2").arg(b.slug, audienceSlug(n)), QStringLiteral("audience"),
                      audienceId(n), page, created.addDays(j), n % 13 == 0);
        }
        if (!ok)
            return false;
    }
    // A short link on the fallback subdomain for the first audience of each page, so a search with
    // no domain shows audience links too. Written after the others, so their IDs stay as they were.
    for (int page = 1; page <= pageCount; ++page) {
        const PageBrief &b = brief(page);
        const int n = (page - 1) * audiencesPerPage + 1;
        if (!link(fallback, QStringLiteral("/%1/%2").arg(b.slug, audienceSlug(n)), QStringLiteral("audience"), audienceId(n),
                  page, pageCreatedAt(m_anchor, page).addSecs(3600).addDays(1).addSecs(30), false))
            return false;
    }
    // The audience of the publish that hurt (DemoHurtingPublish), on its brand's domain: written last.
    const int hurtPage = DemoHurtingPublish::page;
    return link(QStringLiteral("tdom_demo_lumen"),
                QStringLiteral("/%1/%2").arg(brief(hurtPage).slug, DemoHurtingPublish::audienceSlug()),
                QStringLiteral("audience"), audienceId(DemoHurtingPublish::audience), hurtPage,
                DemoHurtingPublish::audienceSeed(m_anchor).createdAt.addSecs(600), false);
}

bool DemoWorld::writeWebhooks()
{
    const QDateTime created = m_anchor.addDays(-60).addSecs(8 * 3600);
    Seed::WebhookSubscriptionRow all;
    all.id = QStringLiteral("whsub_demo_1");
    all.url = QStringLiteral("http://127.0.0.1:9/webhooks"); // loopback port 9 (discard): nothing listens there
    // Paused: an active subscription to a port where nothing listens would fill the log with failed
    // deliveries and their retries from the first minute. PATCH a receiver's url and active: true
    // (the console's inbox does the first; docs/sandbox.md) to see deliveries.
    all.active = false;
    all.allEvents = false;
    all.events = QJsonArray::fromStringList(WebhookDispatcher::eventTypes());
    all.secret = webhookSecret(1);
    all.createdAt = created;
    all.updatedAt = created;
    Seed::WebhookSubscriptionRow inactive;
    inactive.id = QStringLiteral("whsub_demo_2");
    inactive.url = QStringLiteral("http://127.0.0.1:9/webhooks/crm");
    inactive.allEvents = false;
    inactive.events = {QStringLiteral("form.submitted"), QStringLiteral("form.enriched"), QStringLiteral("form.enrichment_failed")};
    inactive.active = false;
    inactive.secret = webhookSecret(2);
    inactive.createdAt = created.addDays(5);
    inactive.updatedAt = created.addDays(21);
    return m_writer.webhookSubscription(all) && m_writer.webhookSubscription(inactive);
}

} // namespace Sandbox
