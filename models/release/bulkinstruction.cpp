#include "models/release/bulkinstruction.h"

#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"
#include "net/audiencetypes.h"

#include <algorithm>

namespace Audience::Models {

BulkInstruction::BulkInstruction(MessageOutbox *outbox, VersionFollower *versions, QObject *parent)
    : BatchRunner(parent)
    , m_outbox(outbox)
    , m_versions(versions)
    , m_instructions(*outbox, *versions)
{
    setSteps({{[this](const Job &job) { send(job); }, tr("Sending…"), {}, defaultMaxInFlight},
              {[this](const Job &job) { followDraft(job); }, tr("The agent is working on it…"), {}, 0}});
    setWaitingWords(tr("Not sent yet"), tr("Waiting to be sent"));
    setRetryName(tr("Retry sending to %1"));
    connect(&m_instructions, &InstructionWatch::sendFailed, this, &BulkInstruction::onMessageFailed);
    connect(&m_instructions, &InstructionWatch::accepted, this, &BulkInstruction::onAccepted);
    connect(&m_instructions, &InstructionWatch::settled, this, &BulkInstruction::onSettled);
    rewordRefusalsOf(*outbox->tracker());
}

bool BulkInstruction::list(const AudienceKeys &audiences)
{
    QList<Row> rows;
    for (const AudienceKey &audience : audiences) {
        Row row;
        row.audience = audience;
        rows.append(row);
    }
    return listRows(rows);
}

bool BulkInstruction::listRows(const QList<Row> &rows)
{
    if (isRunning())
        return false;
    m_rows.clear();
    m_instructions.clear();
    QList<Item> items;
    for (const Row &row : rows) {
        const bool seen = std::any_of(m_rows.cbegin(), m_rows.cend(), [&](const Row &listed) { return listed.audience == row.audience; });
        if (!seen) {
            m_rows.append(row);
            items.append({row.audience.label, row.audience.audienceId});
        }
    }
    m_jobs = QList<Job>(m_rows.size());
    return setItems(items);
}

bool BulkInstruction::start(const AudienceKeys &audiences, const QString &text)
{
    if (!m_outbox || !MessageOutbox::validate(text).isEmpty() || audiences.isEmpty() || !list(audiences))
        return false;
    for (Row &row : m_rows)
        row.text = text;
    m_text = text;
    return run();
}

bool BulkInstruction::start(const QList<Message> &messages)
{
    const bool valid = std::all_of(messages.cbegin(), messages.cend(), [](const Message &m) { return MessageOutbox::validate(m.text).isEmpty(); });
    if (!m_outbox || !valid || messages.isEmpty())
        return false;
    QList<Row> rows;
    for (const Message &message : messages) {
        Row row;
        row.audience = message.audience;
        row.text = message.text;
        row.undoLabel = message.undoLabel;
        rows.append(row);
    }
    if (!listRows(rows))
        return false;
    m_text.clear();
    return run();
}

void BulkInstruction::send(const Job &job)
{
    m_jobs[job.row()] = job;
    Row &row = m_rows[job.row()];
    const bool again = !row.clientMessageId.isEmpty();
    bool sent = false;
    if (again) {
        sent = m_outbox->retry(row.clientMessageId);
    } else {
        // Elsewhere: each audience's composer keeps what the user had typed there.
        row.clientMessageId = row.undoLabel.isEmpty()
                                  ? m_outbox->send(row.audience.pageId, row.audience.audienceId, row.text, MessageOutbox::Source::Elsewhere)
                                  : m_outbox->sendUndo(row.audience.pageId, row.audience.audienceId, row.text, row.undoLabel);
        sent = !row.clientMessageId.isEmpty();
        m_instructions.watch(row.clientMessageId);
    }
    if (sent || !job.isCurrent())
        return; // on its way, or it failed already, in the tracker's words
    // The store's words when the journal refused it ("Not sent: the disk holding the profile is full.").
    const QString refusal = again ? (m_outbox->tracker()->isRefusedByStore(row.clientMessageId) ? m_outbox->tracker()->errorText(row.clientMessageId) : QString())
                                  : m_outbox->lastRefusal();
    if (refusal.isEmpty())
        job.fail(tr("The message could not be sent: there is no connection."));
    else
        job.failRefusedByStore(refusal);
}

void BulkInstruction::followDraft(const Job &job)
{
    m_jobs[job.row()] = job;
    const Row &row = m_rows.at(job.row());
    // A retry: the send went through, following its version stopped (it could not be read, or it
    // ended as no draft): it is read again.
    m_instructions.followVersion(row.audience.pageId, row.audience.audienceId, row.clientMessageId, row.versionId, job.isRetry());
}

int BulkInstruction::indexOfMessage(const QString &clientMessageId) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).clientMessageId == clientMessageId)
            return i;
    }
    return -1;
}

void BulkInstruction::onMessageFailed(const QString &clientMessageId, const QString &why)
{
    const int index = indexOfMessage(clientMessageId);
    if (index >= 0 && step(index) == SendStep)
        m_jobs.at(index).fail(why);
}

void BulkInstruction::onAccepted(const QString &clientMessageId, const QString &versionId)
{
    const int index = indexOfMessage(clientMessageId);
    if (index < 0)
        return;
    m_rows[index].versionId = versionId;
    if (step(index) == SendStep)
        m_jobs.at(index).finish();
}

void BulkInstruction::onSettled(const QString &clientMessageId, const Net::AudienceVersion &version)
{
    const int index = indexOfMessage(clientMessageId);
    if (index >= 0 && m_rows.at(index).versionId == version.versionId && step(index) == DraftStep)
        settleDraft(index, version);
}

void BulkInstruction::settleDraft(int index, const Net::AudienceVersion &version)
{
    m_rows[index].versionNumber = version.versionNumber;
    if (InstructionWatch::isDraft(version))
        m_jobs.at(index).finish(tr("Draft v%1 ready").arg(version.versionNumber));
    else
        m_jobs.at(index).fail(InstructionWatch::notADraft(version));
}

bool BulkInstruction::isFinished() const
{
    return itemCount() > 0 && count(Stage::Done) + count(Stage::Failed) == itemCount();
}

QString BulkInstruction::progressText() const
{
    const QString ready = tr("%1 of %n drafts ready", nullptr, itemCount()).arg(count(Stage::Done));
    const int failed = count(Stage::Failed);
    return failed == 0 ? ready : tr("%1, %n failed", nullptr, failed).arg(ready);
}

} // namespace Audience::Models
