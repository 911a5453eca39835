#pragma once

#include <QChar>
#include <QRegularExpression>
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

// A phrase after a value that says what the value is for: "… as keywords", "… in the title", "… as the
// call to action".
class ValueTail
{
public:
    // `pattern` matches the tail itself, from the blank before its first word.
    explicit ValueTail(const QString &pattern);

    // The tail after the value that starts at `from`: right after the closing quote of a quoted value
    // (or of the last of a quoted list), else at the end of the clause, where only punctuation and
    // connectors may follow it. The match is invalid when the tail is not there.
    QRegularExpressionMatch find(const QString &text, qsizetype from, qsizetype limit) const;

private:
    QRegularExpression m_afterQuote;
    QRegularExpression m_endingClause;
};

} // namespace Sandbox::InstructionText
