#pragma once

#include "cursorcodec.h"
#include "queryreader.h"

#include <QSqlQuery>
#include <QSqlRecord>

#include <functional>

namespace Sandbox {

// Reads one page of a keyset-ordered result. The statement must have been run with LIMIT limit + 1
// and must select created_at and id as its last two columns (after the writer's columns): the
// extra row only tells whether there is more, and the last row shown becomes the cursor.
inline PageOfRows readKeysetPage(QSqlQuery &query, int limit, QStringView list,
                                 const std::function<QJsonObject(const QSqlQuery &)> &writer)
{
    PageOfRows page;
    Cursor last;
    int seen = 0;
    while (query.next()) {
        if (seen == limit) {
            page.hasMore = true;
            break;
        }
        page.items.append(writer(query));
        const int columns = query.record().count();
        last = Cursor{query.value(columns - 2).toString(), query.value(columns - 1).toString()};
        ++seen;
    }
    query.finish();
    if (page.hasMore)
        page.nextCursor = CursorCodec::encode(list, last);
    return page;
}

} // namespace Sandbox
