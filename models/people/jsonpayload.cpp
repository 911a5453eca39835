#include "models/people/jsonpayload.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace Audience::Models {

namespace {

QString describe(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::UnterminatedObject:
        return JsonPayload::tr("an object is not closed: a } or a comma is missing");
    case QJsonParseError::MissingNameSeparator:
        return JsonPayload::tr("a colon is missing after a key");
    case QJsonParseError::UnterminatedArray:
        return JsonPayload::tr("a list is not closed: a ] or a comma is missing");
    case QJsonParseError::MissingValueSeparator:
        return JsonPayload::tr("a comma is missing between values");
    case QJsonParseError::IllegalValue:
        return JsonPayload::tr("this is not a JSON value (strings need double quotes)");
    case QJsonParseError::TerminationByNumber:
        return JsonPayload::tr("the text ends inside a number");
    case QJsonParseError::IllegalNumber:
        return JsonPayload::tr("this number is not valid JSON");
    case QJsonParseError::IllegalEscapeSequence:
        return JsonPayload::tr("unknown escape sequence in a string");
    case QJsonParseError::IllegalUTF8String:
        return JsonPayload::tr("invalid characters in a string");
    case QJsonParseError::UnterminatedString:
        return JsonPayload::tr("a string is not closed: a \" is missing");
    case QJsonParseError::MissingObject:
        return JsonPayload::tr("an object { … } was expected");
    case QJsonParseError::DeepNesting:
        return JsonPayload::tr("nested too deeply");
    case QJsonParseError::DocumentTooLarge:
        return JsonPayload::tr("the payload is too large");
    case QJsonParseError::GarbageAtEnd:
        return JsonPayload::tr("unexpected text after the end of the object");
    case QJsonParseError::NoError:
        break;
    }
    return JsonPayload::tr("not valid JSON");
}

} // namespace

JsonPayload::Check JsonPayload::check(const QString &text)
{
    Check result;
    if (text.trimmed().isEmpty()) {
        result.valid = true;
        return result;
    }
    const QByteArray utf8 = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(utf8, &error);
    int position = -1;
    QString why;
    if (error.error != QJsonParseError::NoError) {
        // The offset counts UTF-8 bytes; the editor counts characters.
        position = int(QString::fromUtf8(utf8.left(qMax(0, error.offset))).size());
        // Qt reports the offset after the character it stumbled on; point at that character, and
        // never past the last one.
        position = qBound(0, position > 0 ? position - 1 : 0, int(qMax<qsizetype>(0, text.size() - 1)));
        why = describe(error.error);
    } else if (!document.isObject()) {
        position = 0;
        while (position < text.size() && text.at(position).isSpace())
            ++position;
        why = tr("the payload must be a JSON object { … }, not a list or a single value");
    } else {
        result.valid = true;
        result.object = document.object();
        return result;
    }
    int line = 1;
    int column = 1;
    for (int i = 0; i < position && i < text.size(); ++i) {
        if (text.at(i) == u'\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    result.position = position;
    result.line = line;
    result.column = column;
    result.message = tr("Line %1, column %2: %3").arg(line).arg(column).arg(why);
    return result;
}

QString JsonPayload::indented(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)).trimmed();
}

QString JsonPayload::compact(const QJsonObject &object, int maxLength)
{
    const QString text = QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
    if (text.size() <= maxLength)
        return text;
    return text.left(qMax(1, maxLength - 1)) + QChar(0x2026);
}

} // namespace Audience::Models
