#pragma once

#include "models/audiences/audiencekey.h"
#include "models/common/batchrunner.h"
#include "models/workspace/instructionwatch.h"

#include <QPointer>

namespace Audience::Net {
struct AudienceVersion;
} // namespace Audience::Net

namespace Audience::Models {

class MessageOutbox;
class VersionFollower;

// One instruction sent to many audiences, on the BatchRunner. Each audience's message goes through
// the connection's MessageOutbox, so it has its own clientMessageId, is journaled before it is
// sent, shows in that audience's workspace like any other, and a retry reuses its key. Two steps:
// the send (four at once) and the agent's work on the draft (not limited: the service does it;
// the connection's one VersionFollower follows every accepted message's version). A row is done
// when its version settles as a draft; a failed one stays listed with its reason until retried.
// One text for all (start(audiences, text)), or a text per audience (start(messages)): the undo
// of a release dictates each audience its own values, each journaled as an undo instruction.
class BulkInstruction : public BatchRunner
{
    Q_OBJECT
public:
    enum Steps { SendStep, DraftStep };
    struct Row
    {
        AudienceKey audience;
        QString text;      // what this audience is sent
        QString undoLabel; // set: sent as an undo instruction (MessageOutbox::sendUndo) under this label
        QString clientMessageId; // once sent; every retry reuses it
        QString versionId;       // once accepted
        qint64 versionNumber = 0; // once settled
    };

    // Neither is owned; both must outlive this object (the connection's).
    BulkInstruction(MessageOutbox *outbox, VersionFollower *versions, QObject *parent = nullptr);

    // Lists these audiences (duplicates dropped), nothing sent yet. False while a run is under way.
    bool list(const AudienceKeys &audiences);
    // Lists them and sends `text` to every one. False, nothing sent, when the text does not
    // validate (MessageOutbox::validate says why), there are no audiences, or a run is under way.
    bool start(const AudienceKeys &audiences, const QString &text);
    // A text per audience.
    struct Message
    {
        AudienceKey audience;
        QString text;
        QString undoLabel; // "version 3 of …": sent as an undo instruction; empty: as a message
    };
    // Lists the audiences and sends each its own text. False, nothing sent, when a text does not
    // validate, there are no messages, or a run is under way.
    bool start(const QList<Message> &messages);

    // The one text of start(audiences, text); empty after start(messages).
    QString text() const { return m_text; }
    const Row &row(int index) const { return m_rows.at(index); }
    // Every row ready or failed.
    bool isFinished() const;
    // "5 of 9 drafts ready, 1 failed".
    QString progressText() const;

private:
    bool listRows(const QList<Row> &rows);
    void send(const Job &job);
    void followDraft(const Job &job);
    void onMessageFailed(const QString &clientMessageId, const QString &why);
    void onAccepted(const QString &clientMessageId, const QString &versionId);
    void onSettled(const QString &clientMessageId, const Net::AudienceVersion &version);
    void settleDraft(int index, const Net::AudienceVersion &version);
    int indexOfMessage(const QString &clientMessageId) const;

    QPointer<MessageOutbox> m_outbox;
    QPointer<VersionFollower> m_versions;
    InstructionWatch m_instructions; // each row's message: its send, acceptance and version
    QString m_text;
    QList<Row> m_rows; // one per row of the runner
    QList<Job> m_jobs; // each row's current step
};

} // namespace Audience::Models
