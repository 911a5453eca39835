#include "topicstore.h"

#include "ids.h"
#include "jsonwriters.h"
#include "keysetpage.h"
#include "personstore.h"
#include "sql.h"

namespace Sandbox {

namespace {
const QString topicSearchFilter =
    QStringLiteral("(? = '' OR title LIKE ? ESCAPE '\\' OR purpose LIKE ? ESCAPE '\\')");
}

QJsonArray TopicStore::allEntries(const QString &topicId)
{
    static const QString statement = QStringLiteral(
        "SELECT %1 FROM topic_entries WHERE topic_id = ? ORDER BY sort_order, created_at, id").arg(Json::topicEntryColumns);
    QJsonArray entries;
    QSqlQuery &query = m_sql.run(statement, {topicId});
    while (query.next())
        entries.append(Json::topicEntry(query));
    query.finish();
    return entries;
}

PageOfRows TopicStore::search(const QString &text, const Cursor &after, int limit)
{
    static const QString statement = QStringLiteral(
        "SELECT %1, created_at, id FROM topics WHERE %2 "
        "AND (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?").arg(Json::topicColumns, topicSearchFilter);
    // Rows first, entries after: the entries statement must not run while this one is being read.
    const QString pattern = PersonStore::likePattern(text);
    QSqlQuery &query = m_sql.run(statement, {text, pattern, pattern, after.createdAt, after.id, limit + 1});
    QList<QJsonObject> topics;
    PageOfRows page = readKeysetPage(query, limit, u"topics", [&topics](const QSqlQuery &row) {
        topics.append(Json::topic(row, {}));
        return QJsonObject();
    });
    page.items = QJsonArray();
    for (QJsonObject topic : std::as_const(topics)) {
        topic.insert(QStringLiteral("entries"), allEntries(topic.value(QStringLiteral("topicId")).toString()));
        page.items.append(topic);
    }
    return page;
}

qint64 TopicStore::searchCount(const QString &text)
{
    static const QString statement = QStringLiteral(
        "SELECT COUNT(*) FROM topics WHERE %1").arg(topicSearchFilter);
    const QString pattern = PersonStore::likePattern(text);
    return m_sql.scalar(statement, {text, pattern, pattern}).toLongLong();
}

bool TopicStore::exists(const QString &topicId)
{
    return m_sql.scalar(QStringLiteral("SELECT 1 FROM topics WHERE id = ?"), {topicId}).isValid();
}

PageOfRows TopicStore::entries(const QString &topicId, const Cursor &after, int limit)
{
    static const QString statement = QStringLiteral(
        "SELECT %1, created_at, id FROM topic_entries WHERE topic_id = ? AND (created_at, id) > (?, ?) "
        "ORDER BY created_at, id LIMIT ?").arg(Json::topicEntryColumns);
    QSqlQuery &query = m_sql.run(statement, {topicId, after.createdAt, after.id, limit + 1});
    return readKeysetPage(query, limit, u"topic_entries", [](const QSqlQuery &row) { return Json::topicEntry(row); });
}

qint64 TopicStore::entryCount(const QString &topicId)
{
    return m_sql.scalar(QStringLiteral("SELECT COUNT(*) FROM topic_entries WHERE topic_id = ?"), {topicId}).toLongLong();
}

QJsonObject TopicStore::addEntry(const QString &topicId, const QString &type, const QString &content,
                                 std::optional<qint64> sortOrder, const QString &now)
{
    const qint64 order = sortOrder.value_or(
        m_sql.scalar(QStringLiteral("SELECT COALESCE(MAX(sort_order) + 1, 0) FROM topic_entries WHERE topic_id = ?"),
                     {topicId}).toLongLong());
    const QString id = Ids::make(u"tentry");
    m_sql.run(QStringLiteral("INSERT INTO topic_entries (id, topic_id, sort_order, content_type, content_text, created_at, "
                             "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)"),
              {id, topicId, order, type, content, now, now});
    m_sql.run(QStringLiteral("UPDATE topics SET updated_at = ? WHERE id = ?"), {now, topicId});
    return QJsonObject{{QStringLiteral("topicEntryId"), id},
                       {QStringLiteral("topicId"), topicId},
                       {QStringLiteral("sortOrder"), order},
                       {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), type},
                                                               {QStringLiteral("content"), content}}},
                       {QStringLiteral("createdAt"), now},
                       {QStringLiteral("updatedAt"), now}};
}

} // namespace Sandbox
