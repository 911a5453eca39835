#include "net/jsonreader.h"

#include <QJsonDocument>
#include <QJsonParseError>

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

static QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("a boolean");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: return QStringLiteral("a string");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

void failWrongType(const JsonPath &path, DecodeContext &context, const char *expected, const QJsonValue &value)
{
    context.fail(path, QStringLiteral("expected %1, got %2").arg(QLatin1StringView(expected), typeName(value)));
}

void readJson(const QJsonValue &value, const JsonPath &path, DecodeContext &context, QString &out)
{
    if (value.isString())
        out = value.toString();
    else
        failWrongType(path, context, "a string", value);
}

void readJson(const QJsonValue &value, const JsonPath &path, DecodeContext &context, bool &out)
{
    if (value.isBool())
        out = value.toBool();
    else
        failWrongType(path, context, "a boolean", value);
}

void readJson(const QJsonValue &value, const JsonPath &path, DecodeContext &context, double &out)
{
    if (value.isDouble())
        out = value.toDouble();
    else
        failWrongType(path, context, "a number", value);
}

void readJson(const QJsonValue &value, const JsonPath &path, DecodeContext &context, qint64 &out)
{
    constexpr qint64 maxInteger = 9007199254740991;
    if (!value.isDouble()) {
        failWrongType(path, context, "an integer", value);
        return;
    }
    const double number = value.toDouble();
    if (!std::isfinite(number) || std::trunc(number) != number) {
        context.fail(path, QStringLiteral("expected an integer, got %1").arg(number));
        return;
    }
    if (number < 0 || number > double(maxInteger)) {
        context.fail(path, QStringLiteral("integer %1 is outside 0..9007199254740991").arg(number, 0, 'g', 17));
        return;
    }
    out = qint64(number);
}

void readJson(const QJsonValue &value, const JsonPath &path, DecodeContext &context, QJsonObject &out)
{
    if (value.isObject())
        out = value.toObject();
    else
        failWrongType(path, context, "an object", value);
}

void readJson(const QJsonValue &value, const JsonPath &, DecodeContext &, QJsonValue &out)
{
    out = value;
}

ObjectReader::ObjectReader(const QJsonValue &value, const JsonPath &path, DecodeContext &context)
    : m_path(path)
    , m_context(context)
{
    if (context.failed())
        return;
    if (!value.isObject()) {
        failWrongType(path, context, "an object", value);
        return;
    }
    m_object = value.toObject();
    m_keys.reserve(m_object.size());
    for (auto it = m_object.constBegin(), end = m_object.constEnd(); it != end; ++it)
        m_keys.append(it.key());
}

QJsonValue ObjectReader::find(QLatin1StringView key) const
{
    // Start after the last hit: fields are often asked for in the order the object keeps them.
    const qsizetype count = m_keys.size();
    for (qsizetype step = 0, i = m_nextHint; step < count; ++step, i = (i + 1 == count ? 0 : i + 1)) {
        const QString &candidate = m_keys[i];
        if (candidate.size() == key.size() && candidate == key) {
            m_nextHint = i + 1 == count ? 0 : i + 1;
            return *(m_object.constBegin() + i);
        }
    }
    return QJsonValue(QJsonValue::Undefined);
}

std::optional<DecodeError> parseJsonRoot(const QByteArray &bytes, QJsonValue &root)
{
    if (bytes.trimmed().isEmpty())
        return DecodeError{{}, QStringLiteral("the body is empty")};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return DecodeError{{}, QStringLiteral("not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset)};
    if (document.isObject())
        root = document.object();
    else if (document.isArray())
        root = document.array();
    else
        return DecodeError{{}, QStringLiteral("the body is not a JSON object or array")};
    return std::nullopt;
}

} // namespace Audience::Net
