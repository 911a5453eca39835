#include "models/review/unseendraft.h"

#include "models/workspace/changelabels.h"
#include "models/workspace/messageoutbox.h"

#include <QLocale>

namespace Audience::Models {

bool UnseenDraft::isUnseen(const AudienceStatus &status, const QList<Net::Change> &pending)
{
    if (pending.isEmpty())
        return false;
    switch (status.kind) {
    case AudienceStatus::Kind::DraftWaiting:
    case AudienceStatus::Kind::Processing:
    case AudienceStatus::Kind::Archived:
        return false;
    case AudienceStatus::Kind::Unknown:
    case AudienceStatus::Kind::Live:
        break;
    }
    return true;
}

QString UnseenDraft::confirmInstruction()
{
    return QStringLiteral("Please confirm the current draft as it stands, without further changes.");
}

QString UnseenDraft::askToConfirm(MessageOutbox &outbox, const QString &pageId, const QString &audienceId)
{
    if (pageId.isEmpty() || audienceId.isEmpty())
        return {};
    // Not from the composer: the text the user is typing for this audience stays where it is.
    return outbox.send(pageId, audienceId, confirmInstruction(), MessageOutbox::Source::Elsewhere);
}

QStringList UnseenDraft::pendingFields(const QList<Net::Change> &pending)
{
    QStringList labels;
    for (const Net::Change &change : pending) {
        const QString label = ChangeLabels::field(change.field.value());
        if (!labels.contains(label))
            labels.append(label);
    }
    return labels;
}

QString UnseenDraft::whyNoPublish(const QList<Net::Change> &pending)
{
    return tr("The conversation has changes pending (%1), but no version this console has seen holds them, so there is "
              "nothing to publish yet: the interface cannot list versions. Ask the agent to confirm the draft: its answer "
              "names the version, and Publish appears once the agent has made it.")
        .arg(QLocale().createSeparatedList(pendingFields(pending)));
}

} // namespace Audience::Models
