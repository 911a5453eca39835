#include "models/workspace/conversationmodel.h"

#include "models/common/servicelink.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

namespace Audience::Models {

namespace {

// The spec's timestamp is a number; the sandbox sends milliseconds since the epoch, and a service
// that sends seconds is read as such (anything before 2001 in milliseconds is taken as seconds).
QDateTime timestampOf(const Net::Message &message)
{
    if (!message.timestamp.hasValue())
        return {};
    const double value = message.timestamp.value();
    const qint64 ms = value < 1e12 ? qint64(value * 1000.0) : qint64(value);
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc());
}

bool sameMessage(const Net::Message &a, const Net::Message &b)
{
    return a.messageId == b.messageId && a.role == b.role && a.content == b.content && a.reasoning == b.reasoning
           && a.isInterrupted == b.isInterrupted && a.timestamp == b.timestamp
           && a.toolCalls.value().size() == b.toolCalls.value().size()
           && a.changes.value().size() == b.changes.value().size()
           && [&] {
                  for (qsizetype i = 0; i < a.toolCalls.value().size(); ++i) {
                      if (a.toolCalls.value().at(i).status != b.toolCalls.value().at(i).status)
                          return false;
                  }
                  for (qsizetype i = 0; i < a.changes.value().size(); ++i) {
                      if (a.changes.value().at(i).status != b.changes.value().at(i).status
                          || a.changes.value().at(i).newValue != b.changes.value().at(i).newValue)
                          return false;
                  }
                  return true;
              }();
}

} // namespace

QDateTime ConversationModel::messageTime(const Net::Message &message)
{
    return timestampOf(message);
}

ConversationModel::ConversationModel(ServiceLink &service, MessageOutbox &outbox, VersionFollower &versions, QObject *parent)
    : QAbstractListModel(parent)
    , m_service(service)
    , m_outbox(outbox)
{
    connect(&outbox, &MessageOutbox::changed, this, [this](const QString &audienceId) {
        if (audienceId == m_audienceId)
            refreshOutgoing();
    });
    connect(&outbox, &MessageOutbox::accepted, this,
            [this](const QString &, const QString &audienceId) {
                if (audienceId == m_audienceId)
                    reload(); // the history may show the message now (the outbox keeps it until it does)
            });
    // A version of this audience settled: the conversation (the agent's answer, its changes, its
    // context) is read again, and the message that started the version leaves the outbox then.
    connect(&versions, &VersionFollower::versionSettled, this,
            [this](const Net::AudienceVersion &version) {
                if (!version.audienceId.isEmpty() && version.audienceId == m_audienceId)
                    reload();
            });
    connect(&service, &ServiceLink::connectedChanged, this, [this](bool connected) {
        if (!connected) {
            if (m_reply)
                m_reply->abort();
            clear();
            m_pageId.clear();
            m_audienceId.clear();
            setState(LoadState::Idle);
        }
    });
}

ConversationModel::~ConversationModel()
{
    if (m_reply)
        m_reply->abort();
}

void ConversationModel::open(const QString &pageId, const QString &audienceId)
{
    if (pageId == m_pageId && audienceId == m_audienceId)
        return;
    if (m_reply)
        m_reply->abort();
    clear();
    m_pageId = pageId;
    m_audienceId = audienceId;
    refreshOutgoing();
    if (audienceId.isEmpty())
        setState(LoadState::Idle);
    else
        reload();
}

void ConversationModel::reload()
{
    Net::ApiClient *client = m_service.isConnected() ? m_service.client() : nullptr;
    if (!client || m_audienceId.isEmpty())
        return;
    if (m_pageId.isEmpty()) { // opened by ID alone: every conversation call needs the page as well
        m_error = tr("The page of this audience is not known yet: find the audience in the search or on its page.");
        m_errorAnswered = false;
        setState(LoadState::Error);
        return;
    }
    if (m_reply)
        m_reply->abort();
    const QString audienceId = m_audienceId;
    auto *reply = client->conversation().history(m_pageId, m_audienceId, this);
    m_reply = reply;
    setState(LoadState::Loading);
    reply->then(
        this,
        [this, audienceId](const Net::Conversation &conversation) {
            if (audienceId != m_audienceId)
                return;
            m_error.clear();
            m_lastReadAt = QDateTime::currentDateTimeUtc();
            apply(conversation);
            // The accepted messages this history holds (or whose version settled) leave the outbox.
            m_outbox.settle(audienceId, conversation.messages.value());
            setState(LoadState::Complete);
        },
        [this, audienceId](const Net::ApiError &error) {
            if (audienceId != m_audienceId || error.kind == Net::ApiError::Kind::Cancelled)
                return;
            m_error = error.toString();
            m_errorAnswered = error.httpStatus != 0;
            setState(LoadState::Error);
        });
}

void ConversationModel::setState(LoadState state)
{
    if (m_state == state && state != LoadState::Error)
        return;
    m_state = state;
    emit stateChanged(state);
}

void ConversationModel::apply(const Net::Conversation &conversation)
{
    m_info = conversation.conversation.value();
    m_context = conversation.context.value();
    m_pendingChanges = conversation.pendingChanges.value();
    m_contextRead = true;
    applyMessages(conversation.messages.value());
    emit contextChanged();
}

void ConversationModel::applyMessages(const QList<Net::Message> &messages)
{
    // The service's history grows at its end. When what we show is a prefix of the answer (by ID),
    // rows are updated and appended; anything else is a new history, shown from scratch.
    const qsizetype shown = m_messages.size();
    bool prefix = messages.size() >= shown;
    for (qsizetype i = 0; prefix && i < shown; ++i)
        prefix = messages.at(i).messageId == m_messages.at(i).messageId;
    if (!prefix) {
        beginResetModel();
        m_messages = messages;
        endResetModel();
        return;
    }
    for (qsizetype i = 0; i < shown; ++i) {
        if (!sameMessage(messages.at(i), m_messages.at(i))) {
            m_messages[i] = messages.at(i);
            emit dataChanged(index(int(i)), index(int(i)));
        }
    }
    if (messages.size() > shown) {
        beginInsertRows({}, int(shown), int(messages.size() - 1));
        m_messages.append(messages.mid(shown));
        endInsertRows();
    }
}

void ConversationModel::refreshOutgoing()
{
    QList<Outgoing> now;
    for (const MessageOutbox::Outgoing &message : m_outbox.outgoing(m_audienceId)) {
        now.append({message.clientMessageId, message.text, message.createdAt, message.state, outgoingNote(message),
                    message.notConfirmed});
    }
    const int first = int(m_messages.size());
    // Rows that stay keep their place; gone ones are removed, new ones appended (the outbox keeps order).
    for (int i = int(m_outgoing.size()) - 1; i >= 0; --i) {
        const QString id = m_outgoing.at(i).clientMessageId;
        const bool stays = std::any_of(now.cbegin(), now.cend(), [&id](const Outgoing &o) { return o.clientMessageId == id; });
        if (!stays) {
            beginRemoveRows({}, first + i, first + i);
            m_outgoing.removeAt(i);
            endRemoveRows();
        }
    }
    for (const Outgoing &message : std::as_const(now)) {
        const auto it = std::find_if(m_outgoing.begin(), m_outgoing.end(),
                                     [&message](const Outgoing &o) { return o.clientMessageId == message.clientMessageId; });
        if (it != m_outgoing.end()) {
            if (it->state != message.state || it->errorText != message.errorText || it->notConfirmed != message.notConfirmed) {
                *it = message;
                const int row = first + int(it - m_outgoing.begin());
                emit dataChanged(index(row), index(row));
            }
            continue;
        }
        const int row = first + int(m_outgoing.size());
        beginInsertRows({}, row, row);
        m_outgoing.append(message);
        endInsertRows();
    }
}

void ConversationModel::clear()
{
    beginResetModel();
    m_messages.clear();
    m_outgoing.clear();
    endResetModel();
    m_info = {};
    m_context = {};
    m_pendingChanges.clear();
    m_contextRead = false;
    m_error.clear();
    m_errorAnswered = false;
    m_lastReadAt = {};
    emit contextChanged();
}

QString ConversationModel::readProblem() const
{
    if (!m_error.isEmpty())
        return m_error;
    if (!m_service.isConnected())
        return tr("Not connected to the service.");
    if (!m_contextRead)
        return m_audienceId.isEmpty() ? tr("No conversation is open.") : tr("The conversation has not been read yet.");
    return {};
}

int ConversationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_messages.size() + m_outgoing.size());
}

Net::Message ConversationModel::messageAt(int row) const
{
    if (row < m_messages.size())
        return m_messages.at(row);
    const Outgoing &outgoing = m_outgoing.at(row - m_messages.size());
    Net::Message message;
    message.role = QStringLiteral("user");
    message.content = outgoing.text;
    message.timestamp = double(outgoing.createdAt.toMSecsSinceEpoch());
    return message;
}

QVariant ConversationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const bool outgoing = row >= m_messages.size();
    const Outgoing *out = outgoing ? &m_outgoing.at(row - m_messages.size()) : nullptr;
    const Net::Message message = messageAt(row);
    switch (role) {
    case Qt::DisplayRole:
    case ContentRole:
        return message.content.value();
    case MessageIdRole:
        return message.messageId.value();
    case MessageRole:
        return QVariant::fromValue(message);
    case RoleNameRole:
        return message.role.value();
    case TimestampRole:
        return timestampOf(message);
    case ToolCallsRole:
        return QVariant::fromValue(message.toolCalls.value());
    case ChangesRole:
        return QVariant::fromValue(message.changes.value());
    case ReasoningRole:
        return message.reasoning.value();
    case InterruptedRole:
        return message.isInterrupted.value();
    case OutgoingStateRole:
        return int(out ? out->state : WriteTracker::State::None);
    case ErrorTextRole:
        return out ? out->errorText : QString();
    case NotConfirmedRole:
        return out && out->notConfirmed;
    case Qt::AccessibleDescriptionRole:
        return out ? outgoingStateText(out->state, out->errorText, out->notConfirmed) : QString();
    case ClientMessageIdRole:
        return out ? out->clientMessageId : QString();
    default:
        return {};
    }
}

QString ConversationModel::outgoingStateText(WriteTracker::State state, const QString &errorText, bool notConfirmed)
{
    switch (state) {
    case WriteTracker::State::Pending:
        return tr("Sending…");
    case WriteTracker::State::Failed:
        return notConfirmed ? errorText : tr("Not sent: %1").arg(errorText);
    case WriteTracker::State::Done:
        //: %1 says why the console has not recorded it yet ("The profile's disk is full, so…")
        return errorText.isEmpty() ? tr("Sent; waiting for the agent") : tr("Sent. %1").arg(errorText);
    case WriteTracker::State::None:
        break;
    }
    return {};
}

QString ConversationModel::outgoingNote(const MessageOutbox::Outgoing &message)
{
    return message.state == WriteTracker::State::Done ? message.notRecorded : message.errorText;
}

QString ConversationModel::outgoingStateText(const MessageOutbox::Outgoing &message)
{
    return outgoingStateText(message.state, outgoingNote(message), message.notConfirmed);
}

QHash<int, QByteArray> ConversationModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(MessageIdRole, "messageId");
    names.insert(RoleNameRole, "role");
    names.insert(ContentRole, "content");
    names.insert(TimestampRole, "timestamp");
    names.insert(ReasoningRole, "reasoning");
    names.insert(InterruptedRole, "interrupted");
    names.insert(OutgoingStateRole, "outgoingState");
    return names;
}

} // namespace Audience::Models
