#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Sandbox {

// What the agent sees of an audience draft before it acts on an instruction.
struct AgentContext
{
    QString supplementaryContext;
    QString metaTitle;
    QString metaDescription;
    QStringList metaKeywords;
    QString customName; // empty when the audience has no custom name
};

// One field the agent changed. Values are strings as in the spec's Change object; keyword lists are
// joined with EditingAgent::joinKeywords().
struct AgentChange
{
    QString field; // "metaTitle", "metaDescription", "metaKeywords", "supplementaryContext", "customName"
    QString previousValue;
    QString newValue;
};

// The single tool call an answer carries (the spec's ToolCall without id and status, which the store assigns).
struct AgentToolCall
{
    QString name;
    QJsonObject arguments;
    QJsonValue result;
};

struct AgentReply
{
    QString reasoning;                    // how the instruction was read, for Message.reasoning
    QString replyText;                    // plain words saying what changed, for Message.content
    std::optional<AgentToolCall> toolCall; // absent when nothing changed
    QList<AgentChange> changes;           // in the order they appear in the instruction
    AgentContext updated;                 // the context with every change applied
};

// The sandbox's editing agent: rule based and deterministic (the same instruction and context always
// give the same reply), with no database and no clock. It understands, case-insensitively:
//   set/change/update the meta title to "…"          -> metaTitle
//   set/change/update the meta description to "…"    -> metaDescription
//   add keyword(s) "a", "b" / add the keyword a / add a as a keyword -> metaKeywords (no duplicates)
//   remove/delete/drop keyword(s) "a" / remove a from the keywords    -> metaKeywords
//   rename the audience to "…" / set the audience name to "…" -> customName
//   make the meta title shorter / shorten the description     -> cut at a clause or word boundary
//   mention X in the title / add X to the description (or right after a shorten) -> X added
//   replace A with B [in the title, …]                         -> every field (or the one named) holding A
//   use "X" as the call to action                              -> noted in supplementaryContext
//   set the <field> to "…" (a dictated value, straight quotes)  -> that field, exactly as written;
//                                                                 a field it does not know is refused
// Several of these may appear in one message (separate lines or sentences, or joined by "and"), applied
// in order. Anything else is folded into supplementaryContext as an appended sentence, and the reply
// says so. docs/sandbox.md ("Editing agent") has the rules in full.
class EditingAgent
{
public:
    static constexpr auto toolName = "update_audience_draft";

    EditingAgent() = default;
    // A test hook (--fault-agent-miswrites-field): every value dictated for `miswrittenField`
    // ("metaTitle", …) is written wrong on purpose (Dictation::miswritten), so that a client's proof that
    // the draft equals what it dictated can be seen to fail. Empty: the agent writes what it is told.
    // The other hook (--fault-agent-adds-field): whenever a message dictates values, the agent also
    // changes `addedField` unasked (Dictation::strayValue), as an agent reading an instruction loosely
    // might, so that a client's proof can be seen to catch a change it did not ask for. A message that
    // dictates `addedField` itself is obeyed exactly.
    explicit EditingAgent(const QString &miswrittenField, const QString &addedField = {});

    AgentReply respond(const QString &instruction, const AgentContext &context) const;

    // The string form of a keyword list used in Change values and the conversation's currentMetaKeywords.
    static QString joinKeywords(const QStringList &keywords);
    // A draft field's value as a Change shows it (keywords joined); the supplementary context for
    // any other name.
    static QString fieldValue(const AgentContext &context, const QString &field);

    // What a streaming agent would have written of `replyText` halfway through: the first half of its
    // words (at least 3, at most 12), cut off mid-sentence. The lifecycle shows it while a version is
    // processing; an interrupted reply keeps it.
    static QString partialText(const QString &replyText);

private:
    QString m_miswrittenField;
    QString m_addedField;
};

} // namespace Sandbox
