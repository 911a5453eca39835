#include "accountstore.h"

#include "jsonwriters.h"
#include "sql.h"

namespace Sandbox {

std::optional<QJsonObject> AccountStore::get(const QString &accountId)
{
    // The subquery exposes only person_id and linked_at, so Json::personColumns stays unambiguous.
    static const QString personStatement = QStringLiteral(
        "SELECT %1 FROM persons JOIN (SELECT person_id, linked_at FROM account_persons WHERE account_id = ?) ap "
        "ON persons.id = ap.person_id ORDER BY ap.linked_at, persons.id").arg(Json::personColumns);
    QJsonArray linked;
    QSqlQuery &persons = m_sql.run(personStatement, {accountId});
    while (persons.next())
        linked.append(Json::person(persons));
    persons.finish();

    static const QString statement = QStringLiteral("SELECT %1 FROM accounts WHERE id = ?").arg(Json::accountColumns);
    QSqlQuery &query = m_sql.run(statement, {accountId});
    std::optional<QJsonObject> account;
    if (query.next())
        account = Json::account(query, linked);
    query.finish();
    return account;
}

} // namespace Sandbox
