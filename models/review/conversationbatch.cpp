#include "models/review/conversationbatch.h"

#include "net/apiclient.h"

#include <algorithm>

namespace Audience::Models {

ConversationBatch::ConversationBatch(QObject *parent)
    : QObject(parent)
{
}

ConversationBatch::~ConversationBatch()
{
    // Answers that come later must not reach a batch that is gone.
    const auto replies = m_inFlight.values();
    m_inFlight.clear();
    for (const QPointer<Net::ApiReply> &reply : replies) {
        if (reply)
            reply->abort();
    }
}

void ConversationBatch::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    cancel();
    m_client = client;
}

void ConversationBatch::read(const QList<Target> &targets)
{
    if (!isRunning()) {
        m_total = 0;
        m_done = 0;
        m_failed = 0;
    }
    for (const Target &target : targets) {
        if (target.audienceId.isEmpty() || m_inFlight.contains(target.audienceId) || m_queue.contains(target))
            continue;
        m_queue.append(target);
        ++m_total;
    }
    emit progressChanged(m_done, m_total);
    startMore();
}

void ConversationBatch::cancel()
{
    if (!isRunning())
        return;
    m_queue.clear();
    const auto replies = m_inFlight.values();
    m_inFlight.clear(); // first: an abort that answers at once is then not counted
    for (const QPointer<Net::ApiReply> &reply : replies) {
        if (reply)
            reply->abort();
    }
    emit finished(true);
}

void ConversationBatch::startMore()
{
    if (!m_client) {
        if (!m_queue.isEmpty())
            cancel();
        return;
    }
    while (m_inFlight.size() < maxInFlight && !m_queue.isEmpty()) {
        const Target target = m_queue.takeFirst();
        auto *reply = m_client->conversation().history(target.pageId, target.audienceId, this);
        m_inFlight.insert(target.audienceId, reply);
        m_mostInFlight = std::max(m_mostInFlight, int(m_inFlight.size()));
        reply->then(
            this,
            [this, target, reply](const Net::Conversation &conversation) {
                if (m_inFlight.value(target.audienceId).data() != static_cast<Net::ApiReply *>(reply))
                    return; // cancelled meanwhile
                emit conversationRead(target.pageId, target.audienceId, conversation);
                settle(target.audienceId);
            },
            [this, target, reply](const Net::ApiError &error) {
                if (m_inFlight.value(target.audienceId).data() != static_cast<Net::ApiReply *>(reply))
                    return;
                ++m_failed;
                emit readFailed(target.pageId, target.audienceId, error);
                settle(target.audienceId);
            });
    }
}

void ConversationBatch::settle(const QString &audienceId)
{
    m_inFlight.remove(audienceId);
    ++m_done;
    emit progressChanged(m_done, m_total);
    startMore();
    if (!isRunning())
        emit finished(false);
}

} // namespace Audience::Models
