#pragma once

#include "cursorcodec.h"
#include "queryreader.h"

#include <QJsonObject>

#include <optional>

namespace Sandbox {

class Sql;

// Topics and their entries. A Topic carries all its entries, ordered by (sortOrder, createdAt).
class TopicStore
{
public:
    explicit TopicStore(Sql &sql) : m_sql(sql) {}

    // Case-insensitive (ASCII) substring search over title and purpose; keyset over (createdAt, id).
    PageOfRows search(const QString &text, const Cursor &after, int limit);
    qint64 searchCount(const QString &text);
    bool exists(const QString &topicId);

    PageOfRows entries(const QString &topicId, const Cursor &after, int limit);
    qint64 entryCount(const QString &topicId);
    // sortOrder defaults to one more than the topic's highest (0 for the first entry).
    QJsonObject addEntry(const QString &topicId, const QString &type, const QString &content,
                         std::optional<qint64> sortOrder, const QString &now);

private:
    QJsonArray allEntries(const QString &topicId);
    Sql &m_sql;
};

} // namespace Sandbox
