#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <cstring>
#include <optional>

namespace Audience::Net {

// A parsed JSON document as a flat "tape" of nodes, for the decoders. simdjson (a strict RFC 8259
// parser that validates UTF-8; a leading byte order mark is skipped) does the parsing; the tape
// keeps each string's unescaped UTF-8 bytes in one buffer, so a key is found by comparing bytes and
// a string becomes a QString only when a field wants it. It exists because QJsonDocument plus
// QJsonObject lookups cost about three times the parse itself, which the client's performance goals
// cannot afford (see docs/performance.md).
class JsonTape
{
public:
    enum class Type : quint8 { Null, False, True, Number, String, Array, Object };

    struct Node
    {
        Type type = Type::Null;
        bool integral = false;  // a number that fits a qint64 exactly (kept in `integer`)
        qint32 count = 0;       // members of an object, elements of an array
        qint32 end = 0;         // index of the first node after this one's subtree
        qsizetype begin = 0;    // a string's offset in the string buffer
        qsizetype length = 0;   // a string's length in bytes (UTF-8, escapes resolved)
        double number = 0;      // a number's value
        qint64 integer = 0;     // a number's exact value when `integral`
    };

    // Parses `bytes`. Returns the parser's reason when they are not strict JSON.
    std::optional<QString> parse(const QByteArray &bytes);

    const Node &node(qint32 index) const { return m_nodes[index]; }

    // The decoded text of a string node.
    QString string(qint32 index) const;
    // Whether a string node equals an ASCII key, byte for byte.
    bool stringEquals(qint32 index, QLatin1StringView key) const
    {
        const Node &n = m_nodes[index];
        return n.length == key.size() && std::memcmp(m_strings.constData() + n.begin, key.data(), size_t(n.length)) == 0;
    }
    // A number node as a double (the parser refuses numbers beyond a double's range).
    double number(qint32 index) const { return m_nodes[index].number; }
    // Any node as a QJsonValue (for free-form members such as a person log's payload).
    QJsonValue toJsonValue(qint32 index) const;

private:
    QByteArray m_strings;
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
    double toNumber() const { return m_tape->number(m_index); }
    QJsonValue toJsonValue() const { return m_tape->toJsonValue(m_index); }

private:
    const JsonTape *m_tape = nullptr;
    qint32 m_index = 0;
};

} // namespace Audience::Net
