#pragma once

#include <QChar>
#include <QString>
#include <QStringList>

// Reading the values an instruction carries out of a chat message: quoted ("…", '…', “…”, ‘…’, «…») or
// unquoted up to the end of the clause, alone or as a list ("a", "b" and "c"). Positions are indexes
// into the whole message; `limit` is where the next instruction starts, which no value runs past.
namespace Sandbox::InstructionText {

// The quote that closes `open`, or a null QChar when `open` is not an opening quote.
QChar closingQuote(QChar open);

// Whether a quoted value starts at `pos`.
bool quotedAt(const QString &text, qsizetype pos, qsizetype limit);

// End of the clause that starts at `from`: a line break, a semicolon or a sentence end (". "), never
// past `limit`.
qsizetype clauseEnd(const QString &text, qsizetype from, qsizetype limit);

// Trims an unquoted value: surrounding blanks, trailing punctuation, and a dangling connector
// ("… and", "… then") left where the next instruction was cut off.
QString cleanUnquoted(QString value);

// Reads a quoted string at `pos` (which holds an opening quote); returns the text and moves `pos` past it.
QString readQuoted(const QString &text, qsizetype &pos, qsizetype limit);

// One value starting at `from`; `*end` is set to where it stopped, so that the rest of the message
// can be kept.
QString readSingleValue(const QString &text, qsizetype from, qsizetype limit, qsizetype *end);

// A list of values starting at `from`, quoted or separated by commas, "&" and "and".
QStringList readValueList(const QString &text, qsizetype from, qsizetype limit, qsizetype *end);

} // namespace Sandbox::InstructionText
