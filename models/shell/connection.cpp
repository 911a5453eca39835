#include "models/shell/connection.h"

#include "models/accounts/accountlookup.h"
#include "models/analytics/sessionlookup.h"
#include "models/analytics/trendloader.h"
#include "models/audiences/audienceactions.h"
#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/knownaudiencesfile.h"
#include "models/pages/pagelistmodel.h"
#include "models/people/knownpeople.h"
#include "models/people/peopleactions.h"
#include "models/profiles/profile.h"
#include "models/shell/networkactivity.h"
#include "models/shell/quicksearchindex.h"
#include "models/topics/topicentrywriter.h"
#include "models/topics/topicsearchmodel.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/knownwebhooksfile.h"
#include "models/webhooks/webhookinbox.h"
#include "models/workspace/composerdrafts.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/shareimageloader.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"

#include <QFileInfo>

namespace Audience::Models {

Connection::Connection(Net::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_known = new KnownAudiences(this);
    // Nothing is asked before the connection is known to work: the models start without a client.
    m_pages = new PageListModel(nullptr, this);
    m_pages->setKnownAudiences(m_known);
    m_actions = new AudienceActions(nullptr, m_known, this);
    m_quickSearch = std::make_unique<QuickSearchIndex>(*this);
    m_outbox = new MessageOutbox(this);
    m_activity = new NetworkActivity(this);
    m_activity->setClient(client);
    m_versions = new VersionFollower(this);
    m_publishes = new PublishActions(m_versions, m_known, this);
    m_drafts = new ComposerDrafts(this);
    m_shareImages = new ShareImageLoader(this);
    m_trend = new TrendLoader(this);
    m_sessions = new SessionLookup(this);
    m_topics = new TopicSearchModel(nullptr, this);
    m_topicEntries = new TopicEntryWriter(this);
    m_knownPeople = new KnownPeople(this);
    m_peopleActions = new PeopleActions(m_knownPeople, this);
    m_accounts = new AccountLookup(this);
    m_accounts->setKnownPeople(m_knownPeople); // an account's people can then be opened in People
    m_webhooks = new KnownWebhooks(this);
    m_inbox = new WebhookInbox(this);
    m_inbox->setKnownWebhooks(m_webhooks);
    // Every audience record the console hears of (archive, restore, publish) names two versions.
    connect(m_known, &KnownAudiences::changed, m_versions, [this](const QString &audienceId) {
        if (const auto audience = m_known->find(audienceId))
            m_versions->remember(*audience);
    });
    // A message the service accepted starts a version: follow it until it settles.
    connect(m_outbox, &MessageOutbox::accepted, m_versions,
            [this](const QString &pageId, const QString &audienceId, const QString &, const QString &versionId) {
                m_versions->follow(pageId, audienceId, versionId);
            });
}

Connection::~Connection() = default;

Net::ApiClient *Connection::client() const
{
    return m_client;
}

void Connection::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    setConnected(false);
    m_client = client;
    m_activity->setClient(client);
}

void Connection::setKnownAudiencesFile(const QString &path)
{
    m_knownFile = path;
    // The profile's other files sit beside it; no path (in memory only) gives none to them either.
    const auto beside = [&path](const QString &fileName) {
        return path.isEmpty() ? QString() : QFileInfo(path).absolutePath() + u'/' + fileName;
    };
    m_drafts->setFilePath(beside(QStringLiteral("composer-drafts.json")));
    m_sessions->setFilePath(beside(QStringLiteral("recent-sessions.json")));
    m_accounts->setFilePath(beside(QStringLiteral("recent-accounts.json")));
    // The demo profile's list starts with the sandbox's demo subscriptions (its file is made then).
    const bool demo = !path.isEmpty() && path == KnownAudiencesFile::pathForProfile(Profile::sandboxId());
    m_webhooks->setFilePath(beside(KnownWebhooksFile::fileName()),
                            demo ? KnownWebhooks::demoSubscriptionIds() : QStringList());
    if (m_connected)
        m_known->setFilePath(path);
}

void Connection::setConnected(bool connected, Net::Reply<Net::PageList> *firstPages)
{
    if (connected && !m_client)
        return;
    if (connected == m_connected && !connected)
        return;
    m_connected = connected;
    Net::ApiClient *client = connected ? m_client.data() : nullptr;
    if (!connected) {
        m_known->clear(); // what one profile taught us means nothing for the next (its file keeps it)
        m_seenAudiences.clear();
        m_knownPeople->clear();
    } else {
        m_known->setFilePath(m_knownFile); // before the lists load, so they show what is known
    }
    m_pages->setClient(client);
    m_actions->setClient(client);
    m_outbox->setClient(client);
    m_versions->setClient(client);
    m_publishes->setClient(client);
    m_trend->setClient(client);
    m_sessions->setClient(client);
    m_topics->setClient(client); // the Topics place's table asks for the first page when shown
    m_topicEntries->setClient(client);
    m_accounts->setClient(client);
    m_peopleActions->setClient(client);
    m_webhooks->setClient(client);
    // Ending, this stops the webhook inbox (it listened for this connection's subscriptions) and
    // reports any of them left pointing at it; the list it reads is still this profile's here.
    m_inbox->setClient(client);
    if (connected && firstPages)
        m_pages->reloadWith(firstPages);
    else if (connected)
        m_pages->reload();
    emit connectedChanged(connected);
}

} // namespace Audience::Models

namespace Audience::Models {

void Connection::watchAudienceSearch(AudienceSearchModel *model)
{
    connect(model, &QAbstractItemModel::rowsInserted, this, [this, model](const QModelIndex &, int first, int last) {
        for (int row = first; row <= last; ++row) {
            const Net::AudienceSearchItem &item = model->itemAt(row);
            if (!item.audienceId.value().isEmpty())
                m_seenAudiences.insert(item.audienceId.value(), item);
        }
    });
}

std::optional<Net::AudienceSearchItem> Connection::seenAudience(const QString &audienceId) const
{
    const auto found = m_seenAudiences.constFind(audienceId);
    if (found == m_seenAudiences.constEnd())
        return std::nullopt;
    return *found;
}

} // namespace Audience::Models
