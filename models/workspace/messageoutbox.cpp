#include "models/workspace/messageoutbox.h"

#include "models/store/writejournal.h"
#include "models/workspace/composerdrafts.h"
#include "net/apiclient.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <QLocale>

#include <utility>

namespace Audience::Models {

MessageOutbox::MessageOutbox(QObject *parent)
    : QObject(parent)
{
    connect(&m_writes, &WriteTracker::storeTookWrites, this, &MessageOutbox::forgetStoreRefusals);
    connect(&m_writes, &WriteTracker::stateChanged, this, [this](const QString &id, WriteTracker::State state) {
        const auto it = m_messages.find(id);
        if (it == m_messages.end())
            return;
        it->state = state;
        it->errorText = m_writes.errorText(id);
        it->notConfirmed = m_writes.isNotConfirmed(id);
        it->notRecorded = m_writes.unrecordedText(id);
        emit changed(it->audienceId);
    });
    // Sent, but the store could not record it yet (a full disk), and later recorded: said both; and
    // a refusal's words once the store takes writes again.
    connect(&m_writes, &WriteTracker::outcomeRecordingChanged, this, [this](const QStringList &ids) {
        QSet<QString> audiences;
        for (const QString &id : ids) {
            const auto it = m_messages.find(id);
            if (it == m_messages.end())
                continue;
            const QString notRecorded = m_writes.unrecordedText(id);
            const QString errorText = m_writes.errorText(id); // a refusal's words, once the store takes writes
            if (notRecorded != it->notRecorded || errorText != it->errorText) {
                it->notRecorded = notRecorded;
                it->errorText = errorText;
                audiences.insert(it->audienceId);
            }
        }
        for (const QString &audienceId : std::as_const(audiences))
            emit changed(audienceId);
    });
}

void MessageOutbox::setClient(Net::ApiClient *client)
{
    if (m_writes.client() == client)
        return;
    m_writes.setClient(client);
    m_historyIds.clear(); // another service's histories
    // What was not accepted is kept for the user (its text is theirs); it can be sent again once a
    // connection is back. Accepted ones belong to the old connection's conversations.
    QStringList audiences;
    for (auto it = m_messages.begin(); it != m_messages.end();) {
        audiences.append(it->audienceId);
        if (it->state == WriteTracker::State::Done) {
            m_order.removeAll(it.key());
            it = m_messages.erase(it);
        } else {
            it->state = WriteTracker::State::Failed;
            it->errorText = tr("the connection changed before the service answered. Edit takes the text back to send it again.");
            ++it;
        }
    }
    audiences.removeDuplicates();
    for (const QString &audienceId : std::as_const(audiences))
        emit changed(audienceId);
}

void MessageOutbox::setDrafts(ComposerDrafts *drafts)
{
    if (m_drafts)
        disconnect(m_drafts, nullptr, this, nullptr);
    m_drafts = drafts;
    if (drafts) {
        connect(drafts, &ComposerDrafts::problemChanged, this, [this](const QString &problem) {
            if (problem.isEmpty())
                forgetStoreRefusals(); // the drafts were kept: the store takes writes again
        });
    }
}

void MessageOutbox::forgetStoreRefusals()
{
    // "Not sent: the disk holding the profile is full." says why a send was refused, and is no
    // longer true once the store takes writes: the composer's line goes (its text is still there,
    // for Send).
    const QHash<QString, QString> refused = std::exchange(m_refusals, {});
    for (auto it = refused.cbegin(); it != refused.cend(); ++it)
        emit changed(it.key());
}

bool MessageOutbox::adopt(const JournalEntry &entry)
{
    const QJsonObject body = QJsonDocument::fromJson(entry.body).object();
    const QString text = body.value(QStringLiteral("message")).toString();
    const QString id = entry.idempotencyKey;
    if (id.isEmpty() || text.isEmpty() || entry.note.audienceId.isEmpty() || m_messages.contains(id))
        return false;
    Outgoing message{.clientMessageId = id,
                     .pageId = entry.note.pageId,
                     .audienceId = entry.note.audienceId,
                     .text = text,
                     .createdAt = entry.startedAt,
                     .sentWith = m_writes.client(),
                     .state = WriteTracker::State::Failed,
                     .errorText = WriteTracker::notConfirmedText(),
                     .notConfirmed = true,
                     .source = Source::Composer};
    if (isKind(entry.note.kind(), WriteKind::UndoInstruction)) {
        message.source = Source::Elsewhere; // an undo's instruction never came from the composer
        message.operation = entry.note.operation;
        message.label = entry.note.targetLabel;
    }
    m_messages.insert(id, message);
    m_order.append(id);
    if (!m_writes.adopt(id, makeWrite(message), entry)) {
        m_messages.remove(id);
        m_order.removeAll(id);
        return false;
    }
    emit changed(message.audienceId);
    return true;
}

bool MessageOutbox::discard(const QString &clientMessageId)
{
    const auto it = m_messages.constFind(clientMessageId);
    if (it == m_messages.constEnd() || it->state != WriteTracker::State::Failed)
        return false;
    const QString audienceId = it->audienceId;
    m_writes.discard(clientMessageId);
    m_messages.remove(clientMessageId);
    m_order.removeAll(clientMessageId);
    emit changed(audienceId);
    return true;
}

QString MessageOutbox::validate(const QString &text)
{
    if (text.trimmed().isEmpty())
        return tr("Type a message first.");
    if (text.size() > maxLength)
        return tr("The message is %1 characters too long (at most %2).")
            .arg(QLocale().toString(text.size() - maxLength), QLocale().toString(maxLength));
    return {};
}

QString MessageOutbox::send(const QString &pageId, const QString &audienceId, const QString &text, Source source)
{
    Outgoing message;
    message.pageId = pageId;
    message.audienceId = audienceId;
    message.text = text;
    message.source = source;
    return sendOutgoing(message);
}

QString MessageOutbox::sendUndo(const QString &pageId, const QString &audienceId, const QString &text, const QString &label)
{
    Outgoing message;
    message.pageId = pageId;
    message.audienceId = audienceId;
    message.text = text;
    message.source = Source::Elsewhere;
    message.operation = JournalOperation::undoInstruction;
    message.label = label;
    return sendOutgoing(message);
}

QString MessageOutbox::sendOutgoing(Outgoing message)
{
    m_lastRefusal.clear();
    const QString pageId = message.pageId;
    const QString audienceId = message.audienceId;
    const QString text = message.text;
    const Source source = message.source;
    if (!validate(text).isEmpty() || pageId.isEmpty() || audienceId.isEmpty() || !m_writes.client())
        return {};
    const QString id = Net::ApiClient::makeIdempotencyKey();
    message.clientMessageId = id;
    if (message.label.isEmpty())
        message.label = m_names.nameOf(audienceId);
    message.createdAt = QDateTime::currentDateTimeUtc();
    message.sentWith = m_writes.client();
    message.historyBefore = m_historyIds.value(audienceId);
    m_messages.insert(id, message);
    m_order.append(id);
    if (!m_writes.start(id, makeWrite(m_messages.value(id)), id)) {
        m_messages.remove(id);
        m_order.removeAll(id);
        if (m_writes.isRefusedByStore(id)) {
            m_lastRefusal = m_writes.errorText(id);
            m_writes.forget(id);
            // Nothing left the composer: its text stays the draft (in memory again, and in the
            // store as soon as it can be written), and the composer says why.
            if (source == Source::Composer) {
                m_refusals.insert(audienceId, m_lastRefusal);
                if (m_drafts)
                    m_drafts->setText(audienceId, text);
            }
            emit changed(audienceId);
        }
        return {};
    }
    if (source == Source::Composer && m_refusals.remove(audienceId) > 0)
        emit changed(audienceId);
    return id;
}

void MessageOutbox::dismissRefusal(const QString &audienceId)
{
    if (m_refusals.remove(audienceId) > 0)
        emit changed(audienceId);
}

bool MessageOutbox::confirm(const QString &clientMessageId, const QByteArray &answer)
{
    const auto it = m_messages.constFind(clientMessageId);
    if (it == m_messages.constEnd() || !it->notConfirmed || it->state != WriteTracker::State::Failed)
        return false;
    const QString audienceId = it->audienceId;
    if (WriteJournal *journal = m_writes.journal(); journal && m_writes.journalId(clientMessageId))
        journal->recordDone(m_writes.journalId(clientMessageId), answer);
    m_writes.forget(clientMessageId);
    m_messages.remove(clientMessageId);
    m_order.removeAll(clientMessageId);
    emit changed(audienceId);
    return true;
}

bool MessageOutbox::retry(const QString &clientMessageId)
{
    const auto it = m_messages.constFind(clientMessageId);
    if (it == m_messages.constEnd() || it->state != WriteTracker::State::Failed)
        return false;
    if (m_writes.retry(clientMessageId))
        return true;
    // Another profile's service must not receive it; the user can take the text back (Edit).
    if (it->sentWith != m_writes.client())
        return false;
    // Failed by a reconnection to the same service: the tracker forgot it, so start it again under
    // the same key.
    return m_writes.start(clientMessageId, makeWrite(*it), clientMessageId);
}

WriteTracker::Write MessageOutbox::makeWrite(const Outgoing &message)
{
    WriteTracker::Write write;
    write.payload = message.text;
    write.note = {message.operation.isEmpty() ? JournalOperation::sendMessage : message.operation, QStringLiteral("workspace"),
                  message.pageId, message.audienceId, message.audienceId, message.label,
                  QJsonObject{{QStringLiteral("message"), message.text}, {QStringLiteral("clientMessageId"), message.clientMessageId}}};
    // The text leaves the composer's draft in the journal's transaction: always in one of the two.
    if (m_drafts && message.source == Source::Composer) {
        write.alongside = [drafts = m_drafts, audienceId = message.audienceId]() -> StoreResult<void> {
            return drafts ? drafts->takeForSend(audienceId) : StoreResult<void>();
        };
    }
    // The tracker hands over the message's clientMessageId as the key, the same on every attempt.
    write.send = [message](Net::ApiClient &client, const QString &key, QObject *context) -> Net::ApiReply * {
        return client.conversation().send(message.pageId, message.audienceId, {message.text, key, std::nullopt}, context);
    };
    write.onAnswer = [this, message](Net::ApiReply &reply, bool current) {
        if (!current)
            return;
        const auto &answer = static_cast<Net::Reply<Net::MessageAccepted> &>(reply).value();
        if (auto found = m_messages.find(message.clientMessageId); found != m_messages.end())
            found->versionId = answer.versionId;
        emit accepted(message.pageId, message.audienceId, message.clientMessageId, answer.versionId);
    };
    return write;
}

QString MessageOutbox::takeBack(const QString &clientMessageId)
{
    const auto it = m_messages.constFind(clientMessageId);
    if (it == m_messages.constEnd() || it->state != WriteTracker::State::Failed)
        return {};
    const Outgoing message = *it;
    // Into the composer's draft first, then out of the journal: a crash in between leaves it in
    // both, never in neither.
    if (m_drafts) {
        m_drafts->setText(message.audienceId, message.text);
        m_drafts->flush();
    }
    m_writes.discard(clientMessageId);
    m_messages.remove(clientMessageId);
    m_order.removeAll(clientMessageId);
    emit changed(message.audienceId);
    return message.text;
}

void MessageOutbox::settle(const QString &audienceId, const QList<Net::Message> &history)
{
    bool any = false;
    QSet<qsizetype> claimed; // each history row holds one message: a text sent twice needs two rows
    for (const QString &id : QStringList(m_order)) {
        const auto it = m_messages.find(id);
        if (it->audienceId != audienceId || it->state != WriteTracker::State::Done)
            continue;
        if (heldBy(*it, history, claimed) || it->versionSettled) {
            m_writes.forget(id);
            m_order.removeAll(id);
            m_messages.erase(it);
            any = true;
        }
    }
    QSet<QString> ids;
    for (const Net::Message &message : history)
        ids.insert(message.messageId.value());
    m_historyIds.insert(audienceId, ids);
    if (any)
        emit changed(audienceId);
}

bool MessageOutbox::heldBy(const Outgoing &message, const QList<Net::Message> &history, QSet<qsizetype> &claimed)
{
    for (qsizetype row = 0; row < history.size(); ++row) {
        const Net::Message &shown = history.at(row);
        if (claimed.contains(row) || shown.role.value() != QLatin1StringView("user") || shown.content.value() != message.text)
            continue;
        // The same words sent before this message, and already in the history then, are not it.
        if (!shown.messageId.value().isEmpty() && message.historyBefore.contains(shown.messageId.value()))
            continue;
        claimed.insert(row);
        return true;
    }
    return false;
}

void MessageOutbox::versionSettled(const Net::AudienceVersion &version)
{
    for (Outgoing &message : m_messages) {
        if (message.state == WriteTracker::State::Done && !version.versionId.isEmpty() && message.versionId == version.versionId)
            message.versionSettled = true;
    }
}

QList<MessageOutbox::Outgoing> MessageOutbox::outgoing(const QString &audienceId) const
{
    QList<Outgoing> result;
    for (const QString &id : m_order) {
        const Outgoing &message = m_messages[id];
        if (message.audienceId == audienceId)
            result.append(message);
    }
    return result;
}

std::optional<MessageOutbox::Outgoing> MessageOutbox::find(const QString &clientMessageId) const
{
    const auto it = m_messages.constFind(clientMessageId);
    if (it == m_messages.constEnd())
        return std::nullopt;
    return *it;
}

} // namespace Audience::Models
