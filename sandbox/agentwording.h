#pragma once

#include <QString>
#include <QStringList>

// How the editing agent's replies put values into words. Replies are plain English, as a real agent's
// would be, so none of this is translated.
namespace Sandbox::AgentWording {

// "value" in straight double quotes.
QString quoted(const QString &value);

// "a", "b" and "c".
QString quotedList(const QStringList &values);

// a, b and c (without quotes).
QString plainList(const QStringList &values);

// The text as one tidy sentence: single spaces, capital first letter, final punctuation.
QString asSentence(const QString &text);

// `sentence` added at the end of `paragraph`, after a space.
void appendSentence(QString &paragraph, const QString &sentence);

// "s" when there is more than one value.
QString pluralS(const QStringList &values);

// "was" or "were", to agree with the number of values.
QString wasOrWere(const QStringList &values);

} // namespace Sandbox::AgentWording
