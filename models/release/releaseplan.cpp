#include "models/release/releaseplan.h"

#include <algorithm>

#include "models/audiences/knownaudiences.h"
#include "models/common/servicelink.h"
#include "models/release/releasechecks.h"
#include "models/workspace/versiondraft.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"

namespace Audience::Models {

ReleasePlan::ReleasePlan(ServiceLink &service, VersionFollower &versions, KnownAudiences &known, QObject *parent)
    : QObject(parent)
    , m_service(&service)
    , m_versions(&versions)
    , m_known(&known)
{
    connect(&service, &ServiceLink::connectedChanged, this, &ReleasePlan::onConnectedChanged);
}

void ReleasePlan::load(const AudienceKeys &audiences)
{
    ++m_generation;
    emit aboutToReplaceItems();
    m_items.clear();
    m_readingAgain = 0;
    setReadProblem({});
    for (const AudienceKey &audience : audiences) {
        if (std::any_of(m_items.cbegin(), m_items.cend(), [&](const Item &item) { return item.audience == audience; }))
            continue;
        Item item;
        item.audience = audience;
        findDraft(item);
        m_items.append(item);
    }
    emit itemsReplaced();
    readNext();
    if (isLoaded())
        emit loaded();
}

void ReleasePlan::findDraft(Item &item) const
{
    // The newest version this console has seen decides: a draft is what would go live; a newer
    // version still in flight means the agent is not done.
    std::optional<Net::AudienceVersion> newest;
    if (const VersionFollower *versions = m_versions) {
        const QList<Net::AudienceVersion> seen = versions->versions(item.audience.audienceId);
        if (!seen.isEmpty())
            newest = seen.first();
    }
    if (const KnownAudiences *known = m_known) {
        if (const auto record = known->find(item.audience.audienceId);
            record && !record->latestVersion.versionId.isEmpty() && (!newest || record->latestVersion.versionNumber > newest->versionNumber))
            newest = record->latestVersion;
    }
    item.reading = Item::Reading::Failed;
    if (!newest) {
        item.problem = tr("This console has not seen a draft of this audience. Open it, or ask the agent: any instruction returns its version.");
        return;
    }
    item.versionId = newest->versionId;
    item.versionNumber = newest->versionNumber;
    const Net::VersionStatus status = Net::versionStatusFromString(newest->status);
    if (VersionFollower::isInFlight(newest->status)) {
        item.problem = tr("The agent is still working on version %1: wait until it is a draft.").arg(newest->versionNumber);
    } else if (status == Net::VersionStatus::Published) {
        item.problem = tr("Nothing waiting: version %1 is live, and this console has seen no newer draft.").arg(newest->versionNumber);
    } else if (status != Net::VersionStatus::Draft) {
        item.problem = tr("The newest version this console has seen (%1) is “%2”, not a draft.").arg(newest->versionNumber).arg(newest->status);
    } else {
        item.reading = Item::Reading::Waiting;
    }
}

void ReleasePlan::readNext()
{
    int loading = int(std::count_if(m_items.cbegin(), m_items.cend(), [](const Item &item) { return item.reading == Item::Reading::Loading; }));
    for (int i = 0; i < m_items.size() && loading < maxReads; ++i) {
        if (m_items.at(i).reading == Item::Reading::Waiting) {
            read(i);
            ++loading;
        }
    }
}

void ReleasePlan::read(int index)
{
    Item &item = m_items[index];
    Net::ApiClient *client = m_service ? m_service->client() : nullptr;
    if (!client) {
        item.reading = Item::Reading::Failed;
        item.problem = tr("Not connected.");
        settle(index);
        return;
    }
    item.reading = Item::Reading::Loading;
    emit itemChanged(index);
    const quint64 generation = m_generation;
    client->conversation().history(item.audience.pageId, item.audience.audienceId, this)->then(
        this,
        [this, generation, index](const Net::Conversation &conversation) {
            if (generation != m_generation)
                return;
            take(m_items[index], conversation);
            settle(index);
        },
        [this, generation, index](const Net::ApiError &error) {
            if (generation != m_generation)
                return;
            Item &item = m_items[index];
            item.reading = Item::Reading::Failed;
            item.readFailed = true;
            item.problem = tr("What goes live could not be read: %1").arg(error.toString());
            settle(index);
        });
}

void ReleasePlan::take(Item &item, const Net::Conversation &conversation) const
{
    // What this version puts live (the newest this console saw; a newer one's changes are not its own).
    std::optional<qint64> live;
    if (const auto published = m_versions ? m_versions->publishedVersion(item.audience.audienceId) : std::nullopt)
        live = published->versionNumber;
    const VersionDraft draft = VersionDraft::read(conversation, item.versionNumber, live);
    const QList<FieldNetChange> fields = NetChanges::compute(conversation.context.value(), draft.changesOr(conversation.pendingChanges.value()));
    const auto same = [](const FieldNetChange &a, const FieldNetChange &b) {
        return a.field == b.field && a.live == b.live && a.after == b.after;
    };
    // Warnings acknowledged on what goes live stay acknowledged only if it is the same (a read again).
    if (!std::equal(fields.cbegin(), fields.cend(), item.fields.cbegin(), item.fields.cend(), same))
        item.acknowledged = false;
    item.fields = fields;
    item.findings = PublishChecks::run(item.fields);
    item.reading = Item::Reading::Ready;
    item.readFailed = false;
    item.problem.clear();
}

void ReleasePlan::settle(int index)
{
    emit itemChanged(index);
    readNext();
    if (isLoaded()) {
        applyReleaseChecks();
        emit loaded();
    }
}

void ReleasePlan::applyReleaseChecks()
{
    QList<ReleaseChecks::Member> members;
    for (const Item &item : std::as_const(m_items)) {
        if (item.reading == Item::Reading::Ready)
            members.append({item.audience, item.fields});
    }
    const auto findings = ReleaseChecks::run(members);
    for (int i = 0; i < m_items.size(); ++i) {
        const auto found = findings.constFind(m_items.at(i).audience.audienceId);
        if (found == findings.constEnd() || found->isEmpty())
            continue;
        m_items[i].findings.append(*found);
        emit itemChanged(i);
    }
}

void ReleasePlan::onConnectedChanged(bool connected)
{
    if (m_items.isEmpty())
        return;
    if (!connected) {
        // What was read stays; it is no longer known to be what goes live.
        ++m_generation; // answers still on their way are for a connection that ended
        m_readingAgain = 0;
        for (int i = 0; i < m_items.size(); ++i) {
            Item &item = m_items[i];
            if (item.reading == Item::Reading::Waiting || item.reading == Item::Reading::Loading) {
                item.reading = Item::Reading::Failed;
                item.readFailed = true;
                item.problem = tr("What goes live could not be read: not connected to the service.");
                emit itemChanged(i);
            }
        }
        setReadProblem(tr("Not connected to the service."));
        if (isLoaded())
            emit loaded();
        return;
    }
    if (!m_readProblem.isEmpty())
        readAgain();
}

void ReleasePlan::readAgain()
{
    Net::ApiClient *client = m_service && m_service->isConnected() ? m_service->client() : nullptr;
    if (!client) {
        setReadProblem(tr("Not connected to the service."));
        return;
    }
    const quint64 generation = ++m_generation;
    m_readingAgain = 0;
    m_readAgainFailed = false;
    for (int i = 0; i < m_items.size(); ++i) {
        if (m_items.at(i).reading != Item::Reading::Ready && !m_items.at(i).readFailed)
            continue; // its problem is not a read's (no draft known, not a draft)
        ++m_readingAgain;
        const Item &item = m_items.at(i);
        client->conversation().history(item.audience.pageId, item.audience.audienceId, this)->then(
            this,
            [this, generation, i](const Net::Conversation &conversation) {
                if (generation != m_generation)
                    return;
                take(m_items[i], conversation);
                settleReadAgain(i);
            },
            [this, generation, i](const Net::ApiError &error) {
                if (generation != m_generation)
                    return;
                m_readAgainFailed = true;
                setReadProblem(tr("What goes live could not be read again: %1").arg(error.toString()), error.httpStatus != 0);
                settleReadAgain(i);
            });
    }
    if (m_readingAgain == 0)
        setReadProblem({});
}

void ReleasePlan::settleReadAgain(int index)
{
    emit itemChanged(index);
    if (--m_readingAgain > 0)
        return;
    if (!m_readAgainFailed) {
        applyReleaseChecks();
        setReadProblem({});
    }
    emit loaded();
}

void ReleasePlan::setReadProblem(const QString &problem, bool answered)
{
    if (m_readProblem == problem && m_readProblemAnswered == answered)
        return;
    m_readProblem = problem;
    m_readProblemAnswered = answered;
    emit readProblemChanged();
}

bool ReleasePlan::isLoaded() const
{
    return std::none_of(m_items.cbegin(), m_items.cend(), [](const Item &item) {
        return item.reading == Item::Reading::Waiting || item.reading == Item::Reading::Loading;
    });
}

int ReleasePlan::publishableCount() const
{
    return int(std::count_if(m_items.cbegin(), m_items.cend(), [](const Item &item) { return item.canPublish(); }));
}

int ReleasePlan::errorCount() const
{
    return int(std::count_if(m_items.cbegin(), m_items.cend(), [](const Item &item) {
        return item.reading != Item::Reading::Loading && item.reading != Item::Reading::Waiting && item.hasError();
    }));
}

int ReleasePlan::unacknowledgedCount() const
{
    return int(std::count_if(m_items.cbegin(), m_items.cend(),
                             [](const Item &item) { return item.reading == Item::Reading::Ready && item.needsAcknowledgement(); }));
}

void ReleasePlan::setAcknowledged(int index, bool acknowledged)
{
    if (index < 0 || index >= m_items.size() || m_items.at(index).acknowledged == acknowledged)
        return;
    m_items[index].acknowledged = acknowledged;
    emit itemChanged(index);
}

QStringList ReleasePlan::acknowledgeAllWarnings()
{
    QStringList acknowledged;
    for (int i = 0; i < m_items.size(); ++i) {
        const Item &item = m_items.at(i);
        if (item.reading != Item::Reading::Ready || !item.needsAcknowledgement())
            continue;
        QStringList found;
        for (const PublishChecks::Finding &finding : item.findings) {
            if (finding.severity == PublishChecks::Severity::Warning)
                found.append(finding.field.isEmpty() ? finding.found : QStringLiteral("%1: %2").arg(finding.field, finding.found));
        }
        acknowledged.append(tr("%1 (%n warning(s)): %2", nullptr, item.warningCount()).arg(item.audience.label, found.join(QStringLiteral("; "))));
        setAcknowledged(i, true);
    }
    return acknowledged;
}

QString ReleasePlan::verdictText(const Item &item)
{
    switch (item.reading) {
    case Item::Reading::Waiting:
    case Item::Reading::Loading:
        return tr("Reading what goes live…");
    case Item::Reading::Failed:
        return item.problem;
    case Item::Reading::Ready:
        break;
    }
    const QString changes = tr("%n field(s) change", nullptr, item.changingCount());
    const int errors = PublishChecks::count(item.findings, PublishChecks::Severity::Error);
    if (errors > 0)
        return tr("%1 · %n error(s): cannot be included until fixed", nullptr, errors).arg(changes);
    if (item.warningCount() == 0)
        return tr("%1 · checks passed").arg(changes);
    const QString warnings = tr("%n warning(s)", nullptr, item.warningCount());
    return item.acknowledged ? tr("%1 · %2, acknowledged").arg(changes, warnings) : tr("%1 · %2 to acknowledge").arg(changes, warnings);
}

} // namespace Audience::Models
