#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Sandbox::DemoData {

// The invented world of --seed demo: Lumen Ledger, a finance-planning software company, and its sister
// brand Harbor Health Analytics. Word lists and page briefs only; DemoWorld turns them into rows.

struct PageBrief
{
    QString slug;      // URL path segment, e.g. "forecast-studio-launch"
    QString name;      // internal name
    QString title;     // page title
    QString pageType;  // inbound, outbound, call_followup, sales_deck, custom
    QString status;    // published, draft, archived
    QString brand;     // "lumen" or "harbor"
    QString context;   // what the page is for (pageContext)
    QString campaign;  // utm_campaign of its traffic
    QStringList keywords;
    int trafficWeight; // relative share of the 90 days of sessions
};

struct Company
{
    QString name;
    QString domain;
    QString industry;
};

struct TopicBrief
{
    QString title;
    QString purpose;
    QStringList entries; // "type|content"
};

const QList<PageBrief> &pages();
const QStringList &roles();      // "CFOs", "Controllers", ...
const QStringList &industries(); // "mid-size retailers", ...
const QList<Company> &companies();
const QStringList &firstNames();
const QStringList &lastNames();
const QStringList &jobTitles();
const QList<TopicBrief> &topics();

// Instructions a marketer might give the editing agent. Placeholders: {role}, {industry}, {product}.
const QStringList &editInstructions();

// Traffic sources: "source/medium" (an empty source and medium, "/", is direct traffic).
const QStringList &trafficSources();
const QStringList &utmTerms();

// Person activity: log sources and types (kebab-case, as the API requires).
const QStringList &logSources();
const QStringList &logTypes();

} // namespace Sandbox::DemoData

namespace Sandbox::DemoData {

// Demo person number k (1-based): names are unique for k up to 2500, the company is companies()[...].
struct PersonIdentity
{
    QString firstName;
    QString lastName;
    int company; // index into companies()
    QString fullName() const { return firstName + u' ' + lastName; }
    QString slug() const;      // "amara-okafor"
    QString emailLocal() const; // "amara.okafor" (ASCII)
};
PersonIdentity person(int k);

} // namespace Sandbox::DemoData
