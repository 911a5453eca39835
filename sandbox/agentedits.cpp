#include "agentedits.h"

#include "agentwording.h"
#include "dictation.h"
#include "textrewrites.h"

namespace Sandbox {

namespace {

using namespace AgentWording;

qsizetype indexOfKeyword(const QStringList &keywords, const QString &keyword)
{
    for (qsizetype i = 0; i < keywords.size(); ++i) {
        if (keywords.at(i).compare(keyword, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

// The field a single-value instruction sets.
DraftField singleFieldOf(InstructionKind kind)
{
    switch (kind) {
    case InstructionKind::SetTitle:
        return draftField(QStringLiteral("metaTitle"));
    case InstructionKind::Rename:
        return draftField(QStringLiteral("customName"));
    default:
        return draftField(QStringLiteral("metaDescription"));
    }
}

void applySingleValue(const Instruction &instruction, AgentContext &work, EditReading &reading)
{
    const QString value = instruction.values.value(0);
    const DraftField target = singleFieldOf(instruction.kind);
    QString &current = work.*target.value;
    reading.understood.append(QStringLiteral("set %1 to %2").arg(target.name, quoted(value)));
    if (value.isEmpty()) {
        reading.said.append(
            QStringLiteral("I could not find the new %1 in your message, so I left it unchanged.")
                .arg(target.label));
    } else if (value == current) {
        reading.said.append(QStringLiteral("The %1 is already %2.").arg(target.label, quoted(value)));
    } else {
        reading.said.append(current.isEmpty()
                                ? QStringLiteral("I set the %1 to %2.").arg(target.label, quoted(value))
                                : QStringLiteral("I changed the %1 from %2 to %3.")
                                      .arg(target.label, quoted(current), quoted(value)));
        current = value;
        reading.touch(target.name);
    }
}

void applyAddKeywords(const QStringList &values, AgentContext &work, EditReading &reading)
{
    reading.understood.append(QStringLiteral("add metaKeywords %1").arg(quotedList(values)));
    QStringList added, present;
    for (const QString &value : values) {
        if (indexOfKeyword(work.metaKeywords, value) >= 0) {
            if (!present.contains(value))
                present.append(value);
        } else {
            work.metaKeywords.append(value);
            added.append(value);
        }
    }
    if (values.isEmpty())
        reading.said.append(
            QStringLiteral("I could not find which keyword to add, so the keywords are unchanged."));
    if (!added.isEmpty()) {
        reading.said.append(
            QStringLiteral("I added the keyword%1 %2.").arg(pluralS(added), quotedList(added)));
        reading.touch(QStringLiteral("metaKeywords"));
    }
    if (!present.isEmpty())
        reading.said.append(
            QStringLiteral("%1 %2 already among the keywords.").arg(quotedList(present), wasOrWere(present)));
}

void applyRemoveKeywords(const QStringList &values, AgentContext &work, EditReading &reading)
{
    reading.understood.append(QStringLiteral("remove metaKeywords %1").arg(quotedList(values)));
    QStringList removed, missing;
    for (const QString &value : values) {
        const qsizetype index = indexOfKeyword(work.metaKeywords, value);
        if (index >= 0)
            removed.append(work.metaKeywords.takeAt(index));
        else if (!missing.contains(value))
            missing.append(value);
    }
    if (values.isEmpty())
        reading.said.append(
            QStringLiteral("I could not find which keyword to remove, so the keywords are unchanged."));
    if (!removed.isEmpty()) {
        reading.said.append(
            QStringLiteral("I removed the keyword%1 %2.").arg(pluralS(removed), quotedList(removed)));
        reading.touch(QStringLiteral("metaKeywords"));
    }
    if (!missing.isEmpty())
        reading.said.append(QStringLiteral("%1 %2 not among the keywords, so there was nothing to remove.")
                                .arg(quotedList(missing), wasOrWere(missing)));
}

} // namespace

void applyInstruction(const Instruction &instruction, AgentContext &work, EditReading &reading)
{
    switch (instruction.kind) {
    case InstructionKind::SetTitle:
    case InstructionKind::SetDescription:
    case InstructionKind::Rename:
        applySingleValue(instruction, work, reading);
        break;
    case InstructionKind::AddKeywords:
        applyAddKeywords(instruction.values, work, reading);
        break;
    case InstructionKind::RemoveKeywords:
        applyRemoveKeywords(instruction.values, work, reading);
        break;
    case InstructionKind::Shorten:
        TextRewrites::shorten(instruction, work, reading);
        break;
    case InstructionKind::Mention:
        TextRewrites::mention(instruction, work, reading);
        break;
    case InstructionKind::Replace:
        TextRewrites::replace(instruction, work, reading);
        break;
    case InstructionKind::CallToAction:
        TextRewrites::noteCallToAction(instruction, work, reading);
        break;
    case InstructionKind::Dictate:
        Dictation::apply(instruction.fields.value(0), instruction.values.value(0), work, reading);
        break;
    case InstructionKind::UnknownField:
        Dictation::refuse(instruction.values.value(0), reading);
        break;
    }
}

} // namespace Sandbox
