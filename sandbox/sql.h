#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <initializer_list>
#include <memory>

namespace Sandbox {

// Thin access to the one connection: every statement is prepared once and kept, so a hot GET costs
// a bind and a step, not a parse. A failing statement throws ApiError 500 (it is our bug, not the
// client's). NULL is bound as QVariant(); a null QString binds as ''. Not for use from more than
// one thread.
class Sql
{
public:
    explicit Sql(QSqlDatabase db);

    // Runs `statement` with positional values and returns the (forward-only) query positioned before
    // its first row. The reference stays valid until the same statement text is run again, so
    // finish reading one result before running the same statement anew.
    QSqlQuery &run(const QString &statement, std::initializer_list<QVariant> values = {});
    QSqlQuery &run(const QString &statement, const QVariantList &values);

    // First column of the first row, or an invalid QVariant when there is no row.
    QVariant scalar(const QString &statement, std::initializer_list<QVariant> values = {});

    QSqlDatabase database() const { return m_db; }

private:
    QSqlQuery &prepared(const QString &statement);

    QSqlDatabase m_db;
    QHash<QString, std::shared_ptr<QSqlQuery>> m_statements;
};

// RAII transaction: rolls back unless commit() was called (e.g. when an ApiError is thrown midway).
class Transaction
{
public:
    explicit Transaction(Sql &sql);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

private:
    Sql &m_sql;
    bool m_done = false;
};

// A nullable text column value: QVariant() (NULL) for a null/empty optional, else the string.
inline QVariant nullable(const QString &value, bool isNull)
{
    return isNull ? QVariant() : QVariant(value);
}

} // namespace Sandbox
