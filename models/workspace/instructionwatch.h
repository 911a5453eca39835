#pragma once

#include "net/audiencetypes.h"

#include <QCoreApplication>
#include <QHash>
#include <QObject>
#include <QSet>

namespace Audience::Models {

class MessageOutbox;
class VersionFollower;

// What becomes of an instruction handed to the MessageOutbox, written once for the undo of a publish
// (PublishUndo) and for one instruction to many audiences (BulkInstruction): its send fails (not
// confirmed: the tracker's words), or the service accepts it (its version ID); then that version
// settles, as a draft or not. Only the messages watched are reported; what they were for is the
// caller's business.
class InstructionWatch : public QObject
{
    Q_OBJECT
public:
    // Neither is owned; both must outlive this object (the connection's).
    InstructionWatch(MessageOutbox &outbox, VersionFollower &versions, QObject *parent = nullptr);

    // Reports on the message with this clientMessageId from now on.
    void watch(const QString &clientMessageId);
    void forget(const QString &clientMessageId);
    void clear();

    // Follows the version the message made until it settles. When the connection has seen it settle
    // already, settled() comes at once, unless `readAgain` (a retry: it is read from the service again).
    void followVersion(const QString &pageId, const QString &audienceId, const QString &clientMessageId, const QString &versionId,
                       bool readAgain = false);

    // Whether the agent's version is a draft to prove or publish.
    static bool isDraft(const Net::AudienceVersion &version);
    // The one wording when it is not: "The agent's version 5 ended “Cancelled”, not as a draft."
    static QString notADraft(const Net::AudienceVersion &version);

signals:
    void sendFailed(const QString &clientMessageId, const QString &why);
    void accepted(const QString &clientMessageId, const QString &versionId);
    void settled(const QString &clientMessageId, const Audience::Net::AudienceVersion &version);

private:
    MessageOutbox &m_outbox;
    VersionFollower &m_versions;
    QSet<QString> m_watched;             // clientMessageIds
    QHash<QString, QString> m_messageOf; // versionId → the clientMessageId that made it
};

} // namespace Audience::Models
