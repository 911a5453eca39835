#include "pagestore.h"

#include "jsonwriters.h"
#include "sql.h"

#include <QJsonDocument>

namespace Sandbox {

namespace {

// The columns a Page's JSON can change by, as one string; the SELECTs below put them right after id.
const QString versionColumns = QStringLiteral(
    "updated_at, archived_at, deleted_at, (SELECT COUNT(*) FROM audiences a WHERE a.page_id = pages.id)");

QString versionOf(const QSqlQuery &row, int first)
{
    // NULL and '' must differ: "-" can never be a timestamp.
    const auto part = [&row](int index) {
        const QVariant value = row.value(index);
        return value.isNull() ? QStringLiteral("-") : value.toString();
    };
    return part(first) + u'|' + part(first + 1) + u'|' + part(first + 2) + u'|'
        + QString::number(row.value(first + 3).toLongLong());
}

} // namespace

std::optional<QByteArray> PageStore::jsonAt(const QString &pageId, const QString &version)
{
    if (const CachedPage *cached = m_json.object(pageId); cached && cached->version == version)
        return cached->json;
    static const QString statement = QStringLiteral("SELECT %1 FROM pages WHERE id = ?").arg(Json::pageColumns);
    QSqlQuery &query = m_sql.run(statement, {pageId});
    if (!query.next()) {
        query.finish();
        return std::nullopt;
    }
    QByteArray json = QJsonDocument(Json::page(query)).toJson(QJsonDocument::Compact);
    // Built from the row just read, so key it by that row's version (a concurrent change cannot
    // happen on the one connection, but this keeps the entry honest regardless).
    const QString builtVersion = versionOf(query, 14);
    query.finish();
    const qsizetype cost = json.size() + builtVersion.size() * 2 + pageId.size() * 2 + 64;
    m_json.insert(pageId, new CachedPage{builtVersion, json}, cost);
    return json;
}

PageJsonRows PageStore::listJson(const Cursor &after, int limit)
{
    static const QString statement = QStringLiteral(
        "SELECT id, %1, created_at FROM pages WHERE deleted_at IS NULL AND (created_at, id) > (?, ?) "
        "ORDER BY created_at, id LIMIT ?").arg(versionColumns);
    QSqlQuery &query = m_sql.run(statement, {after.createdAt, after.id, limit + 1});
    // Read the keys first: building a missing page runs another statement.
    struct Key
    {
        QString id;
        QString version;
        QString createdAt;
    };
    QList<Key> keys;
    keys.reserve(limit + 1);
    while (query.next())
        keys.append(Key{query.value(0).toString(), versionOf(query, 1), query.value(5).toString()});
    query.finish();

    PageJsonRows rows;
    rows.hasMore = keys.size() > limit;
    if (rows.hasMore)
        keys.resize(limit);
    rows.items.reserve(keys.size());
    for (const Key &key : std::as_const(keys)) {
        // The page cannot vanish between the two statements (one connection, one thread).
        if (auto json = jsonAt(key.id, key.version))
            rows.items.append(std::move(*json));
    }
    if (rows.hasMore)
        rows.nextCursor = CursorCodec::encode(u"pages", Cursor{keys.last().createdAt, keys.last().id});
    return rows;
}

qint64 PageStore::count()
{
    // Kept by triggers (migration 2): no scan of the pages table.
    return m_sql.scalar(QStringLiteral("SELECT value FROM counters WHERE name = 'pages'")).toLongLong();
}

std::optional<QByteArray> PageStore::getJson(const QString &pageId)
{
    static const QString statement = QStringLiteral("SELECT %1 FROM pages WHERE id = ?").arg(versionColumns);
    QSqlQuery &query = m_sql.run(statement, {pageId});
    if (!query.next()) {
        query.finish();
        return std::nullopt;
    }
    const QString version = versionOf(query, 0);
    query.finish();
    return jsonAt(pageId, version);
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
