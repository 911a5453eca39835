#pragma once

#include "models/common/loadstate.h"
#include "models/common/writetracker.h"
#include "models/workspace/messageoutbox.h"
#include "net/conversationtypes.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QPointer>

namespace Audience::Net {
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

class ServiceLink;
class VersionFollower;

// One audience's draft conversation (spec 4.13) as a list: the service's messages in order, then
// the user's messages the service has not shown yet (MessageOutbox: sending, failed, just
// accepted). A reload keeps rows that did not change, so a view keeps its scroll position: rows
// are updated in place and new ones appended; only a conversation that changed before its end is
// reset. The conversation's context and pending changes come with it.
class ConversationModel : public QAbstractListModel
{
    Q_OBJECT
    Q_PROPERTY(Audience::Models::LoadState state READ state NOTIFY stateChanged)
public:
    enum Roles {
        MessageIdRole = Qt::UserRole + 200,
        MessageRole,        // Net::Message (an outgoing one is built from its text)
        RoleNameRole,       // "user", "assistant", or whatever the service sent
        ContentRole,        // Markdown text
        TimestampRole,      // QDateTime (UTC), invalid when absent
        ToolCallsRole,      // QList<Net::ToolCall> in a QVariant
        ChangesRole,        // QList<Net::Change> in a QVariant
        ReasoningRole,      // QString, empty when none
        InterruptedRole,    // bool
        OutgoingStateRole,  // int (WriteTracker::State): None for the service's messages
        ErrorTextRole,      // why an outgoing message failed; for a sent one, why it is not recorded yet (if so)
        ClientMessageIdRole, // of an outgoing message
        NotConfirmedRole     // bool: an outgoing message an earlier run sent without seeing the answer
    };
    Q_ENUM(Roles)

    // The connection's link to the service, outbox and version follower: not owned, they must
    // outlive the model.
    ConversationModel(ServiceLink &service, MessageOutbox &outbox, VersionFollower &versions, QObject *parent = nullptr);
    ~ConversationModel() override;

    // Shows this audience's conversation (loads it); empty IDs show nothing.
    void open(const QString &pageId, const QString &audienceId);
    QString pageId() const { return m_pageId; }
    QString audienceId() const { return m_audienceId; }
    void reload();

    LoadState state() const { return m_state; }
    QString errorMessage() const { return m_error; }
    // When the history shown was read (UTC); invalid before the first answer. A failed read keeps
    // the messages, said to be as last read then.
    QDateTime lastReadAt() const { return m_lastReadAt; }
    const Net::ConversationContext &context() const { return m_context; }
    // Why context() and pendingChanges() are not what a read of the open conversation gave: the
    // last read failed (its error, until a read succeeds), nothing was read yet, or there is no
    // connection. Empty when they are the last read's. A view that computes from them (a
    // confirmation) computes nothing while this says something: empty is not "no change".
    QString readProblem() const;
    // A read of the open conversation succeeded since it was opened (what context() holds came from one).
    bool hasRead() const { return m_contextRead; }
    // The last read failed with an answer from the service (an HTTP error), not for want of one.
    bool lastReadAnswered() const { return !m_error.isEmpty() && m_errorAnswered; }
    QList<Net::Change> pendingChanges() const { return m_pendingChanges; }
    const Net::ConversationInfo &info() const { return m_info; }
    // The service's messages, in order (what VersionDraft reads a version's changes from).
    const QList<Net::Message> &messages() const { return m_messages; }
    int serviceMessageCount() const { return int(m_messages.size()); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // How an outgoing message stands, in words: what a screen reader reads as the message's
    // description (Qt::AccessibleDescriptionRole) and what the conversation shows under it.
    // "Sending…", "Not sent: <why>", the store's own words when the service may have it already
    // (not confirmed), "Sent; waiting for the agent"; empty for the service's messages.
    // A sent message's errorText is why the store has not recorded it yet, if so ("Sent. The
    // profile's disk is full, so this console has not recorded it yet.").
    static QString outgoingStateText(WriteTracker::State state, const QString &errorText, bool notConfirmed);
    static QString outgoingStateText(const MessageOutbox::Outgoing &message);
    // The words beside the state: why it failed, or why a sent one is not recorded yet.
    static QString outgoingNote(const MessageOutbox::Outgoing &message);
    // The message of a row (an outgoing one built from its text).
    Net::Message messageAt(int row) const;
    // When the service says a message was written (its timestamp in milliseconds since the epoch,
    // or seconds), in UTC; invalid when it does not say.
    static QDateTime messageTime(const Net::Message &message);

signals:
    void stateChanged(Audience::Models::LoadState state);
    // The context or the pending changes changed (after a load).
    void contextChanged();

private:
    struct Outgoing
    {
        QString clientMessageId;
        QString text;
        QDateTime createdAt;
        WriteTracker::State state = WriteTracker::State::None;
        QString errorText;
        bool notConfirmed = false;
    };
    void setState(LoadState state);
    void apply(const Net::Conversation &conversation);
    void applyMessages(const QList<Net::Message> &messages);
    void refreshOutgoing();
    void clear();

    ServiceLink &m_service;
    MessageOutbox &m_outbox;
    QString m_pageId;
    QString m_audienceId;
    QPointer<Net::ApiReply> m_reply;
    LoadState m_state = LoadState::Idle;
    QString m_error;
    QDateTime m_lastReadAt;
    QList<Net::Message> m_messages;
    QList<Outgoing> m_outgoing;
    Net::ConversationInfo m_info;
    Net::ConversationContext m_context;
    QList<Net::Change> m_pendingChanges;
    bool m_contextRead = false;
    bool m_errorAnswered = false; // m_error came with an HTTP status // m_context and m_pendingChanges came from a read of this conversation
};

} // namespace Audience::Models

Q_DECLARE_METATYPE(QList<Audience::Net::ToolCall>)
Q_DECLARE_METATYPE(QList<Audience::Net::Change>)
