#pragma once

#include <optional>
#include <utility>

namespace Audience::Net {

// "T | null" for a field that is always present: std::nullopt stands for JSON null.
template <typename T>
using Nullable = std::optional<T>;

// A field that may be absent, null or carry a value, with the three kept apart. Used for response
// fields the spec leaves loose (tables without a required/optional note) and for PATCH bodies, where
// "leave unchanged" (absent) and "clear" (null) mean different things.
template <typename T>
class OptionalNullable
{
public:
    enum class State { Absent, Null, Value };

    OptionalNullable() = default;
    OptionalNullable(T value) // NOLINT: implicit on purpose, `field = QStringLiteral("x")` reads well
        : m_state(State::Value)
        , m_value(std::move(value))
    {
    }
    static OptionalNullable absent() { return {}; }
    static OptionalNullable null()
    {
        OptionalNullable result;
        result.m_state = State::Null;
        return result;
    }

    // Makes this a default-constructed value and returns it, to be filled in place.
    T &emplace()
    {
        m_state = State::Value;
        m_value = T{};
        return m_value;
    }

    State state() const { return m_state; }
    bool isAbsent() const { return m_state == State::Absent; }
    bool isNull() const { return m_state == State::Null; }
    bool hasValue() const { return m_state == State::Value; }

    // The value, or a default-constructed T when absent or null (an empty string, an empty list).
    const T &value() const { return m_value; }
    T valueOr(T fallback) const { return hasValue() ? m_value : std::move(fallback); }
    std::optional<T> toOptional() const { return hasValue() ? std::optional<T>(m_value) : std::nullopt; }

    friend bool operator==(const OptionalNullable &, const OptionalNullable &) = default;

private:
    State m_state = State::Absent;
    T m_value{};
};

} // namespace Audience::Net
