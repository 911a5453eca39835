#include "models/release/bulkinstruction.h"

#include <algorithm>

#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"
#include "net/audiencetypes.h"

namespace Audience::Models {

BulkInstruction::BulkInstruction(MessageOutbox *outbox, VersionFollower *versions, QObject *parent)
    : QObject(parent)
    , m_outbox(outbox)
    , m_versions(versions)
{
    connect(outbox->tracker(), &WriteTracker::stateChanged, this, [this](const QString &id) { onMessageState(id); });
    connect(outbox, &MessageOutbox::accepted, this,
            [this](const QString &, const QString &, const QString &clientMessageId, const QString &versionId) {
                onAccepted(clientMessageId, versionId);
            });
    connect(versions, &VersionFollower::versionSettled, this, &BulkInstruction::onSettled);
}

bool BulkInstruction::start(const AudienceKeys &audiences, const QString &text)
{
    if (!m_outbox || !MessageOutbox::validate(text).isEmpty() || audiences.isEmpty())
        return false;
    for (const Row &row : std::as_const(m_rows)) {
        if (row.stage == Stage::Waiting || row.stage == Stage::Sending)
            return false;
    }
    m_text = text;
    m_rows.clear();
    m_finishedSaid = false;
    for (const AudienceKey &audience : audiences) {
        const bool seen = std::any_of(m_rows.cbegin(), m_rows.cend(), [&](const Row &row) { return row.audience == audience; });
        if (!seen) {
            Row row;
            row.audience = audience;
            m_rows.append(row);
        }
    }
    emit progressChanged();
    sendNext();
    return true;
}

void BulkInstruction::sendNext()
{
    int sending = count(Stage::Sending);
    for (int i = 0; i < m_rows.size() && sending < maxInFlight; ++i) {
        if (m_rows.at(i).stage == Stage::Waiting && sendRow(i))
            ++sending;
    }
}

bool BulkInstruction::sendRow(int index)
{
    Row &row = m_rows[index];
    const bool again = !row.clientMessageId.isEmpty();
    bool sent = false;
    if (again) {
        sent = m_outbox->retry(row.clientMessageId);
    } else {
        // Elsewhere: each audience's composer keeps what the user had typed there.
        row.clientMessageId = m_outbox->send(row.audience.pageId, row.audience.audienceId, m_text, MessageOutbox::Source::Elsewhere);
        sent = !row.clientMessageId.isEmpty();
    }
    if (!sent) {
        // The store's words when the journal refused it ("Not sent: the disk holding the profile is full.").
        const QString refusal = again ? (m_outbox->tracker()->isRefusedByStore(row.clientMessageId) ? m_outbox->tracker()->errorText(row.clientMessageId) : QString())
                                      : m_outbox->lastRefusal();
        setStage(index, Stage::Failed, refusal.isEmpty() ? tr("The message could not be sent: there is no connection.") : refusal);
        return false;
    }
    setStage(index, Stage::Sending);
    return true;
}

bool BulkInstruction::retry(int index)
{
    if (index < 0 || index >= m_rows.size() || m_rows.at(index).stage != Stage::Failed)
        return false;
    Row &row = m_rows[index];
    m_finishedSaid = false;
    if (!row.versionId.isEmpty()) {
        // The send went through; following its version stopped (it could not be read): follow again.
        setStage(index, Stage::Processing);
        m_versions->follow(row.audience.pageId, row.audience.audienceId, row.versionId);
        return true;
    }
    if (count(Stage::Sending) >= maxInFlight) {
        setStage(index, Stage::Waiting);
        return true;
    }
    return sendRow(index);
}

int BulkInstruction::retryFailed()
{
    int retried = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).stage == Stage::Failed && retry(i))
            ++retried;
    }
    return retried;
}

int BulkInstruction::indexOfMessage(const QString &clientMessageId) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).clientMessageId == clientMessageId)
            return i;
    }
    return -1;
}

void BulkInstruction::onMessageState(const QString &clientMessageId)
{
    const int index = indexOfMessage(clientMessageId);
    if (index < 0 || m_rows.at(index).stage != Stage::Sending)
        return;
    const WriteTracker::State state = m_outbox->tracker()->state(clientMessageId);
    if (state == WriteTracker::State::Failed) {
        setStage(index, Stage::Failed, m_outbox->tracker()->errorText(clientMessageId));
        sendNext();
    }
    // Done comes with accepted() (the versionId), handled there.
}

void BulkInstruction::onAccepted(const QString &clientMessageId, const QString &versionId)
{
    const int index = indexOfMessage(clientMessageId);
    if (index < 0)
        return;
    m_rows[index].versionId = versionId;
    // The connection follows every accepted message's version; it may have settled already.
    const auto known = m_versions->version(versionId);
    if (known && !VersionFollower::isInFlight(known->status) && !m_versions->isFollowing(versionId))
        onSettled(*known);
    else
        setStage(index, Stage::Processing);
    sendNext();
}

void BulkInstruction::onSettled(const Net::AudienceVersion &version)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).versionId != version.versionId)
            continue;
        m_rows[i].versionNumber = version.versionNumber;
        if (Net::versionStatusFromString(version.status) == Net::VersionStatus::Draft)
            setStage(i, Stage::Ready);
        else
            setStage(i, Stage::Failed, tr("The agent's version %1 ended as “%2”, not as a draft.").arg(version.versionNumber).arg(version.status));
    }
}

void BulkInstruction::setStage(int index, Stage stage, const QString &reason)
{
    Row &row = m_rows[index];
    row.stage = stage;
    row.reason = reason;
    emit rowChanged(index);
    emit progressChanged();
    if (isFinished() && !m_finishedSaid) {
        m_finishedSaid = true;
        emit finished();
    }
}

int BulkInstruction::count(Stage stage) const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [stage](const Row &row) { return row.stage == stage; }));
}

bool BulkInstruction::isFinished() const
{
    return !m_rows.isEmpty() && count(Stage::Ready) + count(Stage::Failed) == m_rows.size();
}

QString BulkInstruction::progressText() const
{
    const QString ready = tr("%1 of %n drafts ready", nullptr, rowCount()).arg(count(Stage::Ready));
    const int failed = count(Stage::Failed);
    return failed == 0 ? ready : tr("%1, %n failed", nullptr, failed).arg(ready);
}

QString BulkInstruction::stageText(const Row &row)
{
    switch (row.stage) {
    case Stage::Waiting:
        return tr("Waiting to be sent");
    case Stage::Sending:
        return tr("Sending…");
    case Stage::Processing:
        return tr("The agent is working on it…");
    case Stage::Ready:
        return tr("Draft v%1 ready").arg(row.versionNumber);
    case Stage::Failed:
        return tr("Failed: %1").arg(row.reason);
    }
    return {};
}

} // namespace Audience::Models
