#include "scalebulk.h"
#include "clock.h"

#include "demodata.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Sandbox {

namespace {


// SQL for the API's timestamp form of an expression in milliseconds since the epoch.
QString ts(const QString &ms)
{
    return QStringLiteral("(strftime('%Y-%m-%dT%H:%M:%S', (%1) / 1000, 'unixepoch') || '.' || "
                          "printf('%03d', (%1) % 1000) || 'Z')").arg(ms);
}

// A counter 1..count as a recursive common table expression named seq(n).
QString counter(qint64 count)
{
    return QStringLiteral("WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < %1)").arg(count);
}

// Audiences that get edits and are written row by row; must match ScaleWorld::hasEdits().
const QString editedAudience = QStringLiteral("(n % 100 = 0 OR n % 10 = 1 OR n % 10 = 6)");

} // namespace

ScaleBulk::ScaleBulk(QSqlDatabase db, const QDateTime &anchor, int pages)
    : m_db(std::move(db)), m_anchorMs(anchor.toMSecsSinceEpoch()), m_pages(std::max(1, pages))
{
}

qint64 ScaleBulk::firstPageMs() const
{
    return m_anchorMs - 400 * Clock::dayMs;
}

qint64 ScaleBulk::pageSpacingMs() const
{
    return 300 * Clock::dayMs / m_pages; // the pages were created over 300 days, in ID order
}

bool ScaleBulk::run(const QString &statement)
{
    QSqlQuery query(m_db);
    if (!query.exec(statement)) {
        m_error = query.lastError().text();
        return false;
    }
    m_rows += std::max(0, query.numRowsAffected());
    return true;
}

bool ScaleBulk::createLookups()
{
    if (m_lookups)
        return true;
    QSqlQuery query(m_db);
    const QString tables[] = {
        QStringLiteral("CREATE TEMP TABLE seed_roles (i INTEGER PRIMARY KEY, name TEXT)"),
        QStringLiteral("CREATE TEMP TABLE seed_industries (i INTEGER PRIMARY KEY, name TEXT)"),
        QStringLiteral("CREATE TEMP TABLE seed_briefs (i INTEGER PRIMARY KEY, title TEXT, slug TEXT, campaign TEXT)"),
    };
    for (const QString &statement : tables) {
        if (!query.exec(statement)) {
            m_error = query.lastError().text();
            return false;
        }
    }
    const auto fill = [this](const QString &table, const QStringList &names) {
        QSqlQuery insert(m_db);
        insert.prepare(QStringLiteral("INSERT INTO %1 (i, name) VALUES (?, ?)").arg(table));
        for (int i = 0; i < names.size(); ++i) {
            insert.bindValue(0, i);
            insert.bindValue(1, names.at(i));
            if (!insert.exec()) {
                m_error = insert.lastError().text();
                return false;
            }
        }
        return true;
    };
    if (!fill(QStringLiteral("temp.seed_roles"), DemoData::roles())
        || !fill(QStringLiteral("temp.seed_industries"), DemoData::industries()))
        return false;
    QSqlQuery brief(m_db);
    brief.prepare(QStringLiteral("INSERT INTO temp.seed_briefs (i, title, slug, campaign) VALUES (?, ?, ?, ?)"));
    for (int i = 0; i < DemoData::pages().size(); ++i) {
        const DemoData::PageBrief &page = DemoData::pages().at(i);
        brief.bindValue(0, i);
        brief.bindValue(1, page.title);
        brief.bindValue(2, page.slug);
        brief.bindValue(3, page.campaign);
        if (!brief.exec()) {
            m_error = brief.lastError().text();
            return false;
        }
    }
    m_lookups = true;
    return true;
}

bool ScaleBulk::writeQuietAudiences()
{
    if (!createLookups())
        return false;
    // Audience n is on page (n - 1) / 5 + 1, created j hours after its page (j = 1..5), named after
    // the same role and industry formulas as ScaleWorld; every 40th is archived.
    const QString audiences = QStringLiteral(
        "%1, a AS (SELECT n, (n - 1) / 5 + 1 AS p, (n - 1) % 5 + 1 AS j FROM seq WHERE NOT %2), "
        "t AS (SELECT a.*, %3 + %4 * p + j * 3600000 AS created, "
        "      CASE WHEN n % 40 = 0 THEN %5 - (n % 30 + 1) * %6 END AS archived FROM a) ")
                                  .arg(counter(qint64(m_pages) * 5), editedAudience)
                                  .arg(firstPageMs()).arg(pageSpacingMs()).arg(m_anchorMs).arg(Clock::dayMs);
    const QString names = QStringLiteral(
        "FROM t JOIN temp.seed_roles r ON r.i = (n * 5) % %1 JOIN temp.seed_industries i ON i.i = (n * 7 + n / 12) % %2")
                              .arg(DemoData::roles().size()).arg(DemoData::industries().size());
    const QString insertAudiences = audiences + QStringLiteral(
        "INSERT INTO audiences (id, page_id, computed_name, is_new_page_agent, latest_version_id, published_version_id, "
        "created_at, updated_at, archived_at) "
        "SELECT 'aud_scale_' || printf('%07d', n), 'page_scale_' || printf('%06d', p), r.name || ' at ' || i.name, "
        "n % 4 = 0, 'ver_scale_' || printf('%07d', n) || '_1', 'ver_scale_' || printf('%07d', n) || '_1', ")
        + ts(QStringLiteral("created")) + QStringLiteral(", ")
        + ts(QStringLiteral("CASE WHEN archived IS NULL THEN created + 3000000 ELSE max(archived, created + 3000000) END"))
        + QStringLiteral(", CASE WHEN archived IS NOT NULL THEN ") + ts(QStringLiteral("archived")) + QStringLiteral(" END ")
        + names;
    // Version 1, born with the audience: processed in 42 s, published after 50 minutes.
    const QString insertVersions = audiences + QStringLiteral(
        "INSERT INTO audience_versions (id, audience_id, version_number, status, is_new_page_agent, supplementary_context, "
        "created_at, queued_at, became_draft_at, queue_duration_ms, published_at) "
        "SELECT 'ver_scale_' || printf('%07d', n) || '_1', 'aud_scale_' || printf('%07d', n), 1, 'published', n % 4 = 0, "
        "'Visitors are ' || r.name || ' at ' || i.name || '.', ")
        + ts(QStringLiteral("created")) + QStringLiteral(", ") + ts(QStringLiteral("created")) + QStringLiteral(", ")
        + ts(QStringLiteral("created + 42000")) + QStringLiteral(", 42000, ") + ts(QStringLiteral("created + 3000000"))
        + QStringLiteral(" ") + names;
    return run(insertAudiences) && run(insertVersions);
}

bool ScaleBulk::writeSessions(int sessionsPerPage)
{
    if (!createLookups())
        return false;
    // Three 32-bit multiplicative hashes of the session number stand in for dice.
    const QString statement = counter(qint64(m_pages) * sessionsPerPage) + QStringLiteral(
        ", h AS (SELECT n, (n - 1) / %1 + 1 AS p, (n * 2654435761) % 4294967296 AS h1, "
        "        (n * 2246822519 + 374761393) % 4294967296 AS h2, (n * 3266489917 + 668265263) % 4294967296 AS h3 FROM seq), "
        "s AS (SELECT h.*, h2 % 100 < 37 AS bounce, %2 + (h1 / 7) % 7776000 * 1000 + h2 % 1000 AS started FROM h), "
        "e AS (SELECT s.*, CASE WHEN bounce THEN 2 + h3 % 24 ELSE 30 + h3 % 511 END AS spent, "
        "      NOT bounce AND (h1 / 100) % 100 < 12 AS form, NOT bounce AND (h3 / 100) % 100 < 35 AS cta FROM s) "
        "INSERT INTO audience_sessions (analytics_session_id, audience_session_id, page_id, audience_id, computation_status, "
        "form_submission_email, form_submission_id, form_submission_identifier, form_submission_identifier_type, "
        "has_conversion, has_form_submit, has_cta_click, is_bounce, max_scroll_depth_percentage, page_title, page_url, "
        "questions_asked_count, session_started_at, session_ended_at, time_spent_seconds, total_clicks_count, "
        "utm_campaign, utm_medium, utm_source) "
        "SELECT 'asess_scale_' || printf('%08d', n), "
        "CASE WHEN n % 12 = 0 THEN NULL ELSE 'sess_scale_' || printf('%08d', n) END, 'page_scale_' || printf('%06d', p), "
        "CASE WHEN n % 12 = 0 THEN NULL ELSE 'aud_scale_' || printf('%07d', (p - 1) * 5 + 1 + h1 % 5) END, "
        "CASE WHEN n % 40 = 0 THEN 'failed' ELSE 'completed' END, "
        "CASE WHEN form THEN 'visitor' || n || '@example.com' END, CASE WHEN form THEN 'fsub_scale_' || printf('%08d', n) END, "
        "CASE WHEN form THEN 'visitor' || n || '@example.com' END, CASE WHEN form THEN 'email' END, "
        "form OR (cta AND (h2 / 1000) % 10 < 4), form, cta, bounce, "
        "CASE WHEN bounce THEN h3 % 31 ELSE 35 + h1 % 66 END, b.title, "
        "'https://go.lumenledger.example/' || b.slug || '-' || p, CASE WHEN bounce THEN 0 ELSE h3 % 4 END, ")
                                  .arg(sessionsPerPage)
                                  .arg(m_anchorMs - 90 * Clock::dayMs)
        + ts(QStringLiteral("started")) + QStringLiteral(", ") + ts(QStringLiteral("started + spent * 1000"))
        + QStringLiteral(", spent * 1.0, CASE WHEN bounce THEN 0 ELSE 1 + h2 % 12 END, "
                         "CASE WHEN n % 3 = 0 THEN b.campaign END, CASE WHEN n % 3 = 0 THEN 'paid-social' END, "
                         "CASE WHEN n % 3 = 0 THEN 'linkedin' END "
                         "FROM e JOIN temp.seed_briefs b ON b.i = (p - 1) % %1").arg(DemoData::pages().size());
    return run(statement);
}

bool ScaleBulk::writePageLinks(const QString &fallbackDomainId, const QString &customDomainId)
{
    if (!createLookups())
        return false;
    // For page p: a page (every 9th: page_routing) link on the fallback domain, and a link to its first
    // audience on the custom domain (every 50th soft-deleted a day later).
    const QString created = QStringLiteral("(%1 + n * 1000)").arg(m_anchorMs - 300 * Clock::dayMs);
    const QString statement = counter(m_pages) + QStringLiteral(
        " INSERT INTO page_links (id, tenant_domain_id, path, target_type, target_audience_id, page_id, created_at, "
        "updated_at, deleted_at) "
        "SELECT 'plink_scale_' || printf('%08d', 2 * n - 1), ?, '/' || b.slug || '-' || n, "
        "CASE WHEN n % 9 = 0 THEN 'page_routing' ELSE 'page' END, NULL, 'page_scale_' || printf('%06d', n), ")
        + ts(created) + QStringLiteral(", ") + ts(created) + QStringLiteral(
        ", NULL FROM seq JOIN temp.seed_briefs b ON b.i = (n - 1) % %1 "
        "UNION ALL "
        "SELECT 'plink_scale_' || printf('%08d', 2 * n), ?, '/' || b.slug || '-' || n || '/a', 'audience', "
        "'aud_scale_' || printf('%07d', (n - 1) * 5 + 1), 'page_scale_' || printf('%06d', n), ").arg(DemoData::pages().size())
        + ts(created) + QStringLiteral(", ") + ts(created) + QStringLiteral(", CASE WHEN n % 50 = 0 THEN ")
        + ts(created + QStringLiteral(" + 86400000")) + QStringLiteral(" END FROM seq JOIN temp.seed_briefs b ON b.i = (n - 1) % %1")
              .arg(DemoData::pages().size());
    QSqlQuery query(m_db);
    if (!query.prepare(statement)) {
        m_error = query.lastError().text();
        return false;
    }
    query.addBindValue(fallbackDomainId);
    query.addBindValue(customDomainId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    m_rows += std::max(0, query.numRowsAffected());
    return true;
}

} // namespace Sandbox
