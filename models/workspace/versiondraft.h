#pragma once

#include "net/conversationtypes.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Audience::Models {

// The answers to the message that made one version: their changes and their message IDs.
struct VersionAnswers
{
    QList<Net::Change> changes;
    QStringList answerIds;
};

// What one draft version puts live, read from the conversation. Any draft can be published, not
// only the newest: publishing version 5 while version 6 is the newest applies the pending changes
// of the versions up to 5 and leaves 6's pending. The interface does not say which version a change
// belongs to, so the conversation is read as versions: each message to the agent makes the next
// version (version 1 is the audience as created), and a change belongs to the version of the
// message it answers. That reading is trusted only when it lines up: the conversation's
// publishedMessageId must be an answer of the version the console knows is live. Otherwise the
// draft is not known, and nothing is made up (the publish confirmation then shows every pending
// change, and no record of the publish is kept: a later reading derives it, or says it cannot).
struct VersionDraft
{
    Q_DECLARE_TR_FUNCTIONS(VersionDraft)
public:
    enum class Reading {
        Draft,     // `changes` is what it puts live
        NotADraft, // the conversation shows it live already, or older than the live one
        Unknown,   // `why` says why it cannot be told
    };

    qint64 versionNumber = 0;
    Reading reading = Reading::Unknown;
    QList<Net::Change> changes; // Draft: its pending changes, in the conversation's order
    // The version the conversation names live (1 when it names none); 0 when it cannot be told.
    qint64 liveVersionNumber = 0;
    QString why; // NotADraft and Unknown, in words

    // What a confirmation shows going live: the version's own changes when they can be told,
    // else every pending change (`pending`), as before the versions could be told apart.
    QList<Net::Change> changesOr(const QList<Net::Change> &pending) const { return reading == Reading::Draft ? changes : pending; }

    // `liveVersionNumber`: the version the console knows is live, to check the reading against
    // (std::nullopt: the console knows none, and the conversation's own word is taken).
    static VersionDraft read(const Net::Conversation &conversation, qint64 versionNumber, std::optional<qint64> liveVersionNumber);
    static VersionDraft read(const QList<Net::Message> &messages, const QString &publishedMessageId,
                             const QList<Net::Change> &pendingChanges, qint64 versionNumber, std::optional<qint64> liveVersionNumber);

    // The answers of each version (from version 2), and the number of the last version the
    // conversation's messages make.
    static QHash<qint64, VersionAnswers> answersByVersion(const QList<Net::Message> &messages, qint64 *lastVersion);
};

} // namespace Audience::Models
