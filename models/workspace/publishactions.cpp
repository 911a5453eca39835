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

bool PublishActions::retry(const QString &versionId)
{
    return m_writes.retry(versionId);
}

void PublishActions::readThenSend(const QString &pageId, const QString &audienceId, const QString &versionId,
                                  const std::function<void()> &send)
{
    Net::ApiClient *client = m_writes.client();
    if (!client) {
        send(); // the tracker finds the connection gone and says so
        return;
    }
    const auto answered = [this, pageId, audienceId, versionId, send](const std::optional<Net::Conversation> &conversation) {
        // A record the store cannot take now is not worth the publish: it goes all the same, and
        // is derived later when no record stands.
        write(versionId, conversation ? recordOf(pageId, audienceId, versionId, *conversation) : Record{});
        send();
    };
    client->conversation().history(pageId, audienceId, this)->then(
        this, [answered](const Net::Conversation &conversation) { answered(conversation); },
        [answered](const Net::ApiError &) { answered(std::nullopt); });
}

PublishActions::Record PublishActions::recordOf(const QString &pageId, const QString &audienceId, const QString &versionId,
                                                const Net::Conversation &conversation) const
{
    const std::optional<Net::AudienceVersion> version = m_versions ? m_versions->version(versionId) : std::nullopt;
    if (!version)
        return {}; // its number is not known: which changes are its own cannot be told
    std::optional<qint64> live;
    if (const auto published = m_versions->publishedVersion(audienceId))
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
            record.fields.append({versionId, audienceId, pageId, version->versionNumber, row.field, row.live, row.after, {}});
    }
    if (record.fields.isEmpty()) // recorded as a publish that changed nothing
        record.fields.append({versionId, audienceId, pageId, version->versionNumber, {}, {}, {}, {}});
    return record;
}

bool PublishActions::write(const QString &versionId, const Record &record) const
{
    WriteJournal *journal = m_writes.journal();
    if (!journal || record.kind == Record::Kind::Keep)
        return true;
    // No fields at all forgets the version's record (a publish that changed nothing has one row).
    return journal->store()
        .recordPublishChanges(versionId, record.kind == Record::Kind::Write ? record.fields : QList<PublishChangeRecord>{})
        .ok();
}

WriteTracker::Write PublishActions::makeWrite(const QString &pageId, const QString &audienceId, const QString &versionId,
                                              const QString &area, const QString &label)
{
    m_targets.insert(versionId, {pageId, audienceId});
    WriteTracker::Write write;
    write.note = {JournalOperation::publishVersion, area, pageId, audienceId, versionId, label, {}};
    // Every attempt, Retry included, first reads and records what this version puts live now.
    write.beforeSend = [this, pageId, audienceId, versionId](std::function<void()> send) {
        readThenSend(pageId, audienceId, versionId, send);
    };
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

bool PublishActions::check(const QString &versionId, Recording recording)
{
    const auto target = m_targets.constFind(versionId);
    Net::ApiClient *client = m_writes.client();
    if (target == m_targets.constEnd() || !client || m_writes.state(versionId) != WriteTracker::State::Failed)
        return false;
    auto *reply = client->versions().get(target->first, target->second, versionId, this);
    reply->then(
        this, [this, versionId, recording](const Net::AudienceVersion &version) { onChecked(versionId, version, recording); },
        [this, versionId](const Net::ApiError &error) {
            emit checked(versionId, false, tr("The check could not read the version: %1").arg(error.toString()));
        });
    return true;
}

AreaWriteHandler PublishActions::writeHandler()
{
    AreaWriteHandler handler = AreaWriteHandler::of(*this);
    handler.check = [this](const QString &versionId, QObject *context, AreaWriteHandler::CheckAnswer answer) {
        auto *once = new QObject(context);
        connect(this, &PublishActions::checked, once,
                [once, versionId, answer = std::move(answer)](const QString &checkedId, bool published, const QString &finding) {
                    if (checkedId != versionId)
                        return;
                    once->deleteLater();
                    answer(published, finding);
                });
        if (check(versionId))
            return true;
        delete once;
        return false;
    };
    return handler;
}

void PublishActions::onChecked(const QString &versionId, const Net::AudienceVersion &version, Recording recording)
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
    if (WriteJournal *journal = m_writes.journal(); journal && m_writes.journalId(versionId) && recording == Recording::Either)
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
