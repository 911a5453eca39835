#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sandbox {

class Sql;

// Accounts with their linked people (in the order they were linked).
class AccountStore
{
public:
    explicit AccountStore(Sql &sql) : m_sql(sql) {}
    std::optional<QJsonObject> get(const QString &accountId);

private:
    Sql &m_sql;
};

} // namespace Sandbox
