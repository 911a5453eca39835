#include "models/workspace/publishactions.h"

#include "models/audiences/knownaudiences.h"
#include "models/workspace/versionfollower.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "net/apiclient.h"

#include <QJsonDocument>

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
    return m_writes.start(versionId, makeWrite(pageId, audienceId, versionId, QStringLiteral("workspace"), m_names.nameOf(audienceId)));
}

bool PublishActions::publish(const QString &pageId, const QString &audienceId, const QString &versionId,
                             const QString &operationKey, const QString &area, const QString &label)
{
    if (pageId.isEmpty() || audienceId.isEmpty())
        return false;
    return m_writes.start(versionId, makeWrite(pageId, audienceId, versionId, area, label), operationKey);
}

void PublishActions::setNetChange(const QString &versionId, qint64 versionNumber, const QList<FieldNetChange> &rows)
{
    m_netChanges.insert(versionId, {versionNumber, rows});
}

bool PublishActions::recordNetChange(const QString &versionId, const QString &pageId, const QString &audienceId) const
{
    const auto given = m_netChanges.constFind(versionId);
    WriteJournal *journal = m_writes.journal();
    if (given == m_netChanges.constEnd() || !journal)
        return true; // nothing shown to record (a retry adopted from an earlier run)
    QList<PublishChangeRecord> fields;
    for (const FieldNetChange &row : given->rows) {
        if (row.changes())
            fields.append({versionId, audienceId, pageId, given->versionNumber, row.field, row.live, row.after, {}});
    }
    if (fields.isEmpty()) // recorded as a publish that changed nothing
        fields.append({versionId, audienceId, pageId, given->versionNumber, {}, {}, {}, {}});
    return journal->store().recordPublishChanges(versionId, fields);
}

WriteTracker::Write PublishActions::makeWrite(const QString &pageId, const QString &audienceId, const QString &versionId,
                                              const QString &area, const QString &label)
{
    m_targets.insert(versionId, {pageId, audienceId});
    WriteTracker::Write write;
    write.note = {JournalOperation::publishVersion, area, pageId, audienceId, versionId, label, {}};
    write.alongside = [this, versionId, pageId, audienceId] { return recordNetChange(versionId, pageId, audienceId); };
    write.send = [pageId, audienceId, versionId](Net::ApiClient &client, const QString &key, QObject *context) -> Net::ApiReply * {
        return client.versions().publish(pageId, audienceId, versionId, key, context);
    };
    write.onAnswer = [this](Net::ApiReply &reply, bool current) {
        // Even after a switch of connection the service did publish; only the current one is told.
        if (current)
            onPublished(static_cast<Net::Reply<Net::AudienceVersion> &>(reply).value());
    };
    return write;
}

bool PublishActions::adopt(const JournalEntry &entry)
{
    const QString versionId = entry.note.targetId;
    if (versionId.isEmpty() || entry.note.pageId.isEmpty() || entry.note.audienceId.isEmpty())
        return false;
    return m_writes.adopt(versionId, makeWrite(entry.note.pageId, entry.note.audienceId, versionId), entry);
}

bool PublishActions::check(const QString &versionId)
{
    const auto target = m_targets.constFind(versionId);
    Net::ApiClient *client = m_writes.client();
    if (target == m_targets.constEnd() || !client || m_writes.state(versionId) != WriteTracker::State::Failed)
        return false;
    auto *reply = client->versions().get(target->first, target->second, versionId, this);
    reply->then(
        this, [this, versionId](const Net::AudienceVersion &version) { onChecked(versionId, version); },
        [this, versionId](const Net::ApiError &error) {
            emit checked(versionId, false, tr("The check could not read the version: %1").arg(error.toString()));
        });
    return true;
}

void PublishActions::onChecked(const QString &versionId, const Net::AudienceVersion &version)
{
    if (m_versions)
        m_versions->remember(version);
    const Net::VersionStatus status = Net::versionStatusFromString(version.status);
    if (status == Net::VersionStatus::Published) {
        // It went live: the write is done, as the service's own answer would have said.
        if (WriteJournal *journal = m_writes.journal(); journal && m_writes.journalId(versionId))
            journal->recordDone(m_writes.journalId(versionId), QJsonDocument(Net::toJsonObject(version)).toJson(QJsonDocument::Compact));
        m_writes.forget(versionId);
        onPublished(version);
        emit checked(versionId, true, tr("Version %1 is published: the publish went through.").arg(version.versionNumber));
        return;
    }
    const QString finding = status == Net::VersionStatus::Draft
        ? tr("Version %1 is still a draft: the publish did not reach the service. Retry publishes it.").arg(version.versionNumber)
        : tr("Version %1 is “%2” now, not published: another version may have gone live since. Open the audience to see.")
              .arg(version.versionNumber)
              .arg(version.status);
    // Known now: it did not go live (the entry stays for Retry, with what was found).
    if (WriteJournal *journal = m_writes.journal(); journal && m_writes.journalId(versionId))
        journal->recordFailed(m_writes.journalId(versionId), finding);
    emit checked(versionId, false, finding);
}

bool PublishActions::retry(const QString &versionId)
{
    return m_writes.retry(versionId);
}

QString PublishActions::errorText(const QString &versionId) const
{
    if (m_writes.state(versionId) != WriteTracker::State::Failed)
        return {};
    if (m_writes.isRefusedByStore(versionId))
        return m_writes.errorText(versionId); // "Not sent: …", the store's words
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
