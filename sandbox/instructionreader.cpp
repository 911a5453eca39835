#include "instructionreader.h"

#include "instructiontext.h"

#include <QRegularExpression>

#include <algorithm>

namespace Sandbox {

namespace {

using namespace InstructionText;

// Where an instruction's words were found: where they start, where its value starts, and where the
// next instruction starts (or the text ends), which its value never runs past.
struct Command
{
    InstructionKind kind;
    qsizetype start;
    qsizetype valueStart;
    qsizetype limit = 0;
};

struct Rule
{
    InstructionKind kind;
    QRegularExpression prefix;
};

const QList<Rule> &rules()
{
    constexpr auto options = QRegularExpression::CaseInsensitiveOption
        | QRegularExpression::UseUnicodePropertiesOption;
    static const QList<Rule> all{
        {InstructionKind::SetTitle,
         QRegularExpression(QStringLiteral(
             R"(\b(?:set|change|update|make|rename)\s+(?:the\s+)?(?:page\s+)?)"
             R"((?:meta[\s-]*title|seo\s+title|title\s+tag|title)\s*(?:\bto\b|\bas\b|=|:)\s*)"), options)},
        {InstructionKind::SetDescription,
         QRegularExpression(QStringLiteral(
             R"(\b(?:set|change|update|make)\s+(?:the\s+)?(?:page\s+)?)"
             R"((?:meta[\s-]*description|seo\s+description|description)\s*(?:\bto\b|\bas\b|=|:)\s*)"), options)},
        {InstructionKind::AddKeywords,
         QRegularExpression(QStringLiteral(
             R"(\badd\s+(?:the\s+|a\s+|an\s+)?(?:meta[\s-]*|seo\s+)?keywords?\b\s*:?\s*)"), options)},
        {InstructionKind::RemoveKeywords,
         QRegularExpression(QStringLiteral(
             R"(\b(?:remove|delete|drop)\s+(?:the\s+|a\s+)?(?:meta[\s-]*|seo\s+)?keywords?\b\s*:?\s*)"), options)},
        {InstructionKind::Rename,
         QRegularExpression(QStringLiteral(
             R"(\b(?:rename\s+(?:the\s+|this\s+)?audience(?:\s+to\b|\s+as\b)?)"
             R"(|(?:set|change|update)\s+(?:the\s+)?(?:audience(?:'s)?\s+)?(?:custom\s+)?name\s*(?:\bto\b|\bas\b|=|:))"
             R"(|call\s+(?:the|this)\s+audience\b)\s*)"), options)},
    };
    return all;
}

QList<Command> findCommands(const QString &text)
{
    QList<Command> commands;
    for (const Rule &rule : rules()) {
        auto it = rule.prefix.globalMatch(text);
        while (it.hasNext()) {
            const auto match = it.next();
            commands.append({rule.kind, match.capturedStart(), match.capturedEnd()});
        }
    }
    // Stable, so that of two rules claiming the same start the one listed first wins.
    std::stable_sort(commands.begin(), commands.end(),
                     [](const Command &a, const Command &b) { return a.start < b.start; });
    // Two rules can claim overlapping text ("rename the title to"): keep the earliest claim.
    QList<Command> kept;
    for (const Command &command : std::as_const(commands)) {
        if (kept.isEmpty() || command.start >= kept.constLast().valueStart)
            kept.append(command);
    }
    for (qsizetype i = 0; i < kept.size(); ++i)
        kept[i].limit = i + 1 < kept.size() ? kept.at(i + 1).start : text.size();
    return kept;
}

Instruction readCommand(const QString &text, const Command &command)
{
    Instruction instruction{command.kind, {}, command.start, command.valueStart};
    switch (command.kind) {
    case InstructionKind::AddKeywords:
    case InstructionKind::RemoveKeywords:
        instruction.values = readValueList(text, command.valueStart, command.limit, &instruction.end);
        break;
    case InstructionKind::SetTitle:
    case InstructionKind::SetDescription:
    case InstructionKind::Rename:
        instruction.values = {readSingleValue(text, command.valueStart, command.limit, &instruction.end)};
        break;
    }
    return instruction;
}

} // namespace

QList<Instruction> readInstructions(const QString &message)
{
    QList<Instruction> instructions;
    for (const Command &command : findCommands(message))
        instructions.append(readCommand(message, command));
    return instructions;
}

} // namespace Sandbox
