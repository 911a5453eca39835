#include "instructiontext.h"

#include <QRegularExpression>

#include <algorithm>

namespace Sandbox::InstructionText {

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

bool quotedAt(const QString &text, qsizetype pos, qsizetype limit)
{
    return pos < limit && !closingQuote(text.at(pos)).isNull();
}

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

QString cleanUnquoted(QString value)
{
    static const QRegularExpression trailing(QStringLiteral(R"((?:[\s,.;:!]+|\s+(?:and|then|also|please))+$)"),
                                             QRegularExpression::CaseInsensitiveOption);
    value = value.trimmed();
    value.remove(trailing);
    return value.simplified();
}

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

QString readSingleValue(const QString &text, qsizetype from, qsizetype limit, qsizetype *end)
{
    qsizetype pos = from;
    if (quotedAt(text, pos, limit)) {
        QString value = readQuoted(text, pos, limit);
        *end = pos;
        return value;
    }
    *end = clauseEnd(text, pos, limit);
    return cleanUnquoted(text.mid(pos, *end - pos));
}

namespace {

QStringList readQuotedList(const QString &text, qsizetype from, qsizetype limit, qsizetype *end)
{
    static const QRegularExpression separator(QStringLiteral(R"(\G(?:\s|,|&|\band\b|\bor\b)*)"),
                                              QRegularExpression::CaseInsensitiveOption);
    QStringList values;
    qsizetype pos = from;
    qsizetype afterValue = pos;
    while (quotedAt(text, pos, limit)) {
        const QString value = readQuoted(text, pos, limit);
        afterValue = pos;
        if (!value.isEmpty())
            values.append(value);
        const auto gap = separator.match(text, pos);
        pos = std::min(limit, pos + gap.capturedLength());
    }
    *end = afterValue;
    return values;
}

} // namespace

QStringList readValueList(const QString &text, qsizetype from, qsizetype limit, qsizetype *end)
{
    if (quotedAt(text, from, limit))
        return readQuotedList(text, from, limit, end);
    static const QRegularExpression split(QStringLiteral(R"(\s*(?:,|&|\band\b)\s*)"),
                                          QRegularExpression::CaseInsensitiveOption);
    *end = clauseEnd(text, from, limit);
    QStringList values;
    for (const QString &part : text.mid(from, *end - from).split(split)) {
        const QString value = cleanUnquoted(part);
        if (!value.isEmpty())
            values.append(value);
    }
    return values;
}

namespace {

constexpr auto tailOptions = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

} // namespace

ValueTail::ValueTail(const QString &pattern)
    : m_afterQuote(pattern, tailOptions)
    , m_endingClause(pattern + QStringLiteral(R"((?=(?:[\s,.;:!?]|\b(?:and|then|also|please|too)\b)*$))"),
                     tailOptions)
{
}

QRegularExpressionMatch ValueTail::find(const QString &text, qsizetype from, qsizetype limit) const
{
    if (quotedAt(text, from, limit)) {
        qsizetype afterValue = from;
        readValueList(text, from, limit, &afterValue);
        const auto match = m_afterQuote.match(text, afterValue, QRegularExpression::NormalMatch,
                                              QRegularExpression::AnchorAtOffsetMatchOption);
        return match.hasMatch() && match.capturedEnd() <= limit ? match : QRegularExpressionMatch();
    }
    // Matched against a view of the text up to the clause's end, so that "$" is that end; positions stay the message's.
    return m_endingClause.match(QStringView(text).first(clauseEnd(text, from, limit)), from);
}

} // namespace Sandbox::InstructionText
