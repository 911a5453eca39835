#include "pagelinkstore.h"

#include "jsonwriters.h"
#include "keysetpage.h"
#include "personstore.h"
#include "sql.h"

namespace Sandbox {

namespace {
// Qt counts every '?' as its own parameter, so values used twice come in once through a one-row
// CTE: domain ('' = fallback), page, target type, query text, LIKE pattern.
const QString withArgs = QStringLiteral(
    "WITH arg(domain, page, target, text, pattern) AS (SELECT ?, ?, ?, ?, ?) ");
const QString filterSql = QStringLiteral(
    "deleted_at IS NULL "
    "AND tenant_domain_id = CASE WHEN arg.domain = '' "
    "THEN (SELECT id FROM tenant_domains WHERE is_fallback = 1 LIMIT 1) ELSE arg.domain END "
    "AND (arg.page = '' OR page_id = arg.page) AND (arg.target = '' OR target_type = arg.target) "
    "AND (arg.text = '' OR path LIKE arg.pattern ESCAPE '\\')");
} // namespace

QVariantList PageLinkStore::bindings(const Filter &filter)
{
    return {filter.tenantDomainId, filter.pageId, filter.targetType, filter.text, PersonStore::likePattern(filter.text)};
}

PageOfRows PageLinkStore::search(const Filter &filter, const Cursor &after, int limit)
{
    static const QString statement = QStringLiteral(
        "%3SELECT %1, created_at, id FROM arg, page_links WHERE %2 AND (created_at, id) > (?, ?) "
        "ORDER BY created_at, id LIMIT ?").arg(Json::pageLinkColumns, filterSql, withArgs);
    QVariantList values = bindings(filter);
    values << after.createdAt << after.id << limit + 1;
    QSqlQuery &query = m_sql.run(statement, values);
    return readKeysetPage(query, limit, u"page_links", [](const QSqlQuery &row) { return Json::pageLink(row); });
}

qint64 PageLinkStore::searchCount(const Filter &filter)
{
    static const QString statement =
        QStringLiteral("%2SELECT COUNT(*) FROM arg, page_links WHERE %1").arg(filterSql, withArgs);
    QSqlQuery &query = m_sql.run(statement, bindings(filter));
    const qint64 count = query.next() ? query.value(0).toLongLong() : 0;
    query.finish();
    return count;
}

} // namespace Sandbox
