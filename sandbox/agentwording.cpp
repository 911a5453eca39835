#include "agentwording.h"

namespace Sandbox::AgentWording {

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

QString pluralS(const QStringList &values)
{
    return values.size() > 1 ? QStringLiteral("s") : QString();
}

QString wasOrWere(const QStringList &values)
{
    return values.size() > 1 ? QStringLiteral("were") : QStringLiteral("was");
}

} // namespace Sandbox::AgentWording
