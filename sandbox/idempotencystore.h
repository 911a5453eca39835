#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sandbox {

class Sql;

// The first answer to a keyed write, kept so a retry gets the same answer and changes nothing.
// Scopes: "publish" (operationKey, whole sandbox), "person_log" (idempotencyKey, whole sandbox),
// "message:<audienceId>" (clientMessageId, per audience). Records never expire.
class IdempotencyStore
{
public:
    struct Record
    {
        QString targetId; // what the key was used for, e.g. the published version
        int status = 200;
        QJsonObject response;
    };

    explicit IdempotencyStore(Sql &sql) : m_sql(sql) {}

    std::optional<Record> find(const QString &scope, const QString &key);
    // Call inside the transaction that performs the write, so the record and the write agree.
    void save(const QString &scope, const QString &key, const Record &record, const QString &now);

private:
    Sql &m_sql;
};

} // namespace Sandbox
