#include "models/workspace/versiondraft.h"

#include <QSet>

namespace Audience::Models {

QHash<qint64, VersionAnswers> VersionDraft::answersByVersion(const QList<Net::Message> &messages, qint64 *lastVersion)
{
    QHash<qint64, VersionAnswers> byVersion;
    qint64 version = 1;
    for (const Net::Message &message : messages) {
        if (message.role.value() == QLatin1StringView("user")) {
            ++version;
            continue;
        }
        if (version < 2)
            continue; // an answer before any message: no version of ours
        VersionAnswers &answers = byVersion[version];
        answers.answerIds.append(message.messageId.value());
        answers.changes.append(message.changes.value());
    }
    *lastVersion = version;
    return byVersion;
}

VersionDraft VersionDraft::read(const Net::Conversation &conversation, qint64 versionNumber, std::optional<qint64> liveVersionNumber)
{
    return read(conversation.messages.value(), conversation.conversation.value().publishedMessageId.value(),
                conversation.pendingChanges.value(), versionNumber, liveVersionNumber);
}

VersionDraft VersionDraft::read(const QList<Net::Message> &messages, const QString &publishedMessageId,
                                const QList<Net::Change> &pendingChanges, qint64 versionNumber, std::optional<qint64> liveVersionNumber)
{
    VersionDraft draft;
    draft.versionNumber = versionNumber;
    qint64 lastVersion = 1;
    const QHash<qint64, VersionAnswers> answers = answersByVersion(messages, &lastVersion);
    // The version the conversation names live: the one whose answer it points at.
    qint64 named = publishedMessageId.isEmpty() ? 1 : 0;
    for (auto it = answers.cbegin(); named == 0 && it != answers.cend(); ++it) {
        if (it->answerIds.contains(publishedMessageId))
            named = it.key();
    }
    if (named == 0 || (liveVersionNumber && *liveVersionNumber != named)) {
        draft.why = tr("The conversation's messages do not line up with the versions, so what version %1 puts live cannot be "
                       "read from it.")
                        .arg(versionNumber);
        return draft;
    }
    draft.liveVersionNumber = named;
    if (versionNumber <= named) {
        draft.reading = Reading::NotADraft;
        draft.why = versionNumber == named ? tr("Version %1 is live already.").arg(versionNumber)
                                           : tr("Version %1 is older than the live version %2.").arg(versionNumber).arg(named);
        return draft;
    }
    if (versionNumber > lastVersion) {
        draft.why = tr("The conversation does not reach version %1 yet.").arg(versionNumber);
        return draft;
    }
    if (versionNumber == lastVersion) { // the newest: every pending change is on its way live with it
        draft.reading = Reading::Draft;
        draft.changes = pendingChanges;
        return draft;
    }
    // An older draft: its own changes and those of the drafts between the live one and it.
    QSet<QString> carried;
    QSet<QString> later;
    for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
        QSet<QString> &into = it.key() <= versionNumber ? carried : later;
        for (const Net::Change &change : it->changes)
            into.insert(change.changeId.value());
    }
    for (const Net::Change &change : pendingChanges) {
        const QString id = change.changeId.value();
        if (!id.isEmpty() && carried.contains(id)) {
            draft.changes.append(change);
        } else if (id.isEmpty() || !later.contains(id)) {
            draft.changes.clear();
            draft.why = tr("A pending change is not among the messages' changes, so what version %1 puts live cannot be read "
                           "from the conversation.")
                            .arg(versionNumber);
            return draft;
        }
    }
    draft.reading = Reading::Draft;
    return draft;
}

} // namespace Audience::Models
