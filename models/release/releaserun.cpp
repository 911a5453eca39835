#include "models/release/releaserun.h"

#include "models/release/releaselog.h"
#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/store/profilestore.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"

#include <algorithm>
#include <QUuid>

#include <utility>

namespace Audience::Models {

namespace {
const QString releaseArea = QStringLiteral("release");
} // namespace

ReleaseRun::ReleaseRun(ServiceLink &service, StoreLink &store, PublishActions &publishes, VersionFollower &versions,
                       QObject *parent)
    : QObject(parent)
    , m_service(&service)
    , m_store(&store)
    , m_publishes(&publishes)
    , m_versions(&versions)
{
    connect(&publishes, &PublishActions::stateChanged, this, &ReleaseRun::onPublishState);
}

bool ReleaseRun::start(const QList<Member> &members)
{
    m_storeRefusal.clear();
    if (isRunning() || members.isEmpty() || !m_service || !m_service->client())
        return false;
    m_rows.clear();
    m_readyToPublish.clear();
    m_cancelled = false;
    m_releaseId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    ReleaseLog::Release release{m_releaseId, {}, QDateTime::currentDateTimeUtc(), false, {}};
    for (const Member &member : members) {
        const Row row{member, Net::ApiClient::makeIdempotencyKey(), Stage::Waiting, {}};
        m_rows.append(row);
        release.members.append({member.audience, member.versionId, member.versionNumber, row.operationKey, {}});
    }
    // Written down before the first publish goes: a crash from here on leaves a release the next
    // start can tell about (ReleaseLog::cutShort).
    if (ProfileStore *store = m_store ? m_store->store() : nullptr) {
        release.runId = store->runId();
        if (!ReleaseLog(*store).begin(release)) {
            m_rows.clear();
            m_storeRefusal = store->lastFailure().notSentText();
            return false;
        }
    }
    m_finishedSaid = false;
    emit progressChanged();
    startNext();
    return true;
}

void ReleaseRun::startNext()
{
    if (m_cancelled)
        return;
    // Drafts read again and found still a draft go first, as publishes free up.
    while (!m_readyToPublish.isEmpty() && count(Stage::Publishing) < maxInFlight)
        publish(m_readyToPublish.takeFirst());
    // The reads run one turn ahead of the publishes (at most maxInFlight of each), so the next
    // publish never waits for its read; a read is never more than one turn older than its publish.
    for (int i = 0; i < m_rows.size() && count(Stage::Checking) < maxInFlight && activeCount() < 2 * maxInFlight; ++i) {
        if (m_rows.at(i).stage == Stage::Waiting)
            check(i);
    }
}

void ReleaseRun::check(int index)
{
    setStage(index, Stage::Checking);
    const Member member = m_rows.at(index).member;
    Net::ApiClient *client = m_service ? m_service->client() : nullptr;
    if (!client) {
        setStage(index, Stage::Failed, tr("Not connected."));
        return;
    }
    client->versions().get(member.audience.pageId, member.audience.audienceId, member.versionId, this)->then(
        this, [this, index](const Net::AudienceVersion &version) { onChecked(index, version); },
        [this, index](const Net::ApiError &error) {
            setStage(index, Stage::Failed, tr("The version could not be read again before publishing: %1").arg(error.toString()));
            startNext();
        });
}

QString ReleaseRun::notDraftReason(const Net::AudienceVersion &version)
{
    switch (Net::versionStatusFromString(version.status)) {
    case Net::VersionStatus::Published:
        return tr("version %1 is already published: someone published it elsewhere since it was checked.").arg(version.versionNumber);
    case Net::VersionStatus::Archived:
        return tr("version %1 is no longer the draft: a newer draft replaced it, or another version went live. "
                  "Open the audience to see its newest draft.").arg(version.versionNumber);
    default:
        return tr("version %1 is “%2” now, no longer a draft.").arg(version.versionNumber).arg(version.status);
    }
}

void ReleaseRun::onChecked(int index, const Net::AudienceVersion &version)
{
    if (Net::versionStatusFromString(version.status) != Net::VersionStatus::Draft) {
        // What changed is kept (the audience's views show it); a draft still a draft is no news.
        if (VersionFollower *versions = m_versions.data())
            versions->remember(version);
        const QString reason = notDraftReason(version);
        if (ProfileStore *store = m_store ? m_store->store() : nullptr)
            ReleaseLog(*store).markSkipped(m_releaseId, m_rows.at(index).member.versionId, reason);
        setStage(index, Stage::Skipped, reason);
        startNext();
        return;
    }
    if (m_cancelled) {
        setStage(index, Stage::NotStarted, tr("Cancelled before its publish went."));
        return;
    }
    if (count(Stage::Publishing) >= maxInFlight) {
        m_readyToPublish.append(index); // still Checking for the user: its turn comes next
        return;
    }
    publish(index);
}

void ReleaseRun::publish(int index)
{
    const Row &row = m_rows.at(index);
    PublishActions *publishes = m_publishes;
    setStage(index, Stage::Publishing);
    if (!publishes->publish(row.member.audience.pageId, row.member.audience.audienceId, row.member.versionId, row.operationKey,
                            releaseArea, row.member.audience.label)) {
        if (publishes->isRefusedByStore(row.member.versionId))
            return; // onPublishState said why, in the store's words, and started the next
        setStage(index, Stage::Failed,
                 publishes->isPending(row.member.versionId) ? tr("A publish of this version is already under way.")
                                                            : tr("The publish could not be recorded or sent."));
        startNext();
    }
}

void ReleaseRun::onPublishState(const QString &versionId, WriteTracker::State state)
{
    const int index = indexOfVersion(versionId);
    if (index < 0 || m_rows.at(index).stage != Stage::Publishing)
        return;
    if (state == WriteTracker::State::Done) {
        setStage(index, Stage::Published);
    } else if (state == WriteTracker::State::Failed) {
        setStage(index, Stage::Failed, m_publishes->errorText(versionId));
    } else {
        return;
    }
    startNext();
}

bool ReleaseRun::retry(int index)
{
    if (index < 0 || index >= m_rows.size() || m_rows.at(index).stage != Stage::Failed)
        return false;
    const Row &row = m_rows.at(index);
    PublishActions *publishes = m_publishes;
    m_finishedSaid = false;
    if (row.reason.isEmpty() || publishes->state(row.member.versionId) != WriteTracker::State::Failed) {
        // It never reached the publish (the read failed): from the read again.
        setStage(index, Stage::Waiting);
        startNext();
        return true;
    }
    setStage(index, Stage::Publishing);
    if (publishes->retry(row.member.versionId))
        return true;
    if (publishes->isRefusedByStore(row.member.versionId))
        return false; // onPublishState said why, in the store's words
    setStage(index, Stage::Failed, tr("The publish could not be sent again."));
    return false;
}

int ReleaseRun::retryFailed()
{
    int retried = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).stage == Stage::Failed && retry(i))
            ++retried;
    }
    return retried;
}

void ReleaseRun::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    for (const int index : std::exchange(m_readyToPublish, {}))
        setStage(index, Stage::NotStarted, tr("Cancelled before its publish went."));
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).stage == Stage::Waiting)
            setStage(i, Stage::NotStarted, tr("Cancelled before it started."));
    }
}

void ReleaseRun::setStage(int index, Stage stage, const QString &reason)
{
    m_rows[index].stage = stage;
    m_rows[index].reason = reason;
    emit rowChanged(index);
    emit progressChanged();
    finishIfSettled();
}

void ReleaseRun::finishIfSettled()
{
    if (m_finishedSaid || isRunning())
        return;
    m_finishedSaid = true;
    if (ProfileStore *store = m_store ? m_store->store() : nullptr)
        ReleaseLog(*store).finish(m_releaseId);
    emit finished();
}

int ReleaseRun::indexOfVersion(const QString &versionId) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).member.versionId == versionId)
            return i;
    }
    return -1;
}

int ReleaseRun::activeCount() const
{
    return count(Stage::Checking) + count(Stage::Publishing);
}

int ReleaseRun::count(Stage stage) const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [stage](const Row &row) { return row.stage == stage; }));
}

bool ReleaseRun::isRunning() const
{
    return count(Stage::Waiting) + activeCount() > 0;
}

int ReleaseRun::settledCount() const
{
    return rowCount() - count(Stage::Waiting) - activeCount();
}

QString ReleaseRun::progressText() const
{
    return tr("Publishing: %1 of %n done", nullptr, rowCount()).arg(settledCount());
}

QString ReleaseRun::resultText() const
{
    const auto listed = [this](Stage stage) {
        QStringList parts;
        for (const Row &row : m_rows) {
            if (row.stage == stage)
                parts.append(QStringLiteral("%1 (%2)").arg(row.member.audience.label, row.reason));
        }
        return parts.join(QStringLiteral("; "));
    };
    QStringList sentences{tr("%1 of %n published", nullptr, rowCount()).arg(count(Stage::Published))};
    if (const int failed = count(Stage::Failed))
        sentences.append(tr("%n failed: %1", nullptr, failed).arg(listed(Stage::Failed)));
    if (const int skipped = count(Stage::Skipped))
        sentences.append(tr("%n skipped: %1", nullptr, skipped).arg(listed(Stage::Skipped)));
    if (const int notStarted = count(Stage::NotStarted))
        sentences.append(tr("%n not started (cancelled)", nullptr, notStarted));
    QString text = sentences.join(QStringLiteral("; "));
    if (!text.endsWith(u'.'))
        text += QLatin1Char('.');
    return text;
}

QString ReleaseRun::cancelText() const
{
    QStringList gone;
    for (const Row &row : m_rows) {
        if (row.stage == Stage::Published || row.stage == Stage::Publishing)
            gone.append(row.member.audience.label);
    }
    if (gone.isEmpty())
        return tr("Cancelled: no publish had gone yet.");
    return tr("Cancelled: nothing new starts. %n publish(es) had already gone: %1.", nullptr, int(gone.size()))
        .arg(gone.join(QStringLiteral(", ")));
}

QString ReleaseRun::stageText(const Row &row)
{
    switch (row.stage) {
    case Stage::Waiting:
        return tr("Waiting");
    case Stage::Checking:
        return tr("Reading the version again…");
    case Stage::Publishing:
        return tr("Publishing…");
    case Stage::Published:
        return tr("Published");
    case Stage::Skipped:
        return tr("Skipped: %1").arg(row.reason);
    case Stage::Failed:
        return tr("Failed: %1").arg(row.reason);
    case Stage::NotStarted:
        return tr("Not started: %1").arg(row.reason);
    }
    return {};
}

} // namespace Audience::Models
