#include "instructionreader.h"

#include "dictation.h"
#include "instructionfinder.h"
#include "instructiontext.h"

#include <QRegularExpression>

#include <optional>

namespace Sandbox {

namespace {

using namespace InstructionText;
using InstructionFinder::Command;
using InstructionFinder::Phrase;

QRegularExpression caseInsensitive(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption
                                           | QRegularExpression::UseUnicodePropertiesOption);
}

// The field a word of the message names ("title", "keywords", …); empty for any other word.
QString fieldOfWord(const QString &word)
{
    const QString lower = word.toLower();
    if (lower == u"title")
        return QStringLiteral("metaTitle");
    if (lower == u"description")
        return QStringLiteral("metaDescription");
    if (lower == u"keyword" || lower == u"keywords")
        return QStringLiteral("metaKeywords");
    if (lower == u"name")
        return QStringLiteral("customName");
    if (lower == u"context")
        return QStringLiteral("supplementaryContext");
    return {};
}

// The fields named in `words`, in the order named ("shorten the title and the description").
QStringList fieldsNamedIn(const QString &words)
{
    static const QRegularExpression field = caseInsensitive(QStringLiteral(R"(\b(title|description)\b)"));
    QStringList fields;
    auto it = field.globalMatch(words);
    while (it.hasNext()) {
        const QString named = fieldOfWord(it.next().captured(1));
        if (!fields.contains(named))
            fields.append(named);
    }
    return fields;
}

// The last word of a tail ("… in the meta title") names its field.
QString fieldOfTail(const QRegularExpressionMatch &tail)
{
    const QString words = tail.captured(0).trimmed();
    return fieldOfWord(words.mid(words.lastIndexOf(u' ') + 1));
}

const ValueTail &keywordsTail() // "add X as keywords", "add X to the keywords"
{
    static const ValueTail tail(QStringLiteral(
        R"(\s+(?:as|to|among|into)\s+(?:the\s+|our\s+|its\s+|a\s+|an\s+)?(?:meta[\s-]*|seo\s+)?keywords?\b)"));
    return tail;
}

const ValueTail &titleOrDescriptionTail() // "mention X in the title", "add X to the meta description"
{
    static const ValueTail tail(QStringLiteral(
        R"(\s+(?:in|to|into|within|inside)\s+(?:the\s+|our\s+|its\s+)?(?:page(?:'s)?\s+)?)"
        R"((?:meta[\s-]*|seo\s+)?(?:title|description)\b)"));
    return tail;
}

const ValueTail &fromKeywordsTail() // "drop X from the keywords"
{
    static const ValueTail tail(QStringLiteral(
        R"(\s+from\s+(?:the\s+|our\s+|its\s+)?(?:meta[\s-]*|seo\s+)?keywords?\b)"));
    return tail;
}

const ValueTail &callToActionTail() // "use X as the call to action"
{
    static const ValueTail tail(QStringLiteral(
        R"(\s+as\s+(?:the\s+|our\s+|a\s+|an\s+|your\s+|my\s+)?(?:call[\s-]+to[\s-]+action|cta)\b)"));
    return tail;
}

const ValueTail &anyFieldTail() // "replace A with B in the keywords", "… everywhere"
{
    static const ValueTail tail(QStringLiteral(
        R"(\s+(?:(?:in|within|across|from|of)\s+(?:the\s+|our\s+|its\s+)?)"
        R"((?:(?:page(?:'s)?\s+)?(?:meta[\s-]*|seo\s+)?(?:title|description)|(?:meta[\s-]*|seo\s+)?keywords?)"
        R"(|(?:audience(?:'s)?\s+|custom\s+)?name|(?:supplementary\s+)?context)|everywhere)\b)"));
    return tail;
}

// The value before `tail`, which itself ends the instruction.
QString valueBefore(const QString &text, qsizetype from, const QRegularExpressionMatch &tail)
{
    qsizetype ignored = 0;
    return readSingleValue(text, from, tail.capturedStart(), &ignored);
}

QStringList valuesBefore(const QString &text, qsizetype from, const QRegularExpressionMatch &tail)
{
    qsizetype ignored = 0;
    return readValueList(text, from, tail.capturedStart(), &ignored);
}

// "Make the title shorter and mention pricing": a mention joined to a Shorten (or to a mention after
// one) only by "and", "then" or a comma is about the same fields. After an instruction that dictates a
// value ("set the title to …"), it is not: that value is taken as given.
QStringList fieldsInFocus(const QString &text, const Command &command, const Instruction *previous)
{
    if (!previous || (previous->kind != InstructionKind::Shorten && previous->kind != InstructionKind::Mention))
        return {};
    static const QRegularExpression connectorsOnly =
        caseInsensitive(QStringLiteral(R"(^(?:[\s,&]|\b(?:and|then|also|please)\b)*$)"));
    if (!connectorsOnly.match(text.mid(previous->end, command.start - previous->end)).hasMatch())
        return {};
    return previous->fields;
}

// "mention X" and "add X": in the title or description named or in focus, or keywords ("add X as
// keywords"). Anything else (none named, none in focus) is no instruction: it goes to the
// supplementary context with the rest of the message.
std::optional<Instruction> readMention(const QString &text, const Command &command, const Instruction *previous)
{
    if (command.phrase == Phrase::Add) {
        const auto keywords = keywordsTail().find(text, command.valueStart, command.limit);
        if (keywords.hasMatch())
            return Instruction{InstructionKind::AddKeywords, valuesBefore(text, command.valueStart, keywords), {},
                               command.start, keywords.capturedEnd()};
    }
    Instruction mention{InstructionKind::Mention, {}, {}, command.start, 0};
    const auto named = titleOrDescriptionTail().find(text, command.valueStart, command.limit);
    if (named.hasMatch()) {
        mention.values = {valueBefore(text, command.valueStart, named)};
        mention.fields = {fieldOfTail(named)};
        mention.end = named.capturedEnd();
        return mention;
    }
    mention.fields = fieldsInFocus(text, command, previous);
    if (mention.fields.isEmpty())
        return std::nullopt;
    mention.values = {readSingleValue(text, command.valueStart, command.limit, &mention.end)};
    return mention;
}

// "replace A with B", then optionally "in the title" (or another field) or "everywhere".
std::optional<Instruction> readReplace(const QString &text, const Command &command)
{
    static const QRegularExpression with = caseInsensitive(QStringLiteral(R"(\s+with\s+)"));
    qsizetype pos = command.valueStart;
    const bool quoted = quotedAt(text, pos, command.limit);
    QString found;
    QRegularExpressionMatch separator;
    if (quoted) {
        found = readQuoted(text, pos, command.limit);
        separator = with.match(text, pos, QRegularExpression::NormalMatch,
                               QRegularExpression::AnchorAtOffsetMatchOption);
    } else {
        separator = with.match(QStringView(text).first(clauseEnd(text, pos, command.limit)), pos);
        if (separator.hasMatch())
            found = cleanUnquoted(text.mid(pos, separator.capturedStart() - pos));
    }
    if (!separator.hasMatch() || separator.capturedEnd() > command.limit || found.isEmpty())
        return std::nullopt;
    Instruction replace{InstructionKind::Replace, {found}, {}, command.start, 0};
    const qsizetype replacementStart = separator.capturedEnd();
    const auto field = anyFieldTail().find(text, replacementStart, command.limit);
    if (field.hasMatch()) {
        replace.values.append(valueBefore(text, replacementStart, field));
        const QString named = fieldOfTail(field);
        if (!named.isEmpty())
            replace.fields = {named};
        replace.end = field.capturedEnd();
    } else {
        replace.values.append(readSingleValue(text, replacementStart, command.limit, &replace.end));
    }
    // "replace the meta title with "X"" names a field to set, not a text to find.
    static const QRegularExpression fieldItself = caseInsensitive(
        QStringLiteral(R"(^(?:the\s+)?(?:page(?:'s)?\s+)?(?:meta[\s-]*|seo\s+)?(title|description)$)"));
    const auto itself = fieldItself.match(found);
    if (!quoted && itself.hasMatch()) {
        replace.kind = fieldOfWord(itself.captured(1)) == u"metaTitle" ? InstructionKind::SetTitle
                                                                        : InstructionKind::SetDescription;
        replace.values = {replace.values.constLast()};
    }
    return replace;
}

// "drop X from the keywords" and "use X as the call to action": the tail says what X is.
std::optional<Instruction> readWithTail(const QString &text, const Command &command, InstructionKind kind,
                                        const ValueTail &tail)
{
    const auto match = tail.find(text, command.valueStart, command.limit);
    if (!match.hasMatch())
        return std::nullopt;
    const QStringList values = kind == InstructionKind::RemoveKeywords
        ? valuesBefore(text, command.valueStart, match)
        : QStringList{valueBefore(text, command.valueStart, match)};
    return Instruction{kind, values, {}, command.start, match.capturedEnd()};
}

Instruction readDirect(const QString &text, const Command &command, InstructionKind kind)
{
    Instruction instruction{kind, {}, {}, command.start, command.valueStart};
    if (kind == InstructionKind::AddKeywords || kind == InstructionKind::RemoveKeywords)
        instruction.values = readValueList(text, command.valueStart, command.limit, &instruction.end);
    else
        instruction.values = {readSingleValue(text, command.valueStart, command.limit, &instruction.end)};
    return instruction;
}

// "set the <field> to "…"": the value exactly as written, up to its closing quote (or, unbalanced, up
// to the next instruction). Words that name no field make an instruction that is refused, so that
// nothing of it changes the draft; the call to action keeps its own instruction.
std::optional<Instruction> readDictation(const QString &text, const Command &command)
{
    if (Dictation::namesCallToAction(command.named))
        return std::nullopt;
    const qsizetype open = command.valueStart;
    qsizetype close = Dictation::closingQuote(text, open);
    qsizetype end = close + 1;
    if (close < 0 || close >= command.limit) { // unbalanced: the rest, up to the next instruction
        close = command.limit;
        while (close > open + 1 && text.at(close - 1).isSpace())
            --close;
        end = command.limit;
    }
    const QString field = Dictation::fieldNamed(command.named);
    if (field.isEmpty())
        return Instruction{InstructionKind::UnknownField, {command.named.simplified()}, {}, command.start, end};
    return Instruction{InstructionKind::Dictate, {Dictation::unescaped(text, open, close)}, {field}, command.start,
                       end};
}

// The instruction a phrase starts, or nothing when the words around it show it is none.
std::optional<Instruction> readCommand(const QString &text, const Command &command, const Instruction *previous)
{
    switch (command.phrase) {
    case Phrase::Dictate: return readDictation(text, command);
    case Phrase::SetTitle: return readDirect(text, command, InstructionKind::SetTitle);
    case Phrase::SetDescription: return readDirect(text, command, InstructionKind::SetDescription);
    case Phrase::Rename: return readDirect(text, command, InstructionKind::Rename);
    case Phrase::AddKeywords: return readDirect(text, command, InstructionKind::AddKeywords);
    case Phrase::RemoveKeywords: return readDirect(text, command, InstructionKind::RemoveKeywords);
    case Phrase::SetCallToAction: return readDirect(text, command, InstructionKind::CallToAction);
    case Phrase::Shorten:
        return Instruction{InstructionKind::Shorten, {},
                           fieldsNamedIn(text.mid(command.start, command.valueStart - command.start)),
                           command.start, command.valueStart};
    case Phrase::Mention:
    case Phrase::Add: return readMention(text, command, previous);
    case Phrase::RemoveFrom: return readWithTail(text, command, InstructionKind::RemoveKeywords, fromKeywordsTail());
    case Phrase::UseAs: return readWithTail(text, command, InstructionKind::CallToAction, callToActionTail());
    case Phrase::Replace: return readReplace(text, command);
    }
    return std::nullopt;
}

} // namespace

QList<Instruction> readInstructions(const QString &message)
{
    // A phrase refused as no instruction no longer cuts off the value before it, so the message is
    // read again without it, until every phrase left is an instruction.
    InstructionFinder::Refusals refused;
    for (;;) {
        QList<Instruction> instructions;
        const qsizetype refusedBefore = refused.size();
        for (const Command &command : InstructionFinder::findCommands(message, refused)) {
            const Instruction *previous = instructions.isEmpty() ? nullptr : &instructions.constLast();
            if (const auto instruction = readCommand(message, command, previous))
                instructions.append(*instruction);
            else
                refused.add(command.start, command.phrase);
        }
        if (refused.size() == refusedBefore)
            return instructions;
    }
}

} // namespace Sandbox
