#pragma once

#include <QString>

#include <optional>

namespace Sandbox {

// Keyset position in a list ordered by (created_at, id): the last row the client has seen.
struct Cursor
{
    QString createdAt;
    QString id;
};

// Opaque cursors: base64url of a tiny JSON object naming the list they belong to, so a cursor from
// one list (or a hand-made string) is refused with 400 rather than silently misread.
class CursorCodec
{
public:
    static QString encode(QStringView list, const Cursor &cursor);
    static std::optional<Cursor> decode(QStringView list, const QString &text);
};

} // namespace Sandbox
