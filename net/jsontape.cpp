#include "net/jsontape.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVarLengthArray>

#include <charconv>
#include <limits>
#include <cstring>

namespace Audience::Net {

namespace {

constexpr int maxDepth = 512;

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}

// The length of the valid UTF-8 sequence starting at p (a byte >= 0x80), or 0 when invalid:
// no overlong forms, no surrogates, nothing above U+10FFFF.
int utf8SequenceLength(const unsigned char *p, qsizetype available)
{
    const unsigned char lead = p[0];
    auto continuation = [&](int i) { return i < available && (p[i] & 0xC0) == 0x80; };
    if (lead >= 0xC2 && lead <= 0xDF)
        return continuation(1) ? 2 : 0;
    if (lead >= 0xE0 && lead <= 0xEF) {
        if (!continuation(1) || !continuation(2))
            return 0;
        if (lead == 0xE0 && p[1] < 0xA0)
            return 0; // overlong
        if (lead == 0xED && p[1] >= 0xA0)
            return 0; // UTF-16 surrogate
        return 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        if (!continuation(1) || !continuation(2) || !continuation(3))
            return 0;
        if (lead == 0xF0 && p[1] < 0x90)
            return 0; // overlong
        if (lead == 0xF4 && p[1] >= 0x90)
            return 0; // above U+10FFFF
        return 4;
    }
    return 0;
}

// QString::fromUtf8 drops a byte order mark at the start of its input; inside a JSON string a
// U+FEFF is content and must stay.
QString utf8ToString(const char *data, qsizetype length)
{
    if (length >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0)
        return QChar(0xFEFF) + utf8ToString(data + 3, length - 3);
    return QString::fromUtf8(data, length);
}

class Parser
{
public:
    Parser(const QByteArray &bytes, QList<JsonTape::Node> &nodes)
        : m_data(bytes.constData())
        , m_size(bytes.size())
        , m_nodes(nodes)
    {
    }

    std::optional<QString> run();

private:
    std::optional<QString> fail(const char *what) const
    {
        return QStringLiteral("%1 at byte %2").arg(QLatin1StringView(what)).arg(m_pos);
    }
    void skipWhitespace()
    {
        while (m_pos < m_size) {
            const char c = m_data[m_pos];
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                return;
            ++m_pos;
        }
    }
    bool literal(const char *text, JsonTape::Type type);
    bool string();
    bool number();
    const char *m_error = nullptr;

    const char *m_data;
    qsizetype m_size;
    qsizetype m_pos = 0;
    QList<JsonTape::Node> &m_nodes;
};

bool Parser::literal(const char *text, JsonTape::Type type)
{
    const qsizetype length = qsizetype(std::strlen(text));
    if (m_size - m_pos < length || std::memcmp(m_data + m_pos, text, size_t(length)) != 0) {
        m_error = "invalid literal";
        return false;
    }
    JsonTape::Node node;
    node.type = type;
    node.begin = m_pos;
    node.length = length;
    node.end = qint32(m_nodes.size() + 1);
    m_nodes.append(node);
    m_pos += length;
    return true;
}

bool Parser::string()
{
    // m_pos is at the opening quote.
    JsonTape::Node node;
    node.type = JsonTape::Type::String;
    node.begin = ++m_pos;
    for (;;) {
        if (m_pos >= m_size) {
            m_error = "unterminated string";
            return false;
        }
        const unsigned char c = static_cast<unsigned char>(m_data[m_pos]);
        if (c == '"')
            break;
        if (c == '\\') {
            node.escaped = true;
            if (m_pos + 1 >= m_size) {
                m_error = "unterminated string";
                return false;
            }
            const char e = m_data[m_pos + 1];
            if (e == 'u') {
                if (m_pos + 5 >= m_size || !isHex(m_data[m_pos + 2]) || !isHex(m_data[m_pos + 3]) || !isHex(m_data[m_pos + 4])
                    || !isHex(m_data[m_pos + 5])) {
                    m_error = "invalid \\u escape";
                    return false;
                }
                m_pos += 6;
            } else if (e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't') {
                m_pos += 2;
            } else {
                m_error = "invalid escape";
                return false;
            }
        } else if (c < 0x20) {
            m_error = "control character in string";
            return false;
        } else if (c < 0x80) {
            ++m_pos;
        } else {
            const int length = utf8SequenceLength(reinterpret_cast<const unsigned char *>(m_data + m_pos), m_size - m_pos);
            if (length == 0) {
                m_error = "invalid UTF-8 in string";
                return false;
            }
            m_pos += length;
        }
    }
    node.length = m_pos - node.begin;
    node.end = qint32(m_nodes.size() + 1);
    m_nodes.append(node);
    ++m_pos; // closing quote
    return true;
}

bool Parser::number()
{
    JsonTape::Node node;
    node.type = JsonTape::Type::Number;
    node.begin = m_pos;
    auto digit = [&] { return m_pos < m_size && m_data[m_pos] >= '0' && m_data[m_pos] <= '9'; };
    if (m_data[m_pos] == '-')
        ++m_pos;
    if (!digit()) {
        m_error = "invalid number";
        return false;
    }
    if (m_data[m_pos] == '0') {
        ++m_pos;
    } else {
        while (digit())
            ++m_pos;
    }
    if (m_pos < m_size && m_data[m_pos] == '.') {
        ++m_pos;
        if (!digit()) {
            m_error = "invalid number";
            return false;
        }
        while (digit())
            ++m_pos;
    }
    if (m_pos < m_size && (m_data[m_pos] == 'e' || m_data[m_pos] == 'E')) {
        ++m_pos;
        if (m_pos < m_size && (m_data[m_pos] == '+' || m_data[m_pos] == '-'))
            ++m_pos;
        if (!digit()) {
            m_error = "invalid number";
            return false;
        }
        while (digit())
            ++m_pos;
    }
    node.length = m_pos - node.begin;
    node.end = qint32(m_nodes.size() + 1);
    m_nodes.append(node);
    return true;
}

std::optional<QString> Parser::run()
{
    QVarLengthArray<qint32, 64> open; // containers not yet closed
    if (m_size >= 3 && std::memcmp(m_data, "\xEF\xBB\xBF", 3) == 0)
        m_pos = 3; // RFC 8259 lets a parser ignore a UTF-8 byte order mark
    for (;;) {
        // A value starts here.
        skipWhitespace();
        if (m_pos >= m_size)
            return fail("unexpected end of the document");
        const char c = m_data[m_pos];
        if (c == '{' || c == '[') {
            if (open.size() >= maxDepth)
                return fail("nested too deeply");
            JsonTape::Node node;
            node.type = c == '{' ? JsonTape::Type::Object : JsonTape::Type::Array;
            node.begin = m_pos++;
            open.append(qint32(m_nodes.size()));
            m_nodes.append(node);
            skipWhitespace();
            const char close = c == '{' ? '}' : ']';
            if (m_pos < m_size && m_data[m_pos] == close) {
                ++m_pos;
                JsonTape::Node &done = m_nodes[open.last()];
                done.length = m_pos - done.begin;
                done.end = qint32(m_nodes.size());
                open.removeLast();
            } else {
                if (c == '{') {
                    if (m_pos >= m_size || m_data[m_pos] != '"')
                        return fail("expected a member name");
                    if (!string())
                        return fail(m_error);
                    skipWhitespace();
                    if (m_pos >= m_size || m_data[m_pos] != ':')
                        return fail("expected ':'");
                    ++m_pos;
                }
                continue; // the first member's or element's value
            }
        } else if (c == '"') {
            if (!string())
                return fail(m_error);
        } else if (c == 't') {
            if (!literal("true", JsonTape::Type::True))
                return fail(m_error);
        } else if (c == 'f') {
            if (!literal("false", JsonTape::Type::False))
                return fail(m_error);
        } else if (c == 'n') {
            if (!literal("null", JsonTape::Type::Null))
                return fail(m_error);
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            if (!number())
                return fail(m_error);
        } else {
            return fail("unexpected character");
        }

        // A value just ended: count it, then go on to the next one or close containers.
        for (;;) {
            if (open.isEmpty()) {
                skipWhitespace();
                if (m_pos != m_size)
                    return fail("unexpected data after the document");
                return std::nullopt;
            }
            JsonTape::Node &parent = m_nodes[open.last()];
            ++parent.count;
            skipWhitespace();
            if (m_pos >= m_size)
                return fail("unexpected end of the document");
            const bool isObject = parent.type == JsonTape::Type::Object;
            const char next = m_data[m_pos];
            if (next == ',') {
                ++m_pos;
                if (isObject) {
                    skipWhitespace();
                    if (m_pos >= m_size || m_data[m_pos] != '"')
                        return fail("expected a member name");
                    if (!string())
                        return fail(m_error);
                    skipWhitespace();
                    if (m_pos >= m_size || m_data[m_pos] != ':')
                        return fail("expected ':'");
                    ++m_pos;
                }
                break; // parse the next value
            }
            if (next != (isObject ? '}' : ']'))
                return fail(isObject ? "expected ',' or '}'" : "expected ',' or ']'");
            ++m_pos;
            parent.length = m_pos - parent.begin;
            parent.end = qint32(m_nodes.size());
            open.removeLast();
            // The container is itself a value that just ended.
        }
    }
}

} // namespace

std::optional<QString> JsonTape::parse(const QByteArray &bytes)
{
    m_bytes = bytes;
    m_nodes.clear();
    if (bytes.size() > std::numeric_limits<qint32>::max() / 2)
        return QStringLiteral("the document is too large");
    m_nodes.reserve(bytes.size() / 12 + 8);
    Parser parser(m_bytes, m_nodes);
    auto error = parser.run();
    if (error)
        m_nodes.clear();
    return error;
}

QString JsonTape::string(qint32 index) const
{
    const Node &n = m_nodes[index];
    const char *data = m_bytes.constData() + n.begin;
    if (!n.escaped)
        return utf8ToString(data, n.length);
    QString text;
    text.reserve(n.length);
    qsizetype runStart = 0;
    qsizetype i = 0;
    while (i < n.length) {
        if (data[i] != '\\') {
            ++i;
            continue;
        }
        text += utf8ToString(data + runStart, i - runStart);
        const char e = data[i + 1];
        switch (e) {
        case 'b': text += u'\b'; break;
        case 'f': text += u'\f'; break;
        case 'n': text += u'\n'; break;
        case 'r': text += u'\r'; break;
        case 't': text += u'\t'; break;
        case 'u': {
            const char16_t unit = char16_t((hexValue(data[i + 2]) << 12) | (hexValue(data[i + 3]) << 8) | (hexValue(data[i + 4]) << 4)
                                           | hexValue(data[i + 5]));
            text += QChar(unit); // a surrogate pair arrives as two escapes and pairs up in UTF-16
            i += 4;
            break;
        }
        default: text += QLatin1Char(e); break; // " \ /
        }
        i += 2;
        runStart = i;
    }
    text += utf8ToString(data + runStart, n.length - runStart);
    return text;
}

bool JsonTape::stringEquals(qint32 index, QLatin1StringView key) const
{
    const Node &n = m_nodes[index];
    if (n.escaped)
        return string(index) == key;
    return n.length == key.size() && std::memcmp(m_bytes.constData() + n.begin, key.data(), size_t(n.length)) == 0;
}

std::optional<double> JsonTape::number(qint32 index) const
{
    const Node &n = m_nodes[index];
    const char *first = m_bytes.constData() + n.begin;
    double value = 0;
    const auto result = std::from_chars(first, first + n.length, value);
    if (result.ptr != first + n.length)
        return std::nullopt;
    if (result.ec == std::errc::result_out_of_range) {
        // Too small to represent is zero; too large does not fit.
        const QByteArrayView text(first, n.length);
        if (text.contains("e-") || text.contains("E-"))
            return 0.0;
        return std::nullopt;
    }
    if (result.ec != std::errc())
        return std::nullopt;
    return value;
}

QJsonValue JsonTape::toJsonValue(qint32 index) const
{
    const Node &n = m_nodes[index];
    switch (n.type) {
    case Type::Null: return QJsonValue(QJsonValue::Null);
    case Type::False: return QJsonValue(false);
    case Type::True: return QJsonValue(true);
    case Type::String: return QJsonValue(string(index));
    case Type::Number: {
        const QByteArrayView text(m_bytes.constData() + n.begin, n.length);
        bool integral = false;
        const qint64 whole = text.toLongLong(&integral);
        if (integral)
            return QJsonValue(whole);
        const double fallback = text.startsWith('-') ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
        return QJsonValue(number(index).value_or(fallback));
    }
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

QString JsonValue::typeName() const
{
    if (!m_tape)
        return QStringLiteral("nothing");
    switch (type()) {
    case JsonTape::Type::Null: return QStringLiteral("null");
    case JsonTape::Type::False:
    case JsonTape::Type::True: return QStringLiteral("a boolean");
    case JsonTape::Type::Number: return QStringLiteral("a number");
    case JsonTape::Type::String: return QStringLiteral("a string");
    case JsonTape::Type::Array: return QStringLiteral("an array");
    case JsonTape::Type::Object: return QStringLiteral("an object");
    }
    return QStringLiteral("nothing");
}

} // namespace Audience::Net
