#include "instructionfinder.h"

#include "dictation.h"
#include "instructiontext.h"

#include <QRegularExpression>

#include <algorithm>

namespace Sandbox::InstructionFinder {

namespace {

struct Rule
{
    Phrase phrase;
    QRegularExpression pattern;
};

QRegularExpression caseInsensitive(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption
                                           | QRegularExpression::UseUnicodePropertiesOption);
}

// "make the meta title shorter", "shorten the title and the description", "a shorter meta description".
QRegularExpression shortenPattern()
{
    const QString field = QStringLiteral(R"((?:page(?:'s)?\s+)?(?:meta[\s-]*|seo\s+)?(?:title|description))");
    const QString fields = field + QStringLiteral(R"((?:\s*(?:,|&|\band\b)\s*(?:the\s+)?)") + field + QStringLiteral(")?");
    return caseInsensitive(QStringLiteral(R"(\b(?:(?:make|keep|get)\s+(?:the\s+|its\s+)?)") + fields
                           + QStringLiteral(R"(\s+(?:a\s+(?:bit|little)\s+|much\s+)?shorter\b)")
                           + QStringLiteral(R"(|shorten\s+(?:the\s+|its\s+)?)") + fields
                           + QStringLiteral(R"(\b|a\s+shorter\s+)") + field + QStringLiteral(R"(\b))"));
}

// "set the meta title to "…", "update the SEO keywords to "…": up to six words naming a field, then a
// straight double quote (docs/sandbox.md, "Dictated values"). The words are captured.
QRegularExpression dictationPattern()
{
    const QString word = QStringLiteral(R"((?!(?:set|change|update|and|then)\b)[\p{L}\p{N}][\p{L}\p{N}'\x{2019}&_-]*)");
    return caseInsensitive(QStringLiteral(R"(\b(?:set|change|update)\s+(?:the\s+|its\s+|our\s+|this\s+)?()")
                           + QStringLiteral("(?:%1\\s+){0,5}?%1").arg(word)
                           + QStringLiteral(R"()\s*(?:\bto\b|\bas\b|=|:)\s*(?="))"));
}

// Listed so that where two rules claim the same start, the more specific one (first) wins.
const QList<Rule> &rules()
{
    // The keyword words that make "add …" and "remove …" keyword instructions of their own.
    const QString keywordWords = QStringLiteral(R"((?:the\s+|a\s+|an\s+)?(?:meta[\s-]*|seo\s+)?keywords?\b)");
    static const QList<Rule> all{
        {Phrase::Dictate, dictationPattern()},
        {Phrase::SetTitle,
         caseInsensitive(QStringLiteral(
             R"(\b(?:set|change|update|make|rename)\s+(?:the\s+)?(?:page\s+)?)"
             R"((?:meta[\s-]*title|seo\s+title|title\s+tag|title)\s*(?:\bto\b|\bas\b|=|:)\s*)"))},
        {Phrase::SetDescription,
         caseInsensitive(QStringLiteral(
             R"(\b(?:set|change|update|make)\s+(?:the\s+)?(?:page\s+)?)"
             R"((?:meta[\s-]*description|seo\s+description|description)\s*(?:\bto\b|\bas\b|=|:)\s*)"))},
        {Phrase::AddKeywords,
         caseInsensitive(QStringLiteral(
             R"(\badd\s+(?:the\s+|a\s+|an\s+)?(?:meta[\s-]*|seo\s+)?keywords?\b\s*:?\s*)"))},
        {Phrase::RemoveKeywords,
         caseInsensitive(QStringLiteral(
             R"(\b(?:remove|delete|drop)\s+(?:the\s+|a\s+)?(?:meta[\s-]*|seo\s+)?keywords?\b\s*:?\s*)"))},
        {Phrase::Rename,
         caseInsensitive(QStringLiteral(
             R"(\b(?:rename\s+(?:the\s+|this\s+)?audience(?:\s+to\b|\s+as\b)?)"
             R"(|(?:set|change|update)\s+(?:the\s+)?(?:audience(?:'s)?\s+)?(?:custom\s+)?name\s*(?:\bto\b|\bas\b|=|:))"
             R"(|call\s+(?:the|this)\s+audience\b)\s*)"))},
        {Phrase::SetCallToAction,
         caseInsensitive(QStringLiteral(
             R"(\b(?:set|change|update|make)\s+(?:the\s+|our\s+)?(?:call[\s-]+to[\s-]+action|cta)\s*(?:\bto\b|\bas\b|=|:)\s*)"))},
        {Phrase::Shorten, shortenPattern()},
        {Phrase::Mention, caseInsensitive(QStringLiteral(R"(\bmention\s+)"))},
        {Phrase::Add, caseInsensitive(QStringLiteral(R"(\badd\s+(?!)") + keywordWords + u')')},
        {Phrase::RemoveFrom, caseInsensitive(QStringLiteral(R"(\b(?:remove|delete|drop)\s+(?!)") + keywordWords + u')')},
        {Phrase::Replace, caseInsensitive(QStringLiteral(R"(\breplace\s+)"))},
        {Phrase::UseAs, caseInsensitive(QStringLiteral(R"(\buse\s+)"))},
    };
    return all;
}

QList<Command> allMatches(const QString &text, const Refusals &refused)
{
    QList<Command> commands;
    for (const Rule &rule : rules()) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto match = it.next();
            if (!refused.contains(match.capturedStart(), rule.phrase))
                commands.append({rule.phrase, match.capturedStart(), match.capturedEnd(), 0,
                                 rule.phrase == Phrase::Dictate ? match.captured(1) : QString()});
        }
    }
    // Stable, so that of two rules claiming the same start the one listed first wins.
    std::stable_sort(commands.begin(), commands.end(),
                     [](const Command &a, const Command &b) { return a.start < b.start; });
    return commands;
}

// Where the quoted value of `command` closes, or -1 when no quoted value starts there.
qsizetype quoteClosing(const QString &text, const Command &command)
{
    const qsizetype at = command.valueStart;
    if (!InstructionText::quotedAt(text, at, text.size()))
        return -1;
    if (command.phrase == Phrase::Dictate)
        return Dictation::closingQuote(text, at);
    return text.indexOf(InstructionText::closingQuote(text.at(at)), at + 1);
}

} // namespace

QList<Command> findCommands(const QString &text, const Refusals &refused)
{
    QList<Command> kept;
    qsizetype quotedUntil = -1;
    for (const Command &command : allMatches(text, refused)) {
        // Two rules can claim overlapping text ("rename the title to"): keep the earliest claim.
        if (!kept.isEmpty() && command.start < kept.constLast().valueStart)
            continue;
        // "Set the meta title to "Add pricing now"": the quoted words are a value, not an instruction.
        if (command.start < quotedUntil)
            continue;
        kept.append(command);
        quotedUntil = quoteClosing(text, command);
    }
    for (qsizetype i = 0; i < kept.size(); ++i)
        kept[i].limit = i + 1 < kept.size() ? kept.at(i + 1).start : text.size();
    return kept;
}

} // namespace Sandbox::InstructionFinder
