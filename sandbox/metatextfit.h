#pragma once

#include <QString>

#include <optional>

// Fitting a meta title or description within the length search engines show in full: cutting it at a
// clause or word boundary, and adding a phrase the way each reads naturally. Deterministic, no state.
namespace Sandbox::MetaTextFit {

constexpr qsizetype titleLimit = 60;
constexpr qsizetype descriptionLimit = 155;

// A title is phrases ("Forecast Studio – Pricing"); a description is sentences, and stays so when cut.
enum class Style { Title, Description };

// "Make it shorter": the longest start of `text` that ends at a clause boundary (". ", ": ", "; ",
// ", ", "|", " – ", " — ", " - ") and has at most `limit` characters; else, when the text is longer
// than `limit`, the longest start that ends at a word boundary (without a dangling "and", "for", …).
// The text itself when it is within `limit` and has no clause to drop.
QString shortened(const QString &text, qsizetype limit, Style style);

struct Mentioned
{
    QString text;
    bool cut = false; // whether the text before the phrase was cut to make room
};

// `text` with `phrase` added: after " – " (or " | " when the title already uses it) in a title, as a
// sentence of its own ("Learn about …", or "…" for "that …") in a description. The text before it is
// cut as by shortened() to stay within `limit`; nothing when the phrase alone leaves no room.
std::optional<Mentioned> withMention(const QString &text, const QString &phrase, qsizetype limit, Style style);

// Whether `text` already holds `phrase`, case-insensitively and without its leading "the", "a" or "that".
bool mentions(const QString &text, const QString &phrase);

} // namespace Sandbox::MetaTextFit
