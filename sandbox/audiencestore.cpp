#include "audiencestore.h"

#include "jsonwriters.h"
#include "ids.h"
#include "sql.h"

#include <QJsonDocument>

namespace Sandbox {

namespace {

const QString versionContentColumns = QStringLiteral(
    "id, audience_id, version_number, status, queued_at, supplementary_context, metadata_override_json, "
    "custom_name, is_new_page_agent");

// Escapes LIKE wildcards so the user's text matches literally.
QString likePattern(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'%', QStringLiteral("\\%")).replace(u'_', QStringLiteral("\\_"));
    return u'%' + escaped + u'%';
}

// A nullable JSON column value: NULL when the version has no override, else the compact JSON.
QVariant overrideColumn(const VersionRow &version)
{
    return version.hasMetadataOverride
        ? QVariant(QString::fromUtf8(QJsonDocument(version.metadataOverride).toJson(QJsonDocument::Compact)))
        : QVariant();
}

} // namespace

VersionRow AudienceStore::readVersion(const QSqlQuery &row)
{
    VersionRow version;
    version.id = row.value(0).toString();
    version.audienceId = row.value(1).toString();
    version.number = row.value(2).toLongLong();
    version.status = row.value(3).toString();
    version.queuedAt = row.value(4).toString();
    version.hasSupplementaryContext = !row.value(5).isNull();
    version.supplementaryContext = row.value(5).toString();
    version.hasMetadataOverride = !row.value(6).isNull();
    version.metadataOverride = Json::parsed(row.value(6)).toObject();
    version.hasCustomName = !row.value(7).isNull();
    version.customName = row.value(7).toString();
    version.isNewPageAgent = row.value(8).toBool();
    return version;
}

std::optional<AudienceRow> AudienceStore::find(const QString &pageId, const QString &audienceId)
{
    std::optional<AudienceRow> row = findById(audienceId);
    if (row && row->pageId != pageId)
        row.reset(); // routes name the page too: an audience on another page is as good as missing
    return row;
}

std::optional<AudienceRow> AudienceStore::findById(const QString &audienceId)
{
    QSqlQuery &query = m_sql.run(
        QStringLiteral("SELECT id, page_id, archived_at, latest_version_id, published_version_id FROM audiences "
                       "WHERE id = ?"),
        {audienceId});
    std::optional<AudienceRow> row;
    if (query.next())
        row = AudienceRow{query.value(0).toString(), query.value(1).toString(), !query.value(2).isNull(),
                          query.value(3).toString(), query.value(4).toString()};
    query.finish();
    return row;
}

QString AudienceStore::liveCustomName(const QString &audienceId)
{
    return m_sql.scalar(QStringLiteral("SELECT custom_name FROM audiences WHERE id = ?"), {audienceId}).toString();
}

QString AudienceStore::createdAt(const QString &audienceId)
{
    return m_sql.scalar(QStringLiteral("SELECT created_at FROM audiences WHERE id = ?"), {audienceId}).toString();
}

QJsonObject AudienceStore::json(const QString &audienceId)
{
    static const QString statement = QStringLiteral(
        "SELECT %1 FROM audiences a JOIN pages p ON p.id = a.page_id "
        "JOIN audience_versions lv ON lv.id = a.latest_version_id "
        "JOIN audience_versions pv ON pv.id = a.published_version_id WHERE a.id = ?").arg(Json::audienceColumns);
    QSqlQuery &query = m_sql.run(statement, {audienceId});
    QJsonObject object;
    if (query.next())
        object = Json::audience(query);
    query.finish();
    return object;
}

void AudienceStore::setArchived(const QString &audienceId, bool archived, const QString &now)
{
    m_sql.run(QStringLiteral("UPDATE audiences SET archived_at = ?, updated_at = ? WHERE id = ?"),
              {archived ? QVariant(now) : QVariant(), now, audienceId});
}

AudienceStore::SearchResult AudienceStore::search(const QString &text, int limit)
{
    // Walks the audiences_by_created index (it covers the names) in (created_at, id) order and stops
    // after limit + 1 matches. Pages whose name matches are found once, up front (IN list); page
    // names for the answer come from the narrow pages_names index. Each '?' is bound separately.
    static const QString filter = QStringLiteral(
        "FROM audiences a WHERE (COALESCE(a.custom_name, a.computed_name) LIKE ? ESCAPE '\\' "
        "OR a.page_id IN (SELECT id FROM pages INDEXED BY pages_names WHERE name LIKE ? ESCAPE '\\'))");
    static const QString columns = QStringLiteral(
        "SELECT a.id, COALESCE(a.custom_name, a.computed_name), a.page_id, "
        "(SELECT p.name FROM pages p INDEXED BY pages_names WHERE p.id = a.page_id) ");
    static const QString select = columns + filter + QStringLiteral(" ORDER BY a.created_at, a.id LIMIT ?");
    static const QString selectAll = columns + QStringLiteral("FROM audiences a ORDER BY a.created_at, a.id LIMIT ?");
    static const QString count = QStringLiteral("SELECT COUNT(*) ") + filter;

    const QString pattern = likePattern(text);
    SearchResult result;
    QSqlQuery &query = text.isEmpty() ? m_sql.run(selectAll, {limit + 1}) : m_sql.run(select, {pattern, pattern, limit + 1});
    while (query.next()) {
        if (result.items.size() == limit) {
            result.hasMore = true;
            break;
        }
        result.items.append(QJsonObject{{QStringLiteral("audienceId"), query.value(0).toString()},
                                        {QStringLiteral("effectiveName"), query.value(1).toString()},
                                        {QStringLiteral("pageId"), query.value(2).toString()},
                                        {QStringLiteral("pageName"), query.value(3).toString()}});
    }
    query.finish();
    const qint64 all = m_sql.scalar(QStringLiteral("SELECT value FROM counters WHERE name = 'audiences'")).toLongLong();
    if (!result.hasMore)
        result.total = result.items.size();
    else if (text.isEmpty())
        result.total = all;
    else if (all <= exactTotalsUpTo)
        result.total = m_sql.scalar(count, {pattern, pattern}).toLongLong();
    else
        result.total = QJsonValue::Null;
    return result;
}

std::optional<VersionRow> AudienceStore::version(const QString &audienceId, const QString &versionId)
{
    static const QString statement =
        QStringLiteral("SELECT %1 FROM audience_versions WHERE id = ? AND audience_id = ?").arg(versionContentColumns);
    QSqlQuery &query = m_sql.run(statement, {versionId, audienceId});
    std::optional<VersionRow> row;
    if (query.next())
        row = readVersion(query);
    query.finish();
    return row;
}

QJsonObject AudienceStore::versionJson(const QString &versionId)
{
    static const QString statement =
        QStringLiteral("SELECT %1 FROM audience_versions v WHERE v.id = ?").arg(Json::versionColumns(QStringLiteral("v")));
    QSqlQuery &query = m_sql.run(statement, {versionId});
    QJsonObject object;
    if (query.next())
        object = Json::version(query);
    query.finish();
    return object;
}

std::optional<VersionRow> AudienceStore::settledVersion(const QString &audienceId)
{
    static const QString statement = QStringLiteral(
        "SELECT %1 FROM audience_versions WHERE audience_id = ? AND status IN ('draft','published') "
        "ORDER BY version_number DESC LIMIT 1").arg(versionContentColumns);
    QSqlQuery &query = m_sql.run(statement, {audienceId});
    std::optional<VersionRow> row;
    if (query.next())
        row = readVersion(query);
    query.finish();
    return row;
}

VersionRow AudienceStore::createQueuedVersion(const QString &audienceId, const std::optional<VersionRow> &base,
                                              const QString &now)
{
    VersionRow version = base.value_or(VersionRow{});
    version.id = Ids::make(u"ver");
    version.audienceId = audienceId;
    version.number = m_sql.scalar(QStringLiteral("SELECT COALESCE(MAX(version_number), 0) + 1 FROM audience_versions "
                                                 "WHERE audience_id = ?"), {audienceId}).toLongLong();
    version.status = QStringLiteral("queued");
    version.queuedAt = now;
    m_sql.run(QStringLiteral("INSERT INTO audience_versions (id, audience_id, version_number, status, is_new_page_agent, "
                             "supplementary_context, metadata_override_json, custom_name, created_at, queued_at) "
                             "VALUES (?, ?, ?, 'queued', ?, ?, ?, ?, ?, ?)"),
              {version.id, audienceId, version.number, int(version.isNewPageAgent),
               nullable(version.supplementaryContext, !version.hasSupplementaryContext),
               overrideColumn(version),
               nullable(version.customName, !version.hasCustomName), now, now});
    m_sql.run(QStringLiteral("UPDATE audiences SET latest_version_id = ?, updated_at = ? WHERE id = ?"),
              {version.id, now, audienceId});
    return version;
}

void AudienceStore::setStatus(const QString &versionId, const QString &status)
{
    m_sql.run(QStringLiteral("UPDATE audience_versions SET status = ? WHERE id = ?"), {status, versionId});
}

void AudienceStore::markCancelled(const QString &versionId, const QString &now)
{
    m_sql.run(QStringLiteral("UPDATE audience_versions SET status = 'cancelled', cancelled_at = ? WHERE id = ?"),
              {now, versionId});
}

void AudienceStore::markDraft(const VersionRow &content, const QString &now, qint64 queueDurationMs)
{
    m_sql.run(QStringLiteral("UPDATE audience_versions SET status = 'draft', became_draft_at = ?, queue_duration_ms = ?, "
                             "supplementary_context = ?, metadata_override_json = ?, custom_name = ? WHERE id = ?"),
              {now, queueDurationMs, nullable(content.supplementaryContext, !content.hasSupplementaryContext),
               overrideColumn(content),
               nullable(content.customName, !content.hasCustomName), content.id});
    m_sql.run(QStringLiteral("UPDATE audiences SET updated_at = ? WHERE id = ?"), {now, content.audienceId});
}

void AudienceStore::markPublished(const AudienceRow &audience, const VersionRow &version, const QString &now)
{
    // The version that was live, and every older draft this one was built on, leave the stage.
    m_sql.run(QStringLiteral("UPDATE audience_versions SET status = 'archived', obsolete_at = ?, archived_at = ? "
                             "WHERE audience_id = ? AND id <> ? AND (id = ? OR (status = 'draft' AND version_number < ?))"),
              {now, now, audience.id, version.id, audience.publishedVersionId, version.number});
    m_sql.run(QStringLiteral("UPDATE audience_versions SET status = 'published', published_at = ? WHERE id = ?"),
              {now, version.id});
    // A version without a custom name (e.g. seeded) keeps the audience's name rather than clearing it;
    // one whose custom name was set to "" (a dictated empty name) clears it.
    const QVariant customName = nullable(version.customName, !version.hasCustomName);
    m_sql.run(QStringLiteral("UPDATE audiences SET published_version_id = ?, "
                             "custom_name = CASE WHEN ? IS NULL THEN custom_name ELSE NULLIF(?, '') END, "
                             "is_new_page_agent = ?, updated_at = ? WHERE id = ?"),
              {version.id, customName, customName, int(version.isNewPageAgent), now, audience.id});
}

QList<VersionRow> AudienceStore::inFlightVersions()
{
    static const QString statement = QStringLiteral(
        "SELECT %1 FROM audience_versions WHERE status IN ('queued','processing') ORDER BY created_at")
                                          .arg(versionContentColumns);
    QSqlQuery &query = m_sql.run(statement);
    QList<VersionRow> rows;
    while (query.next())
        rows.append(readVersion(query));
    query.finish();
    return rows;
}

} // namespace Sandbox
