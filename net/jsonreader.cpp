#include "net/jsonreader.h"

#include <QCoreApplication>

#include <cmath>

namespace Audience::Net {

// Spelled out as QCoreApplication::translate("Audience::Net::DecodeError", …) at each text so
// lupdate files them all under that one context.
static constexpr const char *trContext = "Audience::Net::DecodeError";

// What a value is, for "expected …, got <this>".
static QString describe(const JsonValue &value)
{
    if (value.isUndefined())
        return QCoreApplication::translate("Audience::Net::DecodeError", "nothing");
    switch (value.type()) {
    case JsonTape::Type::Null: return QCoreApplication::translate("Audience::Net::DecodeError", "null");
    case JsonTape::Type::False:
    case JsonTape::Type::True: return QCoreApplication::translate("Audience::Net::DecodeError", "a boolean");
    case JsonTape::Type::Number: return QCoreApplication::translate("Audience::Net::DecodeError", "a number");
    case JsonTape::Type::String: return QCoreApplication::translate("Audience::Net::DecodeError", "a string");
    case JsonTape::Type::Array: return QCoreApplication::translate("Audience::Net::DecodeError", "an array");
    case JsonTape::Type::Object: return QCoreApplication::translate("Audience::Net::DecodeError", "an object");
    }
    return QCoreApplication::translate("Audience::Net::DecodeError", "nothing");
}

QString DecodeError::toString() const
{
    return path.isEmpty() ? problem : path + QStringLiteral(": ") + problem;
}

QString JsonPath::toString() const
{
    // Collect the chain root-first, then print "a.b[3].c".
    QList<const JsonPath *> chain;
    for (const JsonPath *node = this; node && node->m_parent; node = node->m_parent)
        chain.prepend(node);
    QString text;
    for (const JsonPath *node : chain) {
        if (node->m_index >= 0) {
            text += u'[' + QString::number(node->m_index) + u']';
        } else {
            if (!text.isEmpty())
                text += u'.';
            text += node->m_key;
        }
    }
    return text;
}

void DecodeContext::fail(const JsonPath &path, QString problem)
{
    if (m_failed)
        return;
    m_failed = true;
    m_error = DecodeError{path.toString(), std::move(problem)};
}

void DecodeContext::failMissing(const JsonPath &path)
{
    fail(path, QCoreApplication::translate("Audience::Net::DecodeError", "required field is missing"));
}

void DecodeContext::failNull(const JsonPath &path)
{
    fail(path, QCoreApplication::translate("Audience::Net::DecodeError", "must not be null"));
}

void failWrongType(const JsonPath &path, DecodeContext &context, const char *expected, const JsonValue &value)
{
    if (context.failed())
        return;
    const QString expectedText = QCoreApplication::translate(trContext, expected);
    context.fail(path, QCoreApplication::translate("Audience::Net::DecodeError", "expected %1, got %2").arg(expectedText, describe(value)));
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, QString &out)
{
    if (value.isString())
        out = value.toString();
    else
        failWrongType(path, context, QT_TRANSLATE_NOOP("Audience::Net::DecodeError", "a string"), value);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, bool &out)
{
    if (value.isBool())
        out = value.toBool();
    else
        failWrongType(path, context, QT_TRANSLATE_NOOP("Audience::Net::DecodeError", "a boolean"), value);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, double &out)
{
    if (!value.isNumber()) {
        failWrongType(path, context, QT_TRANSLATE_NOOP("Audience::Net::DecodeError", "a number"), value);
        return;
    }
    out = value.toNumber();
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, qint64 &out)
{
    constexpr qint64 maxInteger = 9007199254740991;
    if (!value.isNumber()) {
        failWrongType(path, context, QT_TRANSLATE_NOOP("Audience::Net::DecodeError", "an integer"), value);
        return;
    }
    const double number = value.toNumber();
    if (std::trunc(number) != number) {
        context.fail(path, QCoreApplication::translate("Audience::Net::DecodeError", "expected an integer, got %1").arg(number));
        return;
    }
    if (number < 0 || number > double(maxInteger)) {
        context.fail(path, QCoreApplication::translate("Audience::Net::DecodeError", "integer %1 is outside 0..9007199254740991").arg(number, 0, 'g', 17));
        return;
    }
    out = qint64(number);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, QJsonObject &out)
{
    if (value.isObject())
        out = value.toJsonValue().toObject();
    else
        failWrongType(path, context, QT_TRANSLATE_NOOP("Audience::Net::DecodeError", "an object"), value);
}

void readJson(const JsonValue &value, const JsonPath &, DecodeContext &, QJsonValue &out)
{
    out = value.toJsonValue();
}

ObjectReader::ObjectReader(const JsonValue &value, const JsonPath &path, DecodeContext &context)
    : m_path(path)
    , m_context(context)
{
    if (context.failed())
        return;
    if (!value.isObject()) {
        failWrongType(path, context, QT_TRANSLATE_NOOP("Audience::Net::DecodeError", "an object"), value);
        return;
    }
    m_object = value;
}

JsonValue ObjectReader::find(QLatin1StringView key) const
{
    if (m_object.isUndefined())
        return {};
    const JsonTape *tape = m_object.tape();
    const qint32 count = m_object.node().count;
    qint32 member = m_object.index() + 1; // a key node; its value follows it
    qint32 found = -1;
    for (qint32 i = 0; i < count; ++i) {
        if (tape->stringEquals(member, key))
            found = member + 1; // keep going: of duplicate names the last wins, as with Qt
        member = tape->node(member + 1).end;
    }
    return found < 0 ? JsonValue() : JsonValue(tape, found);
}

std::optional<DecodeError> parseJsonRoot(const QByteArray &bytes, JsonTape &tape)
{
    if (bytes.trimmed().isEmpty())
        return DecodeError{{}, QCoreApplication::translate("Audience::Net::DecodeError", "the body is empty")};
    if (auto error = tape.parse(bytes))
        return DecodeError{{}, QCoreApplication::translate("Audience::Net::DecodeError", "not valid JSON (%1)").arg(*error)}; // the parser's own words stay as they are
    const JsonTape::Type root = tape.node(0).type;
    if (root != JsonTape::Type::Object && root != JsonTape::Type::Array)
        return DecodeError{{}, QCoreApplication::translate("Audience::Net::DecodeError", "the body is not a JSON object or array")};
    return std::nullopt;
}

} // namespace Audience::Net
