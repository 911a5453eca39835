#include "models/common/writetracker.h"

#include "net/apiclient.h"
#include "net/apireply.h"

#include <utility>

namespace Audience::Models {

WriteTracker::WriteTracker(QObject *parent)
    : QObject(parent)
{
}

WriteTracker::~WriteTracker() = default;

void WriteTracker::setClient(Net::ApiClient *client)
{
    if (m_client == client)
        return;
    m_client = client;
    const auto writes = std::exchange(m_writes, {});
    for (auto it = writes.cbegin(); it != writes.cend(); ++it) {
        if (it->state != State::None)
            emit stateChanged(it.key(), State::None);
    }
    setPending(0);
}

Net::ApiClient *WriteTracker::client() const
{
    return m_client;
}

bool WriteTracker::start(const QString &item, Write write)
{
    return start(item, std::move(write), Net::ApiClient::makeIdempotencyKey());
}

bool WriteTracker::start(const QString &item, Write write, const QString &idempotencyKey)
{
    if (!m_client || item.isEmpty() || isPending(item) || idempotencyKey.isEmpty())
        return false;
    Entry entry{std::move(write), idempotencyKey, State::None, {}, 0};
    return send(item, m_writes.insert(item, std::move(entry)).value());
}

bool WriteTracker::retry(const QString &item)
{
    const auto it = m_writes.find(item);
    if (it == m_writes.end() || it->state != State::Failed || !m_client)
        return false;
    return send(item, *it);
}

void WriteTracker::forget(const QString &item)
{
    const auto it = m_writes.constFind(item);
    if (it == m_writes.constEnd() || it->state == State::Pending)
        return;
    const bool hadState = it->state != State::None;
    m_writes.erase(it);
    if (hadState)
        emit stateChanged(item, State::None);
}

bool WriteTracker::send(const QString &item, Entry &entry)
{
    Net::ApiReply *reply = entry.write.send(*m_client, entry.idempotencyKey, this);
    if (!reply)
        return false;
    entry.serial = ++m_nextSerial;
    entry.state = State::Pending;
    entry.error = {};
    const quint64 serial = entry.serial;
    // Kept beside the reply, so a success after setClient() still reaches it (the service did it).
    const AnswerHandler onAnswer = entry.write.onAnswer;
    connect(reply, &Net::ApiReply::finished, this, [this, reply, item, serial, onAnswer] {
        const auto it = m_writes.constFind(item);
        if (it == m_writes.constEnd() || it->serial != serial) {
            if (!reply->isError() && onAnswer)
                onAnswer(*reply, false);
            return;
        }
        finish(item, *reply);
    });
    setPending(m_pending + 1);
    emit stateChanged(item, State::Pending);
    return true;
}

void WriteTracker::finish(const QString &item, Net::ApiReply &reply)
{
    Entry &entry = m_writes[item];
    entry.serial = 0;
    setPending(m_pending - 1);
    if (reply.isError()) {
        entry.state = State::Failed;
        entry.error = reply.error();
        const Net::ApiError error = entry.error;
        emit stateChanged(item, State::Failed);
        emit failed(item, error);
        return;
    }
    entry.state = State::Done;
    // The handler first, so views that repaint on stateChanged already see what was written.
    if (const AnswerHandler onAnswer = entry.write.onAnswer)
        onAnswer(reply, true);
    emit stateChanged(item, State::Done);
    emit succeeded(item, &reply);
}

void WriteTracker::setPending(int count)
{
    if (count == m_pending)
        return;
    m_pending = count;
    emit pendingCountChanged(m_pending);
}

WriteTracker::State WriteTracker::state(const QString &item) const
{
    const auto it = m_writes.constFind(item);
    return it == m_writes.constEnd() ? State::None : it->state;
}

Net::ApiError WriteTracker::error(const QString &item) const
{
    const auto it = m_writes.constFind(item);
    return it == m_writes.constEnd() ? Net::ApiError{} : it->error;
}

QString WriteTracker::errorText(const QString &item) const
{
    return state(item) == State::Failed ? error(item).toString() : QString();
}

QString WriteTracker::idempotencyKey(const QString &item) const
{
    return m_writes.value(item).idempotencyKey;
}

QVariant WriteTracker::payload(const QString &item) const
{
    return m_writes.value(item).write.payload;
}

} // namespace Audience::Models
