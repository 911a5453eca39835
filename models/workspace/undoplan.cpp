#include "models/workspace/undoplan.h"

#include "models/workspace/changelabels.h"

#include <QSet>

#include <algorithm>

namespace Audience::Models {

namespace {

struct DictatedField
{
    const char16_t *field;
    const char16_t *words;
};

// The agent's words for each field of the draft (docs/sandbox.md, "Dictated values").
constexpr DictatedField dictatedFields[] = {
    {u"metaTitle", u"meta title"},
    {u"metaDescription", u"meta description"},
    {u"metaKeywords", u"meta keywords"},
    {u"customName", u"audience name"},
    {u"supplementaryContext", u"supplementary context"},
};

QStringList keywordList(const QString &value)
{
    QStringList items = NetChanges::splitKeywords(value);
    items.removeAll(QString());
    return items;
}

// "Meta title" inside a sentence: "meta title" (a label that is an acronym stays as it is).
QString sentenceCase(const QString &label)
{
    if (label.size() < 2 || !label.at(1).isLower())
        return label;
    return label.at(0).toLower() + label.mid(1);
}

// "A, B and C": the words of a list inside a sentence.
QString listed(const QStringList &items)
{
    if (items.size() <= 1)
        return items.value(0);
    return QCoreApplication::translate("UndoPlan", "%1 and %2").arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

// A field's value in these rows (its draft value), else `fallback` (no pending change: the live one).
QString valueIn(const QList<FieldNetChange> &rows, const QString &field, const QString &fallback)
{
    const auto row = std::find_if(rows.cbegin(), rows.cend(), [&field](const FieldNetChange &r) { return r.field == field; });
    return row == rows.cend() ? fallback : row->after;
}

} // namespace

bool UndoField::isBackAlready() const
{
    return currentKnown && UndoPlan::sameValue(field, current, target);
}

QString UndoField::conflictSentence() const
{
    if (!currentKnown)
        return tr("%1 may have changed since, by %2; the console cannot vouch for its live value:").arg(label, conflictWith);
    return tr("%1 changed again since, by %2:").arg(label, conflictWith);
}

QString UndoField::currentShown() const
{
    return currentKnown ? current : tr("(the value live now, not known to the console)");
}

UndoPlan UndoPlan::build(const PublishedChange &undone, const QList<PublishedChange> &later, const QHash<QString, QString> &liveNow,
                         qint64 liveVersion)
{
    UndoPlan plan;
    plan.versionId = undone.versionId;
    plan.versionNumber = undone.versionNumber;
    if (!undone.isKnown()) {
        plan.problem = undone.note;
        return plan;
    }
    if (undone.fields.isEmpty()) {
        plan.problem = tr("Version %1 changed no field: there is nothing to undo.").arg(undone.versionNumber);
        return plan;
    }
    // The console can vouch for a value it did not read only when it knows every publish since,
    // and what each changed: the live version is the undone one or a later publish it knows.
    const bool liveIsKnown = liveVersion == undone.versionNumber
        || std::any_of(later.cbegin(), later.cend(), [liveVersion](const PublishedChange &p) { return p.versionNumber == liveVersion; });
    const bool seenEverything = liveVersion > 0 && liveIsKnown
        && std::all_of(later.cbegin(), later.cend(), [](const PublishedChange &p) { return p.isKnown(); });
    const QString unseen = tr("a publish this console did not see");
    for (const PublishedFieldChange &change : undone.fields) {
        UndoField field;
        field.field = change.field;
        field.label = ChangeLabels::field(change.field);
        field.target = change.before;
        field.publishedAs = change.after;
        const bool liveRead = liveNow.contains(change.field);
        field.current = liveNow.value(change.field, change.after);
        for (const PublishedChange &publish : later) {
            if (publish.versionNumber > undone.versionNumber && publish.fieldChange(change.field)) {
                field.conflict = true;
                field.conflictWith = tr("version %1").arg(publish.versionNumber);
                if (!liveRead)
                    field.current = publish.fieldChange(change.field)->after;
            }
        }
        if (!liveRead && !seenEverything) {
            field.conflict = true;
            field.currentKnown = false;
            field.conflictWith = unseen;
        } else if (!field.conflict && !sameValue(field.field, field.current, field.publishedAs)) {
            field.conflict = true;
            field.conflictWith = unseen;
        }
        if (dictationWords(field.field).isEmpty())
            field.cannotDictate = tr("The agent cannot be told this field's value.");
        plan.fields.append(field);
    }
    if (std::all_of(plan.fields.cbegin(), plan.fields.cend(), [](const UndoField &f) { return f.isBackAlready(); }))
        plan.problem = tr("Every field version %1 changed already holds its value from before.").arg(undone.versionNumber);
    return plan;
}

qint64 UndoPlan::liveVersionOf(const Net::Conversation &conversation)
{
    const QString published = conversation.conversation.value().publishedMessageId.value();
    if (published.isEmpty())
        return 0;
    qint64 version = 1;
    for (const Net::Message &message : conversation.messages.value()) {
        if (message.role.value() == QLatin1StringView("user"))
            ++version;
        else if (message.messageId.value() == published)
            return version >= 2 ? version : 0;
    }
    return 0;
}

qint64 UndoPlan::newestVersionOf(const Net::Conversation &conversation)
{
    if (liveVersionOf(conversation) == 0)
        return 0;
    const QList<Net::Message> messages = conversation.messages.value();
    return 1 + std::count_if(messages.cbegin(), messages.cend(), [](const Net::Message &m) { return m.role.value() == QLatin1StringView("user"); });
}

void UndoPlan::keepChoicesOf(const UndoPlan &earlier)
{
    for (UndoField &field : fields) {
        const auto before = std::find_if(earlier.fields.cbegin(), earlier.fields.cend(),
                                         [&field](const UndoField &f) { return f.field == field.field; });
        if (field.conflict && before != earlier.fields.cend() && before->conflict)
            field.choice = before->choice;
    }
    held = earlier.held;
}

QStringList UndoPlan::changesSince(const UndoPlan &earlier) const
{
    QStringList sentences;
    if (problem != earlier.problem && !problem.isEmpty())
        sentences.append(problem);
    for (const UndoField &field : fields) {
        const auto before = std::find_if(earlier.fields.cbegin(), earlier.fields.cend(),
                                         [&field](const UndoField &f) { return f.field == field.field; });
        if (before == earlier.fields.cend())
            continue;
        const bool valueMoved = field.currentKnown != before->currentKnown
            || (field.currentKnown && !sameValue(field.field, field.current, before->current));
        if (valueMoved)
            sentences.append(tr("%1 is now “%2”: changed since by %3.").arg(field.label, field.currentShown(), field.conflictWith));
        else if (field.conflict && !before->conflict)
            sentences.append(tr("%1 changed since by %2.").arg(field.label, field.conflictWith));
    }
    return sentences;
}

bool UndoPlan::hold(const QString &field, const QString &value)
{
    if (dictationWords(field).isEmpty())
        return false;
    held.erase(std::remove_if(held.begin(), held.end(), [&field](const HeldField &h) { return h.field == field; }), held.end());
    held.append({field, ChangeLabels::field(field), value});
    return true;
}

QList<UndoField> UndoPlan::dictated() const
{
    QList<UndoField> list;
    std::copy_if(fields.cbegin(), fields.cend(), std::back_inserter(list), [](const UndoField &f) { return f.isDictated(); });
    return list;
}

bool UndoPlan::setChoice(const QString &field, UndoField::Choice choice)
{
    for (UndoField &candidate : fields) {
        if (candidate.field == field && candidate.conflict) {
            candidate.choice = choice;
            return true;
        }
    }
    return false;
}

int UndoPlan::conflictCount() const
{
    return int(std::count_if(fields.cbegin(), fields.cend(), [](const UndoField &f) { return f.conflict; }));
}

QString UndoPlan::quote(const QString &value)
{
    QString quoted = value;
    quoted.replace(u'\\', QStringLiteral("\\\\"));
    quoted.replace(u'"', QStringLiteral("\\\""));
    return u'"' + quoted + u'"';
}

QString UndoPlan::dictationWords(const QString &field)
{
    for (const DictatedField &known : dictatedFields) {
        if (field == QStringView(known.field))
            return QString::fromUtf16(known.words);
    }
    return {};
}

QString UndoPlan::instruction() const
{
    QStringList lines;
    const auto dictate = [&lines](const QString &field, const QString &target) {
        // Keywords go as the list the draft holds them in: "a, b, c".
        const QString value = NetChanges::isKeywordField(field) ? keywordList(target).join(QStringLiteral(", ")) : target;
        lines.append(QStringLiteral("Set the %1 to %2").arg(dictationWords(field), quote(value)));
    };
    for (const UndoField &field : dictated())
        dictate(field.field, field.target);
    for (const HeldField &field : held) // "leave it as it is": its value before the undo, dictated
        dictate(field.field, field.value);
    return lines.join(u'\n');
}

QString UndoPlan::outcome() const
{
    QStringList back;
    QStringList kept;
    for (const UndoField &field : fields) {
        if (field.isDictated() || field.isBackAlready())
            back.append(back.isEmpty() ? field.label : sentenceCase(field.label));
        else
            kept.append(kept.isEmpty() ? field.label : sentenceCase(field.label));
    }
    QString text = back.size() == 1 ? tr("%1 is back to before version %2").arg(back.first()).arg(versionNumber)
                                    : tr("%1 are back to before version %2").arg(listed(back)).arg(versionNumber);
    if (!kept.isEmpty())
        text += kept.size() == 1 ? tr("; %1 was kept at its later value").arg(kept.first())
                                 : tr("; %1 were kept at their later values").arg(listed(kept));
    return text + u'.';
}

bool UndoPlan::sameValue(const QString &field, const QString &a, const QString &b)
{
    if (NetChanges::isKeywordField(field))
        return keywordList(a) == keywordList(b);
    return a == b;
}

QHash<QString, QString> UndoPlan::liveValues(const QList<FieldNetChange> &rows)
{
    QHash<QString, QString> values;
    for (const FieldNetChange &row : rows)
        values.insert(row.field, row.live);
    return values;
}

QHash<QString, QString> UndoPlan::draftValues(const QList<FieldNetChange> &rows)
{
    QHash<QString, QString> values;
    for (const FieldNetChange &row : rows)
        values.insert(row.field, row.after);
    return values;
}

UndoProof UndoProof::prove(const UndoPlan &plan, const QList<FieldNetChange> &draft, const QList<FieldNetChange> &beforeUndo,
                           const QHash<QString, QString> &accepted)
{
    UndoProof proof;
    proof.versionNumber = plan.versionNumber;
    const QHash<QString, QString> draftValues = UndoPlan::draftValues(draft);
    QSet<QString> asked;
    for (const UndoField &field : plan.dictated()) {
        Line line{field.field, field.label, field.target, draftValues.value(field.field, field.current), false, false};
        line.equal = draftValues.contains(field.field) && UndoPlan::sameValue(field.field, line.draft, line.target);
        proof.lines.append(line);
        asked.insert(field.field);
    }
    for (const HeldField &field : plan.held) {
        if (asked.contains(field.field))
            continue;
        const QString value = valueIn(draft, field.field, field.value);
        proof.lines.append({field.field, field.label, field.value, value, UndoPlan::sameValue(field.field, value, field.value), true});
        asked.insert(field.field);
    }
    // Every other field: changed by the undo's draft (an extra), or pending before it and carried along.
    for (const FieldNetChange &row : draft) {
        if (asked.contains(row.field))
            continue;
        const QString before = valueIn(beforeUndo, row.field, row.live);
        if (!UndoPlan::sameValue(row.field, row.after, before)) {
            const auto taken = accepted.constFind(row.field);
            proof.extras.append({row.field, row.label, before, row.after, !UndoPlan::dictationWords(row.field).isEmpty(),
                                 taken != accepted.constEnd() && UndoPlan::sameValue(row.field, *taken, row.after)});
        } else if (!UndoPlan::sameValue(row.field, row.live, row.after)) {
            proof.pending.append(row.label);
        }
    }
    return proof;
}

int UndoProof::equalCount() const
{
    return int(std::count_if(lines.cbegin(), lines.cend(), [](const Line &line) { return line.equal && !line.held; }));
}

int UndoProof::undoLineCount() const
{
    return int(std::count_if(lines.cbegin(), lines.cend(), [](const Line &line) { return !line.held; }));
}

bool UndoProof::allEqual() const
{
    return !lines.isEmpty() && std::all_of(lines.cbegin(), lines.cend(), [](const Line &line) { return line.equal; });
}

bool UndoProof::proven() const
{
    return allEqual() && std::all_of(extras.cbegin(), extras.cend(), [](const Extra &extra) { return extra.accepted; });
}

QString UndoProof::summary() const
{
    return tr("Proof: %1 of %n field(s) equal the values before version %2.", nullptr, undoLineCount())
        .arg(equalCount())
        .arg(versionNumber);
}

QStringList UndoProof::differences() const
{
    QStringList sentences;
    for (const Line &line : lines) {
        if (line.equal)
            continue;
        if (line.held)
            sentences.append(tr("%1: the draft holds “%2”; before the undo it was “%3”.").arg(line.label, line.draft, line.target));
        else
            sentences.append(tr("%1: the draft holds “%2”; before version %3 it was “%4”.")
                                 .arg(line.label, line.draft, QString::number(versionNumber), line.target));
    }
    for (const Extra &extra : extras) {
        if (!extra.accepted)
            sentences.append(tr("Not proven: the agent also changed %1: %2 → %3.").arg(extra.label, quoted(extra.before), quoted(extra.draft)));
    }
    return sentences;
}

QString UndoProof::quoted(const QString &value)
{
    return value.isEmpty() ? tr("(empty)") : u'“' + value + u'”';
}

QString UndoProof::alsoGoesLive() const
{
    QStringList sentences;
    if (!pending.isEmpty())
        sentences.append(tr("The draft also changes %1: it was pending before the undo and goes live with it.")
                             .arg(listed(pending)));
    for (const Extra &extra : extras) {
        if (extra.accepted)
            sentences.append(tr("%1 goes live as the agent changed it, as you chose: %2.").arg(extra.label, quoted(extra.draft)));
    }
    return sentences.join(u' ');
}

} // namespace Audience::Models
