#include "metatextfit.h"

#include "agentwording.h"

#include <QRegularExpression>
#include <QStringList>

namespace Sandbox::MetaTextFit {

namespace {

constexpr auto caseInsensitive = QRegularExpression::CaseInsensitiveOption;

bool endsSentence(const QString &text)
{
    return !text.isEmpty() && QStringLiteral(".!?").contains(text.back());
}

QString asSentenceEnd(const QString &text)
{
    return text.isEmpty() || endsSentence(text) ? text : text + u'.';
}

// A cut leaves no separator or small word dangling at its end ("Forecast Studio for", "… and cash,").
QString trimmedHead(QString head)
{
    static const QRegularExpression dangling(
        QStringLiteral(R"((?:[\s,;:|/&\-–—]+|\s+(?:and|or|for|with|to|of|the|a|an|in|at|on|by|from|our|your))+$)"),
        caseInsensitive);
    head.remove(dangling);
    return head.trimmed();
}

// A description that ended a sentence still ends one after a cut.
QString finished(const QString &head, const QString &original, Style style)
{
    return style == Style::Description && endsSentence(original) ? asSentenceEnd(head) : head;
}

// Every start of `text` that ends at a clause boundary, longest first. A sentence keeps its full stop.
QStringList clauseHeads(const QString &text)
{
    static const QRegularExpression boundary(QStringLiteral(R"([.!?](?=\s)|[:;,](?=\s)|\s*\|\s*|\s+[–—-]\s+)"));
    QStringList heads;
    auto it = boundary.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        const bool sentenceEnd = endsSentence(text.left(match.capturedStart() + 1));
        const QString head = sentenceEnd ? text.left(match.capturedStart() + 1).trimmed()
                                         : trimmedHead(text.left(match.capturedStart()));
        if (!head.isEmpty())
            heads.prepend(head);
    }
    return heads;
}

// The longest start of `text` that ends at a word boundary and fits in `maxLength`; a hard cut when
// even the first word is longer.
QString cutAtWord(const QString &text, qsizetype maxLength, Style style)
{
    for (qsizetype at = std::min(text.size(), maxLength); at > 0; --at) {
        if (at < text.size() && !text.at(at).isSpace())
            continue;
        const QString head = finished(trimmedHead(text.left(at)), text, style);
        if (!head.isEmpty() && head.size() <= maxLength)
            return head;
    }
    const bool fullStop = style == Style::Description && endsSentence(text);
    return finished(text.left(maxLength - (fullStop ? 1 : 0)).trimmed(), text, style);
}

// "pricing" → "Pricing"; a first word with capitals of its own ("iPhone", "SOC 2") stays as it is.
QString capitalised(QString phrase)
{
    const QString firstWord = phrase.section(u' ', 0, 0);
    if (!phrase.isEmpty() && firstWord == firstWord.toLower())
        phrase[0] = phrase.at(0).toUpper();
    return phrase;
}

// The phrase without the words that only lead into it: "the free pilot" → "free pilot".
QString core(const QString &phrase)
{
    static const QRegularExpression lead(QStringLiteral(R"(^(?:that|the|a|an)\s+)"), caseInsensitive);
    QString result = phrase.simplified();
    result.remove(lead);
    return result;
}

std::optional<Mentioned> mentionInTitle(const QString &text, const QString &phrase, qsizetype limit)
{
    const QString piece = capitalised(core(phrase));
    if (text.isEmpty())
        return piece.size() <= limit ? std::optional(Mentioned{piece, false}) : std::nullopt;
    const QString separator = text.contains(u'|') ? QStringLiteral(" | ") : QStringLiteral(" – ");
    const qsizetype room = limit - separator.size() - piece.size();
    if (room < 1)
        return std::nullopt;
    const QString base = text.size() <= room ? text : shortened(text, room, Style::Title);
    return Mentioned{base + separator + piece, base != text};
}

// "pricing" → "Learn about pricing."; "that pilots are free" → "Pilots are free."
QString mentionSentence(const QString &phrase)
{
    static const QRegularExpression statement(QStringLiteral(R"(^that\s+)"), caseInsensitive);
    QString words = phrase.simplified();
    while (!words.isEmpty() && QStringLiteral(".!?").contains(words.back()))
        words.chop(1);
    if (statement.match(words).hasMatch())
        return AgentWording::asSentence(words.remove(statement));
    return QStringLiteral("Learn about %1.").arg(words);
}

std::optional<Mentioned> mentionInDescription(const QString &text, const QString &phrase, qsizetype limit)
{
    const QString sentence = mentionSentence(phrase);
    if (text.isEmpty())
        return sentence.size() <= limit ? std::optional(Mentioned{sentence, false}) : std::nullopt;
    const qsizetype room = limit - 1 - sentence.size(); // the base, a space, the new sentence
    if (room < 2)
        return std::nullopt;
    QString base = asSentenceEnd(text);
    if (base.size() > room)
        base = asSentenceEnd(shortened(text, room - 1, Style::Description)); // room for a full stop
    return Mentioned{base + u' ' + sentence, base != asSentenceEnd(text)};
}

} // namespace

QString shortened(const QString &text, qsizetype limit, Style style)
{
    for (const QString &head : clauseHeads(text)) {
        const QString candidate = finished(head, text, style);
        if (candidate.size() <= limit && candidate.size() < text.size())
            return candidate;
    }
    return text.size() > limit ? cutAtWord(text, limit, style) : text;
}

std::optional<Mentioned> withMention(const QString &text, const QString &phrase, qsizetype limit, Style style)
{
    return style == Style::Title ? mentionInTitle(text.trimmed(), phrase, limit)
                                 : mentionInDescription(text.trimmed(), phrase, limit);
}

bool mentions(const QString &text, const QString &phrase)
{
    const QString words = core(phrase);
    return !words.isEmpty() && text.contains(words, Qt::CaseInsensitive);
}

} // namespace Sandbox::MetaTextFit
