#include "models/release/releaserun.h"

#include "models/release/releaselog.h"
#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"

#include <QUuid>

namespace Audience::Models {

namespace {
const QString releaseArea = QStringLiteral("release");
} // namespace

ReleaseRun::ReleaseRun(ServiceLink &service, StoreLink &store, PublishActions &publishes, VersionFollower &versions,
                       QObject *parent)
    : BatchRunner(parent)
    , m_service(&service)
    , m_store(&store)
    , m_publishes(&publishes)
    , m_versions(&versions)
{
    setSteps({{[this](const Job &job) { readAgain(job); }, tr("Reading the version again…"), tr("Cancelled before it started."),
               defaultMaxInFlight},
              {[this](const Job &job) { publish(job); }, tr("Publishing…"), tr("Cancelled before its publish went."),
               defaultMaxInFlight}});
    setWaitingWords(tr("Waiting"), tr("Waiting"));
    setRetryName(tr("Retry publishing %1"));
    connect(&publishes, &PublishActions::stateChanged, this, &ReleaseRun::onPublishState);
    rewordRefusalsOf(*publishes.tracker());
    // Written down as finished, so the next start does not report it as cut short.
    connect(this, &BatchRunner::finished, this, [this] {
        if (ProfileDatabase *store = m_store ? m_store->store() : nullptr)
            ReleaseLog(*store).finish(m_releaseId);
    });
}

bool ReleaseRun::start(const QList<Member> &members)
{
    m_storeRefusal.clear();
    if (isRunning() || members.isEmpty() || !m_service || !m_service->client())
        return false;
    const QString releaseId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QList<Row> rows;
    QList<Item> items;
    ReleaseLog::Release release{releaseId, {}, QDateTime::currentDateTimeUtc(), false, {}};
    for (const Member &member : members) {
        const Row row{member, Net::ApiClient::makeIdempotencyKey()};
        rows.append(row);
        items.append({member.audience.label, member.audience.audienceId});
        release.members.append({member.audience, member.versionId, member.versionNumber, row.operationKey, {}});
    }
    // Written down before the first publish goes: a crash from here on leaves a release the next
    // start can tell about (ReleaseLog::cutShort).
    if (ProfileDatabase *store = m_store ? m_store->store() : nullptr) {
        release.runId = store->runId();
        if (const StoreResult<void> begun = ReleaseLog(*store).begin(release); !begun) {
            m_storeRefusal = begun.error().notSentText();
            return false;
        }
    }
    m_releaseId = releaseId;
    m_rows = rows; // before the runner's rows: a view asks for them at once
    m_publishJobs = QList<Job>(rows.size());
    setItems(items);
    return run();
}

void ReleaseRun::readAgain(const Job &job)
{
    const Member member = m_rows.at(job.row()).member;
    Net::ApiClient *client = m_service ? m_service->client() : nullptr;
    if (!client) {
        job.fail(tr("Not connected."));
        return;
    }
    client->versions().get(member.audience.pageId, member.audience.audienceId, member.versionId, this)->then(
        this, [this, job](const Net::AudienceVersion &version) { onReadAgain(job, version); },
        [job](const Net::ApiError &error) {
            job.fail(tr("The version could not be read again before publishing: %1").arg(error.toString()));
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

void ReleaseRun::onReadAgain(const Job &job, const Net::AudienceVersion &version)
{
    if (!job.isCurrent())
        return;
    if (Net::versionStatusFromString(version.status) != Net::VersionStatus::Draft) {
        // What changed is kept (the audience's views show it); a draft still a draft is no news.
        if (VersionFollower *versions = m_versions.data())
            versions->remember(version);
        const QString reason = notDraftReason(version);
        if (ProfileDatabase *store = m_store ? m_store->store() : nullptr)
            ReleaseLog(*store).markSkipped(m_releaseId, m_rows.at(job.row()).member.versionId, reason);
        job.skip(reason);
        return;
    }
    job.finish(); // its publish follows in its turn (after a Cancel: it does not)
}

void ReleaseRun::publish(const Job &job)
{
    m_publishJobs[job.row()] = job;
    const Row &row = m_rows.at(job.row());
    const QString versionId = row.member.versionId;
    PublishActions *publishes = m_publishes;
    // A publish that failed goes again with its key (no second read: the first found a draft, and
    // the publish may have been applied with the answer lost).
    const bool again = job.isRetry() && publishes->state(versionId) == WriteTracker::State::Failed;
    const bool sent = again ? publishes->retry(versionId)
                            : publishes->publish(row.member.audience.pageId, row.member.audience.audienceId, versionId, row.operationKey,
                                                 releaseArea, row.member.audience.label);
    if (sent || !job.isCurrent())
        return; // on its way, or refused already in the store's words (onPublishState)
    job.fail(again                                ? tr("The publish could not be sent again.")
             : publishes->isPending(versionId) ? tr("A publish of this version is already under way.")
                                                  : tr("The publish could not be recorded or sent."));
}

void ReleaseRun::onPublishState(const QString &versionId, WriteTracker::State state)
{
    const int index = indexOfVersion(versionId);
    if (index < 0 || step(index) != PublishStep)
        return;
    if (state == WriteTracker::State::Done)
        m_publishJobs.at(index).finish(tr("Published"));
    else if (state == WriteTracker::State::Failed && m_publishes->isRefusedByStore(versionId))
        m_publishJobs.at(index).failRefusedByStore(m_publishes->errorText(versionId));
    else if (state == WriteTracker::State::Failed)
        m_publishJobs.at(index).fail(m_publishes->errorText(versionId));
}

int ReleaseRun::indexOfVersion(const QString &versionId) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).member.versionId == versionId)
            return i;
    }
    return -1;
}

QString ReleaseRun::progressText() const
{
    return tr("Publishing: %1 of %n done", nullptr, itemCount()).arg(settledCount());
}

QString ReleaseRun::resultText() const
{
    const auto listed = [this](Stage stage) {
        QStringList parts;
        for (int i = 0; i < itemCount(); ++i) {
            if (this->stage(i) == stage)
                parts.append(QStringLiteral("%1 (%2)").arg(label(i), reason(i)));
        }
        return parts.join(QStringLiteral("; "));
    };
    QStringList sentences{tr("%1 of %n published", nullptr, itemCount()).arg(count(Stage::Done))};
    if (const int failed = count(Stage::Failed))
        sentences.append(tr("%n failed: %1", nullptr, failed).arg(listed(Stage::Failed)));
    if (const int skipped = count(Stage::Skipped))
        sentences.append(tr("%n skipped: %1", nullptr, skipped).arg(listed(Stage::Skipped)));
    if (const int notStarted = count(Stage::Cancelled))
        sentences.append(tr("%n not started (cancelled)", nullptr, notStarted));
    QString text = sentences.join(QStringLiteral("; "));
    if (!text.endsWith(u'.'))
        text += QLatin1Char('.');
    return text;
}

QString ReleaseRun::cancelText() const
{
    QStringList gone;
    for (int i = 0; i < itemCount(); ++i) {
        const bool publishing = stage(i) == Stage::Running && step(i) == PublishStep;
        if (stage(i) == Stage::Done || publishing)
            gone.append(label(i));
    }
    if (gone.isEmpty())
        return tr("Cancelled: no publish had gone yet.");
    return tr("Cancelled: nothing new starts. %n publish(es) had already gone: %1.", nullptr, int(gone.size()))
        .arg(gone.join(QStringLiteral(", ")));
}

} // namespace Audience::Models
