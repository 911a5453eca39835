#pragma once

#include "cursorcodec.h"
#include "queryreader.h"

#include <QByteArray>
#include <QCache>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace Sandbox {

class Sql;

// One page of GET /v0/pages as ready-made compact JSON, one Page object per item.
struct PageJsonRows
{
    QList<QByteArray> items;
    bool hasMore = false;
    QString nextCursor; // empty = null
};

// Pages: read only through the API (pages come from seeding). Lists skip soft-deleted pages;
// a deleted page can still be fetched by ID (its deletedAt is set).
//
// Page answers are hot and expensive to build (five JSON text columns re-parsed, a big object built
// and serialized), so the serialized compact JSON of each Page is cached. Every cache entry remembers
// the values a Page can change by (updatedAt, archivedAt, deletedAt, audiencesCount); each read first
// fetches just those cheaply and rebuilds the JSON when any differs, so no write path has to remember
// to invalidate. The cache is an LRU bounded by bytes.
class PageStore
{
public:
    explicit PageStore(Sql &sql) : m_sql(sql), m_json(cacheBytes) {}

    PageJsonRows listJson(const Cursor &after, int limit);
    qint64 count();
    // Compact JSON of one Page, or nullopt when there is no such page.
    std::optional<QByteArray> getJson(const QString &pageId);
    bool exists(const QString &pageId);
    // The fields the editing conversation needs from a page.
    QJsonObject metadata(const QString &pageId);
    QString pageContext(const QString &pageId);

private:
    struct CachedPage
    {
        QString version; // updatedAt|archivedAt|deletedAt|audiencesCount when the JSON was built
        QByteArray json;
    };
    static constexpr qsizetype cacheBytes = 64 * 1024 * 1024;

    // The JSON for pageId at `version`: from the cache, or built from the full row and cached.
    std::optional<QByteArray> jsonAt(const QString &pageId, const QString &version);

    Sql &m_sql;
    QCache<QString, CachedPage> m_json;
};

} // namespace Sandbox
