#include "sessionstore.h"

#include "jsonwriters.h"
#include "sql.h"

#include <QList>
#include <QPair>

namespace Sandbox {

std::optional<QJsonObject> SessionStore::get(const QString &pageId, const QString &sessionId)
{
    static const QString byAudienceSession = QStringLiteral(
        "SELECT %1 FROM audience_sessions WHERE audience_session_id = ? AND page_id = ?").arg(Json::sessionColumns);
    static const QString byAnalyticsSession = QStringLiteral(
        "SELECT %1 FROM audience_sessions WHERE analytics_session_id = ? AND page_id = ?").arg(Json::sessionColumns);
    for (const QString *statement : {&byAudienceSession, &byAnalyticsSession}) {
        QSqlQuery &query = m_sql.run(*statement, {sessionId, pageId});
        if (query.next()) {
            QJsonObject session = Json::session(query);
            query.finish();
            return session;
        }
        query.finish();
    }
    return std::nullopt;
}

QJsonArray SessionStore::analytics(const QString &pageId, const QString &from, const QString &to)
{
    // bounceEligibleSessions: sessions whose computation completed (only those know if they bounced).
    // Interactions per session: clicks plus questions asked.
    // Run once per audience: (page_id, audience_id, session_started_at range) is a prefix of the
    // covering index audience_sessions_analytics, so this reads one index stretch and nothing else.
    static const QString aggregate = QStringLiteral(
        "SELECT COUNT(*), "
        "SUM(CASE WHEN computation_status = 'completed' AND is_bounce THEN 1 ELSE 0 END), "
        "SUM(CASE WHEN computation_status = 'completed' THEN 1 ELSE 0 END), "
        "SUM(has_conversion), SUM(has_form_submit), SUM(has_cta_click), "
        "SUM(total_clicks_count + questions_asked_count), "
        "AVG(max_scroll_depth_percentage), AVG(time_spent_seconds) "
        "FROM audience_sessions WHERE page_id = ? AND audience_id = ? "
        "AND session_started_at >= ? AND session_started_at <= ?");
    struct Counts
    {
        qint64 total = 0, bounces = 0, eligible = 0, conversions = 0, forms = 0, cta = 0, interactions = 0;
        double scroll = 0, time = 0;
    };
    const QString upper = to.isEmpty() ? QStringLiteral("9999") : to;
    const auto countsFor = [&](const QString &audienceId) {
        Counts counts;
        QSqlQuery &query = m_sql.run(aggregate, {pageId, audienceId, from, upper});
        if (query.next()) {
            counts.total = query.value(0).toLongLong();
            counts.bounces = query.value(1).toLongLong();
            counts.eligible = query.value(2).toLongLong();
            counts.conversions = query.value(3).toLongLong();
            counts.forms = query.value(4).toLongLong();
            counts.cta = query.value(5).toLongLong();
            counts.interactions = query.value(6).toLongLong();
            counts.scroll = query.value(7).toDouble();
            counts.time = query.value(8).toDouble();
        }
        query.finish();
        return counts;
    };

    // The page's audiences first (a small list), then one aggregate each.
    QList<QPair<QString, bool>> audienceList; // id, archived
    QSqlQuery &audiences = m_sql.run(QStringLiteral("SELECT id, archived_at FROM audiences WHERE page_id = ? "
                                                    "ORDER BY created_at, id"), {pageId});
    while (audiences.next())
        audienceList.append({audiences.value(0).toString(), !audiences.value(1).isNull()});
    audiences.finish();

    const auto ratio = [](qint64 part, qint64 whole) { return whole > 0 ? double(part) / double(whole) : 0.0; };
    QJsonArray items;
    for (const auto &[audienceId, archived] : std::as_const(audienceList)) {
        const Counts counts = countsFor(audienceId);
        if (archived && counts.total == 0)
            continue; // archived and silent in this range
        items.append(QJsonObject{
            {QStringLiteral("audienceId"), audienceId},
            {QStringLiteral("totalSessions"), counts.total},
            {QStringLiteral("bounceCount"), counts.bounces},
            {QStringLiteral("bounceEligibleSessions"), counts.eligible},
            {QStringLiteral("bounceRate"), ratio(counts.bounces, counts.eligible)},
            {QStringLiteral("conversionCount"), counts.conversions},
            {QStringLiteral("conversionRate"), ratio(counts.conversions, counts.total)},
            {QStringLiteral("formSubmitCount"), counts.forms},
            {QStringLiteral("formSubmitRate"), ratio(counts.forms, counts.total)},
            {QStringLiteral("ctaSessions"), counts.cta},
            {QStringLiteral("avgInteractionsPerSession"), ratio(counts.interactions, counts.total)},
            {QStringLiteral("avgScrollDepthPercentage"), counts.scroll},
            {QStringLiteral("avgTimeSpentSeconds"), counts.time},
        });
    }
    return items;
}

} // namespace Sandbox
