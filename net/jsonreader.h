#pragma once

#include "net/jsontape.h"
#include "net/nullable.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace Audience::Net {

// Why a response did not decode, with the JSON path of the offending value
// ("items[3].latestVersion.status").
struct DecodeError
{
    QString path;
    QString problem;
    QString toString() const;
};

// A position in the document, kept as a chain of stack frames and turned into text only when a
// decode fails, so a successful decode never builds a path string.
class JsonPath
{
public:
    JsonPath() = default;
    JsonPath(const JsonPath &parent, QLatin1StringView key)
        : m_parent(&parent)
        , m_key(key)
    {
    }
    JsonPath(const JsonPath &parent, qsizetype index)
        : m_parent(&parent)
        , m_index(index)
    {
    }
    QString toString() const;

private:
    const JsonPath *m_parent = nullptr;
    QLatin1StringView m_key;
    qsizetype m_index = -1;
};

// Collects the first failure of a decode; later readers see failed() and stop early. Problems
// are user-visible (the request core shows "The answer could not be read: …"), so they are
// translated where they are built, in the context "Audience::Net::DecodeError"; the JSON path
// stays as it is on the wire.
class DecodeContext
{
public:
    bool failed() const { return m_failed; }
    void fail(const JsonPath &path, QString problem);
    void failMissing(const JsonPath &path);
    void failNull(const JsonPath &path);
    const DecodeError &error() const { return m_error; }

private:
    bool m_failed = false;
    DecodeError m_error;
};

// Records "expected <what>, got <type of value>" at path. Mark `expected` with
// QT_TRANSLATE_NOOP("Audience::Net::DecodeError", …); it is translated here.
void failWrongType(const JsonPath &path, DecodeContext &context, const char *expected, const JsonValue &value);

// Readers for JSON values. Each checks the type and records a failure at `path` when it is wrong.
// Wire types add their own overload next to their struct (see pagetypes.h and friends).
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, QString &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, bool &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, double &out);
// Integers are whole numbers in 0..9007199254740991 (the spec's counts, totals and version numbers).
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, qint64 &out);
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, QJsonObject &out);
// Any JSON value at all, null included (a tool call's `result`).
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, QJsonValue &out);

template <typename T>
void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, QList<T> &out)
{
    if (!value.isArray()) {
        failWrongType(path, context, QT_TRANSLATE_NOOP("Audience::Net::DecodeError", "an array"), value);
        return;
    }
    const JsonTape *tape = value.tape();
    const qint32 count = value.node().count;
    out.clear();
    out.reserve(count);
    qint32 child = value.index() + 1;
    for (qint32 index = 0; index < count; ++index) {
        const JsonPath elementPath(path, index);
        readJson(JsonValue(tape, child), elementPath, context, out.emplace_back());
        if (context.failed())
            return;
        child = tape->node(child).end;
    }
}

// Reads the fields of one JSON object. The method says what the spec says of the field:
//   required: must be present and not null      nullable: must be present, may be null
//   optional: may be absent, not null           loose:    may be absent or null (kept apart)
// Unknown fields are ignored; of duplicate names the last wins. After the first failure every
// call does nothing.
class ObjectReader
{
public:
    ObjectReader(const JsonValue &value, const JsonPath &path, DecodeContext &context);
    bool failed() const { return m_context.failed(); }
    // The member named `key`, or an undefined value when absent.
    JsonValue find(QLatin1StringView key) const;

    template <typename T>
    void required(QLatin1StringView key, T &out)
    {
        if (m_context.failed())
            return;
        const JsonPath path(m_path, key);
        const JsonValue value = find(key);
        if (value.isUndefined())
            m_context.failMissing(path);
        else if (value.isNull())
            m_context.failNull(path);
        else
            readJson(value, path, m_context, out);
    }

    template <typename T>
    void nullable(QLatin1StringView key, Nullable<T> &out)
    {
        if (m_context.failed())
            return;
        const JsonPath path(m_path, key);
        const JsonValue value = find(key);
        if (value.isUndefined())
            m_context.failMissing(path);
        else if (value.isNull())
            out.reset();
        else
            readJson(value, path, m_context, out.emplace());
    }

    template <typename T>
    void optional(QLatin1StringView key, std::optional<T> &out)
    {
        if (m_context.failed())
            return;
        const JsonPath path(m_path, key);
        const JsonValue value = find(key);
        if (value.isUndefined())
            out.reset();
        else if (value.isNull())
            m_context.failNull(path);
        else
            readJson(value, path, m_context, out.emplace());
    }

    template <typename T>
    void loose(QLatin1StringView key, OptionalNullable<T> &out)
    {
        if (m_context.failed())
            return;
        const JsonPath path(m_path, key);
        const JsonValue value = find(key);
        if (value.isUndefined())
            out = OptionalNullable<T>::absent();
        else if (value.isNull())
            out = OptionalNullable<T>::null();
        else
            readJson(value, path, m_context, out.emplace());
    }

private:
    JsonValue m_object;
    const JsonPath &m_path;
    DecodeContext &m_context;
};

// Parses bytes as a JSON document whose top level is an object or an array. An empty body, a
// truncated body or anything that is not strict JSON is an error, never an empty success.
std::optional<DecodeError> parseJsonRoot(const QByteArray &bytes, JsonTape &tape);

// Decodes a whole response body into a wire type; std::nullopt on success.
template <typename T>
std::optional<DecodeError> decodeJson(const QByteArray &bytes, T &out)
{
    JsonTape tape;
    if (auto error = parseJsonRoot(bytes, tape))
        return error;
    DecodeContext context;
    const JsonPath path;
    readJson(JsonValue(&tape, 0), path, context, out);
    if (context.failed())
        return context.error();
    return std::nullopt;
}

} // namespace Audience::Net
