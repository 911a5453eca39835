#include "net/jsontape.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringDecoder>

#include <simdjson.h>

#include <cstring>
#include <limits>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Audience::Net {

namespace {

// Hands the pages freed by a large body's buffers back to the system. glibc serves a buffer over
// its mmap threshold with a mapping of its own, but the first such buffer freed raises that
// threshold to its size, so from then on a large body's buffers (the parser's, the tape's, the
// body's) come from the heap, between the small blocks that stay (the messages kept from the
// same body). Freed, they leave holes that stay resident, and as a conversation grows with every
// message, the next, larger buffers do not fit the holes: resident memory grew ~0.05 MB a message
// more (issue 43, docs/performance.md). malloc_trim gives the holes' pages back (the addresses
// stay, so nothing moves).
void releaseFreedPages()
{
#if defined(__GLIBC__)
    malloc_trim(0); // ~0.15 ms (Debug, loaded machine), once a large body's parser is given back
#endif
}

// Deeper documents are refused: no response of the spec nests more than a handful of levels, and
// the tape is built (and turned into QJsonValues) recursively.
constexpr size_t maxDepth = 512;

// Appends the nodes of `element` and its subtree to `nodes` (pre-order, so a container's children
// follow it and `end` skips them), and every string's bytes to `strings`.
class TapeBuilder
{
public:
    TapeBuilder(QList<JsonTape::Node> &nodes, QByteArray &strings)
        : m_nodes(nodes)
        , m_strings(strings)
    {
    }

    void add(simdjson::dom::element element)
    {
        using simdjson::dom::element_type;
        const qint32 index = qint32(m_nodes.size());
        m_nodes.emplace_back();
        JsonTape::Node node;
        switch (element.type()) {
        case element_type::NULL_VALUE: node.type = JsonTape::Type::Null; break;
        case element_type::BOOL:
            node.type = bool(element.get_bool().value_unsafe()) ? JsonTape::Type::True : JsonTape::Type::False;
            break;
        case element_type::INT64:
            node.type = JsonTape::Type::Number;
            node.integral = true;
            node.integer = element.get_int64().value_unsafe();
            node.number = double(node.integer);
            break;
        case element_type::UINT64: // only numbers above INT64_MAX arrive as unsigned
            node.type = JsonTape::Type::Number;
            node.number = double(element.get_uint64().value_unsafe());
            break;
        case element_type::DOUBLE:
            node.type = JsonTape::Type::Number;
            node.number = element.get_double().value_unsafe();
            break;
        case element_type::STRING:
            node.type = JsonTape::Type::String;
            addString(node, element.get_string().value_unsafe());
            break;
        case element_type::ARRAY:
            node.type = JsonTape::Type::Array;
            // Copied out first: value_unsafe() returns a reference into the temporary result.
            for (const simdjson::dom::array array = element.get_array().value_unsafe(); simdjson::dom::element child : array) {
                add(child);
                ++node.count;
            }
            break;
        case element_type::OBJECT:
            node.type = JsonTape::Type::Object;
            for (const simdjson::dom::object object = element.get_object().value_unsafe(); simdjson::dom::key_value_pair member : object) {
                JsonTape::Node key;
                key.type = JsonTape::Type::String;
                addString(key, member.key);
                key.end = qint32(m_nodes.size()) + 1;
                m_nodes.append(key);
                add(member.value);
                ++node.count;
            }
            break;
        }
        node.end = qint32(m_nodes.size());
        m_nodes[index] = node;
    }

private:
    // The buffer was sized to the body, which no sum of unescaped strings exceeds.
    void addString(JsonTape::Node &node, std::string_view text)
    {
        node.begin = m_used;
        node.length = qsizetype(text.size());
        std::memcpy(m_strings.data() + m_used, text.data(), text.size());
        m_used += node.length;
    }

public:
    qsizetype stringBytesUsed() const { return m_used; }

private:
    QList<JsonTape::Node> &m_nodes;
    QByteArray &m_strings;
    qsizetype m_used = 0;
};

} // namespace

std::optional<QString> JsonTape::parse(const QByteArray &bytes)
{
    m_nodes.clear();
    m_strings.clear();
    if (bytes.size() > std::numeric_limits<qint32>::max() / 2)
        return QStringLiteral("the document is too large");
    QByteArrayView text(bytes);
    if (text.startsWith("\xEF\xBB\xBF"))
        text = text.sliced(3); // a byte order mark is not JSON, but harmless
    // One parser per thread, kept: allocating its buffers anew for every body costs more than the
    // parse (page faults). Its buffers are ~13 times the body (its tape is 8 bytes a byte), so a
    // large body (a long conversation, read again after every message) would leave them grown for
    // good, ~0.1 MB more a message (issue 43, docs/performance.md). So the first small body after
    // large ones gives the large buffers back: a run of large bodies (a fetch of many pages) still
    // reuses them, and what stays between runs is at most keptCapacity's worth.
    constexpr size_t keptCapacity = 64 * 1024;
    thread_local simdjson::dom::parser parser;
    if (parser.capacity() > keptCapacity && size_t(text.size()) <= keptCapacity) {
        parser = simdjson::dom::parser{};
        releaseFreedPages();
    }
    if (parser.capacity() < size_t(text.size()) || parser.max_depth() != maxDepth) {
        if (const auto error = parser.allocate(size_t(text.size()), maxDepth))
            return QString::fromUtf8(simdjson::error_message(error));
    }
    // parse() copies the bytes into a buffer with the padding simdjson's SIMD loads need.
    simdjson::dom::element root;
    if (const auto error = parser.parse(text.data(), size_t(text.size())).get(root))
        return QString::fromUtf8(simdjson::error_message(error));
    m_nodes.reserve(text.size() / 12 + 8);
    m_strings.resize(text.size());
    TapeBuilder builder(m_nodes, m_strings);
    builder.add(root);
    m_strings.truncate(builder.stringBytesUsed());
    return std::nullopt;
}

QString JsonTape::string(qint32 index) const
{
    const Node &n = m_nodes[index];
    const QByteArrayView text(m_strings.constData() + n.begin, n.length);
    // QString::fromUtf8 drops a U+FEFF at the start as a byte order mark; in a JSON string it is a
    // character of the value.
    if (Q_UNLIKELY(text.startsWith("\xEF\xBB\xBF")))
        return QStringDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom).decode(text);
    return QString::fromUtf8(text);
}

QJsonValue JsonTape::toJsonValue(qint32 index) const
{
    const Node &n = m_nodes[index];
    switch (n.type) {
    case Type::Null: return QJsonValue(QJsonValue::Null);
    case Type::False: return QJsonValue(false);
    case Type::True: return QJsonValue(true);
    case Type::String: return QJsonValue(string(index));
    case Type::Number: return n.integral ? QJsonValue(n.integer) : QJsonValue(n.number);
    case Type::Array: {
        QJsonArray array;
        qint32 child = index + 1;
        for (qint32 i = 0; i < n.count; ++i) {
            array.append(toJsonValue(child));
            child = m_nodes[child].end;
        }
        return array;
    }
    case Type::Object: {
        QJsonObject object;
        qint32 member = index + 1;
        for (qint32 i = 0; i < n.count; ++i) {
            object.insert(string(member), toJsonValue(member + 1)); // a duplicate name: the last wins
            member = m_nodes[member + 1].end;
        }
        return object;
    }
    }
    return {};
}

} // namespace Audience::Net
