#include "agentwording.h"

namespace Sandbox::AgentWording {

QString quoted(const QString &value)
{
    return u'"' + value + u'"';
}

QString plainList(const QStringList &values)
{
    QStringList parts = values;
    if (parts.size() <= 1)
        return parts.join(QString());
    const QString last = parts.takeLast();
    return parts.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}

QString quotedList(const QStringList &values)
{
    QStringList parts;
    for (const QString &value : values)
        parts.append(quoted(value));
    return plainList(parts);
}

QString asSentence(const QString &text)
{
    QString sentence = text.simplified();
    if (sentence.isEmpty())
        return sentence;
    sentence[0] = sentence.at(0).toUpper();
    const QChar last = sentence.back();
    if (last != u'.' && last != u'!' && last != u'?')
        sentence.append(u'.');
    return sentence;
}

void appendSentence(QString &paragraph, const QString &sentence)
{
    paragraph = paragraph.isEmpty() ? sentence : paragraph + u' ' + sentence;
}

QString pluralS(const QStringList &values)
{
    return values.size() > 1 ? QStringLiteral("s") : QString();
}

QString wasOrWere(const QStringList &values)
{
    return values.size() > 1 ? QStringLiteral("were") : QStringLiteral("was");
}

} // namespace Sandbox::AgentWording
