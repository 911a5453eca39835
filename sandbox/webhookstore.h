#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sandbox {

class Sql;

// Webhook subscriptions as the API shows them (the signing secret never leaves the database).
class WebhookStore
{
public:
    struct Update
    {
        std::optional<QString> url;
        std::optional<QJsonArray> events;
        std::optional<bool> active;
    };

    static const QStringList eventTypes; // the six event types of spec section 6

    explicit WebhookStore(Sql &sql) : m_sql(sql) {}
    std::optional<QJsonObject> get(const QString &subscriptionId);
    void update(const QString &subscriptionId, const Update &update, const QString &now);

private:
    Sql &m_sql;
};

} // namespace Sandbox
