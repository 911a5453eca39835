#include "models/review/conversationbatch.h"

#include "net/apiclient.h"

namespace Audience::Models {

ConversationBatch::ConversationBatch(QObject *parent, int readsAtOnce)
    : BatchRunner(parent)
{
    setSteps({{[this](const Job &job) { readOne(job); }, tr("Reading the conversation…"), {}, readsAtOnce}});
}

ConversationBatch::~ConversationBatch()
{
    // The reads in flight are aborted here, while their answers could still reach this object.
    cancel();
}

void ConversationBatch::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    cancel();
    m_client = client;
}

bool ConversationBatch::isQueued(const Target &target) const
{
    for (int row = 0; row < m_targets.size(); ++row) {
        if (m_targets.at(row).audienceId == target.audienceId && (stage(row) == Stage::Waiting || stage(row) == Stage::Running))
            return true;
    }
    return false;
}

void ConversationBatch::read(const QList<Target> &targets)
{
    const bool joining = isRunning();
    if (!joining) {
        clear();
        m_targets.clear();
    }
    QList<Item> items;
    for (const Target &target : targets) {
        if (target.audienceId.isEmpty() || isQueued(target))
            continue;
        m_targets.append(target); // before add(): a read may start at once
        items.append({target.audienceId, target.audienceId});
    }
    add(items);
    if (!joining)
        run();
}

void ConversationBatch::readOne(const Job &job)
{
    const Target target = m_targets.at(job.row());
    if (!m_client) {
        // No client to read with: the batch stops, as when the client goes (setClient).
        job.onCancel([] {});
        cancel();
        return;
    }
    auto *reply = m_client->conversation().history(target.pageId, target.audienceId, this);
    job.onCancel([reply = QPointer<Net::ApiReply>(reply)] {
        if (reply)
            reply->abort();
    });
    reply->then(
        this,
        [this, target, job](const Net::Conversation &conversation) {
            if (!job.isCurrent())
                return; // cancelled meanwhile
            // Handed on before the row settles: whoever hears finished() has every read.
            emit conversationRead(target.pageId, target.audienceId, conversation);
            job.finish();
        },
        [this, target, job](const Net::ApiError &error) {
            if (!job.isCurrent())
                return;
            emit readFailed(target.pageId, target.audienceId, error);
            job.fail(error.toString());
        });
}

} // namespace Audience::Models
