#include "sql.h"

#include "apierror.h"

#include <QSqlError>

namespace Sandbox {

namespace {
// Qt binds a null QString as SQL NULL. Here NULL is always spelled QVariant(), and a QString that
// happens to be null (a default-constructed one) means the empty string.
QVariant bindable(const QVariant &value)
{
    if (value.typeId() == QMetaType::QString && value.toString().isNull())
        return QVariant(QStringLiteral(""));
    return value;
}
} // namespace

Sql::Sql(QSqlDatabase db) : m_db(std::move(db)) {}

QSqlQuery &Sql::prepared(const QString &statement)
{
    auto found = m_statements.find(statement);
    if (found != m_statements.end())
        return **found;
    auto query = std::make_shared<QSqlQuery>(m_db);
    query->setForwardOnly(true);
    if (!query->prepare(statement))
        throw ApiError::internal(QStringLiteral("prepare failed: %1").arg(query->lastError().text()));
    m_statements.insert(statement, query);
    return *query;
}

QSqlQuery &Sql::run(const QString &statement, std::initializer_list<QVariant> values)
{
    QSqlQuery &query = prepared(statement);
    query.finish();
    int index = 0;
    for (const QVariant &value : values)
        query.bindValue(index++, bindable(value));
    if (!query.exec()) {
        qWarning("audience-sandbox: SQL failed: %s (%s)", qPrintable(query.lastError().text()),
                 qPrintable(statement));
        throw ApiError::internal(QStringLiteral("database error"));
    }
    return query;
}

QSqlQuery &Sql::run(const QString &statement, const QVariantList &values)
{
    QSqlQuery &query = prepared(statement);
    query.finish();
    for (int index = 0; index < values.size(); ++index)
        query.bindValue(index, bindable(values.at(index)));
    if (!query.exec()) {
        qWarning("audience-sandbox: SQL failed: %s (%s)", qPrintable(query.lastError().text()),
                 qPrintable(statement));
        throw ApiError::internal(QStringLiteral("database error"));
    }
    return query;
}

QVariant Sql::scalar(const QString &statement, std::initializer_list<QVariant> values)
{
    QSqlQuery &query = run(statement, values);
    QVariant value = query.next() ? query.value(0) : QVariant();
    query.finish();
    return value;
}

Transaction::Transaction(Sql &sql) : m_sql(sql)
{
    if (!m_sql.database().transaction())
        throw ApiError::internal(QStringLiteral("cannot begin transaction"));
}

Transaction::~Transaction()
{
    if (!m_done)
        m_sql.database().rollback();
}

void Transaction::commit()
{
    if (!m_sql.database().commit())
        throw ApiError::internal(QStringLiteral("commit failed"));
    m_done = true;
}

} // namespace Sandbox
