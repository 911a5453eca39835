#pragma once

#include "models/review/audiencestatus.h"
#include "net/conversationtypes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Audience::Models {

class MessageOutbox;

// Changes pending in a version this console has not seen: the conversation shows them ("Pending"),
// but no version it followed holds them, so there is nothing to publish yet. The interface lists
// no versions; any message makes the agent answer with its version's ID, so the way on is to ask
// the agent to confirm the draft. One rule and one request for Review's rows and the workspace.
class UnseenDraft
{
    Q_DECLARE_TR_FUNCTIONS(UnseenDraft)
public:
    // True when `pending` is not empty and the audience has no draft waiting, no version in the
    // making and is not archived, as far as this console knows (`status`).
    static bool isUnseen(const AudienceStatus &status, const QList<Net::Change> &pending);

    // The short instruction "Ask the Agent to Confirm the Draft" sends (as is, not translated:
    // the agent reads it).
    static QString confirmInstruction();
    // Sends it through the outbox (journaled before it goes, with its own clientMessageId);
    // returns that ID, or empty when nothing was sent (outbox.lastRefusal() says why).
    static QString askToConfirm(MessageOutbox &outbox, const QString &pageId, const QString &audienceId);

    // Why Publish is not there, in words, naming the fields pending.
    static QString whyNoPublish(const QList<Net::Change> &pending);
    // The labels of the fields pending, each once, in their order.
    static QStringList pendingFields(const QList<Net::Change> &pending);
};

} // namespace Audience::Models
