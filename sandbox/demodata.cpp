#include "demodata.h"

namespace Sandbox::DemoData {

namespace {

QStringList words(const char *list)
{
    QStringList result;
    for (const QString &word : QString::fromUtf8(list).split(u'|'))
        result.append(word.trimmed());
    return result;
}

} // namespace

const QList<PageBrief> &pages()
{
    static const QList<PageBrief> briefs{
        {QStringLiteral("forecast-studio-launch"), QStringLiteral("Forecast Studio launch"),
         QStringLiteral("Meet Forecast Studio: rolling forecasts in minutes, not weeks"), QStringLiteral("inbound"),
         QStringLiteral("published"), QStringLiteral("lumen"),
         QStringLiteral("Launch page for Forecast Studio, Lumen Ledger's driver-based rolling forecast module. Goal: book a "
                        "30-minute demo. Proof points: 40% less time on the monthly forecast, live ERP sync, scenario planning."),
         QStringLiteral("forecast-studio-launch"), {QStringLiteral("rolling forecast"), QStringLiteral("fp&a software"), QStringLiteral("scenario planning")}, 9},
        {QStringLiteral("close-faster-webinar"), QStringLiteral("Webinar follow-up: close the books in 3 days"),
         QStringLiteral("Thanks for joining: your 3-day close playbook"), QStringLiteral("outbound"),
         QStringLiteral("published"), QStringLiteral("lumen"),
         QStringLiteral("Follow-up for attendees of the 'Close the books in 3 days' webinar. Offers the recording, the "
                        "close checklist and a reconciliation assessment. Goal: assessment requests."),
         QStringLiteral("close-webinar-q3"), {QStringLiteral("month-end close"), QStringLiteral("reconciliation"), QStringLiteral("close checklist")}, 7},
        {QStringLiteral("discovery-call-recap"), QStringLiteral("Discovery call recap"),
         QStringLiteral("Recap of our conversation and next steps"), QStringLiteral("call_followup"),
         QStringLiteral("published"), QStringLiteral("lumen"),
         QStringLiteral("Personal recap after a discovery call: the pains we heard, how Lumen Ledger addresses them, pricing "
                        "band and the proposed pilot plan. Goal: confirm the pilot kickoff date."),
         QStringLiteral("sales-followup"), {QStringLiteral("pilot plan"), QStringLiteral("finance automation")}, 3},
        {QStringLiteral("enterprise-deck-2025"), QStringLiteral("Enterprise sales deck 2025"),
         QStringLiteral("Lumen Ledger for the enterprise finance team"), QStringLiteral("sales_deck"),
         QStringLiteral("published"), QStringLiteral("lumen"),
         QStringLiteral("Interactive sales deck for enterprise prospects: platform overview, security (SOC 2 Type II, SSO, EU "
                        "data residency), integrations, customer proof and commercial terms."),
         QStringLiteral("enterprise-deck"), {QStringLiteral("enterprise fp&a"), QStringLiteral("soc 2"), QStringLiteral("erp integration")}, 4},
        {QStringLiteral("partner-program"), QStringLiteral("Partner program"),
         QStringLiteral("Grow your advisory practice with Lumen Ledger"), QStringLiteral("custom"),
         QStringLiteral("published"), QStringLiteral("lumen"),
         QStringLiteral("Recruits accounting firms and fractional CFOs as implementation partners: revenue share, "
                        "certification path, co-marketing. Goal: partner applications."),
         QStringLiteral("partner-recruitment"), {QStringLiteral("partner program"), QStringLiteral("fractional cfo")}, 3},
        {QStringLiteral("retail-demand-planning"), QStringLiteral("Retail demand planning"),
         QStringLiteral("Plan inventory weeks ahead with demand-driven forecasts"), QStringLiteral("inbound"),
         QStringLiteral("published"), QStringLiteral("lumen"),
         QStringLiteral("Industry page for retail and e-commerce finance teams: demand forecasting tied to inventory and "
                        "cash. Case study: Brightwater Retail cut stock-outs by 23%. Goal: demo requests."),
         QStringLiteral("retail-q4"), {QStringLiteral("demand planning"), QStringLiteral("inventory forecasting"), QStringLiteral("retail finance")}, 8},
        {QStringLiteral("hospital-procurement"), QStringLiteral("Hospital procurement outreach"),
         QStringLiteral("Spend visibility for hospital procurement teams"), QStringLiteral("outbound"),
         QStringLiteral("published"), QStringLiteral("harbor"),
         QStringLiteral("Harbor Health Analytics outbound page for hospital procurement and finance leaders: supplier spend "
                        "analytics, contract leakage, GPO benchmarking. Goal: book a spend review."),
         QStringLiteral("harbor-procurement"), {QStringLiteral("hospital procurement"), QStringLiteral("spend analytics")}, 5},
        {QStringLiteral("renewal-call-followup"), QStringLiteral("Renewal call follow-up"),
         QStringLiteral("Your renewal: what you achieved and what comes next"), QStringLiteral("call_followup"),
         QStringLiteral("draft"), QStringLiteral("lumen"),
         QStringLiteral("Draft follow-up after renewal calls: usage highlights, ROI summary, the new consolidation module "
                        "and multi-year pricing. Goal: signed renewal."),
         QStringLiteral("renewals"), {QStringLiteral("renewal"), QStringLiteral("consolidation")}, 1},
        {QStringLiteral("board-reporting-deck"), QStringLiteral("Board-ready reporting deck"),
         QStringLiteral("Board packs that build themselves"), QStringLiteral("sales_deck"),
         QStringLiteral("draft"), QStringLiteral("lumen"),
         QStringLiteral("Draft deck for the board reporting add-on: automated board packs, KPI narratives, audit trail. "
                        "Goal: add-on trials for existing customers."),
         QStringLiteral("board-reporting"), {QStringLiteral("board reporting"), QStringLiteral("kpi dashboard")}, 1},
        {QStringLiteral("finance-leaders-summit"), QStringLiteral("Finance Leaders Summit 2025"),
         QStringLiteral("Finance Leaders Summit: meet us at booth 14"), QStringLiteral("custom"),
         QStringLiteral("published"), QStringLiteral("lumen"),
         QStringLiteral("Event page for the Finance Leaders Summit in Amsterdam: booth meetings, the CFO roundtable and the "
                        "evening reception. Goal: meeting bookings."),
         QStringLiteral("fls-2025"), {QStringLiteral("finance summit"), QStringLiteral("cfo roundtable")}, 4},
        {QStringLiteral("pricing-2023"), QStringLiteral("Legacy pricing page 2023"),
         QStringLiteral("Simple pricing for growing finance teams"), QStringLiteral("inbound"),
         QStringLiteral("archived"), QStringLiteral("lumen"),
         QStringLiteral("Retired pricing page from the 2023 packaging (Starter, Growth, Scale). Kept for reference; replaced "
                        "by sales-led pricing."),
         QStringLiteral("pricing-2023"), {QStringLiteral("pricing"), QStringLiteral("fp&a pricing")}, 2},
        {QStringLiteral("clinic-outreach-2024"), QStringLiteral("Clinic outreach sequence (retired)"),
         QStringLiteral("Cut supply costs across your clinics"), QStringLiteral("outbound"),
         QStringLiteral("archived"), QStringLiteral("harbor"),
         QStringLiteral("Retired Harbor Health outbound sequence for multi-site clinics. Superseded by the hospital "
                        "procurement page."),
         QStringLiteral("harbor-clinics-2024"), {QStringLiteral("clinic supplies"), QStringLiteral("cost reduction")}, 2},
    };
    return briefs;
}

const QStringList &roles()
{
    static const QStringList list = words("CFOs|VPs of Finance|Controllers|FP&A leads|Heads of Procurement|"
                                          "RevOps leaders|Founders|CIOs|Operations directors|Finance managers|"
                                          "Supply chain heads|Treasury leads");
    return list;
}

const QStringList &industries()
{
    static const QStringList list = words("mid-size retailers|SaaS scale-ups|regional hospitals|manufacturers|"
                                          "logistics firms|fintechs|universities|hospitality groups|"
                                          "e-commerce brands|professional services firms|food distributors|clinics");
    return list;
}

const QList<Company> &companies()
{
    static const QList<Company> list{
        {QStringLiteral("Brightwater Retail"), QStringLiteral("brightwater-retail.example"), QStringLiteral("retail")},
        {QStringLiteral("Northwind Traders"), QStringLiteral("northwind.example"), QStringLiteral("food distribution")},
        {QStringLiteral("Cobalt Freight"), QStringLiteral("cobaltfreight.example"), QStringLiteral("logistics")},
        {QStringLiteral("Alder & Finch"), QStringLiteral("alderfinch.example"), QStringLiteral("professional services")},
        {QStringLiteral("St. Brigid Health"), QStringLiteral("stbrigid-health.example"), QStringLiteral("healthcare")},
        {QStringLiteral("Meridian Clinics"), QStringLiteral("meridianclinics.example"), QStringLiteral("healthcare")},
        {QStringLiteral("Pinecrest University"), QStringLiteral("pinecrest.example"), QStringLiteral("education")},
        {QStringLiteral("Quillstone Software"), QStringLiteral("quillstone.example"), QStringLiteral("software")},
        {QStringLiteral("Tidewater Hotels"), QStringLiteral("tidewaterhotels.example"), QStringLiteral("hospitality")},
        {QStringLiteral("Orchard Lane Foods"), QStringLiteral("orchardlane.example"), QStringLiteral("food distribution")},
        {QStringLiteral("Kestrel Payments"), QStringLiteral("kestrelpay.example"), QStringLiteral("fintech")},
        {QStringLiteral("Granite Works"), QStringLiteral("graniteworks.example"), QStringLiteral("manufacturing")},
        {QStringLiteral("Saffron & Sage"), QStringLiteral("saffronsage.example"), QStringLiteral("e-commerce")},
        {QStringLiteral("Beacon Analytics"), QStringLiteral("beaconanalytics.example"), QStringLiteral("software")},
        {QStringLiteral("Harborview Medical"), QStringLiteral("harborview-med.example"), QStringLiteral("healthcare")},
        {QStringLiteral("Juniper Outdoor"), QStringLiteral("juniperoutdoor.example"), QStringLiteral("retail")},
        {QStringLiteral("Vantage Components"), QStringLiteral("vantagecomponents.example"), QStringLiteral("manufacturing")},
        {QStringLiteral("Larkspur Logistics"), QStringLiteral("larkspur.example"), QStringLiteral("logistics")},
        {QStringLiteral("Fernhill Capital"), QStringLiteral("fernhill.example"), QStringLiteral("fintech")},
        {QStringLiteral("Redwood Learning"), QStringLiteral("redwoodlearning.example"), QStringLiteral("education")},
        {QStringLiteral("Silverline Apparel"), QStringLiteral("silverline.example"), QStringLiteral("e-commerce")},
        {QStringLiteral("Oakmont Advisory"), QStringLiteral("oakmont.example"), QStringLiteral("professional services")},
        {QStringLiteral("Bluebell Dairy"), QStringLiteral("bluebelldairy.example"), QStringLiteral("food distribution")},
        {QStringLiteral("Corvid Security"), QStringLiteral("corvidsec.example"), QStringLiteral("software")},
        {QStringLiteral("Marigold Resorts"), QStringLiteral("marigoldresorts.example"), QStringLiteral("hospitality")},
        {QStringLiteral("Ironbridge Manufacturing"), QStringLiteral("ironbridge.example"), QStringLiteral("manufacturing")},
        {QStringLiteral("Summit Ridge Clinics"), QStringLiteral("summitridge.example"), QStringLiteral("healthcare")},
        {QStringLiteral("Halcyon Travel"), QStringLiteral("halcyontravel.example"), QStringLiteral("hospitality")},
        {QStringLiteral("Everglow Cosmetics"), QStringLiteral("everglow.example"), QStringLiteral("e-commerce")},
        {QStringLiteral("Westbrook Partners"), QStringLiteral("westbrook.example"), QStringLiteral("professional services")},
        {QStringLiteral("Nimbus Cloudworks"), QStringLiteral("nimbuscloud.example"), QStringLiteral("software")},
        {QStringLiteral("Copperleaf Energy"), QStringLiteral("copperleaf.example"), QStringLiteral("energy")},
        {QStringLiteral("Maple & Main Grocers"), QStringLiteral("maplemain.example"), QStringLiteral("retail")},
        {QStringLiteral("Stonegate Insurance"), QStringLiteral("stonegate.example"), QStringLiteral("fintech")},
        {QStringLiteral("Riverside College"), QStringLiteral("riverside-college.example"), QStringLiteral("education")},
        {QStringLiteral("Atlas Cold Chain"), QStringLiteral("atlascold.example"), QStringLiteral("logistics")},
    };
    return list;
}

const QStringList &firstNames()
{
    static const QStringList list = words(
        "Amara|Ben|Chloe|Dmitri|Elena|Felix|Grace|Hiro|Isla|Jonas|Keira|Liam|Maya|Nikhil|Olivia|Pablo|Quinn|Rosa|"
        "Samir|Tessa|Umar|Vera|Wes|Ximena|Yusuf|Zoe|Anouk|Bram|Carmen|Dev|Emeka|Freya|Gustavo|Hana|Ivan|Jasmine|"
        "Kofi|Lena|Mateo|Noor|Oskar|Priya|Rafael|Sofia|Theo|Ingrid|Aiden|Beatriz|Chen|Daria");
    return list;
}

const QStringList &lastNames()
{
    static const QStringList list = words(
        "Okafor|Lindqvist|Moreau|Petrov|Garcia|Tanaka|Nguyen|Schmidt|O'Brien|Kowalski|Haddad|Rossi|Jensen|Mehta|"
        "Fischer|Costa|Novak|Brennan|Yamamoto|Dubois|Alvarez|Larsen|Whitfield|Adeyemi|Bauer|Castillo|Eriksen|"
        "Fontaine|Gallagher|Hoffmann|Iyer|Jovanovic|Kim|Lambert|Marsh|Nakamura|Ortega|Park|Quinlan|Reyes|Sato|"
        "Thornton|Varga|Walsh|Zhang|Abbott|Bianchi|Chaudhry|Dalton|Ekström");
    return list;
}

const QStringList &jobTitles()
{
    static const QStringList list = words(
        "Chief Financial Officer|VP Finance|Financial Controller|Head of FP&A|FP&A Manager|Procurement Director|"
        "Head of Revenue Operations|Founder & CEO|CIO|Director of Operations|Finance Manager|Treasury Analyst|"
        "Supply Chain Director|Accounting Manager");
    return list;
}

const QList<TopicBrief> &topics()
{
    static const QList<TopicBrief> list{
        {QStringLiteral("Product overview"), QStringLiteral("What Lumen Ledger does, in the words we use on every page."),
         {QStringLiteral("text|Lumen Ledger is a planning platform for finance teams: rolling forecasts, month-end close and board reporting in one place."),
          QStringLiteral("text|Forecast Studio builds driver-based forecasts from live ERP data and updates them daily."),
          QStringLiteral("text|Close Manager tracks every reconciliation and sign-off; customers close in 3 to 5 days."),
          QStringLiteral("link|https://lumenledger.example/product")}},
        {QStringLiteral("Pricing and packaging"), QStringLiteral("How we talk about price without quoting numbers on pages."),
         {QStringLiteral("text|Pricing is per finance seat with unlimited viewers; annual contracts, multi-year discounts available."),
          QStringLiteral("text|Pilots run 30 days on the customer's own data at no charge."),
          QStringLiteral("faq|Q: Is there a setup fee? A: No; onboarding is included for contracts over 10 seats.")}},
        {QStringLiteral("Objection handling"), QStringLiteral("Answers to the objections sales hears most."),
         {QStringLiteral("faq|Q: We already have spreadsheets. A: Keep them; Lumen Ledger imports them and removes the copy-paste."),
          QStringLiteral("faq|Q: Our ERP is custom. A: The open API and flat-file connector cover any ERP that can export."),
          QStringLiteral("faq|Q: Implementation takes too long. A: Median go-live is 11 business days.")}},
        {QStringLiteral("Customer proof"), QStringLiteral("Case studies and numbers we are allowed to quote."),
         {QStringLiteral("text|Brightwater Retail: stock-outs down 23% after linking demand forecasts to purchasing."),
          QStringLiteral("text|Cobalt Freight: month-end close from 9 days to 4 within two quarters."),
          QStringLiteral("text|St. Brigid Health (Harbor): 6% supplier spend recovered in the first year.")}},
        {QStringLiteral("Security and compliance"), QStringLiteral("Facts for security reviews."),
         {QStringLiteral("text|SOC 2 Type II audited yearly; ISO 27001 certified."),
          QStringLiteral("text|Customer data stays in the EU or US region chosen at signup."),
          QStringLiteral("text|SSO with SAML 2.0 and SCIM provisioning on every enterprise plan.")}},
        {QStringLiteral("Integrations"), QStringLiteral("Systems we connect to out of the box."),
         {QStringLiteral("text|ERP: NetSuite, SAP Business One, Microsoft Dynamics 365, Sage Intacct."),
          QStringLiteral("text|CRM: Salesforce and HubSpot for pipeline-driven revenue forecasts."),
          QStringLiteral("link|https://lumenledger.example/integrations")}},
        {QStringLiteral("Brand voice"), QStringLiteral("How our pages sound."),
         {QStringLiteral("text|Plain, confident, numerate. Short sentences. No hype words such as 'revolutionary'."),
          QStringLiteral("text|Address finance leaders as peers; lead with the outcome, then the proof.")}},
        {QStringLiteral("Competitors"), QStringLiteral("Positioning against the usual alternatives."),
         {QStringLiteral("text|Against spreadsheets: same flexibility, without version chaos."),
          QStringLiteral("text|Against heavyweight EPM suites: live in weeks, priced for mid-market teams.")}},
    };
    return list;
}

const QStringList &editInstructions()
{
    static const QStringList list{
        QStringLiteral("Set the meta title to \"{product} for {role} at {industry}\""),
        QStringLiteral("Mention that onboarding takes less than two weeks and includes a named implementation lead"),
        QStringLiteral("Add keywords \"{industry}\" and \"finance automation\""),
        QStringLiteral("Change the meta description to \"How {role} at {industry} plan faster with {product}.\""),
        QStringLiteral("Lead with the Brightwater Retail case study: stock-outs down 23%"),
        QStringLiteral("Emphasise SOC 2 Type II and EU data residency for security-minded {role}"),
        QStringLiteral("Rename the audience to \"{role} - {industry} (priority)\""),
        QStringLiteral("Use a warmer tone and speak to the reader as a fellow finance leader"),
        QStringLiteral("Remove keyword \"spreadsheets\""),
        QStringLiteral("Add the keyword cash forecasting"),
        QStringLiteral("Point out that pilots run for 30 days on their own data at no cost"),
        QStringLiteral("Set the meta title to \"{product}: a faster month-end for {industry}\""),
    };
    return list;
}

const QStringList &trafficSources()
{
    static const QStringList list = words("linkedin/paid-social|google/cpc|newsletter/email|google/organic|"
                                          "g2/referral|partner-site/referral|/|outreach/email|capterra/referral|"
                                          "youtube/video");
    return list;
}

const QStringList &utmTerms()
{
    static const QStringList list = words("fp&a software|rolling forecast|month end close|demand planning|"
                                          "spend analytics|board reporting|cash forecasting");
    return list;
}

const QStringList &logSources()
{
    static const QStringList list = words("audience-pages|hubspot|salesforce|website|zapier|calendly");
    return list;
}

const QStringList &logTypes()
{
    static const QStringList list = words("page-visited|form-submitted|email-opened|email-clicked|meeting-booked|"
                                          "webinar-attended|webhook|deal-stage-changed");
    return list;
}

} // namespace Sandbox::DemoData

namespace Sandbox::DemoData {

namespace {

// Lower-case ASCII for slugs and e-mail addresses: accents dropped, anything else becomes `separator`.
QString asciiWord(const QString &text, QChar separator)
{
    QString result;
    for (const QChar c : text.normalized(QString::NormalizationForm_KD)) {
        if (c.unicode() < 128 && c.isLetterOrNumber())
            result.append(c.toLower());
        else if (c.isSpace() || c == u'-')
            result.append(separator);
    }
    return result;
}

} // namespace

QString PersonIdentity::slug() const
{
    return asciiWord(firstName, u'-') + u'-' + asciiWord(lastName, u'-');
}

QString PersonIdentity::emailLocal() const
{
    return asciiWord(firstName, u'.') + u'.' + asciiWord(lastName, u'.');
}

PersonIdentity person(int k)
{
    const int index = k - 1;
    const int names = int(firstNames().size()); // both lists have the same length
    // Each round of `names` people shifts the last name by 7, so pairs repeat only after 2500 people.
    return {firstNames().at(index % names), lastNames().at((index * 3 + 7 * (index / names)) % names),
            (index * 7) % int(companies().size())};
}

} // namespace Sandbox::DemoData
