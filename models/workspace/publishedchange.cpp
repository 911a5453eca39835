#include "models/workspace/publishedchange.h"

#include "models/common/datetimeformat.h"
#include "models/workspace/versiondraft.h"

#include <QHash>

#include <algorithm>

namespace Audience::Models {

namespace {

// The net change per field over these changes, in the order the fields first changed; a field
// that ends where it started is left out.
QList<PublishedFieldChange> netOf(const QList<Net::Change> &changes)
{
    QList<PublishedFieldChange> fields;
    QHash<QString, qsizetype> indexOf;
    for (const Net::Change &change : changes) {
        if (change.status.value() == QLatin1StringView("discarded"))
            continue; // its version was cancelled: it never went anywhere
        const QString field = change.field.value();
        auto found = indexOf.constFind(field);
        if (found == indexOf.constEnd()) {
            found = indexOf.insert(field, fields.size());
            fields.append({field, change.previousValue.value(), {}});
        }
        fields[*found].after = change.newValue.value();
    }
    fields.erase(std::remove_if(fields.begin(), fields.end(), [](const PublishedFieldChange &f) { return f.before == f.after; }),
                 fields.end());
    return fields;
}

QDateTime timeOf(const Net::Nullable<QString> &text)
{
    return text ? DateTimeFormat::parse(*text) : QDateTime();
}

// The newest of these publishes (in version order) that the conversation had seen when it was
// read: published no later than the conversation's last change, or the newest when that time is not
// given. Null when there is none.
const Net::AudienceVersion *newestPublishSeen(const QList<Net::AudienceVersion> &publishes, const Net::Conversation &conversation)
{
    const QDateTime readAfter = DateTimeFormat::parse(conversation.conversation.value().updatedAt.value());
    for (auto it = publishes.crbegin(); it != publishes.crend(); ++it) {
        const QDateTime publishedAt = timeOf(it->publishedAt);
        if (!readAfter.isValid() || !publishedAt.isValid() || publishedAt <= readAfter)
            return &*it;
    }
    return nullptr;
}

} // namespace

const PublishedFieldChange *PublishedChange::fieldChange(const QString &field) const
{
    const auto found = std::find_if(fields.cbegin(), fields.cend(), [&field](const PublishedFieldChange &f) { return f.field == field; });
    return found == fields.cend() ? nullptr : &*found;
}

QList<Net::AudienceVersion> PublishedChanges::publishesOf(const QList<Net::AudienceVersion> &versions)
{
    QList<Net::AudienceVersion> publishes;
    for (const Net::AudienceVersion &version : versions) {
        if (timeOf(version.publishedAt).isValid())
            publishes.append(version);
    }
    std::sort(publishes.begin(), publishes.end(), [](const Net::AudienceVersion &a, const Net::AudienceVersion &b) {
        return a.versionNumber < b.versionNumber;
    });
    return publishes;
}

PublishedChange PublishedChanges::base(const Net::AudienceVersion &publish)
{
    PublishedChange change;
    change.versionId = publish.versionId;
    change.versionNumber = publish.versionNumber;
    change.publishedAt = timeOf(publish.publishedAt);
    change.obsoleteAt = timeOf(publish.obsoleteAt);
    change.liveNow = Net::versionStatusFromString(publish.status) == Net::VersionStatus::Published && !change.obsoleteAt.isValid();
    return change;
}

std::optional<PublishedChange> PublishedChanges::recorded(const Net::AudienceVersion &publish, const QList<PublishChangeRecord> &records)
{
    PublishedChange change = base(publish);
    bool any = false;
    for (const PublishChangeRecord &record : records) {
        if (record.versionId != publish.versionId)
            continue;
        any = true;
        if (!record.field.isEmpty())
            change.fields.append({record.field, record.before, record.after});
    }
    if (!any)
        return std::nullopt;
    change.source = PublishedChange::Source::Recorded;
    change.note = sourceText(change.source);
    return change;
}

PublishedChange PublishedChanges::derived(const Net::AudienceVersion &publish, const QList<Net::AudienceVersion> &publishes,
                                          const Net::Conversation &conversation)
{
    PublishedChange change = base(publish);
    const qint64 number = publish.versionNumber;
    if (number <= 1) {
        change.note = tr("Version %1 is the audience as it was created: nothing was live before it.").arg(number);
        return change;
    }
    qint64 lastVersion = 1;
    const QHash<qint64, VersionAnswers> answers = VersionDraft::answersByVersion(conversation.messages.value(), &lastVersion);
    if (number > lastVersion) {
        change.note = tr("The conversation does not reach version %1, so what it changed cannot be read from it.").arg(number);
        return change;
    }
    // The conversation names the answer of the version that was live when it was read: else its
    // messages do not line up with the versions (each message makes one), and any reading would
    // be a guess. Only the newest publish it had seen can be the one it names: a conversation read
    // before a later publish (the console's own, just made) still names the one before.
    const QString publishedMessageId = conversation.conversation.value().publishedMessageId.value();
    if (const Net::AudienceVersion *named = newestPublishSeen(publishes, conversation)) {
        if (named->versionNumber > 1 && !publishedMessageId.isEmpty()
            && !answers.value(named->versionNumber).answerIds.contains(publishedMessageId)) {
            change.note = tr("The conversation's messages do not line up with the versions, so what version %1 changed "
                             "cannot be read from it.")
                              .arg(number);
            return change;
        }
    }
    // From the publish before it (the newest known), else this version's own changes only.
    qint64 previous = 0;
    for (const Net::AudienceVersion &other : publishes) {
        if (other.versionNumber < number)
            previous = std::max(previous, other.versionNumber);
    }
    const qint64 first = previous > 0 ? previous + 1 : number;
    QList<Net::Change> changes;
    for (qint64 version = first; version <= number; ++version)
        changes.append(answers.value(version).changes);
    change.fields = netOf(changes);
    change.source = PublishedChange::Source::Derived;
    change.note = previous > 0 || number == 2
        ? sourceText(change.source)
        : tr("Derived from the conversation: version %1's own changes. The publish before it is not known to the console, "
             "so drafts it carried along may be missing.")
              .arg(number);
    return change;
}

QList<PublishedChange> PublishedChanges::history(const QList<Net::AudienceVersion> &versions, const QList<PublishChangeRecord> &records,
                                                 const std::optional<Net::Conversation> &conversation)
{
    const QList<Net::AudienceVersion> publishes = publishesOf(versions);
    QList<PublishedChange> history;
    for (const Net::AudienceVersion &publish : publishes) {
        if (auto kept = recorded(publish, records)) {
            history.append(*kept);
        } else if (conversation) {
            history.append(derived(publish, publishes, *conversation));
        } else {
            PublishedChange unknown = base(publish);
            unknown.note = tr("Not known yet: the conversation has not been read.");
            history.append(unknown);
        }
    }
    // A publish followed by another is no longer live, and its interval ends where the next began
    // when the console has not read its obsoleteAt since.
    for (qsizetype i = 0; i + 1 < history.size(); ++i) {
        history[i].liveNow = false;
        if (!history[i].obsoleteAt.isValid())
            history[i].obsoleteAt = history[i + 1].publishedAt;
    }
    return history;
}

QString PublishedChanges::sourceText(PublishedChange::Source source)
{
    switch (source) {
    case PublishedChange::Source::Recorded:
        return tr("Recorded when this console published it.");
    case PublishedChange::Source::Derived:
        return tr("Derived from the conversation's applied changes.");
    case PublishedChange::Source::Unknown:
        break;
    }
    return tr("Not known.");
}

} // namespace Audience::Models
