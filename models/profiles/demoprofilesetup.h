#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace Audience::Models {

class KnownWebhooks;
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
//   the watch know them without a publish made here (docs/sandbox.md).
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
    bool isDemo() const { return m_demo; }

private:
    void onJournalChanged(WriteJournal *journal);

    QPointer<KnownWebhooks> m_webhooks;
    QPointer<VersionFollower> m_versions;
    bool m_demo = false;
};

} // namespace Audience::Models
