#include "models/workspace/publishactions.h"

#include "models/audiences/knownaudiences.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"

namespace Audience::Models {

PublishActions::PublishActions(VersionFollower *versions, KnownAudiences *known, QObject *parent)
    : QObject(parent)
    , m_versions(versions)
    , m_known(known)
{
    connect(&m_writes, &WriteTracker::stateChanged, this, &PublishActions::stateChanged);
}

void PublishActions::setClient(Net::ApiClient *client)
{
    m_writes.setClient(client);
}

bool PublishActions::publish(const QString &pageId, const QString &audienceId, const QString &versionId)
{
    if (pageId.isEmpty() || audienceId.isEmpty())
        return false;
    WriteTracker::Write write;
    write.send = [pageId, audienceId, versionId](Net::ApiClient &client, const QString &key, QObject *context) -> Net::ApiReply * {
        return client.versions().publish(pageId, audienceId, versionId, key, context);
    };
    write.onAnswer = [this](Net::ApiReply &reply, bool current) {
        // Even after a switch of connection the service did publish; only the current one is told.
        if (current)
            onPublished(static_cast<Net::Reply<Net::AudienceVersion> &>(reply).value());
    };
    return m_writes.start(versionId, std::move(write));
}

bool PublishActions::retry(const QString &versionId)
{
    return m_writes.retry(versionId);
}

QString PublishActions::errorText(const QString &versionId) const
{
    if (m_writes.state(versionId) != WriteTracker::State::Failed)
        return {};
    const Net::ApiError error = m_writes.error(versionId);
    switch (error.kind) {
    case Net::ApiError::Kind::Conflict:
        return tr("The service refused to publish this version now: it may no longer be a draft, or another "
                  "publish is under way (%1).")
            .arg(error.message);
    case Net::ApiError::Kind::Validation:
        return tr("The service cannot publish this version: %1").arg(error.message);
    case Net::ApiError::Kind::Timeout:
    case Net::ApiError::Kind::Offline:
        return tr("No answer from the service (%1). Retry Publish sends the same publish again; the service applies it only once.")
            .arg(error.toString());
    default:
        return error.toString();
    }
}

void PublishActions::onPublished(const Net::AudienceVersion &version)
{
    if (m_versions)
        m_versions->remember(version);
    if (m_known) {
        if (auto audience = m_known->find(version.audienceId)) {
            audience->publishedVersion = version;
            if (audience->latestVersion.versionId == version.versionId || audience->latestVersion.versionNumber <= version.versionNumber)
                audience->latestVersion = version;
            if (!audience->archivedAt)
                audience->status = version.status;
            m_known->remember(*audience);
        }
    }
    emit published(version);
}

} // namespace Audience::Models
