#include "models/workspace/undoplan.h"

#include "models/workspace/changelabels.h"

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

} // namespace

bool UndoField::isBackAlready() const
{
    return UndoPlan::sameValue(field, current, target);
}

UndoPlan UndoPlan::build(const PublishedChange &undone, const QList<PublishedChange> &later, const QHash<QString, QString> &liveNow)
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
    for (const PublishedFieldChange &change : undone.fields) {
        UndoField field;
        field.field = change.field;
        field.label = ChangeLabels::field(change.field);
        field.target = change.before;
        field.publishedAs = change.after;
        field.current = liveNow.value(change.field, change.after);
        for (const PublishedChange &publish : later) {
            if (publish.versionNumber > undone.versionNumber && publish.fieldChange(change.field)) {
                field.conflict = true;
                field.conflictWith = tr("version %1").arg(publish.versionNumber);
                if (!liveNow.contains(change.field))
                    field.current = publish.fieldChange(change.field)->after;
            }
        }
        if (!field.conflict && !sameValue(field.field, field.current, field.publishedAs)) {
            field.conflict = true;
            field.conflictWith = tr("a publish the console does not know");
        }
        if (dictationWords(field.field).isEmpty())
            field.cannotDictate = tr("The agent cannot be told this field's value.");
        plan.fields.append(field);
    }
    if (std::all_of(plan.fields.cbegin(), plan.fields.cend(), [](const UndoField &f) { return f.isBackAlready(); }))
        plan.problem = tr("Every field version %1 changed already holds its value from before.").arg(undone.versionNumber);
    return plan;
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
    for (const UndoField &field : dictated()) {
        // Keywords go as the list the draft holds them in: "a, b, c".
        const QString value = NetChanges::isKeywordField(field.field) ? keywordList(field.target).join(QStringLiteral(", ")) : field.target;
        lines.append(QStringLiteral("Set the %1 to %2").arg(dictationWords(field.field), quote(value)));
    }
    return lines.join(u'\n');
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

UndoProof UndoProof::prove(const UndoPlan &plan, const QHash<QString, QString> &draft)
{
    UndoProof proof;
    proof.versionNumber = plan.versionNumber;
    for (const UndoField &field : plan.dictated()) {
        Line line{field.field, field.label, field.target, draft.value(field.field, field.current), false};
        line.equal = draft.contains(field.field) && UndoPlan::sameValue(field.field, line.draft, line.target);
        proof.lines.append(line);
    }
    return proof;
}

int UndoProof::equalCount() const
{
    return int(std::count_if(lines.cbegin(), lines.cend(), [](const Line &line) { return line.equal; }));
}

QString UndoProof::summary() const
{
    return tr("Proof: %1 of %n field(s) equal the values before version %2.", nullptr, int(lines.size()))
        .arg(equalCount())
        .arg(versionNumber);
}

QStringList UndoProof::differences() const
{
    QStringList sentences;
    for (const Line &line : lines) {
        if (!line.equal)
            sentences.append(tr("%1: the draft holds “%2”; before version %3 it was “%4”.")
                                 .arg(line.label, line.draft, QString::number(versionNumber), line.target));
    }
    return sentences;
}

} // namespace Audience::Models
