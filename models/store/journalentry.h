#pragma once

#include "models/common/writekinds.h"
#include "models/store/liveruns.h"

#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QString>

namespace Audience::Models {

// The writes of the interface, as the journal names them (its `operation` column): the names of
// the write table's rows (models/common/writekinds.h), for the code that records and finds them.
namespace JournalOperation {
inline const QString sendMessage = operationName(WriteKind::SendMessage);
inline const QString publishVersion = operationName(WriteKind::PublishVersion);
inline const QString archiveAudience = operationName(WriteKind::ArchiveAudience);
inline const QString restoreAudience = operationName(WriteKind::RestoreAudience);
inline const QString updatePerson = operationName(WriteKind::UpdatePerson);
inline const QString createPersonLog = operationName(WriteKind::CreatePersonLog);
inline const QString createTopicEntry = operationName(WriteKind::CreateTopicEntry);
inline const QString updateWebhookSubscription = operationName(WriteKind::UpdateWebhookSubscription);
inline const QString undoInstruction = operationName(WriteKind::UndoInstruction);
} // namespace JournalOperation

// How a journal entry stands, as the Activity place shows it (JournalWords) and filters it
// (JournalConditions). "Not confirmed" and "in progress" are both pending in the store: which one
// depends on whether the console that sent it still runs.
enum class ActivityOutcome { Done, Failed, NotConfirmed, InProgress, Discarded };

// What a write is about, given by the area that makes it, before it is sent. The body sent and the
// answer are taken from the reply itself (Net::ApiReply::requestBody/answerBody).
struct JournalNote
{
    QString operation;   // a JournalOperation name
    QString area;        // the place that made it: workspace, audiences, people, topics, webhooks
    QString pageId;
    QString audienceId;
    QString targetId;    // the version, person, topic or subscription written to
    QString targetLabel; // a name to show for it when known (the audience's, the person's)
    // The body when the reply cannot give it yet (a write refused before sending has none).
    QJsonObject body;

    bool isEmpty() const { return operation.isEmpty(); }
    // Its row in the write table; null for an operation this console does not know.
    const WriteKindRow *kind() const { return writeKindRow(operation); }
};

// One row of the journal.
struct JournalEntry
{
    enum class Outcome { Pending, Done, Failed, Discarded };

    qint64 id = 0;
    QDateTime startedAt;  // UTC
    QDateTime finishedAt; // UTC; invalid while pending
    QString runId;        // the console process that sent its last attempt
    JournalNote note;
    QString idempotencyKey;
    QByteArray method; // the request's (empty when the console stopped before making it)
    QString path;
    Outcome outcome = Outcome::Pending;
    QByteArray body;   // the JSON sent (compact), empty when none
    QByteArray answer; // the JSON answered (done), or what a Check read
    QString error;     // why it failed, in words
    int attempts = 1;

    // Sent by a console that is no longer running, and never answered: the service may or may not
    // have applied it (DESIGN: offered again with Retry or Check).
    bool isNotConfirmed(const LiveRuns &live) const { return outcome == Outcome::Pending && !live.isAlive(runId); }
    // Sent by another console still open on the profile, and not answered yet: in progress there.
    bool isInOtherWindow(const LiveRuns &live) const
    {
        return outcome == Outcome::Pending && live.isAlive(runId) && !live.isOwn(runId);
    }

    static QString outcomeName(Outcome outcome);
    static Outcome outcomeFromName(const QString &name);
};

} // namespace Audience::Models

Q_DECLARE_METATYPE(Audience::Models::JournalEntry)
