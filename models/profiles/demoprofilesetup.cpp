#include "models/profiles/demoprofilesetup.h"

#include "models/accounts/accountlookup.h"
#include "models/analytics/sessionlookup.h"
#include "models/common/storelink.h"
#include "models/profiles/profile.h"
#include "models/review/allpagesscan.h"
#include "models/store/keptlist.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/workspace/versionfollower.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace Audience::Models {

QStringList DemoProfileSetup::webhookSubscriptionIds()
{
    // docs/sandbox.md, "Webhook subscriptions".
    return {QStringLiteral("whsub_demo_1"), QStringLiteral("whsub_demo_2")};
}

QList<DemoProfileSetup::VersionId> DemoProfileSetup::showcasePublishes()
{
    const QString page = QStringLiteral("page_demo_01");
    const QString audience = QStringLiteral("aud_demo_003");
    // The publish that hurt and the one before it (docs/sandbox.md, "A publish that hurt"): its
    // timeline shows both, what version 3 changed is derived from exactly the changes after version
    // 2's publish, and the watch raises its alert on the first start.
    const QString hurting = QStringLiteral("aud_demo_061");
    return {{page, audience, QStringLiteral("ver_demo_003_11")},
            {page, audience, QStringLiteral("ver_demo_003_19")},
            {page, hurting, QStringLiteral("ver_demo_061_2")},
            {page, hurting, QStringLiteral("ver_demo_061_3")}};
}

DemoProfileSetup::DemoProfileSetup(KnownWebhooks &webhooks, VersionFollower &versions, StoreLink &store, QObject *parent)
    : QObject(parent)
    , m_webhooks(&webhooks)
    , m_versions(&versions)
    , m_store(&store)
{
    connect(&store, &StoreLink::journalChanged, this, &DemoProfileSetup::onJournalChanged);
}

QString DemoProfileSetup::doneOnceListName()
{
    return QStringLiteral("demo_done_once");
}

void DemoProfileSetup::setFirstStartScan(AllPagesScan *scan)
{
    m_scan = scan;
}

QStringList DemoProfileSetup::accountIds()
{
    // docs/sandbox.md, "Accounts": account_demo…01 … 36, the companies.
    QStringList ids;
    for (int number = 1; number <= 5; ++number)
        ids.append(QStringLiteral("account_demo%1").arg(number, 22, 10, QLatin1Char('0')));
    return ids;
}

QStringList DemoProfileSetup::sessionIds()
{
    // docs/sandbox.md, "audience sessions": the showcase audience's campaign, sess_demo_s00001 ….
    QStringList ids;
    for (int number = 1; number <= 3; ++number)
        ids.append(QStringLiteral("sess_demo_s%1").arg(number, 5, 10, QLatin1Char('0')));
    return ids;
}

void DemoProfileSetup::setLookupsToSeed(AccountLookup *accounts, SessionLookup *sessions)
{
    m_accounts = accounts;
    m_sessions = sessions;
}

void DemoProfileSetup::setProfile(const Profile &profile)
{
    m_demo = profile.isSandbox();
    if (m_webhooks)
        m_webhooks->setNewListSeeds(m_demo ? webhookSubscriptionIds() : QStringList());
    // Not opened yet: no name, no time; opening one fills them in.
    QJsonArray accounts;
    QJsonArray sessions;
    if (m_demo) {
        for (const QString &id : accountIds())
            accounts.append(QJsonObject{{QStringLiteral("accountId"), id}});
        for (const QString &id : sessionIds())
            sessions.append(QJsonObject{{QStringLiteral("pageId"), showcasePublishes().constFirst().pageId},
                                        {QStringLiteral("sessionId"), id},
                                        {QStringLiteral("pageTitle"), QStringLiteral("Forecast Studio launch")}});
    }
    if (m_accounts)
        m_accounts->setNewListSeeds(accounts);
    if (m_sessions)
        m_sessions->setNewListSeeds(sessions);
}

void DemoProfileSetup::onJournalChanged(WriteJournal *journal)
{
    // The store opened, and the versions it kept are back: those the profile does not know yet
    // are opened (read from the service).
    if (!journal || !m_demo || !m_versions)
        return;
    for (const VersionId &id : showcasePublishes()) {
        if (!m_versions->version(id.versionId))
            m_versions->open(id.pageId, id.audienceId, id.versionId);
    }
    scanOnFirstStart();
}

void DemoProfileSetup::scanOnFirstStart()
{
    ProfileDatabase *store = m_store ? m_store->store() : nullptr;
    if (!m_scan || !store)
        return;
    const QString scanned = QStringLiteral("scanAllPages");
    bool first = false;
    // Read and marked in one transaction: two consoles starting the demo together scan once.
    const StoreResult<void> kept = KeptList(*store, doneOnceListName()).modify([&](QList<KeptList::Item> &items) {
        if (std::any_of(items.cbegin(), items.cend(), [&](const KeptList::Item &item) { return item.id == scanned; }))
            return false;
        items.append({scanned, QJsonObject{{QStringLiteral("id"), scanned}}});
        first = true;
        return true;
    });
    // A store that refuses the mark is not a first start to act on: the scan would run every time.
    if (kept && first)
        m_scan->scanAll();
}

} // namespace Audience::Models
