// Differential libFuzzer target for net/'s JSON tape (simdjson's parse, turned into our node tape):
// it must never crash, and whatever it accepts Qt's parser must accept too, with the same value
// (the exponent exemption below covers numbers at the edge of a double's range, where the two
// parsers round differently).
#include "net/jsontape.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

using Audience::Net::JsonTape;

// Equality with numbers compared as doubles: Qt keeps some whole numbers written with an exponent
// (-91445E14) as 64-bit integers, we keep them as doubles; the decoders read both the same way.
static bool sameJson(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble() || (a.toDouble() != a.toDouble() && b.toDouble() != b.toDouble());
    if (a.type() != b.type())
        return false;
    if (a.isArray()) {
        const QJsonArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i) {
            if (!sameJson(x.at(i), y.at(i)))
                return false;
        }
        return true;
    }
    if (a.isObject()) {
        const QJsonObject x = a.toObject(), y = b.toObject();
        if (x.size() != y.size())
            return false;
        for (auto it = x.begin(); it != x.end(); ++it) {
            if (!y.contains(it.key()) || !sameJson(it.value(), y.value(it.key())))
                return false;
        }
        return true;
    }
    return a == b;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    JsonTape tape;
    const auto error = tape.parse(bytes);
    if (error)
        return 0;
    // Qt 6.4 only takes an object or an array at the top; so do the decoders (parseJsonRoot).
    const JsonTape::Type root = tape.node(0).type;
    if (root != JsonTape::Type::Object && root != JsonTape::Type::Array)
        return 0;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (!bytes.contains('e') && !bytes.contains('E'))
            __builtin_trap(); // we accepted something Qt refuses, and not for an exponent
        return 0;
    }
    // Qt drops a U+FEFF at the start of a member name (its UTF-8 conversion eats it as a byte order
    // mark); we keep it. Not a difference worth flagging.
    if (bytes.contains("\xEF\xBB\xBF"))
        return 0;
    const QJsonValue ours = tape.toJsonValue(0);
    const QJsonValue theirs = document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
    if (!sameJson(ours, theirs))
        __builtin_trap(); // both accepted, different values
    return 0;
}
