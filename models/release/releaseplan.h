#pragma once

#include "models/audiences/audiencekey.h"
#include "models/workspace/netchanges.h"
#include "models/workspace/publishchecks.h"
#include "net/conversationtypes.h"

#include <QObject>
#include <QPointer>

namespace Audience::Models {

class KnownAudiences;
class ServiceLink;
class VersionFollower;

// What a release would publish, read before the user confirms ("Publishing a selection as
// one release"): for every chosen audience the draft this console knows (the interface cannot list
// versions: a draft is known from what the console has seen), what goes live (NetChanges over its
// conversation, at most maxReads read at once) and the checks before publishing (PublishChecks,
// plus the checks across the release, ReleaseChecks). An audience with an error cannot be
// included; one with warnings is included once they are acknowledged, one by one or all at once.
// When the connection ends while the plan is shown, what it read stays as it was and readProblem()
// says why it is not current; once the connection is back every draft is read again, and the plan is
// current when all those reads succeeded (a failed read never empties what was read).
class ReleasePlan : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxReads = 4;

    struct Item
    {
        enum class Reading { Waiting, Loading, Ready, Failed };
        AudienceKey audience;
        QString versionId;
        qint64 versionNumber = 0;
        Reading reading = Reading::Waiting;
        QString problem; // why it cannot be included (no draft known, not readable), in words
        QList<FieldNetChange> fields; // every field, as after publishing
        QList<PublishChecks::Finding> findings;
        bool acknowledged = false; // its warnings
        bool readFailed = false;   // the conversation could not be read (problem says why): read again on reconnecting

        bool hasError() const { return !problem.isEmpty() || PublishChecks::blocksPublishing(findings); }
        int warningCount() const { return PublishChecks::count(findings, PublishChecks::Severity::Warning); }
        bool needsAcknowledgement() const { return !hasError() && warningCount() > 0 && !acknowledged; }
        // Ready, no error, warnings (if any) acknowledged.
        bool canPublish() const { return reading == Reading::Ready && !hasError() && (warningCount() == 0 || acknowledged); }
        int changingCount() const { return NetChanges::changingCount(fields); }
    };

    // The drafts are found among the versions followed and the audiences known; the
    // conversations are read through the service. Not owned: the connection's.
    ReleasePlan(ServiceLink &service, VersionFollower &versions, KnownAudiences &known, QObject *parent = nullptr);

    // Reads every audience's draft (duplicates dropped). A new load forgets the previous one.
    void load(const AudienceKeys &audiences);

    int count() const { return int(m_items.size()); }
    const Item &item(int index) const { return m_items.at(index); }
    bool isLoaded() const;
    int publishableCount() const;
    int errorCount() const;
    int unacknowledgedCount() const;
    // Why what the plan shows is not current (the connection was lost, a read again failed), empty
    // when it is. Nothing can be published from it until it is current again.
    QString readProblem() const { return m_readProblem; }
    // The service did answer the read that failed (with an HTTP error): the connection was not lost.
    bool readProblemAnswered() const { return m_readProblemAnswered; }
    // Reads every draft again, keeping what was read until each answer comes (reconnecting does it).
    void readAgain();

    void setAcknowledged(int index, bool acknowledged);
    // Acknowledges every audience's warnings; returns what it acknowledged, one line an audience
    // ("Name: 2 warnings: Meta title too wide; …"), for the confirmation to list.
    QStringList acknowledgeAllWarnings();
    // One line about an item: "3 fields change · 1 warning" / why it cannot be included.
    static QString verdictText(const Item &item);

signals:
    // load() replaces the items: before they go, and once the new ones are there (before any is read).
    void aboutToReplaceItems();
    void itemsReplaced();
    void itemChanged(int index);
    void loaded();
    void readProblemChanged();

private:
    void findDraft(Item &item) const;
    void readNext();
    void read(int index);
    // What goes live and its checks, from the conversation read.
    void take(Item &item, const Net::Conversation &conversation) const;
    void settle(int index);
    void applyReleaseChecks();
    void onConnectedChanged(bool connected);
    void setReadProblem(const QString &problem, bool answered = false);
    void settleReadAgain(int index);

    QPointer<ServiceLink> m_service;
    QPointer<VersionFollower> m_versions;
    QPointer<KnownAudiences> m_known;
    QList<Item> m_items;
    quint64 m_generation = 0;
    QString m_readProblem;
    bool m_readProblemAnswered = false;
    int m_readingAgain = 0;      // reads again still on their way
    bool m_readAgainFailed = false;
};

} // namespace Audience::Models
