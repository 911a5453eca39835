#include "models/profiles/demoprofilesetup.h"

#include "models/common/storelink.h"
#include "models/profiles/profile.h"
#include "models/store/writejournal.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/workspace/versionfollower.h"

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
{
    connect(&store, &StoreLink::journalChanged, this, &DemoProfileSetup::onJournalChanged);
}

void DemoProfileSetup::setProfile(const Profile &profile)
{
    m_demo = profile.isSandbox();
    if (m_webhooks)
        m_webhooks->setNewListSeeds(m_demo ? webhookSubscriptionIds() : QStringList());
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
}

} // namespace Audience::Models
