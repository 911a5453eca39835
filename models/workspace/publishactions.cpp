#include "models/workspace/publishactions.h"

#include "models/audiences/knownaudiences.h"
#include "models/workspace/netchanges.h"
#include "models/workspace/versiondraft.h"
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
    // A reading on its way belongs to the old client: nothing of it is sent.
    const QStringList reading = m_reading.keys();
    m_reading.clear();
    m_writes.setClient(client);
    for (const QString &versionId : reading)
        emit stateChanged(versionId, m_writes.state(versionId));
}

WriteTracker::State PublishActions::state(const QString &versionId) const
{
    return m_reading.contains(versionId) ? WriteTracker::State::Pending : m_writes.state(versionId);
}

bool PublishActions::publish(const QString &pageId, const QString &audienceId, const QString &versionId)
{
    return publish(pageId, audienceId, versionId, Net::ApiClient::makeIdempotencyKey(), QStringLiteral("workspace"),
                   m_names.nameOf(audienceId));
}

bool PublishActions::publish(const QString &pageId, const QString &audienceId, const QString &versionId,
                             const QString &operationKey, const QString &area, const QString &label)
{
    if (pageId.isEmpty() || audienceId.isEmpty() || operationKey.isEmpty())
        return false;
    return readThenSend({pageId, audienceId, versionId, operationKey, area, label});
}

bool PublishActions::retry(const QString &versionId)
{
    const auto target = m_targets.constFind(versionId);
    if (target == m_targets.constEnd() || m_writes.state(versionId) != WriteTracker::State::Failed)
        return false;
    return readThenSend({target->first, target->second, versionId, {}, {}, {}});
}

bool PublishActions::readThenSend(const Attempt &attempt)
{
    Net::ApiClient *client = m_writes.client();
    if (!client || attempt.versionId.isEmpty() || isPending(attempt.versionId))
        return false;
    const quint64 serial = ++m_nextRead;
    m_reading.insert(attempt.versionId, serial);
    emit stateChanged(attempt.versionId, WriteTracker::State::Pending);
    const auto answered = [this, attempt, serial](const std::optional<Net::Conversation> &conversation) {
        if (m_reading.value(attempt.versionId) != serial)
            return; // the client changed meanwhile
        m_reading.remove(attempt.versionId);
        send(attempt, conversation ? recordOf(attempt, *conversation) : Record{});
    };
    client->conversation().history(attempt.pageId, attempt.audienceId, this)->then(
        this, [answered](const Net::Conversation &conversation) { answered(conversation); },
        [answered](const Net::ApiError &) { answered(std::nullopt); });
    return true;
}

void PublishActions::send(const Attempt &attempt, const Record &record)
{
    const QString &versionId = attempt.versionId;
    const auto alongside = [this, versionId, record] { return write(versionId, record); };
    bool sent = false;
    if (attempt.operationKey.isEmpty()) {
        sent = m_writes.retry(versionId, alongside);
    } else {
        WriteTracker::Write publish = makeWrite(attempt.pageId, attempt.audienceId, versionId, attempt.area, attempt.label);
        publish.alongside = alongside;
        sent = m_writes.start(versionId, std::move(publish), attempt.operationKey);
    }
    if (!sent) // refused by the store (Failed, with its words), or gone meanwhile: no longer pending
        emit stateChanged(versionId, m_writes.state(versionId));
}

PublishActions::Record PublishActions::recordOf(const Attempt &attempt, const Net::Conversation &conversation) const
{
    const std::optional<Net::AudienceVersion> version = m_versions ? m_versions->version(attempt.versionId) : std::nullopt;
    if (!version)
        return {}; // its number is not known: which changes are its own cannot be told
    std::optional<qint64> live;
    if (const auto published = m_versions->publishedVersion(attempt.audienceId))
        live = published->versionNumber;
    const VersionDraft draft = VersionDraft::read(conversation, version->versionNumber, live);
    switch (draft.reading) {
    case VersionDraft::Reading::NotADraft:
        return {Record::Kind::Keep, {}};
    case VersionDraft::Reading::Unknown:
        return {};
    case VersionDraft::Reading::Draft:
        break;
    }
    Record record{Record::Kind::Write, {}};
    for (const FieldNetChange &row : NetChanges::compute(conversation.context.value(), draft.changes)) {
        if (row.changes())
            record.fields.append({attempt.versionId, attempt.audienceId, attempt.pageId, version->versionNumber, row.field, row.live,
                                  row.after, {}});
    }
    if (record.fields.isEmpty()) // recorded as a publish that changed nothing
        record.fields.append({attempt.versionId, attempt.audienceId, attempt.pageId, version->versionNumber, {}, {}, {}, {}});
    return record;
}

bool PublishActions::write(const QString &versionId, const Record &record) const
{
    WriteJournal *journal = m_writes.journal();
    if (!journal || record.kind == Record::Kind::Keep)
        return true;
    // No fields at all forgets the version's record (a publish that changed nothing has one row).
    return journal->store().recordPublishChanges(versionId, record.kind == Record::Kind::Write ? record.fields : QList<PublishChangeRecord>{});
}

WriteTracker::Write PublishActions::makeWrite(const QString &pageId, const QString &audienceId, const QString &versionId,
                                              const QString &area, const QString &label)
{
    m_targets.insert(versionId, {pageId, audienceId});
    WriteTracker::Write write;
    write.note = {JournalOperation::publishVersion, area, pageId, audienceId, versionId, label, {}};
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
