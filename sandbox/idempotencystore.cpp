#include "idempotencystore.h"

#include "sql.h"

#include <QJsonDocument>

namespace Sandbox {

std::optional<IdempotencyStore::Record> IdempotencyStore::find(const QString &scope, const QString &key)
{
    QSqlQuery &query = m_sql.run(
        QStringLiteral("SELECT target_id, status_code, response_json FROM idempotency_keys WHERE scope = ? AND key = ?"),
        {scope, key});
    std::optional<Record> record;
    if (query.next())
        record = Record{query.value(0).toString(), query.value(1).toInt(),
                        QJsonDocument::fromJson(query.value(2).toByteArray()).object()};
    query.finish();
    return record;
}

void IdempotencyStore::save(const QString &scope, const QString &key, const Record &record, const QString &now)
{
    m_sql.run(QStringLiteral("INSERT INTO idempotency_keys (scope, key, target_id, status_code, response_json, created_at) "
                             "VALUES (?, ?, ?, ?, ?, ?)"),
              {scope, key, record.targetId, record.status,
               QString::fromUtf8(QJsonDocument(record.response).toJson(QJsonDocument::Compact)), now});
}

} // namespace Sandbox
