#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace Audience::Net {

// A strict RFC 8259 JSON reader (stricter than Qt's: no "1." or ".5", no raw control characters
// or unknown escapes in strings, valid UTF-8 only; a leading byte order mark is skipped) that turns a document into a flat "tape" of nodes over the
// original bytes, without building a DOM or copying strings. The decoders read wire types straight
// from it: a key is found by comparing bytes, and a string becomes a QString only when a field
// wants it. It exists because QJsonDocument plus QJsonObject lookups cost about three times the
// parse itself, which the client's performance goals cannot afford (see docs/performance.md).
class JsonTape
{
public:
    enum class Type : quint8 { Null, False, True, Number, String, Array, Object };

    struct Node
    {
        Type type = Type::Null;
        bool escaped = false;   // a string with backslash escapes (slow path when decoded)
        qint32 count = 0;       // members of an object, elements of an array
        qint32 end = 0;         // index of the first node after this one's subtree
        qsizetype begin = 0;    // byte offset: string content (after the quote), number text, or bracket
        qsizetype length = 0;   // byte length of the above (containers: up to and including the bracket)
    };

    // Parses `bytes` (which must outlive the tape). Returns the failure, with its byte offset.
    std::optional<QString> parse(const QByteArray &bytes);

    const Node &node(qint32 index) const { return m_nodes[index]; }
    const QByteArray &bytes() const { return m_bytes; }

    // The decoded text of a string node.
    QString string(qint32 index) const;
    // Whether a string node equals an ASCII key, byte for byte (keys with escapes are decoded).
    bool stringEquals(qint32 index, QLatin1StringView key) const;
    // A number node as a double; std::nullopt when it does not fit (e.g. 1e400).
    std::optional<double> number(qint32 index) const;
    // Any node as a QJsonValue (for free-form members such as a person log's payload). Numbers
    // too large for a double become infinities, which QJsonValue writes as null.
    QJsonValue toJsonValue(qint32 index) const;

private:
    QByteArray m_bytes;
    QList<Node> m_nodes;
};

// A read-only view of one node of a tape, as the decoders see a JSON value.
class JsonValue
{
public:
    JsonValue() = default;
    JsonValue(const JsonTape *tape, qint32 index)
        : m_tape(tape)
        , m_index(index)
    {
    }

    bool isUndefined() const { return !m_tape; }
    bool isNull() const { return m_tape && type() == JsonTape::Type::Null; }
    bool isBool() const { return m_tape && (type() == JsonTape::Type::True || type() == JsonTape::Type::False); }
    bool isNumber() const { return m_tape && type() == JsonTape::Type::Number; }
    bool isString() const { return m_tape && type() == JsonTape::Type::String; }
    bool isArray() const { return m_tape && type() == JsonTape::Type::Array; }
    bool isObject() const { return m_tape && type() == JsonTape::Type::Object; }

    JsonTape::Type type() const { return m_tape->node(m_index).type; }
    const JsonTape *tape() const { return m_tape; }
    qint32 index() const { return m_index; }
    const JsonTape::Node &node() const { return m_tape->node(m_index); }

    bool toBool() const { return type() == JsonTape::Type::True; }
    QString toString() const { return m_tape->string(m_index); }
    std::optional<double> toNumber() const { return m_tape->number(m_index); }
    QJsonValue toJsonValue() const { return m_tape->toJsonValue(m_index); }
    // A short name of the type for error messages ("a string", "null").
    QString typeName() const;

private:
    const JsonTape *m_tape = nullptr;
    qint32 m_index = 0;
};

} // namespace Audience::Net
