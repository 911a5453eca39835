#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Sandbox {

enum class InstructionKind {
    SetTitle,
    SetDescription,
    Rename,
    AddKeywords,
    RemoveKeywords,
    Shorten,      // "make the meta title shorter", "shorten the description"
    Mention,      // "mention X in the title", "add X to the description", or right after a Shorten
    Replace,      // "replace A with B", in the fields named or in every field
    CallToAction, // "use "X" as the call to action": kept in the supplementary context
    Dictate,      // "set the <field> to "…"": the value exactly as written (dictation.h)
    UnknownField, // "set the <words> to "…"" where the words name no field: refused, nothing changes
};

// One instruction the editing agent understood in a chat message, with its values read and the part
// of the message it took (the rest may still go to the supplementary context).
struct Instruction
{
    InstructionKind kind;
    QStringList values; // the new value for the Set kinds, Rename and Dictate; the keywords for the keyword
                        // kinds; what to mention; the call to action; for Replace the text to find, then its
                        // replacement; for UnknownField the words that named no field
    QStringList fields; // Shorten and Mention: the fields they act on ("metaTitle", "metaDescription");
                        // Replace: the fields named, empty for every field; Dictate: the field set
    qsizetype start = 0; // the text the instruction took: [start, end)
    qsizetype end = 0;
};

// The instructions in a chat message, in the order they appear. Matching is case-insensitive; an
// instruction's value never runs into the next instruction.
QList<Instruction> readInstructions(const QString &message);

} // namespace Sandbox
