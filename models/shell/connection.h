#pragma once

#include "models/common/areawrites.h"
#include "net/apireply.h"
#include "net/audiencetypes.h"
#include "net/envelope.h"
#include "net/pagetypes.h"

#include <QHash>
#include <QObject>

#include <memory>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

class AccountLookup;
class AllPagesScan;
class AnalyticsDayCache;
class AudienceActions;
class ComposerDrafts;
class ConnectionState;
class KnownAudiences;
class KnownPeople;
class KnownWebhooks;
class WebhookInbox;
class MessageOutbox;
class NetworkActivity;
class PageListModel;
class ProfileDatabase;
class WriteJournal;
class JournalActions;
class StartCheck;
class WriteTracker;
class PeopleActions;
class PublishActions;
class PublishWatcher;
class QuickSearchIndex;
class SeenAudiences;
class ServiceLink;
class SessionLookup;
class ShareImageLoader;
class StoreLink;
class TopicEntryWriter;
class TopicSearchModel;
class TrendLoader;
class VersionFollower;
class WaitingWrites;

// The hub of one connection: the objects the places share, one per area (the pages, what is known
// about audiences, the archive/restore actions, the quick-search index; later areas add theirs
// here). Every request the console makes starts in one of them, never in a widget. While not
// connected the lists hold nothing and ask for nothing; when the connection changes (another
// profile) everything learnt from the old one is forgotten (what it learnt stays in the old
// profile's store and comes back with it). An area's class takes the narrow things it uses (the
// links below, the area objects), never the hub: models/shell depends on the areas, not the reverse.
class Connection : public QObject
{
    Q_OBJECT
public:
    // The client is not owned and must outlive the connection; it may be given later (setClient).
    explicit Connection(Net::ApiClient *client = nullptr, QObject *parent = nullptr);
    ~Connection() override;

    Net::ApiClient *client() const;
    // Disconnects first when the client changes.
    void setClient(Net::ApiClient *client);
    // What an area takes instead of the hub: the client and whether the connection works, and the
    // profile's store and journal while open. Kept up to date here.
    ServiceLink *serviceLink() const { return m_service; }
    StoreLink *storeLink() const { return m_storeLink; }
    PageListModel *pages() const { return m_pages; }
    KnownAudiences *knownAudiences() const { return m_known; }
    AudienceActions *audienceActions() const { return m_actions; }
    const QuickSearchIndex &quickSearchIndex() const { return *m_quickSearch; }
    // The audience workspace's: messages on their way, versions seen and followed, publishes, and
    // the composers' unsent texts (kept per profile, beside the known audiences).
    MessageOutbox *messageOutbox() const { return m_outbox; }
    // The client's calls in flight and retries, for the status bar.
    NetworkActivity *networkActivity() const { return m_activity; }
    // Whether the service can be used now, in words, with its tries again (the window's bar).
    ConnectionState *connectionState() const { return m_reach; }
    // The writes that failed for want of the service, for the bar to send again when it is back.
    WaitingWrites *waitingWrites() const { return m_waiting; }
    VersionFollower *versionFollower() const { return m_versions; }
    PublishActions *publishActions() const { return m_publishes; }
    ComposerDrafts *composerDrafts() const { return m_drafts; }
    // The previews' share images (another origin, no key), kept in memory for the session.
    ShareImageLoader *shareImages() const { return m_shareImages; }
    // Analytics: the days of each page's trend fetched in this connection (kept while it lasts),
    // and sessions opened by ID with the profile's recent list (beside the known audiences).
    TrendLoader *trend() const { return m_trend; }
    // Past days of analytics kept in the profile's store, for the trend and the impact cards.
    AnalyticsDayCache *analyticsDays() const { return m_analyticsDays; }
    SessionLookup *sessions() const { return m_sessions; }
    // The watch over what was published: its alerts (Review's "Needs a look", the sidebar's count,
    // the desktop), from the day cache, at start and every 6 hours.
    PublishWatcher *publishWatcher() const { return m_watch; }
    // Topics: the topic search (one, so the quick search finds the topics loaded) and adding entries.
    TopicSearchModel *topics() const { return m_topics; }
    TopicEntryWriter *topicEntries() const { return m_topicEntries; }
    // Accounts: opened by ID, with the profile's recent list (beside the known audiences).
    AccountLookup *accounts() const { return m_accounts; }
    // People: everyone an answer of this connection carried (search rows, saved edits, an
    // account's linked people: remember them there before opening PlaceId::people with an ID), and
    // the area's writes (saving a person, adding a log entry).
    KnownPeople *knownPeople() const { return m_knownPeople; }
    PeopleActions *peopleActions() const { return m_peopleActions; }
    // Webhooks: the subscriptions the profile keeps at hand (beside the known audiences; the demo
    // profile starts with the sandbox's).
    KnownWebhooks *webhooks() const { return m_webhooks; }
    // The local inbox that receives a subscription's events on this computer (127.0.0.1 only).
    WebhookInbox *webhookInbox() const { return m_inbox; }

    // The active profile's folder (chosen by app/, which knows the profile), where its store
    // lives (ProfileDatabase::pathInFolder). Opened once connected, after the first rows of pages
    // arrived (it is not in the first paint's path), closed when the connection ends; empty: the
    // console keeps nothing on disk.
    void setProfileFolder(const QString &folder);
    QString profileFolder() const { return m_profileFolder; }
    // The profile's store and its write journal while open (null otherwise).
    ProfileDatabase *store() const;
    WriteJournal *journal() const { return m_journal; }
    // Retry, Check and Discard of a journaled write (Activity, the main window's bar).
    JournalActions *journalActions() const { return m_journalActions; }
    // The areas that take back their own writes not confirmed, one per AreaHandler of the write
    // table (the outbox, publishes, the audience list's archive and restore).
    const AreaWriteHandlers &areaWrites() const { return m_areaWrites; }
    // The writes an earlier run left not confirmed, asked about once when the store opens.
    StartCheck *startCheck() const { return m_startCheck; }
    // Why the store could not be opened, or what it found that needs the user's attention (a
    // profile file kept aside), in words; empty when nothing.
    QStringList storeProblems() const { return m_storeProblems; }
    // Writes of consoles that are gone, never answered, as the journal has them now.
    int notConfirmedCount() const;
    // Writes another console open on this profile has in flight, and how many other consoles are
    // open on it (the main window's bar says so once, in words).
    int inOtherWindowCount() const;
    int otherWindowsOpen() const;
    // Outcomes of this run's writes the store refused to record, waiting to be recorded, and why
    // ("the disk holding the profile is full").
    int unrecordedOutcomeCount() const;
    QString unrecordedOutcomeCause() const;

    bool isConnected() const;
    // True: the client points at a service that answered; the lists load. False: they empty and wait.
    // `firstPages`, when given with true: the answer to GET /v0/pages?limit=pages()->pageSize() the
    // caller already has (the session's connection test), taken as the pages' first page.
    void setConnected(bool connected, Net::Reply<Net::PageList> *firstPages = nullptr);

    // Every audience any search of this connection has shown (forgotten with the connection).
    SeenAudiences *seenAudiences() const { return m_seenAudiences; }
    // Review's "Scan All Pages", and what page scans learnt (forgotten with the connection): here,
    // so the demo's first start can run it before Review is built, and Review shows what it found.
    AllPagesScan *allPagesScan() const { return m_allPagesScan; }

    // The page of what the user opened last: a page, or an audience's page. A place about one page
    // (Analytics) opened without one starts there rather than at "Choose a page". Forgotten with
    // the connection.
    QString lastOpenedPageId() const { return m_lastOpenedPageId; }
    void setLastOpenedPageId(const QString &pageId);

signals:
    // Places attach their own models to the client (or detach them) when this changes.
    void connectedChanged(bool connected);
    // Another profile was chosen, or none (profileFolder() empty).
    void profileFolderChanged(const QString &folder);
    // The store opened (journal() is set) or closed (null).
    void journalChanged(Audience::Models::WriteJournal *journal);
    void notConfirmedCountChanged(int count);
    // inOtherWindowCount() or otherWindowsOpen() changed.
    void otherWindowsChanged();
    void unrecordedOutcomesChanged(int count);
    void storeProblemsChanged(const QStringList &problems);

private:
    // The delay between the first rows and opening the store.
    static constexpr int storeOpenDelayMs = 50;
    void openStoreAfterFirstRows();
    QList<WriteTracker *> writeTrackers() const;
    void openStore();
    void attachStore(ProfileDatabase *store);
    void adoptNotConfirmed();
    void closeStore();

    ServiceLink *m_service = nullptr;
    StoreLink *m_storeLink = nullptr;
    std::unique_ptr<ProfileDatabase> m_store;
    QHash<qint64, bool> m_adoptedIds; // the journal entries offered again in their places
    AreaWriteHandlers m_areaWrites;
    WriteJournal *m_journal = nullptr;
    JournalActions *m_journalActions = nullptr;
    StartCheck *m_startCheck = nullptr;
    QString m_profileFolder;
    QStringList m_storeProblems;
    quint64 m_storeGeneration = 0; // a store scheduled for an older connection never opens
    QMetaObject::Connection m_waitForFirstRows;
    QString m_lastOpenedPageId;
    PageListModel *m_pages = nullptr;
    KnownAudiences *m_known = nullptr;
    AudienceActions *m_actions = nullptr;
    std::unique_ptr<QuickSearchIndex> m_quickSearch;
    MessageOutbox *m_outbox = nullptr;
    NetworkActivity *m_activity = nullptr;
    ConnectionState *m_reach = nullptr;
    WaitingWrites *m_waiting = nullptr;
    VersionFollower *m_versions = nullptr;
    PublishActions *m_publishes = nullptr;
    ComposerDrafts *m_drafts = nullptr;
    ShareImageLoader *m_shareImages = nullptr;
    TrendLoader *m_trend = nullptr;
    AnalyticsDayCache *m_analyticsDays = nullptr;
    SessionLookup *m_sessions = nullptr;
    PublishWatcher *m_watch = nullptr;
    TopicSearchModel *m_topics = nullptr;
    TopicEntryWriter *m_topicEntries = nullptr;
    AccountLookup *m_accounts = nullptr;
    KnownPeople *m_knownPeople = nullptr;
    PeopleActions *m_peopleActions = nullptr;
    KnownWebhooks *m_webhooks = nullptr;
    WebhookInbox *m_inbox = nullptr;
    SeenAudiences *m_seenAudiences = nullptr;
    AllPagesScan *m_allPagesScan = nullptr;
};

} // namespace Audience::Models
