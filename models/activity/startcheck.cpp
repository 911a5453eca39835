#include "models/activity/startcheck.h"

#include "models/common/servicelink.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "net/apiclient.h"
#include "net/conversationapi.h"
#include "net/conversationtypes.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

#include <limits>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcStartCheck, "audience.models.startcheck")

namespace {

QString messageKey(const JournalEntry &entry)
{
    return entry.note.pageId + u'/' + entry.note.audienceId;
}

bool isMessage(const JournalEntry &entry)
{
    return entry.note.operation == JournalOperation::sendMessage || entry.note.operation == JournalOperation::undoInstruction;
}

} // namespace

StartCheck::StartCheck(ServiceLink &service, MessageOutbox &outbox, PublishActions &publishes, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_outbox(outbox)
    , m_publishes(publishes)
{
    connect(&m_publishes, &PublishActions::checked, this, [this](const QString &versionId, bool published, const QString &finding) {
        const auto asked = m_askingPublishes.constFind(versionId);
        if (asked == m_askingPublishes.constEnd())
            return; // the user's own Check
        const qint64 id = *asked;
        m_askingPublishes.erase(asked);
        if (published)
            ++m_confirmed;
        emit answered(id, published, finding);
        finishOne();
    });
}

void StartCheck::ask(const JournalEntry &entry)
{
    if (m_asked.contains(entry.id) || !m_service.isConnected() || !m_service.client())
        return;
    if (isMessage(entry)) {
        m_asked.insert(entry.id);
        const QString key = messageKey(entry);
        const bool first = !m_askingMessages.contains(key);
        m_askingMessages[key].append(entry); // read once for all of them: the answer comes later
        if (first)
            readConversation(entry.note.pageId, entry.note.audienceId);
    } else if (entry.note.operation == JournalOperation::publishVersion) {
        m_asked.insert(entry.id);
        if (m_publishes.check(entry.note.targetId, PublishActions::Recording::OnlyIfLive))
            m_askingPublishes.insert(entry.note.targetId, entry.id);
    }
}

void StartCheck::forget()
{
    ++m_generation;
    m_asked.clear();
    const bool wasAsking = askingCount() > 0;
    m_askingMessages.clear();
    m_askingPublishes.clear();
    if (wasAsking)
        emit idle();
}

QString StartCheck::confirmedLine(const QDateTime &writtenAt)
{
    return tr("Confirmed by the service at start: its conversation has this message (written %1).")
        .arg(writtenAt.toUTC().toString(Qt::ISODate));
}

int StartCheck::rowHolding(const JournalEntry &entry, const QList<Net::Message> &history, const QSet<int> &claimed)
{
    const QString text = QJsonDocument::fromJson(entry.body).object().value(QStringLiteral("message")).toString();
    if (text.isEmpty() || !entry.startedAt.isValid())
        return -1;
    const qint64 journaledMs = entry.startedAt.toMSecsSinceEpoch();
    int best = -1;
    qint64 bestDistance = std::numeric_limits<qint64>::max();
    for (int row = 0; row < history.size(); ++row) {
        const Net::Message &message = history.at(row);
        if (claimed.contains(row) || message.role.value() != QLatin1StringView("user") || message.content.value() != text)
            continue;
        const QDateTime written = ConversationModel::messageTime(message);
        // A message with no time, or written before the intent, is not this one (the same words
        // sent earlier).
        if (!written.isValid() || written.toMSecsSinceEpoch() < journaledMs - clockSkewMs)
            continue;
        const qint64 distance = qAbs(written.toMSecsSinceEpoch() - journaledMs);
        if (distance < bestDistance) {
            best = row;
            bestDistance = distance;
        }
    }
    return best;
}

void StartCheck::readConversation(const QString &pageId, const QString &audienceId)
{
    const QString key = pageId + u'/' + audienceId;
    const quint64 generation = m_generation;
    auto *reply = m_service.client()->conversation().history(pageId, audienceId, this);
    reply->then(
        this,
        [this, key, generation](const Net::Conversation &conversation) {
            if (generation == m_generation)
                onHistory(key, conversation.messages.value());
        },
        [this, key, generation](const Net::ApiError &error) {
            if (generation != m_generation)
                return;
            qCInfo(lcStartCheck) << "the conversation of" << key << "could not be read to confirm its messages:" << error.toString();
            m_askingMessages.remove(key); // they stay not confirmed: Retry or Check by hand
            finishOne();
        });
}

void StartCheck::onHistory(const QString &key, const QList<Net::Message> &history)
{
    const QList<JournalEntry> entries = m_askingMessages.take(key);
    QSet<int> claimed; // one row holds one message: the same words sent twice need two rows
    for (const JournalEntry &entry : entries) {
        const int row = rowHolding(entry, history, claimed);
        if (row < 0) {
            qCInfo(lcStartCheck) << "journal entry" << entry.id << "is not in its conversation: it stays not confirmed";
            continue;
        }
        claimed.insert(row);
        const Net::Message &message = history.at(row);
        const QString line = confirmedLine(ConversationModel::messageTime(message));
        const QJsonObject answer{{QStringLiteral("confirmedAtStart"), line},
                                 {QStringLiteral("messageId"), message.messageId.value()},
                                 {QStringLiteral("timestamp"), ConversationModel::messageTime(message).toString(Qt::ISODateWithMs)}};
        if (!m_outbox.confirm(entry.idempotencyKey, QJsonDocument(answer).toJson(QJsonDocument::Compact)))
            continue; // retried or discarded meanwhile
        ++m_confirmed;
        emit answered(entry.id, true, line);
    }
    finishOne();
}

void StartCheck::finishOne()
{
    if (askingCount() == 0)
        emit idle();
}

} // namespace Audience::Models
