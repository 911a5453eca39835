#pragma once

#include <QList>
#include <QString>

namespace Audience::Models {

// A word-level comparison of two texts, for the diff cards: which words of the old value went,
// which of the new came, which stayed. Words and the white space between them are separate pieces,
// so joining the pieces of one side gives that side's text back exactly.
class WordDiff
{
public:
    enum class Kind { Same, Removed, Added };
    struct Piece
    {
        Kind kind = Kind::Same;
        QString text;
        friend bool operator==(const Piece &, const Piece &) = default;
    };

    // The pieces in reading order: a removed run comes before the added run that replaces it. Texts
    // that keep less than a third of their words come back as one removed and one added block.
    // Texts of more than `maxTokens` pieces each are compared as one removed and one added block
    // (the comparison is quadratic; such values are shown collapsed anyway).
    static QList<Piece> compare(const QString &before, const QString &after, int maxTokens = 4000);

    // The text as words and the spaces between them ("a  b" → "a", "  ", "b").
    static QStringList tokenize(const QString &text);
};

} // namespace Audience::Models
