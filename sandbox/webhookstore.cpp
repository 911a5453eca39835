#include "webhookstore.h"

#include "jsonwriters.h"
#include "sql.h"

#include <QJsonDocument>

namespace Sandbox {

const QStringList WebhookStore::eventTypes{
    QStringLiteral("page.version.created"), QStringLiteral("page.version.processed"),
    QStringLiteral("page.version.published"), QStringLiteral("form.submitted"),
    QStringLiteral("form.enriched"), QStringLiteral("form.enrichment_failed")};

std::optional<QJsonObject> WebhookStore::get(const QString &subscriptionId)
{
    static const QString statement =
        QStringLiteral("SELECT %1 FROM webhook_subscriptions WHERE id = ?").arg(Json::webhookColumns);
    QSqlQuery &query = m_sql.run(statement, {subscriptionId});
    std::optional<QJsonObject> subscription;
    if (query.next())
        subscription = Json::webhook(query);
    query.finish();
    return subscription;
}

void WebhookStore::update(const QString &subscriptionId, const Update &update, const QString &now)
{
    if (update.url)
        m_sql.run(QStringLiteral("UPDATE webhook_subscriptions SET url = ? WHERE id = ?"), {*update.url, subscriptionId});
    if (update.events)
        m_sql.run(QStringLiteral("UPDATE webhook_subscriptions SET events_json = ? WHERE id = ?"),
                  {QString::fromUtf8(QJsonDocument(*update.events).toJson(QJsonDocument::Compact)), subscriptionId});
    if (update.active)
        m_sql.run(QStringLiteral("UPDATE webhook_subscriptions SET active = ? WHERE id = ?"),
                  {int(*update.active), subscriptionId});
    m_sql.run(QStringLiteral("UPDATE webhook_subscriptions SET updated_at = ? WHERE id = ?"), {now, subscriptionId});
}

} // namespace Sandbox
