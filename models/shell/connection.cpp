#include "models/shell/connection.h"

#include "models/accounts/accountlookup.h"
#include "models/activity/journalactions.h"
#include "models/activity/startcheck.h"
#include "models/analytics/analyticsdaycache.h"
#include "models/analytics/sessionlookup.h"
#include "models/analytics/trendloader.h"
#include "models/audiences/audienceactions.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/seenaudiences.h"
#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/pages/pagelistmodel.h"
#include "models/people/knownpeople.h"
#include "models/people/peopleactions.h"
#include "models/review/allpagesscan.h"
#include "models/shell/connectionstate.h"
#include "models/shell/networkactivity.h"
#include "models/shell/waitingwrites.h"
#include "models/shell/quicksearchindex.h"
#include "models/topics/topicentrywriter.h"
#include "models/watch/publishwatcher.h"
#include "models/topics/topicsearchmodel.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhookinbox.h"
#include "models/workspace/composerdrafts.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/shareimageloader.h"
#include "models/workspace/versionfollower.h"
#include "models/shell/profilefilesimport.h"
#include "models/store/profiledatabase.h"
#include "models/store/unrecordedoutcomes.h"
#include "models/store/writejournal.h"
#include "net/apiclient.h"

#include <QTimer>

namespace Audience::Models {

Connection::Connection(Net::ApiClient *client, QObject *parent)
    : QObject(parent)
{
    m_service = new ServiceLink(this);
    m_service->setClient(client);
    m_storeLink = new StoreLink(this);
    m_seenAudiences = new SeenAudiences(this);
    m_known = new KnownAudiences(this);
    // Nothing is asked before the connection is known to work: the models start without a client.
    m_pages = new PageListModel(nullptr, this);
    m_pages->setKnownAudiences(m_known);
    m_actions = new AudienceActions(nullptr, m_known, this);
    m_quickSearch = std::make_unique<QuickSearchIndex>(*this);
    m_outbox = new MessageOutbox(this);
    m_activity = new NetworkActivity(this);
    m_activity->setClient(client);
    m_reach = new ConnectionState(this);
    m_reach->setClient(client);
    m_versions = new VersionFollower(this);
    m_publishes = new PublishActions(m_versions, m_known, this);
    m_drafts = new ComposerDrafts(this);
    m_outbox->setDrafts(m_drafts); // a sent text leaves its draft in the journal's transaction
    // Activity names the audience of a message or a publish where the console knows its name.
    m_outbox->setAudienceNames({m_seenAudiences, m_known});
    m_publishes->setAudienceNames({m_seenAudiences, m_known});
    // Each AreaHandler of the write table, and the area behind it.
    m_areaWrites.set(AreaHandler::Messages, AreaWriteHandler::of(*m_outbox));
    m_areaWrites.set(AreaHandler::Publishes, m_publishes->writeHandler());
    m_areaWrites.set(AreaHandler::AudienceArchive, AreaWriteHandler::of(*m_actions));
    m_journalActions = new JournalActions(*m_service, *m_storeLink, m_areaWrites, this);
    m_startCheck = new StartCheck(*m_service, *m_outbox, *m_publishes, this);
    m_shareImages = new ShareImageLoader(this);
    m_trend = new TrendLoader(this);
    m_analyticsDays = new AnalyticsDayCache(this);
    m_trend->setDayCache(m_analyticsDays);
    m_sessions = new SessionLookup(this);
    m_watch = new PublishWatcher(*m_service, *m_storeLink, *m_versions, *m_known, *m_analyticsDays, this);
    m_topics = new TopicSearchModel(nullptr, this);
    m_topicEntries = new TopicEntryWriter(this);
    m_knownPeople = new KnownPeople(this);
    m_peopleActions = new PeopleActions(m_knownPeople, this);
    m_accounts = new AccountLookup(this);
    m_accounts->setKnownPeople(m_knownPeople); // an account's people can then be opened in People
    m_webhooks = new KnownWebhooks(this);
    m_inbox = new WebhookInbox(this);
    m_inbox->setKnownWebhooks(m_webhooks);
    m_inbox->setNames({m_seenAudiences, m_known, m_pages}); // pages and audiences by name where known
    m_allPagesScan = new AllPagesScan(*m_service, *m_seenAudiences, *m_pages, this);
    m_allPagesScan->keepIn(*m_storeLink); // the last scan's findings come back at the next start
    m_waiting = new WaitingWrites(this);
    m_waiting->setTrackers(writeTrackers());
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
    // Its version settled: the accepted message leaves the outbox when the history is read again.
    connect(m_versions, &VersionFollower::versionSettled, m_outbox, &MessageOutbox::versionSettled);
}

Connection::~Connection()
{
    closeStore();
}

Net::ApiClient *Connection::client() const
{
    return m_service->client();
}

void Connection::setClient(Net::ApiClient *client)
{
    if (client == m_service->client())
        return;
    setConnected(false);
    m_service->setClient(client);
    m_activity->setClient(client);
    m_reach->setClient(client);
}

bool Connection::isConnected() const
{
    return m_service->isConnected();
}

void Connection::setLastOpenedPageId(const QString &pageId)
{
    if (!pageId.isEmpty())
        m_lastOpenedPageId = pageId;
}

void Connection::setProfileFolder(const QString &folder)
{
    if (folder == m_profileFolder)
        return;
    closeStore(); // the store belongs to the old profile
    m_profileFolder = folder;
    // Answers that come before the store opens (or after a switch) still know where they belong.
    m_known->setStorePath(ProfileDatabase::pathInFolder(folder));
    m_webhooks->setStorePath(ProfileDatabase::pathInFolder(folder));
    if (isConnected())
        openStoreAfterFirstRows();
    emit profileFolderChanged(folder);
}

ProfileDatabase *Connection::store() const
{
    return m_store.get();
}

int Connection::notConfirmedCount() const
{
    return m_journal ? m_journal->notConfirmedCount() : 0;
}

int Connection::inOtherWindowCount() const
{
    return m_journal ? m_journal->inOtherWindowCount() : 0;
}

int Connection::otherWindowsOpen() const
{
    return m_store ? int(m_store->liveRuns().others().size()) : 0;
}

int Connection::unrecordedOutcomeCount() const
{
    return m_journal ? m_journal->unrecordedOutcomes()->count() : 0;
}

QString Connection::unrecordedOutcomeCause() const
{
    return m_journal ? m_journal->unrecordedOutcomes()->why().cause() : QString();
}

void Connection::openStoreAfterFirstRows()
{
    const quint64 generation = ++m_storeGeneration;
    disconnect(m_waitForFirstRows);
    const auto openLater = [this, generation] {
        // A moment after the rows went in, so their first paint comes before the store's work.
        QTimer::singleShot(storeOpenDelayMs, this, [this, generation] {
            if (generation == m_storeGeneration)
                openStore();
        });
    };
    if (m_pages->state() != LoadState::Loading) {
        openLater();
        return;
    }
    // A newer connection (or its end) bumps the generation: this wait then ends without opening.
    m_waitForFirstRows = connect(m_pages, &PagedListModel::stateChanged, this, [this, generation, openLater](LoadState state) {
        if (state == LoadState::Loading)
            return;
        disconnect(m_waitForFirstRows);
        if (generation == m_storeGeneration)
            openLater();
    });
}

void Connection::openStore()
{
    if (!isConnected() || m_profileFolder.isEmpty() || m_store)
        return;
    auto store = std::make_unique<ProfileDatabase>();
    if (!store->open(ProfileDatabase::pathInFolder(m_profileFolder))) {
        m_storeProblems = {tr("What the console learns and the journal of its writes cannot be kept: %1").arg(store->error())};
        emit storeProblemsChanged(m_storeProblems);
        return;
    }
    ProfileFilesImport::run(*store, m_profileFolder);
    m_storeProblems = store->problems();
    m_store = std::move(store);
    attachStore(m_store.get());
    m_journal = new WriteJournal(*m_store, this);
    connect(m_journal, &WriteJournal::notConfirmedCountChanged, this, [this] {
        // A console that went away leaves its writes in flight not confirmed: offered here now.
        adoptNotConfirmed();
        emit notConfirmedCountChanged(notConfirmedCount());
    });
    connect(m_journal, &WriteJournal::inOtherWindowCountChanged, this, &Connection::otherWindowsChanged);
    connect(m_store.get(), &ProfileDatabase::liveRunsChanged, this, &Connection::otherWindowsChanged);
    connect(m_journal->unrecordedOutcomes(), &UnrecordedOutcomes::countChanged, this, &Connection::unrecordedOutcomesChanged);
    for (WriteTracker *tracker : writeTrackers())
        tracker->setJournal(m_journal);
    adoptNotConfirmed();
    m_storeLink->setOpen(m_store.get(), m_journal);
    emit journalChanged(m_journal);
    emit notConfirmedCountChanged(notConfirmedCount());
    emit otherWindowsChanged();
    if (!m_storeProblems.isEmpty())
        emit storeProblemsChanged(m_storeProblems);
}

void Connection::attachStore(ProfileDatabase *store)
{
    m_known->setStore(store);
    m_versions->setStore(store);
    m_drafts->setStore(store);
    m_analyticsDays->setStore(store);
    m_sessions->setStore(store, ProfileFilesImport::recentSessionsList());
    m_accounts->setStore(store, ProfileFilesImport::recentAccountsList());
    m_webhooks->setStore(store);
}

void Connection::adoptNotConfirmed()
{
    // A write whose row names an area handler (the workspace's, the audience list's) comes back
    // in its own place, with Retry (and Check for a publish); every write not confirmed is also
    // listed in Activity.
    for (const JournalEntry &entry : m_journal->notConfirmed()) {
        if (std::exchange(m_adoptedIds[entry.id], true))
            continue; // once: called again when another console on the profile goes away
        if (const AreaWriteHandler *area = m_areaWrites.handlerOf(entry))
            area->adopt(entry);
        m_startCheck->ask(entry); // the service asked once whether it has it (issue 42)
    }
}

void Connection::closeStore()
{
    ++m_storeGeneration;
    disconnect(m_waitForFirstRows);
    if (!m_store)
        return;
    m_drafts->flush();
    for (WriteTracker *tracker : writeTrackers())
        tracker->setJournal(nullptr);
    attachStore(nullptr);
    // A last try for the outcomes still waiting; what the store still refuses is lost with it,
    // and the next run offers those writes again (Retry with their key, or Check).
    m_journal->unrecordedOutcomes()->recordNow();
    const bool hadUnrecorded = unrecordedOutcomeCount() > 0;
    m_storeLink->setOpen(nullptr, nullptr); // before they go: the areas let go of them first
    delete std::exchange(m_journal, nullptr);
    m_adoptedIds.clear();
    m_startCheck->forget();
    m_store.reset();
    if (!m_storeProblems.isEmpty()) {
        m_storeProblems.clear();
        emit storeProblemsChanged(m_storeProblems);
    }
    emit journalChanged(nullptr);
    emit notConfirmedCountChanged(0);
    emit otherWindowsChanged();
    if (hadUnrecorded)
        emit unrecordedOutcomesChanged(0);
}

QList<WriteTracker *> Connection::writeTrackers() const
{
    return {m_outbox->tracker(), m_publishes->tracker(), m_actions->tracker(), m_peopleActions->tracker(),
            m_topicEntries->tracker(), m_inbox->urlWrites()};
}

void Connection::setConnected(bool connected, Net::Reply<Net::PageList> *firstPages)
{
    if (connected && !m_service->client())
        return;
    if (connected == isConnected() && !connected)
        return;
    // Read at once by whatever runs below; the areas hear of it once the hub's objects have it.
    m_service->setConnected(connected);
    Net::ApiClient *client = connected ? m_service->client() : nullptr;
    if (!connected) {
        m_known->clear(); // what one profile taught us means nothing for the next (its store keeps it)
        m_seenAudiences->clear();
        m_allPagesScan->forget();
        m_lastOpenedPageId.clear();
        m_knownPeople->clear();
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
    if (connected) {
        // The first answer (the session's test) came before: it says how the service is.
        m_reach->start();
        if (firstPages && firstPages->isFinished())
            m_reach->take(firstPages->isError() ? &firstPages->error() : nullptr, firstPages->httpStatus());
    } else {
        m_reach->stop();
    }
    if (connected && firstPages)
        m_pages->reloadWith(firstPages);
    else if (connected)
        m_pages->reload();
    if (connected)
        openStoreAfterFirstRows();
    else
        closeStore(); // after the inbox, which still read this profile's webhooks above
    m_service->notifyConnectedChanged();
    emit connectedChanged(connected);
}

} // namespace Audience::Models
