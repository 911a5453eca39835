#include "pagestore.h"

#include "jsonwriters.h"
#include "keysetpage.h"
#include "sql.h"

namespace Sandbox {

PageOfRows PageStore::list(const Cursor &after, int limit)
{
    static const QString statement = QStringLiteral(
        "SELECT %1, created_at, id FROM pages WHERE deleted_at IS NULL AND (created_at, id) > (?, ?) "
        "ORDER BY created_at, id LIMIT ?").arg(Json::pageColumns);
    QSqlQuery &query = m_sql.run(statement, {after.createdAt, after.id, limit + 1});
    return readKeysetPage(query, limit, u"pages", [](const QSqlQuery &row) { return Json::page(row); });
}

qint64 PageStore::count()
{
    // Kept by triggers (migration 2): no scan of the pages table.
    return m_sql.scalar(QStringLiteral("SELECT value FROM counters WHERE name = 'pages'")).toLongLong();
}

std::optional<QJsonObject> PageStore::get(const QString &pageId)
{
    static const QString statement = QStringLiteral("SELECT %1 FROM pages WHERE id = ?").arg(Json::pageColumns);
    QSqlQuery &query = m_sql.run(statement, {pageId});
    std::optional<QJsonObject> page;
    if (query.next())
        page = Json::page(query);
    query.finish();
    return page;
}

bool PageStore::exists(const QString &pageId)
{
    return m_sql.scalar(QStringLiteral("SELECT 1 FROM pages WHERE id = ?"), {pageId}).isValid();
}

QJsonObject PageStore::metadata(const QString &pageId)
{
    return Json::parsed(m_sql.scalar(QStringLiteral("SELECT metadata_json FROM pages WHERE id = ?"), {pageId}))
        .toObject();
}

QString PageStore::pageContext(const QString &pageId)
{
    return m_sql.scalar(QStringLiteral("SELECT page_context FROM pages WHERE id = ?"), {pageId}).toString();
}

} // namespace Sandbox
