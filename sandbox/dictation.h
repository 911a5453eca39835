#pragma once

#include "draftedit.h"

#include <QString>
#include <QStringList>

#include <optional>

// Dictated values: `set the <field> to "<value>"`, where the value is taken exactly as written (the
// console's "Undo this publish" dictates each field's old value this way and then proves the draft
// equal, field by field). The grammar, the quoting and what is refused: docs/sandbox.md ("Dictated
// values").
namespace Sandbox::Dictation {

// The fields a dictation can set, by their names in the spec's Change object.
QStringList fieldNames();

// The field a dictation names ("meta title", "SEO title", "metaTitle", "keywords", "audience name",
// "supplementary context", …): "metaTitle", "metaDescription", "metaKeywords", "customName" or
// "supplementaryContext"; empty when the words name no field the agent can set. Case-insensitive.
QString fieldNamed(const QString &words);

// Whether the words name the call to action ("set the call to action to "…""), which is no field of the
// draft and keeps its own instruction.
bool namesCallToAction(const QString &words);

// Where the dictated value that opens with the straight double quote at `open` closes: the first
// unescaped `"` followed by the end of the message, a line break, punctuation (`.` `,` `;` `!` `?` `)`)
// or a connector or instruction word ("and", "then", "set", …); when none is, the first unescaped `"`;
// -1 when there is none (an unbalanced quote). `\"` and `\\` inside are escapes.
qsizetype closingQuote(const QString &text, qsizetype open);

// The value between `open` (the opening quote) and `close`, exactly, with `\"` read as `"` and `\\`
// as `\` (any other backslash is kept as it is).
QString unescaped(const QString &text, qsizetype open, qsizetype close);

// A dictated keyword list ("a, b, c"): split at commas, each keyword trimmed, empty ones dropped; order
// and repeats as written. "" is the empty list.
QStringList keywordsOf(const QString &value);

// What a deliberately mistaken agent writes instead of `value` (--fault-agent-miswrites-field): the
// value without its last character, "?" for an empty value. Never equal to `value`.
QString miswritten(const QString &value);

// What a loosely reading agent puts into a field it was not asked about (--fault-agent-adds-field):
// `value` with " (as the agent read it)" appended, "Chosen by the agent" for an empty value; for
// keywords, the list with "agent pick" added. Never equal to `value`.
QString strayValue(const QString &field, const QString &value);

// Changes `field` unasked to its stray value, and says so in the reply as such an agent would.
void changeUnasked(const QString &field, AgentContext &work, EditReading &reading);

// The fields a dictation can set, as a reply names them ("the meta title, …").
QString knownFieldsSentence();

// Applies a dictated value (`field`, `value`) to the draft and says what it did.
void apply(const QString &field, const QString &value, AgentContext &work, EditReading &reading);

// Says that `words` name no field the agent can set; nothing changes.
void refuse(const QString &words, EditReading &reading);

} // namespace Sandbox::Dictation
