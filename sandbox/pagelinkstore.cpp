#include "pagelinkstore.h"

#include "jsonwriters.h"
#include "keysetpage.h"
#include "personstore.h"
#include "sql.h"

namespace Sandbox {

PageLinkStore::Query PageLinkStore::where(const Filter &filter)
{
    // Only the filters given become conditions, each a plain "column = ?", so SQLite can use the
    // (tenant_domain_id, …) and (page_id, …) indexes; prepared statements are cached per shape.
    Query query;
    QString domain = filter.tenantDomainId;
    if (domain.isEmpty())
        domain = m_sql.scalar(QStringLiteral("SELECT id FROM tenant_domains WHERE is_fallback = 1 LIMIT 1")).toString();
    query.sql = QStringLiteral("tenant_domain_id = ? AND deleted_at IS NULL");
    query.values << domain;
    if (!filter.pageId.isEmpty()) {
        query.sql += QStringLiteral(" AND page_id = ?");
        query.values << filter.pageId;
    }
    if (!filter.targetType.isEmpty()) {
        query.sql += QStringLiteral(" AND target_type = ?");
        query.values << filter.targetType;
    }
    if (!filter.text.isEmpty()) {
        query.sql += QStringLiteral(" AND path LIKE ? ESCAPE '\\'");
        query.values << PersonStore::likePattern(filter.text);
    }
    return query;
}

PageOfRows PageLinkStore::search(const Filter &filter, const Cursor &after, int limit)
{
    Query query = where(filter);
    query.values << after.createdAt << after.id << limit + 1;
    QSqlQuery &rows = m_sql.run(QStringLiteral("SELECT %1, created_at, id FROM page_links WHERE %2 "
                                               "AND (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?")
                                    .arg(Json::pageLinkColumns, query.sql),
                                query.values);
    return readKeysetPage(rows, limit, u"page_links", [](const QSqlQuery &row) { return Json::pageLink(row); });
}

qint64 PageLinkStore::searchCount(const Filter &filter)
{
    const Query query = where(filter);
    QSqlQuery &rows = m_sql.run(QStringLiteral("SELECT COUNT(*) FROM page_links WHERE %1").arg(query.sql), query.values);
    const qint64 count = rows.next() ? rows.value(0).toLongLong() : 0;
    rows.finish();
    return count;
}

} // namespace Sandbox
