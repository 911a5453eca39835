#include "editingagent.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace Sandbox {

namespace {

enum class CommandKind { SetTitle, SetDescription, AddKeywords, RemoveKeywords, Rename };

// One recognised instruction inside the message: where it starts, where its value starts, what it does.
struct Command
{
    CommandKind kind;
    qsizetype start;
    qsizetype valueStart;
    qsizetype limit = 0; // where the next command starts (or the text ends): a value never runs past it
};

struct Rule
{
    CommandKind kind;
    QRegularExpression prefix;
};

const QList<Rule> &rules()
{
    constexpr auto options = QRegularExpression::CaseInsensitiveOption
        | QRegularExpression::UseUnicodePropertiesOption;
    static const QList<Rule> all{
        {CommandKind::SetTitle,
         QRegularExpression(QStringLiteral(
             R"(\b(?:set|change|update|make|rename)\s+(?:the\s+)?(?:page\s+)?)"
             R"((?:meta[\s-]*title|seo\s+title|title\s+tag|title)\s*(?:\bto\b|\bas\b|=|:)\s*)"), options)},
        {CommandKind::SetDescription,
         QRegularExpression(QStringLiteral(
             R"(\b(?:set|change|update|make)\s+(?:the\s+)?(?:page\s+)?)"
             R"((?:meta[\s-]*description|seo\s+description|description)\s*(?:\bto\b|\bas\b|=|:)\s*)"), options)},
        {CommandKind::AddKeywords,
         QRegularExpression(QStringLiteral(
             R"(\badd\s+(?:the\s+|a\s+|an\s+)?(?:meta[\s-]*|seo\s+)?keywords?\b\s*:?\s*)"), options)},
        {CommandKind::RemoveKeywords,
         QRegularExpression(QStringLiteral(
             R"(\b(?:remove|delete|drop)\s+(?:the\s+|a\s+)?(?:meta[\s-]*|seo\s+)?keywords?\b\s*:?\s*)"), options)},
        {CommandKind::Rename,
         QRegularExpression(QStringLiteral(
             R"(\b(?:rename\s+(?:the\s+|this\s+)?audience(?:\s+to\b|\s+as\b)?)"
             R"(|(?:set|change|update)\s+(?:the\s+)?(?:audience(?:'s)?\s+)?(?:custom\s+)?name\s*(?:\bto\b|\bas\b|=|:))"
             R"(|call\s+(?:the|this)\s+audience\b)\s*)"), options)},
    };
    return all;
}

QChar closingQuote(QChar open)
{
    switch (open.unicode()) {
    case u'"': return u'"';
    case u'\'': return u'\'';
    case 0x201C: return QChar(0x201D); // “ ”
    case 0x2018: return QChar(0x2019); // ‘ ’
    case 0x00AB: return QChar(0x00BB); // « »
    default: return QChar();
    }
}

// Trims an unquoted value: surrounding blanks, trailing punctuation, and a dangling connector
// ("… and", "… then") left where the next instruction was cut off.
QString cleanUnquoted(QString value)
{
    static const QRegularExpression trailing(QStringLiteral(R"((?:[\s,.;:!]+|\s+(?:and|then|also|please))+$)"),
                                             QRegularExpression::CaseInsensitiveOption);
    value = value.trimmed();
    value.remove(trailing);
    return value.simplified();
}

// End of the clause that starts at `from`: a line break, a semicolon or a sentence end (". "), never past `limit`.
qsizetype clauseEnd(const QString &text, qsizetype from, qsizetype limit)
{
    for (qsizetype i = from; i < limit; ++i) {
        const QChar c = text.at(i);
        if (c == u'\n' || c == u';')
            return i;
        if ((c == u'.' || c == u'!' || c == u'?') && (i + 1 == limit || text.at(i + 1).isSpace()))
            return i;
    }
    return limit;
}

// Reads a quoted string at `pos` (which holds an opening quote); returns the text and moves `pos` past it.
QString readQuoted(const QString &text, qsizetype &pos, qsizetype limit)
{
    const QChar close = closingQuote(text.at(pos));
    const qsizetype begin = pos + 1;
    qsizetype end = text.indexOf(close, begin);
    if (end < 0 || end >= limit)
        end = clauseEnd(text, begin, limit); // unbalanced quote: take the clause
    pos = std::min(end + 1, limit);
    return text.mid(begin, end - begin).simplified();
}

// Both readers set `end` to where the value stopped, so that the rest of the message can be kept.
QString readSingleValue(const QString &text, const Command &command, qsizetype *end)
{
    qsizetype pos = command.valueStart;
    if (pos < command.limit && !closingQuote(text.at(pos)).isNull()) {
        QString value = readQuoted(text, pos, command.limit);
        *end = pos;
        return value;
    }
    *end = clauseEnd(text, pos, command.limit);
    return cleanUnquoted(text.mid(pos, *end - pos));
}

QStringList readValueList(const QString &text, const Command &command, qsizetype *end)
{
    QStringList values;
    qsizetype pos = command.valueStart;
    if (pos < command.limit && !closingQuote(text.at(pos)).isNull()) {
        static const QRegularExpression separator(QStringLiteral(R"(\G(?:\s|,|&|\band\b|\bor\b)*)"),
                                                  QRegularExpression::CaseInsensitiveOption);
        qsizetype afterValue = pos;
        while (pos < command.limit && !closingQuote(text.at(pos)).isNull()) {
            const QString value = readQuoted(text, pos, command.limit);
            afterValue = pos;
            if (!value.isEmpty())
                values.append(value);
            const auto gap = separator.match(text, pos);
            pos = std::min(command.limit, pos + gap.capturedLength());
        }
        *end = afterValue;
        return values;
    }
    static const QRegularExpression split(QStringLiteral(R"(\s*(?:,|&|\band\b)\s*)"),
                                          QRegularExpression::CaseInsensitiveOption);
    *end = clauseEnd(text, pos, command.limit);
    const QString clause = text.mid(pos, *end - pos);
    for (const QString &part : clause.split(split)) {
        const QString value = cleanUnquoted(part);
        if (!value.isEmpty())
            values.append(value);
    }
    return values;
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
    std::sort(commands.begin(), commands.end(),
              [](const Command &a, const Command &b) { return a.start < b.start; });
    // Two rules can claim overlapping text ("rename the title to"): keep the earliest claim.
    QList<Command> kept;
    for (const Command &command : commands) {
        if (kept.isEmpty() || command.start >= kept.constLast().valueStart)
            kept.append(command);
    }
    for (qsizetype i = 0; i < kept.size(); ++i)
        kept[i].limit = i + 1 < kept.size() ? kept.at(i + 1).start : text.size();
    return kept;
}

QString quoted(const QString &value)
{
    return u'"' + value + u'"';
}

QString quotedList(const QStringList &values)
{
    QStringList parts;
    for (const QString &value : values)
        parts.append(quoted(value));
    if (parts.size() <= 1)
        return parts.join(QString());
    const QString last = parts.takeLast();
    return parts.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}

qsizetype indexOfKeyword(const QStringList &keywords, const QString &keyword)
{
    for (qsizetype i = 0; i < keywords.size(); ++i) {
        if (keywords.at(i).compare(keyword, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

QString fieldValue(const AgentContext &context, const QString &field)
{
    if (field == u"metaTitle")
        return context.metaTitle;
    if (field == u"metaDescription")
        return context.metaDescription;
    if (field == u"metaKeywords")
        return EditingAgent::joinKeywords(context.metaKeywords);
    if (field == u"customName")
        return context.customName;
    return context.supplementaryContext;
}

// The instruction as one tidy sentence: single spaces, capital first letter, final punctuation.
QString asSentence(const QString &instruction)
{
    QString sentence = instruction.simplified();
    if (sentence.isEmpty())
        return sentence;
    sentence[0] = sentence.at(0).toUpper();
    const QChar last = sentence.back();
    if (last != u'.' && last != u'!' && last != u'?')
        sentence.append(u'.');
    return sentence;
}

// What the message says besides its recognised instructions ("… and mention the free pilot"), as a
// sentence; empty when only connectors and politeness are left.
QString leftoverSentence(const QString &text, const QList<QPair<qsizetype, qsizetype>> &consumed)
{
    QString rest;
    qsizetype at = 0;
    for (const auto &[start, end] : consumed) {
        rest += text.mid(at, std::max<qsizetype>(0, start - at)) + u' ';
        at = std::max(at, end);
    }
    rest += text.mid(at);
    static const QRegularExpression filler(
        QStringLiteral(R"(\b(?:and|then|also|please|thanks|thank you|too)\b|[,;.!?:"'\s]+)"),
        QRegularExpression::CaseInsensitiveOption);
    QString meaningful = rest;
    meaningful.replace(filler, QStringLiteral(" "));
    if (meaningful.simplified().count(u' ') < 1) // fewer than two words
        return {};
    static const QRegularExpression leading(QStringLiteral(R"(^(?:[\s,;.!?:]|\b(?:and|then|also|please)\b)+)"),
                                            QRegularExpression::CaseInsensitiveOption);
    rest = rest.simplified();
    rest.remove(leading);
    return asSentence(rest);
}

// What respond() learns while it works through the message's instructions.
struct Reading
{
    QStringList understood; // what each command was read as, for the reasoning
    QStringList said;       // sentences of the reply, in order
    QStringList touchedFields;
    QList<QPair<qsizetype, qsizetype>> consumed; // the text each instruction took, in order

    void touch(const QString &field)
    {
        if (!touchedFields.contains(field))
            touchedFields.append(field);
    }
};

// The field a single-value command sets, and how the reply names it.
struct SingleField
{
    QString field;
    QString label;
    QString AgentContext::*value;
};

SingleField singleFieldOf(CommandKind kind)
{
    switch (kind) {
    case CommandKind::SetTitle:
        return {QStringLiteral("metaTitle"), QStringLiteral("meta title"), &AgentContext::metaTitle};
    case CommandKind::Rename:
        return {QStringLiteral("customName"), QStringLiteral("audience name"), &AgentContext::customName};
    default:
        return {QStringLiteral("metaDescription"), QStringLiteral("meta description"),
                &AgentContext::metaDescription};
    }
}

// Both readers note the text the command took, so that the rest of the message can be kept.
QString takeSingleValue(const QString &text, const Command &command, Reading &reading)
{
    qsizetype end = command.valueStart;
    const QString value = readSingleValue(text, command, &end);
    reading.consumed.append({command.start, end});
    return value;
}

QStringList takeValueList(const QString &text, const Command &command, Reading &reading)
{
    qsizetype end = command.valueStart;
    const QStringList values = readValueList(text, command, &end);
    reading.consumed.append({command.start, end});
    return values;
}

QString pluralS(const QStringList &values)
{
    return values.size() > 1 ? QStringLiteral("s") : QString();
}

QString wasOrWere(const QStringList &values)
{
    return values.size() > 1 ? QStringLiteral("were") : QStringLiteral("was");
}

void applySingleValue(const QString &text, const Command &command, AgentContext &work, Reading &reading)
{
    const QString value = takeSingleValue(text, command, reading);
    const SingleField target = singleFieldOf(command.kind);
    QString &current = work.*target.value;
    reading.understood.append(QStringLiteral("set %1 to %2").arg(target.field, quoted(value)));
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
        reading.touch(target.field);
    }
}

void applyAddKeywords(const QString &text, const Command &command, AgentContext &work, Reading &reading)
{
    const QStringList values = takeValueList(text, command, reading);
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

void applyRemoveKeywords(const QString &text, const Command &command, AgentContext &work, Reading &reading)
{
    const QStringList values = takeValueList(text, command, reading);
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

void applyCommand(const QString &text, const Command &command, AgentContext &work, Reading &reading)
{
    switch (command.kind) {
    case CommandKind::SetTitle:
    case CommandKind::SetDescription:
    case CommandKind::Rename:
        applySingleValue(text, command, work, reading);
        break;
    case CommandKind::AddKeywords:
        applyAddKeywords(text, command, work, reading);
        break;
    case CommandKind::RemoveKeywords:
        applyRemoveKeywords(text, command, work, reading);
        break;
    }
}

void appendSentence(QString &paragraph, const QString &sentence)
{
    paragraph = paragraph.isEmpty() ? sentence : paragraph + u' ' + sentence;
}

// Whatever else the message asked for goes to the supplementary context, as a lone message would.
void keepLeftover(const QString &text, AgentContext &work, Reading &reading)
{
    const QString rest = leftoverSentence(text, reading.consumed);
    if (rest.isEmpty())
        return;
    appendSentence(work.supplementaryContext, rest);
    reading.touch(QStringLiteral("supplementaryContext"));
    reading.understood.append(QStringLiteral("append the rest to supplementaryContext"));
    reading.said.append(QStringLiteral("I added the rest of your message to the supplementary context: %1")
                            .arg(quoted(rest)));
}

// Returns false when the message is empty, so there is nothing to keep.
bool keepWholeMessage(const QString &text, AgentContext &work, Reading &reading)
{
    const QString sentence = asSentence(text);
    if (sentence.isEmpty())
        return false;
    appendSentence(work.supplementaryContext, sentence);
    reading.touch(QStringLiteral("supplementaryContext"));
    reading.understood.append(
        QStringLiteral("no field edit recognised; append the instruction to supplementaryContext"));
    reading.said.append(
        QStringLiteral("I did not recognise a specific field edit, so I added your instruction to the "
                       "audience's supplementary context: %1")
            .arg(quoted(sentence)));
    return true;
}

// The fields that end up different, as the reply's changes and the tool call's arguments.
struct ChangeSet
{
    QList<AgentChange> changes;
    QJsonObject arguments;
    QJsonArray changedFields;
};

ChangeSet collectChanges(const AgentContext &before, const AgentContext &after, QStringList touchedFields)
{
    // A keyword list that was added to and then emptied of the same words ends where it began.
    if (touchedFields.contains(u"metaKeywords") && after.metaKeywords == before.metaKeywords)
        touchedFields.removeAll(QStringLiteral("metaKeywords"));
    ChangeSet set;
    for (const QString &field : std::as_const(touchedFields)) {
        const QString previous = fieldValue(before, field);
        const QString next = fieldValue(after, field);
        if (previous == next)
            continue;
        set.changes.append({field, previous, next});
        set.arguments.insert(field, field == u"metaKeywords"
                                 ? QJsonValue(QJsonArray::fromStringList(after.metaKeywords))
                                 : QJsonValue(next));
        set.changedFields.append(field);
    }
    return set;
}

QString keywordSummary(const QStringList &keywords)
{
    return keywords.isEmpty()
        ? QStringLiteral("There are no keywords left.")
        : QStringLiteral("The keywords are now: %1.").arg(EditingAgent::joinKeywords(keywords));
}

QString reasoningText(const QStringList &understood, qsizetype changeCount)
{
    return QStringLiteral("Read the message as: %1. %2")
        .arg(understood.join(QStringLiteral("; ")),
             changeCount == 0 ? QStringLiteral("No field ends up different, so no tool call is needed.")
                              : QStringLiteral("Applying %1 change(s) with %2.")
                                    .arg(changeCount)
                                    .arg(QString::fromLatin1(EditingAgent::toolName)));
}

// Turns what was read and applied into the reply: changes, tool call, reasoning and words.
void finishReply(const AgentContext &context, Reading &reading, AgentReply &reply)
{
    const ChangeSet set = collectChanges(context, reply.updated, reading.touchedFields);
    reply.changes = set.changes;
    const bool keywordsChanged = std::any_of(reply.changes.cbegin(), reply.changes.cend(),
                                             [](const AgentChange &c) { return c.field == u"metaKeywords"; });
    if (keywordsChanged)
        reading.said.append(keywordSummary(reply.updated.metaKeywords));
    if (!reply.changes.isEmpty()) {
        reply.toolCall = AgentToolCall{QString::fromLatin1(EditingAgent::toolName), set.arguments,
                                       QJsonObject{{QStringLiteral("status"), QStringLiteral("applied")},
                                                   {QStringLiteral("changedFields"), set.changedFields}}};
    } else {
        reading.said.prepend(QStringLiteral("Nothing changed."));
    }
    reply.reasoning = reasoningText(reading.understood, reply.changes.size());
    reply.replyText = reading.said.join(u' ');
}

} // namespace

QString EditingAgent::joinKeywords(const QStringList &keywords)
{
    return keywords.join(QStringLiteral(", "));
}

QString EditingAgent::partialText(const QString &replyText)
{
    const QStringList words = replyText.simplified().split(u' ', Qt::SkipEmptyParts);
    const qsizetype kept = std::min<qsizetype>(words.size(), std::clamp<qsizetype>((words.size() + 1) / 2, 3, 12));
    return words.mid(0, kept).join(u' ');
}

AgentReply EditingAgent::respond(const QString &instruction, const AgentContext &context) const
{
    AgentReply reply;
    reply.updated = context;
    Reading reading;
    const QList<Command> commands = findCommands(instruction);
    for (const Command &command : commands)
        applyCommand(instruction, command, reply.updated, reading);
    if (!commands.isEmpty()) {
        keepLeftover(instruction, reply.updated, reading);
    } else if (!keepWholeMessage(instruction, reply.updated, reading)) {
        reply.reasoning = QStringLiteral("The message is empty; there is nothing to apply.");
        reply.replyText = QStringLiteral("Your message was empty, so I made no changes.");
        return reply;
    }
    finishReply(context, reading, reply);
    return reply;
}

} // namespace Sandbox
