#pragma once

#include "models/store/storeerror.h"

#include <type_traits>
#include <utility>
#include <variant>

namespace Audience::Models {

// What a statement of the profile's store gave: the value it read or wrote, or why the store
// refused it (a StoreError: its kind and SQLite's text). The one way StoreConnection and its
// callers report failure; it reads like C++23's std::expected<T, StoreError> (not in gcc 12's
// library with -std=c++20): ok() or `if (result)`, *result or result->, result.error().
//
//     const StoreResult<qint64> id = store.insertJournalEntry(note, runId, key);
//     if (!id)
//         return id.error(); // a StoreResult of any other type, or said: id.error().notSentText()
//
// A value that may be absent without anything failing (an entry not found) is a
// StoreResult<std::optional<T>>: absence is not an error, a refusal is.
template<typename T>
class StoreResult
{
    static_assert(!std::is_same_v<std::remove_cvref_t<T>, StoreError>, "a StoreResult holds a value or a StoreError, not both");

public:
    StoreResult(T value)
        : m_state(std::in_place_index<0>, std::move(value))
    {
    }
    StoreResult(StoreError error)
        : m_state(std::in_place_index<1>, std::move(error))
    {
    }

    bool ok() const { return m_state.index() == 0; }
    bool has_value() const { return ok(); }
    explicit operator bool() const { return ok(); }

    // Only when ok().
    T &value() & { return std::get<0>(m_state); }
    const T &value() const & { return std::get<0>(m_state); }
    T &&value() && { return std::get<0>(std::move(m_state)); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T &&operator*() && { return std::move(*this).value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    template<typename U>
    T value_or(U &&fallback) const &
    {
        return ok() ? value() : static_cast<T>(std::forward<U>(fallback));
    }

    // Only when !ok().
    const StoreError &error() const { return std::get<1>(m_state); }

private:
    std::variant<T, StoreError> m_state;
};

// A statement or transaction that gives nothing back: done, or why not.
template<>
class StoreResult<void>
{
public:
    StoreResult() = default;
    StoreResult(StoreError error)
        : m_error(std::move(error))
        , m_ok(false)
    {
    }

    bool ok() const { return m_ok; }
    explicit operator bool() const { return m_ok; }
    // Only when !ok().
    const StoreError &error() const { return m_error; }

private:
    StoreError m_error;
    bool m_ok = true;
};

} // namespace Audience::Models
