#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace Audience::Models {

class AccountLookup;
class AllPagesScan;
class KnownWebhooks;
class SessionLookup;
class StoreLink;
class VersionFollower;
class WriteJournal;
struct Profile;

// What the demo profile (the built-in sandbox profile, whose sandbox starts with --seed demo) knows
// from its first start, beyond what the sandbox serves, because the interface cannot list it:
// - the sandbox's two webhook subscriptions, on the list the profile keeps at hand (when its store
//   never kept one: a list the user changed stays as they left it);
// - the showcase audience's two publishes whose impact the sandbox's history is built to show, and
//   the publish that hurt (ver_demo_061_3, which the watch raises an alert about), opened by ID
//   like any version when the store opens, so the trend, the Versions tab, their impact cards and
//   the watch know them without a publish made here (docs/sandbox.md);
// - the drafts waiting in the showcase's conversations, which no version this console has seen
//   names: on the profile's first start, once its store is open, Scan All Pages runs once by
//   itself (setFirstStartScan), so Review lists them before anyone thinks of scanning. The store
//   keeps that it ran, so it never runs by itself again.
// - a few of the sandbox's accounts and of the showcase's visitor sessions, listed in Accounts
//   and in Analytics → Session as not opened yet (setLookupsToSeed), so that neither place is a
//   dead end on the first day: the interface lists neither, and a person names no account. A list
//   the profile's store kept already stays as it is.
// The IDs are the sandbox's. The composition root tells it which profile is about to be used
// (setProfile, before its store opens); any other profile gets none of this.
class DemoProfileSetup : public QObject
{
    Q_OBJECT
public:
    struct VersionId
    {
        QString pageId;
        QString audienceId;
        QString versionId;
    };
    static QStringList webhookSubscriptionIds();
    static QList<VersionId> showcasePublishes();

    // The connection's objects, not owned.
    DemoProfileSetup(KnownWebhooks &webhooks, VersionFollower &versions, StoreLink &store, QObject *parent = nullptr);

    // The profile the connection is about to use: the demo profile when it says it is the sandbox.
    void setProfile(const Profile &profile);
    // The scan to run once on the demo profile's first start (not owned; none: no scan).
    void setFirstStartScan(AllPagesScan *scan);
    // The lookups whose lists of things opened before start with the demo's (not owned; either may be null).
    void setLookupsToSeed(AccountLookup *accounts, SessionLookup *sessions);
    static QStringList accountIds();
    static QStringList sessionIds(); // of the showcase audience, on page_demo_01
    // The name of the list in the profile's store that keeps what was done once.
    static QString doneOnceListName();
    bool isDemo() const { return m_demo; }

private:
    void onJournalChanged(WriteJournal *journal);
    // Scan All Pages, unless the store says it ran once already.
    void scanOnFirstStart();

    QPointer<KnownWebhooks> m_webhooks;
    QPointer<VersionFollower> m_versions;
    QPointer<StoreLink> m_store;
    QPointer<AllPagesScan> m_scan;
    QPointer<AccountLookup> m_accounts;
    QPointer<SessionLookup> m_sessions;
    bool m_demo = false;
};

} // namespace Audience::Models
