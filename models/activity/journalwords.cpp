#include "models/activity/journalwords.h"

#include "models/common/placeids.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace Audience::Models {

namespace {

QJsonObject objectOf(const QByteArray &json)
{
    if (json.isEmpty())
        return {};
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    // Some services wrap a resource in {"data": …}: the console is liberal in what it accepts.
    if (object.value(QLatin1StringView("data")).isObject())
        return object.value(QLatin1StringView("data")).toObject();
    return object;
}

// What the write writes to, by its row in the write table; none for an operation not known.
std::optional<WriteTarget> targetKind(const JournalNote &note)
{
    const WriteKindRow *row = note.kind();
    return row ? std::optional(row->target) : std::nullopt;
}

bool isAudienceWrite(const JournalNote &note)
{
    return targetKind(note) == WriteTarget::Audience;
}

bool isPersonWrite(const JournalNote &note)
{
    return targetKind(note) == WriteTarget::Person;
}

// The name to show for what was written to: the label the area gave, else the best ID there is.
QString nameOf(const JournalEntry &entry)
{
    if (!entry.note.targetLabel.isEmpty())
        return entry.note.targetLabel;
    if (isAudienceWrite(entry.note) && !entry.note.audienceId.isEmpty())
        return entry.note.audienceId;
    return entry.note.targetId;
}

// A person log may name its person only by e-mail or name (the service finds or makes the person).
QString personOf(const JournalEntry &entry)
{
    if (!entry.note.targetId.isEmpty())
        return entry.note.targetId;
    const QString answered = objectOf(entry.answer).value(QLatin1StringView("personId")).toString();
    if (!answered.isEmpty())
        return answered;
    return objectOf(entry.body).value(QLatin1StringView("personId")).toString();
}

// The start of a sent message, on one line, for the "what" of a sendMessage.
QString excerpt(const JournalEntry &entry)
{
    constexpr int length = 60;
    const QString message = objectOf(entry.body).value(QLatin1StringView("message")).toString().simplified();
    return message.size() > length ? message.left(length - 1) + QChar(0x2026) : message;
}

} // namespace

ActivityOutcome JournalWords::outcome(const JournalEntry &entry, const LiveRuns &live)
{
    switch (entry.outcome) {
    case JournalEntry::Outcome::Done:
        return ActivityOutcome::Done;
    case JournalEntry::Outcome::Failed:
        return ActivityOutcome::Failed;
    case JournalEntry::Outcome::Discarded:
        return ActivityOutcome::Discarded;
    case JournalEntry::Outcome::Pending:
        break;
    }
    return entry.isNotConfirmed(live) ? ActivityOutcome::NotConfirmed : ActivityOutcome::InProgress;
}

QString JournalWords::outcomeWord(ActivityOutcome outcome)
{
    switch (outcome) {
    case ActivityOutcome::Done:
        return tr("Done");
    case ActivityOutcome::Failed:
        return tr("Failed");
    case ActivityOutcome::NotConfirmed:
        return tr("Not confirmed");
    case ActivityOutcome::InProgress:
        return tr("In progress");
    case ActivityOutcome::Discarded:
        return tr("Discarded");
    }
    return {};
}

QString JournalWords::outcomeSymbol(ActivityOutcome outcome)
{
    switch (outcome) {
    case ActivityOutcome::Done:
        return QStringLiteral("\u2713"); // check mark
    case ActivityOutcome::Failed:
        return QStringLiteral("\u2717"); // ballot x
    case ActivityOutcome::NotConfirmed:
        return QStringLiteral("?");
    case ActivityOutcome::InProgress:
        return QStringLiteral("\u2026"); // ellipsis
    case ActivityOutcome::Discarded:
        return QStringLiteral("\u2013"); // en dash
    }
    return {};
}

QString JournalWords::outcomeCode(ActivityOutcome outcome)
{
    switch (outcome) {
    case ActivityOutcome::Done:
        return QStringLiteral("done");
    case ActivityOutcome::Failed:
        return QStringLiteral("failed");
    case ActivityOutcome::NotConfirmed:
        return QStringLiteral("notConfirmed");
    case ActivityOutcome::InProgress:
        return QStringLiteral("inProgress");
    case ActivityOutcome::Discarded:
        return QStringLiteral("discarded");
    }
    return {};
}

QStringList JournalWords::knownAreas()
{
    return {QStringLiteral("workspace"), QStringLiteral("audiences"), QStringLiteral("people"), QStringLiteral("topics"),
            QStringLiteral("webhooks")};
}

QString JournalWords::areaName(const QString &area)
{
    if (area == QLatin1StringView("workspace"))
        return tr("Workspace");
    if (area == QLatin1StringView("audiences"))
        return tr("Audiences");
    if (area == QLatin1StringView("people"))
        return tr("People");
    if (area == QLatin1StringView("topics"))
        return tr("Topics");
    if (area == QLatin1StringView("webhooks"))
        return tr("Webhooks");
    if (area == QLatin1StringView("release"))
        return tr("Release");
    return area;
}

qint64 JournalWords::versionNumber(const JournalEntry &entry)
{
    for (const QByteArray &json : {entry.answer, entry.body}) {
        const qint64 number = objectOf(json).value(QLatin1StringView("versionNumber")).toInteger();
        if (number > 0)
            return number;
    }
    return 0;
}

QString JournalWords::what(const JournalEntry &entry)
{
    const WriteKindRow *row = entry.note.kind();
    const QString name = nameOf(entry);
    // A write this console does not know (a newer console's journal): its name and target as stored.
    if (!row)
        return QStringLiteral("%1 %2").arg(entry.note.operation, name).trimmed();
    const bool done = entry.outcome == JournalEntry::Outcome::Done;
    const QString person = row->target == WriteTarget::Person && name.isEmpty() ? personOf(entry) : name;
    if (person.isEmpty() && row->intentWithoutTarget)
        return writeWords(done ? row->doneWithoutTarget : row->intentWithoutTarget);
    QString text = writeWords(done ? row->done : row->intent);
    if (row->detail == WordsDetail::VersionNumber) {
        const qint64 number = versionNumber(entry);
        text = text.arg(name, number > 0 ? QString::number(number) : entry.note.targetId);
    } else {
        text = text.arg(person);
    }
    const QString start = row->detail == WordsDetail::MessageExcerpt ? excerpt(entry) : QString();
    return start.isEmpty() ? text : tr("%1: “%2”").arg(text, start);
}

QString JournalWords::where(const JournalEntry &entry, const KnownNames &names)
{
    const JournalNote &note = entry.note;
    if (isAudienceWrite(note))
        return names.audienceOnPage(note.audienceId, note.pageId);
    if (isPersonWrite(note)) {
        const QString person = personOf(entry);
        return person.isEmpty() ? tr("A person the service finds or adds") : tr("Person %1").arg(person);
    }
    if (targetKind(note) == WriteTarget::Topic)
        return tr("Topic %1").arg(note.targetId);
    if (targetKind(note) == WriteTarget::WebhookSubscription)
        return tr("Subscription %1").arg(note.targetId);
    return note.targetId;
}

QString JournalWords::whereIds(const JournalEntry &entry)
{
    if (isAudienceWrite(entry.note))
        return KnownNames::idsOf(entry.note.audienceId, entry.note.pageId);
    return where(entry);
}

JournalTarget JournalWords::target(const JournalEntry &entry)
{
    const JournalNote &note = entry.note;
    const QString name = nameOf(entry);
    if (isAudienceWrite(note) && !note.audienceId.isEmpty())
        return {PlaceId::audiences, note.audienceId, tr("Open audience %1").arg(name)};
    if (isPersonWrite(note)) {
        const QString person = personOf(entry);
        if (person.isEmpty())
            return {};
        return {PlaceId::people, person, tr("Open person %1").arg(note.targetLabel.isEmpty() ? person : note.targetLabel)};
    }
    if (targetKind(note) == WriteTarget::Topic && !note.targetId.isEmpty())
        return {PlaceId::topics, note.targetId, tr("Open topic %1").arg(name)};
    if (targetKind(note) == WriteTarget::WebhookSubscription && !note.targetId.isEmpty())
        return {PlaceId::webhooks, note.targetId, tr("Open subscription %1").arg(name)};
    return {};
}

QString JournalWords::retryMeaning(const JournalEntry &entry)
{
    const WriteKindRow *row = entry.note.kind();
    switch (row ? row->safety : RepeatSafety::IdempotencyKey) {
    case RepeatSafety::LookFirst:
        return tr("Retry first looks for an identical entry in the topic, so it is not added twice.");
    case RepeatSafety::SameResult:
        // PATCHes carry no key in the spec: the same change applied twice leaves the same record.
        return tr("Retry sends the same change again; applied twice, it leaves the same result.");
    case RepeatSafety::IdempotencyKey:
        break;
    }
    return tr("Retry sends it again with the same key, so it cannot apply twice.");
}

QString JournalWords::inOtherWindow()
{
    return tr("In progress in another window");
}

QString JournalWords::unsettledNotice(const JournalEntry &entry, const LiveRuns &live)
{
    switch (outcome(entry, live)) {
    case ActivityOutcome::NotConfirmed:
        return tr("Not confirmed: the console closed before the service answered. The service may or may not have "
                  "applied it. %1")
            .arg(retryMeaning(entry));
    case ActivityOutcome::Failed:
        return tr("Failed: %1").arg(entry.error.isEmpty() ? tr("the service did not take it.") : entry.error);
    default:
        return {};
    }
}

} // namespace Audience::Models
