#pragma once

#include "cursorcodec.h"
#include "queryreader.h"

#include <QVariantList>

namespace Sandbox {

class Sql;

// Page links on a tenant domain. Search is always scoped to one domain: the given tenantDomainId,
// or the fallback subdomain (tenant_domains.is_fallback = 1) when none is given. Deleted links are
// never returned.
class PageLinkStore
{
public:
    struct Filter
    {
        QString tenantDomainId; // empty = fallback subdomain
        QString pageId;         // empty = any
        QString targetType;     // empty = any
        QString text;           // case-insensitive (ASCII) substring of path; empty = any
    };

    explicit PageLinkStore(Sql &sql) : m_sql(sql) {}

    PageOfRows search(const Filter &filter, const Cursor &after, int limit);
    qint64 searchCount(const Filter &filter);

private:
    struct Query
    {
        QString sql; // conditions for WHERE
        QVariantList values;
    };
    Query where(const Filter &filter);
    Sql &m_sql;
};

} // namespace Sandbox
