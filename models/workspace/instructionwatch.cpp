#include "models/workspace/instructionwatch.h"

#include "models/workspace/changelabels.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"

namespace Audience::Models {

InstructionWatch::InstructionWatch(MessageOutbox &outbox, VersionFollower &versions, QObject *parent)
    : QObject(parent)
    , m_outbox(outbox)
    , m_versions(versions)
{
    connect(outbox.tracker(), &WriteTracker::stateChanged, this, [this](const QString &id, WriteTracker::State state) {
        // Done comes with accepted() (the versionId), handled there.
        if (state == WriteTracker::State::Failed && m_watched.contains(id))
            emit sendFailed(id, m_outbox.tracker()->errorText(id));
    });
    connect(&outbox, &MessageOutbox::accepted, this,
            [this](const QString &, const QString &, const QString &clientMessageId, const QString &versionId) {
                if (m_watched.contains(clientMessageId))
                    emit accepted(clientMessageId, versionId);
            });
    connect(&versions, &VersionFollower::versionSettled, this, [this](const Net::AudienceVersion &version) {
        const QString message = m_messageOf.value(version.versionId);
        if (!message.isEmpty() && m_watched.contains(message))
            emit settled(message, version);
    });
}

void InstructionWatch::watch(const QString &clientMessageId)
{
    if (!clientMessageId.isEmpty())
        m_watched.insert(clientMessageId);
}

void InstructionWatch::forget(const QString &clientMessageId)
{
    m_watched.remove(clientMessageId);
    m_messageOf.removeIf([&clientMessageId](QHash<QString, QString>::iterator entry) { return entry.value() == clientMessageId; });
}

void InstructionWatch::clear()
{
    m_watched.clear();
    m_messageOf.clear();
}

void InstructionWatch::followVersion(const QString &pageId, const QString &audienceId, const QString &clientMessageId,
                                     const QString &versionId, bool readAgain)
{
    if (versionId.isEmpty())
        return;
    watch(clientMessageId);
    m_messageOf.insert(versionId, clientMessageId);
    // The connection follows every accepted message's version; it may have settled already.
    const auto known = m_versions.version(versionId);
    if (!readAgain && known && !VersionFollower::isInFlight(known->status) && !m_versions.isFollowing(versionId)) {
        emit settled(clientMessageId, *known);
        return;
    }
    m_versions.follow(pageId, audienceId, versionId); // following it twice is harmless
}

bool InstructionWatch::isDraft(const Net::AudienceVersion &version)
{
    return Net::versionStatusFromString(version.status) == Net::VersionStatus::Draft;
}

QString InstructionWatch::notADraft(const Net::AudienceVersion &version)
{
    return tr("The agent's version %1 ended “%2”, not as a draft.").arg(version.versionNumber).arg(ChangeLabels::versionStatus(version.status));
}

} // namespace Audience::Models
