#include "models/workspace/worddiff.h"

#include <algorithm>
#include <vector>

namespace Audience::Models {

QStringList WordDiff::tokenize(const QString &text)
{
    QStringList tokens;
    qsizetype start = 0;
    for (qsizetype i = 1; i <= text.size(); ++i) {
        if (i == text.size() || text.at(i).isSpace() != text.at(start).isSpace()) {
            tokens.append(text.mid(start, i - start));
            start = i;
        }
    }
    return tokens;
}

namespace {

void append(QList<WordDiff::Piece> &pieces, WordDiff::Kind kind, const QString &text)
{
    if (text.isEmpty())
        return;
    if (!pieces.isEmpty() && pieces.last().kind == kind)
        pieces.last().text += text;
    else
        pieces.append({kind, text});
}

} // namespace

QList<WordDiff::Piece> WordDiff::compare(const QString &before, const QString &after, int maxTokens)
{
    const QStringList a = tokenize(before);
    const QStringList b = tokenize(after);
    QList<Piece> pieces;
    if (a.size() > maxTokens || b.size() > maxTokens) {
        append(pieces, Kind::Removed, before);
        append(pieces, Kind::Added, after);
        return pieces;
    }
    // The longest common subsequence of tokens, by dynamic programming from the ends, so the walk
    // below goes forwards and yields the pieces in reading order.
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    std::vector<int> lengths(size_t((n + 1) * (m + 1)), 0);
    const auto at = [m](qsizetype i, qsizetype j) { return size_t(i * (m + 1) + j); };
    for (qsizetype i = n - 1; i >= 0; --i) {
        for (qsizetype j = m - 1; j >= 0; --j)
            lengths[at(i, j)] = a.at(i) == b.at(j) ? lengths[at(i + 1, j + 1)] + 1
                                                    : std::max(lengths[at(i + 1, j)], lengths[at(i, j + 1)]);
    }
    // Removed and added runs are gathered and flushed together, so a replaced word reads as
    // "old new" rather than interleaving with the spaces around it.
    QString removed;
    QString added;
    const auto flush = [&] {
        append(pieces, Kind::Removed, std::exchange(removed, {}));
        append(pieces, Kind::Added, std::exchange(added, {}));
    };
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < n && j < m) {
        if (a.at(i) == b.at(j)) {
            flush();
            append(pieces, Kind::Same, a.at(i));
            ++i;
            ++j;
        } else if (lengths[at(i + 1, j)] >= lengths[at(i, j + 1)]) {
            removed += a.at(i++);
        } else {
            added += b.at(j++);
        }
    }
    while (i < n)
        removed += a.at(i++);
    while (j < m)
        added += b.at(j++);
    flush();
    // Two texts that share little more than their spaces read better as old, then new, than as a
    // word-by-word weave of both.
    qsizetype kept = 0;
    for (const Piece &piece : std::as_const(pieces)) {
        if (piece.kind == Kind::Same)
            kept += piece.text.trimmed().size();
    }
    if (kept * 3 < std::max(before.size(), after.size())) {
        pieces.clear();
        append(pieces, Kind::Removed, before);
        append(pieces, Kind::Added, after);
    }
    return pieces;
}

} // namespace Audience::Models
