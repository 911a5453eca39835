#include "editingagent.h"

#include "agentedits.h"
#include "agentwording.h"
#include "dictation.h"
#include "instructionreader.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

// The agent's conversation turn: read the instructions (instructionreader), apply them (agentedits),
// keep what else the message said, and put the outcome into a reply.
namespace Sandbox {

namespace {

using namespace AgentWording;

// What the message says besides its recognised instructions ("… and mention the free pilot"), as a
// sentence; empty when only connectors and politeness are left.
QString leftoverSentence(const QString &text, const QList<Instruction> &instructions)
{
    QString rest;
    qsizetype at = 0;
    for (const Instruction &instruction : instructions) {
        rest += text.mid(at, std::max<qsizetype>(0, instruction.start - at)) + u' ';
        at = std::max(at, instruction.end);
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

// Whatever else the message asked for goes to the supplementary context, as a lone message would.
void keepLeftover(const QString &text, const QList<Instruction> &instructions, AgentContext &work,
                  EditReading &reading)
{
    const QString rest = leftoverSentence(text, instructions);
    if (rest.isEmpty())
        return;
    appendSentence(work.supplementaryContext, rest);
    reading.touch(QStringLiteral("supplementaryContext"));
    reading.understood.append(QStringLiteral("append the rest to supplementaryContext"));
    reading.said.append(QStringLiteral("I added the rest of your message to the supplementary context: %1")
                            .arg(quoted(rest)));
}

// "Please confirm the current draft as it stands, without further changes" (the console's "Ask the
// Agent to Confirm the Draft", whose answer names the version): a version of the draft as it is,
// not a sentence for the supplementary context.
bool confirmsTheDraft(const QString &text, EditReading &reading)
{
    static const QRegularExpression confirm(QStringLiteral(R"(\bconfirm\s+(?:the\s+|this\s+)?(?:current\s+)?draft\b)"),
                                            QRegularExpression::CaseInsensitiveOption);
    if (!confirm.match(text).hasMatch())
        return false;
    reading.understood.append(QStringLiteral("confirm the draft as it stands"));
    reading.said.append(QStringLiteral("I confirmed the draft as it stands; this version holds it."));
    return true;
}

// Returns false when the message is empty, so there is nothing to keep.
bool keepWholeMessage(const QString &text, AgentContext &work, EditReading &reading)
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
        const QString previous = EditingAgent::fieldValue(before, field);
        const QString next = EditingAgent::fieldValue(after, field);
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
void finishReply(const AgentContext &context, EditReading &reading, AgentReply &reply)
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

EditingAgent::EditingAgent(const QString &miswrittenField, const QString &addedField)
    : m_miswrittenField(miswrittenField), m_addedField(addedField)
{
}

QString EditingAgent::fieldValue(const AgentContext &context, const QString &field)
{
    if (field == u"metaTitle")
        return context.metaTitle;
    if (field == u"metaDescription")
        return context.metaDescription;
    if (field == u"metaKeywords")
        return joinKeywords(context.metaKeywords);
    if (field == u"customName")
        return context.customName;
    return context.supplementaryContext;
}

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
    EditReading reading;
    const QList<Instruction> instructions = readInstructions(instruction);
    bool dictates = false;
    bool dictatesAddedField = false;
    for (Instruction each : instructions) {
        if (each.kind == InstructionKind::Dictate) {
            dictates = true;
            dictatesAddedField = dictatesAddedField || each.fields.value(0) == m_addedField;
        }
        if (each.kind == InstructionKind::Dictate && !m_miswrittenField.isEmpty()
            && each.fields.value(0) == m_miswrittenField)
            each.values = {Dictation::miswritten(each.values.value(0))};
        applyInstruction(each, reply.updated, reading);
    }
    if (dictates && !m_addedField.isEmpty() && !dictatesAddedField)
        Dictation::changeUnasked(m_addedField, reply.updated, reading);
    if (!instructions.isEmpty()) {
        keepLeftover(instruction, instructions, reply.updated, reading);
    } else if (confirmsTheDraft(instruction, reading)) {
        // nothing to apply: the draft stays as it is
    } else if (!keepWholeMessage(instruction, reply.updated, reading)) {
        reply.reasoning = QStringLiteral("The message is empty; there is nothing to apply.");
        reply.replyText = QStringLiteral("Your message was empty, so I made no changes.");
        return reply;
    }
    finishReply(context, reading, reply);
    return reply;
}

} // namespace Sandbox
