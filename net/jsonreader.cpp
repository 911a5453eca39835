#include "net/jsonreader.h"

#include <cmath>

namespace Audience::Net {

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

void failWrongType(const JsonPath &path, DecodeContext &context, const char *expected, const JsonValue &value)
{
    context.fail(path, QStringLiteral("expected %1, got %2").arg(QLatin1StringView(expected), value.typeName()));
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, QString &out)
{
    if (value.isString())
        out = value.toString();
    else
        failWrongType(path, context, "a string", value);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, bool &out)
{
    if (value.isBool())
        out = value.toBool();
    else
        failWrongType(path, context, "a boolean", value);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, double &out)
{
    if (!value.isNumber()) {
        failWrongType(path, context, "a number", value);
        return;
    }
    out = value.toNumber();
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, qint64 &out)
{
    constexpr qint64 maxInteger = 9007199254740991;
    if (!value.isNumber()) {
        failWrongType(path, context, "an integer", value);
        return;
    }
    const double number = value.toNumber();
    if (std::trunc(number) != number) {
        context.fail(path, QStringLiteral("expected an integer, got %1").arg(number));
        return;
    }
    if (number < 0 || number > double(maxInteger)) {
        context.fail(path, QStringLiteral("integer %1 is outside 0..9007199254740991").arg(number, 0, 'g', 17));
        return;
    }
    out = qint64(number);
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, QJsonObject &out)
{
    if (value.isObject())
        out = value.toJsonValue().toObject();
    else
        failWrongType(path, context, "an object", value);
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
        failWrongType(path, context, "an object", value);
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
        return DecodeError{{}, QStringLiteral("the body is empty")};
    if (auto error = tape.parse(bytes))
        return DecodeError{{}, QStringLiteral("not valid JSON (%1)").arg(*error)};
    const JsonTape::Type root = tape.node(0).type;
    if (root != JsonTape::Type::Object && root != JsonTape::Type::Array)
        return DecodeError{{}, QStringLiteral("the body is not a JSON object or array")};
    return std::nullopt;
}

} // namespace Audience::Net
